"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-eighth session: does the Chinese understanding travel to domains nobody tuned it
for?): an elderly home-bathing service (老人上门助浴: how the old person gets about from an
entity with everyday synonyms, the age `kind: age`, a yes-no 护士陪同, an address, a day
from tomorrow, a time with working hours, a `kind: name` contact, a phone; 改约 and a
destructive cancel by a ZY code; a complaint about a past visit, `max: today` and a
`takes_rest` issue; the prices and what to prepare asked mid-task; tests/domains/zhuyu) and
a rehabilitation equipment hire shop (康复器械租赁: the thing hired from an entity with
everyday synonyms, a count `counts: 台` with measure words 台/张/个/辆, a hire length
`counts: 天`, a yes-no 送货上门 answered no by fetching it oneself, an address
`when: {deliver: true}`, a start day, contact, phone; extending by a ZL code, a destructive
cancel, a fault report with the day it broke `max: today` and a `takes_rest` problem; the
deposit and the rent asked mid-task; tests/domains/lunyi).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock is Friday 2026-12-11, 10:20: 明天 is Saturday 12 December, 后天 Sunday 13,
下周一 Monday 14, 下周三 Wednesday 16; on a day of the past 昨天 is Thursday 10, 前天
Wednesday 9, 上周六 Saturday 5."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "zhuyu": DOMAINS / "zhuyu" / "zhuyu.test.yaml",
    "lunyi": DOMAINS / "lunyi" / "lunyi.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
