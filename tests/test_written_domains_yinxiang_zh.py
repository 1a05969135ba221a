"""A Chinese domain written from docs/dsl.md before any of its cases ran (issue 23,
thirty-ninth session: does the Chinese understanding travel to domains nobody tuned it
for, said the way people type in chat apps?): an event sound and lighting hire desk
(音响灯光租赁: three listed sets with everyday synonyms, 开会 and 乐队, the event's day, how
many days 1-7, how many wireless microphones 0-12 with the measure words 支 个 只, a yes-no
技术员跟场 whose no is also said 自己弄, the venue's address, a phone, a `takes_rest` note; a
change of the day by a YX code, a destructive cancel; the prices, the deposit and the power
needed asked mid-task; tests/domains/yinxiang). Its sibling of the same session is the
housing-fund hall of tests/test_written_domains_gongjijin_zh.py.
Its cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Wednesday 2027-11-17, 10:00 (周五 19, 下周二 23, 下周五 26, 下周六 27, 下周日 28,
下下周五 12-03, 下下周六 12-04).
First run (0cba5d95, before any fix): the file crashed (two prices to look for were YAML
numbers; quoted in the next commit, no message changed), then 20 of 25. Wrong: "不对 租两天" at
the confirmation emptied the date (TYPE_WORD_AS_THE_MEASURE_OF_A_COUNT); "不用跟场 我们自己调"
to the resume offer was small talk (ANSWER_THEN_ITS_REASON_TO_THE_RESUME_OFFER); "好 那话筒要
6支" to it too (COUNTED_THING_SAID_WITH_ITS_COUNT_AT_THE_RESUME_OFFER); "13812345678 下午两点
以后送" kept the note without its 下午 (DAY_PART_TAKEN_OUT_OF_THE_NOTE_WITH_NO_SLOT_TO_TAKE_IT);
and "三天吧 彩排一天 正式两天" to "租几天？" was 6 (TOTAL_THEN_ITS_PARTS). After the fixes of
tests/test_chinese39_kinds.py: 25 of 25."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {"yinxiang": DOMAINS / "yinxiang" / "yinxiang.test.yaml"}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
