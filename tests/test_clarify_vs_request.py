"""A request for another flow while a value is being clarified is that request.

Played: the forecast for Paris asked "Just to check: did you mean Monday 30 November for the date?"
(after "and next week?"), and "ok book me a hotel there for the weekend" was read as the
answer: the bot gave the forecast again and booked nothing.
"""

from __future__ import annotations

from dialogflows.testing import Conversation


def test_a_hotel_asked_for_while_a_forecast_date_is_checked(travel: Conversation) -> None:
    travel.say("what's the weather in Paris this weekend?", flow=None)
    travel.say("and next week?", phase="clarifying", flow="weather")
    travel.say(
        "ok book me a hotel there for the weekend",
        flow="book_hotel",
        slots={"city": "Paris", "check_in": "2026-11-29"},
        asked="nights",
    )


def test_an_answer_to_the_check_is_still_one(travel: Conversation) -> None:
    """A guard (passed before): the answer with no other flow's trigger answers."""
    travel.say("what's the weather in Paris this weekend?", flow=None)
    travel.say("and next week?", phase="clarifying", flow="weather")
    travel.say("wednesday", bot=["Paris 2026-12-02: light rain, 14°C."], flow=None)
