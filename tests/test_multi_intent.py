"""Two tasks asked for in one message: "Book a flight to Paris and a hotel there".

The first task starts; the second waits in ``state.queued`` with the values said for it and
is taken up when the first is done ("Now for booking a hotel room."), offered when the first
is cancelled, and dropped when the user names it ("never mind the hotel"). Conversations run
on the example flows with a fixed clock (Sunday 2026-11-29), turn by turn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher, replay
from dialogflows.commands import StartTask
from dialogflows.history import history_lines
from dialogflows.state import DialogueState, session_key
from dialogflows.testing import Conversation, FixedClock

ROOT = Path(__file__).resolve().parent.parent
CLOCK = FixedClock("2026-11-29T10:00:00")
QUEUED_HOTEL = "I'll help with booking a hotel room after that."
NEXT_HOTEL = "Now for booking a hotel room."
STILL_HOTEL = "Do you still want to go ahead with booking a hotel room?"


def queued(state: DialogueState) -> list[tuple[str, dict[str, Any]]]:
    """(flow, the values said for it) of each queued task, next first."""
    return [
        (t.flow, {n: s.value for n, s in t.slots.items() if s.value is not None})
        for t in state.queued
    ]


def flight_and_hotel(c: Conversation) -> None:
    r = c.say(
        "Book a flight to Paris and a hotel there",
        phase="collecting",
        flow="book_flight",
        slots={"arrival_city": "Paris"},
        asked="departure_city",
        stack=[],
        bot=[QUEUED_HOTEL, "Where are you flying from?"],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Paris"})]


# -- both tasks, in order -----------------------------------------------------------------------


def test_en_flight_then_hotel_both_done_in_order(travel: Conversation) -> None:
    flight_and_hotel(travel)
    travel.say("from London", asked="depart_date")
    travel.say("friday", asked="seat_class")
    travel.say(
        "economy",
        phase="confirming",
        bot="Book economy class from London to Paris on Friday 4 December for 1 passenger?",
    )
    r = travel.say(
        "yes",
        phase="collecting",
        flow="book_hotel",
        slots={"city": "Paris"},
        asked="check_in",
        stack=[],
    )
    assert r.messages[0].startswith("Booked! Your reference is ")
    assert r.messages[1:] == [NEXT_HOTEL, "When do you check in?"]
    assert r.state.queued == []
    assert r.state.last_task is not None and r.state.last_task.flow == "book_flight"
    travel.say("December 17", asked="nights")
    travel.say("3 nights", asked="room_type")
    travel.say(
        "double",
        phase="confirming",
        bot="Reserve a double room in Paris from Thursday 17 December for 3 nights?",
    )
    r = travel.say("yes", phase="chitchat", flow=None, stack=[])
    assert r.text.startswith("Your room is reserved.")
    assert r.state.queued == []


def test_en_the_second_task_starts_with_its_own_values(travel: Conversation) -> None:
    r = travel.say(
        "I need a flight from London to Paris and a hotel in Rome",
        flow="book_flight",
        slots={"departure_city": "London", "arrival_city": "Paris"},
        asked="depart_date",
    )
    assert queued(r.state) == [("book_hotel", {"city": "Rome"})]
    travel.say("friday in business", phase="confirming")
    travel.say("yes", flow="book_hotel", slots={"city": "Rome"}, asked="check_in")


def test_en_there_after_a_hotel_is_where_the_flight_goes(travel: Conversation) -> None:
    r = travel.say("I need a hotel in Rome and a flight there", flow="book_hotel", asked="check_in")
    assert queued(r.state) == [("book_flight", {"arrival_city": "Rome"})]


def test_en_a_first_task_done_at_once_hands_over_in_the_same_turn(
    travel: Conversation,
) -> None:
    r = travel.say(
        "what's the weather in Paris tomorrow and book a hotel there",
        flow="book_hotel",
        slots={"city": "Paris"},
        asked="check_in",
    )
    assert r.messages[-3:] == [
        "Paris 2026-11-30: light rain, 19°C.",
        NEXT_HOTEL,
        "When do you check in?",
    ]
    assert r.state.queued == []


def test_en_two_requests_mid_task_suspend_the_running_one(travel: Conversation) -> None:
    travel.say("book a hotel in Rome", flow="book_hotel", asked="check_in")
    r = travel.say(
        "actually book a flight to Paris and a hotel there",
        flow="book_flight",
        slots={"arrival_city": "Paris"},
        stack=["book_hotel"],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Paris"})]


def test_en_an_answer_and_another_request_queue_the_request(travel: Conversation) -> None:
    """ "tomorrow, I need a hotel there" to "What day do you want to leave?" answered the
    date and dropped the hotel. The answer holds the running task, and the hotel is taken
    up when the flight is done, "there" being where it flies."""
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    r = travel.say(
        "tomorrow, I need a hotel there",
        flow="book_flight",
        slots={"depart_date": "2026-11-30"},
        bot=[
            "I'll help with booking a hotel room after that.",
            "Economy, business or first class?",
        ],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Rome"})]
    travel.say("economy", phase="confirming")
    travel.say(
        "yes",
        flow="book_hotel",
        slots={"city": "Rome"},
        bot_contains="When do you check in?",
    )


def test_zh_an_answer_and_another_request_queue_the_request(restaurant: Conversation) -> None:
    """ "送到建国路88号，对了我要退款" switched to the refund and lost the address."""
    restaurant.say("两份宫保鸡丁，明天中午12点", asked="address")
    r = restaurant.say(
        "送到建国路88号，对了我要退款",
        phase="confirming",
        slots={"address": "建国路88号"},
        bot=["之后再帮您退款。", "确认订购2份宫保鸡丁，11月30日（周一） 12:00送到建国路88号吗？"],
    )
    assert queued(r.state) == [("refund", {})]
    restaurant.say("对", flow="refund", bot_contains="接下来退款。")


def test_en_also_a_booking_mid_task_waits_for_the_running_one(travel: Conversation) -> None:
    """ "also book a hotel there" put the flight on hold: "also" asks for the hotel besides
    the flight, so the flight goes on and the hotel (in Rome, "there") follows it."""
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say("friday", asked="seat_class")
    r = travel.say(
        "also book a hotel there",
        flow="book_flight",
        stack=[],
        asked="seat_class",
        bot=[QUEUED_HOTEL, "Economy, business or first class?"],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Rome"})]
    travel.say("business", phase="confirming")
    travel.say(
        "yes",
        flow="book_hotel",
        slots={"city": "Rome"},
        bot_matches=r"^Booked! Your reference is BK-\d{4}\.\nNow for booking a hotel room\.\n",
    )


def test_en_also_while_confirming_keeps_the_question(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome on friday in business", phase="confirming")
    r = travel.say(
        "I also need a hotel in Rome for 2 nights",
        phase="confirming",
        flow="book_flight",
        bot=[
            QUEUED_HOTEL,
            "Book business class from Paris to Rome on Friday 4 December for 1 passenger?",
        ],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Rome", "nights": 2})]


@pytest.mark.parametrize(
    "text",
    [
        "I also need a hotel",
        "I'd also like a hotel",
        "I'd like to also get a hotel",
        "I'd like to get a hotel too",
        "we also want a hotel",
    ],
)
def test_en_also_a_hotel_named_without_a_trigger_is_queued(travel: Conversation, text: str) -> None:
    """ "I also need a hotel" while the flight asks where to: said nothing and asked again,
    as if not said (the request word was split by "also", or the name came four words
    after it)."""
    travel.say("book a flight from Boston", asked="arrival_city")
    r = travel.say(
        text,
        flow="book_flight",
        asked="arrival_city",
        bot=[QUEUED_HOTEL, "Where would you like to fly to?"],
    )
    assert queued(r.state) == [("book_hotel", {})]


@pytest.mark.parametrize(
    "text", ["can you also get me a hotel there", "could you book me a hotel there as well"]
)
def test_en_also_asked_politely_is_queued(travel: Conversation, text: str) -> None:
    # a request put as a question ("can you also…") put the flight on hold and started the
    # hotel, where "I also need a hotel there" queued it
    travel.say("I need a flight from Paris to Rome", asked="depart_date")
    r = travel.say(
        text,
        flow="book_flight",
        asked="depart_date",
        stack=[],
        bot=[QUEUED_HOTEL, "What day do you want to leave?"],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Rome"})]


def test_en_getting_to_the_hotel_asks_for_no_hotel(travel: Conversation) -> None:
    travel.say("book a flight from Boston", asked="arrival_city")
    r = travel.say("I need to get to my hotel by 6", asked="arrival_city")
    assert r.state.queued == []
    assert r.state.task_stack == []


def test_en_also_a_question_is_answered_now(travel: Conversation) -> None:
    # the forecast books nothing: it is answered at once, the flight waits on the stack
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    r = travel.say(
        "I also need to know the weather there", stack=["book_flight"], bot_contains="Rome"
    )
    assert r.state.queued == []


def test_zh_also_a_refund_mid_order_waits_for_the_order(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("宫保鸡丁两份", asked="delivery_date")
    r = restaurant.say(
        "我还要退款", flow="order_food", stack=[], bot=["之后再帮您退款。", "哪天送？"]
    )
    assert queued(r.state) == [("refund", {})]


def test_zh_a_measure_word_inside_a_trigger(restaurant: Conversation) -> None:
    # "我还要退个款" was "抱歉，我没听明白。": 个 between the verb and its object
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("宫保鸡丁两份", asked="delivery_date")
    r = restaurant.say("我还要退个款", bot=["之后再帮您退款。", "哪天送？"])
    assert queued(r.state) == [("refund", {})]
    restaurant.say("帮我查个订单", flow="order_status", stack=["order_food"])


def test_zh_a_flow_only_named_beside_the_answer_is_not_queued(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁，明天中午12点", asked="address")
    r = restaurant.say("送到公司，查订单的话等会儿再说吧", slots={"address": "公司"})
    assert r.state.queued == []


def test_zh_an_address_by_its_pattern_holds_against_a_loose_trigger(
    restaurant: Conversation,
) -> None:
    """ "送到公司，到了打电话": "到了" is close to the trigger "送到哪了" (one character off),
    which took the conversation to the order status and lost the address."""
    restaurant.say("两份宫保鸡丁，明天中午12点", asked="address")
    restaurant.say("送到公司，到了打电话", phase="confirming", slots={"address": "公司"})


def test_en_one_request_with_and_queues_nothing(travel: Conversation) -> None:
    r = travel.say(
        "I need a flight from London and then to Paris",
        flow="book_flight",
        slots={"departure_city": "London", "arrival_city": "Paris"},
    )
    assert r.state.queued == []


def test_en_a_question_about_two_flows_books_neither(travel: Conversation) -> None:
    r = travel.say(
        "how long is a flight to Tokyo and how much is a hotel in Rome?", phase="chitchat"
    )
    assert r.state.queued == []


def test_en_a_polite_ask_for_two_is_two_requests(travel: Conversation) -> None:
    r = travel.say(
        "can I get a flight to Rome friday and a hotel there for 3 nights?",
        flow="book_flight",
        slots={"arrival_city": "Rome", "depart_date": "2026-12-04"},
    )
    assert queued(r.state) == [("book_hotel", {"city": "Rome", "nights": 3})]


def test_zh_two_requests_in_one_message_both_done_in_order(restaurant: Conversation) -> None:
    r = restaurant.say(
        "我要订餐，顺便查一下订单",
        flow="order_food",
        asked="dish",
        bot=["之后再帮您查询订单。", "您想点什么菜？"],
    )
    assert queued(r.state) == [("order_status", {})]
    restaurant.say("两份麻婆豆腐")
    restaurant.say("明天")
    restaurant.say("中午12点")
    restaurant.say("送到人民路1号", phase="confirming")
    r = restaurant.say("好的", flow="order_status", asked="order_id")
    assert r.messages[0].startswith("下单成功，订单号")
    assert r.messages[1:] == ["接下来查询订单。", "请告诉我订单号，比如 DD-1234。"]
    assert r.state.queued == []


# -- cancelling the first, dropping the second -----------------------------------------------


# -- three requests -------------------------------------------------------------------------

NEXT_WEATHER = "Now for the weather forecast."
QUEUED_WEATHER = "I'll help with the weather forecast after that."


def test_en_three_requests_in_a_list_are_done_in_order(travel: Conversation) -> None:
    """A comma before a flow's trigger phrase splits a list of requests like an "and"."""
    r = travel.say(
        "book a flight from London to Paris next friday, a hotel there and the weather there too",
        bot=[
            QUEUED_HOTEL,
            QUEUED_WEATHER,
            "That's Friday 4 December.",
            "Economy, business or first class?",
        ],
        flow="book_flight",
        slots={"departure_city": "London", "arrival_city": "Paris", "depart_date": "2026-12-04"},
    )
    assert queued(r.state) == [("book_hotel", {"city": "Paris"}), ("weather", {"city": "Paris"})]
    travel.say("economy", phase="confirming")
    r = travel.say(
        "yes",
        bot_contains=NEXT_HOTEL,
        flow="book_hotel",
        asked="check_in",
        slots={"city": "Paris"},
    )
    assert queued(r.state) == [("weather", {"city": "Paris"})]
    travel.say("December 4", asked="nights")
    travel.say("2 nights", asked="room_type")
    travel.say("single", phase="confirming")
    r = travel.say("yes", bot_contains=NEXT_WEATHER, phase="chitchat", flow=None)
    assert r.messages[-1].startswith("Paris")
    assert r.state.queued == []


def test_en_each_later_request_gets_the_values_said_after_it(travel: Conversation) -> None:
    r = travel.say(
        "book a flight from London to Paris next friday and a hotel there for 2 nights "
        "and then check the weather in Rome",
        flow="book_flight",
    )
    assert queued(r.state) == [
        ("book_hotel", {"city": "Paris", "nights": 2}),
        ("weather", {"city": "Rome"}),
    ]


def test_en_a_comma_before_a_value_goes_on_about_the_same_request(travel: Conversation) -> None:
    r = travel.say(
        "I need a hotel in Rome, 2 nights, and the weather there",
        bot=[QUEUED_WEATHER, "When do you check in?"],
        flow="book_hotel",
        slots={"city": "Rome", "nights": 2},
    )
    assert queued(r.state) == [("weather", {"city": "Rome"})]


def test_zh_a_dish_then_two_more_requests(restaurant: Conversation) -> None:
    """The first request names no flow, only a dish only the food order takes."""
    r = restaurant.say(
        "我要订两份宫保鸡丁，顺便查一下订单DD-1234，还要退款",
        bot=["之后再帮您查询订单。", "之后再帮您退款。", "哪天送？"],
        flow="order_food",
        slots={"dish": "宫保鸡丁", "quantity": 2},
    )
    assert queued(r.state) == [("order_status", {"order_id": "DD-1234"}), ("refund", {})]


def test_en_cancel_the_first_task_offers_the_queued_one(travel: Conversation) -> None:
    flight_and_hotel(travel)
    r = travel.say(
        "cancel",
        phase="chitchat",
        flow=None,
        bot=["Okay, I won't book the flight.", STILL_HOTEL],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Paris"})]
    r = travel.say(
        "yes",
        flow="book_hotel",
        slots={"city": "Paris"},
        asked="check_in",
        bot=[NEXT_HOTEL, "When do you check in?"],
    )
    assert r.state.queued == []


def test_en_a_first_task_that_fails_offers_the_queued_one(travel: Conversation) -> None:
    travel.say(
        "book a flight from London to Paris on friday in first class for 5 passengers "
        "and a hotel there",
        phase="confirming",
    )
    r = travel.say(
        "yes",
        phase="chitchat",
        bot=[
            "Sorry, first class is sold out on that flight. Try another day or class?",
            STILL_HOTEL,
        ],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Paris"})]
    travel.say("yes please", flow="book_hotel", slots={"city": "Paris"}, asked="check_in")


def test_en_no_to_the_offered_hotel_drops_it(travel: Conversation) -> None:
    flight_and_hotel(travel)
    travel.say("cancel", bot=["Okay, I won't book the flight.", STILL_HOTEL])
    r = travel.say("no", phase="chitchat", flow=None, bot="OK, I'll skip booking a hotel room.")
    assert r.state.queued == [] and r.state.offer_resume is None


@pytest.mark.parametrize("text", ["never mind the hotel", "forget the hotel"])
def test_en_naming_the_queued_task_drops_it_and_the_first_goes_on(
    travel: Conversation, text: str
) -> None:
    flight_and_hotel(travel)
    r = travel.say(
        text,
        phase="collecting",
        flow="book_flight",
        slots={"arrival_city": "Paris"},
        asked="departure_city",
        bot=["OK, I'll skip booking a hotel room.", "Where are you flying from?"],
    )
    assert r.state.queued == []
    travel.say("from London", asked="depart_date")


def test_zh_cancel_the_first_then_decline_the_second(restaurant: Conversation) -> None:
    restaurant.say("我要订餐，顺便查一下订单", flow="order_food")
    restaurant.say("算了", phase="chitchat", bot=["好的，这单不下了。", "还需要查询订单吗？"])
    r = restaurant.say("不用了", phase="chitchat", bot="好的，查询订单就不办了。")
    assert r.state.queued == []


def test_zh_naming_the_queued_task_drops_it(restaurant: Conversation) -> None:
    restaurant.say("我要订餐，顺便查一下订单", flow="order_food")
    r = restaurant.say(
        "查询订单不要了",
        flow="order_food",
        asked="dish",
        bot=["好的，查询订单就不办了。", "您想点什么菜？"],
    )
    assert r.state.queued == []


# -- interruptions and limits -----------------------------------------------------------------


def test_en_an_interruption_of_the_first_task_comes_back_before_the_queued_one(
    travel: Conversation,
) -> None:
    flight_and_hotel(travel)
    travel.say("from London")
    r = travel.say(
        "what's the weather in Rome tomorrow?",
        phase="chitchat",
        bot_contains="Shall we get back to booking a flight?",
        stack=["book_flight"],
    )
    assert queued(r.state) == [("book_hotel", {"city": "Paris"})]
    travel.say("yes", flow="book_flight", asked="depart_date")


def test_the_queue_counts_toward_the_depth_limit(travel: Conversation) -> None:
    travel.apply([StartTask(flow="book_hotel")])
    travel.apply([StartTask(flow="book_flight")], stack=["book_hotel"])
    r = travel.apply(
        [
            StartTask(
                flow="weather",
                then=[StartTask(flow="cancel_booking"), StartTask(flow="book_hotel")],
            )
        ],
        stack=["book_hotel", "book_flight"],
        bot_contains="We already have 3 tasks on hold",
    )
    assert [t.flow for t in r.state.queued] == ["cancel_booking"]


def test_asking_for_the_queued_flow_again_starts_it_once(travel: Conversation) -> None:
    flight_and_hotel(travel)
    travel.say("cancel", bot=["Okay, I won't book the flight.", STILL_HOTEL])
    r = travel.say("book a hotel for December 17", flow="book_hotel", asked="nights")
    assert r.state.active_task is not None
    assert r.state.active_task.value("city") == "Paris"  # said for the queued one
    assert r.state.queued == []


# -- the state block, the store and the event log --------------------------------------------


def test_the_state_block_shows_the_queue_on_one_line_quoted(travel: Conversation) -> None:
    flight_and_hotel(travel)
    block = travel.bot.renderer.state_block(travel.bot.state("s", "u1"))
    assert 'queued (next first): book_hotel (city="Paris")' in block.splitlines()


def test_a_queue_survives_a_store_round_trip_and_replays(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'sessions.db'}"
    first = Dispatcher.from_path(ROOT / "flows" / "travel", store=url, clock=CLOCK)
    first.handle("s", "Book a flight to Paris and a hotel there", user_id="u1")
    first.handle("s", "from London", user_id="u1")

    second = Dispatcher.from_path(ROOT / "flows" / "travel", store=url, clock=CLOCK)
    saved = second.state("s", "u1")
    assert queued(saved) == [("book_hotel", {"city": "Paris"})]
    assert replay(second.events("s", "u1")).model_dump() == saved.model_dump()

    c = Conversation(second, "s", "u1")
    c.say("friday in economy", phase="confirming")
    c.say("yes", flow="book_hotel", slots={"city": "Paris"}, asked="check_in")
    final = second.state("s", "u1")
    assert final.queued == []
    assert replay(second.events("s", "u1")).model_dump() == final.model_dump()


def test_history_describes_the_queue(travel: Conversation) -> None:
    flight_and_hotel(travel)
    travel.say("never mind the hotel")
    lines = [
        line
        for entry in history_lines(travel.bot.store, session_key("u1", "s"))
        for line in entry.changes
    ]
    assert "task book_hotel queued (t2) with {'city': 'Paris'}" in lines
    assert "queued task t2 dropped" in lines


# -- thanks -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "thanks so much",
        "ok thanks",
        "Thank you!",
        "Thank you so much, you're really helpful today.",  # opens with the thanks
    ],
)
def test_en_thanks_with_no_task_is_welcome(travel: Conversation, text: str) -> None:
    travel.say(text, phase="chitchat", bot="You're welcome! Anything else?")


def test_a_long_message_that_only_mentions_thanks_is_no_thank_you(travel: Conversation) -> None:
    travel.say(
        "I was going to say thanks but honestly I am still thinking",
        phase="chitchat",
        bot_contains="I can help you with",
    )


def test_zh_thanks_with_no_task_is_welcome(restaurant: Conversation) -> None:
    restaurant.say("谢谢", phase="chitchat", bot="不客气！还有什么需要吗？")


DECLINED = "All right. Just let me know if you need anything."


@pytest.mark.parametrize("text", ["no thanks", "No, thank you.", "nope", "no"])
def test_en_help_turned_down_is_no_thank_you(travel: Conversation, text: str) -> None:
    """ "no thanks" to "Do you mean booking a flight, ...?" was answered "You're welcome!",
    and "no" with the list of flows just declined."""
    travel.say("I want to go to Paris", phase="chitchat", bot_contains="Do you mean")
    travel.say(text, phase="chitchat", flow=None, bot=DECLINED)


@pytest.mark.parametrize("text", ["不用了，谢谢", "不用了", "不用"])
def test_zh_help_turned_down_cancels_nothing(restaurant: Conversation, text: str) -> None:
    """ "不用了，谢谢" with nothing going on was read as a cancel: "目前没有可以取消的事项"."""
    restaurant.say("你好", phase="chitchat")
    restaurant.say(text, phase="chitchat", bot="好的，有需要随时告诉我。")


def test_a_cancel_word_with_nothing_running_asks_what_to_cancel(travel: Conversation) -> None:
    """With nothing running and nothing just booked, "cancel" said "There is nothing to
    cancel right now." while the domain has one flow that cancels bookings: a user saying
    it means a booking of theirs, so that flow starts and asks which (ninth session)."""
    travel.say("cancel", flow="cancel_booking", asked="booking_id")


def test_no_to_an_offer_still_answers_the_offer(travel: Conversation) -> None:
    """With a task on hold and offered back, "no thanks" declines that offer."""
    travel.say("I need a flight from Paris to Rome", flow="book_flight")
    travel.say("what's the weather in London tomorrow?", stack=["book_flight"])
    assert "Shall we get back to" in travel.last.text
    travel.say("no thanks", phase="chitchat", stack=["book_flight"], bot_contains="on hold")


# -- several items of one kind: one task each -------------------------------------------------


def test_zh_two_dishes_are_two_orders_delivered_alike(restaurant: Conversation) -> None:
    r = restaurant.say(
        "两份宫保鸡丁和一份麻婆豆腐，明天中午送到望京西路5号",
        # each later order is announced by its dish: "点外卖" alone would name the first
        bot=[
            "之后再帮您点外卖（麻婆豆腐）。",
            "确认订购2份宫保鸡丁，11月30日（周一） 12:00送到望京西路5号吗？",
        ],
        phase="confirming",
        slots={"dish": "宫保鸡丁", "quantity": 2},
    )
    # what is said outside the list of dishes is said for each of them
    assert queued(r.state) == [
        (
            "order_food",
            {
                "dish": "麻婆豆腐",
                "quantity": 1,
                "delivery_date": "2026-11-30",
                "address": "望京西路5号",
            },
        )
    ]
    # the second dish comes at the time the first was ordered for, and is confirmed on its own
    r = restaurant.say(
        "对",
        bot_contains="确认订购1份麻婆豆腐，11月30日（周一） 12:00送到望京西路5号吗？",
        phase="confirming",
        slots={"dish": "麻婆豆腐", "quantity": 1, "address": "望京西路5号"},
    )
    assert "接下来点外卖（麻婆豆腐）。" in r.messages
    r = restaurant.say("对", phase="chitchat", bot_contains="下单成功")
    assert r.state.queued == []


def test_zh_three_dishes_each_with_its_own_count(restaurant: Conversation) -> None:
    r = restaurant.say(
        "我要一份水煮鱼、一份鱼香肉丝还有两份宫保鸡丁",
        flow="order_food",
        slots={"dish": "水煮鱼", "quantity": 1},
    )
    assert queued(r.state) == [
        ("order_food", {"dish": "鱼香肉丝", "quantity": 1}),
        ("order_food", {"dish": "宫保鸡丁", "quantity": 2}),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "weather in Paris and London",
        # asked as a question it asked "For which city?" or gave Paris alone
        "what is the weather in Paris and in London?",
        "what's the weather in Paris and London?",
    ],
)
def test_en_the_weather_in_two_cities(travel: Conversation, text: str) -> None:
    # two forecasts, without "I'll help with the weather forecast (London) after that."
    # and "Now for the weather forecast (London).": each answer says what it is
    reply = travel.say(text, phase="chitchat")
    assert [m.split(" ")[0] for m in reply.messages] == ["Paris", "London"], reply.messages


def test_zh_two_dishes_answering_what_to_order_are_two_orders(restaurant: Conversation) -> None:
    """ "宫保鸡丁和麻婆豆腐各一份" to "您想点什么菜？" asked "您是指宫保鸡丁还是麻婆豆腐？", as if
    the user had to choose; "各一份" is one of each."""
    restaurant.say("我要点外卖", asked="dish")
    r = restaurant.say(
        "宫保鸡丁和麻婆豆腐各一份",
        bot=["之后再帮您点外卖（麻婆豆腐）。", "哪天送？"],
        phase="collecting",
        slots={"dish": "宫保鸡丁", "quantity": 1},
    )
    assert queued(r.state) == [("order_food", {"dish": "麻婆豆腐", "quantity": 1})]


def test_zh_a_count_for_each_item_said_after_the_list() -> None:
    bot = Conversation(Dispatcher.from_path(ROOT / "flows" / "restaurant", clock=CLOCK), "s")
    r = bot.say("宫保鸡丁和麻婆豆腐各两份", slots={"dish": "宫保鸡丁", "quantity": 2})
    assert queued(r.state) == [("order_food", {"dish": "麻婆豆腐", "quantity": 2})]


def test_en_two_cities_answering_where_to_are_two_tasks(travel: Conversation) -> None:
    travel.say("what is the weather", asked="city")
    r = travel.say("Paris and London", phase="chitchat")
    assert [m.split(" ")[0] for m in r.messages] == ["Paris", "London"], r.messages
    travel.bot.reset(travel.session_id, travel.user_id)  # else London is proposed as the arrival
    travel.say("book a flight from Boston", asked="arrival_city")
    r = travel.say("Paris and Rome", slots={"arrival_city": "Paris"}, asked="depart_date")
    assert queued(r.state) == [("book_flight", {"arrival_city": "Rome"})]


def test_en_a_flight_to_two_cities_is_two_flights(travel: Conversation) -> None:
    """A flight goes to one city: "to Paris and Rome" is a flight to each, the second
    announced by its city. Before, Rome became the departure of a flight to Paris."""
    r = travel.say(
        "I need a flight to Paris and Rome",
        bot=["I'll help with booking a flight (Rome) after that.", "Where are you flying from?"],
        slots={"arrival_city": "Paris", "departure_city": None},
    )
    assert queued(r.state) == [("book_flight", {"arrival_city": "Rome"})]
    travel.say("from Boston tomorrow in economy", phase="confirming")
    # the second leg keeps the day and the class; where it leaves from is asked, not
    # carried from the first leg (it is likely Paris, not Boston)
    travel.say(
        "yes",
        bot_contains=["Now for booking a flight (Rome).", "Where are you flying from?"],
        slots={"arrival_city": "Rome", "departure_city": None, "depart_date": "2026-11-30"},
    )
    travel.say(
        "from Paris",
        bot="Book economy class from Paris to Rome on Monday 30 November for 1 passenger?",
    )
    r = travel.say("yes", phase="chitchat", bot_matches=r"^Booked!")
    assert r.state.queued == []


def test_en_a_departure_and_an_arrival_are_one_flight(travel: Conversation) -> None:
    """Cities taken by another slot's pattern ("from Boston") are not items of this one."""
    r = travel.say(
        "a flight from Boston to Paris and then Rome",
        slots={"departure_city": "Boston", "arrival_city": "Paris"},
    )
    assert queued(r.state) == [("book_flight", {"arrival_city": "Rome"})]
    travel.bot.reset(travel.session_id, travel.user_id)
    r = travel.say(
        "I want to fly from London and then to Paris",
        slots={"departure_city": "London", "arrival_city": "Paris"},
    )
    assert r.state.queued == []


def test_zh_items_listed_without_and_each_with_its_count(restaurant: Conversation) -> None:
    """Chinese lists run on without an "and": a count opens the next item ("仨")."""
    r = restaurant.say("来俩宫保鸡丁仨麻婆豆腐", slots={"dish": "宫保鸡丁", "quantity": 2})
    assert queued(r.state) == [("order_food", {"dish": "麻婆豆腐", "quantity": 3})]
    restaurant.say("明儿中午", asked="address", slots={"delivery_date": "2026-11-30"})
    restaurant.say("公司，建国路88号", phase="confirming")
    # what was said after the list is the second order's too; its count stays its own
    restaurant.say(
        "嗯嗯对的",
        bot_contains="确认订购3份麻婆豆腐，11月30日（周一） 12:00送到公司，建国路88号吗？",
        slots={"dish": "麻婆豆腐", "quantity": 3},
    )


def test_zh_a_count_said_for_the_first_dish_is_not_the_seconds(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁和麻婆豆腐，明天中午送到望京西路5号", phase="confirming")
    restaurant.say(
        "对",
        bot_contains="要几份？",
        slots={"dish": "麻婆豆腐", "quantity": None, "address": "望京西路5号"},
    )
    restaurant.say("一份", bot="确认订购1份麻婆豆腐，11月30日（周一） 12:00送到望京西路5号吗？")


def test_en_a_question_comparing_two_options_orders_neither(travel: Conversation) -> None:
    """ "what's the difference between double and suite?" to "Single, double or suite?"
    booked a double and queued a suite. A question lists no items: the bot asks which."""
    travel.say("book a room in London from December 20th for a week", asked="room_type")
    r = travel.say(
        "what's the difference between double and suite?",
        phase="clarifying",
        slots={"room_type": None},
        bot="Did you mean double or suite?",
    )
    assert r.state.queued == []
    travel.say("ok the double", phase="confirming", slots={"room_type": "double"})


def test_zh_a_question_comparing_two_dishes_orders_neither(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", bot="您想点什么菜？")
    r = restaurant.say("宫保鸡丁和麻婆豆腐哪个辣？", phase="clarifying", slots={"dish": None})
    assert r.state.queued == []


def test_en_a_cancel_and_a_new_request_queue_the_request(travel: Conversation) -> None:
    """ "cancel that and book a flight to Madrid instead" cancelled and dropped the new
    flight: the cancel word was read first, and the rest of the message with it."""
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    booked = travel.say("yes", bot_contains="Booked!").state.entity_stack[-1].value
    r = travel.say(
        "cancel that and book a flight to Madrid instead",
        flow="cancel_booking",
        slots={"booking_id": booked},
        bot=[
            "I'll help with booking a flight after that.",
            f"Cancel booking {booked}? This cannot be undone.",
        ],
    )
    assert queued(r.state) == [("book_flight", {"arrival_city": "Madrid"})]
    travel.say("yes", flow="book_flight", slots={"arrival_city": "Madrid"}, asked="departure_city")


def test_zh_a_refund_of_that_order_and_a_new_order_queue_the_order(
    restaurant: Conversation,
) -> None:
    restaurant.say("两份宫保鸡丁，明天中午送到望京西路5号", phase="confirming")
    restaurant.say("对", bot_contains="下单成功")
    r = restaurant.say(
        "取消刚才那单，再帮我点一份麻婆豆腐", flow="refund", bot_contains="退款后无法撤销"
    )
    assert queued(r.state) == [("order_food", {"dish": "麻婆豆腐", "quantity": 1})]
    restaurant.say("对", flow="order_food", asked="delivery_date")


def test_a_go_ahead_to_resuming_a_confirmation_also_confirms(travel: Conversation) -> None:
    """ "ok, yes book it" to "Shall we get back to booking a flight?" (the flight waiting at
    its confirmation) asked the confirmation once more; it goes back and books. A plain yes
    goes back and asks, as before."""
    travel.say("book a flight from Paris to Rome tomorrow in economy", phase="confirming")
    travel.say("wait, what is the weather in Rome tomorrow?", stack=["book_flight"])
    travel.say(
        "ok, yes book it",
        phase="chitchat",
        bot_matches=r"^Back to booking a flight\.\nBooked! Your reference is BK-\d{4}\.$",
    )


def test_a_plain_yes_to_resuming_asks_the_confirmation_again(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome tomorrow in economy", phase="confirming")
    travel.say("wait, what is the weather in Rome tomorrow?", stack=["book_flight"])
    travel.say("yes", phase="confirming", bot_contains="Book economy class")
