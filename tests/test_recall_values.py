"""Asking back a value of the running task: "wait, what date did I say?", "送到哪来着？".

The question was ignored: the bot repeated its own question as if the user had said nothing.
It is a ``Recall`` of the slot now; nothing changes, and the open question follows.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dialogflows import Dispatcher, Recall
from dialogflows.errors import UnknownFlowError, UnknownSlotError
from dialogflows.testing import Conversation, FixedClock

ROOT = Path(__file__).resolve().parent.parent
CLOCK = FixedClock("2026-11-29T10:00:00")

CLASSES = "Economy, business or first class?"
NOT_ANSWERED = "Sorry, I can't answer that here."


@pytest.fixture
def asked_class(travel: Conversation) -> Conversation:
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say("next friday", asked="seat_class")
    return travel


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("wait, what date did I say?", "Depart date: Friday 4 December."),
        ("where am I flying to again?", "Arrival city: Rome."),
        ("how many passengers did I say?", "Passengers: 1."),
        ("remind me, where was I flying from?", "Departure city: Paris."),
    ],
)
def test_a_value_asked_back_is_said_and_the_question_follows(
    asked_class: Conversation, question: str, answer: str
) -> None:
    r = asked_class.say(question, bot=[answer, CLASSES], asked="seat_class")
    assert r.commands == [Recall(slot=r.commands[0].slot)]  # type: ignore[union-attr]
    assert r.state.active_task is not None
    assert r.state.active_task.value("seat_class") is None


def test_a_value_not_given_yet_is_said_to_be_missing(asked_class: Conversation) -> None:
    asked_class.say(
        "which class did I pick?", bot=["You haven't told me the seat class yet.", CLASSES]
    )


def test_a_question_naming_two_slots_recalls_neither(asked_class: Conversation) -> None:
    r = asked_class.say("which city was it again?", bot=[NOT_ANSWERED, CLASSES])
    assert not any(isinstance(c, Recall) for c in r.commands)


def test_asked_back_while_confirming(asked_class: Conversation) -> None:
    asked_class.say("business", phase="confirming")
    r = asked_class.say("sorry what was the date again?", phase="confirming")
    assert r.messages[0] == "Depart date: Friday 4 December."
    assert r.messages[1].startswith("Book business class from Paris to Rome")
    asked_class.say("yes", bot_contains="Booked!")


def test_a_question_without_a_recall_cue_is_no_recall(asked_class: Conversation) -> None:
    r = asked_class.say("what date is best to fly?", asked="seat_class")
    assert not any(isinstance(c, Recall) for c in r.commands)


def test_zh_values_asked_back(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("两份宫保鸡丁", asked="delivery_date")
    restaurant.say("我刚才点的是几份？", bot=["份数是2。", "哪天送？"])
    restaurant.say("送到哪来着？", bot=["您还没告诉我地址。", "哪天送？"])
    restaurant.say("明天", asked="delivery_time")
    restaurant.say("我刚才说的是哪天？", bot=["送餐日期是11月30日（周一）。", "几点送到？"])


def test_a_recall_of_a_slot_is_checked_like_any_command(asked_class: Conversation) -> None:
    with pytest.raises(UnknownSlotError):
        asked_class.bot.apply("s", [Recall(slot="no_such_slot")])
    with pytest.raises(ValueError, match="one of: an entity type, a slot or a belief"):
        Recall()
    with pytest.raises(ValueError, match="one of: an entity type, a slot or a belief"):
        Recall(entity="booking", slot="depart_date")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("remind me what date I picked", "Depart date: Friday 4 December."),
        ("did I say Friday?", "Depart date: Friday 4 December."),
        ("did I say Rome?", "Arrival city: Rome."),
        ("was it Paris again?", "Departure city: Paris."),
    ],
)
def test_a_value_asked_back_by_example_or_by_request(
    asked_class: Conversation, question: str, answer: str
) -> None:
    """Without a slot's name: a request that opens with the cue, or a value of the slot's
    kind (the slot that holds that very value, when two could)."""
    asked_class.say(question, bot=[answer, CLASSES], asked="seat_class")


def test_a_stated_fact_is_recalled(travel: Conversation) -> None:
    """ "what was my budget again?" got the list of flows."""
    travel.say("my budget is 500 dollars", bot="Noted: budget $500.")
    travel.say("what was my budget again?", bot="Budget: $500.")
    travel.say("what am I allergic to?", bot="You haven't told me your allergy.")
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say("whats my budget?", bot=["Budget: $500.", "What day do you want to leave?"])


def test_zh_a_question_about_an_allergy_states_none(restaurant: Conversation) -> None:
    """ "我对什么过敏来着？" recorded 什么 as an allergen; it asks, and is answered."""
    restaurant.say("我对海鲜过敏", bot="记下了：过敏原 海鲜。")
    r = restaurant.say("我对什么过敏来着？", bot="过敏原是海鲜。")
    assert r.state.beliefs["allergy"].value == "海鲜"
    restaurant.say("我的预算是多少？", bot="您还没告诉过我您的预算。")


def test_an_english_question_about_an_allergy_states_none(travel: Conversation) -> None:
    travel.say("I am allergic to peanuts", bot="Noted: allergy peanuts.")
    r = travel.say("I am allergic to what again?", bot="Allergy: peanuts.")
    assert r.state.beliefs["allergy"].value == "peanuts"


def test_the_users_name_is_recalled(travel: Conversation) -> None:
    travel.say("my name is Alex", bot="Nice to meet you, Alex.")
    travel.say("what's my name?", bot="Name: Alex.")
    travel.say("what is the name of the hotel?", bot_contains="I can help you with")


def test_zh_the_users_name_is_recalled(restaurant: Conversation) -> None:
    restaurant.say("我叫小王", bot="您好，小王！")
    r = restaurant.say("我叫什么名字？", bot="名字是小王。")
    assert r.state.beliefs["name"].value == "小王"  # the question renamed nobody


# -- a reference named by the flow that made it ----------------------------------------------

FLIGHT_THEN_HOTEL = [
    "book a flight from Paris to Rome tomorrow in economy",
    "yes",
    "book a hotel in Rome tomorrow for 2 nights single",
    "yes",
]


def booked_both(travel: Conversation) -> tuple[str, str]:
    """A flight, then a hotel: the hotel's reservation is the newest booking."""
    for text in FLIGHT_THEN_HOTEL[:2]:
        flight = travel.say(text)
    for text in FLIGHT_THEN_HOTEL[2:]:
        hotel = travel.say(text)
    return flight.text.split()[-1].rstrip("."), hotel.text.split()[-1].rstrip(".")


@pytest.mark.parametrize(
    "question",
    ["what was my flight reference again?", "what's the booking number for my flight?"],
)
def test_a_reference_asked_for_by_its_flow_is_that_flows(
    travel: Conversation, question: str
) -> None:
    """ "what was my flight reference again?" got the list of flows (the booking was not
    named), or with "booking" in it the hotel's reservation, made after the flight."""
    flight, hotel = booked_both(travel)
    assert flight.startswith("BK-") and hotel.startswith("HT-")
    r = travel.say(question, bot=f"That's {flight}.", phase="chitchat")
    assert r.commands == [Recall(entity="booking", made_by="book_flight")]


def test_a_word_only_one_flows_results_use_names_that_flow(travel: Conversation) -> None:
    flight, hotel = booked_both(travel)
    travel.say("what's my reservation number?", bot=f"That's {hotel}.")
    travel.say("what's my flight booking number?", bot=f"That's {flight}.")
    # no flow named: the newest of the kind, as before
    travel.say("what was my booking reference?", bot=f"That's {hotel}.")


def test_a_flows_reference_mid_task_is_said_and_the_question_follows(
    travel: Conversation,
) -> None:
    flight, _ = booked_both(travel)
    travel.say("book a hotel in Paris", asked="check_in")
    travel.say(
        "what was my flight reference?",
        bot=[f"That's {flight}.", "When do you check in?"],
        asked="check_in",
    )


def test_a_flow_that_made_nothing_yet_is_said_so_not_another_flows(
    travel: Conversation,
) -> None:
    for text in FLIGHT_THEN_HOTEL[2:]:
        travel.say(text)
    travel.say("what was my flight reference?", bot="There's nothing from booking a flight yet.")


def test_a_question_about_a_flow_without_a_reference_word_is_no_recall(
    travel: Conversation,
) -> None:
    booked_both(travel)
    r = travel.say("how long is my flight?")
    assert not any(isinstance(c, Recall) for c in r.commands)


def test_made_by_names_a_known_flow_with_an_entity(travel: Conversation) -> None:
    with pytest.raises(ValueError, match="made_by"):
        Recall(slot="city", made_by="book_flight")
    with pytest.raises(UnknownFlowError, match="book_train"):
        travel.bot.apply("s", [Recall(entity="booking", made_by="book_train")], user_id="u1")


def test_which_booking_is_answered_by_the_flow_that_made_it(travel: Conversation) -> None:
    """ "the hotel" to "Did you mean BK-… or HT-…?" was refused as a malformed reference."""
    flight, hotel = booked_both(travel)
    travel.say("cancel my booking", phase="clarifying", bot=f"Did you mean {flight} or {hotel}?")
    travel.say(
        "the hotel",
        phase="confirming",
        slots={"booking_id": hotel},
        bot=f"Cancel booking {hotel}? This cannot be undone.",
    )


def test_a_value_of_the_task_just_done_is_said_back(travel: Conversation) -> None:
    """ "what date did I book again?" right after booking got the list of flows: only the
    running task's values were recalled."""
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    travel.say("yes", phase="chitchat", bot_contains="Booked!")
    travel.say(
        "what date did I book again?", bot="Depart date: Friday 4 December.", phase="chitchat"
    )
    travel.say("where was I flying to again?", bot="Arrival city: Rome.")


def test_zh_a_value_of_the_order_just_placed_is_said_back(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁，明天中午送到望京西路5号", phase="confirming")
    restaurant.say("对", bot_contains="下单成功")
    restaurant.say("我刚才点的是几份？", bot="份数是2。", phase="chitchat")
    restaurant.say("送到哪来着？", bot="地址是望京西路5号。")


def test_thanks_then_a_question_still_gets_the_answer(travel: Conversation) -> None:
    # "thanks, what was the reservation number?" got the list of what the bot can do
    travel.say("I need a room in London from the 10th of december for a week, a suite")
    r = travel.say(
        "yes please", bot_matches=r"^Your room is reserved\. Reservation number HT-\d{4}\.$"
    )
    ref = r.messages[0].rsplit(" ", 1)[1].rstrip(".")
    travel.say("thanks, what was the reservation number?", bot=f"That's {ref}.")
    travel.say("thank you! what date did I check in again?", bot="Check in: Thursday 10 December.")
    travel.say("thanks", bot="You're welcome! Anything else?")


def test_checking_a_value_while_confirming_says_it(travel: Conversation) -> None:
    # "wait, is that the 4th?" was "Sorry, I can't answer that here."
    travel.say("book a flight to tokyo from london for next friday, 2 adults", asked="seat_class")
    confirm = "Book business class from London to Tokyo on Friday 4 December for 2 passengers?"
    travel.say("business", phase="confirming", bot=confirm)
    travel.say(
        "wait, is that the 4th?",
        phase="confirming",
        bot=["Depart date: Friday 4 December.", confirm],
    )
    travel.say("is this for 3 people?", phase="confirming", bot=["Passengers: 2.", confirm])
    travel.say("yes", phase="chitchat", bot_matches=r"^Booked!")


def test_zh_checking_a_value_while_confirming_says_it(restaurant: Conversation) -> None:
    restaurant.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    r = restaurant.say("是明天对吧？", phase="confirming")
    assert r.messages[0] == "送餐日期是11月30日（周一）。"


def test_a_cancelled_reference_stays_the_flow_s_that_made_it(travel: Conversation) -> None:
    """After cancelling the hotel, "what was the flight reference?" said the hotel's: the
    cancellation's slot ``booking_id`` took it over, and the flight's result has that name."""
    travel.say("book a flight from Paris to Rome tomorrow in economy", phase="confirming")
    r = travel.say("yes", bot_matches=r"^Booked! Your reference is BK-\d{4}\.$")
    flight = r.messages[0].rsplit(" ", 1)[1].rstrip(".")
    travel.say("book a hotel in Rome from tomorrow for 2 nights, double", phase="confirming")
    r = travel.say("yes", bot_matches=r"Reservation number HT-\d{4}\.$")
    hotel = r.messages[0].rsplit(" ", 1)[1].rstrip(".")
    travel.say("cancel the hotel", bot=f"Cancel booking {hotel}? This cannot be undone.")
    travel.say("yes", bot=f"Booking {hotel} is cancelled.")
    travel.say("what was the flight reference?", bot=f"That's {flight}.")
    travel.say("what was the hotel reservation number?", bot=f"That's {hotel}.")
    travel.say("cancel the flight", bot=f"Cancel booking {flight}? This cannot be undone.")


def test_zh_asking_about_a_belief_states_none(restaurant: Conversation) -> None:
    """ "我的过敏记下了吗" while confirming added "我" to the allergies ("花生, 我"): a
    belief's template matched inside a question."""
    restaurant.say("我对花生过敏", beliefs={"allergy": "花生"})
    restaurant.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    r = restaurant.say("我的过敏记下了吗", phase="confirming", beliefs={"allergy": "花生"})
    assert "花生" in r.messages[0]


def test_a_question_about_the_budget_changes_none(travel: Conversation) -> None:
    travel.say("my budget is 500 dollars", beliefs={"budget": {"amount": 500.0, "currency": "USD"}})
    travel.say(
        "is my budget 800 dollars?", beliefs={"budget": {"amount": 500.0, "currency": "USD"}}
    )


# -- a reference asked for before anything made one -------------------------------------------


def test_a_booking_number_asked_mid_hotel_is_not_the_nights(travel: Conversation) -> None:
    # "number" named the nights: "You haven't told me the nights yet."
    travel.say("book a hotel in Rome", asked="check_in")
    travel.say(
        "what was my booking number again?",
        asked="check_in",
        bot=["There's no booking yet.", "When do you check in?"],
    )


def test_zh_an_order_number_asked_while_ordering_is_no_dish(restaurant: Conversation) -> None:
    # it was taken for a dish not on the menu and asked about
    restaurant.say("我要点外卖", asked="dish")
    restaurant.say("我的订单号是多少", asked="dish", bot=["还没有订单号。", "您想点什么菜？"])


def test_zh_the_number_asked_back_is_no_number_of_the_wrong_format(
    restaurant: Conversation,
) -> None:
    # "订单号是多少来着" was taken as the order number: "抱歉，格式不对。"
    restaurant.say("帮我查下订单", flow="order_status", asked="order_id")
    restaurant.say(
        "订单号是多少来着",
        asked="order_id",
        slots={"order_id": None},
        bot=["您还没告诉我订单号。", "请告诉我订单号，比如 DD-1234。"],
    )


# -- "what did I book?": what an action made ---------------------------------------------------


def test_what_did_i_book_mid_hotel_is_no_check_in_date(travel: Conversation) -> None:
    # "today" in the question became the check-in date, and the booking was confirmed
    travel.say("I need a flight to Paris and a hotel there", asked="departure_city")
    travel.say("from London, on the 10th", asked="seat_class")
    travel.say("business", phase="confirming")
    stack = travel.say("yes", flow="book_hotel").state.entity_stack
    booked = [e.value for e in stack if e.type == "booking"][-1]
    travel.say("4 nights", asked="check_in")
    travel.say(
        "what did I book today?",
        asked="check_in",
        slots={"check_in": None, "nights": 4},
        bot=[
            f"Your flight from London to Paris on Thursday 10 December, business class for 1 passenger,"
            f" reference {booked}.",
            "When do you check in?",
        ],
    )


def test_what_did_i_book_with_nothing_booked_says_so(travel: Conversation) -> None:
    travel.say("what did I book?", phase="chitchat", bot="There's no booking yet.")


def test_zh_what_did_i_order_says_the_order(restaurant: Conversation) -> None:
    restaurant.say("帮我点两份麻婆豆腐，明天中午，送到国贸", phase="confirming")
    number = restaurant.say("好").state.entity_stack[-1].value
    restaurant.say(
        "我订了什么",
        phase="chitchat",
        bot=f"2份麻婆豆腐，11月30日（周一） 12:00送到国贸，订单号{number}。",
    )
    # the reference alone when that is what is asked
    restaurant.say("我的订单号是多少", phase="chitchat", bot=f"是{number}。")


def test_zh_what_did_i_order_after_two_orders_names_the_first_too(
    restaurant: Conversation,
) -> None:
    # only the newest order was said, as if the first had not been placed
    restaurant.say("帮我点两份麻婆豆腐，明天中午，送到国贸", phase="confirming")
    first = restaurant.say("好").state.entity_stack[-1].value
    restaurant.say("再来一份水煮鱼，明天晚上7点送到国贸", phase="confirming")
    second = restaurant.say("好").state.entity_stack[-1].value
    restaurant.say(
        "我点了什么",
        bot=[
            f"1份水煮鱼，11月30日（周一） 19:00送到国贸，订单号{second}。",
            f"之前还有：{first}。",
        ],
    )


def test_zh_what_did_i_order_mid_order_says_what_is_ordered_so_far(
    restaurant: Conversation,
) -> None:
    """It said "还没有订单号。" (no order number yet): the order being placed is the answer."""
    restaurant.say("我要点一份宫保鸡丁", asked="delivery_date")
    restaurant.say(
        "我刚才点的什么来着",
        asked="delivery_date",
        bot=["目前是：菜名宫保鸡丁、份数1。", "哪天送？"],
    )


def test_what_did_i_book_says_the_newest_booking_whole(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    flight = travel.say("yes").state.entity_stack[-1].value
    travel.say(
        "remind me what I booked",
        bot=f"Your flight from Paris to Rome on Friday 4 December, economy class for 1 passenger,"
        f" reference {flight}.",
    )
    travel.say("I also need a hotel in Rome from friday for 2 nights, a double", phase="confirming")
    hotel = travel.say("yes").state.entity_stack[-1].value
    travel.say(
        "what did I just book?",
        bot=[
            "Your hotel room in Rome from Friday 4 December for 2 nights, double, reservation number "
            f"{hotel}.",
            f"Before that: {flight}.",  # what else was booked, by its reference
        ],
    )
    for asked in ("show me my bookings", "what bookings do I have?"):
        travel.say(asked, bot_contains=f"Before that: {flight}.")
    # the flight is no longer the task that ended last: named by its reference
    travel.say("what was my flight reference?", bot=f"That's {flight}.")


def test_a_flow_without_a_summary_is_named_by_its_reference(tmp_path: Path) -> None:
    flows = tmp_path / "flows"
    shutil.copytree(ROOT / "flows" / "travel", flows)
    path = flows / "book_flight.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("    summary:")
    end = text.index("\n", text.index("reference {booking_id}.", start)) + 1
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    travel = Conversation(Dispatcher.from_path(flows, clock=CLOCK), "s", "u1")
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    flight = travel.say("yes").state.entity_stack[-1].value
    travel.say("what did I book?", bot=f"That's {flight}.")


def test_what_did_i_book_after_a_cancellation_leaves_out_the_cancelled(
    travel: Conversation,
) -> None:
    # "That's BK-…" named the flight just cancelled, and the hotel only came "before that"
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    flight = travel.say("yes").state.entity_stack[-1].value
    travel.say("book a hotel in Rome from friday for 2 nights, double", phase="confirming")
    hotel = travel.say("yes").state.entity_stack[-1].value
    travel.say("cancel the flight", phase="confirming")
    travel.say("yes", bot=f"Booking {flight} is cancelled.")
    travel.say("what did I book?", bot=[f"That's {hotel}.", f"Booking {flight} is cancelled."])


def test_what_did_i_book_when_the_one_booking_was_cancelled(travel: Conversation) -> None:
    # "There's no booking yet." was not true either
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    flight = travel.say("yes").state.entity_stack[-1].value
    travel.say("cancel it", phase="confirming")
    travel.say("yes")
    travel.say("what did I book?", bot=f"Booking {flight} is cancelled.")
    # the reference alone, asked for, is still the newest booking mentioned
    travel.say("what was my booking reference?", bot=f"That's {flight}.")


HOTEL = "I need a hotel in Madrid from the 3rd to the 6th of December"
HOTEL_CONFIRM = "Reserve a single room in Madrid from Thursday 3 December for 3 nights?"


@pytest.mark.parametrize(
    ("said", "answer"),
    [
        ("how many nights is that?", "Nights: 3."),
        ("wait, how many nights is that?", "Nights: 3."),
        ("how many nights?", "Nights: 3."),
        ("what date is that?", "Check in: Thursday 3 December."),
        ("what's the date?", "Check in: Thursday 3 December."),
    ],
)
def test_a_bare_question_about_a_value_is_answered(
    travel: Conversation, said: str, answer: str
) -> None:
    """ "wait, how many nights is that?" to the hotel's confirmation was "Sorry, I can't
    answer that here.": only "again", "did I", "was it" made a question ask a value back."""
    travel.say(HOTEL, asked="room_type")
    travel.say("a single", bot=[HOTEL_CONFIRM])
    travel.say(said, bot=[answer, HOTEL_CONFIRM], phase="confirming")


@pytest.mark.parametrize("said", ["what time is it?", "how many?", "how much is it?"])
def test_a_question_naming_no_slot_is_no_recall(travel: Conversation, said: str) -> None:
    """Guards (passed before)."""
    travel.say(HOTEL, asked="room_type")
    travel.say("a single", bot=[HOTEL_CONFIRM])
    travel.say(said, bot=["Sorry, I can't answer that here.", HOTEL_CONFIRM])


def test_a_question_about_the_slot_asked_before_it_has_a_value(travel: Conversation) -> None:
    """A guard: "what date?" to "When do you check in?" recalls nothing."""
    travel.say("I need a hotel in Madrid", asked="check_in")
    travel.say("what date?", bot=["Sorry, I can't answer that here.", "When do you check in?"])


def test_is_that_in_talk_asks_no_value_back(travel: Conversation) -> None:
    """Found by the long-session trace while this was built: with "is that" a recall cue,
    "I might add a day trip to London, is that easy from Paris?" after a forecast said
    "Date: 2026-12-01.". It ends a short question about a value only."""
    travel.say("what's the weather in Paris on tuesday?", flow=None)
    reply = travel.say("I might add a day trip to London, is that easy from Paris?")
    assert not any(m.startswith("Date:") for m in reply.messages)


@pytest.mark.parametrize("said", ["我刚才点的是什么", "刚才那单是什么", "我点的是啥"])
def test_zh_what_did_i_order_said_with_shi(restaurant: Conversation, said: str) -> None:
    """ "我刚才点的是什么" right after an order got the list of what the bot can do: only the
    phrasings without 是 were listed."""
    restaurant.say("帮我点一份宫保鸡丁，明天中午12点送到朝阳区建国路88号", phase="confirming")
    order = restaurant.say("对").state.entity_stack[-1].value
    restaurant.say(
        said, bot=[f"1份宫保鸡丁，11月30日（周一） 12:00送到朝阳区建国路88号，订单号{order}。"]
    )


def test_what_do_i_have_booked_now(travel: Conversation) -> None:
    """ "what do I have booked now?" after a hotel, a flight and the hotel's cancellation was
    "Sorry, I can't answer that here.": only "what did I book"-like phrasings were listed."""
    travel.say("book a hotel in Rome from Dec 10 for 3 nights, double", phase="confirming")
    hotel = travel.say("yes").state.entity_stack[-1].value
    travel.say("also book a flight there from London on the same day, economy", phase="confirming")
    flight = travel.say("yes").state.entity_stack[-1].value
    travel.say("cancel the hotel", phase="confirming")
    travel.say("yes", phase="chitchat")
    travel.say(
        "what do I have booked now?", bot=[f"That's {flight}.", f"Booking {hotel} is cancelled."]
    )


def test_zh_what_do_i_avoid_says_every_avoid_belief(restaurant: Conversation) -> None:
    """ "我有什么忌口来着" listed the menu: no word named the avoid beliefs, and mid-order a
    question with 有什么 asked for the options."""
    restaurant.say("我不吃辣", flow=None)
    restaurant.say("别放香菜", flow=None)
    restaurant.say("我有什么忌口来着", bot=["您说过：不要辣、不要香菜。"])
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("我有什么忌口来着", bot=["您说过：不要辣、不要香菜。", "您想点什么菜？"])


def test_what_do_i_avoid(travel: Conversation) -> None:
    travel.say("I never fly at night", flow=None)
    travel.say("what do I avoid?", bot=["You told me: avoid — fly at night."])


def test_what_was_the_reference_names_no_flow(travel: Conversation) -> None:
    """ "what was the reference?" after a booking (and a cancellation taken back) was
    "Sorry, I can't answer that here.": the reference had to be named with its flow ("my
    flight reference"). One kind of thing is made by the actions: that one's newest."""
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    booked = travel.say("yes").state.entity_stack[-1].value
    travel.say("actually can you cancel it?", phase="confirming", flow="cancel_booking")
    travel.say("no wait, keep it", flow=None)
    travel.say("what was the reference?", bot=[f"That's {booked}."])
