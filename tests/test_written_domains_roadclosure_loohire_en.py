"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-seventh session: does the English understanding travel to domains nobody tuned it
for?): a council's events desk closing roads (an application made one answer at a time and
all at once, "we want to close our road for a street party on saturday 26th june, 35
households, no music"; the event said in neighbours' words, "a big lunch", "playing out",
"our summer fete", typed with a slip; a day too soon and one too far refused, a day said as
a distance; the fee and insurance asked mid-task; the households corrected on the next
question; music said yes with a reason; an email of the wrong form refused; the day, the
road and the music changed at the confirmation; an application moved by a code typed
loosely, one day too soon refused; withdrawn with a reason, and kept; the signs and the fee
asked with no task; tests/domains/roadclosure) and a portable toilet hire firm (a hire
booked one answer at a time and all at once, "need 6 portaloos for a wedding on saturday the
31st, 2 days, standard"; asked for by the unit alone, "a disabled toilet"; too many units, a
day too soon and one too far refused; the length said as a week; the price, how many are
needed and the ground asked mid-task; the units corrected on the next question; servicing
said with a reason and with the request; a phone of the wrong form refused; the day and the
units changed at the confirmation; a hire extended by a code typed loosely, one of the wrong
form refused; cancelled with a reason, and kept; tests/domains/loohire). Their cases were
committed before the first run; run here through the same harness as `dialogflows test`, one
pytest item per case. A case that still fails is a strict xfail naming the kind of mistake,
so fixing it shows. The clocks are Thursday 2027-05-06, 10:00 (road closures) and Monday
2027-07-19, 09:00 (toilet hire), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "roadclosure": DOMAINS / "roadclosure" / "roadclosure.test.yaml",
    "loohire": DOMAINS / "loohire" / "loohire.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: roadclosure 25 of 27, loohire 20 of 27 (45 of 54
    # conversations; one loohire case, "i need a disabled toilet …", expected the units
    # asked where "a disabled toilet" says one: its expectation was put right, the bot was).
    # Fixed since (kinds tested in tests/test_english37_kinds.py):
    # COUNT_BEFORE_A_LISTED_VALUE_OF_THE_THING_COUNTED ('1 luxury trailer on the 31st', '2
    # standard from saturday', '5 standard ones'); COUNT_WRITTEN_AS_TIMES_A_NUMBER ('portable
    # toilets x3'); CHANGE_OF_WHAT_WAS_SAID_TAKEN_AS_THE_ASKED_ANSWER ('sorry make that 5'
    # while the days were asked); COUNT_OF_THINGS_HAD_TIED_WITH_A_LENGTH_OF_TIME ('actually
    # can we have 8' asked which count); VALUE_NAMED_BY_A_SECOND_TRIGGER ('road closure for a
    # street party' left the event asked as often as not: triggers of one length were tried
    # in a set's order). Fixed in session 38 (tests/test_english38_kinds.py):
    # FREE_TEXT_CHANGE_NAMED_BY_ITS_LABEL_CUT_AT_ITS_COMMAS ('wait the road is hazel avenue,
    # 1 to 30, derby' at the confirmation)
    ("roadclosure", "apply, the music changed at the confirmation"): (
        "BOOLEAN_SAID_BY_A_THING_THAT_IMPLIES_IT: 'oh actually we will have a dj for an hour'"
        " for the slot labelled 'amplified music': a dj is amplified music only by what it"
        " means, no word of the label (the meaning path's job, issue 24)"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
