"""Two values offered as alternatives ("next fri or sat", "economy or business", "周五还是周六"):
the bot asks which one instead of taking the first, and reads the answer to that question.

Whole conversations through the rule understander on the example flows, with the clock
fixed on Sunday 2026-11-29: "next fri" is Friday 4 December and "sat" after it 2026-12-05.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from dialogflows.nlu.dates import find_dates
from dialogflows.testing import Conversation

WHICH_DATE = "Did you mean Friday 4 December or Saturday 5 December?"
FLIGHT = {"departure_city": "Paris", "arrival_city": "Rome"}
NOW = datetime(2026, 11, 29, 10)


def flight_asking_the_date(travel: Conversation) -> None:
    travel.say("I want to book a flight from Paris to Rome", asked="depart_date", slots=FLIGHT)


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("next fri or sat", [("2026-12-04", "next fri"), ("2026-12-05", "sat")]),
        ("fri or sat", [("2026-12-04", "fri"), ("2026-12-05", "sat")]),
        ("December 4 or 5", [("2026-12-04", "December 4"), ("2026-12-05", "5")]),
        ("4 December or the 6th", [("2026-12-04", "4 December"), ("2026-12-06", "the 6th")]),
        ("the 4th or 5th", [("2026-12-04", "the 4th"), ("2026-12-05", "5th")]),
        ("next friday or maybe sat", [("2026-12-04", "next friday"), ("2026-12-05", "sat")]),
        ("下周五或者六", [("2026-12-04", "下周五"), ("2026-12-05", "六")]),
        # no "or" after a date: "sat" is the verb, "5" a count
        ("I sat down on friday", [("2026-12-04", "on friday")]),
        ("friday, 5 people", [("2026-12-04", "friday")]),
    ],
)
def test_an_elliptic_second_date_is_read_in_the_first_ones_frame(
    text: str, dates: list[tuple[str, str]]
) -> None:
    found = find_dates(text, NOW, "zh" if "周" in text else "en")
    assert [(d.value.isoformat(), d.raw) for d in found] == dates


def test_two_dates_as_the_answer_ask_which_and_an_ordinal_picks_one(
    travel: Conversation,
) -> None:
    flight_asking_the_date(travel)
    reply = travel.say(
        "next fri or sat", bot=WHICH_DATE, phase="clarifying", slots={"depart_date": None}
    )
    # the model is told what the question is about, not shown an empty value
    state_block = reply.prompt[0]["content"]
    assert 'clarifying: depart_date: which of ["2026-12-04", "2026-12-05"]?' in state_block
    travel.say(
        "the second one",
        bot="Economy, business or first class?",
        phase="collecting",
        asked="seat_class",
        slots={"depart_date": "2026-12-05"},
    )


def test_the_answer_may_name_the_date_itself(travel: Conversation) -> None:
    flight_asking_the_date(travel)
    travel.say("December 4 or 5, whichever is cheaper", bot=WHICH_DATE, phase="clarifying")
    travel.say("the 5th", phase="collecting", slots={"depart_date": "2026-12-05"})


def test_the_answer_may_repeat_the_date_as_the_question_said_it(travel: Conversation) -> None:
    flight_asking_the_date(travel)
    travel.say("fri or sat", bot=WHICH_DATE)
    travel.say("Saturday 5 December", asked="seat_class", slots={"depart_date": "2026-12-05"})


def test_yes_does_not_choose_and_no_asks_the_question_again(travel: Conversation) -> None:
    flight_asking_the_date(travel)
    travel.say("fri or sat", bot=WHICH_DATE, phase="clarifying")
    travel.say(
        "yes",
        bot=f"Sorry, I didn't get that. {WHICH_DATE}",
        phase="clarifying",
        slots={"depart_date": None},
    )
    travel.say(
        "no",
        bot="Which date? You can say 'tomorrow', 'next Friday' or 'December 3'.",
        phase="collecting",
        asked="depart_date",
        slots={"depart_date": None},
    )


def test_alternatives_in_the_first_message_start_the_task_and_ask_which(
    travel: Conversation,
) -> None:
    travel.say(
        "I want to book a flight from Paris to Rome next fri or sat",
        bot=WHICH_DATE,
        flow="book_flight",
        phase="clarifying",
        slots={**FLIGHT, "depart_date": None},
    )
    travel.say("the first one", asked="seat_class", slots={"depart_date": "2026-12-04"})


def test_two_choices_in_the_first_message_ask_which_class(travel: Conversation) -> None:
    travel.say(
        "I need a flight from Paris to Rome on friday, economy or business",
        bot="Did you mean economy or business?",
        phase="clarifying",
        slots={**FLIGHT, "depart_date": "2026-12-04", "seat_class": None},
    )
    travel.say(
        "business",
        bot="Book business class from Paris to Rome on Friday 4 December for 1 passenger?",
        phase="confirming",
    )


def test_two_dates_for_two_requests_are_not_alternatives(travel: Conversation) -> None:
    travel.say(
        "book a flight from Paris to Rome on friday and a hotel there on saturday",
        bot=[
            "I'll help with booking a hotel room after that.",
            "That's Friday 4 December.",
            "Economy, business or first class?",
        ],
        phase="collecting",
        slots={**FLIGHT, "depart_date": "2026-12-04"},
    )


def test_chinese_alternatives_ask_which_day(restaurant: Conversation) -> None:
    restaurant.say(
        "我要订两份宫保鸡丁，周五还是周六送都行",
        bot="您是指12月4日（周五）还是12月5日（周六）？",
        flow="order_food",
        phase="clarifying",
        slots={"dish": "宫保鸡丁", "quantity": 2, "delivery_date": None},
    )
    # picked from the options said in full: not said back again
    restaurant.say("周六", bot="几点送到？", slots={"delivery_date": "2026-12-05"})


WHICH_WEEKEND = "Did you mean Saturday 12 December or Sunday 13 December?"


@pytest.mark.parametrize(
    ("answer", "picked"),
    [("13th", "2026-12-13"), ("sunday", "2026-12-13"), ("the 12th", "2026-12-12")],
)
def test_the_answer_may_name_the_weekday_or_the_day_of_the_month(
    travel: Conversation, answer: str, picked: str
) -> None:
    """ "Sunday" is the Sunday offered (not the coming one), "13th" the 13th offered."""
    flight_asking_the_date(travel)
    travel.say("the 12th or 13th of December", bot=WHICH_WEEKEND, phase="clarifying")
    travel.say(answer, asked="seat_class", slots={"depart_date": picked})


def test_zh_the_answer_may_name_the_day_of_the_month(restaurant: Conversation) -> None:
    restaurant.say("我要订两份宫保鸡丁，周五还是周六送都行", phase="clarifying")
    restaurant.say("5号", bot="几点送到？", slots={"delivery_date": "2026-12-05"})


def test_a_correction_to_two_dates_asks_which(travel: Conversation) -> None:
    travel.say(
        "book a flight from Paris to Rome next friday in economy",
        phase="confirming",
        slots={"depart_date": "2026-12-04"},
    )
    travel.say(
        "no, make it saturday or sunday",
        bot="Did you mean Saturday 5 December or Sunday 29 November?",
        phase="clarifying",
        slots={"depart_date": "2026-12-04"},
    )
    travel.say(
        "saturday",
        bot="Book economy class from Paris to Rome on Saturday 5 December for 1 passenger?",
        phase="confirming",
        slots={"depart_date": "2026-12-05"},
    )


def test_a_correction_word_with_two_dates_while_collecting_asks_which(
    travel: Conversation,
) -> None:
    travel.say("hi, I need to fly from Berlin to Madrid", asked="depart_date")
    travel.say("business", asked="depart_date", slots={"seat_class": "business"})
    travel.say("actually make it friday or saturday", bot=WHICH_DATE, phase="clarifying")
    travel.say("saturday", phase="confirming", slots={"depart_date": "2026-12-05"})


def test_zh_two_times_share_their_part_of_the_day_and_the_hour_picks_one(
    restaurant: Conversation,
) -> None:
    restaurant.say("我要订餐，要两份宫保鸡丁", asked="delivery_date")
    restaurant.say("明天", asked="delivery_time")
    restaurant.say("晚上7点还是8点", bot="您是指19:00还是20:00？", phase="clarifying")
    restaurant.say("8点", asked="address", slots={"delivery_time": "20:00"})


def test_three_options_are_asked_the_same_way_twice(travel: Conversation) -> None:
    """Asked again, the question listed three options "Paris or London or Rome" where the
    first time said "Paris, London or Rome"; a second reading of the same question must
    read the same."""
    travel.say("book a flight from Boston", asked="arrival_city")
    question = "Did you mean Paris, London or Rome?"
    travel.say("Paris or London or Rome", phase="clarifying", bot=question)
    travel.say("hmm", phase="clarifying", bot=f"Sorry, I didn't get that. {question}")
    travel.say("the last one", phase="collecting", slots={"arrival_city": "Rome"})


def test_zh_three_options_are_asked_the_same_way_twice(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", bot="您想点什么菜？")
    question = "您是指宫保鸡丁、麻婆豆腐还是水煮鱼？"
    restaurant.say("宫保鸡丁、麻婆豆腐还是水煮鱼", phase="clarifying", bot=question)
    restaurant.say("嗯", phase="clarifying", bot=f"抱歉，我没听明白。{question}")


def test_the_last_one_is_still_the_newest_booking(travel: Conversation) -> None:
    """ "the last one" counts as an ordinal now (the last option of a question); with no
    question pending it still means the newest entity, as it did as a pronoun."""
    travel.say("book a flight from Paris to Rome on friday in economy", phase="confirming")
    travel.say("yes", bot_contains="BK-")
    travel.say("book a hotel in Rome from friday for 2 nights, single", phase="confirming")
    hotel = travel.say("yes").state.entity_stack[-1].value
    travel.say(
        "cancel the last one",
        flow="cancel_booking",
        phase="confirming",
        slots={"booking_id": hotel},
    )


def test_a_word_that_is_no_option_asks_the_options_again(travel: Conversation) -> None:
    """ "the last" to "Paris, London or Rome?" was taken as a city we do not serve ("Sorry,
    please choose one of: New York, ..."): with options pending, the question is asked
    again instead."""
    travel.say("book a flight from Boston", asked="arrival_city")
    travel.say("Paris or London or Rome", phase="clarifying")
    travel.say(
        "the last",
        phase="clarifying",
        bot="Sorry, I didn't get that. Did you mean Paris, London or Rome?",
    )


def test_a_count_or_another_asks_which(travel: Conversation) -> None:
    """ "for maybe 3 or 4 nights": the pattern "{value} nights" took the 4, and the hotel
    was booked for 4 without a word about the 3."""
    travel.say(
        "could you help me book a hotel, like in Berlin, for maybe 3 or 4 nights starting the 10th",
        phase="clarifying",
        slots={"city": "Berlin", "check_in": "2026-12-10", "nights": None},
        bot="Did you mean 3 nights or 4 nights?",
    )
    travel.say("the first one", asked="room_type", slots={"nights": 3})


def test_one_count_with_its_unit_asks_nothing(travel: Conversation) -> None:
    travel.say("a hotel in Rome for 3 nights or so", asked="check_in", slots={"nights": 3})
