"""Starting a task over, and asking what the bot can do, in the middle of a task.

"let me start over" got the question again with nothing changed, "start again" was refused
as a seat class ("Sorry, start again is not one of the options."), and "重新来" cancelled the
order and left. "what can you do?" mid-task was "Sorry, I can't answer that here.", and a
second "what can you do?" with no task got "Anything else I can help with?". Conversations on
the example flows, fixed clock (Sunday 2026-11-29).
"""

from __future__ import annotations

import pytest

from dialogflows import Cancel
from dialogflows.testing import Conversation

OFFER = (
    "I can help you with: booking a flight, booking a hotel room, cancelling a booking, "
    "the weather forecast."
)


@pytest.mark.parametrize("text", ["let me start over", "start again", "can we start over?"])
def test_en_starting_over_drops_the_values_and_asks_from_the_first(
    travel: Conversation, text: str
) -> None:
    travel.say("book a flight from Paris to Rome tomorrow", asked="seat_class")
    r = travel.say(
        text,
        flow="book_flight",
        asked="departure_city",
        slots={"departure_city": None, "depart_date": None, "passengers": 1},
        bot=["OK, let's start over with booking a flight.", "Where are you flying from?"],
    )
    assert r.state.last_task is not None and r.state.last_task.phase == "cancelled"
    travel.say("from London to Tokyo", slots={"arrival_city": "Tokyo"}, asked="depart_date")


def test_zh_starting_over_after_a_cancel_word_is_no_cancel(restaurant: Conversation) -> None:
    restaurant.say("我要点两份宫保鸡丁", asked="delivery_date")
    restaurant.say(
        "算了，重新来",
        flow="order_food",
        slots={"dish": None, "quantity": None},
        bot=["好的，点外卖重新开始。", "您想点什么菜？"],
    )
    restaurant.say("麻婆豆腐", slots={"dish": "麻婆豆腐"}, asked="quantity")


def test_starting_over_with_nothing_running_says_so(travel: Conversation) -> None:
    travel.say("hi")
    r = travel.bot.apply("s", [Cancel(restart=True)], user_id="u1")
    assert r.messages == ["There is nothing to cancel right now."]


def test_what_can_you_do_mid_task_lists_the_flows_then_asks(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome tomorrow", asked="seat_class")
    travel.say(
        "what can you do?",
        asked="seat_class",
        slots={"departure_city": "Paris"},
        bot=[OFFER, "Economy, business or first class?"],
    )
    travel.say("help", bot=[OFFER, "Economy, business or first class?"])


def test_what_can_you_do_asked_again_is_answered_again(travel: Conversation) -> None:
    travel.say("what can you do?", bot=OFFER)
    travel.say("hi", bot="Anything else I can help with?")
    travel.say("what can you do?", bot=OFFER)


def test_zh_what_can_you_do_mid_task(restaurant: Conversation) -> None:
    restaurant.say("我要点两份宫保鸡丁", asked="delivery_date")
    restaurant.say("你能做什么", bot=["我可以帮您：点外卖、查询订单、退款。", "哪天送？"])
