"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
thirtieth session: does the Chinese understanding travel to domains nobody tuned it
for?): a city blood centre's donation booking desk (献血预约: the kind of donation from an
entity with everyday synonyms, 机采 for 血小板, a volume of listed values asked only `when:
{kind: 全血}`, the donation point from an entity, a day from tomorrow, a time with opening
hours 08:30-17:00, a yes-no 第一次献血, a `kind: name` donor, a phone; changing the time by
an XY code, a destructive cancel; the conditions to give blood and the opening hours asked
mid-task; tests/domains/xianxue) and a police station's identity card window (身份证办理:
the reason from an entity whose synonyms are how people say it, 丢了 for 补办 and 到期 for
换领, the office from an entity, a day, a time 09:00-17:00, a yes-no 邮寄到家 offered
against fetching it at the window, an address `when: {mail: true}`, name, phone; changing
the time by an SF code, a destructive cancel, the card's progress by an SL receipt code;
the documents and the fees asked mid-task; tests/domains/shenfenzheng).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock is Tuesday 2026-12-15, 14:30: 明天 is Wednesday 16 December, 后天 Thursday 17,
周五 Friday 18, 这周六 Saturday 19, 周日 Sunday 20, 下周一 Monday 21, 下周三 Wednesday 23."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "xianxue": DOMAINS / "xianxue" / "xianxue.test.yaml",
    "shenfenzheng": DOMAINS / "shenfenzheng" / "shenfenzheng.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
