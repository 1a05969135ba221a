"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
forty-second session: does the Chinese understanding travel to domains nobody tuned it for,
said the way people type in chat apps?): appliance cleaning at home (家电清洗: five listed
appliances with everyday synonyms, how many units, a yes-no 深度拆洗 asked as a choice
against 表面清洗, the day up to a month ahead, the hour within working hours, the address,
a phone, a `takes_rest` note; a change of day and hour by a QX order number, a destructive
cancel, an after-sale report on a day gone by, and the prices, the area served and how long
it takes asked mid-task; tests/domains/jiadianqx), and a nanny agency (育儿嫂: a listed
shift 住家 or 白班, the baby's age in months, the day the nanny starts up to two months
ahead, a yes-no 做饭, a monthly budget, the address, the contact's name, a phone, a note; a
change of the start by a YS number, a destructive cancel, a change of nanny with the day she
started gone by and the reason, and the prices, the certificates and the trial days asked;
tests/domains/yuersao).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Wednesday 2028-11-15, 10:00 (上周三 8, 前天 13, 昨天 14, 明天 16, 后天 17,
周六 18, 下周一 20, 下周三 22, 月底 30, 下个月1号 12-01)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "jiadianqx": DOMAINS / "jiadianqx" / "jiadianqx.test.yaml",
    "yuersao": DOMAINS / "yuersao" / "yuersao.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
