"""Values said when the bot offers to go back to a task on hold take it up with them.

Played: a flight to Tokyo was put on hold for the weather there on Friday, and the bot
asked "Shall we get back to booking a flight?". "from London" got "I can help you with: …"
and "friday" "Anything else I can help with?": both were values the forecast takes too, so
they pointed at two flows and were read as small talk, and lost. ("business", which only
the flight takes, already took the flight up, and so did a message with three values; the
follow-up of the forecast and the "no" are guards that passed before.)
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation

OFFER = "Shall we get back to booking a flight?"


def aside(travel: Conversation) -> None:
    travel.say("I need a flight to Tokyo", asked="departure_city")
    travel.say(
        "oh and what's the weather there on friday?",
        bot=[
            "Let's put booking a flight on hold for a moment.",
            "Tokyo 2026-12-04: windy, 15°C.",
            OFFER,
        ],
        stack=["book_flight"],
    )


@pytest.mark.parametrize("said", ["from London", "London", "London please"])
def test_a_city_takes_the_flight_up(travel: Conversation, said: str) -> None:
    aside(travel)
    travel.say(
        said,
        bot=["Back to booking a flight.", "What day do you want to leave?"],
        phase="collecting",
        flow="book_flight",
        stack=[],
        slots={"departure_city": "London", "arrival_city": "Tokyo"},
    )
    travel.say("friday", asked="seat_class", slots={"depart_date": "2026-12-04"})


def test_a_day_takes_the_flight_up(travel: Conversation) -> None:
    aside(travel)
    travel.say(
        "friday",
        bot=["Back to booking a flight.", "Where are you flying from?"],
        flow="book_flight",
        slots={"depart_date": "2026-12-04", "departure_city": None},
    )


def test_every_value_at_once_goes_to_the_confirmation(travel: Conversation) -> None:
    aside(travel)
    travel.say(
        "from London on friday in economy",
        bot=[
            "Back to booking a flight.",
            "Book economy class from London to Tokyo on Friday 4 December for 1 passenger?",
        ],
        phase="confirming",
    )


def test_a_follow_up_of_the_forecast_is_still_one(travel: Conversation) -> None:
    aside(travel)
    travel.say(
        "and in London?",
        bot=["London 2026-12-04: light rain, 19°C.", OFFER],
        flow=None,
        stack=["book_flight"],
    )


def test_a_no_keeps_the_flight_on_hold(travel: Conversation) -> None:
    aside(travel)
    travel.say("no", bot=["OK, I'll keep booking a flight on hold."], stack=["book_flight"])


def test_zh_a_day_takes_the_order_up(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("两份宫保鸡丁", asked="delivery_date")
    restaurant.say("我的订单DD-1234到哪了", stack=["order_food"])
    restaurant.say(
        "明天晚上7点，送到朝阳区建国路88号",
        bot=[
            "我们继续点外卖。",
            "确认订购2份宫保鸡丁，11月30日（周一） 19:00送到朝阳区建国路88号吗？",
        ],
        phase="confirming",
        stack=[],
    )
