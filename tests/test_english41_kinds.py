"""Kinds of mistake found in the wave's forty-first session by two English domains written
from docs/dsl.md before any of their cases ran (a city bike courier's desk and a US garage
door repair desk, tests/test_written_domains_bikecourier_garagedoor_en.py), and by the
fortieth session's leftovers; each tested here in other words on other domains, and each
test fails with its fix taken out, but the guards beside them (named ``..._guard``, which
pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **YES_WITH_A_QUESTION_OF_NO_SLOT_AT_THE_CONFIRMATION**: "yes book it. what time do you
   finish on fridays?" at a booking's confirmation put the booking on hold, answered the
   hours and offered to get back to it: the yes was lost to the question. A yes in clauses
   of its own, then a question in the last clause that a flow that only tells answers (no
   slots, no confirmation, nothing undone), now confirms and the question is answered
   after (nlu/yes_then_told.py, composed in nlu/composed.py).
2. **TEXT_NAMED_BY_A_WORD_OF_ITS_LABEL_IN_A_SENTENCE** (the fortieth session's leftover):
   "my collection was missed yesterday, reference BW-204518" was answered "that does not
   have the expected format": "collection", the word opening the label "collection
   reference", and the copula after it were read as the slot named and its value
   ("missed yesterday"). A slot of a ``pattern`` is now said by its name and a copula only
   with a value of its form; the code after its label is read as before
   (nlu/named_texts.py, ``_of_its_form``).
3. **FAULT_TOLD_WITH_ITS_DAY_TAKEN_FOR_A_SERVICE_DONE**: "my garage door came off the track
   last night" started nothing: with no trigger, the repair was asked for by a listed
   value ("came off the track"), and the day gone by, which the booking refuses, made the
   message a telling of a service done. A listed value said with an English past form of a
   verb among its words tells a happening, the fault the flow fixes: the day is when it
   went wrong (nlu/past_told.py, ``_fault_told``).
4. **WEEKDAY_OF_A_HAPPENING_TAKEN_FOR_A_DAY_TO_COME**: "the kitchen tap started leaking on
   sunday" booked the plumber for the Sunday to come: a bare weekday on a slot of days to
   come was the next one, whatever its clause told. Said in a clause that tells what was
   (a past form of its verb), in a message that asks for nothing (no trigger, no words of
   a request: a participle in a request, "hire a skip, delivered … on monday", tells
   nothing), it is the one gone by, the day it happened, and no answer to that slot, as a
   day gone by said so is not
   (not fixed here: the fix read 'shes got a hospital appt on tuesday, can someone sign
   for her' as told, and was taken out; fixed in the forty-second session, the past form
   told by its subject, tests/test_english42_kinds.py).
5. **THIRD_PERSON_SPELLED_WITH_IES_TAKEN_FOR_A_PAST_FORM**: found by the kinds tests of an
   earlier session once 4 was fixed ("… 12 flies for friday" lost its Friday): of a verb's
   listed forms ("fly flew flown flying flies"), the third person was left out of the past
   forms only when written as the base and the ending ("takes"), so "flies", spelled by the
   lexicon's ``verb_spellings``, was a past form and its clause told what was. The third
   person is now also the one the spellings make (nlu/inflections.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(
    CLOCK,
    {"book_clean": {"ref": "WC-118"}, "report_damage": {"case": "DM-7"}, "book_plumber": {}},
)

# 1. YES_WITH_A_QUESTION_OF_NO_SLOT_AT_THE_CONFIRMATION

WINDOWS = """
settings: {language: en, region: GB}
flows:
  book_clean:
    description: booking a window clean
    triggers: [window clean, clean my windows]
    slots:
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
      - {name: storeys, type: integer, min: 1, max: 3, label: storeys,
         prompt: "How many storeys is the house?"}
    confirm: "Clean a {storeys}-storey house on {day}?"
    action: book_clean
    results: [ref]
    done: "Booked, {ref}."
  payment:
    description: how to pay the window cleaner
    triggers: [do you take cards, how do i pay, payment methods]
    done: "We take cards and bank transfer on the day."
  gutters:
    description: clearing gutters
    triggers: [clear my gutters, gutter clearing]
    slots:
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day for the gutters?"}
    confirm: "Clear the gutters on {day}?"
    action: clear_gutters
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said", ["yep thats fine. do you take cards?", "yes please, how do i pay?"]
)
def test_a_yes_then_a_question_books_and_answers(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, WINDOWS)
    chat.say("window clean on friday, 2 storeys", flow="book_clean", phase="confirming")
    chat.say(said, flow=None, bot_contains=["WC-118", "bank transfer"])
    assert ran == ["book_clean"]


def test_the_question_alone_holds_the_booking_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, WINDOWS)
    chat.say("window clean on friday, 2 storeys", flow="book_clean", phase="confirming")
    chat.say("do you take cards?", bot_contains="bank transfer")
    assert ran == []


def test_a_yes_then_another_booking_asked_books_nothing_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, WINDOWS)
    chat.say("window clean on friday, 2 storeys", flow="book_clean", phase="confirming")
    chat.say("yes. can you clear my gutters too?")
    assert "book_clean" not in ran or ran.index("book_clean") == 0
    assert "clear_gutters" not in ran


# 2. TEXT_NAMED_BY_A_WORD_OF_ITS_LABEL_IN_A_SENTENCE

LIBRARY = """
settings: {language: en, region: GB}
flows:
  report_damage:
    description: reporting a damaged library book
    triggers: [report a damaged book, damaged book, book is damaged]
    slots:
      - {name: ref, type: text, pattern: "^LN-\\\\d{5}$", label: loan reference,
         prompt: "What's the loan reference? It looks like LN-12345."}
      - {name: pages, type: boolean, label: pages missing, prompt: "Are any pages missing?"}
    confirm: "Report loan {ref} as damaged; pages missing: {pages}?"
    action: report_damage
    results: [case]
    done: "Logged as {case}."
"""


@pytest.mark.parametrize(
    "said",
    [
        "damaged book, my loan was renewed on monday, reference LN-20431",
        "report a damaged book please. the loan is overdue, reference LN-20431",
    ],
)
def test_a_word_of_the_label_in_a_sentence_names_no_value(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, LIBRARY)
    chat.say(said, flow="report_damage", slots={"ref": "LN-20431"}, asked="pages")


def test_a_word_of_the_label_in_a_sentence_to_its_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LIBRARY)
    chat.say("damaged book", flow="report_damage", asked="ref")
    chat.say("the loan was from the central branch, reference LN-20431", slots={"ref": "LN-20431"})


def test_the_label_and_a_code_of_another_form_refused_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LIBRARY)
    chat.say("damaged book", flow="report_damage", asked="ref")
    chat.say("the loan reference is LN-204", asked="ref", slots={"ref": None})


# 3. FAULT_TOLD_WITH_ITS_DAY_TAKEN_FOR_A_SERVICE_DONE

PLUMBER = """
settings: {language: en, region: GB}
flows:
  book_plumber:
    description: booking a plumber visit
    triggers: [book a plumber, need a plumber]
    slots:
      - {name: problem, type: enum, values: [leaking tap, blocked drain, annual service],
         synonyms: {leaking tap: [tap started leaking, dripping tap],
                    blocked drain: [drain got blocked, drain blocked],
                    annual service: [boiler service]},
         label: problem, prompt: "What's the problem?"}
      - {name: day, type: date, min: today, max: +14d, label: day, prompt: "Which day?"}
    action: book_plumber
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "problem"),
    [
        ("the kitchen tap started leaking last night", "leaking tap"),
        ("our drain got blocked yesterday and the water wont go down", "blocked drain"),
    ],
)
def test_a_fault_told_with_its_day_asks_for_the_fix(
    tmp_path: Path, said: str, problem: str
) -> None:
    chat, _ = _talk(tmp_path, PLUMBER)
    chat.say(said, flow="book_plumber", slots={"problem": problem, "day": None}, asked="day")


def test_a_service_told_done_asks_for_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PLUMBER)
    chat.say("the boiler service last week was fine", flow=None)


# 4. WEEKDAY_OF_A_HAPPENING_TAKEN_FOR_A_DAY_TO_COME


@pytest.mark.parametrize(
    "said",
    [
        "the kitchen tap started leaking on sunday",
        "the drain blocked on monday and its getting worse",
    ],
)
def test_a_weekday_of_a_happening_is_no_day_to_come(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, PLUMBER)
    chat.say(said, flow="book_plumber", slots={"day": None}, asked="day")
    assert ran == []


def test_a_weekday_asked_for_beside_a_happening_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, PLUMBER)
    chat.say("the kitchen tap started leaking, can someone come on sunday", flow=None)
    assert ran == ["book_plumber"]


# 5. THIRD_PERSON_SPELLED_WITH_IES_TAKEN_FOR_A_PAST_FORM


PLUMBER_CONFIRMED = PLUMBER.replace(
    "    action: book_plumber",
    '    confirm: "A plumber for the {problem} on {day}?"\n    action: book_plumber',
)


def test_a_third_person_in_ies_tells_no_past(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PLUMBER_CONFIRMED)
    chat.say(
        "need a plumber for a dripping tap, my wife flies out on saturday",
        flow="book_plumber",
        slots={"problem": "leaking tap", "day": "2026-12-12"},
        phase="confirming",
    )
