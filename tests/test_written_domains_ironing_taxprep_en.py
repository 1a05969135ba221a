"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
forty-third session: does the English understanding travel to domains nobody tuned it
for?): a UK ironing service collecting from homes (a collection booked one answer at a time
and all at once, "can u collect my ironing tomorrow afternoon, 2 bags wash and iron"; asked
for in other words, "a mountain of shirts that need pressing", and typed with a slip; too
many bags, a day too soon and one too far refused; the day and its part in one answer; the
price, duvets and the area asked mid-task; the bags and the day corrected on the next
question; express said yes with a reason holding another day; a phone of the wrong form
refused; the day and the part of the day changed at the confirmation; a collection moved and
tracked right after it was booked; moved by a code typed loosely and with the old day said
first; tracked with a past day; cancelled with a reason, kept, and in other words;
tests/domains/ironing) and a US tax preparation office (an appointment booked one answer at
a time and all at once; asked for in other words, "someone to do my 1040"; typed with slips;
two answers and slang to one question, "zoom works, and yeah i drive for uber on the side";
a day too soon and too far and a time after hours refused; the price and the papers asked
mid-task; the filing status corrected beside the next answer; the day corrected; the time
and the meeting changed at the confirmation; a question after the yes; rescheduled right
after booking, by a code typed loosely, with the old day said first, and one answer at a
time; cancelled with a reason, kept, and in other words; a refund asked with a past day;
tests/domains/taxprep). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails
is a strict xfail naming the kind of mistake, so fixing it shows. The clocks are Wednesday
2027-03-10, 09:00 (ironing) and Monday 2027-02-15, 10:00 (tax prep), each case file setting
its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "ironing": DOMAINS / "ironing" / "ironing.test.yaml",
    "taxprep": DOMAINS / "taxprep" / "taxprep.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: ironing 27 of 29; taxprep 0 of 27, its spec refused at load
    # (the synonym 1099 written unquoted, a YAML number: quoted, cad31499, no case changed),
    # then 25 of 27 (52 of 56 conversations). One taxprep expectation went against
    # docs/dsl.md and was put right ("book an appointment for john miller, …" expected the
    # name, which docs/dsl.md reads after "for" only for a slot of someone else's name; "What
    # name should I put it under?" asks the user's own). Fixed since (kinds tested in
    # tests/test_english43_kinds.py): THING_NO_LONGER_NEEDED_NAMED_BY_THE_THING_UNDONE ("we
    # dont need friday's collection anymore, IR-5120"); TRIGGER_VERB_SAID_WITH_ANOTHER_THING
    # with POLITE_ASK_OF_SOMEONE_UNNAMED ("… could someone pick them up on saturday?");
    # NO_BEFORE_A_WORD_OF_THE_YES_READ_AS_THE_YES ("…, no 1099s").
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=27)
