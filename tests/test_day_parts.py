"""A part of the day said where a clock time is wanted: "晚上", "时间改到晚上", "the evening".

Before: asked "几点送到？", "晚上" was "抱歉，我没听明白。"; with noon booked, "时间改到晚上" put
"时间改到晚上" in the address and the order was placed with it; "改到晚上" asked whether the
dish or the address should change.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Clarify, ClearSlot, Dispatcher
from dialogflows.testing import Conversation, FixedClock

NOON = "宫保鸡丁两份，明天中午送到建国路88号"


def order_at(time: str) -> str:
    return f"确认订购2份宫保鸡丁，11月30日（周一） {time}送到建国路88号吗？"


def test_zh_evening_asked_the_time_asks_which_hour(restaurant: Conversation) -> None:
    restaurant.say("宫保鸡丁两份，明天送到建国路88号", asked="delivery_time")
    r = restaurant.say("晚上", bot="晚上几点？", asked="delivery_time")
    assert [type(c) for c in r.commands] == [Clarify]
    restaurant.say("7点", bot=order_at("19:00"), slots={"delivery_time": "19:00"})


@pytest.mark.parametrize("said", ["时间改到晚上", "改到晚上", "还是晚上送吧"])
def test_zh_evening_for_a_noon_order_asks_which_hour(restaurant: Conversation, said: str) -> None:
    restaurant.say(NOON, bot=order_at("12:00"))
    r = restaurant.say(
        said,
        bot="晚上几点？",
        slots={"delivery_time": None, "address": "建国路88号"},
        asked="delivery_time",
    )
    assert [type(c) for c in r.commands] == [ClearSlot, Clarify]
    restaurant.say("7点半", bot=order_at("19:30"), phase="confirming")


def test_zh_the_same_part_of_the_day_changes_nothing(restaurant: Conversation) -> None:
    restaurant.say("宫保鸡丁两份，明天晚上7点送到建国路88号", bot=order_at("19:00"))
    restaurant.say("晚上", slots={"delivery_time": "19:00"}, phase="confirming")


def test_zh_evening_and_an_hour_is_a_time(restaurant: Conversation) -> None:
    restaurant.say(NOON, bot=order_at("12:00"))
    restaurant.say("时间改到晚上7点", bot=order_at("19:00"))


def test_en_the_evening_asks_which_hour(tmp_path: Path) -> None:
    (tmp_path / "table.yaml").write_text(
        """
flows:
  table:
    description: booking a table
    triggers: [book a table]
    slots:
      - {name: guests, type: integer, prompt: For how many?}
      - {name: time, type: time, prompt: What time?}
    confirm: A table for {guests} at {time}?
""",
        encoding="utf-8",
    )
    bot = Dispatcher.from_path(tmp_path, clock=FixedClock("2026-11-29T10:00:00"))
    conv = Conversation(bot, "s")
    conv.say("book a table for 2", asked="time")
    conv.say("in the evening", bot="What time in the evening?", asked="time")
    conv.say("8", bot="A table for 2 at 8:00 PM?")
    conv.say("make it the afternoon", bot="What time in the afternoon?", slots={"time": None})
    conv.say("at 3", bot="A table for 2 at 3:00 PM?")


def test_a_number_alone_asked_what_time_is_an_hour(restaurant: Conversation) -> None:
    # "7" to "几点送到？" was not understood; after "晚上" it is 19:00
    restaurant.say("宫保鸡丁两份，明天送到建国路88号", asked="delivery_time")
    restaurant.say("晚上", bot="晚上几点？")
    restaurant.say("7", bot=order_at("19:00"))
