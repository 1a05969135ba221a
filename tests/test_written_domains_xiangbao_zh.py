"""A Chinese domain written from docs/dsl.md before any of its cases ran (issue 23,
thirty-eighth session: does the Chinese understanding travel to domains nobody tuned it
for, said the indirect way people type?): a luggage repair shop's desk (箱包维修: what broke,
five listed repairs with everyday synonyms, 轮子掉了 and 密码忘了, a count of cases 1-10 with
the measure words 个 只 件, a yes-no 上门取件 whose no is also said 送到店里 and an address
asked only for a pick-up, a day from today, a part of the day with 全天, a yes-no 加急, a
phone, a `takes_rest` note; a change of the pick-up by an XB code, a destructive cancel; the
prices, the warranty and how long a repair takes asked mid-task; tests/domains/xiangbao).
Its sibling of the same session is the team-building planner of
tests/test_written_domains_tuanjian_zh.py.
Its cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Thursday 2027-10-14, 10:00 (明天 15, 后天 16, 周日 17, 下周一 18, 下周二 19,
下周三 20, 下周四 21, 下周五 22, 下周六 23, 下下周三 27, 月底 31)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {"xiangbao": DOMAINS / "xiangbao" / "xiangbao.test.yaml"}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
