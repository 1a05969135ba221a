"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-sixth session: does the English understanding travel to domains nobody tuned it
for?): a travelling farrier (a visit booked one answer at a time and all at once, "can u do
a full set on 2 horses friday, we have hard standing"; the work said in yard words, "fronts",
"shoes all round", typed with a slip; too many horses, a day too soon and one too far
refused, a day said as a distance; the price and a lost shoe asked mid-task; the horses
corrected on the next question; no hard standing said with a reason; a phone of the wrong
form refused; the day and the horses changed at the confirmation; a visit moved by a code
typed loosely, one of the wrong form refused; a visit cancelled with a reason, and kept;
tests/domains/farrier) and a register office booking births (the day of birth a past day
said as people say it, "yesterday", "2 weeks ago", "last thursday", "the 30th", beside an
appointment day to come in the same message; a birth too long ago, an appointment today and
one too far refused; twins said as the count; what to bring and the certificate's price
asked mid-task; not married said with a question; the office and the day changed at the
confirmation; an appointment moved by a code typed loosely; cancelled with a reason and a
short go-ahead, and kept; tests/domains/registrar). Their cases were committed before the
first run; run here through the same harness as `dialogflows test`, one pytest item per
case. A case that still fails is a strict xfail naming the kind of mistake, so fixing it
shows. The clocks are Tuesday 2027-03-09, 08:30 (farrier) and Wednesday 2027-09-15, 10:00
(registrar), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "farrier": DOMAINS / "farrier" / "farrier.test.yaml",
    "registrar": DOMAINS / "registrar" / "registrar.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
