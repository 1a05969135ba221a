"""Answers to "Do you mean booking a flight, booking a hotel room or the weather forecast?"
that name no flow by its triggers.

Played: "I want to go to Berlin" was asked which flow it meant. "by plane", "plane",
"flying" and "I'll fly" got "I can help you with: …" and Berlin was lost; "the second one"
and "the last one" too; "the first one" started the flight, but in first class (the seat
class "first" was read out of the answer).
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation

WHICH = "Do you mean booking a flight, booking a hotel room or the weather forecast?"


def asked(travel: Conversation) -> None:
    travel.say("I want to go to Berlin", bot=[WHICH], flow=None)


@pytest.mark.parametrize(
    "said", ["by plane", "plane", "flying", "I'll fly", "the first one", "the first one please"]
)
def test_the_flight_is_chosen_with_the_city(travel: Conversation, said: str) -> None:
    asked(travel)
    travel.say(
        said,
        bot=["Where are you flying from?"],
        flow="book_flight",
        slots={"arrival_city": "Berlin", "seat_class": None},
    )


def test_the_second_one_is_the_hotel(travel: Conversation) -> None:
    asked(travel)
    travel.say("the second one", flow="book_hotel", slots={"city": "Berlin"}, asked="check_in")


def test_the_last_one_is_the_forecast(travel: Conversation) -> None:
    asked(travel)
    travel.say("the last one", bot=["Berlin today: windy, 15°C."], flow=None)


@pytest.mark.parametrize("said", ["a flight", "the hotel one", "hotel please"])
def test_a_flow_named_is_still_chosen(travel: Conversation, said: str) -> None:
    """Guards (passed before)."""
    asked(travel)
    reply = travel.say(said)
    assert reply.state.active_task is not None


def test_an_ordinal_without_the_question_chooses_no_flow(travel: Conversation) -> None:
    """A guard: "the second one" out of the blue starts nothing."""
    travel.say("hi")
    travel.say("the second one", flow=None)


def test_a_word_two_offered_flows_share_chooses_none(travel: Conversation) -> None:
    """A guard: "book" is every booking flow's word."""
    asked(travel)
    travel.say("book it", flow=None)
