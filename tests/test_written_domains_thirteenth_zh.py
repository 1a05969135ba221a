"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
thirteenth session: does the Chinese understanding travel to domains nobody tuned it for?):
a community canteen for the elderly (社区食堂: meals ordered with a meal entity with
synonyms, a count of 份, a day within the week, serving hours, a yes-no delivery that opens
an address with `when:`, a name, a phone and a takes_rest note; orders cancelled; meal
cards topped up with a money amount and an 8-digit card number; complaints about a past
meal with a yes-no callback and a phone `when` it; tests/domains/shitang) and a music
grade exam desk (考级报名: entries with a student's name by patterns, an age (`kind: age`),
an instrument entity, a grade counted in 级 and an exam day a week to two months ahead;
entries cancelled; results looked up by a past exam day and a 6-digit ticket; practice
rooms booked by day, hours, a length in 小时 and a piano enum; tests/domains/kaoji). Their
cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows. The kinds these domains found are tested in
other words and another domain in tests/test_chinese_kinds_thirteenth.py. The clock is
Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "shitang": DOMAINS / "shitang" / "shitang.test.yaml",
    "kaoji": DOMAINS / "kaoji" / "kaoji.test.yaml",
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
