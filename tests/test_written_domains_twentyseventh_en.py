"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-seventh session: does the English understanding travel to domains nobody tuned it
for?): a dial-a-ride community transport line (a route of two addresses, "from 22 priory
road to the day centre", or where to first and where from after; a day from tomorrow, "today"
too soon; a pick-up time within the service hours; who travels, "me and my husband"; a
wheelchair as a yes or no, with more said; the member's name and phone; what the driver should
know kept as said, or nothing; the time changed and the booking given up at the confirmation;
a trip cancelled by reference to the one just booked; fares, service days and who may join
asked; tests/domains/dialaride) and a home insurer's claims line (what happened by another
name, "burst pipe", "we were burgled", "the wind took half the roof tiles", "knocked over",
typed wrong, "brust pipe"; the day it happened in the past, "sat night", "last thursday", "3
days ago", a bare weekday the one gone by, a day to come refused; rooms hit; a police report
asked only for a theft; whether the home can be lived in, "were staying at my mums"; a policy
number in lower case; a claim given up at the confirmation, withdrawn by reference to the one
just made; its progress, the excess and the cover asked; tests/domains/homeclaim). Their
cases were committed before the first run; run here through the same harness as `dialogflows
test`, one pytest item per case. A case that still fails is a strict xfail naming the kind of
mistake, so fixing it shows. The clocks are Tuesday 2027-09-14, 09:05 (dial-a-ride) and Monday
2027-11-08, 14:30 (claims), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "dialaride": DOMAINS / "dialaride" / "dialaride.test.yaml",
    "homeclaim": DOMAINS / "homeclaim" / "homeclaim.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: dialaride 12 of 17, homeclaim 13 of 17 (25 of 34). Read
    # since (kinds tested in tests/test_english27_kinds.py): ("dialaride", "trip, given up at
    # the confirmation") and ("homeclaim", "claim, given up at the confirmation"),
    # REFUSED_ACTION_READ_AS_A_CHANGE ("oh wait dont book it, <a reason>"); ("dialaride", "trip,
    # the pick-up corrected later"), ADDRESS_RUNS_INTO_THE_REFUSED_ONE ("from 16 elm grove,
    # not 14"); ("homeclaim", "claim, the cause typed wrong"),
    # SWAPPED_LETTERS_VALUE_IN_A_REQUEST ("brust pipe"); ("dialaride", "trip, two travelling
    # and a wheelchair in one answer"), BOOLEAN_LABEL_AS_A_STATE_OF_SOMEONE ("hes in a
    # wheelchair")
    ("dialaride", "trip, one answer at a time"): (
        "STATEMENT_BESIDE_AN_ANSWER_TAKEN_AS_THE_REST: 'no i can walk with a stick' to the"
        " wheelchair question fills the driver notes (`takes_rest`) with the statement, so"
        " the notes are never asked; keeping it is what the docs say and the case expected"
        " the notes asked (the no itself was kept in the notes too on the first run:"
        " REST_TAKES_THE_ANSWER_BESIDE_IT, fixed)"
    ),
    ("dialaride", "eligibility, asked with a typo"): (
        "TRIGGER_TYPED_WRONG_BESIDE_A_STATEMENT: 'am i elligible? im 82 and cant manage the"
        " bus anymore' is small talk; said alone, 'am i elligible?' starts the flow by the"
        " trigger's typo (a weak reading), but beside a clause of its own it covers too"
        " little of the message (`weak_cover`), which the rules leave to the reading by"
        " meaning"
    ),
    ("homeclaim", "claim, one answer at a time"): (
        "REST_TAKES_WHAT_NAMES_THE_COUNTED_THINGS: '2 rooms, the kitchen and the hall' fills"
        " what was damaged (`takes_rest`) with the rooms named, so it is never asked; arguably"
        " right (the docs keep a statement nothing else reads)"
    ),
    ("homeclaim", "claim, the rooms and the home in one answer"): (
        "ANTICIPATED_YES_NO_ANSWER: '3, and no we cant stay there' to the rooms question; the"
        " no answers the yes-or-no slot asked next, in words of neither its label nor its"
        " question; read as a remark (`takes_rest`)"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
