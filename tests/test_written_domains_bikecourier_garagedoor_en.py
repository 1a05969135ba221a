"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
forty-first session: does the English understanding travel to domains nobody tuned it
for?): a city bicycle courier's desk (a delivery booked one answer at a time and all at once,
"need a bike courier for 2 envelopes tomorrow, signature needed"; the size typed with a slip
and said in other words, "some documents", "a big box"; a day gone by and one too far
refused, a week said where a day is wanted; too many items refused; the price and the area
asked mid-task; the count corrected on the next question; no signature said with where to
leave it; a phone and an email of the wrong form refused; the day and the recipient changed
at the confirmation, a yes with a question there; a delivery moved by a code typed loosely
and asked for; cancelled with a reason, and kept; a problem reported one answer at a time
and all at once, a day to come refused, the reference named in a sentence; the price and the
hours asked with no task; tests/domains/bikecourier) and a US garage door repair company's
desk (a visit booked one answer at a time and all at once, "garage door spring snapped, its
a 2 car door, can someone come monday morning"; the problem typed with a slip and said in
other words, "came off the track", "the clicker"; a day too soon and one too far refused;
the window said in other words; a car stuck inside said yes with a reason; the price and the
hours asked mid-task; the door size corrected on the next question; a phone and an email of
the wrong form refused; the day and the window changed at the confirmation, a yes with a
question there; a visit moved by a code typed loosely and asked for; cancelled with a reason,
and kept; a warranty claim one answer at a time and all at once, a day to come refused, the
job number named in a sentence; the price and the hours asked with no task;
tests/domains/garagedoor). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails is
a strict xfail naming the kind of mistake, so fixing it shows. The clocks are Tuesday
2027-06-08, 10:15 (bike courier) and Friday 2027-10-15, 08:45 (garage door), each case file
setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "bikecourier": DOMAINS / "bikecourier" / "bikecourier.test.yaml",
    "garagedoor": DOMAINS / "garagedoor" / "garagedoor.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: bikecourier 27 of 29, garagedoor 25 of 28 (52 of 57
    # conversations). One expectation was wrong and is mended: "the reception at 1
    # spinningfields square" to "And where is it going?" is the place "1 spinningfields
    # square" (docs/dsl.md, slot kinds, `address`: a free-text slot whose question asks
    # where is an address, and what says where at the premises before a word of being
    # there and a house number is no part of it). Fixed since (kinds tested in
    # tests/test_english41_kinds.py): YES_WITH_A_QUESTION_OF_NO_SLOT_AT_THE_CONFIRMATION
    # ('yes book it. what time do you finish on fridays?', 'yes go ahead, how much is the
    # service call?'); FAULT_TOLD_WITH_ITS_DAY_TAKEN_FOR_A_SERVICE_DONE ('my garage door
    # came off the track last night').
    # QUESTION_OF_STATUS_HOLDING_AN_ACTING_FLOWS_TRIGGER_ANSWERED_AS_OUT_OF_REACH ('is my
    # door still under warranty? job GD-4471'), fixed in the forty-second session (tested in
    # tests/test_english42_kinds.py).
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
