"""Holidays on a fixed day: "checking in Christmas Eve", "平安夜中午送到".

Before, "hotel in Madrid checking in Christmas Eve for a week" asked "When do you check
in?": no rule read a holiday's name.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from dialogflows.nlu.dates import find_dates
from dialogflows.testing import Conversation

NOW = datetime(2026, 11, 29, 10, 0)  # a Sunday


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("checking in Christmas Eve", "2026-12-24"),
        ("on christmas", "2026-12-25"),
        ("christmas morning", "2026-12-25"),
        ("xmas", "2026-12-25"),
        ("New Year's Eve", "2026-12-31"),
        ("new years eve", "2026-12-31"),
        ("New Year's Day", "2027-01-01"),  # the next one to come
        ("on valentines day", "2027-02-14"),
        ("平安夜送到", "2026-12-24"),
        ("圣诞节那天", "2026-12-25"),
        ("元旦", "2027-01-01"),
        ("国庆节", "2027-10-01"),
    ],
)
def test_a_holiday_is_its_next_day(text: str, day: str) -> None:
    assert [d.value.isoformat() for d in find_dates(text, NOW)] == [day]


@pytest.mark.parametrize(
    "text", ["I love christmas music", "a halloween party", "christmas shopping"]
)
def test_a_holiday_qualifying_a_thing_is_no_date(text: str) -> None:
    assert find_dates(text, NOW) == []


def test_en_a_hotel_from_christmas_eve(travel: Conversation) -> None:
    travel.say(
        "hotel in Madrid checking in Christmas Eve for a week",
        asked="room_type",
        slots={"city": "Madrid", "check_in": "2026-12-24", "nights": 7},
    )


def test_zh_an_order_for_christmas_eve(restaurant: Conversation) -> None:
    restaurant.say(
        "两份宫保鸡丁，平安夜中午送到望京西路5号",
        bot="确认订购2份宫保鸡丁，12月24日（周四） 12:00送到望京西路5号吗？",
    )
