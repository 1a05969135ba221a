"""Requests asked as questions: "can you help me find a place to stay in Rome?".

A question with "can you"/"could you" and no request word was read as a question about the
flows, not a request: "can you help me find a place to stay in Rome" and "could you help me
with a hotel in Rome" got the list of flows, and the next message's values ("3 nights
starting dec 10") were lost. Conversations on flows/travel, fixed clock (Sunday 2026-11-29).
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation

OFFER = (
    "I can help you with: booking a flight, booking a hotel room, cancelling a booking, "
    "the weather forecast."
)


@pytest.mark.parametrize(
    "text",
    [
        "can you help me find a place to stay in Rome",
        "could you help me with a hotel in Rome",
        "I'm trying to find a hotel in Rome",  # passed before: "find a hotel" is a trigger
    ],
)
def test_help_me_find_a_hotel_starts_the_hotel(travel: Conversation, text: str) -> None:
    travel.say(
        text,
        flow="book_hotel",
        slots={"city": "Rome"},
        asked="check_in",
        bot="When do you check in?",
    )
    travel.say(
        "3 nights starting dec 10",
        slots={"check_in": "2026-12-10", "nights": 3},
        asked="room_type",
    )


def test_can_you_find_a_hotel_with_a_question_mark_is_a_request(travel: Conversation) -> None:
    travel.say(
        "can you find a hotel in Paris for 2 nights?",
        flow="book_hotel",
        slots={"city": "Paris", "nights": 2},
        asked="check_in",
    )


def test_can_you_help_me_alone_still_lists_the_flows(travel: Conversation) -> None:
    # guard (passed before): no request in it, the list of what the bot does
    travel.say("can you help me?", phase="chitchat", bot=OFFER)


def test_a_question_about_a_flight_still_books_nothing(travel: Conversation) -> None:
    # guard (passed before): "help me understand" asks for information
    travel.say(
        "can you help me understand how long the flight to Tokyo is?",
        phase="chitchat",
        stack=[],
    )


SUITE = "Reserve a suite room in Lisbon from Friday 18 December for 3 nights?"


@pytest.mark.parametrize(
    "text",
    [
        "hmm actually what's the price difference between suite and double",
        "ok so which is bigger, the suite or the double",
        "actually how much more is a suite than a double",
    ],
)
def test_a_question_opened_by_actually_changes_nothing(travel: Conversation, text: str) -> None:
    # without a question mark, "hmm actually what's …" was no question ("what's" did not
    # open it), and "actually" made it a request: the suite became a double
    travel.say("a hotel in Lisbon from dec 18 for 3 nights, a suite", bot=SUITE)
    travel.say(text, phase="confirming", slots={"room_type": "suite"})


def test_actually_and_a_value_still_changes_it(travel: Conversation) -> None:
    travel.say("a hotel in Lisbon from dec 18 for 3 nights, a suite", bot=SUITE)
    travel.say(
        "hmm actually make it a double",
        phase="confirming",
        slots={"room_type": "double"},
        bot="Reserve a double room in Lisbon from Friday 18 December for 3 nights?",
    )
    travel.say("actually what about a single", slots={"room_type": "single"})
