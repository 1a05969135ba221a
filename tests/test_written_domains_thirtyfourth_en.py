"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-fourth session: does the English understanding travel to domains nobody tuned it
for?): a glazier (broken glass replaced one answer at a time and all at once, "need 2 double
glazed units replacing on friday, no board up needed"; the glass said as people say it,
"safety glass", "double"; too many panes, today and a day too far refused, a phone number of
the wrong form refused; the price, the guarantee and weekend work asked mid-task; the panes
corrected on the next question; a yes to boarding up said with its reason; the day changed at
the confirmation; a problem with glass we fitted told with the day it was fitted, "2 weeks
ago", "a fortnight ago", a day to come refused; a job cancelled by a code typed loosely with
a reason, and kept; tests/domains/glazier) and a council observatory (a night booked by the
names people use, "the telescope one", "the dome"; too many people, a night too far and one
gone by refused, an email of the wrong form refused; cloudy weather, the age limit and the
price asked mid-task; the people corrected on the next question; step-free access said in
other words, "yeah my dad uses a wheelchair"; the session changed at the confirmation;
something left behind reported with the night, "last night", "3 days ago", a night to come
refused; a booking cancelled with a reason and kept; tests/domains/observatory). Their cases
were committed before the first run; run here through the same harness as `dialogflows
test`, one pytest item per case. A case that still fails is a strict xfail naming the kind
of mistake, so fixing it shows. The clocks are Tuesday 2027-09-14, 09:30 (glazier) and
Friday 2027-01-15, 11:00 (observatory), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "glazier": DOMAINS / "glazier" / "glazier.test.yaml",
    "observatory": DOMAINS / "observatory" / "observatory.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: glazier 13 of 21, observatory 18 of 20 (31 of 41
    # conversations). Fixed since (kinds tested in tests/test_english34_kinds.py):
    # YES_AND_ITS_VERB_AS_TWO_CLAUSES_BEFORE_A_REASON ('yes, cancel it, the landlords bloke
    # already did the whole window' kept the job); OPEN_TRIGGER_ENDING_IN_A_POSSESSIVE ('we left
    # our kids hat behind' asked what was left); LABEL_FOLLOWED_BY_A_WORD_OF_NEEDING ('step free
    # access needed' said nothing of step-free access); BOOLEAN_LABEL_SAID_IN_ITS_VERB_FORMS ('no
    # boarding up', 'board it up pls', 'no boarding' for the label 'board up': four cases);
    # ANSWER_COVERING_A_SHORTER_VALUE_AFTER_A_CORRECTION_WORD ('sorry its 07700 900789' to the
    # phone's question changed the panes to 7700; seen after the first run, once 'no boarding'
    # was read); TRIGGER_AS_THE_SUBJECT_OF_THE_PROBLEM ('the window you fitted 2 weeks ago wont
    # close properly' asked what was wrong); in the thirty-fifth (tests/test_xfails35_kinds.py):
    # GO_AHEAD_TYPED_WITHOUT_ITS_APOSTROPHE ('thats fine book it' at the confirmation asked again)
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
