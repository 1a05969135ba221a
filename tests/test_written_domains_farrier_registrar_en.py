"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-sixth session: does the English understanding travel to domains nobody tuned it
for?): a travelling farrier (a visit booked one answer at a time and all at once, "can u do
a full set on 2 horses friday, we have hard standing"; the work said in yard words, "fronts",
"shoes all round", typed with a slip; too many horses, a day too soon and one too far
refused, a day said as a distance; the price and a lost shoe asked mid-task; the horses
corrected on the next question; no hard standing said with a reason; a phone of the wrong
form refused; the day and the horses changed at the confirmation; a visit moved by a code
typed loosely, one of the wrong form refused; a visit cancelled with a reason, and kept;
tests/domains/farrier) and a register office booking births (the day of birth a past day
said as people say it, "yesterday", "2 weeks ago", "last thursday", "the 30th", beside an
appointment day to come in the same message; a birth too long ago, an appointment today and
one too far refused; twins said as the count; what to bring and the certificate's price
asked mid-task; not married said with a question; the office and the day changed at the
confirmation; an appointment moved by a code typed loosely; cancelled with a reason and a
short go-ahead, and kept; tests/domains/registrar). Their cases were committed before the
first run; run here through the same harness as `dialogflows test`, one pytest item per
case. A case that still fails is a strict xfail naming the kind of mistake, so fixing it
shows. The clocks are Tuesday 2027-03-09, 08:30 (farrier) and Wednesday 2027-09-15, 10:00
(registrar), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "farrier": DOMAINS / "farrier" / "farrier.test.yaml",
    "registrar": DOMAINS / "registrar" / "registrar.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: farrier 19 of 26, registrar 17 of 25 (36 of 51
    # conversations). Fixed since (kinds tested in tests/test_english36_kinds.py):
    # COUNTED_NOUN_PLURAL_SPELLED_APART ('book a trim for 3 ponies' left the count asked);
    # DATE_BESIDE_A_DATE_SETTLED_FOR_THE_OTHER_SLOT ('…, born on the 6th, 1 baby, monday'
    # dropped the Monday); COUNT_FOR_A_NUMBER_OF_THE_ONE_COUNTED_THING ('farrier visit, fronts
    # for 2', 'full set for 2 on thursday'); BOOLEAN_LABEL_HAD_BY_THE_SPEAKER ("we've got hard
    # standing"); NO_TO_A_FREE_TEXT_QUESTION_THAT_OFFERS_NONE ('no' to 'Anything the farrier
    # should know …? Say none if not.'); CHANGE_OF_A_DAY_BESIDE_TWO_DATE_SLOTS_READ_BY_TENSE
    # ('actually can we do monday instead' asked which date to change); and in the
    # thirty-seventh session (tests/test_xfails37_kinds.py) COUNT_SAID_AS_A_WORD_FOR_A_SET
    # ('twins!' to 'How many babies …?'); and in the thirty-eighth (tests/test_xfails38_kinds.py)
    # SUBJECT_OF_A_FREE_TEXT_ANSWER_TAKEN_FOR_A_LEAD ('shes a bit girthy and hates having her
    # hinds done' to the notes' question lost its 'shes'), VALUE_CHANGE_SAID_AS_A_BETTER_CHOICE
    # ('oh wait riverside would be easier for parking' at the confirmation changed nothing) and
    # REASON_OF_A_BETTER_CHOICE_READ_AS_WHOM_IT_IS_FOR (then the baby's name became 'parking');
    # and in the thirty-ninth (tests/test_xfails39_kinds.py) BOOLEAN_LABEL_SAID_BY_ITS_LAST_WORD
    # ('…, friday, not married' said nothing of the slot labelled 'parents married') and
    # BOOLEAN_LABEL_HAD_BY_THE_SPEAKER's bare 'we have' ('…, we have hard standing') and
    # PARTY_ALONE_OF_A_COUNT_THAT_IS_NO_PEOPLE_SLOT ('…, she was born yesterday, just her' left
    # the babies asked) and TRIGGER_LED_BY_A_PAST_FORM_SAID_IN_ANOTHER_FORM ('what do i do if
    # she pulls a shoe before then?', 'she threw a shoe yesterday …' for 'pulled a shoe',
    # 'thrown a shoe')
    ("registrar", "book, not married said with a question"): (
        "ANSWER_THEN_A_QUESTION_OF_AN_INFORMING_FLOW: 'no we're not, can the dad still be on the"
        " certificate?' answered the married question and dropped the question after it: the"
        " can-you question, its trigger 'can the dad', was never answered"
    ),
    ("registrar", "book, given up with a reason"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'hang on, my partner says she already booked one,"
        " sorry' lets the booking go only as its meaning does: no cancel word, no trigger"
        " (the meaning path's job, issue 24)"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
