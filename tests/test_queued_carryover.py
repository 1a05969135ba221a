"""A task asked for together with another is offered the first task's value when its turn
comes: "a flight to Paris and a hotel" asked "Which city do you need a hotel in?" after the
flight to Paris was booked, as if the user had not just said where they were going."""

from __future__ import annotations

from dialogflows.testing import Conversation

ASK_PARIS = "Just to check: did you mean Paris for the city?"


def _book_the_flight(travel: Conversation, first: str) -> None:
    travel.say(first, flow="book_flight", asked="departure_city")
    travel.say("from London tomorrow", asked="seat_class")
    travel.say("economy", phase="confirming")


def test_the_queued_hotel_is_offered_the_flights_city(travel: Conversation) -> None:
    _book_the_flight(travel, "I need a flight to Paris and a hotel")
    r = travel.say("yes", flow="book_hotel", phase="clarifying", slots={"city": None})
    assert r.messages[1:] == ["Now for booking a hotel room.", ASK_PARIS]
    travel.say("yes", asked="check_in", slots={"city": "Paris"})


def test_another_city_instead_of_the_offer(travel: Conversation) -> None:
    _book_the_flight(travel, "I need a flight to Paris and a hotel")
    travel.say("yes", bot_contains=ASK_PARIS)
    travel.say("no, Rome", flow="book_hotel", asked="check_in", slots={"city": "Rome"})


def test_a_city_said_for_the_hotel_is_not_offered_over(travel: Conversation) -> None:
    _book_the_flight(travel, "I need a flight to Paris and a hotel in Rome")
    r = travel.say("yes", flow="book_hotel", asked="check_in", slots={"city": "Rome"})
    assert ASK_PARIS not in r.messages


def test_zh_a_queued_lookup_is_not_offered_the_order_just_placed(
    restaurant: Conversation,
) -> None:
    """ "顺便查一下订单" was said before the new order existed: it is about an earlier one."""
    restaurant.say("我要订餐，顺便查一下订单", flow="order_food", asked="dish")
    restaurant.say("两份麻婆豆腐")
    restaurant.say("明天中午12点")
    restaurant.say("送到人民路1号", phase="confirming")
    restaurant.say("好的", flow="order_status", asked="order_id", phase="collecting")
