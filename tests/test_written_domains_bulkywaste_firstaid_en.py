"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
fortieth session: does the English understanding travel to domains nobody tuned it for?): a
borough council's bulky waste collection desk (a collection booked one answer at a time and
all at once, "bulky waste collection for 3 items, a mattress and 2 bed frames, friday the
19th"; the item typed with a slip and said in other words, "an old fridge freezer", "get rid
of a sofa asap"; a day too soon and one too far refused, a day said as a distance; too many
items refused; the price and what cannot be taken asked mid-task; the count corrected on the
next question; outside said no with where, the council tax reduction with the request; a phone
of the wrong form refused; the day and the item changed at the confirmation; a collection
moved by a code typed loosely and asked for; cancelled with a reason, and kept; a missed
collection reported one answer at a time and all at once, a day to come refused; the price
and the hours asked with no task; tests/domains/bulkywaste) and a first aid training
centre's booking desk (places booked one answer at a time and all at once, "first aid course
for 2 people, efaw, thursday"; the course typed with a slip and said in other words, "baby
first aid", "the full 3 day course"; a day too soon and one too far refused, a day said as a
distance; too many people refused, "just me"; the price and how long it lasts asked mid-task;
the places corrected on the next question; step-free access said yes with who, the invoice
with the request; an email of the wrong form refused; the day and the course changed at the
confirmation; a booking moved by a code typed loosely; cancelled with a reason, and kept; a
lost certificate sent again one answer at a time and all at once, the month gone by; what to
bring and a price asked with no task; tests/domains/firstaid). Their cases were committed
before the first run; run here through the same harness as `dialogflows test`, one pytest
item per case. A case that still fails is a strict xfail naming the kind of mistake, so
fixing it shows. The clocks are Thursday 2027-03-11, 09:30 (bulky waste) and Monday
2027-05-17, 14:00 (first aid), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "bulkywaste": DOMAINS / "bulkywaste" / "bulkywaste.test.yaml",
    "firstaid": DOMAINS / "firstaid" / "firstaid.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: bulkywaste 24 of 27, firstaid 24 of 26 (48 of 53
    # conversations). Fixed since (kinds tested in tests/test_english40_kinds.py):
    # BOOLEAN_LABEL_RECEIVED_BY_THE_SPEAKER ('…, i get council tax reduction');
    # VALUE_TAKING_IN_THE_TRIGGERS_WORDS_LOST ('can i book on a baby first aid course for
    # friday'); HYPHENED_MODIFIER_SAID_FOR_ITS_LABEL ('…, card payment, no step-free
    # needed'). Found by probes after the first run, in other words, and fixed too:
    # NO_OF_A_LABEL_WITH_THE_REQUEST_READ_AS_A_CORRECTION_TO_A_YES ('…, no step-free access'
    # with the request was a yes). In the forty-first (tests/test_xfails41_kinds.py):
    # FIRST_OF_TWO_LISTED_VALUES_LOST_TO_THE_COUNTED_ONE and TOTAL_ADDED_TO_ITS_PARTS ('…
    # for 3 items, a mattress and 2 bed frames, …' booked 6 bed frames);
    # ANOTHER_FLOWS_TRIGGER_SAID_AS_THE_THING_A_REPORT_IS_ABOUT ('nobody came for my bulky
    # waste, BW-204518' asked report or book).
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
