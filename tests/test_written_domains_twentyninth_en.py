"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-ninth session: does the English understanding travel to domains nobody tuned it
for?): a council's parking fines desk (a PCN number and a registration typed loosely, "wk
1234 5678", "lm19xkt"; the day the ticket was issued, gone by and within 28 days, "last
thursday", "on friday", "3 days ago", one too long ago refused; the grounds by other names,
"the machine was broken", "my blue badge"; what happened in the driver's own words; a name
and an email in one answer; the registration changed at the confirmation; an appeal
withdrawn by reference to the one just sent; its progress looked up; the discount, the
deadline and paying asked; tests/domains/pcn_appeal) and a ten-pin bowling alley (a day from
tonight to four weeks ahead; a start within the opening hours, "tonight at 8"; players,
"me and 3 kids", "2 adults 3 kids"; lanes and games counted, "just the one", "2 lanes, 2
games each", "3, oh and actually make it sunday"; the bumpers as a yes or no, asked for by
name; a food package, none in other words; the time changed after booking, by a flow that
moves what was made; a booking cancelled by a reference typed loosely;
tests/domains/bowling). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails is
a strict xfail naming the kind of mistake, so fixing it shows. The clocks are Tuesday
2027-06-08, 10:15 (parking fines) and Friday 2027-06-11, 16:20 (bowling), each case file
setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "pcn_appeal": DOMAINS / "pcn_appeal" / "pcn_appeal.test.yaml",
    "bowling": DOMAINS / "bowling" / "bowling.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=18)
