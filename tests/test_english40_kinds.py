"""Kinds of mistake found in the wave's fortieth session by two English domains written from
docs/dsl.md before any of their cases ran (a council's bulky waste collection desk and a
first aid training centre, tests/test_written_domains_bulkywaste_firstaid_en.py); each
tested here in other words on other domains, and each test fails with its fix taken out, but
the guards beside them (named ``..._guard``, which pass either way). The clock is a
Wednesday (2026-12-09, 10:00).

1. **NO_OF_A_LABEL_WITH_THE_REQUEST_READ_AS_A_CORRECTION_TO_A_YES**: "…, no step-free
   access" said with the request was a yes: the no was taken for a correction word and the
   label alone after it ("step-free access", a yes) for the value corrected to. A no that
   is the word of going without of the value the slot reads there (nlu/said_last.py) is
   that value's, no correction.
2. **BOOLEAN_LABEL_RECEIVED_BY_THE_SPEAKER**: "i get council tax reduction" left a slot
   labelled "council tax reduction" asked: the words of having held "i've got", "we have",
   not those of receiving ("i get", "we receive"; the lexicon's ``boolean_with``, and their
   nos, "we dont get", in ``boolean_without``; "any" between, ``boolean_with_modifiers``).
3. **VALUE_TAKING_IN_THE_TRIGGERS_WORDS_LOST**: "can i book on a baby first aid course"
   (trigger "first aid course", synonym "baby first aid") named no course: the value's form
   ran into the trigger's words, and read again without them ("baby") named nothing, so
   the value was dropped. When the form clear of the trigger names nothing, the whole form
   said is the value, standing on its words before the trigger's (nlu/volunteered.py).
4. **HYPHENED_MODIFIER_SAID_FOR_ITS_LABEL**: "no step-free needed" for a slot labelled
   "step-free access" named nothing: a label's word of two joined by a hyphen before its
   head names the label alone, as people say it (nlu/label_parts.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(
    CLOCK,
    {"book_taxi": {"ref": "TX-1"}, "join_leisure": {"ref": "LC-1"}, "book_swim": {"ref": "SW-1"}},
)

# 1. NO_OF_A_LABEL_WITH_THE_REQUEST_READ_AS_A_CORRECTION_TO_A_YES, 4. HYPHENED_MODIFIER_SAID_
# FOR_ITS_LABEL

TAXI = """
settings: {language: en, region: GB}
flows:
  book_taxi:
    description: booking an airport taxi
    triggers: [airport taxi, taxi to the airport, book a taxi]
    slots:
      - {name: riders, type: integer, kind: people, min: 1, max: 8, label: passengers,
         prompt: "How many passengers?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
      - {name: seat, type: boolean, label: child seat, prompt: "Do you need a child seat?"}
      - {name: ramp, type: boolean, label: wheelchair-accessible car,
         prompt: "Do you need a wheelchair-accessible car?"}
    confirm: "{riders} on {day}; child seat: {seat}; accessible: {ramp}. Book?"
    action: book_taxi
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    "said",
    [
        "airport taxi for 3 on friday, no wheelchair-accessible car, no child seat",
        "book a taxi friday 3 of us, no wheelchair-accessible car needed, no child seat",
    ],
)
def test_a_no_of_a_label_with_the_request_stays_a_no(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, TAXI)
    chat.say(
        said,
        flow="book_taxi",
        slots={"riders": 3, "day": "2026-12-11", "seat": False, "ramp": False},
        phase="confirming",
    )
    assert ran == []


def test_a_label_corrected_to_its_no_after_a_yes_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TAXI)
    chat.say(
        "airport taxi for 3 on friday, a child seat, no wait, no child seat",
        flow="book_taxi",
        slots={"seat": False},
        asked="ramp",
    )


@pytest.mark.parametrize(
    ("said", "wanted"),
    [
        ("airport taxi for 2 on friday, no child seat, wheelchair-accessible please", True),
        ("airport taxi for 2 on friday, no child seat, no wheelchair-accessible needed", False),
    ],
)
def test_a_hyphened_word_of_a_label_names_it(tmp_path: Path, said: str, wanted: bool) -> None:
    chat, _ = _talk(tmp_path, TAXI)
    chat.say(said, flow="book_taxi", slots={"seat": False, "ramp": wanted}, phase="confirming")


def test_the_whole_hyphened_label_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TAXI)
    chat.say("airport taxi for 2 on friday", flow="book_taxi", asked="seat")
    chat.say("no", slots={"seat": False}, asked="ramp")
    chat.say("yes a wheelchair-accessible car please", slots={"ramp": True}, phase="confirming")


# 2. BOOLEAN_LABEL_RECEIVED_BY_THE_SPEAKER

LEISURE = """
settings: {language: en, region: GB}
flows:
  join_leisure:
    description: applying for a leisure card
    triggers: [leisure card, apply for a leisure card]
    slots:
      - {name: adults, type: integer, kind: people, min: 1, max: 6, label: adults,
         prompt: "How many adults?"}
      - {name: credit, type: boolean, label: universal credit,
         prompt: "Are you on universal credit? The card is half price if so."}
      - {name: town, type: enum, values: [Ashford, Dover, Deal], label: home centre,
         prompt: "Which centre: Ashford, Dover or Deal?"}
    confirm: "{adults} adults at {town}; universal credit: {credit}. Apply?"
    action: join_leisure
    results: [ref]
    done: "Applied, {ref}."
"""


@pytest.mark.parametrize(
    ("said", "wanted"),
    [
        ("leisure card for 2 adults at dover, we receive universal credit", True),
        ("leisure card, 2 adults, deal, i do get universal credit", True),
        ("leisure card for 2 adults at dover, we dont get any universal credit", False),
    ],
)
def test_a_label_received_by_the_speaker_is_its_answer(
    tmp_path: Path, said: str, wanted: bool
) -> None:
    chat, ran = _talk(tmp_path, LEISURE)
    chat.say(said, flow="join_leisure", slots={"adults": 2, "credit": wanted}, phase="confirming")
    assert ran == []


def test_a_label_received_to_its_own_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LEISURE)
    chat.say("leisure card for 1 adult", flow="join_leisure", asked="credit")
    chat.say("we dont get universal credit", slots={"credit": False}, asked="town")


def test_a_label_had_by_the_speaker_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LEISURE)
    chat.say(
        "leisure card for 2 adults at dover, ive got universal credit",
        slots={"credit": True},
        phase="confirming",
    )


# 3. VALUE_TAKING_IN_THE_TRIGGERS_WORDS_LOST

SWIM = """
settings: {language: en, region: GB}
flows:
  book_swim:
    description: booking swimming lessons
    triggers: [swimming lessons, book swimming lessons, swim lessons]
    slots:
      - {name: group, type: enum, values: [toddler, junior, adult improver],
         synonyms: {toddler: [parent and baby swimming, baby swimming],
                    adult improver: [adult swimming, grown up swimming]},
         label: class, prompt: "Which class: toddler, junior or adult improver?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: first lesson,
         prompt: "Which day should they start?"}
    confirm: "{group} from {day}. Book?"
    action: book_swim
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    ("said", "group"),
    [
        ("could i get my daughter on the baby swimming lessons from saturday", "toddler"),
        ("hi do you do adult swimming lessons, id like to start saturday", "adult improver"),
    ],
)
def test_a_value_taking_in_the_triggers_words_is_read(
    tmp_path: Path, said: str, group: str
) -> None:
    chat, _ = _talk(tmp_path, SWIM)
    chat.say(
        said, flow="book_swim", slots={"group": group, "day": "2026-12-12"}, phase="confirming"
    )


def test_a_value_said_apart_from_the_trigger_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SWIM)
    chat.say("swimming lessons", flow="book_swim", asked="group")
    chat.say("junior please", slots={"group": "junior"}, asked="day")
