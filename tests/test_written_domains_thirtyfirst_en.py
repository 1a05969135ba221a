"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-first session: does the English understanding travel to domains nobody tuned it
for?): a Christmas tree yard that delivers (the kind of tree by the names people use, "non
drop", "the traditional one", one typed with a slip, "fraiser fir"; the height as "six
foot"; a stand turned down by having one's own; a delivery day from tomorrow, "today"
refused; a tree asked for by telling what the family wants; needles and the price asked
mid-task; the height corrected on a later question; an order moved and cancelled right
after it was made, and cancelled by a reference typed loosely; a problem with a tree
reported with the day it came, "friday" gone by, "3 days ago", "last tuesday";
tests/domains/xmastrees) and a hearing clinic (a test for a parent with the age told of
"my dad"; the reason as people say it, "ringing in my ears"; an age too young and an hour
after closing refused; a test asked for by telling the trouble; parking asked mid-task; wax
removal typed with a slip; a hearing aid sent for repair with the month it was bought,
"about 2 years ago", "in november"; batteries by their colour and packs, too many refused,
posted or collected; tests/domains/hearing). Their cases were committed before the first
run; run here through the same harness as `dialogflows test`, one pytest item per case. A
case that still fails is a strict xfail naming the kind of mistake, so fixing it shows. The
clocks are Sunday 2026-12-06, 10:15 (xmastrees) and Thursday 2027-04-08, 11:00 (hearing),
each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "xmastrees": DOMAINS / "xmastrees" / "xmastrees.test.yaml",
    "hearing": DOMAINS / "hearing" / "hearing.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: xmastrees 15 of 19, hearing 11 of 18 (26 of 37). Fixed
    # since (kinds tested in tests/test_english31_kinds.py): ("xmastrees", "tree, the address
    # and the name in one answer"), NAME_SAID_WITH_A_BARE_IS ('4 birch close, otley, name is
    # priya shah': "name is" with no determiner was no name phrase, so the address kept the
    # clause); ("hearing", "test, several answers to one question"),
    # NUMBER_OF_ITS_PHRASE_BESIDE_A_BARE_COUNT ('im 58 and i cant hear well in one ear':
    # 'Did you mean 58 or 1?'); ("hearing", "batteries, the size by its colour with a
    # count"), YES_RUN_INTO_A_LATER_CLAUSE ('yes please to 5 mill lane, otley': the yes's
    # clause ran on to the address's comma and the address was lost); ("hearing",
    # "batteries, too many packs refused then collected"),
    # VALUE_NAMED_BY_WHAT_FOLLOWS_A_SHARED_LEAD ('312s' named no 'size 312': a word setting
    # one value apart named it only when longer than three letters); ("xmastrees", "tree,
    # the height corrected on a later question"), ANSWER_TAKEN_FOR_A_CORRECTION ('actually
    # make it a 7ft not a 6, and yes to the stand': a correction whose one value was the
    # asked slot's answer took it and dropped the change beside it)
    ("xmastrees", "tree, asked for by telling what the family wants"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'the kids are nagging us for a proper real one this"
        " year, do you bring them to the house?' says no trigger and holds no whole example;"
        " the reading by meaning's job (rules only here)"
    ),
    ("xmastrees", "problem, told with a past day and the reference"): (
        "INFO_TRIGGER_INSIDE_A_TOLD_COMPLAINT: 'the tree you delivered on friday is dropping"
        " needles everywhere already, order xt 2231' answers the care flow's trigger 'dropping"
        " needles' (also a listed problem of the complaint flow); the complaint told plainly is"
        " the reading by meaning's"
    ),
    ("hearing", "test, asked for by telling the trouble"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'my wife reckons ive got the tv up way too loud these"
        " days' (no trigger, no whole example) is small talk to the rules"
    ),
    # ("hearing", "test, the day changed at the confirmation"): read since the thirty-second
    # session, SAME_VALUE_WORD_EMPTIES_THE_SLOT ('make it monday same time': the time named as
    # kept named no slot to ask again; tests/test_xfails32_kinds.py)
    ("hearing", "wax, asked for by telling the trouble"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'my ears have felt totally bunged up since i went"
        " swimming, can you sort that' names no trigger; the reading by meaning's job"
    ),
    # ("hearing", "repair, the fault and the month told with the request"): read since the
    # thirty-second session, NUMBER_OF_A_DAY_AWAY_NAMES_A_LISTED_VALUE (the 2 of 'got it about 2
    # years ago' named 'both', so 'right' had two values; tests/test_xfails32_kinds.py)
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=18)
