"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
nineteenth session: does the English understanding travel to domains nobody tuned it for?):
a wheelie bin cleaning round (a count of bins; a plan said as people say how often,
"monthly", "just the once"; the next collection day; an optional gate code; a missed clean
reported with the bin by its colour and a day in the past; plans cancelled by reference;
tests/domains/binclean) and a trampoline park (jumpers counted as people count themselves,
"me and my two boys"; a start time within opening hours, "half 3"; a session length said as
a length, "hour and a half"; grip socks; a birthday party with the child's name and age, a
count of kids and a package by its synonyms; bookings cancelled by reference;
tests/domains/trampoline). Their cases were committed before the first run; run here
through the same harness as `dialogflows test`, one pytest item per case. A case that still
fails is a strict xfail naming the kind of mistake, so fixing it shows. The kinds these
domains found are tested in other words and on other domains in
tests/test_english_kinds_nineteenth.py. The clock is Thursday 2026-12-10, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "binclean": DOMAINS / "binclean" / "binclean.test.yaml",
    "trampoline": DOMAINS / "trampoline" / "trampoline.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # ("binclean", "clean, the plan said loosely"): read since the twentieth session, a
    # listed value's number said another way ('every couple of months' for 'every 2 months';
    # tests/test_xfail_kinds_twentieth.py, kind 3)
    # ("trampoline", "jump, asked for without a trigger"): read since a count of people
    # ("me and my two boys") points at the one flow counting them (owners, the slot's captures)
    # ("trampoline", "party, several answers in the request"): read since the twentieth
    # session, a name said after 'for my daughter' (tests/test_xfail_kinds_twentieth.py)
    # ("trampoline", "party, a theme with the package"): read since the twentieth session,
    # a free-text value before its pattern's words after another value ('with food please
    # and a dinosaur theme'; tests/test_xfail_kinds_twentieth.py, kind 4)
    # ("trampoline", "cancel, said as not coming"): read since the twentieth session, a
    # booking given up flatly with a reference of the undoing flow's pattern ('we cant make it
    # on saturday anymore, ref tp-1042'; tests/test_xfail_kinds_twentieth.py, kind 5)
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
