"""A Chinese domain written from docs/dsl.md before any of its cases ran (issue 23,
thirty-seventh session: does the Chinese understanding travel to domains nobody tuned it
for, said the indirect way people type?): a counselling centre's desk (心理咨询: the topic
of five listed values with everyday synonyms, 焦虑 and 失眠, the way from an entity whose
synonym 电话 is also the phone's label, a count of sessions 1-12, the counsellor's gender
with 无所谓 for 都可以, a day from today, a time 09:00-21:00, a phone, a `takes_rest` note; a
change of day and time by an XL code, a destructive cancel; the prices, whether what is said
stays private and what a late cancel costs asked mid-task; tests/domains/xinli). Its sibling
of the same session is the appraisal house of tests/test_written_domains_jianding_zh.py.
Its cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Wednesday 2027-09-08, 10:00 (明天 9, 后天 10, 周六 11, 周日 12, 下周一 13,
下周三 15, 下周四 16, 下周五 17, 下下周三 22)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {"xinli": DOMAINS / "xinli" / "xinli.test.yaml"}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
