"""Values carried into the next task: the bot offers the value the task just ended with
("did you mean Paris?") and takes nothing the user did not agree to.

Whole conversations through rule understanding on the example flows, with a fixed clock
(Sunday 2026-11-29), asserting what the bot said, the phase and the slots.
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation

PROPOSAL = "Just to check: did you mean Paris for the city?"
EMPTY_HOTEL = {"city": None, "check_in": None, "nights": None, "room_type": None}


def fly_to_paris(c: Conversation) -> None:
    c.say("book a flight from New York to Paris tomorrow in economy", phase="confirming")
    c.say("yes", phase="chitchat", bot_matches=r"^Booked! Your reference is BK-\d{4}\.$")


# -- the proposal and its three answers -----------------------------------------------------


def test_a_hotel_after_a_flight_offers_the_city_the_flight_went_to(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say(
        "now I need a hotel", flow="book_hotel", phase="clarifying", bot=PROPOSAL, slots=EMPTY_HOTEL
    )


def test_yes_takes_the_offered_city(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("now I need a hotel", bot=PROPOSAL)
    travel.say(
        "yes",
        phase="collecting",
        slots={"city": "Paris"},
        asked="check_in",
        bot="When do you check in?",
    )
    slot = travel.last.state.active_task.slots["city"]  # type: ignore[union-attr]
    assert slot.confidence == 1.0  # agreed to: as certain as if typed
    travel.say("friday", asked="nights")
    travel.say("3 nights", asked="room_type")
    travel.say(
        "double",
        phase="confirming",
        bot="Reserve a double room in Paris from Friday 4 December for 3 nights?",
    )


def test_no_asks_for_the_city_as_usual(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("now I need a hotel", bot=PROPOSAL)
    travel.say(
        "no",
        phase="collecting",
        slots={"city": None},
        asked="city",
        bot="Which city do you need a hotel in?",
    )
    travel.say("Rome", slots={"city": "Rome"}, asked="check_in")


def test_another_city_is_taken_instead(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("now I need a hotel", bot=PROPOSAL)
    travel.say("no, London", phase="collecting", slots={"city": "London"}, asked="check_in")


def test_a_bare_other_city_answers_the_offer(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("I need a hotel room", bot=PROPOSAL)
    travel.say("Berlin", slots={"city": "Berlin"}, asked="check_in", bot="When do you check in?")


def test_going_on_with_then_takes_the_offer(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("now I need a hotel", bot=PROPOSAL)
    # values alone leave the offer open: the user may not have read it
    travel.say(
        "3 nights please", phase="clarifying", slots={"nights": 3, "city": None}, bot=PROPOSAL
    )
    travel.say(
        "then from friday",
        phase="collecting",
        slots={"city": "Paris", "nights": 3, "check_in": "2026-12-04"},
        asked="room_type",
    )


def test_then_with_another_city_takes_that_city(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("now I need a hotel", bot=PROPOSAL)
    travel.say("then Madrid for 2 nights", slots={"city": "Madrid", "nights": 2}, asked="check_in")


# -- when nothing is offered ----------------------------------------------------------------


def test_a_city_the_user_names_is_not_second_guessed(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say(
        "now I need a hotel in Rome",
        phase="collecting",
        slots={"city": "Rome"},
        bot="When do you check in?",
    )


def test_only_the_next_task_gets_an_offer(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("now I need a hotel", bot=PROPOSAL)
    travel.say("no", asked="city")
    travel.say(
        "what's the weather?",
        flow="weather",
        phase="collecting",
        stack=["book_hotel"],
        bot_contains="For which city?",
    )


def test_a_hotel_dropped_and_asked_for_again_is_not_offered_twice(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("now I need a hotel", bot=PROPOSAL)
    travel.say("never mind", phase="chitchat")
    travel.say(
        "book a hotel room",
        phase="collecting",
        asked="city",
        bot="Which city do you need a hotel in?",
    )


def test_a_flight_that_was_not_booked_offers_nothing(travel: Conversation) -> None:
    travel.say("book a flight from New York to Paris tomorrow in economy", phase="confirming")
    travel.say("never mind", phase="chitchat", bot="Okay, I won't book the flight.")
    travel.say("I need a hotel room", asked="city", bot="Which city do you need a hotel in?")


def test_a_destructive_flow_is_offered_what_just_ended_and_still_confirms(
    travel: Conversation,
) -> None:
    # it asked "Which booking should I cancel?" as if the booking just made were unknown;
    # the offer is a question, and the cancellation still asks its own clear yes
    fly_to_paris(travel)
    booked = travel.last.state.entity_stack[-1].value
    travel.say(
        "I want to cancel a booking",
        flow="cancel_booking",
        phase="clarifying",
        slots={"booking_id": None},
        bot=f"Just to check: did you mean {booked} for the booking id?",
    )
    travel.say(
        "yes",
        phase="confirming",
        slots={"booking_id": booked},
        bot=f"Cancel booking {booked}? This cannot be undone.",
    )
    travel.say("yes", phase="chitchat", bot=f"Booking {booked} is cancelled.")


def test_a_destructive_flow_offered_a_value_asks_for_one_on_a_no(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("I want to cancel a booking", phase="clarifying")
    travel.say("no", phase="collecting", slots={"booking_id": None}, asked="booking_id")


def test_a_destructive_flow_is_offered_nothing_a_mention_or_preference_gives(
    travel: Conversation,
) -> None:
    # guard (passed before): only the task that just ended offers a value to a cancellation
    travel.say("what's the weather in Paris?", phase="chitchat")
    travel.say("I want to cancel a booking", phase="collecting", asked="booking_id")


def test_my_booking_names_the_only_booking_and_asks_among_several(travel: Conversation) -> None:
    """ "cancel my booking" right after the one booking asked which booking (as if none were
    known); with two it now lists them, and "the second one" picks."""
    fly_to_paris(travel)
    r = travel.say("cancel my booking", flow="cancel_booking", phase="confirming")
    booked = r.state.active_task.value("booking_id")  # type: ignore[union-attr]
    assert r.messages == [f"Cancel booking {booked}? This cannot be undone."]
    # a no to a destructive confirmation keeps the booking (nothing to change is asked)
    travel.say("no", phase="chitchat", bot_contains="won't cancel")
    travel.say("book a hotel room in Paris tomorrow for 2 nights, double", phase="confirming")
    r = travel.say("yes", bot_contains="Your room is reserved")
    hotel = r.state.last_task.results["reservation_id"]  # type: ignore[union-attr]
    travel.say(
        "cancel my booking",
        bot=f"Did you mean {booked} or {hotel}?",
        phase="clarifying",
    )
    travel.say("the second one", bot=f"Cancel booking {hotel}? This cannot be undone.")


def test_two_open_slots_of_the_type_take_no_guess(travel: Conversation) -> None:
    travel.say("book a hotel room in Paris tomorrow for 2 nights, double", phase="confirming")
    travel.say("yes", phase="chitchat", bot_contains="Your room is reserved")
    # Paris could be where the flight leaves from or where it goes: both are asked
    travel.say(
        "now I need a flight",
        phase="collecting",
        asked="departure_city",
        bot="Where are you flying from?",
    )


def test_where_a_trip_leaves_from_is_never_offered(travel: Conversation) -> None:
    # after a forecast for Paris, Paris is no guess for where the user flies from
    travel.say("what's the weather in Paris?", phase="chitchat", bot_contains="Paris")
    travel.say(
        "now I need a flight to Rome",
        phase="collecting",
        slots={"arrival_city": "Rome", "departure_city": None},
        bot="Where are you flying from?",
    )


def test_a_forecast_offers_its_city_to_a_hotel(travel: Conversation) -> None:
    travel.say("what's the weather in Paris?", phase="chitchat", bot_contains="Paris")
    travel.say("book a hotel room", phase="clarifying", bot=PROPOSAL)


def test_the_weather_after_a_flight_is_offered_for_the_destination(
    travel: Conversation,
) -> None:
    fly_to_paris(travel)
    travel.say("what's the weather?", flow="weather", phase="clarifying", bot=PROPOSAL)
    travel.say("yes", phase="chitchat", bot_contains="Paris")


# -- Chinese --------------------------------------------------------------------------------


def order(c: Conversation) -> str:
    c.say("我要点2份宫保鸡丁，明天中午12点送到望京西路5号", phase="confirming")
    reply = c.say("好的", phase="chitchat", bot_matches=r"^下单成功，订单号DD-\d{4}。$")
    return reply.text.removeprefix("下单成功，订单号").rstrip("。")


def test_zh_order_status_after_an_order_offers_that_order(restaurant: Conversation) -> None:
    placed = order(restaurant)
    restaurant.say(
        "查一下订单",
        flow="order_status",
        phase="clarifying",
        slots={"order_id": None},
        bot=f"确认一下：订单号是{placed}吗？",
    )
    restaurant.say("对", phase="chitchat", bot_contains=f"订单{placed}：")


def test_zh_no_asks_for_the_order_number(restaurant: Conversation) -> None:
    order(restaurant)
    restaurant.say("查一下订单", phase="clarifying")
    restaurant.say(
        "不是", phase="collecting", slots={"order_id": None}, bot="请告诉我订单号，比如 DD-1234。"
    )
    restaurant.say("DD-5678", phase="chitchat", bot_contains="订单DD-5678：")


def test_zh_a_refund_is_offered_the_order_just_placed(restaurant: Conversation) -> None:
    number = order(restaurant)
    # offered, not taken: a no asks for the number, a yes still meets the refund's own
    # clear confirmation
    restaurant.say(
        "我要退款",
        flow="refund",
        phase="clarifying",
        slots={"order_id": None},
        bot=f"确认一下：订单号是{number}吗？",
    )
    restaurant.say("不是", phase="collecting", bot="请告诉我订单号，比如 DD-1234。")


# -- terse nights ("3n", "3 nts"): the chat spellings of the lexicon ------------------------


@pytest.mark.parametrize("nights", ["3n", "3 nts"])
def test_terse_nights_in_one_line(travel: Conversation, nights: str) -> None:
    travel.say(
        f"hotel paris {nights} from the 3rd double",
        phase="confirming",
        slots={"city": "Paris", "check_in": "2026-12-03", "nights": 3, "room_type": "double"},
        bot="Reserve a double room in Paris from Thursday 3 December for 3 nights?",
    )


def test_terse_nights_as_an_answer(travel: Conversation) -> None:
    travel.say("hotel in Rome from the 3rd", asked="nights")
    travel.say("4n", slots={"nights": 4}, asked="room_type")


def test_terse_nights_take_any_count_and_stay_whole_words(travel: Conversation) -> None:
    """One lexicon entry ("# nights": ["#n"]) serves every count; "2nd" stays a date."""
    travel.say(
        "hotel paris 21n from the 2nd double",
        slots={"check_in": "2026-12-02", "nights": 21},
        bot="Reserve a double room in Paris from Wednesday 2 December for 21 nights?",
    )


def test_a_count_before_in_is_no_nights(travel: Conversation) -> None:
    # why "3n" is a spelling and no "{value}n" slot pattern: that would read 2 nights here
    travel.say("a double room for 2 in Paris", slots={"nights": None, "city": "Paris"})


# -- a stated preference offers its value -----------------------------------------------------


def test_a_stated_preference_is_offered_for_the_slot_it_names(travel: Conversation) -> None:
    """ "I always fly business" was noted, and the next flight asked "Economy, business or
    first class?" as if it had not been said."""
    travel.say("I always fly business", bot="Noted: prefer — fly business.")
    travel.say(
        "book a flight from London to Paris tomorrow",
        phase="clarifying",
        bot="Just to check: did you mean business for the seat class?",
    )
    travel.say("yes", phase="confirming", slots={"seat_class": "business"})


def test_a_preference_offered_may_be_turned_down(travel: Conversation) -> None:
    travel.say("I always fly business")
    travel.say("book a flight from London to Paris tomorrow", phase="clarifying")
    travel.say("no", bot="Economy, business or first class?", slots={"seat_class": None})
    travel.say("economy", phase="confirming", slots={"seat_class": "economy"})


def test_a_value_said_with_the_request_beats_the_preference(travel: Conversation) -> None:
    travel.say("I always fly business")
    travel.say(
        "book a flight from London to Paris tomorrow in economy",
        phase="confirming",
        slots={"seat_class": "economy"},
    )


# -- a value named just before the request, with no task running --------------------------


def test_a_city_named_before_the_request_is_offered(travel: Conversation) -> None:
    """ "I am planning a trip to Tokyo next month", then "I will need a flight from San
    Francisco" asked "Where would you like to fly to?" as if Tokyo had not been said."""
    travel.say("Hi there! I am planning a trip to Tokyo next month", phase="chitchat")
    travel.say(
        "I will need a flight from San Francisco",
        phase="clarifying",
        slots={"departure_city": "San Francisco", "arrival_city": None},
        bot="Just to check: did you mean Tokyo for the arrival city?",
    )
    travel.say("yes", slots={"arrival_city": "Tokyo"}, asked="depart_date")


def test_a_city_named_before_is_only_offered(travel: Conversation) -> None:
    travel.say("I love Paris", phase="chitchat")
    travel.say("book a flight from London", phase="clarifying")
    travel.say("no", asked="arrival_city", slots={"arrival_city": None})


def test_a_task_just_done_still_offers_its_own_value(travel: Conversation) -> None:
    # the message before the request ended a task: its value is offered as carried over
    travel.say("book a hotel in Rome from tomorrow for 2 nights, double", phase="confirming")
    travel.say("yes", phase="chitchat")
    travel.say(
        "book a flight from London",
        phase="clarifying",
        bot="Just to check: did you mean Rome for the arrival city?",
    )


# -- answering the offer a cancellation makes -------------------------------------------------


def _two_bookings(travel: Conversation) -> tuple[str, str]:
    fly_to_paris(travel)
    flight = travel.last.state.entity_stack[-1].value
    travel.say("book a hotel room in Paris tomorrow for 2 nights, double", phase="confirming")
    hotel = travel.say("yes", bot_contains="Your room is reserved").state.entity_stack[-1].value
    travel.say(
        "I want to cancel a booking",
        phase="clarifying",
        bot=f"Just to check: did you mean {hotel} for the booking id?",
    )
    return str(flight), str(hotel)


def test_no_the_flight_to_the_offered_hotel_cancels_the_flight(travel: Conversation) -> None:
    flight, _ = _two_bookings(travel)
    travel.say(
        "no, the flight",
        phase="confirming",
        slots={"booking_id": flight},
        bot=f"Cancel booking {flight}? This cannot be undone.",
    )


def test_no_with_another_reference_takes_that_one(travel: Conversation) -> None:
    _two_bookings(travel)
    travel.say("no, BK-1234", phase="confirming", slots={"booking_id": "BK-1234"})


def test_no_with_nothing_usable_declines_the_offer(travel: Conversation) -> None:
    # a "no" in a text that is no reference must not leave the offer open for a later yes
    _two_bookings(travel)
    travel.say("no, let me find the number", phase="collecting", asked="booking_id")
    travel.say("yes", phase="collecting", slots={"booking_id": None})


def test_no_the_other_one_takes_the_other_booking(travel: Conversation) -> None:
    flight, _ = _two_bookings(travel)
    travel.say(
        "no, the other one",
        phase="confirming",
        slots={"booking_id": flight},
        bot=f"Cancel booking {flight}? This cannot be undone.",
    )


def test_the_other_one_with_nothing_offered_asks_which(travel: Conversation) -> None:
    fly_to_paris(travel)
    travel.say("book a hotel room in Paris tomorrow for 2 nights, double", phase="confirming")
    travel.say("yes", bot_contains="Your room is reserved")
    travel.say("cancel the other one", phase="clarifying", bot_contains="Did you mean")


def test_zh_a_reason_said_to_the_offered_order_is_no_malformed_number(
    restaurant: Conversation,
) -> None:
    # "菜一直没送到" was read as an order number: "抱歉，格式不对。" and the number asked for
    # while the offer stayed open
    restaurant.say("查一下订单DD-2231", phase="chitchat")
    restaurant.say("那帮我退款吧", phase="clarifying", bot="确认一下：订单号是DD-2231吗？")
    r = restaurant.say("菜一直没送到", phase="clarifying")
    assert "格式不对" not in r.text and r.messages[-1].endswith("订单号是DD-2231吗？")
    restaurant.say("是的", phase="confirming", slots={"order_id": "DD-2231"})


def test_a_question_mid_task_is_offered_the_task_on_holds_value(travel: Conversation) -> None:
    """ "what is the weather like?" while booking a hotel in Paris asked "For which city?"
    as if Paris had not been said."""
    travel.say("book a hotel in Paris from tomorrow for 2 nights", asked="room_type")
    travel.say(
        "what is the weather like?",
        flow="weather",
        phase="clarifying",
        stack=["book_hotel"],
        bot=[
            "Let's put booking a hotel room on hold for a moment.",
            "Just to check: did you mean Paris for the city?",
        ],
    )
    travel.say("yes", phase="chitchat", bot_contains="Paris today")
    travel.say("yes", flow="book_hotel", asked="room_type", slots={"city": "Paris"})


def test_the_trip_goes_to_the_city_a_flight_flies_to(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say("what's the weather like?", bot_contains="did you mean Rome for the city?")
    travel.say("no, Paris", phase="chitchat", bot_contains="Paris today")


def test_a_value_said_with_the_question_is_not_offered_over(travel: Conversation) -> None:
    travel.say("book a hotel in Paris", asked="check_in")
    r = travel.say("what's the weather in Rome?", phase="chitchat", bot_contains="Rome today")
    assert "did you mean" not in r.text


def test_two_open_cities_of_a_new_flight_are_not_guessed(travel: Conversation) -> None:
    travel.say("book a hotel in Paris", asked="check_in")
    travel.say("book a flight", flow="book_flight", asked="departure_city", stack=["book_hotel"])
