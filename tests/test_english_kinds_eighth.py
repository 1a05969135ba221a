"""The kinds of mistake the eighth session's locksmith and coworking space found
(tests/domains/locksmith and cowork, run in tests/test_written_domains.py), each tested here
in other words and another domain: a piano tuner's booking desk (English), written inline.
The clock is a Wednesday (2026-12-02, 10:00)."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

TUNER = """
settings: {language: en, currency: GBP}
flows:
  tuning:
    description: booking a piano tuning visit
    triggers: [tune my piano, piano tuning, tune the piano, book a tuning]
    slots:
      - {name: pianos, type: integer, counts: piano, min: 1, max: 4, label: pianos,
         prompt: "How many pianos?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: visit day, prompt: "Which day?"}
      - {name: time, type: time, min: "09:00", max: "17:00", label: visit time,
         prompt: "What time? We tune between 9 and 5."}
      - {name: where, type: text, kind: address, label: address, patterns: ["at {value}"],
         prompt: "Where is the piano?"}
      - {name: floor, type: integer, min: 0, max: 20, label: floor,
         prompt: "Which floor is it on?"}
      - {name: model, type: enum, required: false, label: piano,
         values: [upright piano, grand piano, digital piano]}
    confirm: "Tune {pianos} at {where} on {day} at {time}?"
    action: book_tuning
    done: "Booked."
  repair:
    description: repairing a damaged piano
    triggers: [key is stuck, keys are stuck, piano is damaged, broken string]
    slots:
      - {name: what, type: text, prompt: "What's wrong with it?"}
    action: book_repair
    done: "Booked."
  refinish:
    description: refinishing a piano's case
    triggers: [refinish my piano, polish the piano]
    slots:
      - {name: finish, type: enum, values: [black, white, walnut, cherry], prompt: "Which finish?"}
    action: book_refinish
    done: "Booked, a {finish} finish."
"""


@pytest.fixture
def tuner(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "tuner.yaml",
        TUNER,
        CLOCK,
        {"book_tuning": {}, "book_refinish": {}, "book_repair": {}},
    )[0]


# -- a clock time after an address's pattern word is no address ----------------------------


@pytest.mark.parametrize(
    ("said", "hour"),
    [("tune the piano on friday at 4pm", "16:00"), ("piano tuning tmrw at 10", "10:00")],
)
def test_a_time_after_the_address_pattern_word_is_no_address(
    tuner: Conversation, said: str, hour: str
) -> None:
    """The address slot's pattern "at {value}" took "4pm" and "10" (seen as "at 11", "at
    2pm" in the locksmith): a clock time or a bare number alone is no address, so the time
    slot has it and the address is still asked."""
    tuner.say(said, flow="tuning")
    assert tuner.slots.get("where") is None
    assert tuner.slots["time"] == hour


def test_an_address_and_a_time_both_after_at(tuner: Conversation) -> None:
    """ "at 21 maple ave … at noon": the address is the one beyond doubt, the time the
    clock time (the address had been "noon", the time 21's)."""
    tuner.say("can you tune my piano at 21 maple ave on monday at noon", flow="tuning")
    assert tuner.slots["where"] == "21 maple ave"
    assert tuner.slots["time"] == "12:00"


# -- a rank names the numbered thing --------------------------------------------------------


@pytest.mark.parametrize(("said", "n"), [("second", 2), ("the 4th", 4), ("11th floor", 11)])
def test_a_rank_answers_a_slot_that_numbers_a_thing(tuner: Conversation, said: str, n: int) -> None:
    """ "Which floor?" answered "2nd" was not understood (an ordinal counts nothing, which
    is right for a count, not for a slot that says which one)."""
    tuner.say("tune my piano, 1 piano, friday at 2 at 8 elm rd", flow="tuning", asked="floor")
    tuner.say(said, slots={"floor": n})


def test_a_rank_before_the_slots_label_with_the_request(tuner: Conversation) -> None:
    """ "on the 3rd floor" said with the rest of a request is the floor."""
    tuner.say("piano tuning at 5 park st, its up on the third floor", flow="tuning")
    assert tuner.slots["floor"] == 3


def test_a_rank_is_no_count(tuner: Conversation) -> None:
    """A count slot still takes no ordinal: "2nd" to "How many pianos?" is no answer."""
    tuner.say("book a tuning", flow="tuning", asked="pianos")
    tuner.say("2nd", asked="pianos", slots={"pianos": None})


# -- a hedge before a bare hour -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "hour"),
    [("like 3", "15:00"), ("something like 11", "11:00"), ("afternoon, like 2", "14:00")],
)
def test_a_hedged_bare_hour_answers_what_time(tuner: Conversation, said: str, hour: str) -> None:
    """ "morning, like 9" asked what time was not understood: a hedge ("like") may stand
    before the bare hour, and a part of the day said first decides its half."""
    tuner.say("tune my piano, 1 piano, on friday", flow="tuning", asked="time")
    tuner.say(said, slots={"time": hour})


# -- one typo in a word of a value of several words, said with the request ------------------


@pytest.mark.parametrize(
    ("said", "model"),
    [
        ("tune my uprigt piano", "upright piano"),
        ("piano tuning for a digtal piano", "digital piano"),
    ],
)
def test_a_typo_in_one_word_of_a_value_of_several(
    tuner: Conversation, said: str, model: str
) -> None:
    """ "sign up for a dedicatd desk" read no plan: a typo said unasked was looked for in
    values of one word only; one word of several one letter off names the value too."""
    tuner.say(said, flow="tuning", slots={"model": model})


# -- one typo in a short value, as the answer ------------------------------------------------


@pytest.mark.parametrize(("said", "finish"), [("balck", "black"), ("chrery", "cherry")])
def test_one_typo_in_a_short_value_is_taken(tuner: Conversation, said: str, finish: str) -> None:
    """ "leagl" for legal was asked about ("did you mean legal?") where a typo in a longer
    word is taken: the ratio gives a word of five letters no room for one typo."""
    tuner.say("refinish my piano", flow="refinish", asked="finish")
    tuner.say(said, flow=None, bot_contains=f"a {finish} finish")


def test_a_changed_letter_in_a_short_value_is_still_asked(tuner: Conversation) -> None:
    """A letter changed in a short word often makes another word ("regal" for legal), so
    "whitr" is asked about, not taken."""
    tuner.say("refinish my piano", flow="refinish", asked="finish")
    tuner.say("whitr", flow="refinish", bot_contains="white")


# -- "as soon as possible" inside another flow's request ------------------------------------


@pytest.mark.parametrize(
    "said",
    ["wait a key is stuck, can someone come as soon as possible", "a key is stuck right away pls"],
)
def test_an_asap_word_in_another_request_is_no_answer(tuner: Conversation, said: str) -> None:
    """ "im actually locked out of my car right now" while the key copy asked its pickup
    day: "right now" answered the day, and the lockout was queued after the copy. The
    urgency belongs to the request its message makes."""
    tuner.say("tune my piano, just 1 piano", flow="tuning", asked="day")
    reply = tuner.say(said, flow="repair", stack=["tuning"])
    assert reply.state.task_stack[0].value("day") is None


def test_asap_alone_still_answers_the_day(tuner: Conversation) -> None:
    """Said as the answer, it is the soonest day the slot takes."""
    tuner.say("tune my piano, just 1 piano", flow="tuning", asked="day")
    tuner.say("asap please", slots={"day": "2026-12-03"})
