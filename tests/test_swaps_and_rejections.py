"""Changing two values of the same kind: swapping them, and naming the old one to change.

"actually Tokyo to Boston" for a flight from Boston to Tokyo was "Sorry, Boston is already
the departure city." and asked for the arrival again (while confirming, the phase stayed
confirming under a question). "Boston isn't an option? ok London then" asked which city to
change and, answered "departure", changed the departure city to Boston: the rejected city was
kept as the new value. "no, the other way around" was not understood (lexicon ``swap``).
Conversations on flows/travel, fixed clock (Sunday 2026-11-29).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation

START = "book a flight from Boston to Tokyo on wednesday"


def test_from_x_to_y_said_the_other_way_round_swaps_both_cities(travel: Conversation) -> None:
    travel.say(START, asked="seat_class")
    travel.say(
        "actually Tokyo to Boston",
        phase="collecting",
        asked="seat_class",
        slots={"departure_city": "Tokyo", "arrival_city": "Boston"},
        bot=[
            "OK, arrival city changed to Boston and departure city changed to Tokyo.",
            "Economy, business or first class?",
        ],
    )


def test_a_swap_while_confirming_asks_again_with_both_and_books_them(
    travel: Conversation,
) -> None:
    travel.say(START, asked="seat_class")
    travel.say("economy", phase="confirming")
    travel.say(
        "no, Tokyo to Boston",
        phase="confirming",
        slots={"departure_city": "Tokyo", "arrival_city": "Boston"},
        bot="Book economy class from Tokyo to Boston on Wednesday 2 December for 1 passenger?",
    )
    r = travel.say("yes", phase="chitchat")
    assert r.state.last_task is not None
    assert r.state.last_task.value("departure_city") == "Tokyo"
    assert r.state.last_task.value("arrival_city") == "Boston"


@pytest.mark.parametrize(
    "text",
    ["Boston isn't an option? ok London then", "Boston doesn't work, London instead"],
)
def test_the_city_said_to_be_wrong_names_the_slot_to_change(
    travel: Conversation, text: str
) -> None:
    travel.say(START, asked="seat_class")
    travel.say(
        text,
        asked="seat_class",
        slots={"departure_city": "London", "arrival_city": "Tokyo"},
        bot=["OK, departure city changed to London.", "Economy, business or first class?"],
    )


def test_a_new_city_alone_still_asks_which_one(travel: Conversation) -> None:
    # guard (passed before): with no old value named, either city may be meant
    travel.say(START, asked="seat_class")
    travel.say("economy", phase="confirming")
    travel.say(
        "no, Rome",
        phase="clarifying",
        bot="Which one should I change: departure city or arrival city?",
    )
    travel.say("the arrival", phase="confirming", slots={"arrival_city": "Rome"})


def test_the_same_city_for_both_is_still_refused(travel: Conversation) -> None:
    # guard (passed before): a swap is two changes in one message, not one city twice
    travel.say(START, asked="seat_class")
    travel.say(
        "actually to Boston",
        slots={"departure_city": "Boston", "arrival_city": "Tokyo"},
        bot=[
            "Sorry, Boston is already the departure city.",
            "Which city are you flying to? For example Rome or Tokyo.",
        ],
    )


def test_the_other_way_around_while_confirming_swaps_the_cities(travel: Conversation) -> None:
    travel.say(START, asked="seat_class")
    travel.say("economy", phase="confirming")
    travel.say(
        "no, the other way around",
        phase="confirming",
        slots={"departure_city": "Tokyo", "arrival_city": "Boston"},
        bot="Book economy class from Tokyo to Boston on Wednesday 2 December for 1 passenger?",
    )


def test_got_them_backwards_while_collecting_swaps_and_asks_on(travel: Conversation) -> None:
    travel.say(START, asked="seat_class")
    travel.say(
        "sorry I got them backwards",
        asked="seat_class",
        slots={"departure_city": "Tokyo", "arrival_city": "Boston"},
        bot=[
            "OK, departure city changed to Tokyo and arrival city changed to Boston.",
            "Economy, business or first class?",
        ],
    )


def test_backwards_with_one_city_changes_nothing(travel: Conversation) -> None:
    # guard (passed before): one filled city has nothing to trade with
    travel.say("book a flight to Tokyo", asked="departure_city")
    travel.say(
        "I said it backwards, sorry",
        asked="departure_city",
        slots={"departure_city": None, "arrival_city": "Tokyo"},
    )


def test_zh_said_the_wrong_way_round_swaps_the_two_seats(tmp_path: Path) -> None:
    (tmp_path / "seat.yaml").write_text(
        """
settings: {language: zh}
flows:
  change_seat:
    description: 换座
    triggers: [换座]
    slots:
      - {name: from_seat, description: 原座位, prompt: 原来坐哪？}
      - {name: to_seat, description: 新座位, prompt: 换到哪？, differs_from: from_seat}
    confirm: 从{from_seat}换到{to_seat}，对吗？
""",
        encoding="utf-8",
    )
    bot = Conversation(Dispatcher.from_path(tmp_path), "s")
    bot.say("换座", asked="from_seat")
    bot.say("12A", asked="to_seat")
    bot.say("14C", phase="confirming", bot="从12A换到14C，对吗？")
    bot.say(
        "不对，说反了",
        phase="confirming",
        slots={"from_seat": "14C", "to_seat": "12A"},
        bot="从14C换到12A，对吗？",
    )
