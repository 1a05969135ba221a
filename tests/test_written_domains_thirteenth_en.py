"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirteenth session: does the English understanding travel to domains nobody tuned it for?):
a hot-air balloon company (flights booked for a party of passengers with the heaviest one's
weight, a gift opening who it is for, flights moved and cancelled, a refund for a flight
called off dated in the past, gift vouchers with a free-text message; tests/domains/balloon)
and a community sports hall's booking desk (courts booked by the hour with opening hours,
borrowed kit, the start time changed, bookings cancelled, a problem reported about a past
session, memberships starting in a month; tests/domains/sportshall). Their cases were
committed before the first run; run here through the same harness as `dialogflows test`,
one pytest item per case. A case that still fails is a strict xfail naming the kind of
mistake, so fixing it shows. The kinds these domains found are tested in other words and
another domain in tests/test_english_kinds_thirteenth.py. The clock is Thursday
2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "balloon": DOMAINS / "balloon" / "balloon.test.yaml",
    "sportshall": DOMAINS / "sportshall" / "sportshall.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}


RUN = CaseFiles(CASES, KNOWN)


def test_every_case_is_collected() -> None:
    """Every case name unique in its file, at least 40 conversations per domain, and every
    known failure names a case that exists."""
    RUN.check_collected(least=40)


@pytest.mark.parametrize(("domain", "name"), RUN.params())
def test_case(domain: str, name: str) -> None:
    result = RUN.result(domain, name)
    assert result.passed, f"{result.failure or result.error}"
