"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
eighteenth session: does the Chinese understanding travel to domains nobody tuned it for?):
a billiards hall (台球厅: tables booked with a table-type entity with synonyms, a count of
people (`kind: people`, at most 6), a day within a week, hours 11:00–23:00, a length in hours
(`counts: 小时`), an optional yes-no own cue and a phone; booked tables cancelled by a TQ
code, destructive; a member card with an enum of card kinds, a name and a phone; two flows
that only tell, the prices and the opening hours; tests/domains/taiqiu) and a city errand
service (跑腿: things bought and brought, free text with patterns, an address, a time and an
optional money budget; things carried from one address to another, two `kind: address`
slots read as a route, an enum of what is carried and a yes-no 加急; someone queueing for
you, a place by pattern, a day within a month, a time and hours; small chores as an enum of
verb-object values (取快递, 交电费); orders cancelled by a PT code, destructive; a flow that
only tells the fees; tests/domains/paotui). Their cases were committed before the first
run; run here through the same harness as `dialogflows test`, one pytest item per case. A
case that still fails is a strict xfail naming the kind of mistake, so fixing it shows. First
run: 台球厅 19 of 24, 跑腿 15 of 21 (34 of 45); after the fixes of
tests/test_chinese_kinds_eighteenth.py (a verb-object value said object first, a word naming
two people in a party, twelve at night as midnight, a name answered with a name pattern's
verb alone, a want then a question of its own, a thing given up flatly named by a marked
noun) 24 and 17. The clock is Friday 2026-12-04, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "taiqiu": DOMAINS / "taiqiu" / "taiqiu.test.yaml",
    "paotui": DOMAINS / "paotui" / "paotui.test.yaml",
}

#: the kinds of mistake the first run showed that stay (first run: 台球厅 19 of 24, 跑腿 15 of
#: 21; after the fixes of tests/test_chinese_kinds_eighteenth.py 24 and 17; 18 after the lead's
#: answer's filler before a yes-or-no answer, tests/test_lead18_kinds.py)
VAGUE_THING_CAPTURED = (
    "a free-text pattern (买{value}) capturing nothing but a vague amount of a general thing "
    "(能帮我买点东西吗: 点东西) takes it as the value, so what to buy is never asked"
)
LIMIT_AFTER_AMOUNT_LOST = (
    "a budget said with the request, its bound after the amount (预算200以内), is no value "
    "of the flow's one (optional) money slot: the free-text item before it takes it whole "
    "(一个生日蛋糕 预算200以内); said as 预算不超过200 it is cut from the item, then dropped, "
    "neither the slot's value nor a belief"
)
PATTERN_VERB_SHORTENED = (
    "a pattern's closing verb said shortened (在迪士尼排 for 在{value}排队) captures nothing: "
    "the place is asked again though it was said"
)

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    ("paotui", "一步一步帮买"): VAGUE_THING_CAPTURED,
    ("paotui", "帮买带预算"): LIMIT_AFTER_AMOUNT_LOST,
    ("paotui", "排太久"): PATTERN_VERB_SHORTENED,
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
