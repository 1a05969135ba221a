"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23, ninth
session: does the Chinese understanding travel to domains nobody tuned it for?): 琴行 (a music
school's trial lessons, lesson packs, leave and cancellations, tests/domains/qinhang) and 照相馆
(a photo studio's ID photos, family shoots and prints sent home, tests/domains/zhaoxiang).
Their cases were committed before the first run (the first run: 琴行 34 of 38, 照相馆 32 of
36); run
here through the same harness as `dialogflows test`, one pytest item per case. A case that
still fails is a strict xfail naming the kind of mistake, so fixing it shows. The kinds these
domains found are tested in other words and another domain in tests/test_chinese_kinds_ninth.py.
The clock is Wednesday 2026-12-02, 10:00."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "qinhang": DOMAINS / "qinhang" / "qinhang.test.yaml",
    "zhaoxiang": DOMAINS / "zhaoxiang" / "zhaoxiang.test.yaml",
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
