"""Values and questions for a queued task, said while the task before it still runs.

"…and a hotel in Rome too" queues the hotel behind the flight; "a suite", "for 3 nights" or
"what room types are there?" said while the flight is asked about are about the hotel. They
used to be read against the flight alone: refused as a city, dropped without a word, or
answered with the flight's options.
"""

from __future__ import annotations

from dialogflows.events import replay
from dialogflows.testing import Conversation

FLIGHT_AND_HOTEL = "I need a flight from Paris to Rome next friday, and a hotel in Rome too"
CONFIRM = "Book economy class from Paris to Rome on Friday 4 December for 1 passenger?"


def _queued(conv: Conversation) -> dict[str, object]:
    state = conv.bot.state(conv.session_id, conv.user_id)
    assert [q.flow for q in state.queued] == ["book_hotel"]
    return state.queued[0].filled()


def test_a_value_for_the_queued_hotel_while_the_flight_confirms(travel: Conversation) -> None:
    travel.say(
        "I need a flight from Paris to Rome next friday in economy, and a hotel in Rome too",
        phase="confirming",
    )
    travel.say(
        "double pls",
        phase="confirming",
        flow="book_flight",
        slots={"seat_class": "economy"},
        bot=["Noted for booking a hotel room: room type double.", CONFIRM],
    )
    assert _queued(travel) == {"city": "Rome", "room_type": "double"}
    r = travel.say("yes", flow="book_hotel", asked="check_in")
    assert r.state.active_task is not None
    assert r.state.active_task.filled() == {"city": "Rome", "room_type": "double"}


def test_values_for_the_queued_hotel_while_the_flight_asks(travel: Conversation) -> None:
    travel.say(FLIGHT_AND_HOTEL, asked="seat_class")
    travel.say(
        "for 3 nights",
        asked="seat_class",
        bot=["Noted for booking a hotel room: nights 3.", "Economy, business or first class?"],
    )
    travel.say("a suite", asked="seat_class", bot_contains="room type suite")
    assert _queued(travel) == {"city": "Rome", "nights": 3, "room_type": "suite"}
    travel.say("economy", phase="confirming", slots={"seat_class": "economy"})
    r = travel.say("yes", flow="book_hotel", asked="check_in")
    assert r.state.active_task is not None
    assert r.state.active_task.value("nights") == 3
    assert r.state.active_task.value("room_type") == "suite"


def test_a_value_the_queued_task_refuses_says_whose_it_is(travel: Conversation) -> None:
    travel.say(FLIGHT_AND_HOTEL, asked="seat_class")
    travel.say(
        "for 40 nights",
        asked="seat_class",
        bot=[
            "Sorry, the nights for booking a hotel room: it must be at most 30.",
            "Economy, business or first class?",
        ],
    )
    assert _queued(travel) == {"city": "Rome"}


def test_a_room_type_is_not_refused_as_a_city(travel: Conversation) -> None:
    travel.say("book a flight from Boston", asked="arrival_city")
    travel.say("I'd like to also get a hotel for 3 nights", asked="arrival_city")
    r = travel.say("suite", asked="arrival_city", slots={"arrival_city": None})
    assert r.messages[0] == "Noted for booking a hotel room: room type suite."
    assert "not one of the options" not in r.text


def test_the_options_of_a_queued_tasks_slot(travel: Conversation) -> None:
    travel.say(FLIGHT_AND_HOTEL, asked="seat_class")
    travel.say(
        "what room types are there?",
        asked="seat_class",
        bot=[
            "For booking a hotel room you can choose single, double or suite.",
            "Economy, business or first class?",
        ],
    )
    # the running task's own options are still its own
    travel.say("what are my options?", asked="seat_class", bot="Economy, business or first class?")


def test_a_value_the_running_task_takes_stays_with_it(travel: Conversation) -> None:
    """A date said while the flight's date is asked is the flight's, hotel queued or not."""
    travel.say("book a flight from Paris to Rome, and a hotel in Rome too", asked="depart_date")
    travel.say("next monday", asked="seat_class", slots={"depart_date": "2026-11-30"})
    assert _queued(travel) == {"city": "Rome"}


def test_nothing_queued_nothing_noted(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    r = travel.say("a suite", asked="seat_class")
    assert "Noted" not in r.text


def test_zh_an_order_number_for_the_queued_refund(restaurant: Conversation) -> None:
    restaurant.say("我要点一份宫保鸡丁，另外还要退款", flow="order_food", asked="delivery_date")
    restaurant.say(
        "订单号是DD-2231",
        asked="delivery_date",
        bot=["退款的订单号DD-2231，记下了。", "哪天送？"],
    )
    restaurant.say("明天晚上7点", asked="address")
    restaurant.say("朝阳区建国路88号", phase="confirming")
    r = restaurant.say("对", flow="refund", phase="confirming", slots={"order_id": "DD-2231"})
    assert r.messages[-1] == "确认为订单DD-2231退款吗？退款后无法撤销。"


def test_the_noted_value_is_an_event_and_survives_a_reload(travel: Conversation) -> None:
    travel.say(FLIGHT_AND_HOTEL, asked="seat_class")
    r = travel.say("a double room please")
    noted = [e for e in r.events if e.type == "queued_slot_set"]
    assert [(e.data["slot"], e.data["value"]) for e in noted] == [("room_type", "double")]
    log = travel.bot.events(travel.session_id, travel.user_id)
    rebuilt = replay(log, travel.session_id, travel.user_id)
    assert rebuilt.queued[0].value("room_type") == "double"
    assert rebuilt.model_dump() == r.state.model_dump()


def test_values_naming_the_queued_flow_are_kept_for_it(travel: Conversation) -> None:
    """ "actually make the hotel a suite" put the flight on hold and started the hotel
    ahead of its turn; the values are the hotel's, the flight keeps its confirmation."""
    travel.say(
        "I need a flight from Paris to Rome next friday in economy, and a double room in Rome too",
        phase="confirming",
    )
    travel.say(
        "actually make the hotel a suite",
        phase="confirming",
        flow="book_flight",
        stack=[],
        bot=["Noted for booking a hotel room: room type suite.", CONFIRM],
    )
    travel.say("for the hotel, 3 nights", phase="confirming", bot_contains="nights 3")
    travel.say("the hotel check in is friday", phase="confirming", bot_contains="Friday 4 December")
    assert _queued(travel) == {
        "city": "Rome",
        "room_type": "suite",
        "nights": 3,
        "check_in": "2026-12-04",
    }
    # asking for it first still takes it up now, with everything said for it
    travel.say(
        "let's do the hotel first",
        flow="book_hotel",
        stack=["book_flight"],
        bot_contains="Reserve a suite room in Rome from Friday 4 December for 3 nights?",
    )


# -- a task on hold ----------------------------------------------------------------------------

HOTEL_FIRST = [
    "book a flight from Paris to Rome on friday",
    "actually first I need a hotel in Rome",
]


def test_a_value_for_the_flight_on_hold_is_kept_for_it(travel: Conversation) -> None:
    # "economy for the flight by the way" while the hotel runs was dropped without a word,
    # and "economy" alone was "Sorry, I didn't get that."
    travel.say(HOTEL_FIRST[0], asked="seat_class")
    travel.say(HOTEL_FIRST[1], flow="book_hotel", stack=["book_flight"], asked="check_in")
    r = travel.say(
        "economy for the flight by the way",
        flow="book_hotel",
        asked="check_in",
        stack=["book_flight"],
        bot=["Noted for booking a flight: seat class economy.", "When do you check in?"],
    )
    assert [e.type for e in r.events if e.type.endswith("slot_set")] == ["held_slot_set"]
    assert r.state.task_stack[0].value("seat_class") == "economy"
    travel.say("friday", asked="nights")
    travel.say("3 nights", asked="room_type")
    travel.say("double", phase="confirming")
    travel.say("yes", bot_contains="Shall we get back to booking a flight?")
    travel.say(
        "yes",
        flow="book_flight",
        phase="confirming",
        slots={"seat_class": "economy"},
        bot_contains="Book economy class from Paris to Rome on Friday 4 December",
    )


def test_the_value_for_the_task_on_hold_survives_a_reload(travel: Conversation) -> None:
    for text in HOTEL_FIRST:
        travel.say(text)
    r = travel.say("business", bot_contains="Noted for booking a flight: seat class business.")
    log = travel.bot.events(travel.session_id, travel.user_id)
    rebuilt = replay(log, travel.session_id, travel.user_id)
    assert rebuilt.task_stack[0].value("seat_class") == "business"
    assert rebuilt.model_dump() == r.state.model_dump()


def test_a_value_the_running_task_takes_is_not_the_held_ones(travel: Conversation) -> None:
    for text in HOTEL_FIRST:
        travel.say(text)
    r = travel.say("friday", asked="nights", slots={"check_in": "2026-12-04"})
    assert "Noted" not in r.text
