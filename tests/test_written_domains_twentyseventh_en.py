"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-seventh session: does the English understanding travel to domains nobody tuned it
for?): a dial-a-ride community transport line (a route of two addresses, "from 22 priory
road to the day centre", or where to first and where from after; a day from tomorrow, "today"
too soon; a pick-up time within the service hours; who travels, "me and my husband"; a
wheelchair as a yes or no, with more said; the member's name and phone; what the driver should
know kept as said, or nothing; the time changed and the booking given up at the confirmation;
a trip cancelled by reference to the one just booked; fares, service days and who may join
asked; tests/domains/dialaride) and a home insurer's claims line (what happened by another
name, "burst pipe", "we were burgled", "the wind took half the roof tiles", "knocked over",
typed wrong, "brust pipe"; the day it happened in the past, "sat night", "last thursday", "3
days ago", a bare weekday the one gone by, a day to come refused; rooms hit; a police report
asked only for a theft; whether the home can be lived in, "were staying at my mums"; a policy
number in lower case; a claim given up at the confirmation, withdrawn by reference to the one
just made; its progress, the excess and the cover asked; tests/domains/homeclaim). Their
cases were committed before the first run; run here through the same harness as `dialogflows
test`, one pytest item per case. A case that still fails is a strict xfail naming the kind of
mistake, so fixing it shows. The clocks are Tuesday 2027-09-14, 09:05 (dial-a-ride) and Monday
2027-11-08, 14:30 (claims), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "dialaride": DOMAINS / "dialaride" / "dialaride.test.yaml",
    "homeclaim": DOMAINS / "homeclaim" / "homeclaim.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: (recorded after the first run)
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
