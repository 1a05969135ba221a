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
case that still fails is a strict xfail naming the kind of mistake, so fixing it shows. The
clock is Friday 2026-12-04, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "taiqiu": DOMAINS / "taiqiu" / "taiqiu.test.yaml",
    "paotui": DOMAINS / "paotui" / "paotui.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
