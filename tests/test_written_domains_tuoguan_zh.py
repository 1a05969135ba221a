"""A Chinese domain written from docs/dsl.md before any of its cases ran (issue 23,
fortieth session: does the Chinese understanding travel to domains nobody tuned it for,
said the way people type in chat apps?): an after-school care club (课后托管: three listed
kinds of care with everyday synonyms, 放学后 and 全天, six grades said in figures too, the
day to start, how many children 1-3, a yes-no 老师去学校接 whose no is also 自己送, the
child's name, a phone, a `takes_rest` note; a leave for a day to come or one gone by up
to a week back, with its reason, by a TG card number, a change of the kind of care, a
destructive withdrawal (退托); the fees, the pick-up times and the afternoon nap asked
mid-task; tests/domains/tuoguan). Its sibling of the same session is the neighbourhood
committee's desk of tests/test_written_domains_juzhu_zh.py.
Its cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Wednesday 2028-03-15, 10:00 (前天 13, 明天 16, 上周三 08, 下周一 20, 下周三 22,
下周五 24, 月底 31, 下个月1号 04-01)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {"tuoguan": DOMAINS / "tuoguan" / "tuoguan.test.yaml"}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
