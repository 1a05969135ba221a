"""One more English domain written from docs/dsl.md before any of its cases ran (issue 23,
seventeenth session, second round: does the English understanding travel to domains nobody
tuned it for?): a lawn turfing and garden help firm (turf laid over an area counted in square
metres, a listed grade of turf with synonyms, lifting the old lawn as a yes or no, an address,
a day and a phone; a gardener hired for a count of hours on a day and at a start time within
working hours, green waste removal optional; jobs cancelled by reference;
tests/domains/turfing). Its cases were committed before the first run; run here through the
same harness as `dialogflows test`, one pytest item per case. A case that still fails is a
strict xfail naming the kind of mistake, so fixing it shows. The kinds this domain found are
tested in other words and another domain in tests/test_english_kinds_seventeenth_b.py. The
clock is Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "turfing": DOMAINS / "turfing" / "turfing.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
