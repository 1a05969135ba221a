"""Values that are everyday words: "first" is a class, and also what comes before.

"actually I want a hotel first" while a flight asked where from set the flight to first
class and dropped the hotel; then "first" as a bare ordinal made Rome (the first city the
user named) the hotel's city.
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation


@pytest.mark.parametrize(
    "said", ["actually I want a hotel first", "let me book a hotel first", "I need a hotel first"]
)
def test_a_hotel_first_is_no_first_class(travel: Conversation, said: str) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    # the flight's city is offered for the hotel (carryover.py), not taken
    r = travel.say(
        said,
        flow="book_hotel",
        phase="clarifying",
        stack=["book_flight"],
        slots={"city": None},
        bot_contains="did you mean Rome for the city?",
    )
    assert r.state.task_stack[0].value("seat_class") is None


def test_first_as_the_answer_or_after_a_preposition_is_the_class(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say("first", phase="confirming", slots={"seat_class": "first"})
    travel.say("no, in business", phase="confirming", slots={"seat_class": "business"})


def test_a_bare_ordinal_alone_still_picks_an_option(travel: Conversation) -> None:
    travel.say("book a flight from Boston", asked="arrival_city")
    travel.say("Paris or London or Rome", phase="clarifying")
    travel.say("second", slots={"arrival_city": "London"})
