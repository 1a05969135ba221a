"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-first session: does the English understanding travel to domains nobody tuned it
for?): a Christmas tree yard that delivers (the kind of tree by the names people use, "non
drop", "the traditional one", one typed with a slip, "fraiser fir"; the height as "six
foot"; a stand turned down by having one's own; a delivery day from tomorrow, "today"
refused; a tree asked for by telling what the family wants; needles and the price asked
mid-task; the height corrected on a later question; an order moved and cancelled right
after it was made, and cancelled by a reference typed loosely; a problem with a tree
reported with the day it came, "friday" gone by, "3 days ago", "last tuesday";
tests/domains/xmastrees) and a hearing clinic (a test for a parent with the age told of
"my dad"; the reason as people say it, "ringing in my ears"; an age too young and an hour
after closing refused; a test asked for by telling the trouble; parking asked mid-task; wax
removal typed with a slip; a hearing aid sent for repair with the month it was bought,
"about 2 years ago", "in november"; batteries by their colour and packs, too many refused,
posted or collected; tests/domains/hearing). Their cases were committed before the first
run; run here through the same harness as `dialogflows test`, one pytest item per case. A
case that still fails is a strict xfail naming the kind of mistake, so fixing it shows. The
clocks are Sunday 2026-12-06, 10:15 (xmastrees) and Thursday 2027-04-08, 11:00 (hearing),
each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "xmastrees": DOMAINS / "xmastrees" / "xmastrees.test.yaml",
    "hearing": DOMAINS / "hearing" / "hearing.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=18)
