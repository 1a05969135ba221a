"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-ninth session: does the English understanding travel to domains nobody tuned it
for?): a county fire and rescue service's home fire safety desk (a free visit booked one
answer at a time and all at once, "fire safety visit please, house, 3 of us, tomorrow at
11", and asked for someone else, "at my mums flat … she lives on her own"; the kind of home
typed with a slip and said in other words, "a static caravan"; a day too soon and one too
far refused, a day said as a distance, an hour out of the crews' hours refused; no alarms at
all, "none at all"; the cost and how long it takes asked mid-task; the people corrected on
the next question; over 65 said yes with who, the smoker with the request; a note on getting
in as free text; a phone of the wrong form refused; the day and the time changed at the
confirmation; a visit moved by a code typed loosely; cancelled with a reason, and kept; a
fire risk in a building reported one answer at a time and all at once, anonymous, a day to
come refused; a beeping alarm and the cost asked with no task; tests/domains/firesafety) and
a high-street jeweller's repair bench (a repair booked one answer at a time and all at once,
"can you resize my ring, its white gold, i can drop it in tomorrow"; the piece and the job
typed with a slip and said in other words, "its snapped", "lost a stone"; the metal said
with a doubt and typed with a slip; several pieces counted, too many refused; a day gone by
and one too far refused, a day said as a distance; the price and how long it takes asked
mid-task; the metal corrected on the next question; the engraving said yes with what to
engrave, the valuation with the request; an email of the wrong form refused; the drop-off
and the job changed at the confirmation; a drop-off moved by a ticket typed loosely; a
repair cancelled with a reason, and kept; whether it is ready asked with the ticket and
without; the hours and a price asked with no task; tests/domains/jeweller). Their cases were
committed before the first run; run here through the same harness as `dialogflows test`, one
pytest item per case. A case that still fails is a strict xfail naming the kind of mistake,
so fixing it shows. The clocks are Tuesday 2027-09-14, 10:00 (fire safety) and Wednesday
2027-11-03, 11:00 (jeweller), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "firesafety": DOMAINS / "firesafety" / "firesafety.test.yaml",
    "jeweller": DOMAINS / "jeweller" / "jeweller.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: firesafety 22 of 28, jeweller 27 of 28 (49 of 56
    # conversations). Fixed since (kinds tested in tests/test_english39_kinds.py):
    # PARTY_OF_ONE_SAID_AS_LIVING_ALONE ('… at my mums flat … she lives on her own');
    # LABEL_OF_SOMEONE_SAID_WITH_NOBODY and NOBODY_OVER_AN_AGE_READ_AS_A_BUDGET ('…, nobody
    # over 65, my partner smokes indoors', '…, no one over 65, no smokers' twice, the second
    # said "Noted: budget $65."); NUMBER_OF_A_LABEL_SAID_BACK_THEN_ANSWERED ('…, over 65
    # yes, smoker no'); SYNONYM_OF_A_STATE_SAID_AS_A_SENTENCE ('fix my necklace, the clasp
    # is broken, …'). Found by probes after the first run, in other words, and fixed too:
    # NO_ONE_READ_AS_A_NO_THEN_A_CORRECTION, NONE_OF_THEM_TOLD_AS_A_ZERO_COUNT,
    # COUNT_OF_SOMEONE_SAID_FOR_A_YES.
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
