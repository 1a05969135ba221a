"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-third session: does the English understanding travel to domains nobody tuned it
for?): a Santa's grotto (a visit booked one answer at a time and all at once, "for my 3 kids
sat 5th dec around 2pm, deluxe pls"; the package said as people say it, "elves",
"whichevers cheapest"; a visit asked for as a question, "is it possible for my two boys to
meet santa on sunday?"; too many children, a day before the season, one after Christmas Eve
and an hour after closing refused; the price, how long a visit lasts and parking asked
mid-task; the children corrected on the next question; the day changed at the
confirmation; a booking moved by a code typed loosely and cancelled right after it was made;
tests/domains/grotto) and a lawn mower workshop (a mower booked in by the names people use,
"sit on", "the battery one"; collected or dropped off, the address asked only when
collected; a repair limit with a thousands separator refused, "£1,000 if needed"; today and
a day too far refused; a problem after a service told with the day it was serviced, "last
tuesday", "3 weeks ago", a day to come refused; a job's status asked by a code typed loosely;
a booking cancelled with a reason and kept; tests/domains/mowers). Their cases were committed
before the first run; run here through the same harness as `dialogflows test`, one pytest
item per case. A case that still fails is a strict xfail naming the kind of mistake, so
fixing it shows. The clocks are Thursday 2026-11-26, 10:00 (grotto) and Monday 2027-04-12,
09:00 (mowers), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "grotto": DOMAINS / "grotto" / "grotto.test.yaml",
    "mowers": DOMAINS / "mowers" / "mowers.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
