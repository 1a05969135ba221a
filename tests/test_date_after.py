"""A date said as the one after another, and "this friday" told apart from "next friday".

The clock is Sunday 29 November 2026: "friday", "this friday" and "next friday" all read
Friday 4 December on their own. Before, "not this friday, next friday" booked the Friday
refused; "friday after next" and "the friday after this one" booked 4 December;
"not this friday, the one after", "make it the following friday" and "the one after that"
changed nothing; "the week after" was refused as a seat class; "不是这周五，下周五" kept
Friday; "不是这个周五，是下一个" set the order's quantity to 1.
"""

from __future__ import annotations

import pytest

from dialogflows import CorrectSlot, SetSlot
from dialogflows.testing import Conversation

FLIGHT = "book a flight from Paris to Rome"
FRI, NEXT_FRI, FRI_AFTER = "2026-12-04", "2026-12-11", "2026-12-18"


#: how the bot says the days these tests use; slots keep the ISO date
SAID_EN = {
    "2026-12-02": "Wednesday 2 December",
    "2026-12-04": "Friday 4 December",
    "2026-12-07": "Monday 7 December",
    "2026-12-09": "Wednesday 9 December",
    "2026-12-11": "Friday 11 December",
    "2026-12-18": "Friday 18 December",
}


def booked(day: str) -> str:
    return f"Book economy class from Paris to Rome on {SAID_EN[day]} for 1 passenger?"


@pytest.mark.parametrize(
    "said",
    [
        "friday after next",
        "the friday after this one",
        "a week from friday",
        "not this friday, next friday",
        "not this friday, the one after",
        "not friday but the friday after",
    ],
)
def test_en_the_friday_after_the_coming_one_answers_the_date(
    travel: Conversation, said: str
) -> None:
    travel.say(FLIGHT, asked="depart_date")
    r = travel.say(said, slots={"depart_date": NEXT_FRI}, asked="seat_class")
    assert [type(c) for c in r.commands] == [SetSlot]


def test_en_this_or_next_friday_offers_two_fridays(travel: Conversation) -> None:
    travel.say(FLIGHT, asked="depart_date")
    travel.say(
        "this friday or next friday?",
        bot="Did you mean Friday 4 December or Friday 11 December?",
        phase="clarifying",
    )


@pytest.mark.parametrize(
    "said",
    [
        "actually not this friday, the one after",
        "the friday after",
        "make it the following friday",
        "the one after that",
        "no, the next one",
        "the week after",
        "next friday",
    ],
)
def test_en_the_held_friday_moves_a_week_while_confirming(travel: Conversation, said: str) -> None:
    travel.say(f"{FLIGHT} on friday in economy", bot=booked(FRI))
    r = travel.say(said, bot=booked(NEXT_FRI), phase="confirming", slots={"depart_date": NEXT_FRI})
    assert [type(c) for c in r.commands] == [CorrectSlot]


def test_en_moves_add_up_and_are_said_back_while_collecting(travel: Conversation) -> None:
    travel.say(FLIGHT, asked="depart_date")
    travel.say("friday", slots={"depart_date": FRI}, asked="seat_class")
    travel.say(
        "the week after",
        bot=["OK, depart date changed to Friday 11 December.", "Economy, business or first class?"],
        slots={"depart_date": NEXT_FRI, "seat_class": None},
    )
    travel.say("the one after that", slots={"depart_date": FRI_AFTER}, asked="seat_class")


def test_en_a_day_of_the_month_has_no_next_one(travel: Conversation) -> None:
    # "the one after" December 4th could be the 5th or the 11th: nothing is guessed
    travel.say(f"{FLIGHT} on december 4th in economy", bot=booked(FRI))
    travel.say("the one after", bot=booked(FRI), slots={"depart_date": FRI})


def test_en_next_friday_after_next_friday_stays(travel: Conversation) -> None:
    # said the same way twice, it is the same day: only "this" and "next" are told apart
    travel.say(f"{FLIGHT} next friday in economy", bot=booked(FRI))
    travel.say("next friday", bot=booked(FRI), slots={"depart_date": FRI})


def test_en_the_one_after_with_no_date_is_not_a_seat_class(travel: Conversation) -> None:
    travel.say(FLIGHT, asked="depart_date")
    travel.say("the week after", asked="depart_date", slots={"depart_date": None})


def test_en_the_hotels_check_in_moves_to_the_next_one(travel: Conversation) -> None:
    travel.say("book a hotel in Rome for 2 nights", asked="check_in")
    travel.say("friday", slots={"check_in": FRI}, asked="room_type")
    travel.say("the next one", slots={"check_in": NEXT_FRI, "nights": 2}, asked="room_type")


ORDER = "我要订餐"


def test_zh_not_this_friday_but_next_is_the_friday_after(restaurant: Conversation) -> None:
    restaurant.say(ORDER, asked="dish")
    restaurant.say("宫保鸡丁", asked="quantity")
    restaurant.say("周五", slots={"delivery_date": FRI}, asked="quantity")
    restaurant.say(
        "不是这周五，下周五",
        bot=["好的，送餐日期改成12月11日（周五）。", "要几份？"],
        slots={"delivery_date": NEXT_FRI, "quantity": None},
    )


def test_zh_the_next_one_said_early_is_the_date_not_a_count(restaurant: Conversation) -> None:
    restaurant.say(ORDER, asked="dish")
    restaurant.say("宫保鸡丁", asked="quantity")
    restaurant.say(
        "不是这个周五，是下一个",
        slots={"delivery_date": NEXT_FRI, "quantity": None},
        asked="quantity",
    )


def test_zh_this_or_next_friday_offers_two_fridays(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁", asked="delivery_date")
    restaurant.say(
        "这周五还是下周五？", bot="您是指12月4日（周五）还是12月11日（周五）？", phase="clarifying"
    )


@pytest.mark.parametrize(("said", "day"), [("下一个吧", NEXT_FRI), ("再下一个周五", NEXT_FRI)])
def test_zh_the_held_friday_moves_to_the_next_one(
    restaurant: Conversation, said: str, day: str
) -> None:
    restaurant.say("两份宫保鸡丁", asked="delivery_date")
    restaurant.say("周五", slots={"delivery_date": FRI}, asked="delivery_time")
    restaurant.say(said, slots={"delivery_date": day, "quantity": 2}, asked="delivery_time")


@pytest.mark.parametrize("said", ["economy", "friday", "Paris"])
def test_a_held_value_said_again_while_confirming_gets_the_question_again(
    travel: Conversation, said: str
) -> None:
    # it was "Sorry, I didn't get that." before the question
    travel.say(f"{FLIGHT} next friday in economy", bot=booked(FRI))
    r = travel.say(said, bot=booked(FRI), phase="confirming", slots={"depart_date": FRI})
    assert [e.type for e in r.events] == ["turn_started", "understood", "bot_said"]  # no change


def test_zh_a_held_value_said_again_while_confirming(restaurant: Conversation) -> None:
    order = "确认订购2份宫保鸡丁，11月30日（周一） 12:00送到望京西路5号吗？"
    restaurant.say("两份宫保鸡丁，明天中午送到望京西路5号", bot=order)
    restaurant.say("明天", bot=order, phase="confirming")


@pytest.mark.parametrize("said", ["sometime next week, maybe wednesday", "next week on wednesday"])
def test_en_next_week_and_a_weekday_is_that_weeks_day(travel: Conversation, said: str) -> None:
    # "Did you mean Monday 30 November or Wednesday 2 December?": the week was a second date
    travel.say(FLIGHT, asked="depart_date")
    travel.say(said, slots={"depart_date": "2026-12-02"}, asked="seat_class")


def test_zh_next_week_and_a_weekday_is_that_weeks_day(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁", asked="delivery_date")
    restaurant.say("下周吧，周三", slots={"delivery_date": "2026-12-02"}, asked="delivery_time")


def test_next_week_or_a_weekday_stays_two_dates() -> None:
    from datetime import datetime

    from dialogflows.nlu.dates import find_dates

    wednesday = datetime(2026, 12, 2, 10)  # next week's Wednesday is the 9th, not today
    said = find_dates("sometime next week, maybe wednesday", wednesday, "en")
    assert [d.value.isoformat() for d in said] == ["2026-12-09"]
    either = find_dates("next week or friday", wednesday, "en")
    assert [d.value.isoformat() for d in either] == ["2026-12-07", "2026-12-04"]
