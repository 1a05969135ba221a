"""A booked date moved by a number of days: "push it back a day", "one day earlier", "晚一天".

Before, with Friday 4 December booked, "a day later" booked Monday 30 November (a day
after today), "two days later" Tuesday 1 December; "push it back a day", "move it up a
day" and "提前一天" changed nothing; and "晚一天" set the order's quantity to 1.
"""

from __future__ import annotations

import pytest

from dialogflows import CorrectSlot
from dialogflows.testing import Conversation

FRIDAY = "book a flight from Paris to Rome next friday in first"


#: how the bot says the days these tests use; slots keep the ISO date
SAID_EN = {
    "2026-11-29": "Sunday 29 November",
    "2026-11-30": "Monday 30 November",
    "2026-12-01": "Tuesday 1 December",
    "2026-12-02": "Wednesday 2 December",
    "2026-12-03": "Thursday 3 December",
    "2026-12-04": "Friday 4 December",
    "2026-12-05": "Saturday 5 December",
    "2026-12-06": "Sunday 6 December",
    "2026-12-10": "Thursday 10 December",
    "2026-12-11": "Friday 11 December",
    "2026-12-21": "Monday 21 December",
}


#: how the bot says the days these tests use; slots keep the ISO date
SAID_ZH = {
    "2026-11-29": "11月29日（周日）",
    "2026-11-30": "11月30日（周一）",
    "2026-12-01": "12月1日（周二）",
    "2026-12-02": "12月2日（周三）",
    "2026-12-03": "12月3日（周四）",
    "2026-12-04": "12月4日（周五）",
    "2026-12-05": "12月5日（周六）",
    "2026-12-06": "12月6日（周日）",
    "2026-12-10": "12月10日（周四）",
    "2026-12-11": "12月11日（周五）",
    "2026-12-21": "12月21日（周一）",
}


def confirm_on(day: str) -> str:
    return f"Book first class from Paris to Rome on {SAID_EN[day]} for 1 passenger?"


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("a day later", "2026-12-05"),
        ("make it a day later", "2026-12-05"),
        ("push it back a day", "2026-12-05"),
        ("can we push it back by two days?", "2026-12-06"),
        ("two days later", "2026-12-06"),
        ("push it back a week", "2026-12-11"),
        ("one day earlier", "2026-12-03"),
        ("move it up a day", "2026-12-03"),
        ("the day after", "2026-12-05"),
        ("actually the day before", "2026-12-03"),
    ],
)
def test_en_the_booked_date_moves_while_confirming(
    travel: Conversation, said: str, day: str
) -> None:
    travel.say(FRIDAY, bot=confirm_on("2026-12-04"))
    r = travel.say(said, bot=confirm_on(day), phase="confirming", slots={"depart_date": day})
    assert [type(c) for c in r.commands] == [CorrectSlot]


def test_en_a_move_while_collecting_is_said_back(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say(
        "actually a day later",
        bot=[
            "OK, depart date changed to Saturday 5 December.",
            "Economy, business or first class?",
        ],
        slots={"depart_date": "2026-12-05"},
    )


def test_en_with_no_date_yet_a_day_later_is_from_today(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say("a day later", slots={"depart_date": "2026-11-30"}, asked="seat_class")


def test_en_the_hotels_check_in_moves(travel: Conversation) -> None:
    travel.say("I need a hotel in Paris from December 20 for 3 nights", asked="room_type")
    travel.say("check in a day later", slots={"check_in": "2026-12-21", "nights": 3})


ORDER = "两份宫保鸡丁，明天中午送到望京西路5号"


def order_on(day: str) -> str:
    return f"确认订购2份宫保鸡丁，{SAID_ZH[day]} 12:00送到望京西路5号吗？"


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("晚一天", "2026-12-01"),
        ("再晚一天吧", "2026-12-01"),
        ("推迟两天", "2026-12-02"),
        ("往后推一天", "2026-12-01"),
        ("改到后一天", "2026-12-01"),
        ("提前一天", "2026-11-29"),
    ],
)
def test_zh_the_delivery_date_moves_and_the_quantity_stays(
    restaurant: Conversation, said: str, day: str
) -> None:
    restaurant.say(ORDER, bot=order_on("2026-11-30"))
    restaurant.say(said, bot=order_on(day), slots={"delivery_date": day, "quantity": 2})


def test_zh_a_move_before_the_first_day_is_refused(restaurant: Conversation) -> None:
    restaurant.say(ORDER, bot=order_on("2026-11-30"))
    restaurant.say(
        "提前两天",
        bot=["抱歉，日期不能早于11月29日（周日）。", "哪天送？"],
        slots={"delivery_date": "2026-11-30"},
    )


def test_a_weekday_alone_after_a_no_is_that_day_of_the_booked_week(travel: Conversation) -> None:
    # "sunday" to "What would you like to change?" for Friday 4 December was today (Sunday
    # 29 November): "make it sunday" already read it in the booked week
    travel.say("book a flight from Paris to Rome on friday economy", phase="confirming")
    travel.say("no", bot="What would you like to change?")
    travel.say(
        "sunday",
        phase="confirming",
        slots={"depart_date": "2026-12-06"},
        bot="Book economy class from Paris to Rome on Sunday 6 December for 1 passenger?",
    )


STAY = "I need a room in Tokyo, checking in on the 10th and checking out on the 14th"


@pytest.mark.parametrize(
    ("said", "nights"),
    [
        ("actually I'll check out a day later", 5),
        ("can we leave a day later", 5),
        ("check out one day earlier", 3),
        ("晚一天退房", 5),
    ],
)
def test_a_later_check_out_lengthens_the_stay(travel: Conversation, said: str, nights: int) -> None:
    """ "actually I'll check out a day later" moved the check-in to the 11th and kept 4
    nights: the stay started later instead of ending later."""
    travel.say(STAY, asked="room_type")
    travel.say("suite", phase="confirming")
    travel.say(said, phase="confirming", slots={"check_in": "2026-12-10", "nights": nights})


def test_a_shift_without_check_out_still_moves_the_stay(travel: Conversation) -> None:
    """A guard (passed before)."""
    travel.say(STAY, asked="room_type")
    travel.say("suite", phase="confirming")
    travel.say("push it back a day", slots={"check_in": "2026-12-11", "nights": 4})


@pytest.mark.parametrize(
    ("said", "check_in"),
    [
        ("hotel in paris for tonight and tomorrow night", "2026-11-29"),
        ("a room in Paris for friday and saturday nights", "2026-12-04"),
    ],
)
def test_the_nights_listed_are_a_stay(travel: Conversation, said: str, check_in: str) -> None:
    """ "hotel in paris for tonight and tomorrow night" asked "When do you check in?": two
    nights listed with "and" were no stay (only "from … to …" was)."""
    travel.say(said, asked="room_type", slots={"check_in": check_in, "nights": 2})


def test_two_days_without_nights_are_no_stay(travel: Conversation) -> None:
    """A guard (passed before): "friday and saturday" may be a choice, not two nights."""
    travel.say("hotel in Rome friday and saturday", asked="check_in", slots={"nights": None})


def test_the_nights_listed_answer_the_date(travel: Conversation) -> None:
    travel.say("I need a hotel in Paris", asked="check_in")
    travel.say("friday and saturday night", slots={"check_in": "2026-12-04", "nights": 2})
