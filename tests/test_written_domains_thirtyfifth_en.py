"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-fifth session: does the English understanding travel to domains nobody tuned it
for?): a sheep shearing contractor (a visit booked one answer at a time and all at once,
"can u shear 120 ewes on wednesday, theyll be penned"; the stock said in farm words, "tups",
"the hoggs", an alpaca typed with a slip; too few head, a day too soon and one too far
refused; the price, wet weather and the crew asked mid-task or alone; the head corrected on
the next question; a no to penning said with its reason; the day changed at the
confirmation; a visit moved by a code typed loosely; a visit cancelled with a reason, and
kept; a code of the wrong form refused; tests/domains/shearing) and a falconry centre (an
experience booked by the names people use, "the owl one", "fly a hawk"; too many people,
today and a day too far refused, an email of the wrong form refused; the price, the age
limit and the weather asked mid-task; the people corrected on the next question; free text
for the falconer, "none" among it; the day changed at the confirmation; a booking moved by
a code typed loosely; a booking cancelled with a yes said with more words, and kept; dogs
asked with no task; tests/domains/falconry). Their cases were committed before the first
run; run here through the same harness as `dialogflows test`, one pytest item per case. A
case that still fails is a strict xfail naming the kind of mistake, so fixing it shows. The
clocks are Monday 2027-05-10, 08:00 (shearing) and Thursday 2027-06-03, 10:00 (falconry),
each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "shearing": DOMAINS / "shearing" / "shearing.test.yaml",
    "falconry": DOMAINS / "falconry" / "falconry.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: shearing 16 of 20, falconry 18 of 20 (34 of 40
    # conversations). Fixed since (kinds tested in tests/test_english35_kinds.py):
    # YES_OF_A_DIALECT ('aye go on then' at the confirmation was not understood);
    # COUNT_OF_THEM_TYPED_SHORT ('tups, 12 of em' dropped the twelve);
    # COUNT_SETTLED_BESIDE_A_COUNT_THAT_TELLS ('ok call it 5 then ill borrow the neighbours 2',
    # 'fine 6 then, 2 can watch' asked which); LABEL_SAID_AFTER_A_SUBJECT_AND_A_FUTURE_BEING
    # ('…, theyll be penned' said nothing of the slot labelled 'gathered and penned');
    # TRIGGER_ENDING_IN_A_VALUES_LEAD_WORD ('full falconry day for 2 on june 19th' dropped the
    # 2 of the people: the trigger 'falconry day for' took the 'for' leading it). One
    # expectation was the writer's mistake, mended after the first run: 'can we do sunday
    # instead' with Saturday 19 June held is Sunday 20 June, the day next to it, not 6 June
    ("shearing", "book, several answers to the first question"): (
        "LABEL_SAID_AS_ITS_VERB_WITH_THE_OBJECT_BETWEEN: 'take the wool away pls' beside other"
        " answers said nothing of the slot labelled 'wool taken away' (to its own question it is"
        " a yes): the label's participle said as the verb's base form, its noun inside the"
        " phrasal verb"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
