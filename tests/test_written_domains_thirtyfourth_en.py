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
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
