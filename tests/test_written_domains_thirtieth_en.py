"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirtieth session: does the English understanding travel to domains nobody tuned it for?):
a gutter cleaning round (an address, the type of property by other names, "semi",
"maisonette", one typed with a slip, "bungalo"; storeys counted and too many refused; the
conservatory roof as a yes or no; a day from tomorrow, "today" refused; a clean asked for by
telling the trouble, "overflows every time it rains", "grass growing out of the guttering";
whether to be in and the price asked mid-task; the day changed with the name, the phone at
the confirmation; a visit moved and cancelled right after it was booked, and cancelled by a
reference typed loosely; tests/domains/gutters) and a children's swim school (the child's
name said with whose it is, an age too young refused, the level as parents say it, "he cant
swim", a shared session entity, "sundays", "sat mornings from the 27th"; lessons asked for
by telling what the child cannot do; a catch-up asked for by telling the lesson was missed;
lessons cancelled by whose they are; tests/domains/swimschool). Their cases were committed
before the first run; run here through the same harness as `dialogflows test`, one pytest
item per case. A case that still fails is a strict xfail naming the kind of mistake, so
fixing it shows. The clocks are Wednesday 2027-03-10, 09:40 (gutters) and Monday
2027-03-15, 17:30 (swim school), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "gutters": DOMAINS / "gutters" / "gutters.test.yaml",
    "swimschool": DOMAINS / "swimschool" / "swimschool.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=18)
