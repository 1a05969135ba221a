"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
nineteenth session: does the Chinese understanding travel to domains nobody tuned it for?):
a murder-mystery game shop (剧本杀: a session booked with a script kind from an entity with
synonyms, a count of people (`kind: people`, 4 to 10), a day within two weeks, a start time
10:00–21:00, an optional yes-no 换装, a name and a phone; bookings cancelled by a JB code,
destructive; two flows that only tell, prices and opening hours; tests/domains/jubensha) and
a camera rental shop (相机租赁: a camera kind with synonyms, a count of cameras `counts: 台`,
a pick-up day and time, a length in days `counts: 天`, a yes-no delivery opening an address
with `when:`, a phone and an optional `takes_rest` note; a rental extended by an XJ code and
a count of days; rentals cancelled by an XJ code, destructive; a flow that only tells the
rent and the deposit; tests/domains/xiangji). Their cases were committed before the first
run; run here through the same harness as `dialogflows test`, one pytest item per case. A
case that still fails is a strict xfail naming the kind of mistake, so fixing it shows. The
clock is Friday 2026-12-04, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "jubensha": DOMAINS / "jubensha" / "jubensha.test.yaml",
    "xiangji": DOMAINS / "xiangji" / "xiangji.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
