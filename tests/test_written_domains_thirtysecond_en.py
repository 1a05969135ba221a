"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-second session: does the English understanding travel to domains nobody tuned it
for?): a dental practice (a check-up booked one answer at a time and all at once for a
child, "thurs 18th after school, say 4pm"; the hygienist asked for by "scale and polish";
a day asked about as availability, "have u got anything friday afternoon?"; a time before
opening and a day too far refused; the price and the opening hours asked mid-task; the
name corrected on the next question; the time changed at the confirmation; a booking
cancelled right after it was made, and given up mid-task; an emergency told with what
happened first, "i bit into a toffee yesterday and chipped my tooth", the day it started,
"since saturday", "2 days ago", and a lost filling typed with a slip; a new patient who
asks whether they are taken first, then registers with a date of birth and NHS or private;
an appointment moved and cancelled by a reference typed loosely; tests/domains/dentist) and
a nail salon (gels, pedis, acrylics and infills by the names people use, one typed with a
slip; "me n my sister" as two people; availability asked with the treatment, "any space
tmrw afternoon"; nail art wanted; walk-ins and prices asked mid-task; too many people and
an hour after closing refused; the name and the number in one answer; the day changed at
the confirmation; a booking given up with a reason, and cancelled right after it was made;
a free fix asked for after telling when the nails were done, "had gels done on saturday
and 2 have lifted"; a gift voucher for "my mum, her names linda", too much refused;
tests/domains/nails). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails
is a strict xfail naming the kind of mistake, so fixing it shows. The clocks are Tuesday
2027-03-09, 10:00 (dentist) and Thursday 2026-12-10, 14:00 (nails), each case file setting
its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "dentist": DOMAINS / "dentist" / "dentist.test.yaml",
    "nails": DOMAINS / "nails" / "nails.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: dentist 17 of 20, nails 14 of 21 (31 of 41 conversations;
    # 106 of 124 turns, every turn checked). Fixed since (kinds tested in
    # tests/test_english32_kinds.py): ("nails", "book, too many people refused"),
    # ONE_AS_THE_SUBJECT_OF_A_CLAUSE ('ok 4 then, one can wait': 'Did you mean 4 or 1?');
    # ("nails", "fix, one answer at a time"), BARE_HOUR_AFTER_A_CLAUSE_OF_ITS_OWN ('after
    # work, like 6' asked the time again). Also fixed, shown on the way by the register
    # case (still failing below): CHOICE_SIDE_TAKEN_AS_A_YES_BY_AN_AGREEMENT ('private is
    # fine' to '... an NHS patient, rather than private?' was a yes) and
    # NAME_RUNS_ON_PAST_ITS_COMMA ('my name is tom brady, private please' kept ', private')
    # ("dentist", "book, the name corrected on the next question"): 'oh wait its john with an
    # h, john smith' read since the merge of the forty-third session, a wait before a value
    # given again (WAIT_BEFORE_A_CHANGED_VALUE_READ_AS_A_PAUSE)
    ("dentist", "emergency, what happened told before the request"): (
        "DAY_OF_THE_DEED_BESIDE_THE_DAY_WANTED: 'i bit into a toffee yesterday and chipped my"
        " tooth, can someone see me today' starts the emergency but reads no start day: the"
        " past day of the told clause and the 'today' of the request both fit a slot ending"
        " today"
    ),
    ("dentist", "register, several answers in the request"): (
        "REQUEST_CLAUSE_READ_AS_A_CHOICE_SIDE: in 'register as a new patient pls, im tom brady"
        " dob 3 feb 1990, private is fine' the request's own clause says 'register', a word of"
        " the yes side of 'Would you like to register as an NHS patient, rather than"
        " private?', so the two clauses name both sides and neither is taken; 'im tom brady'"
        " is no name phrase of the lexicon either"
    ),
    ("nails", "book, availability asked with the treatment"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'any space tmrw afternoon for a gel pedi?' names no"
        " trigger, only a value one flow lists, asked as availability: the reading by"
        " meaning's job (rules only here)"
    ),
    ("nails", "book, the name and the number in one answer"): (
        "LABEL_HEAD_ALONE_NAMES_TOO_MUCH: 'no art' among a request's values is no no to the"
        " slot labelled 'nail art' (a label's last word alone is no short form of it, by"
        " design: 'mesh', 'bag'); said alone to its question it is"
    ),
    ("nails", "book, the day changed at the confirmation"): (
        "LABEL_HEAD_ALONE_NAMES_TOO_MUCH: opens with 'gel mani saturday at 11, just me, no"
        " art', and the nail art is asked before the confirmation"
    ),
    ("nails", "book, cancelled right after it was made"): (
        "LABEL_HEAD_ALONE_NAMES_TOO_MUCH: opens with 'gel mani saturday at 11, just me, no"
        " art', so the booking is not made before the cancel"
    ),
    ("nails", "fix, what happened told before the request"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'had gels done on saturday and 2 have lifted already,"
        " can u fix them?' asks with the flow's verb and a pronoun for its thing ('fix them'"
        " for 'fix my nails'); no trigger is said, the reading by meaning's job"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=18)
