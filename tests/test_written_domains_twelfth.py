"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
twelfth session: does the English understanding travel to domains nobody tuned it for?): a
children's party hire firm (bouncy castles and soft play booked, moved and cancelled, a
complaint about a party already held with a free-text account of it, indoors or not opening
the ground it stands on; tests/domains/partyhire) and a dive centre (dives booked for a
party of people, kit hire opening a wetsuit size, the number of divers changed, cancelling,
a refund for a dive already missed, a lost certification card asking the month one
qualified; tests/domains/divecentre). Their cases were committed before the first run (the
first run: partyhire 31 of 42, divecentre 33 of 39; no expectation was changed after it); run
here through the same harness as `dialogflows test`, one pytest item per case. A case that
still fails is a strict xfail naming the kind of mistake, so fixing it shows. The kinds
these domains found are tested in other words and another domain in
tests/test_english_kinds_twelfth.py. The clock is Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "partyhire": DOMAINS / "partyhire" / "partyhire.test.yaml",
    "divecentre": DOMAINS / "divecentre" / "divecentre.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}


#: every case collected (names unique, at least 30 per domain, every known failure a
#: case that exists), and one pytest item per case
test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=30)
