"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
seventeenth session: does the English understanding travel to domains nobody tuned it for?):
a piano tuner (tunings of a listed kind of piano last tuned in a month gone by, at an address
on a day and an hour within working hours, stairs as a yes or no and an optional pitch raise;
repair visits with the fault as free text and a count of keys; tunings cancelled by
reference; tests/domains/pianotuner) and an aquarium maintenance firm (a tank service
counting litres, the kind of water and how often as enums with synonyms, an address, a day
and a phone; holiday feeding between two dates with visits a week and a key safe; visits
cancelled by reference; tests/domains/fishtank). Their cases were committed before the first
run; run here through the same harness as `dialogflows test`, one pytest item per case. A
case that still fails is a strict xfail naming the kind of mistake, so fixing it shows. The
kinds these domains found are tested in other words and another domain in
tests/test_english_kinds_seventeenth.py. The clock is Thursday 2026-12-03, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "pianotuner": DOMAINS / "pianotuner" / "pianotuner.test.yaml",
    "fishtank": DOMAINS / "fishtank" / "fishtank.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    ("fishtank", "service, asked for indirectly"): "a request that names no trigger, only the "
    "thing and what is wrong with it: the meaning readers' job (issue 24), not the rules'",
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
