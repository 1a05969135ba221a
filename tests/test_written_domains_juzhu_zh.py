"""A Chinese domain written from docs/dsl.md before any of its cases ran (issue 23,
fortieth session: does the Chinese understanding travel to domains nobody tuned it for,
said the way people type in chat apps?): a neighbourhood committee's service desk
(社区居委会: a residence registration with the day one moved in, gone by, up to a year
back, four listed kinds of housing with everyday synonyms, 租的 and 宿舍, how many live
there, a yes-no 有房屋证明 whose yes is also 有合同, the address, a phone, a `takes_rest`
note; a proof of residence with a listed purpose, how many copies 1-5, the day to collect
it, a yes-no 本人来取; a change of that day by a ZM code, a destructive cancel; the papers
to bring, the opening hours and how long a proof takes asked mid-task;
tests/domains/juzhu). Its sibling of the same session is the after-school care club of
tests/test_written_domains_tuoguan_zh.py.
Its cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Wednesday 2028-03-15, 10:00 (前天 13, 昨天 14, 上周三 08, 上周五 10, 下周一 20,
下周三 22, 下周五 24, 月底 31, 下个月1号 04-01)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {"juzhu": DOMAINS / "juzhu" / "juzhu.test.yaml"}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
