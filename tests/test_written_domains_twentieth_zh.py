"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
twentieth session: does the Chinese understanding travel to domains nobody tuned it for?):
a designated-driver service (代驾: a pick-up place and a destination, two `kind: address`
slots read as a route, a day and a time said as "今晚十点半" or "现在", a car type from an
entity with synonyms, a count of passengers `kind: people` up to 4, a phone; orders
cancelled by a DJ code, destructive; a flow that only tells the prices, asked mid-task;
tests/domains/daijia) and a pet grooming and boarding shop (宠物洗护: 洗澡 or 美容, a pet kind
from an entity with synonyms, a weight `counts: 斤`, a day and a time, a yes-no 上门接送
opening an address with `when:`, a phone; boarding with start and end dates `after:`; a
booking changed or cancelled by a CW code; a flow that only tells the prices;
tests/domains/chongwu). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails
is a strict xfail naming the kind of mistake, so fixing it shows.
The clock is Saturday 2026-12-05, 19:30: an evening, so "今晚十点半" is still to come and
"现在" is 19:30."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "daijia": DOMAINS / "daijia" / "daijia.test.yaml",
    "chongwu": DOMAINS / "chongwu" / "chongwu.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
