"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirtieth session: does the English understanding travel to domains nobody tuned it for?):
a gutter cleaning round (an address, the type of property by other names, "semi",
"maisonette", one typed with a slip, "bungalo"; storeys counted and too many refused; the
conservatory roof as a yes or no; a day from tomorrow, "today" refused; a clean asked for by
telling the trouble, "overflows every time it rains", "grass growing out of the guttering";
whether to be in and the price asked mid-task; the day changed with the name, the phone at
the confirmation; a visit moved and cancelled right after it was booked, and cancelled by a
reference typed loosely; tests/domains/gutters) and a children's swim school (the child's
name said with whose it is, an age too young refused, the level as parents say it, "he cant
swim", a shared session entity, "sundays", "sat mornings from the 27th"; lessons asked for
by telling what the child cannot do; a catch-up asked for by telling the lesson was missed;
lessons cancelled by whose they are; tests/domains/swimschool). Their cases were committed
before the first run; run here through the same harness as `dialogflows test`, one pytest
item per case. A case that still fails is a strict xfail naming the kind of mistake, so
fixing it shows. The clocks are Wednesday 2027-03-10, 09:40 (gutters) and Monday
2027-03-15, 17:30 (swim school), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "gutters": DOMAINS / "gutters" / "gutters.test.yaml",
    "swimschool": DOMAINS / "swimschool" / "swimschool.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: gutters 15 of 18, swimschool 14 of 18 (29 of 36). Fixed
    # since (kinds tested in tests/test_english30_kinds.py): ("swimschool", "place, given up
    # mid-task"), ONE_WORD_CANCEL_CLOSING_A_LONG_MESSAGE ("hang on let me check with her dad
    # first, cancel for now": a one-word "cancel" in a long message was no control);
    # ("swimschool", "place, asked for by telling what the child cannot do"),
    # AGE_OF_FAMILY_UNDER_A_LABEL_NAMING_A_CHILD ("my daughter is 9" for the label "child's
    # age" was no age); and, in ("swimschool", "catch-up, asked for by telling the lesson was
    # missed"), PAST_TOLD_DAY_READ_AS_TO_COME ("was poorly on saturday" was next Saturday on
    # a slot from two weeks back to four ahead; the case still fails, below); ("gutters",
    # "clean, the trigger typed with a slip"), TYPO_TRIGGER_STANDS_NOWHERE ("can u clean my
    # guters": the trigger read one slip off stood nowhere, so the polite ask before it was
    # a question about something else)
    ("gutters", "clean, asked for by telling the trouble"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'the gutter at the back overflows every time it"
        " rains, can someone come out' says no trigger and holds no whole example; the docs"
        " leave a trouble told to the reading by meaning (rules only here)"
    ),
    ("gutters", "clean, asked for by telling the trouble in other words"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'theres grass growing out of the guttering lol' (a"
        " trouble told, no trigger, no whole example) is small talk to the rules; the reading"
        " by meaning's job"
    ),
    ("swimschool", "place, asked for in other words"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'my lad is 5 and terrified of the water, have you got"
        " space in a class' names no trigger ('class' is no word of the flow's texts); the"
        " bot lists what it can do. Its age is unread too: 'my lad' is no word of the"
        " lexicon's age_of_family"
    ),
    ("swimschool", "catch-up, asked for by telling the lesson was missed"): (
        "NAME_OPENING_A_TOLD_CLAUSE: 'alfie was poorly on saturday and missed his lesson'"
        " gives no child ('alfie' said as the clause's subject is no name phrase); the day"
        " itself is now the one gone by (PAST_TOLD_DAY_READ_AS_TO_COME), and no longer offered"
        " as the session 'saturday morning' too (DAY_READ_TWICE, the thirty-second session)"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=18)
