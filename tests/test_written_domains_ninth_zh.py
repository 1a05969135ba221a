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

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "qinhang": DOMAINS / "qinhang" / "qinhang.test.yaml",
    "zhaoxiang": DOMAINS / "zhaoxiang" / "zhaoxiang.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}


#: every case collected (names unique, at least 30 per domain, every known failure a
#: case that exists), and one pytest item per case
test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=30)
