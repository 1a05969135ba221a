"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
twelfth session: does the Chinese understanding travel to domains nobody tuned it for?): a
massage parlour (推拿足疗: sessions booked with a service entity with synonyms, a count of
people, today-to-a-month dates said month-relative, opening hours, a therapist choice, a
name, a phone and a takes_rest note; bookings cancelled; passes of a number of 次 bought;
complaints about a past visit with a yes-no callback and a phone `when` it;
tests/domains/tuina) and a renovation company (装修: measuring visits booked with an
address, an area in 平, a layout enum, a date, a time within working hours, a name and a
phone; visits cancelled; repairs after the works with a problem enum, the month the works
ended (`kind: month`, past), an address and a yes-no asked as a choice; quotes by package
and area; tests/domains/zhuangxiu). Their cases were committed before the first run; run
here through the same harness as `dialogflows test`, one pytest item per case. A case that
still fails is a strict xfail naming the kind of mistake, so fixing it shows. The kinds these
domains found are tested in other words and another domain in
tests/test_chinese_kinds_twelfth.py. The clock is Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "tuina": DOMAINS / "tuina" / "tuina.test.yaml",
    "zhuangxiu": DOMAINS / "zhuangxiu" / "zhuangxiu.test.yaml",
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
