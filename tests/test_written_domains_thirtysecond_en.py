"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-second session: does the English understanding travel to domains nobody tuned it
for?): a dental practice (a check-up booked one answer at a time and all at once for a
child, "thurs 18th after school, say 4pm"; the hygienist asked for by "scale and polish";
a day asked about as availability, "have u got anything friday afternoon?"; a time before
opening and a day too far refused; the price and the opening hours asked mid-task; the
name corrected on the next question; the time changed at the confirmation; a booking
cancelled right after it was made, and given up mid-task; an emergency told with what
happened first, "i bit into a toffee yesterday and chipped my tooth", the day it started,
"since saturday", "2 days ago", and a lost filling typed with a slip; a new patient who
asks whether they are taken first, then registers with a date of birth and NHS or private;
an appointment moved and cancelled by a reference typed loosely; tests/domains/dentist) and
a nail salon (gels, pedis, acrylics and infills by the names people use, one typed with a
slip; "me n my sister" as two people; availability asked with the treatment, "any space
tmrw afternoon"; nail art wanted; walk-ins and prices asked mid-task; too many people and
an hour after closing refused; the name and the number in one answer; the day changed at
the confirmation; a booking given up with a reason, and cancelled right after it was made;
a free fix asked for after telling when the nails were done, "had gels done on saturday
and 2 have lifted"; a gift voucher for "my mum, her names linda", too much refused;
tests/domains/nails). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails
is a strict xfail naming the kind of mistake, so fixing it shows. The clocks are Tuesday
2027-03-09, 10:00 (dentist) and Thursday 2026-12-10, 14:00 (nails), each case file setting
its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "dentist": DOMAINS / "dentist" / "dentist.test.yaml",
    "nails": DOMAINS / "nails" / "nails.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=18)
