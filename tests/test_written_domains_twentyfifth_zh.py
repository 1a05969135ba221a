"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-fifth session: does the Chinese understanding travel to domains nobody tuned it
for?): a fresh-milk round (鲜奶配送: the milk from an entity with synonyms, bottles a day
`counts: 瓶` with measure words 瓶/盒/袋, months `counts: 月`, a start day from tomorrow, a
`kind: address` slot, a `kind: name` contact, a phone; a pause by an NN code with a day and
`counts: 天`; a destructive 退订; a missed delivery with a past day, `max: today`, and a
`takes_rest` account; the prices and the delivery time asked mid-task; tests/domains/dingnai)
and a curtain-washing visit (上门拆洗窗帘: the curtain from an entity with synonyms, panels
`counts: 幅` with measure words 幅/片/扇/个, a yes-no 洗完装回, address, day, time with
working hours, contact, phone; 改约 and a destructive cancel by a CL code; 售后 for a wash in
the past with a `takes_rest` problem; the prices and how long a wash takes;
tests/domains/chuanglian). Their cases were committed before the first run; run here
through the same harness as `dialogflows test`, one pytest item per case. A case that still
fails is a strict xfail naming the kind of mistake, so fixing it shows.
The clock is Friday 2026-12-18, 10:05: 明天 is Saturday 19 December, 后天 Sunday 20
December, 下周一 21 December, 下周三 23 December, 昨天 Thursday 17, 前天 Wednesday 16
December, 上周五 11 December."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "dingnai": DOMAINS / "dingnai" / "dingnai.test.yaml",
    "chuanglian": DOMAINS / "chuanglian" / "chuanglian.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
