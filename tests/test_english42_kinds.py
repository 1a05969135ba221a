"""Kinds of mistake taken up in the wave's forty-second session: the two English domains
written from docs/dsl.md before any of their cases ran (a UK TV aerial installer and a US
air duct cleaning company, tests/test_written_domains_aerial_ductclean_en.py) failed only
where their expectations went against docs/dsl.md (mended, said in the runner), so the kinds
here are the forty-first session's leftovers; each tested in other words on another domain,
and each test fails with its fix taken out, but the guards beside them (named
``..._guard``, which pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **YES_WITH_A_QUESTION_OF_NO_FLOW_AT_THE_CONFIRMATION**: "yes please. will the guy call
   before he comes?" at a booking's confirmation was answered "Sorry, I can't answer that
   here." and the confirmation asked again: the yes was lost to a question no flow answers
   (the forty-first session's fix covered a question a telling flow answers). A yes in
   clauses of its own, then a question in the last clause, no flow's trigger said anywhere
   and the question not opened by a word of contrast (``contrast_joiners``: "yes but is
   there nothing sooner?" is a doubt), now confirms; the question stays talk after it
   (nlu/yes_then_told.py ``yes_then_asked``, composed in nlu/composed.py).
2. **QUESTION_OF_STATUS_HOLDING_AN_ACTING_FLOWS_TRIGGER_ANSWERED_AS_OUT_OF_REACH**: "is my
   door still under warranty? job GD-4471" and "is GD-4471 still under warranty?" were
   answered "Sorry, I can't answer that here.": a yes-or-no question holding the warranty
   claim's trigger was read as asking about the warranty, not for the claim. Said with a
   code of a made thing the flow takes (its pattern slot's), it now asks that flow (one
   flow, acting, undoing nothing) to act on the thing the code names; without a code, or
   with a question word ("how long is …"), it stays a question (nlu/asked_flow.py
   ``_asked_with_its_code``).
3. **WEEKDAY_OF_A_HAPPENING_TAKEN_FOR_A_DAY_TO_COME** (the forty-first session's leftover,
   found again here: "aerial repair please, it fell down on sunday" booked the coming
   Sunday, "my aerial blew down on sunday, can someone come out thursday" too, and "we
   moved in on monday and the vents are filthy, house, 12 vents" the coming Monday). Its
   earlier fix read any past form in the clause, so participles in requests ("…, delivered
   to 22 oak road on monday") and a present "got" ("shes got a hospital appt on tuesday")
   lost their day. A bare weekday now is the one gone by, no answer to a slot of days to
   come, when it follows, in a clause that asks and wants nothing, a past form told by its
   subject: a word of ``past_subjects`` right before it ("it fell", "we moved") or a noun of
   two words at most opened by a ``thing_determiners`` word ("the kitchen tap started")
   (nlu/date_by_bounds.py ``_weekday_told_gone_by``, ``_told_by_its_subject``; "fall" joins
   the lexicon's irregular verbs).
4. **WORD_OF_CORRECTION_AFTER_WHOM_KEPT_IN_THE_NAME** (found probing the aerial domain
   after its run): "its for my nan actually, doris pickles" to "And your name?" stored the
   name "actually, doris pickles": whom the booking is for was taken off, the word of
   correction after it was not. A word of the lexicon's ``corrections`` opening what
   follows whom, a mark or a space after it, is now no part of the name
   (nlu/free_text.py ``_correction_off``).
5. **EARLIEST_DAY_ASKED_AT_THE_DATE_QUESTION_ANSWERED_AS_OUT_OF_REACH** (found probing the
   duct cleaning domain): "whats the earliest you got" to "What day works for you?" was
   answered "Sorry, I can't answer that here.", and "first available" / "earliest
   available please" "Sorry, I didn't get that.". A question of the lexicon's new
   ``earliest_asks`` to a date (or time) slot with bounds now says the days it takes, the
   first of them first, and asks again (nlu/options.py ``_earliest_asked``); "first
   available", "earliest available", "next available" join ``asap``, the earliest day as
   the answer.
6. **WEEKEND_SAID_BARE_TO_A_QUESTION_OF_THE_PAST_READ_AS_THE_COMING_ONE** (found probing
   the aerial domain): "since the weekend" / "over the weekend" to "When did the problem
   start?" (a slot up to today) was read as the coming Saturday and refused. "The weekend"
   said with an article or alone now rolls back a week on a slot that ends before it, as a
   bare weekday or a day without its month does ("this weekend", "next weekend" roll not)
   (nlu/dates.py ``_ROLLS``, ``_qualified``; nlu/last_or_next.py ``_said_last``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK, {"book_roof": {"ref": "RF-2231"}, "guarantee_claim": {"claim": "GC-40"}})

ROOFER = """
settings: {language: en, region: GB}
flows:
  book_roof:
    description: booking a roofer to look at the roof
    triggers: [roof repair, book a roofer, fix my roof]
    entity: roofjob
    slots:
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
      - {name: storeys, type: integer, min: 1, max: 3, label: storeys,
         prompt: "How many storeys is the house?"}
    confirm: "A roofer for a {storeys}-storey house on {day}?"
    action: book_roof
    results: [{name: ref, entity: roofjob}]
    done: "Booked, {ref}."
  guarantee_claim:
    description: claiming on the guarantee of a roof we repaired
    triggers: [guarantee claim, still under guarantee, under guarantee]
    slots:
      - {name: ref, type: text, entity: roofjob, pattern: "^RF-\\\\d{4}$", label: job reference,
         prompt: "What was the job reference? It looks like RF-1234."}
      - {name: noticed, type: date, min: -365d, max: today, label: day noticed,
         prompt: "When did you notice it?"}
    confirm: "Claim on {ref}, noticed {noticed}?"
    action: guarantee_claim
    results: [claim]
    done: "Claim {claim} is in."
  prices:
    description: what a roof repair costs
    triggers: [how much, prices, what do you charge]
    done: "A call-out is 60 pounds."
"""

# 1. YES_WITH_A_QUESTION_OF_NO_FLOW_AT_THE_CONFIRMATION


@pytest.mark.parametrize(
    "said", ["yes thats fine. will they need to come inside?", "sure go ahead, do i have to be in?"]
)
def test_a_yes_then_a_question_of_no_flow_books(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, ROOFER)
    chat.say("roof repair on friday, 2 storeys", flow="book_roof", phase="confirming")
    chat.say(said, flow=None, bot_contains="RF-2231")
    assert ran == ["book_roof"]


def test_a_yes_then_a_doubt_books_nothing_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, ROOFER)
    chat.say("roof repair on friday, 2 storeys", flow="book_roof", phase="confirming")
    chat.say("ok, but is there nothing sooner?")
    assert ran == []


def test_the_question_alone_holds_the_booking_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, ROOFER)
    chat.say("roof repair on friday, 2 storeys", flow="book_roof", phase="confirming")
    chat.say("will they need to come inside?", phase="confirming")
    assert ran == []


# 2. QUESTION_OF_STATUS_HOLDING_AN_ACTING_FLOWS_TRIGGER_ANSWERED_AS_OUT_OF_REACH


@pytest.mark.parametrize(
    "said",
    ["is RF-2231 still under guarantee?", "hi is my roof still under guarantee, ref rf2231?"],
)
def test_a_question_of_status_with_its_code_asks_the_flow(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say(said, flow="guarantee_claim", slots={"ref": "RF-2231"}, asked="noticed")


def test_a_question_of_status_without_a_code_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("is my roof still under guarantee?", flow=None)


def test_a_question_word_keeps_it_a_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("how long is RF-2231 under guarantee?", flow=None)


# 3. WEEKDAY_OF_A_HAPPENING_TAKEN_FOR_A_DAY_TO_COME


@pytest.mark.parametrize(
    "said",
    [
        "roof repair please, the gutter fell off on sunday",
        "we spotted a damp patch on monday, roof repair for 2 storeys",
    ],
)
def test_a_weekday_of_a_happening_is_no_day_to_come(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say(said, flow="book_roof", slots={"day": None})


def test_the_day_wanted_beside_a_weekday_of_a_happening(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("roof repair on friday, the scaffolders left on monday", slots={"day": "2026-12-11"})


def test_a_weekday_asked_for_beside_a_happening_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("roof repair, a slate blew off, can you come on saturday", slots={"day": "2026-12-12"})


def test_a_participle_in_a_want_tells_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say(
        "roof repair, 2 storeys, i need the ridge tiles repointed on friday",
        slots={"day": "2026-12-11"},
    )


# 4. WORD_OF_CORRECTION_AFTER_WHOM_KEPT_IN_THE_NAME

PORTRAIT = """
settings: {language: en, region: GB}
flows:
  book_portrait:
    description: booking a portrait sitting
    triggers: [portrait sitting, book a portrait]
    slots:
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
      - {name: name, type: text, kind: name, label: name, prompt: "And your name?"}
    confirm: "Book {name} on {day}?"
    action: book_portrait
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("its for my mum actually, june whitaker", "june whitaker"),
        ("its for my husband actually raj patel", "raj patel"),
    ],
)
def test_a_word_of_correction_after_whom_is_no_part_of_the_name(
    tmp_path: Path, said: str, name: str
) -> None:
    chat, _ = _talk(tmp_path, PORTRAIT)
    chat.say("portrait sitting on friday", asked="name")
    chat.say(said, slots={"name": name}, phase="confirming")


def test_the_name_after_whom_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PORTRAIT)
    chat.say("portrait sitting on friday", asked="name")
    chat.say("its for my dad, frank osei", slots={"name": "frank osei"})


# 5. EARLIEST_DAY_ASKED_AT_THE_DATE_QUESTION_ANSWERED_AS_OUT_OF_REACH


@pytest.mark.parametrize(
    "said", ["whats the earliest you can do?", "how soon could someone come out"]
)
def test_the_earliest_asked_at_the_day_question_says_the_days(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("roof repair, 2 storeys", asked="day")
    chat.say(said, bot_contains="Thursday 10 December", asked="day", slots={"day": None})


@pytest.mark.parametrize("said", ["first available", "next available one please"])
def test_the_first_available_is_the_earliest_day(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("roof repair, 2 storeys", asked="day")
    chat.say(said, slots={"day": "2026-12-10"})


# 6. WEEKEND_SAID_BARE_TO_A_QUESTION_OF_THE_PAST_READ_AS_THE_COMING_ONE


@pytest.mark.parametrize("said", ["over the weekend", "sometime at the weekend i think"])
def test_the_weekend_to_a_question_of_the_past_is_the_last(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("guarantee claim for RF-2231", asked="noticed")
    chat.say(said, slots={"noticed": "2026-12-05"})


def test_this_weekend_to_a_question_of_the_past_is_refused_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("guarantee claim for RF-2231", asked="noticed")
    chat.say("this weekend", slots={"noticed": None}, asked="noticed")


def test_the_weekend_to_a_question_of_days_to_come_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ROOFER)
    chat.say("roof repair, 2 storeys", asked="day")
    chat.say("the weekend", slots={"day": "2026-12-12"})
