"""A value said as "the same as last time": "还是送到上次那个地址", "same as before".

The words were taken as the value: the order went to "上次那个地址", and "same as before"
for a room type was refused as an option.
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation


def test_zh_the_address_of_the_last_order(restaurant: Conversation) -> None:
    restaurant.say("我要点一份水煮鱼，明天中午送到建国路88号", phase="confirming")
    restaurant.say("好", phase="chitchat")
    restaurant.say("再来一份宫保鸡丁，明天晚上7点", asked="address")
    restaurant.say(
        "还是送到上次那个地址",
        phase="confirming",
        slots={"address": "建国路88号"},
        bot="确认订购1份宫保鸡丁，11月30日（周一） 19:00送到建国路88号吗？",
    )


@pytest.mark.parametrize("text", ["送到老地址", "上次那个地址"])
def test_zh_no_earlier_order_asks_for_the_address(restaurant: Conversation, text: str) -> None:
    restaurant.say("来一份宫保鸡丁，明天晚上7点", asked="address")
    restaurant.say(
        text,
        asked="address",
        slots={"address": None},
        bot=["您还没告诉我地址。", "送到什么地址？"],
    )
    restaurant.say("建国路88号", phase="confirming", slots={"address": "建国路88号"})


def test_en_the_room_type_of_the_last_hotel(travel: Conversation) -> None:
    travel.say("book a hotel in Rome from friday for 2 nights, a double", phase="confirming")
    travel.say("yes", phase="chitchat")
    travel.say("book a hotel in Paris from the 10th for 3 nights", asked="room_type")
    travel.say(
        "same as before",
        phase="confirming",
        slots={"room_type": "double", "city": "Paris"},
        bot="Reserve a double room in Paris from Thursday 10 December for 3 nights?",
    )


def test_en_same_as_before_with_nothing_before_is_no_option(travel: Conversation) -> None:
    travel.say("book a hotel in Rome from friday for 2 nights", asked="room_type")
    r = travel.say(
        "same as before",
        asked="room_type",
        bot=["You haven't told me the room type yet.", "Single, double or suite?"],
    )
    assert "not one of the options" not in r.text


def test_a_value_of_another_flow_is_not_the_same_as_before(travel: Conversation) -> None:
    """Only the same flow's earlier task counts: a flight's class is no room type."""
    travel.say("book a flight from Paris to Rome next friday in business", phase="confirming")
    travel.say("yes", phase="chitchat")
    travel.say("book a hotel in Rome from friday for 2 nights", asked="room_type")
    travel.say("same as before", asked="room_type", slots={"room_type": None})
