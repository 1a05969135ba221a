"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
fourteenth session: does the Chinese understanding travel to domains nobody tuned it for?):
a yoga studio's front desk (瑜伽馆: group classes booked with a class entity with
synonyms, a day within two weeks, class hours 7:00–21:30, a count of people (`kind:
people`), a yes-no mat loan, a name by patterns, a phone and a takes_rest note; bookings
cancelled; class packs bought, counted in 节, with a payment enum and a yes-no invoice;
membership cards frozen from a day for a count of 天 with a takes_rest reason;
tests/domains/yujia) and a bottled gas station (液化气站: cylinders ordered by a size
entity, a count of 罐 or 瓶, a yes-no delivery that opens an address with `when:`, a day
within three days, hours 8:00–19:00, a name and a phone; orders cancelled; safety checks
booked from tomorrow with a half-day enum and an address, and cancelled; bottles returned
with an 8-digit deposit number, a yes-no pick-up opening an address and a refund enum; a
flow that only tells what to do about a smell of gas; tests/domains/yehuaqi). Their cases
were committed before the first run; run here through the same harness as `dialogflows
test`, one pytest item per case. A case that still fails is a strict xfail naming the kind
of mistake, so fixing it shows. The clock is Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "yujia": DOMAINS / "yujia" / "yujia.test.yaml",
    "yehuaqi": DOMAINS / "yehuaqi" / "yehuaqi.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}


RUN = CaseFiles(CASES, KNOWN)


def test_every_case_is_collected() -> None:
    """Every case name unique in its file, at least 35 conversations per domain, and every
    known failure names a case that exists."""
    RUN.check_collected(least=35)


@pytest.mark.parametrize(("domain", "name"), RUN.params())
def test_case(domain: str, name: str) -> None:
    result = RUN.result(domain, name)
    assert result.passed, f"{result.failure or result.error}"
