"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
forty-first session: does the Chinese understanding travel to domains nobody tuned it for,
said the way people type in chat apps?): a tea house's private rooms (茶楼: four listed
kinds of room with everyday synonyms, 小包 and 卡座, the day up to a month ahead, the hour
within opening hours, how many people, how many hours, a yes-no 麻将机 whose no is also
光喝茶, an optional tea, the contact's name, a phone, a `takes_rest` note; a change of day
and hour by a CS order number, a destructive 退订, something left behind on a day gone by,
and the prices, the opening hours and the parking asked mid-task; tests/domains/chashi),
and a data recovery shop (数据恢复: five listed devices, five listed faults said as people
do, 删了 and 插上没反应, how many devices, a yes-no 上门取件 whose no is 自己送 with the
address asked only on a yes, the day, a yes-no 加急, a phone, a note; a change of day by an
SJ number, a destructive cancel, a progress check, the fees, the hours and privacy asked;
tests/domains/shuju).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Thursday 2028-05-18, 10:00 (前天 16, 昨天 17, 上周五 12, 明天 19, 后天 20, 周六 20,
大后天 21, 下周一 22, 下周三 24, 下周五 26, 月底 31)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "chashi": DOMAINS / "chashi" / "chashi.test.yaml",
    "shuju": DOMAINS / "shuju" / "shuju.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
