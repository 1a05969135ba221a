"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23, tenth
session: does the Chinese understanding travel to domains nobody tuned it for?): a KTV (rooms
booked by the hour, drinks and snacks sent to a room, invoices for past visits, bookings
cancelled, prices asked; tests/domains/ktv) and a law firm's front desk (consultations booked,
debt-collection letters sent to an address, consultations cancelled, fees asked;
tests/domains/lvsuo). Their cases were committed before the first run; run here through the
same harness as `dialogflows test`, one pytest item per case. A case that still fails is a
strict xfail naming the kind of mistake, so fixing it shows. The kinds these domains found are
tested in other words and another domain in tests/test_chinese_kinds_tenth.py. The clock is
Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "ktv": DOMAINS / "ktv" / "ktv.test.yaml",
    "lvsuo": DOMAINS / "lvsuo" / "lvsuo.test.yaml",
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
