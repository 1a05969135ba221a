"""A Chinese domain written from docs/dsl.md before any of its cases ran (issue 23,
thirty-eighth session: does the Chinese understanding travel to domains nobody tuned it
for, said the indirect way people type?): a team-building planner's desk (公司团建: the
activity of five listed values with everyday synonyms, 爬山 for 户外徒步, 摘草莓 for 果园采摘,
a count of people 10-200, a day from three days on, 半天 or 全天, yes-no 大巴接送 and
开发票, a company name asked only for an invoice, a phone, a `takes_rest` note; a change of
day by a TJ code, a destructive cancel; the price a head, rain and insurance asked mid-task;
tests/domains/tuanjian). Its sibling of the same session is the luggage repair shop of
tests/test_written_domains_xiangbao_zh.py.
Its cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Thursday 2027-10-14, 10:00 (周日 17, 下周一 18, 下周六 23, 下周日 24, 下下周五
29, 下下周六 30, 月底 31)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {"tuanjian": DOMAINS / "tuanjian" / "tuanjian.test.yaml"}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
