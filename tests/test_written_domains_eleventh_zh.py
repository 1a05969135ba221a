"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
eleventh session: does the Chinese understanding travel to domains nobody tuned it for?): a
health-check centre (check-ups booked for a number of people with a breakfast asked yes or
no, reports asked after and mailed for check-ups done on past days, bookings cancelled,
package prices asked; tests/domains/tijian) and a used-car buyer (inspections at the owner's
address booked with brand, year, mileage and accidents, offers asked after for a past
inspection by plate, inspections cancelled, complaints told in free text about a past day,
the fee asked; tests/domains/shouche). Their cases were committed before the first run; run
here through the same harness as `dialogflows test`, one pytest item per case. A case that
still fails is a strict xfail naming the kind of mistake, so fixing it shows. The kinds these
domains found are tested in other words and another domain in
tests/test_chinese_kinds_eleventh.py. The clock is Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "tijian": DOMAINS / "tijian" / "tijian.test.yaml",
    "shouche": DOMAINS / "shouche" / "shouche.test.yaml",
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
