"""Kinds of mistake found in the wave's thirty-ninth session by two English domains written
from docs/dsl.md before any of their cases ran (a fire and rescue service's home fire safety
desk and a jeweller's repair bench, tests/test_written_domains_firesafety_jeweller_en.py);
each tested here in other words on other domains, and each test fails with its fix taken
out, but the guards beside them (named ``..._guard``, which pass either way). The clock is a
Wednesday (2026-12-09, 10:00).

1. **NOBODY_OVER_AN_AGE_READ_AS_A_BUDGET**: "…, no one over 65" said "Noted: budget $65."
   and kept an invariant limit on every amount: the belief template "no {text} over
   {money}" took "one" for the thing whose price is limited. The hole of a money limit that
   is only a pronoun (the lexicon's ``belief_trivial``, "one" added) limits nothing.
2. **LABEL_OF_SOMEONE_SAID_WITH_NOBODY**: "nobody over 65", "no one over 65" left a slot
   labelled "someone over 65" asked: the author wrote who is asked about, people answer
   with who is not there in that word's place. A label opening with a word of the lexicon's
   ``someone_words`` is read without it too, and "nobody", "no one" are words of going
   without (``boolean_without``; nlu/label_someone.py).
3. **NUMBER_OF_A_LABEL_SAID_BACK_THEN_ANSWERED**: "…, over 65 yes, smoker no" left the slot
   asked: a label said back then answered was named only by its words of three letters or
   more, so its number was another word and nothing was read. A number of the label names
   it too.
4. **PARTY_OF_ONE_SAID_AS_LIVING_ALONE**: "she lives on her own" to "How many people live
   there?" (and with the request) was no count: the lexicon's ``party_alone`` held "on my
   own", "just her", not the words of living alone ("on her own", "by himself", "lives
   alone").
5. **SYNONYM_OF_A_STATE_SAID_AS_A_SENTENCE**: "the clasp is broken" for the job "new clasp"
   (synonym "clasp broken") beside the soldering's "broken" named neither (or the wrong
   one): a value of a thing and its state in a past form is said as a sentence, a word of
   being or having between (the lexicon's ``state_links``); the longer form then wins over
   the shorter value inside it.
6. **NO_ONE_READ_AS_A_NO_THEN_A_CORRECTION**: "no one under 14 in our lot" to "Is anyone in
   the group under 14?" changed the paddlers to 14 (refused: at most 12): the message's
   opening "no" was read as a no taking a value back, and "14 in our lot" as the new
   count. A message opening with a word for nobody (the lexicon's ``nobody_words``: "no
   one") opens with no such no.
7. **NONE_OF_THEM_TOLD_AS_A_ZERO_COUNT**: "none of them work" to "How many working smoke
   alarms are there now?" (a count that may be 0) was no answer, where "none at all" was:
   the lexicon's ``zero_leads`` held "no", "not any", "zero", not "none" and "none of them".
8. **COUNT_OF_SOMEONE_SAID_FOR_A_YES**: "we have 2 over 65" to "Does anyone over 65 live
   there?" was no answer: a count said before the rest of a label of someone says there is
   someone (the lexicon's ``someone_counted_links`` between: "two of us are over 65"); a
   count of none is a no.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK, {"book_game": {"ref": "LT-1"}, "book_raft": {"ref": "RF-1"}})

# 1. NOBODY_OVER_AN_AGE_READ_AS_A_BUDGET

LASER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_game:
    description: booking a laser tag game
    triggers: [laser tag, book a game]
    slots:
      - {name: players, type: integer, kind: people, min: 4, max: 20, label: players,
         prompt: "How many players?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
      - {name: spend, type: money, label: spend per head, required: false,
         prompt: "Any spend per head?"}
    confirm: "{players} players on {day}. Book?"
    action: book_game
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    "said",
    [
        "laser tag for 8 on saturday, no one over 12",
        "laser tag saturday 8 kids no one over 15 in the group",
    ],
)
def test_nobody_over_an_age_is_no_budget(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, LASER)
    reply = chat.say(
        said,
        flow="book_game",
        slots={"players": 8, "day": "2026-12-12"},
        phase="confirming",
        beliefs={"budget": None},
    )
    assert "budget" not in reply.text.casefold()


def test_a_limit_on_a_things_price_is_still_a_budget_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LASER)
    chat.say("laser tag for 8 on saturday", flow="book_game", phase="confirming")
    chat.say("no extras over 30 please", beliefs={"budget": {"amount": 30.0, "currency": "GBP"}})


# 2. LABEL_OF_SOMEONE_SAID_WITH_NOBODY, 3. NUMBER_OF_A_LABEL_SAID_BACK_THEN_ANSWERED

RAFTING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_raft:
    description: booking a white water rafting trip
    triggers: [rafting trip, white water rafting, book rafting]
    slots:
      - {name: paddlers, type: integer, kind: people, min: 2, max: 12, label: paddlers,
         prompt: "How many paddlers?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: trip day, prompt: "Which day?"}
      - {name: juniors, type: boolean, label: someone under 14,
         prompt: "Is anyone in the group under 14?"}
      - {name: wetsuits, type: boolean, label: wetsuit hire, prompt: "Do you need wetsuits?"}
    confirm: "{paddlers} paddlers on {day}; juniors: {juniors}; wetsuits: {wetsuits}. Book?"
    action: book_raft
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    "said",
    [
        "rafting trip for 6 on sunday, nobody under 14, no wetsuit hire",
        "white water rafting sunday 6 of us no one under 14 and no wetsuit hire",
    ],
)
def test_nobody_in_a_someone_labels_place_with_the_request(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, RAFTING)
    chat.say(
        said,
        flow="book_raft",
        slots={"paddlers": 6, "day": "2026-12-13", "juniors": False, "wetsuits": False},
        phase="confirming",
        beliefs={"budget": None},
    )
    assert ran == []


@pytest.mark.parametrize("said", ["nobody under 14", "erm nobody under 14"])
def test_nobody_in_a_someone_labels_place_answered_alone(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, RAFTING)
    chat.say("rafting trip for 6 on sunday", flow="book_raft", asked="juniors")
    chat.say(said, slots={"juniors": False}, asked="wetsuits", beliefs={"budget": None})


def test_a_labels_number_said_back_then_answered(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, RAFTING)
    chat.say(
        "rafting trip for 4 on sunday, under 14 yes, wetsuit hire no",
        flow="book_raft",
        slots={"paddlers": 4, "juniors": True, "wetsuits": False},
        phase="confirming",
    )


@pytest.mark.parametrize(
    ("said", "value"), [("yes", True), ("no", False), ("someone under 14", True)]
)
def test_a_someone_label_answered_as_before_guard(tmp_path: Path, said: str, value: bool) -> None:
    chat, _ = _talk(tmp_path, RAFTING)
    chat.say("rafting trip for 6 on sunday", flow="book_raft", asked="juniors")
    chat.say(said, slots={"juniors": value}, asked="wetsuits")


# 4. PARTY_OF_ONE_SAID_AS_LIVING_ALONE

BEFRIENDING = """
settings: {language: en, region: GB}
flows:
  refer:
    description: referring someone to the befriending service
    triggers: [befriending, refer someone, a befriender]
    slots:
      - {name: household, type: integer, kind: people, min: 1, max: 10,
         label: people in the household, prompt: "How many people live in the household?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: first visit, prompt: "Which day for a first visit?"}
    confirm: "{household} in the household, first visit {day}. Send?"
    action: refer
    done: "Sent."
"""


@pytest.mark.parametrize(
    "said", ["my gran lives by herself", "im living alone since my wife passed"]
)
def test_living_alone_is_a_household_of_one(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, BEFRIENDING)
    chat.say("befriending please", flow="refer", asked="household")
    chat.say(said, slots={"household": 1}, asked="day")


def test_living_alone_said_with_the_request(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BEFRIENDING)
    chat.say(
        "can i refer someone for a befriender, my uncle lives on his own, first visit friday",
        flow="refer",
        slots={"household": 1, "day": "2026-12-11"},
        phase="confirming",
    )


def test_a_household_counted_as_before_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BEFRIENDING)
    chat.say("befriending please", flow="refer", asked="household")
    chat.say("her and her sister", slots={"household": None})
    chat.say("2", slots={"household": 2}, asked="day")


# 5. SYNONYM_OF_A_STATE_SAID_AS_A_SENTENCE

GREENHOUSE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  repair:
    description: booking a greenhouse repair
    triggers: [greenhouse repair, fix my greenhouse, repair my greenhouse]
    slots:
      - {name: fault, type: enum, values: [glass replacement, door repair, vent repair],
         synonyms: {glass replacement: [pane cracked, cracked, smashed, broken],
                    door repair: [door jammed, door stuck, door broken],
                    vent repair: [vent seized, vent stuck]},
         label: repair, prompt: "Is it the glass, the door or a vent?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: visit day, prompt: "Which day?"}
    confirm: "{fault} on {day}. Book?"
    action: repair
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "fault"),
    [
        ("greenhouse repair, the door was broken in the storm", "door repair"),
        ("fix my greenhouse please the vent has seized", "vent repair"),
        ("repair my greenhouse, door's jammed", "door repair"),
    ],
)
def test_a_state_said_as_a_sentence_names_its_value(tmp_path: Path, said: str, fault: str) -> None:
    chat, _ = _talk(tmp_path, GREENHOUSE)
    chat.say(said, flow="repair", slots={"fault": fault}, asked="day")


def test_a_state_said_as_a_sentence_answered_alone(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GREENHOUSE)
    chat.say("greenhouse repair", flow="repair", asked="fault")
    chat.say("the door is broken", slots={"fault": "door repair"}, asked="day")


@pytest.mark.parametrize(
    ("said", "fault"), [("a pane is cracked", "glass replacement"), ("door stuck", "door repair")]
)
def test_values_named_as_before_guard(tmp_path: Path, said: str, fault: str) -> None:
    chat, _ = _talk(tmp_path, GREENHOUSE)
    chat.say("greenhouse repair", flow="repair", asked="fault")
    chat.say(said, slots={"fault": fault}, asked="day")


# 6. NO_ONE_READ_AS_A_NO_THEN_A_CORRECTION

PAINTBALL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_paintball:
    description: booking a paintball session
    triggers: [paintball, book paintball]
    slots:
      - {name: players, type: integer, kind: people, min: 6, max: 30, label: players,
         prompt: "How many players?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
      - {name: kids, type: boolean, label: anyone under 12, prompt: "Will anyone be under 12?"}
      - {name: lunch, type: boolean, label: lunch, prompt: "Would you like lunch?"}
    confirm: "{players} players on {day}. Book?"
    action: book_paintball
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said", ["no one under 12 in our group", "no one under 12, youngest is 16"]
)
def test_no_one_opening_an_answer_takes_no_count_back(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, PAINTBALL)
    chat.say("paintball for 10 on saturday", flow="book_paintball", asked="kids")
    chat.say(said, slots={"players": 10, "kids": False}, asked="lunch")


def test_a_no_then_a_count_still_changes_it_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PAINTBALL)
    chat.say("paintball for 10 on saturday", flow="book_paintball", asked="kids")
    chat.say("no, and its 12 of us now", slots={"players": 12, "kids": False})


# 7. NONE_OF_THEM_TOLD_AS_A_ZERO_COUNT

INSULATION = """
settings: {language: en, region: GB}
flows:
  survey:
    description: booking a free loft insulation survey
    triggers: [insulation survey, loft insulation]
    slots:
      - {name: radiators, type: integer, counts: radiator, min: 0, max: 30, label: working radiators,
         prompt: "How many radiators work at the moment?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: survey day, prompt: "Which day?"}
    confirm: "{radiators} working radiators, survey {day}. Book?"
    action: survey
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said", ["none of ours work right now", "none of them are working", "none of the radiators"]
)
def test_none_of_them_is_a_count_of_none(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, INSULATION)
    chat.say("loft insulation survey please", flow="survey", asked="radiators")
    chat.say(said, slots={"radiators": 0}, asked="day")


@pytest.mark.parametrize(("said", "n"), [("none at all", 0), ("3", 3), ("no idea", None)])
def test_a_count_answered_as_before_guard(tmp_path: Path, said: str, n: int | None) -> None:
    chat, _ = _talk(tmp_path, INSULATION)
    chat.say("loft insulation survey please", flow="survey", asked="radiators")
    chat.say(said, slots={"radiators": n})


# 8. COUNT_OF_SOMEONE_SAID_FOR_A_YES

PANTO = """
settings: {language: en, currency: GBP, region: GB}
flows:
  tickets:
    description: booking pantomime tickets
    triggers: [panto tickets, pantomime tickets]
    slots:
      - {name: seats, type: integer, kind: people, min: 1, max: 12, label: seats, prompt: "How many seats?"}
      - {name: little, type: boolean, label: anyone under 5, prompt: "Is anyone in your party under 5?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: show day, prompt: "Which day?"}
    confirm: "{seats} seats on {day}. Book?"
    action: tickets
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "value"),
    [("we have 2 under 5", True), ("three of them are under 5", True), ("0 under 5", False)],
)
def test_a_count_of_someone_answers_the_label(tmp_path: Path, said: str, value: bool) -> None:
    chat, _ = _talk(tmp_path, PANTO)
    chat.say("panto tickets for 6", flow="tickets", slots={"seats": 6}, asked="little")
    chat.say(said, slots={"little": value, "seats": 6}, asked="day")


def test_a_count_of_someone_with_the_request(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PANTO)
    chat.say(
        "pantomime tickets for 5 on saturday, 1 under 5",
        flow="tickets",
        slots={"seats": 5, "little": True, "day": "2026-12-12"},
        phase="confirming",
    )


def test_a_count_of_the_party_is_no_yes_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PANTO)
    chat.say("panto tickets", flow="tickets", asked="seats")
    chat.say("5 of us", slots={"seats": 5, "little": None}, asked="little")
