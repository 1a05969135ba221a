"""A Chinese domain written from docs/dsl.md before any of its cases ran (issue 23,
thirty-ninth session: does the Chinese understanding travel to domains nobody tuned it
for, said the way people type in chat apps?): a housing-fund hall's booking desk (公积金提取:
five listed reasons with everyday synonyms, 交房租 and 辞职, a day from today, a morning or
an afternoon, how many come 1-3, a yes-no 本人办理 whose no is also said 委托 or 代办, a
phone, a `takes_rest` note; a change of the visit by a GJ code, a destructive cancel; the
papers to bring, the opening hours and how soon the money arrives asked mid-task;
tests/domains/gongjijin). Its sibling of the same session is the event sound and lighting
hire desk of tests/test_written_domains_yinxiang_zh.py.
Its cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Wednesday 2027-11-17, 10:00 (明天 18, 周五 19, 周六 20, 下周一 22, 下周二 23,
下周三 24, 下周四 25, 下周五 26, 下下周一 29, 下下周三 12-01)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {"gongjijin": DOMAINS / "gongjijin" / "gongjijin.test.yaml"}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
