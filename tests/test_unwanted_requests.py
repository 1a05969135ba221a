"""A request said not to be wanted asks for nothing: "I don't want to book a flight".

Before, the trigger phrase inside it was enough: "I don't want to book a flight" started a
booking, "no need to book a hotel" asked which city, and "不用退款了" or "我不想退了" after an
order started a refund (a destructive flow).
"""

from __future__ import annotations

import pytest

from dialogflows import Cancel
from dialogflows.testing import Conversation

OFFER = (
    "I can help you with: booking a flight, booking a hotel room, cancelling a booking, "
    "the weather forecast."
)


@pytest.mark.parametrize(
    "said",
    [
        "I don't want to book a flight",
        "I do not want to fly to Rome",
        "no need to book a hotel",
        "I don't need a hotel",
        "I really don't wanna book a flight",
    ],
)
def test_en_a_refused_request_starts_nothing(travel: Conversation, said: str) -> None:
    travel.say(said, phase="chitchat", flow=None, bot=OFFER)


@pytest.mark.parametrize(
    "said", ["no, book a flight to Rome", "I don't know, book a flight to Rome"]
)
def test_en_a_no_before_a_request_refuses_nothing_after_it(travel: Conversation, said: str) -> None:
    travel.say(said, flow="book_flight", slots={"arrival_city": "Rome"})


def test_en_refusing_the_running_flow_cancels_it(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    r = travel.say(
        "I don't want to book a flight anymore",
        bot="Okay, I won't book the flight.",
        phase="chitchat",
    )
    assert r.commands == [Cancel()]


def test_en_refusing_another_flow_mid_task_keeps_the_task(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say("I don't need a hotel", flow="book_flight", asked="departure_city", stack=[])
    travel.say("from Paris", asked="depart_date", slots={"departure_city": "Paris"})


@pytest.mark.parametrize("said", ["不用退款了", "我不想退了", "别退款"])
def test_zh_a_refused_refund_after_an_order_starts_nothing(
    restaurant: Conversation, said: str
) -> None:
    restaurant.say("帮我点一份麻婆豆腐，明天晚上六点送到朝阳区建国路88号", phase="confirming")
    restaurant.say("好的", bot_contains="下单成功")
    restaurant.say(said, phase="chitchat", flow=None)


def test_zh_asking_for_the_refund_still_starts_it(restaurant: Conversation) -> None:
    restaurant.say("帮我点一份麻婆豆腐，明天晚上六点送到朝阳区建国路88号", phase="confirming")
    restaurant.say("好的", bot_contains="下单成功")
    # the example's triggers now take "我要退…" and "…那单退了" too
    for said in ("我要退刚才那单", "把刚才那单退了"):
        restaurant.say(said, flow="refund", phase="confirming", bot_contains="退款后无法撤销")
        restaurant.say("不退了", phase="chitchat")


def test_zh_refusing_the_running_order_cancels_it(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("我不想订餐了", bot="好的，这单不下了。", phase="chitchat")
