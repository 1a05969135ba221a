"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-eighth session: does the English understanding travel to domains nobody tuned it
for?): a British Sign Language interpreting agency (what the appointment is by another name,
"hospital", "job interview", "parents evening", "court"; a day with two days' notice, "tmrw"
too soon; a start time, a span of the clock answered to it, "10 till 1"; hours, two at least;
a video call or in person offered as a choice, an address said with the request answering
it; the deaf client's name said with whom it is, "its for my dad, frank osei"; an email; the
hours changed at the confirmation; a booking cancelled by reference to the one just made;
prices and notice asked; tests/domains/interpreter) and a town centre Shopmobility scheme (a
scooter or a manual or powered wheelchair, "wheelchair" alone naming neither, "an electric
one"; a day from today to two weeks ahead, one gone by and one too far refused; a collection
time within the opening hours; hours; a carer as a yes or no with more said; a membership
number typed loosely, "sm 0417"; a name and a phone in one answer; joining, opening hours and
charges asked mid-task; a hire cancelled by reference; tests/domains/shopmobility). Their
cases were committed before the first run; run here through the same harness as `dialogflows
test`, one pytest item per case. A case that still fails is a strict xfail naming the kind of
mistake, so fixing it shows. The clocks are Thursday 2027-04-15, 09:30 (interpreter) and
Friday 2027-05-07, 08:40 (Shopmobility), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "interpreter": DOMAINS / "interpreter" / "interpreter.test.yaml",
    "shopmobility": DOMAINS / "shopmobility" / "shopmobility.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
