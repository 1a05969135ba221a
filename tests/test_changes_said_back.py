"""A value changed while another is asked is said back before the question.

"hmm actually 3" while the date was asked changed the passengers silently: the bot went on
with "What day do you want to leave?", and the user could not tell it was taken. A
confirmation echoes every value, so it needs nothing more.
"""

from __future__ import annotations

from dialogflows.testing import Conversation


def test_a_change_while_another_slot_is_asked_is_said_back(travel: Conversation) -> None:
    travel.say("I need 2 tickets to London from Paris", asked="depart_date")
    travel.say(
        "hmm actually 3",
        bot=["OK, passengers changed to 3.", "What day do you want to leave?"],
        slots={"passengers": 3},
    )
    travel.say("the 15th", bot="Economy, business or first class?")


def test_values_said_with_the_request_are_not_said_back(travel: Conversation) -> None:
    # the default passenger count replaced in the same message is no change to report
    travel.say("book a flight for 2", bot="Where are you flying from?", slots={"passengers": 2})


def test_an_answer_to_what_to_change_is_not_said_back(travel: Conversation) -> None:
    travel.say("book a flight from Boston to Madrid on Dec 20 in economy", phase="confirming")
    travel.say("no", bot="What would you like to change?")
    travel.say("business", phase="confirming", bot_contains="Book business class")
    r = travel.say("no", bot="What would you like to change?")
    travel.say("actually 2 passengers", phase="confirming")
    assert r.messages == ["What would you like to change?"]


def test_a_change_that_completes_the_task_goes_to_the_confirmation(
    travel: Conversation,
) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    r = travel.say("economy, and make it from London", phase="confirming")
    assert r.messages == [
        "Book economy class from London to Rome on Friday 4 December for 1 passenger?"
    ]


def test_zh_a_changed_count_is_said_back(restaurant: Conversation) -> None:
    restaurant.say("我要点两份宫保鸡丁", asked="delivery_date")
    restaurant.say("改成三份", bot=["好的，份数改成3。", "哪天送？"], slots={"quantity": 3})


def test_asking_to_change_a_named_slot_asks_it_again(travel: Conversation) -> None:
    """ "can I change the date?" while confirming was "Sorry, I can't answer that here."."""
    travel.say("I want to fly from Paris to Rome tomorrow in economy", phase="confirming")
    travel.say(
        "can I change the date?",
        phase="collecting",
        asked="depart_date",
        slots={"depart_date": None, "seat_class": "economy"},
        bot="What day do you want to leave?",
    )
    travel.say("saturday", phase="confirming", bot_contains="on Saturday 5 December")
    # the slot's own name where its kind of value would name two slots
    travel.say(
        "could we change the departure city?",
        asked="departure_city",
        slots={"departure_city": None, "arrival_city": "Rome"},
    )


def test_asking_to_change_a_kind_two_slots_hold_changes_nothing(travel: Conversation) -> None:
    travel.say("I want to fly from Paris to Rome tomorrow in economy", phase="confirming")
    travel.say("change the city", phase="confirming", slots={"departure_city": "Paris"})


def test_two_changes_in_one_message_while_confirming_are_both_made(
    travel: Conversation,
) -> None:
    """ "make it 4 nights and a suite" changed the nights only, and a yes booked a double."""
    travel.say("book a hotel in Paris tomorrow for 3 nights, double", phase="confirming")
    travel.say(
        "hmm actually make it 4 nights and a suite",
        phase="confirming",
        slots={"nights": 4, "room_type": "suite"},
        bot="Reserve a suite room in Paris from Monday 30 November for 4 nights?",
    )


def test_a_date_and_a_class_changed_together(travel: Conversation) -> None:
    travel.say("I want to fly from Paris to Rome tomorrow in economy", phase="confirming")
    travel.say(
        "actually saturday and business",
        slots={"depart_date": "2026-12-05", "seat_class": "business"},
        bot="Book business class from Paris to Rome on Saturday 5 December for 1 passenger?",
    )
    # a city that could be either asks which first: one question at a time
    travel.say(
        "make it London and first",
        phase="clarifying",
        bot="Which one should I change: departure city or arrival city?",
    )
