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

from collections.abc import Callable
from datetime import datetime
from functools import cache
from pathlib import Path

import pytest
import yaml

from dialogflows import Dispatcher
from dialogflows.testing import CaseResult, FixedClock, run_case_file

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "qinhang": DOMAINS / "qinhang" / "qinhang.test.yaml",
    "zhaoxiang": DOMAINS / "zhaoxiang" / "zhaoxiang.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}


def _bot_maker(domain: Path) -> Callable[[datetime | None], Dispatcher]:
    def make(now: datetime | None) -> Dispatcher:
        return Dispatcher.from_path(domain, clock=FixedClock(now) if now is not None else None)

    return make


@cache
def _results(domain: str) -> dict[str, CaseResult]:
    file = CASES[domain]
    return {r.name: r for r in run_case_file(file, _bot_maker(file.parent))}


def _cases() -> list[object]:
    out: list[object] = []
    for domain, file in CASES.items():
        for case in yaml.safe_load(file.read_text(encoding="utf-8"))["cases"]:
            key = (domain, case["name"])
            marks = [pytest.mark.xfail(strict=True, reason=KNOWN[key])] if key in KNOWN else []
            out.append(pytest.param(*key, marks=marks, id=f"{domain}: {case['name']}"))
    return out


def test_every_case_is_collected() -> None:
    """Every case name unique in its file, at least 30 conversations per domain, and every
    known failure names a case that exists."""
    names: set[tuple[str, str]] = set()
    for domain, file in CASES.items():
        cases = [c["name"] for c in yaml.safe_load(file.read_text(encoding="utf-8"))["cases"]]
        assert len(set(cases)) == len(cases), domain
        assert len(cases) >= 30, domain
        names |= {(domain, c) for c in cases}
    assert set(KNOWN) <= names


@pytest.mark.parametrize(("domain", "name"), _cases())
def test_case(domain: str, name: str) -> None:
    result = _results(domain)[name]
    assert result.passed, f"{result.failure or result.error}"
