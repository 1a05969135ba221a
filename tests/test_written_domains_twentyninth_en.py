"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-ninth session: does the English understanding travel to domains nobody tuned it
for?): a council's parking fines desk (a PCN number and a registration typed loosely, "wk
1234 5678", "lm19xkt"; the day the ticket was issued, gone by and within 28 days, "last
thursday", "on friday", "3 days ago", one too long ago refused; the grounds by other names,
"the machine was broken", "my blue badge"; what happened in the driver's own words; a name
and an email in one answer; the registration changed at the confirmation; an appeal
withdrawn by reference to the one just sent; its progress looked up; the discount, the
deadline and paying asked; tests/domains/pcn_appeal) and a ten-pin bowling alley (a day from
tonight to four weeks ahead; a start within the opening hours, "tonight at 8"; players,
"me and 3 kids", "2 adults 3 kids"; lanes and games counted, "just the one", "2 lanes, 2
games each", "3, oh and actually make it sunday"; the bumpers as a yes or no, asked for by
name; a food package, none in other words; the time changed after booking, by a flow that
moves what was made; a booking cancelled by a reference typed loosely;
tests/domains/bowling). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails is
a strict xfail naming the kind of mistake, so fixing it shows. The clocks are Tuesday
2027-06-08, 10:15 (parking fines) and Friday 2027-06-11, 16:20 (bowling), each case file
setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "pcn_appeal": DOMAINS / "pcn_appeal" / "pcn_appeal.test.yaml",
    "bowling": DOMAINS / "bowling" / "bowling.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: pcn_appeal 13 of 18, bowling 17 of 18 (30 of 36).
    # Read since (kinds tested in tests/test_english29_kinds.py): ("pcn_appeal", "appeal,
    # one answer at a time"), CODE_TYPED_IN_GROUPS_OF_DIGITS ("wk 1234 5678" to the PCN
    # question went to the free text) and STORY_LOSES_ITS_LAST_WORD ("…, then the app was
    # down too" kept without "too"); ("pcn_appeal", "appeal, the discount asked mid-task
    # then the answer"), ANSWER_TOLD_AS_IT_WAS_TO_THE_OFFER ("ok it was the 20th may" to
    # "Shall we get back to …?" was small talk); seen while probing it, no case of its
    # own: CODE_FOUND_INSIDE_A_WORD ("it was 20 may" filled the registration AS20 MAY) and
    # THING_NAMED_AS_A_VERB_RECALLED (below: "…to appeal?" answered "There's no appeal
    # reference yet", now no longer said)
    ("pcn_appeal", "appeal, several answers in the request"): (
        "CLAUSE_GIVING_A_VALUE_KEPT_AS_THE_STORY: '…, the signs were covered by a hedge'"
        " gives the grounds (unclear signs, by 'signs') and is kept whole as what happened"
        " (the `takes_rest` slot) too, so that is never asked; by the docs a clause holding"
        " another slot's value is no such statement (arguably what the driver meant)"
    ),
    ("pcn_appeal", "appeal, the deadline asked mid-task"): (
        "REQUEST_AWAY_FROM_THE_TRIGGERS: 'wait how long have i got to appeal?' is no trigger"
        " of the deadline flow ('how long do i have'); the rules answer 'Sorry, I can't answer"
        " that here' and the docs leave it to the reading by meaning (rules only here)"
    ),
    # ("pcn_appeal", "appeal, sent then withdrawn by reference to it"): read since the
    # thirtieth session, DOMAIN_UNDO_VERB_WITH_A_PRONOUN ('hmm can i withdraw that actually'
    # right after the appeal was sent: the verb opening the one destructive flow's triggers
    # said with a pronoun; tests/test_xfails30_kinds.py)
    # ("bowling", "lanes, given up mid-task"): read since the thirty-third session,
    # CANCEL_WITH_A_LATER_PLAN_READ_AS_A_CHANGE ('ugh forget it, we'll go next week instead'
    # mid-booking: a plan for a later week, no day, lets the task go;
    # tests/test_xfails33_kinds.py)
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=18)
