"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-fifth session: does the English understanding travel to domains nobody tuned it
for?): a custom phone-case printer (the phone a case fits as people name it, "s24",
"iphone14", "15 pro"; the case's style by another name, "one of the flip ones", "walet"
typed wrong; how many, "three please"; what is printed as free text; gift wrapping as a yes
or no with a reason or beside the day; a day needed by from three days on; a name with an
email; an order cancelled by reference; a problem with a case that arrived, dated in the
past, "monday", "3 days ago", "last thurs", "yesterday"; prices and how long asked mid-task;
tests/domains/phonecase) and a picture framer (what is framed as people say it, "a poster",
"my sons signed football shirt", "certificat" typed wrong; the frame's colour, "something
wooden"; a mount as a yes or no with a reason; a drop-off day and a time within opening
hours, "sat at half 10", "about 3", "6pm after work"; a name with a phone; a yes with the
day said back; a booking cancelled by reference; a problem with a collected frame dated in
the past; prices and opening hours asked mid-task; tests/domains/framer). Their cases were
committed before the first run; run here through the same harness as `dialogflows test`,
one pytest item per case. A case that still fails is a strict xfail naming the kind of
mistake, so fixing it shows. The clocks are Wednesday 2027-11-10, 11:30 (phonecase) and
Tuesday 2027-08-17, 14:10 (framer), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "phonecase": DOMAINS / "phonecase" / "phonecase.test.yaml",
    "framer": DOMAINS / "framer" / "framer.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
