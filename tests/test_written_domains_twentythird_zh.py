"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-third session: does the Chinese understanding travel to domains nobody tuned it
for?): a tile grouting team (上门瓷砖美缝: the room from an entity with synonyms, the
material from another, an area `counts: 平米`, a `kind: address` slot, a day and a time with
working hours, a phone; 改约 and a destructive cancel by an MF code; 返修 for work done in
the past, `max: today`, with a `takes_rest` issue; the prices, asked mid-task;
tests/domains/meifeng) and a CCTV fitter (上门安装监控: where from an entity with synonyms,
cameras `counts: 摄像头` with measure words 个/台/路, a yes-no 云存储, address, day, time
with working hours, phone; 改约 and a destructive cancel by a JK code; a repair with a fault
and the month it was fitted, `kind: month`, `max: today`; the prices;
tests/domains/jiankong). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails
is a strict xfail naming the kind of mistake, so fixing it shows.
The clock is Friday 2026-12-11, 10:15: 明天 is Saturday 12 December, 后天 Sunday 13
December, 大后天 and 下周一 Monday 14 December, 下周三 16 December, 前天 Wednesday 9
December, 上周五 4 December, 上个月 November.
First run: 瓷砖美缝 23 of 25, 监控安装 21 of 25 (44 of 50); after the fixes of
tests/test_chinese_kinds_twentythird.py (the words saying a value is wrong are no capture of
its pattern, "地址不对 是…"; a verb of taking up a service before a yes-no label, "开通云存储";
a change then the part a cancel word lets go, "改成5个吧 门口那个不用了"; a trigger after a
want as a clause of its own, "…做的美缝 要返修"), 24 of 25 and 24 of 25 (48 of 50).
The two left are strict xfails naming their kinds."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "meifeng": DOMAINS / "meifeng" / "meifeng.test.yaml",
    "jiankong": DOMAINS / "jiankong" / "jiankong.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    ("meifeng", "返修前天"): (
        "VAGUE_COUNT_READ_AS_A_QUESTION: '返修 前天做的美缝 卫生间有几条缝裂开了' is read as a"
        " question (几 of '有几条缝', a few seams, is a wh-word) and answered 'can't help'; the"
        " same words ask in '有几个人报名了', so telling them apart needs the request said in a"
        " clause of its own beside it (the model-backed readers' job, or a reading of the"
        " message's clauses the mood reader does not have)"
    ),
    ("jiankong", "下完单改到周日"): (
        "CHANGE_TO_THE_VALUE_HELD_AFTER_DONE: '能改到周日吗' right after a booking for 后天,"
        " which is that Sunday, reads no change (the corrections read no new value) and is"
        " answered 'can't help'; the change flow, or 'it is already on Sunday', is expected"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
