"""Counts changed by how much ("add one more passenger", "再加一份"), and one more item of
another kind ("再来一份麻婆豆腐"), turn by turn."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation


def confirming_flight(c: Conversation) -> None:
    c.say("book a flight from Paris to Rome tomorrow economy", phase="confirming")


def test_en_one_more_passenger_adds_one(travel: Conversation) -> None:
    """ "one more passenger" was read as 1 passenger: the count did not move."""
    confirming_flight(travel)
    travel.say(
        "actually make that business and add one more passenger",
        bot="Book business class from Paris to Rome on Monday 30 November for 2 passengers?",
        phase="confirming",
    )
    travel.say("add two more", slots={"passengers": 4})
    travel.say("one less passenger", slots={"passengers": 3})
    travel.say("another passenger", slots={"passengers": 4})


@pytest.mark.parametrize("text", ["one more thing, is there wifi?", "three fewer passengers"])
def test_en_no_count_moves_on_other_words_or_below_one(travel: Conversation, text: str) -> None:
    confirming_flight(travel)
    travel.say(text, phase="confirming", slots={"passengers": 1})


def test_en_the_unit_names_the_count(travel: Conversation) -> None:
    travel.say("book a hotel in Rome tomorrow for 3 nights double", phase="confirming")
    travel.say("one more night", slots={"nights": 4})
    travel.say("2 fewer nights", slots={"nights": 2})


def order_to_confirm(c: Conversation) -> None:
    c.say("两份宫保鸡丁，明天中午送到建国路88号", phase="confirming", slots={"quantity": 2})


def test_zh_zai_jia_yi_fen_adds_a_portion(restaurant: Conversation) -> None:
    order_to_confirm(restaurant)
    restaurant.say("再加一份", bot="确认订购3份宫保鸡丁，11月30日（周一） 12:00送到建国路88号吗？")
    restaurant.say("少来一份", slots={"quantity": 2})


def test_zh_one_more_of_another_dish_is_another_order(restaurant: Conversation) -> None:
    """ "再来一份麻婆豆腐" set the 宫保鸡丁 order to 1 portion and dropped the 麻婆豆腐."""
    order_to_confirm(restaurant)
    restaurant.say(
        "再来一份麻婆豆腐",
        bot=[
            "之后再帮您点外卖（麻婆豆腐）。",
            "确认订购2份宫保鸡丁，11月30日（周一） 12:00送到建国路88号吗？",
        ],
        slots={"dish": "宫保鸡丁", "quantity": 2},
    )
    restaurant.say(
        "对",
        bot_contains="确认订购1份麻婆豆腐，11月30日（周一） 12:00送到建国路88号吗？",
        phase="confirming",
    )


def test_en_a_companion_added_is_one_more_passenger(travel: Conversation) -> None:
    """ "and add my wife" at the confirmation was chit-chat, and the next "yes" booked one
    seat. Who is added counts as many as they are."""
    confirming_flight(travel)
    travel.say(
        "and add my wife",
        phase="confirming",
        bot="Book economy class from Paris to Rome on Monday 30 November for 2 passengers?",
    )
    travel.say("please also include my two kids", slots={"passengers": 4})


def test_en_a_companion_added_to_a_flow_without_a_party_moves_nothing(
    travel: Conversation,
) -> None:
    travel.say("book a hotel in Rome tomorrow for 3 nights double", phase="confirming")
    travel.say("add my wife", phase="confirming", slots={"nights": 3})


ZH_TRIP = """\
settings: {language: zh, region: CN, currency: CNY}
entities:
  city: {values: [北京, 上海]}
flows:
  book_train:
    description: 订火车票
    triggers: [订火车票]
    slots:
      - {name: city, type: enum, entity: city, patterns: ["去{value}"], prompt: 去哪？}
      - {name: passengers, type: integer, default: 1, required: false, patterns: ["{value}位", "{value}个人"], prompt: 几位？}
    confirm: 确认{passengers}位去{city}吗？
"""


def test_zh_a_companion_added_is_one_more_passenger(tmp_path: Path) -> None:
    (tmp_path / "trip.yaml").write_text(ZH_TRIP, encoding="utf-8")
    c = Conversation(Dispatcher.from_path(tmp_path / "trip.yaml"), "s")
    c.say("订火车票去上海", phase="confirming", slots={"passengers": 1})
    c.say("加上我老婆", phase="confirming", bot="确认2位去上海吗？")
    c.say("再带上我两个孩子", slots={"passengers": 4})


@pytest.mark.parametrize(
    ("said", "count"),
    [
        ("actually my wife is coming too", 2),
        ("our two kids are joining us", 3),
        ("my husband's flying with me", 2),
    ],
)
def test_en_a_companion_said_to_come_is_one_more_passenger(
    travel: Conversation, said: str, count: int
) -> None:
    # "actually my wife is coming too" changed nothing, and the next "yes" booked one seat
    confirming_flight(travel)
    travel.say(said, phase="confirming", slots={"passengers": count})


def test_zh_a_companion_said_to_come_along_is_one_more_passenger(tmp_path: Path) -> None:
    (tmp_path / "trip.yaml").write_text(ZH_TRIP, encoding="utf-8")
    c = Conversation(Dispatcher.from_path(tmp_path / "trip.yaml"), "s")
    c.say("订火车票去上海", phase="confirming", slots={"passengers": 1})
    c.say("我老婆也一起去", phase="confirming", bot="确认2位去上海吗？")
