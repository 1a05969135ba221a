"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
eleventh session: does the English understanding travel to domains nobody tuned it for?): a
chimney sweep and stove service firm's booking line (sweeps, services, moving and cancelling
visits, problems after a visit since a day in the past, copies of certificates of a past
sweep; tests/domains/sweep) and a school uniform shop (orders with name tapes that open a
free-text name, returns bought on a past day with a free-text reason, size swaps,
cancelling, tracking; tests/domains/uniform). Several flows of each share their words.
Their cases were committed before the first run (the first run: sweep 36 of 40, uniform
35 of 39; three expectations that contradicted the docs were mended in a commit of their
own, 9c25af3); run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows. The kinds these domains found are tested in
other words and another domain in tests/test_english_kinds_eleventh.py. The clock is
Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "sweep": DOMAINS / "sweep" / "sweep.test.yaml",
    "uniform": DOMAINS / "uniform" / "uniform.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}


#: every case collected (names unique, at least 30 per domain, every known failure a
#: case that exists), and one pytest item per case
test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=30)
