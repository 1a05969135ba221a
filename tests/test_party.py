"""How many people, said without a count: "me and my wife", "just me", "我和我老婆".

A slot that counts people (the travel bot's ``passengers``) reads who is coming as its
value; other counts (the restaurant's ``quantity`` of dishes) do not.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.nlu.lexicon import load_lexicon
from dialogflows.nlu.party import PartyReader
from dialogflows.testing import Conversation

ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2026, 11, 29, 10)


def confirm(passengers: int) -> str:
    people = "1 passenger" if passengers == 1 else f"{passengers} passengers"
    return f"Book economy class from Paris to Rome on Friday 4 December for {people}?"


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("me and my wife", 2),
        ("my wife and I", 2),
        ("me, my wife and our 2 kids", 4),
        ("my wife and my son and me", 3),
        ("I and my 3 friends", 4),
        ("with my wife and my 2 children", 4),
        ("just me", 1),
        ("I'm flying alone", 1),
        ("travelling solo", 1),
        ("both of us", 2),
        # without "my": a count or an article says who comes
        ("me and two colleagues", 3),
        ("me and a friend", 2),
        ("with two friends", 3),
        # chat shorthand: "me + 2 colleagues" booked one seat
        ("me + 2 colleagues", 3),
        ("me+2 colleagues", 3),
        ("me & my wife", 2),
        # kinds of people counted: "for 2 adults and 1 child" booked two seats
        ("2 adults and 1 child", 3),
        ("2 adults, 2 kids", 4),
        ("two adults and a baby", 3),
        ("2 adults", 2),  # one count with a word for people is a party (bakery: "12 ppl")
        ("a people carrier", None),  # an article is no count of one kind alone
        ("two colleagues are coming", None),
        # a group by its size: "for my team of 5" booked one seat
        ("my team of 5", 5),
        ("a party of four", 4),
        ("a family of 3", 3),
        ("a flight of 2 hours", None),
        # a bare count after "for": "a table for 2", unless a unit or a month follows
        ("a flight for 2", 2),
        ("a flight for two to Rome", 2),
        ("a table for four, tomorrow", 4),
        ("for 2 nights", None),
        ("for 2pm", None),
        ("for 2 December", None),
        ("for 2:30", None),
        # the speaker is not in it, a plural has no count, or the speaker is there twice
        ("my wife is coming too", None),
        ("me and my friends", None),
        ("my wife and me and I", None),
    ],
)
def test_english_party_phrases(text: str, size: int | None) -> None:
    found = PartyReader(load_lexicon("en", ())).find(text)
    assert [p.size for p in found] == ([] if size is None else [size])


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("我和我老婆", 2),
        ("我跟老婆孩子", 3),
        ("我带两个孩子", 3),
        ("我和两个朋友", 3),
        ("我们俩", 2),
        ("一家三口", 3),
        ("就我一个人", 1),
        ("老婆孩子都去", None),
        ("两个大人一个小孩", 3),
        ("2个大人和1个孩子", 3),
        ("两大一小", 3),
        ("3个大人", 3),
    ],
)
def test_chinese_party_phrases(text: str, size: int | None) -> None:
    found = PartyReader(load_lexicon("zh", ())).find(text)
    assert [p.size for p in found] == ([] if size is None else [size])


def test_me_and_my_wife_books_two_seats(travel: Conversation) -> None:
    travel.say(
        "Can you book a flight from Paris to Rome for me and my wife next Friday?",
        asked="seat_class",
        slots={"passengers": 2, "depart_date": "2026-12-04"},
    )
    travel.say("economy", bot=confirm(2), phase="confirming")


@pytest.mark.parametrize(
    ("said", "passengers"),
    [
        ("for just me", 1),
        ("with my 3 colleagues", 4),
        ("for the two of us", 2),
        ("for me and two colleagues", 3),  # was 1: "two colleagues" lacked a "my"
        ("for my team of 5", 5),  # was 1
        (", we are 4", 4),  # the example's patterns lacked "we are {value}": was 1
        ("for a party of 6", 6),
    ],
)
def test_the_party_said_with_the_request(travel: Conversation, said: str, passengers: int) -> None:
    travel.say(
        f"book a flight from Paris to Rome next friday in economy {said}",
        bot=confirm(passengers),
        slots={"passengers": passengers},
    )


def test_a_flight_for_two_books_two_seats(travel: Conversation) -> None:
    # was 1 passenger: "for 2" said nothing the passengers' patterns knew
    travel.say("book a flight for 2", asked="departure_city", slots={"passengers": 2})
    travel.say("from Paris to Rome next friday", asked="seat_class")
    travel.say("economy", bot=confirm(2), phase="confirming")


def test_a_date_after_for_is_no_party(travel: Conversation) -> None:
    travel.say(
        "I need a flight to Rome for 2 December",
        asked="departure_city",
        slots={"passengers": 1, "depart_date": "2026-12-02"},
    )


def test_naming_who_comes_while_confirming_changes_the_count(travel: Conversation) -> None:
    travel.say("I need a flight from Paris to Rome next friday, economy", bot=confirm(1))
    travel.say(
        "me, my wife and our 2 kids",
        bot=confirm(4),
        phase="confirming",
        slots={"passengers": 4},
    )


def test_a_count_of_dishes_is_not_a_party(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("宫保鸡丁", asked="quantity")
    reply = restaurant.say("我和我老婆吃", slots={"quantity": None})
    assert reply.state.active_task is not None


def test_the_party_reader_is_only_for_slots_that_count_people() -> None:
    bot = Dispatcher.from_path(ROOT / "flows" / "restaurant")
    flow = bot.domain.flows["order_food"]
    quantity = bot.understander.parser(flow, flow.slot("quantity"))
    assert quantity.scan("我和我老婆", NOW, "zh") == []


def test_a_party_said_later_replaces_the_default_of_one(travel: Conversation) -> None:
    """ "we are a family of five" after the flight was set up kept 1 passenger (the flow's
    default, never said): a filled slot changed only on the words of a correction."""
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say(
        "we are a family of five",
        bot=["OK, passengers changed to 5.", "Economy, business or first class?"],
        slots={"passengers": 5},
    )
    # a count the user said is theirs: a later mention alone does not change it
    travel.say("economy", phase="confirming", slots={"passengers": 5})


def test_a_party_said_while_confirming_replaces_the_default(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    travel.say("we are a family of five", phase="confirming", slots={"passengers": 5})


@pytest.mark.parametrize("said", ["I'm flying alone", "actually I'm traveling solo"])
def test_alone_while_confirming_two_is_one_passenger(travel: Conversation, said: str) -> None:
    # "I'm flying alone" was "Sorry, I didn't get that." and the two seats stayed
    travel.say("I need a flight from Paris to Rome next friday, economy, for 2", bot=confirm(2))
    travel.say(said, bot=confirm(1), phase="confirming", slots={"passengers": 1})


@pytest.mark.parametrize("said", ["ye", "yea", "yeh"])
def test_chat_yes_books(travel: Conversation, said: str) -> None:
    """ "ye" to the confirmation was not understood (asked a city, it was refused as one:
    "Sorry, ye is not one of the options"); "yea" and "yeh" are guards that passed."""
    travel.say("book a flight from Paris to Rome next friday in economy", bot=confirm(1))
    reply = travel.say(said, phase="chitchat")
    assert reply.messages[0].startswith("Booked!")


def test_a_party_said_with_plus_in_the_request(travel: Conversation) -> None:
    travel.say(
        "can u book me on a flight to NYC next tues from boston? me + 2 colleagues",
        asked="seat_class",
        slots={"passengers": 3, "arrival_city": "New York"},
    )


def test_adults_and_a_child_in_the_request_book_three_seats(travel: Conversation) -> None:
    """ "for 2 adults and 1 child" booked two seats: "for 2" was the passengers' pattern."""
    travel.say(
        "book a flight from london to paris tomorrow in business for 2 adults and 1 child",
        phase="confirming",
        slots={"passengers": 3},
    )
