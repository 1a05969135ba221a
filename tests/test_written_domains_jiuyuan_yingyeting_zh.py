"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
forty-third session: does the Chinese understanding travel to domains nobody tuned it for,
said the way people type in chat apps?): a roadside rescue (道路救援: five listed troubles
said as people do, 打不着火 and 爆胎, where the car stands, four kinds of car, a plate
checked by its pattern, a yes-or-no 人在车旁, a phone and a `takes_rest` note; how far the
rescuer is by a JY number, a destructive cancel, an invoice for a rescue of a day gone by,
the prices and where they go asked mid-task; tests/domains/jiuyuan), and a phone shop
(营业厅: four listed plans, a yes-or-no 携号转网 asked as a choice against a new number,
how many cards, the day and hour, the holder's name, a phone; a change by a YY number, a
destructive cancel, a destructive 挂失 of a number, a fault report since a day gone by, the
plans' prices, the hours and the papers asked; tests/domains/yingyeting).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Wednesday 2028-11-15, 14:00 (前天 13, 昨天 14, 上周三 8, 明天 16, 后天 and 周五
17, 周六 18, 周日 19, 下周一 20, 下周三 22).
First run: (to be recorded)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "jiuyuan": DOMAINS / "jiuyuan" / "jiuyuan.test.yaml",
    "yingyeting": DOMAINS / "yingyeting" / "yingyeting.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
