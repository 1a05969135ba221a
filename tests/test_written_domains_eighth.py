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

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "lifa": DOMAINS / "lifa" / "lifa.test.yaml",
    "tingche": DOMAINS / "tingche" / "tingche.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}


RUN = CaseFiles(CASES, KNOWN)


def test_every_case_is_collected() -> None:
    """Every case name unique in its file, at least 30 conversations per domain, and every
    known failure names a case that exists."""
    RUN.check_collected(least=30)


@pytest.mark.parametrize(("domain", "name"), RUN.params())
def test_case(domain: str, name: str) -> None:
    result = RUN.result(domain, name)
    assert result.passed, f"{result.failure or result.error}"
