"""Changing a task that is already done: "actually change my flight to Saturday".

Before, that message started a second flight with only the date ("Where are you flying
from?"), and "actually make it Saturday" or "改成两份" got the list of what the bot can do.
Now the bot says the task is done and, where the domain has a flow that undoes what it made
(cancel_booking for a booking, refund for an order), offers to undo it and do it again with
the new values; the second task waits for the first to be done. Conversations on the example
flows with a fixed clock (Sunday 2026-11-29), turn by turn.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from dialogflows import Amend, replay
from dialogflows.errors import UnknownFlowError, UnknownSlotError
from dialogflows.state import DialogueState
from dialogflows.testing import Conversation

DONE = re.compile(r"^That's already done \(booking a flight, (BK-\d{4})\), so I can't change it\.$")
OFFER = (
    "I can go ahead with cancelling a booking ({ref}) and then booking a flight again with "
    "depart date Saturday 5 December. Shall I?"
)


def queued(state: DialogueState) -> list[tuple[str, dict[str, Any]]]:
    return [
        (t.flow, {n: s.value for n, s in t.slots.items() if s.value is not None})
        for t in state.queued
    ]


def booked(c: Conversation) -> str:
    c.say("I want to fly from Paris to Rome tomorrow in economy", phase="confirming")
    r = c.say("yes", phase="chitchat", bot_matches=r"^Booked! Your reference is BK-\d{4}\.$")
    return r.messages[0].removeprefix("Booked! Your reference is ").rstrip(".")


def asked_to_change(c: Conversation, text: str = "actually change my flight to saturday") -> str:
    ref = booked(c)
    r = c.say(text, phase="chitchat", flow=None)
    match = DONE.match(r.messages[0])
    assert match is not None and match.group(1) == ref, r.messages
    assert r.messages[1:] == [OFFER.format(ref=ref)]
    assert queued(r.state) == [
        ("cancel_booking", {"booking_id": ref}),
        (
            "book_flight",
            {
                "departure_city": "Paris",
                "arrival_city": "Rome",
                "depart_date": "2026-12-05",
                "seat_class": "economy",
                "passengers": 1,
            },
        ),
    ]
    return ref


def test_a_change_of_a_booked_flight_is_cancel_and_book_again(travel: Conversation) -> None:
    ref = asked_to_change(travel)
    # a yes takes up the cancellation, which confirms as it always does
    travel.say(
        "yes",
        flow="cancel_booking",
        phase="confirming",
        slots={"booking_id": ref},
        bot=["Now for cancelling a booking.", f"Cancel booking {ref}? This cannot be undone."],
    )
    travel.say(
        "yes",
        flow="book_flight",
        phase="confirming",
        slots={"depart_date": "2026-12-05", "seat_class": "economy"},
        bot=[
            f"Booking {ref} is cancelled.",
            "Now for booking a flight.",
            "Book economy class from Paris to Rome on Saturday 5 December for 1 passenger?",
        ],
    )
    r = travel.say("yes", phase="chitchat", bot_matches=r"^Booked! Your reference is BK-\d{4}\.$")
    assert ref not in r.messages[0] and r.state.queued == []
    events = travel.bot.events("s", "u1")
    assert replay(events, "s", "u1").model_dump() == r.state.model_dump()


def test_other_ways_to_ask_for_the_change(travel: Conversation) -> None:
    asked_to_change(travel, "actually make it saturday")


def test_no_to_the_offer_drops_both_and_keeps_the_booking(travel: Conversation) -> None:
    ref = asked_to_change(travel)
    r = travel.say(
        "no",
        phase="chitchat",
        bot=[
            "OK, I'll skip cancelling a booking.",
            "So I won't go ahead with booking a flight again either.",
        ],
    )
    assert r.state.queued == []
    assert r.state.entity_stack[-1].value == ref


def test_a_cancellation_not_done_books_nothing_again(travel: Conversation) -> None:
    ref = asked_to_change(travel)
    travel.say("yes", flow="cancel_booking", phase="confirming")
    r = travel.say("never mind", phase="chitchat", flow=None)
    assert "So I won't go ahead with booking a flight again either." in r.messages
    assert r.state.queued == []
    assert r.state.last_task is not None and r.state.last_task.flow == "cancel_booking"
    assert ref in r.state.last_task.value("booking_id")


def test_a_cancellation_that_fails_books_nothing_again(travel: Conversation) -> None:
    def refuse(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        raise RuntimeError("the airline's system is down")

    travel.bot.action("cancel_booking")(refuse)
    asked_to_change(travel)
    travel.say("yes", flow="cancel_booking")
    r = travel.say("yes", phase="chitchat", flow=None)
    assert "So I won't go ahead with booking a flight again either." in r.messages
    assert r.state.queued == []


def test_a_new_flight_without_a_change_word_is_a_new_booking(travel: Conversation) -> None:
    booked(travel)
    travel.say(
        "a flight on saturday from Paris to Rome",
        flow="book_flight",
        asked="seat_class",
        slots={"depart_date": "2026-12-05"},
    )


def test_a_forecast_is_asked_again_with_the_new_value(travel: Conversation) -> None:
    travel.say("what's the weather in London tomorrow?", bot_matches=r"^London 2026-11-30: ")
    travel.say("actually I meant Paris", phase="chitchat", bot_matches=r"^Paris 2026-11-30: ")


def test_zh_a_changed_order_is_refund_and_order_again(restaurant: Conversation) -> None:
    restaurant.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    r = restaurant.say("好的", bot_matches=r"^下单成功，订单号DD-\d{4}。$")
    order = r.messages[0][len("下单成功，订单号") : -1]
    restaurant.say(
        "改成两份",
        phase="chitchat",
        bot=[
            f"这已经办完了（点外卖，{order}），没法直接修改。",
            f"可以先退款（{order}），再按份数2重新点外卖。要这样办吗？",
        ],
    )
    restaurant.say("好", flow="refund", phase="confirming", slots={"order_id": order})
    restaurant.say(
        "对",
        flow="order_food",
        phase="confirming",
        bot_contains="确认订购2份水煮鱼，11月30日（周一） 12:00送到海淀区吗？",
    )


def test_zh_a_task_nothing_undoes_is_said_to_be_done(restaurant: Conversation) -> None:
    restaurant.say("我要退款，订单号DD-1234", phase="confirming")
    restaurant.say("确认", phase="chitchat", bot_matches=r"^已为订单DD-1234提交退款")
    r = restaurant.say(
        "不对，应该是DD-5678", phase="chitchat", bot="这已经办完了（退款），没法直接修改。"
    )
    assert r.state.queued == []


def test_a_new_value_right_after_a_failure_asks_again_with_the_others(
    travel: Conversation,
) -> None:
    """ "ok business then" to "first class is sold out ... Try another day or class?"
    started a new flight with only the class, losing Paris, Tokyo, Friday and 6 people."""
    travel.say("first class from Paris to Tokyo on friday for 6 people", phase="confirming")
    travel.say(
        "yes",
        phase="chitchat",
        bot="Sorry, first class is sold out on that flight. Try another day or class?",
    )
    travel.say(
        "ok business then",
        phase="confirming",
        bot="Book business class from Paris to Tokyo on Friday 4 December for 6 passengers?",
    )
    travel.say("yes", bot_matches=r"^Booked! Your reference is BK-\d{4}\.$")


def test_after_a_failure_another_request_is_its_own(travel: Conversation) -> None:
    travel.say("first class from Paris to Tokyo on friday for 6 people", phase="confirming")
    travel.say("yes", phase="chitchat")
    travel.say("book a hotel in Tokyo", flow="book_hotel", slots={"city": "Tokyo"})


def test_a_cancellation_taken_back_brings_the_task_back(travel: Conversation) -> None:
    """ "actually yes, book it" right after "never mind" got the list of what the bot can
    do: the flight and its values were gone."""
    travel.say("book a flight from Paris to Rome tomorrow in economy", phase="confirming")
    travel.say("never mind", phase="chitchat", bot="Okay, I won't book the flight.")
    travel.say(
        "actually yes, book it",
        phase="confirming",
        bot="Book economy class from Paris to Rome on Monday 30 November for 1 passenger?",
    )
    travel.say("yes", bot_matches=r"^Booked! Your reference is BK-\d{4}\.$")


@pytest.mark.parametrize("text", ["yes", "ok yes", "yes please"])
def test_a_yes_to_the_cancellation_agrees_with_it(travel: Conversation, text: str) -> None:
    # "ok yes" (two yes words, no go-ahead) brought the flight back
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say("never mind", phase="chitchat")
    travel.say(text, phase="chitchat", flow=None)


def test_zh_a_cancelled_order_taken_back(restaurant: Conversation) -> None:
    restaurant.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    restaurant.say("算了", phase="chitchat", bot="好的，这单不下了。")
    restaurant.say(
        "哦不，还是要吧",
        phase="confirming",
        bot="确认订购3份水煮鱼，11月30日（周一） 12:00送到海淀区吗？",
    )


def test_an_offer_to_change_that_is_passed_over_is_dropped(travel: Conversation) -> None:
    """The offered cancellation waited in the queue and started by itself (\"Cancel booking
    BK-…?\") once the forecast asked for instead was given."""
    asked_to_change(travel)
    r = travel.say("what is the weather in Rome?", phase="chitchat", bot_matches=r"^Rome today: ")
    assert r.state.queued == [] and r.state.offer_resume is None
    assert len(r.messages) == 1


def test_asking_to_change_a_done_task_without_a_value_is_told_it_is_done(
    travel: Conversation, restaurant: Conversation
) -> None:
    ref = booked(travel)
    travel.say(
        "can I change my flight?",
        phase="chitchat",
        bot=f"That's already done (booking a flight, {ref}), so I can't change it.",
    )
    assert travel.last.state.queued == []
    # by the kind of thing it made: "booking" is a word of three flows' names, none's own
    travel.say(
        "I need to change my booking",
        bot=f"That's already done (booking a flight, {ref}), so I can't change it.",
    )
    restaurant.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    r = restaurant.say("好的", bot_matches=r"^下单成功")
    order = r.messages[0][len("下单成功，订单号") : -1]
    restaurant.say("能改一下地址吗", bot=f"这已经办完了（点外卖，{order}），没法直接修改。")


def test_an_amend_applied_directly_is_checked(travel: Conversation) -> None:
    booked(travel)
    before = travel.bot.state("s", "u1")
    with pytest.raises(UnknownSlotError, match="has no slot 'dish'"):
        travel.bot.apply("s", [Amend(flow="book_flight", slots={"dish": "x"})], user_id="u1")
    with pytest.raises(UnknownFlowError, match="unknown flow 'rent_car'"):
        travel.bot.apply("s", [Amend(flow="rent_car")], user_id="u1")
    assert travel.bot.state("s", "u1") == before  # nothing changed
    r = travel.bot.apply("s", [Amend(flow="book_hotel", slots={"nights": 2})], user_id="u1")
    assert r.messages == ["There's nothing done for booking a hotel room that I could change."]
