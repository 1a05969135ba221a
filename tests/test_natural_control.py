"""Yes, no, cancel and topic switches as people actually say them, turn by turn.

The short scripted tests say "yes" and "no"; real users say "Yes, that's right, book it",
"Hmm, no, cancel that" or "对，就这样下单吧", talk past a clarifying question, or ask for another
task in the middle of a confirmation. Each test is a conversation on the example flows with a
fixed clock (Sunday 2026-11-29), asserting what the bot said, the phase and the stacks.
"""

from __future__ import annotations

import pytest

from dialogflows import replay
from dialogflows.commands import SetSlot, StartTask
from dialogflows.testing import Conversation

FLIGHT_CONFIRM = "Book economy class from Paris to Rome on Friday 4 December for 1 passenger?"
HOTEL_CONFIRM = "Reserve a suite room in Paris from Thursday 17 December for 3 nights?"
FOOD_CONFIRM = "确认订购2份麻婆豆腐，11月30日（周一） 12:00送到人民路1号吗？"


def confirming_flight(c: Conversation) -> None:
    c.say(
        "book a flight from Paris to Rome on friday in economy",
        phase="confirming",
        bot=FLIGHT_CONFIRM,
    )


def confirming_hotel(c: Conversation) -> None:
    c.say("I need a room in Paris", flow="book_hotel")
    c.say("December 17")
    c.say("three nights")
    c.say("a suite", phase="confirming", bot=HOTEL_CONFIRM)


def clarifying_which_city(c: Conversation) -> None:
    confirming_flight(c)
    c.say(
        "no, make it London",
        phase="clarifying",
        bot="Which one should I change: departure city or arrival city?",
    )


def confirming_food(c: Conversation) -> None:
    c.say("我要点两份麻婆豆腐", flow="order_food")
    c.say("明天")
    c.say("中午12点")
    c.say("送到人民路1号", phase="confirming", bot=FOOD_CONFIRM)


# -- 1. a yes with more words after it is still a yes -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Yes, that's right, book it.",
        "Yes, please book it.",
        "Yeah, go ahead, thanks!",
        "Okay, sounds good, please proceed.",
        "Sure, go ahead and book it right away.",
    ],
)
def test_en_yes_with_polite_and_task_words_books_the_flight(
    travel: Conversation, text: str
) -> None:
    confirming_flight(travel)
    travel.say(
        text, phase="chitchat", stack=[], bot_matches=r"^Booked! Your reference is BK-\d+\.$"
    )


def test_en_yes_please_reserve_it_books_the_hotel(travel: Conversation) -> None:
    confirming_hotel(travel)
    travel.say(
        "Yes, please reserve it.",
        phase="chitchat",
        bot_matches=r"^Your room is reserved\. Reservation number HT-\d+\.$",
    )


def test_en_long_yes_accepts_the_offer_to_resume(travel: Conversation) -> None:
    travel.say("I need a room in Paris", flow="book_hotel")
    travel.say("December 17", bot="How many nights?")
    travel.say(
        "What's the weather in London?",
        phase="chitchat",
        stack=["book_hotel"],
        bot_contains="Shall we get back to booking a hotel room?",
    )
    travel.say(
        "Yes, that's right, go ahead.",
        flow="book_hotel",
        phase="collecting",
        stack=[],
        bot=["Back to booking a hotel room.", "How many nights?"],
    )


# -- 2. no, and cancel, however they are said ------------------------------------------------


def test_en_hmm_no_cancel_that_cancels_the_confirmation(travel: Conversation) -> None:
    confirming_hotel(travel)
    travel.say(
        "Hmm, no, cancel that.", phase="chitchat", stack=[], bot="No problem, no hotel booked."
    )


def test_en_hesitant_no_asks_what_to_change_and_a_second_no_cancels(travel: Conversation) -> None:
    confirming_flight(travel)
    travel.say("Hmm, no.", phase="collecting", bot="What would you like to change?")
    travel.say("No.", phase="chitchat", stack=[], bot="Okay, I won't book the flight.")


def test_en_never_mind_keep_it_never_prints_an_empty_value(travel: Conversation) -> None:
    travel.say("Hmm, can you cancel my booking?", flow="cancel_booking")
    reply = travel.say("Never mind, keep it.", phase="chitchat", stack=[])
    assert "  " not in reply.text and "{" not in reply.text
    assert reply.text == "Okay, I won't cancel anything."


@pytest.mark.parametrize(
    "text",
    [
        "no wait, keep it",
        "I'll keep it",
        "leave it",
        "keep the booking",
        "actually no, I'll keep the booking",
    ],
)
def test_en_keeping_the_booking_cancels_its_cancellation(travel: Conversation, text: str) -> None:
    """ "no wait, keep it" was read as a new booking reference ("Sorry, that does not have
    the expected format."), "actually no, I'll keep the booking" cleared the reference and
    asked which booking to cancel, "I'll keep it" was not understood."""
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    booked = travel.say("yes").state.entity_stack[-1].value
    travel.say("cancel the flight", phase="confirming", slots={"booking_id": booked})
    travel.say(text, phase="chitchat", stack=[], bot="Okay, I won't cancel anything.")


def test_en_keep_it_books_on_in_a_flow_that_undoes_nothing(travel: Conversation) -> None:
    confirming_flight(travel)
    r = travel.say("keep it", phase="confirming", flow="book_flight")
    assert "won't book" not in r.text


@pytest.mark.parametrize("text", ["留着吧", "我改主意了", "保留这个订单"])
def test_zh_keeping_the_order_cancels_its_refund(restaurant: Conversation, text: str) -> None:
    restaurant.say("我要退款，订单号DD-2231", flow="refund", phase="confirming")
    restaurant.say(text, phase="chitchat", stack=[], bot="好的，订单DD-2231不退款了。")


def test_en_a_filled_cancel_message_keeps_the_flows_own_words(travel: Conversation) -> None:
    travel.say("cancel my booking BK-1234", flow="cancel_booking", phase="confirming")
    travel.say("no, cancel that", phase="chitchat", bot="Okay, I won't cancel anything.")


# -- 3. a clarifying question is not a trap --------------------------------------------------


def test_en_clarifying_reasks_once_with_labels_then_returns_to_confirming(
    travel: Conversation,
) -> None:
    clarifying_which_city(travel)
    reply = travel.say(
        "Do you know any nice neighbourhoods in Rome for walking around?",
        phase="clarifying",
        bot_contains="departure city or arrival city",
    )
    assert "departure_city" not in reply.text
    travel.say("Tell me a joke.", phase="confirming", flow="book_flight", bot=FLIGHT_CONFIRM)
    travel.say("yes", phase="chitchat", bot_matches=r"^Booked! Your reference is BK-\d+\.$")


def test_en_clarifying_still_takes_the_answer_after_a_reask(travel: Conversation) -> None:
    clarifying_which_city(travel)
    travel.say(
        "Is London nice in December?",
        phase="clarifying",
        # one apology: "Sorry, I didn't get that." after it would say London was lost
        bot=[
            "Sorry, I can't answer that here.",
            "Which one should I change: departure city or arrival city?",
        ],
    )
    travel.say(
        "the arrival city",
        phase="confirming",
        slots={"departure_city": "Paris", "arrival_city": "London"},
        bot_contains="from Paris to London",
    )


def test_en_a_value_said_past_a_clarifying_question_is_not_called_misunderstood(
    travel: Conversation,
) -> None:
    """ "from Paris" to "Which day next week?" fills the departure city: the question is
    asked again, but not as "Sorry, I didn't get that", which would say Paris was lost.
    Only a message that changes nothing gets the apology. (The question was "did you mean
    2026-11-30 for the depart date?" before a week was asked about as one.)"""
    question = "Which day next week?"
    travel.say("I need to fly to Rome next week", phase="clarifying", bot=question)
    travel.say(
        "from Paris",
        phase="clarifying",
        slots={"departure_city": "Paris", "arrival_city": "Rome"},
        bot=question,
    )
    travel.say("hmm", phase="clarifying", bot=f"Sorry, I didn't get that. {question}")
    travel.say("yes", phase="collecting", slots={"depart_date": "2026-11-30"})


def test_en_another_flow_while_clarifying_suspends_the_task(travel: Conversation) -> None:
    clarifying_which_city(travel)
    travel.say(
        "Now I need a hotel in Rome.",
        flow="book_hotel",
        phase="collecting",
        stack=["book_flight"],
        slots={"city": "Rome"},
        bot=["Let's put booking a flight on hold for a moment.", "When do you check in?"],
    )
    held = travel.last.state.task_stack[0]
    assert held.clarification is None and held.phase == "confirming"
    travel.say(
        "back to the flight",
        flow="book_flight",
        phase="confirming",
        bot_contains=FLIGHT_CONFIRM,
    )


def test_en_no_or_cancel_while_clarifying(travel: Conversation) -> None:
    clarifying_which_city(travel)
    travel.say("no", phase="confirming", bot=FLIGHT_CONFIRM, slots={"arrival_city": "Rome"})
    travel.say("no, make it London", phase="clarifying")
    travel.say("no, cancel that", phase="chitchat", stack=[], bot="Okay, I won't book the flight.")


def test_en_value_clarification_is_dropped_after_one_reask(travel: Conversation) -> None:
    travel.say(
        "What's the weather in Tokyo next week?",
        phase="clarifying",
        flow="weather",
        bot_contains="Which day next week?",
    )
    travel.say(
        "Maybe next year I'll go to Tokyo.", phase="clarifying", bot_contains="Which day next week?"
    )
    # the date is optional: without the unsure one, the forecast is today's
    travel.say("Haha.", phase="chitchat", bot_matches=r"^Tokyo today: ")


# -- 4. another flow asked for in the middle of a confirmation --------------------------------


def test_en_another_flow_while_confirming_suspends_even_after_a_no(travel: Conversation) -> None:
    confirming_hotel(travel)
    travel.say(
        "No wait, I need a flight to Rome.",
        flow="book_flight",
        phase="collecting",
        stack=["book_hotel"],
        slots={"arrival_city": "Rome"},
        bot_contains="Let's put booking a hotel room on hold for a moment.",
        bot_not_contains="What would you like to change?",
    )


def test_en_a_flow_asked_for_by_name_switches_a_name_in_passing_does_not(
    travel: Conversation,
) -> None:
    travel.say("book a flight from Paris to Rome", bot="What day do you want to leave?")
    travel.say(
        "I want to arrive early because of my hotel.",
        flow="book_flight",
        stack=[],
        bot="What day do you want to leave?",
    )
    travel.say("friday", phase="collecting")
    travel.say("economy", phase="confirming")
    travel.say(
        "Hmm, I want a hotel there.",
        flow="book_hotel",
        stack=["book_flight"],
        bot_contains="Let's put booking a flight on hold for a moment.",
    )


def test_en_a_flow_asked_for_too_waits_for_the_running_one(travel: Conversation) -> None:
    # with "too" it is asked for besides the flight, like "also": queued, not switched to
    # (this test's first version, above, said "too" and expected the switch)
    travel.say("book a flight from Paris to Rome friday", asked="seat_class")
    travel.say("economy", phase="confirming")
    r = travel.say(
        "Hmm, I want a hotel there too.",
        flow="book_flight",
        phase="confirming",
        stack=[],
        bot_contains="I'll help with booking a hotel room after that.",
    )
    assert [t.flow for t in r.state.queued] == ["book_hotel"]


def test_en_the_same_flow_asked_for_while_confirming_is_not_duplicated(
    travel: Conversation,
) -> None:
    confirming_hotel(travel)
    travel.say(
        "Okay, book a hotel in Paris after all.",
        flow="book_hotel",
        phase="confirming",
        stack=[],
        bot=HOTEL_CONFIRM,
    )
    travel.say("Yes, please reserve it.", phase="chitchat", bot_contains="Your room is reserved")


# -- 5. chit-chat offers the list once --------------------------------------------------------

OFFER = (
    "I can help you with: booking a flight, booking a hotel room, cancelling a booking, "
    "the weather forecast."
)


def test_en_chitchat_lists_the_flows_once_then_asks_anything_else(travel: Conversation) -> None:
    travel.say("Haha, I'll bring an umbrella anyway.", bot=OFFER)
    travel.say(
        "What's a good way to get from the airport to the city centre?",
        bot=["Sorry, I can't answer that here.", "Anything else I can help with?"],
    )
    travel.say("Okay, sounds easy enough.", bot="Anything else I can help with?")
    travel.say("That's fascinating, I had no idea.", bot="Anything else I can help with?")
    travel.say("What's the weather in Paris tomorrow?", phase="chitchat", bot_contains="Paris")
    travel.say("Nice.", bot=OFFER)  # a task came in between: the list once more
    travel.say("Tell me a joke.", bot="Anything else I can help with?")
    travel.say("Thanks so much!", bot="You're welcome! Anything else?")  # thanks, as thanks


def test_zh_chitchat_lists_the_flows_once(restaurant: Conversation) -> None:
    first = restaurant.say("哈哈，你真有意思")
    assert first.text.startswith("我可以帮您")
    restaurant.say("今天天气不错", bot="还有什么可以帮您？")
    restaurant.say("嘿嘿", bot="还有什么可以帮您？")


# -- 6. the same in Chinese -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["对，就这样下单吧", "好的，帮我订", "嗯，可以，下单吧", "那就这样吧"]
)
def test_zh_yes_with_task_words_places_the_order(restaurant: Conversation, text: str) -> None:
    confirming_food(restaurant)
    restaurant.say(text, phase="chitchat", bot_matches=r"^下单成功，订单号DD-\d+。$")


@pytest.mark.parametrize(
    "text", ["不对，算了", "不要了，取消吧", "嗯，不对，取消吧", "不，取消吧", "呃，不，算了吧"]
)
def test_zh_no_and_cancel_drop_the_order(restaurant: Conversation, text: str) -> None:
    confirming_food(restaurant)
    restaurant.say(text, phase="chitchat", stack=[], bot="好的，这单不下了。")


@pytest.mark.parametrize("text", ["嗯，不对", "呃，不太对"])
def test_zh_hesitant_no_asks_what_to_change(restaurant: Conversation, text: str) -> None:
    confirming_food(restaurant)
    restaurant.say(text, phase="collecting", bot="您想修改哪一项？", slots={"address": "人民路1号"})


def test_zh_another_flow_while_confirming_suspends_the_order(restaurant: Conversation) -> None:
    confirming_food(restaurant)
    restaurant.say(
        "不对，我要先查询订单",
        flow="order_status",
        stack=["order_food"],
        bot=["先暂停点外卖。", "请告诉我订单号，比如 DD-1234。"],
    )


def test_zh_clarifying_reasks_once_then_switches_or_returns(restaurant: Conversation) -> None:
    restaurant.apply(
        [
            StartTask(flow="order_food", slots={"quantity": 2}),
            SetSlot(slot="dish", value="麻婆豆腐", confidence=0.5),
        ],
        phase="clarifying",
        bot_contains="麻婆豆腐",
    )
    # talked past with no value in it: "今天天气真好" would volunteer today's date, and a
    # message that fills a slot is not talking past the question
    restaurant.say("天气真好", phase="clarifying", bot_contains="抱歉，我没听明白")
    restaurant.say("哈哈", phase="collecting", flow="order_food", bot="您想点什么菜？")
    restaurant.apply(
        [SetSlot(slot="dish", value="水煮鱼", confidence=0.5)],
        phase="clarifying",
        bot_contains="水煮鱼",
    )
    restaurant.say(
        "对了，我要退款",
        flow="refund",
        stack=["order_food"],
        bot=["先暂停点外卖。", "请告诉我订单号，比如 DD-1234。"],
    )
    assert restaurant.last.state.task_stack[0].clarification is None


# -- asking politely to cancel the running task ------------------------------------------------


@pytest.mark.parametrize(
    "text", ["can you cancel it?", "please cancel this", "could you cancel that"]
)
def test_en_a_polite_cancel_of_it_cancels_the_running_task(travel: Conversation, text: str) -> None:
    travel.say("book a flight to Rome", flow="book_flight", asked="departure_city")
    travel.say(text, bot="Okay, I won't book the flight.", phase="chitchat", flow=None, stack=[])


def test_en_a_polite_cancel_naming_a_booking_still_cancels_that_booking(
    travel: Conversation,
) -> None:
    travel.say("book a flight to Rome", flow="book_flight")
    travel.say(
        "can you cancel BK-1234?",
        flow="cancel_booking",
        phase="confirming",
        stack=["book_flight"],
        slots={"booking_id": "BK-1234"},
    )


def test_en_cancel_it_with_nothing_running_asks_which_booking(travel: Conversation) -> None:
    travel.say("can you cancel it?", flow="cancel_booking", asked="booking_id")


def test_en_cancel_a_reference_with_nothing_running_cancels_that_booking(
    travel: Conversation,
) -> None:
    """Nothing running, "cancel BK-1234" and, right after a booking, "actually I want to
    cancel that" answered "There is nothing to cancel right now": they name a booking to
    cancel, which the cancellation flow takes (and confirms)."""
    travel.say(
        "cancel BK-1234",
        flow="cancel_booking",
        phase="confirming",
        slots={"booking_id": "BK-1234"},
        bot="Cancel booking BK-1234? This cannot be undone.",
    )
    travel.say("no", phase="chitchat", bot_contains="won't cancel")
    travel.say("book a flight from Paris to Rome on friday in economy", phase="confirming")
    booking = travel.say("yes").state.entity_stack[-1].value
    travel.say(
        "actually I want to cancel that",
        flow="cancel_booking",
        phase="confirming",
        slots={"booking_id": booking},
    )


def test_en_never_mind_that_states_no_belief(travel: Conversation) -> None:
    """ "never mind that" matched the belief pattern "never {text}": "Noted: avoid — mind
    that."."""
    r = travel.say("never mind that", bot="There is nothing to cancel right now.")
    assert r.state.beliefs == {}


def test_zh_cancel_an_order_number_with_nothing_running(restaurant: Conversation) -> None:
    restaurant.say("取消DD-1234", flow="refund", phase="confirming", slots={"order_id": "DD-1234"})


def test_zh_a_polite_cancel_drops_the_order(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", flow="order_food")
    restaurant.say("能帮我取消吗", bot="好的，这单不下了。", phase="chitchat", flow=None)


# -- naming what to change after "What would you like to change?" -------------------------------

FLIGHT_TOMORROW = "Book economy class from Rome to Paris on Monday 30 November for 1 passenger?"


def test_en_naming_the_slot_to_change_asks_for_it(travel: Conversation) -> None:
    travel.say("book a flight from Rome to Paris tomorrow economy", bot=FLIGHT_TOMORROW)
    travel.say("no", bot="What would you like to change?", phase="collecting")
    travel.say("the date", bot="What day do you want to leave?", asked="depart_date")
    travel.say(
        "friday",
        bot="Book economy class from Rome to Paris on Friday 4 December for 1 passenger?",
        phase="confirming",
    )


@pytest.mark.parametrize(
    ("said", "asked", "question"),
    [
        ("the class", "seat_class", "Economy, business or first class?"),
        ("the departure", "departure_city", "Where are you flying from?"),
    ],
)
def test_en_a_word_of_the_slots_name_names_it(
    travel: Conversation, said: str, asked: str, question: str
) -> None:
    """ "the class" to "What would you like to change?" was not understood: only the whole
    name ("the seat class") or a type word ("the date") named a slot."""
    travel.say("book a flight from Rome to Paris tomorrow economy", bot=FLIGHT_TOMORROW)
    travel.say("no", bot="What would you like to change?")
    travel.say(said, bot=question, asked=asked)


def test_en_naming_the_slot_with_its_new_value_changes_it(travel: Conversation) -> None:
    travel.say("book a flight from Rome to Paris tomorrow economy", bot=FLIGHT_TOMORROW)
    travel.say("no", bot="What would you like to change?")
    travel.say("the seat class, business", phase="confirming", slots={"seat_class": "business"})


def test_zh_naming_the_slot_to_change_asks_for_it(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁，明天中午送到望京西路5号", phase="confirming")
    restaurant.say("不对", bot="您想修改哪一项？")
    restaurant.say("地址", bot="送到什么地址？", asked="address")
    restaurant.say(
        "建国路88号",
        bot="确认订购2份宫保鸡丁，11月30日（周一） 12:00送到建国路88号吗？",
        phase="confirming",
    )


def test_en_yes_after_what_to_change_asks_the_confirmation_again(travel: Conversation) -> None:
    """ "no wait" then "yes": the user goes ahead after all. A destructive flow still runs
    only on a yes to its own question, so the question is asked again."""
    confirm = "Cancel booking BK-1234? This cannot be undone."
    travel.say("I want to cancel my booking", flow="cancel_booking")
    travel.say("BK-1234", bot=confirm, phase="confirming")
    travel.say("no wait", bot="What would you like to change?", phase="collecting")
    travel.say("yes", bot=confirm, phase="confirming")
    travel.say("yes", bot="Booking BK-1234 is cancelled.", phase="chitchat")


def test_en_naming_a_kind_two_slots_share_asks_which_one(travel: Conversation) -> None:
    travel.say("book a flight from Rome to Paris tomorrow economy", bot=FLIGHT_TOMORROW)
    travel.say("no", bot="What would you like to change?")
    travel.say("the city", bot="Which one should I change: departure city or arrival city?")
    travel.say("the arrival city", bot="Where would you like to fly to?", asked="arrival_city")
    travel.say(
        "Madrid",
        bot="Book economy class from Rome to Madrid on Monday 30 November for 1 passenger?",
        phase="confirming",
    )


# -- cancel everything -------------------------------------------------------------------------


def test_en_cancel_everything_ends_the_task_and_every_task_on_hold(travel: Conversation) -> None:
    """ "cancel everything" cancelled the running task only, then offered to resume the
    next one on hold."""
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say("book a hotel in Paris", stack=["book_flight"])
    travel.say("book a flight to London", stack=["book_flight", "book_hotel"])
    r = travel.say(
        "cancel everything",
        bot=(
            "OK, I've cancelled everything: booking a flight (London), booking a flight "
            "(Rome), booking a hotel room."
        ),
        phase="chitchat",
        flow=None,
        stack=[],
    )
    assert r.state.offer_resume is None and r.state.last_task is not None
    # the log still rebuilds the state: every task on hold left it by an event
    assert replay(travel.bot.events("s", "u1"), "s", "u1") == r.state
    travel.say("yes", phase="chitchat", stack=[])  # nothing was offered


def test_en_cancel_everything_drops_the_queue_too(travel: Conversation) -> None:
    r = travel.say("book a flight to Paris and a hotel there", flow="book_flight")
    assert len(r.state.queued) == 1
    r = travel.say("forget all of it", phase="chitchat", flow=None)
    assert r.state.queued == []
    assert r.messages == ["OK, I've cancelled everything: booking a flight, booking a hotel room."]


def test_en_cancel_everything_with_nothing_running(travel: Conversation) -> None:
    travel.say("cancel everything", bot="There is nothing to cancel right now.", flow=None)


def test_en_cancel_everything_with_one_task_says_what_a_cancel_says(travel: Conversation) -> None:
    travel.say("book a flight to Paris", asked="departure_city")
    travel.say("cancel everything", bot="Okay, I won't book the flight.", phase="chitchat")


def test_zh_dou_bu_yao_le_cancels_the_task_on_hold_too(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("我的订单到哪了", stack=["order_food"])
    restaurant.say(
        "都不要了",
        bot="好的，全部取消了：查询订单、点外卖。",
        phase="chitchat",
        flow=None,
        stack=[],
    )


# -- a cancel word that takes back a value, not the task ----------------------------------------


def test_zh_suan_le_huan_cheng_changes_the_dish(restaurant: Conversation) -> None:
    """ "算了换成麻婆豆腐" dropped the whole order ("好的，这单不下了。")."""
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("宫保鸡丁", asked="quantity")
    restaurant.say("算了换成麻婆豆腐", flow="order_food", slots={"dish": "麻婆豆腐"})
    restaurant.say("算了", phase="chitchat", flow=None)  # alone it still cancels


def test_en_never_mind_make_it_saturday_changes_the_date(travel: Conversation) -> None:
    confirming_flight(travel)
    travel.say(
        "never mind, make it friday", phase="confirming", slots={"depart_date": "2026-12-04"}
    )
    travel.say("never mind", phase="chitchat", flow=None)


# -- a cancel word that takes back a value, not the task ------------------------------------


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("scratch that, saturday", {"depart_date": "2026-12-05"}),
        ("forget it, business", {"seat_class": "business"}),
    ],
)
def test_en_a_cancel_word_then_a_new_value_changes_the_value(
    travel: Conversation, said: str, slots: dict[str, str]
) -> None:
    """ "scratch that, saturday" cancelled the flight: with no correction word, only "make
    it ..." was read as taking back a value."""
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say(said, flow="book_flight", slots=slots)


@pytest.mark.parametrize(
    "said",
    [
        "forget it, Paris is too expensive",  # a value the task holds: talk about it
        "forget it, London",  # a city for either end: no answer, the cancel stands
        "scratch that",
    ],
)
def test_en_a_cancel_word_without_a_new_value_of_one_slot_cancels(
    travel: Conversation, said: str
) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say(said, phase="chitchat", flow=None, bot="Okay, I won't book the flight.")


def test_zh_never_mind_rather_another_dish_changes_the_dish(restaurant: Conversation) -> None:
    """ "算了，还是麻婆豆腐吧" cancelled the order."""
    restaurant.say("我要点五份宫保鸡丁", asked="delivery_date")
    restaurant.say(
        "算了，还是麻婆豆腐吧",
        bot=["好的，菜名改成麻婆豆腐。", "哪天送？"],
        slots={"dish": "麻婆豆腐", "quantity": 5},
    )
    restaurant.say("算了", bot="好的，这单不下了。", phase="chitchat")


@pytest.mark.parametrize("said", ["算了，还是宫保鸡丁，两份", "算了，还是要宫保鸡丁吧，两份"])
def test_zh_never_mind_rather_another_dish_and_count_changes_both(
    restaurant: Conversation, said: str
) -> None:
    # a dish and a count after the cancel word: the order was cancelled
    restaurant.say("我想点个外卖", asked="dish")
    restaurant.say("那来一份水煮鱼吧", asked="delivery_date")
    restaurant.say(
        said,
        asked="delivery_date",
        slots={"dish": "宫保鸡丁", "quantity": 2},
        bot=["好的，菜名改成宫保鸡丁，份数改成2。", "哪天送？"],
    )


def test_zh_never_mind_the_extra_just_the_dish_keeps_the_order(restaurant: Conversation) -> None:
    # "那算了，就一份水煮鱼" after the rice was refused cancelled the whole order
    restaurant.say("好，那就水煮鱼，再来一份米饭", bot=["抱歉，没有米饭这一项。", "哪天送？"])
    restaurant.say(
        "没有米饭啊，那算了，就一份水煮鱼",
        flow="order_food",
        asked="delivery_date",
        slots={"dish": "水煮鱼", "quantity": 1},
        bot="哪天送？",
    )
    restaurant.say("今晚7点半", slots={"delivery_time": "19:30"}, asked="address")


@pytest.mark.parametrize("said", ["没米饭那就算了", "没有米饭的话就算了吧"])
def test_zh_never_mind_the_refused_dish_keeps_the_order(
    restaurant: Conversation, said: str
) -> None:
    # the rice was refused; "没米饭那就算了" cancelled the whole order
    restaurant.say("我想订个餐，两份宫保鸡丁一份米饭", bot=["抱歉，没有米饭这一项。", "哪天送？"])
    restaurant.say(
        said,
        flow="order_food",
        asked="delivery_date",
        slots={"dish": "宫保鸡丁", "quantity": 2},
        bot="哪天送？",
    )
    restaurant.say("算了", phase="chitchat", bot="好的，这单不下了。")  # said alone, it cancels


def test_en_never_mind_the_refused_class_keeps_the_flight(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome tomorrow", asked="seat_class")
    travel.say("premium", bot_contains="Sorry, premium is not one of the options.")
    travel.say(
        "no premium? never mind then",
        flow="book_flight",
        asked="seat_class",
        bot="Economy, business or first class?",
    )


def test_en_never_mind_just_what_is_held_keeps_the_booking(travel: Conversation) -> None:
    travel.say("book a hotel in Rome for 2 nights from friday, a double", phase="confirming")
    travel.say(
        "never mind, just the double",
        phase="confirming",
        flow="book_hotel",
        bot="Reserve a double room in Rome from Friday 4 December for 2 nights?",
    )


def _flight_then_forecast(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say(
        "hold on, what's the weather there this weekend?",
        stack=["book_flight"],
        bot_contains="Shall we get back to booking a flight?",
    )


@pytest.mark.parametrize(
    "said", ["never mind the weather", "never mind the weather, where was I", "where was I"]
)
def test_en_letting_the_told_forecast_go_goes_back_to_the_flight(
    travel: Conversation, said: str
) -> None:
    # "never mind the weather" started a forecast ("For which city?"); "where was I" got
    # the list of flows
    _flight_then_forecast(travel)
    travel.say(
        said,
        flow="book_flight",
        asked="departure_city",
        stack=[],
        bot=["Back to booking a flight.", "Where are you flying from?"],
    )


def test_en_a_flow_let_go_mid_task_starts_nothing(travel: Conversation) -> None:
    # guard (passed before): the running flight goes on
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say("never mind the weather", flow="book_flight", asked="departure_city", stack=[])


def test_en_a_request_after_a_flow_let_go_is_taken(travel: Conversation) -> None:
    # guard (passed before): "never mind the hotel, book a flight to Paris" asks for a flight
    travel.say(
        "never mind the hotel, book a flight to Paris",
        flow="book_flight",
        slots={"arrival_city": "Paris"},
    )


def test_en_where_were_we_mid_task_repeats_its_question(travel: Conversation) -> None:
    """ "where were we?" while booking a hotel put the hotel on hold and went back to a
    flight the user had declined to resume; asked with nothing running, it resumes."""
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say("what's the weather in Rome", stack=["book_flight"])
    travel.say("no", stack=["book_flight"])
    travel.say("book a hotel in Rome", flow="book_hotel", asked="check_in")
    travel.say(
        "where were we?", bot="When do you check in?", flow="book_hotel", stack=["book_flight"]
    )
    travel.say("cancel", stack=["book_flight"])
    travel.say("where were we?", flow="book_flight", asked="departure_city", stack=[])


@pytest.mark.parametrize(
    ("first", "instead", "hour", "time"),
    [
        ("明天下午三点", "算了，还是晚上吧", "7点", "19:00"),
        ("明天晚上七点", "算了，还是上午吧", "10点半", "10:30"),
    ],
)
def test_zh_never_mind_another_part_of_the_day_asks_the_time_again(
    restaurant: Conversation, first: str, instead: str, hour: str, time: str
) -> None:
    """ "算了，还是晚上吧" with 15:00 set cancelled the order; and once the morning was said
    after the evening, "10点半" was still read in the evening (22:30, refused)."""
    restaurant.say("我要点五份宫保鸡丁", asked="delivery_date")
    restaurant.say(first, asked="address")
    restaurant.say(instead, bot="几点送到？", slots={"delivery_time": None, "quantity": 5})
    restaurant.say(hour, asked="address", slots={"delivery_time": time})


@pytest.mark.parametrize("said", ["what?", "huh", "sorry?"])
def test_en_what_alone_says_the_question_again(travel: Conversation, said: str) -> None:
    # "what?" got "Sorry, I can't answer that here."; a repeat after that repeated it too
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say(said, bot="What day do you want to leave?", asked="depart_date")


def test_en_a_repeat_leaves_out_what_was_said_about_the_message_before(
    travel: Conversation,
) -> None:
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say("is it a long flight?", bot_contains="Sorry, I can't answer that here.")
    travel.say("say that again", bot="What day do you want to leave?")


def test_zh_what_alone_says_the_question_again(restaurant: Conversation) -> None:
    restaurant.say("我要点外卖", asked="dish")
    restaurant.say("啥？", bot="您想点什么菜？", asked="dish")
    # guard (passed before): "嗯" is still a (murmured) yes, not a repeat
    restaurant.say("宫保鸡丁，两份，明天中午，送到国贸", phase="confirming")
    restaurant.say("嗯", phase="chitchat", bot_contains="下单成功")
