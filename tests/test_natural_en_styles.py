"""How different people talk to the travel bot: terse, chatty with typos, several things at
once, and by reference ("book it", "the second one", "there").

Whole conversations on flows/travel with a fixed clock (Sunday 2026-11-29), turn by turn,
asserting what the bot said, the phase, the flow, the slots and the task stack. Each one
comes from a script of that style (/work/h6/scripts.py) where the bot went wrong.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

ROOT = Path(__file__).resolve().parent.parent
CLOCK = FixedClock("2026-11-29T10:00:00")


@pytest.fixture(scope="module")
def bot() -> Dispatcher:
    return Dispatcher.from_path(ROOT / "flows" / "travel", clock=CLOCK)


@pytest.fixture
def travel(bot: Dispatcher, request: pytest.FixtureRequest) -> Conversation:
    return Conversation(bot, request.node.name, "u1")


# -- terse -----------------------------------------------------------------------------------


def test_a_one_letter_yes_while_collecting_starts_no_other_flow(travel: Conversation) -> None:
    # "y" is inside "cancel my booking": it once started the cancellation
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say("y", flow="book_flight", asked="departure_city", stack=[])
    travel.say("n", flow="book_flight", asked="departure_city", stack=[])


def test_first_is_the_first_class_not_the_first_option(travel: Conversation) -> None:
    travel.say("flight from Boston to Tokyo tomorrow", asked="seat_class")
    travel.say(
        "first",
        phase="confirming",
        slots={"seat_class": "first"},
        bot="Book first class from Boston to Tokyo on Monday 30 November for 1 passenger?",
    )


def test_the_second_one_still_counts_the_classes_offered(travel: Conversation) -> None:
    travel.say("flight from Boston to Tokyo tomorrow", asked="seat_class")
    travel.say("the second one", phase="confirming", slots={"seat_class": "business"})


def test_first_said_early_for_a_city_is_the_class(travel: Conversation) -> None:
    # asked where from, "first" is the class, not the first city the user mentioned
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say(
        "first",
        asked="departure_city",
        slots={"seat_class": "first", "departure_city": None, "arrival_city": "Rome"},
    )


def test_terse_flight_in_one_line_then_hotel_and_a_cancel_by_reference(
    travel: Conversation,
) -> None:
    travel.say(
        "flight NYC to SF dec 3, 2 pax, biz",
        phase="confirming",
        flow="book_flight",
        slots={
            "departure_city": "New York",
            "arrival_city": "San Francisco",
            "depart_date": "2026-12-03",
            "seat_class": "business",
            "passengers": 2,
        },
        bot="Book business class from New York to San Francisco on Thursday 3 December for 2 passengers?",
    )
    travel.say("y", phase="chitchat", bot_matches=r"^Booked! Your reference is BK-\d{4}\.$")
    booking = travel.last.state.entity_stack[-1].value
    travel.say("flight boston->london", flow="book_flight", asked="depart_date")
    assert travel.slots["departure_city"] == "Boston"
    assert travel.slots["arrival_city"] == "London"
    travel.say("tmrw", asked="seat_class", slots={"depart_date": "2026-11-30"})
    travel.say("eco", phase="confirming", slots={"seat_class": "economy"})
    travel.say("nah", phase="collecting", bot="What would you like to change?")
    travel.say("nvm", phase="chitchat", flow=None, bot="Okay, I won't book the flight.")
    travel.say(
        "cancel the flight",
        phase="confirming",
        flow="cancel_booking",
        slots={"booking_id": booking},
        bot=f"Cancel booking {booking}? This cannot be undone.",
    )


def test_cancel_with_a_reference_mid_booking_cancels_that_booking(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say(
        "cancel BK-1234",
        phase="confirming",
        flow="cancel_booking",
        slots={"booking_id": "BK-1234"},
        stack=["book_flight"],
        bot_contains="Cancel booking BK-1234? This cannot be undone.",
    )
    travel.say("yes", bot_contains=["Booking BK-1234 is cancelled.", "booking a flight"])


def test_cancel_the_hotel_while_booking_one_drops_that_task(travel: Conversation) -> None:
    travel.say("book a hotel in Rome", flow="book_hotel", asked="check_in")
    travel.say("cancel the hotel", phase="chitchat", flow=None, stack=[])
    assert travel.last.messages == ["No problem, no hotel booked."]


# -- chatty, with typos and hedges ------------------------------------------------------------


def test_chatty_typos_and_a_rising_voice_still_book(travel: Conversation) -> None:
    travel.say(
        "umm so i was thinkin maybe a flite to rome?? like next fri",
        flow="book_flight",
        asked="departure_city",
        slots={"arrival_city": "Rome", "depart_date": "2026-12-04"},
    )
    travel.say("from london pls", asked="seat_class", slots={"departure_city": "London"})
    travel.say("eco i guess", phase="confirming", slots={"seat_class": "economy"})
    travel.say("yesss that's perfect thx", bot_matches=r"^Booked! ")
    travel.say(
        "a hotel in rome for 4 nites?", flow="book_hotel", slots={"nights": 4, "city": "Rome"}
    )


def test_a_real_question_with_a_question_mark_still_books_nothing(travel: Conversation) -> None:
    travel.say("how long is a flight to Tokyo?", phase="chitchat", flow=None)
    travel.say("is the flight to Tokyo long?", phase="chitchat", flow=None)


def test_from_a_city_with_a_sorry_answers_where_from(travel: Conversation) -> None:
    # "sorry" is a correction word, but "from London" is the departure the bot asked for
    travel.say("a flight to rome next friday", asked="departure_city")
    travel.say(
        "oh from london sorry",
        asked="seat_class",
        slots={"departure_city": "London", "arrival_city": "Rome"},
    )


# -- several things at once, references -------------------------------------------------------


def test_there_asked_where_from_is_not_the_destination(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say("there", asked="departure_city", slots={"departure_city": None})


def test_a_hotel_there_asked_for_mid_flight_is_queued_with_the_city(travel: Conversation) -> None:
    # asked as a question, it put the flight on hold; "I also need a hotel there" queues it
    travel.say("book a flight to Rome", asked="departure_city")
    r = travel.say(
        "could u maybe find me a hotel there too",
        flow="book_flight",
        asked="departure_city",
        stack=[],
        bot_contains="I'll help with booking a hotel room after that.",
    )
    assert [(q.flow, q.filled()) for q in r.state.queued] == [("book_hotel", {"city": "Rome"})]


def test_there_after_a_flight_is_where_it_goes(travel: Conversation) -> None:
    # London was said last, but a trip's "there" is where it goes
    travel.say("I need a flight to Rome", asked="departure_city")
    travel.say("from London", asked="depart_date")
    travel.say("what's the weather there tomorrow", bot_contains="Rome 2026-11-30:")
    travel.say("back to the flight", flow="book_flight", asked="depart_date")
    travel.say("next friday", asked="seat_class")
    travel.say("economy", phase="confirming")
    travel.say("yes", bot_matches=r"^Booked! ")
    travel.say("I also need a hotel there", flow="book_hotel", slots={"city": "Rome"})


def test_same_dates_as_the_flight_takes_the_flights_date(travel: Conversation) -> None:
    travel.say("I need a flight from Boston to Tokyo next Friday in first", phase="confirming")
    travel.say("book it", bot_matches=r"^Booked! ")
    travel.say("I also need a hotel there", flow="book_hotel", asked="check_in")
    travel.say(
        "same dates as the flight",
        asked="nights",
        slots={"city": "Tokyo", "check_in": "2026-12-04"},
        bot="How many nights?",
    )


def test_a_hotel_named_as_not_needed_is_dropped_a_flight_is_not_started(
    travel: Conversation,
) -> None:
    travel.say("book a hotel in Rome", flow="book_hotel", asked="check_in")
    travel.say("i don't need the flight", flow="book_hotel", asked="check_in", stack=[])
    travel.say(
        "hmm actually i don't need the hotel",
        phase="chitchat",
        flow=None,
        stack=[],
        bot="No problem, no hotel booked.",
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("can I get a flight to paris on the 12th?", {"arrival_city": "Paris"}),
        ("is there a flight to tokyo tomorrow?", {"arrival_city": "Tokyo"}),
        ("any flights to london friday?", {"arrival_city": "London", "depart_date": "2026-12-04"}),
        ("2 tix to berlin fri", {"arrival_city": "Berlin", "passengers": 2}),
    ],
)
def test_a_polite_or_terse_ask_for_a_flight_starts_it(
    travel: Conversation, text: str, expected: dict[str, Any]
) -> None:
    travel.say(text, flow="book_flight", asked="departure_city")
    got = travel.slots
    assert {k: got[k] for k in expected} == expected


def test_any_hotels_there_starts_the_hotel(travel: Conversation) -> None:
    travel.say("any hotels in Paris?", flow="book_hotel", slots={"city": "Paris"})


def test_a_better_day_said_as_a_preference_replaces_the_date(travel: Conversation) -> None:
    travel.say("a flight to rome next friday", asked="departure_city")
    travel.say(
        "yeah saturday is better", asked="departure_city", slots={"depart_date": "2026-12-05"}
    )
    travel.say("from boston", asked="seat_class")
    travel.say("economy", phase="confirming")
    travel.say(
        "hmm monday would be better",
        phase="confirming",
        slots={"depart_date": "2026-11-30"},
        bot_contains="on Monday 30 November",
    )


def test_keep_the_flight_after_dropping_the_hotel_books_no_new_flight(
    travel: Conversation,
) -> None:
    travel.say("book a flight from Madrid to Berlin tomorrow in business", phase="confirming")
    travel.say("yes", bot_matches=r"^Booked! ")
    # the city is offered from the flight (tests/test_carryover.py), not asked outright
    travel.say(
        "now the hotel",
        flow="book_hotel",
        phase="clarifying",
        bot="Just to check: did you mean Berlin for the city?",
    )
    travel.say("hmm actually i don't need the hotel", phase="chitchat", flow=None)
    travel.say("keep the flight though", phase="chitchat", flow=None, stack=[])


def test_cancel_a_reference_when_offered_to_resume_starts_the_cancel(
    travel: Conversation,
) -> None:
    travel.say("book a hotel in Rome", asked="check_in")
    travel.say("what's the weather in Paris?", bot_contains="Shall we get back to booking a hotel")
    travel.say(
        "cancel BK-1234",
        phase="confirming",
        flow="cancel_booking",
        slots={"booking_id": "BK-1234"},
        stack=["book_hotel"],
    )


def test_cancel_the_flight_too_after_cancelling_the_hotel_takes_the_flight(
    travel: Conversation,
) -> None:
    travel.say("I need a flight from Boston to Tokyo tomorrow in first", phase="confirming")
    travel.say("book it", bot_matches=r"^Booked! ")
    flight = travel.last.state.entity_stack[-1].value
    travel.say("I also need a hotel there", flow="book_hotel", slots={"city": "Tokyo"})
    travel.say("same dates as the flight", asked="nights", slots={"check_in": "2026-11-30"})
    travel.say("5 nights", asked="room_type")
    travel.say("the suite", phase="confirming")
    travel.say("yes", bot_matches=r"^Your room is reserved\. ")
    hotel = travel.last.state.entity_stack[-1].value
    travel.say("cancel that one", phase="confirming", slots={"booking_id": hotel})
    travel.say("yes", bot=f"Booking {hotel} is cancelled.")
    travel.say("cancel the flight too", phase="confirming", slots={"booking_id": flight})


# -- a couple planning a trip, said as people say it ---------------------------------------------


def test_a_polite_request_for_a_hotel_mid_flight_is_a_request(travel: Conversation) -> None:
    """ "Could you also find us a hotel ...?" asks for a hotel; it is no question about one.
    Asked "also", it waits for the flight, with every value said for it."""
    travel.say(
        "We'd like to fly out of San Francisco on December 18th.",
        flow="book_flight",
        asked="arrival_city",
        slots={"departure_city": "San Francisco", "depart_date": "2026-12-18"},
    )
    r = travel.say(
        "Could you also find us a hotel in Tokyo for 5 nights from the 19th?",
        bot_contains="I'll help with booking a hotel room after that.",
        flow="book_flight",
        stack=[],
    )
    hotel = {"city": "Tokyo", "check_in": "2026-12-19", "nights": 5}
    assert [(q.flow, q.filled()) for q in r.state.queued] == [("book_hotel", hotel)]
    travel.say("A suite would be lovely.", bot_contains="Noted for booking a hotel room")
    travel.say("Tokyo", asked="seat_class")
    travel.say("economy", phase="confirming")
    travel.say(
        "yes",
        flow="book_hotel",
        phase="confirming",
        slots={**hotel, "room_type": "suite"},
        bot_contains="Reserve a suite room in Tokyo from Saturday 19 December for 5 nights?",
    )


@pytest.mark.parametrize("text", ["can you help me book a room?", "I need a room", "book a room"])
def test_a_word_of_a_flows_description_asks_for_it(travel: Conversation, text: str) -> None:
    """ "can you help me book a room?" was chit-chat, and so was everything after it ("in
    London", "checking in December 20th", "for a week"): "room" is a word only the hotel
    flow's description ("booking a hotel room") has, as "hotel" is of its name."""
    travel.say(text, flow="book_hotel", asked="city")
    travel.say("in London", slots={"city": "London"}, asked="check_in")


def test_a_description_word_in_a_question_books_nothing(travel: Conversation) -> None:
    travel.say("is there room for my luggage?", phase="chitchat", flow=None)


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("will it be sunny in Madrid on saturday", "Madrid 2026-12-05:"),
        ("what's the temperature in Rome", "Rome today:"),
        ("how cold is it in Berlin tomorrow?", "Berlin 2026-11-30:"),
        ("is it raining in London right now?", "London today:"),
    ],
)
def test_weather_asked_without_the_word_weather(travel: Conversation, said: str, told: str) -> None:
    """ "will it be sunny in Madrid on saturday" got the list of flows: the example's
    forecast knew "weather", "forecast", rain and heat only."""
    r = travel.say(said, phase="chitchat")
    assert r.messages[0].startswith(told)


# -- a trip said the way people plan one ------------------------------------------------------


def test_somewhere_to_stay_said_mid_flight_waits_for_the_flight(travel: Conversation) -> None:
    # it was ignored ("somewhere to stay" was no trigger), then "a double" was refused as a
    # city; with "and we'll need" it is asked for besides the flight, so it waits
    travel.say("book a flight from London to Rome on December 3rd", asked="seat_class")
    r = travel.say(
        "and we'll need somewhere to stay for 4 nights",
        flow="book_flight",
        asked="seat_class",
        bot=[
            "I'll help with booking a hotel room after that.",
            "Economy, business or first class?",
        ],
    )
    assert [(t.flow, t.value("nights")) for t in r.state.queued] == [("book_hotel", 4)]
    travel.say("economy", phase="confirming")
    travel.say(
        "yes",
        flow="book_hotel",
        slots={"nights": 4},
        bot_contains="Just to check: did you mean Rome for the city?",
    )
    travel.say("yes", slots={"city": "Rome", "nights": 4}, asked="check_in")


@pytest.mark.parametrize(
    "said", ["I need accommodation in Paris", "we need somewhere to stay in Paris"]
)
def test_accommodation_asks_for_a_hotel(travel: Conversation, said: str) -> None:
    travel.say(said, flow="book_hotel", slots={"city": "Paris"}, asked="check_in")


def test_wanna_fly_with_an_arrow_route_is_a_flight(travel: Conversation) -> None:
    # it asked "Do you mean booking a flight, booking a hotel room or the weather forecast?"
    travel.say(
        "i wanna fly paris -> rome on 12/10",
        flow="book_flight",
        slots={"departure_city": "Paris", "arrival_city": "Rome", "depart_date": "2026-12-10"},
        asked="seat_class",
    )


def test_leaving_a_date_with_a_return_date_beside_it_is_the_departure(
    travel: Conversation,
) -> None:
    # two dates and no return slot: neither was taken
    travel.say(
        "Flight to Berlin please, leaving Dec 24, returning Jan 2",
        slots={"arrival_city": "Berlin", "depart_date": "2026-12-24"},
        asked="departure_city",
    )


# -- "the date is wrong": a slot named by its type, with a no --------------------------------


@pytest.mark.parametrize("said", ["wrong date", "the date is wrong", "that's the wrong date"])
def test_a_wrong_date_while_confirming_asks_the_date_again(travel: Conversation, said: str) -> None:
    # "the date is wrong" was ignored (the confirmation asked again); "wrong date" got "What
    # would you like to change?" though the user had said what
    travel.say("book a flight from Paris to Rome on friday economy", phase="confirming")
    travel.say(
        said,
        phase="collecting",
        asked="depart_date",
        slots={"depart_date": None},
        bot="What day do you want to leave?",
    )
    travel.say("saturday", phase="confirming", slots={"depart_date": "2026-12-05"})


def test_the_class_is_wrong_with_the_new_one_changes_it(travel: Conversation) -> None:
    # guard (passed before): the slot named by its name, with the new value after the no
    travel.say("book a flight from Paris to Rome on friday economy", phase="confirming")
    travel.say("the class is wrong, business", phase="confirming", slots={"seat_class": "business"})


# -- chat reactions ---------------------------------------------------------------------------


def test_a_thumbs_up_confirms_and_a_thumbs_down_says_no(travel: Conversation) -> None:
    # an emoji alone normalized to nothing: the confirmation was asked again
    travel.say("book a flight from Paris to Rome tomorrow economy", phase="confirming")
    travel.say("👎", phase="collecting", bot="What would you like to change?")
    travel.say("nothing, it's fine", phase="confirming")
    travel.say("👍", phase="chitchat", bot_contains="Booked!")


def test_a_plane_emoji_asks_for_a_flight(travel: Conversation) -> None:
    travel.say("✈️ to Rome pls 🙏", flow="book_flight", slots={"arrival_city": "Rome"})


# -- a value corrected inside the message that gives it -----------------------------------------


@pytest.mark.parametrize(
    ("said", "day"),
    [("on the 12th, no wait, the 13th", "2026-12-13"), ("friday, I mean saturday", "2026-12-05")],
)
def test_a_date_corrected_as_it_is_said_takes_the_second(
    travel: Conversation, said: str, day: str
) -> None:
    # the first asked "Did you mean Saturday 12 December or Sunday 13 December?"; the second
    # took Friday
    travel.say("book a flight from Madrid to Rome", asked="depart_date")
    travel.say(said, slots={"depart_date": day}, asked="seat_class")


def test_two_dates_with_or_are_still_asked_about(travel: Conversation) -> None:
    # guard (passed before): no correction word, two options
    travel.say("book a flight from Madrid to Rome", asked="depart_date")
    travel.say(
        "friday or saturday",
        phase="clarifying",
        bot="Did you mean Friday 4 December or Saturday 5 December?",
    )


@pytest.mark.parametrize(
    "said", ["I want to speak to an agent", "can I talk to a representative please"]
)
def test_asking_for_a_person_in_a_sentence_hands_off(travel: Conversation, said: str) -> None:
    # "agent" alone in a longer sentence is not read (it could be a travel agent): these got
    # the list of flows
    travel.say(said, bot="Let me connect you with a human agent.")


def test_the_city_is_wrong_with_two_cities_asks_what_to_change(travel: Conversation) -> None:
    # ignored: the confirmation was asked again as if nothing was said
    travel.say("book a flight from Paris to Rome on friday economy", phase="confirming")
    travel.say("the city is wrong", phase="collecting", bot="What would you like to change?")
    travel.say("the departure city", asked="departure_city")
    travel.say("Madrid", phase="confirming", slots={"departure_city": "Madrid"})


@pytest.mark.parametrize(
    ("text", "slots", "asked"),
    [
        (
            "flight from berln to lisbn",
            {"departure_city": "Berlin", "arrival_city": "Lisbon"},
            "depart_date",
        ),
        (
            "flight from pars to rome",
            {"departure_city": "Paris", "arrival_city": "Rome"},
            "depart_date",
        ),
        ("flight from pars", {"departure_city": "Paris", "arrival_city": None}, "arrival_city"),
    ],
)
def test_typos_in_the_cities_of_the_first_message(
    travel: Conversation, text: str, slots: dict[str, str | None], asked: str
) -> None:
    # the cities were dropped and asked for: only an answer to the question ("pars") was
    # read for typos, not a city after "from" or "to"
    travel.say(text, flow="book_flight", asked=asked, slots=slots)


def test_a_typo_less_sure_asks_before_it_is_taken(travel: Conversation) -> None:
    travel.say(
        "flight to tokio",
        phase="clarifying",
        bot="Just to check: did you mean Tokyo for the arrival city?",
    )
    travel.say("yes", asked="departure_city", slots={"arrival_city": "Tokyo"})


LONDON = "Just to check: did you mean London for the departure city?"
TOKYO = "Just to check: did you mean Tokyo for the arrival city?"


def test_two_unsure_typos_are_asked_about_in_turn(travel: Conversation) -> None:
    # only Tokyo was asked about: London, the first unsure value, was dropped
    r = travel.say("flight from londno to tokio", phase="clarifying", bot=LONDON)
    assert r.state.active_task is not None
    assert [c.value for c in r.state.active_task.unsure] == ["Tokyo"]
    travel.say("yes", phase="clarifying", bot=TOKYO, slots={"departure_city": "London"})
    r = travel.say("yes", asked="depart_date", slots={"arrival_city": "Tokyo"})
    assert r.state.active_task is not None and r.state.active_task.unsure == []


def test_a_no_to_the_first_asks_its_slot_then_the_second(travel: Conversation) -> None:
    travel.say("flight from londno to tokio", bot=LONDON)
    travel.say("no", asked="departure_city", slots={"departure_city": None})
    travel.say("Berlin", phase="clarifying", bot=TOKYO, slots={"departure_city": "Berlin"})
    travel.say("no", asked="arrival_city", slots={"arrival_city": None})


def test_a_waiting_value_given_meanwhile_is_not_asked_about(travel: Conversation) -> None:
    travel.say("flight from londno to tokio", bot=LONDON)
    travel.say("yes, and I meant Tokyo", slots={"departure_city": "London"})
    r = travel.say("economy", slots={"arrival_city": "Tokyo", "seat_class": "economy"})
    assert "Tokyo for the arrival city" not in r.text


def test_the_waiting_values_replay_and_old_states_load(travel: Conversation) -> None:
    from dialogflows.events import replay
    from dialogflows.state import DialogueState

    r = travel.say("flight from londno to tokio", bot=LONDON)
    log = travel.bot.events(travel.session_id, travel.user_id)
    assert replay(log, travel.session_id, travel.user_id).model_dump() == r.state.model_dump()
    saved = r.state.model_dump(mode="json")
    assert saved["active_task"] is not None
    del saved["active_task"]["unsure"]  # a state saved before the field existed
    assert DialogueState.model_validate(saved).active_task.unsure == []  # type: ignore[union-attr]
