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
December, 上周五 4 December, 上个月 November."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "meifeng": DOMAINS / "meifeng" / "meifeng.test.yaml",
    "jiankong": DOMAINS / "jiankong" / "jiankong.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
