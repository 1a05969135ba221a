"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-ninth session: does the Chinese understanding travel to domains nobody tuned it
for?): a city transport card service desk (交通一卡通: reporting a lost card, the card's
kind from an entity with everyday synonyms, an optional card number of a `pattern`, the
day it was lost `max: today`, a yes-no 邮寄 offered against fetching it at an outlet, an
address `when: {by_post: true}`, a `kind: name` holder, a phone; undoing the report by a GS
code, destructive; a complaint about a bus line of a `pattern` with the day of the ride in
the past and a `takes_rest` account; the balance, the fee and the outlets asked mid-task;
tests/domains/yikatong) and a private chef booked to cook at home (上门私厨: the cuisine
from an entity with synonyms, `kind: people`, a count of dishes `counts: 菜` with measure
words 道/个, a day from tomorrow, a time with opening hours 10:00-20:00, a yes-no 代买食材
offered against preparing them oneself, address, contact, phone; changing the time by an
SC code, a destructive cancel; the prices and allergies asked mid-task; tests/domains/sichu).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock is Tuesday 2026-12-15, 14:30: 明天 is Wednesday 16 December, 后天 Thursday 17,
这周六 Saturday 19, 周日 Sunday 20; on a day of the past 昨天 is Monday 14, 前天 Sunday 13,
上周五 Friday 11, 上周六 Saturday 12."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "yikatong": DOMAINS / "yikatong" / "yikatong.test.yaml",
    "sichu": DOMAINS / "sichu" / "sichu.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
