"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23, eighth
session: does the Chinese understanding travel to domains nobody tuned it for?): 理发店
(a neighbourhood hair salon, tests/domains/lifa) and 小区停车场 (a residential car park's
monthly cards, pay-on-exit and visitors, tests/domains/tingche). Their cases were committed
before the first run (the first run: 理发店 38 of 42, 停车场 32 of 38); run here through the
same harness as `dialogflows test`, one pytest item per case. A case that still fails is a strict xfail naming the kind of mistake, so fixing
it shows. The kinds these domains found are tested in other words and another domain in
tests/test_chinese_kinds_eighth.py. The clock is Wednesday 2026-12-02, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "lifa": DOMAINS / "lifa" / "lifa.test.yaml",
    "tingche": DOMAINS / "tingche" / "tingche.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}


#: every case collected (names unique, at least 30 per domain, every known failure a
#: case that exists), and one pytest item per case
test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=30)
