"""Whole conversations in English and Chinese through rule understanding, on the example flows.

Each test is what a user of the simulator would type, turn by turn, with a fixed clock
(Sunday 2026-11-29), asserting what the bot said, the phase, the slots and the stacks.
"""

from __future__ import annotations

from dialogflows.testing import Conversation

# -- English ---------------------------------------------------------------------------------


def test_en_volunteered_values_relative_date_fuzzy_enum_and_confirmation(
    travel: Conversation,
) -> None:
    travel.say(
        "I want to book a flight from NYC to Rome",
        flow="book_flight",
        slots={"departure_city": "New York", "arrival_city": "Rome"},
        bot="What day do you want to leave?",
    )
    travel.say("next friday", slots={"depart_date": "2026-12-04"}, asked="seat_class")
    reply = travel.say("ecnmy", phase="clarifying")  # a bad typo: asked, not assumed
    assert "economy" in reply.text
    travel.say("no", phase="collecting", asked="seat_class")
    reply = travel.say("bussiness", phase="confirming")  # a near miss: taken, confidence kept
    slot = reply.state.active_task.slots["seat_class"]  # type: ignore[union-attr]
    assert slot.value == "business" and 0.6 < slot.confidence < 1.0
    assert (
        reply.text
        == "Book business class from New York to Rome on Friday 4 December for 1 passenger?"
    )
    travel.say("yes", phase="chitchat", bot_matches=r"^Booked! Your reference is BK-\d+\.$")


def test_en_correction_with_negation_while_confirming(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome on friday in economy", phase="confirming")
    travel.say(
        "not Rome, London",
        phase="confirming",
        slots={"arrival_city": "London", "departure_city": "Paris"},
        bot_contains="from Paris to London",
    )
    history = travel.last.state.active_task.slots["arrival_city"].history  # type: ignore[union-attr]
    assert [h.value for h in history] == ["Rome"]
    travel.say("no, make it Saturday", slots={"depart_date": "2026-12-05"}, phase="confirming")


def test_en_a_value_said_with_its_slot_name_while_confirming_corrects(
    travel: Conversation,
) -> None:
    """ "business class" (a value and the word that names its slot) was chit-chat at the
    confirmation: the booking went ahead in economy on the next "yes"."""
    travel.say("book a flight from Paris to Rome on friday in economy", phase="confirming")
    travel.say(
        "business class",
        phase="confirming",
        slots={"seat_class": "business"},
        bot_contains="Book business class from Paris to Rome",
    )
    travel.say("departure city Boston", slots={"departure_city": "Boston"}, phase="confirming")
    travel.say("Paris is lovely in spring", slots={"departure_city": "Boston"})


def test_en_a_weekday_correcting_a_date_is_that_day_of_its_week(travel: Conversation) -> None:
    """ "change the date to Sunday" for Saturday 5 December, said on Sunday 29 November,
    moved the stay to today: a bare weekday correcting a date is that day of the date's
    week, the 6th. Read as said when that day is past ("Monday" stays the 30th)."""
    travel.say(
        "I'd like to book a hotel in Paris next Saturday for one night, a suite",
        phase="confirming",
        slots={"check_in": "2026-12-05"},
    )
    travel.say(
        "actually can you change the date to Sunday?",
        phase="confirming",
        slots={"check_in": "2026-12-06"},
        bot="Reserve a suite room in Paris from Sunday 6 December for 1 night?",
    )
    travel.say("make it Friday", slots={"check_in": "2026-12-04"})
    travel.say("next sunday", slots={"check_in": "2026-12-06"})


def test_zh_a_weekday_correcting_a_date_is_the_next_such_day(restaurant: Conversation) -> None:
    """A bare 周日 is this week's Sunday in Chinese, the held date's week aside (下周日 says
    next week's): BARE_WEEKDAY_READ_IN_THE_HELD_DATES_WEEK, tests/test_chinese38_kinds.py.
    English keeps the held week ("make it Friday" above)."""
    restaurant.say("两份麻婆豆腐，下周六中午12点送到人民路1号", phase="confirming")
    restaurant.say("改成周日", phase="confirming", slots={"delivery_date": "2026-11-29"})
    restaurant.say("不对 是下周日", phase="confirming", slots={"delivery_date": "2026-12-06"})


def test_en_ambiguous_correction_asks_which_slot(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome on friday in economy", phase="confirming")
    travel.say(
        "no, make it London", phase="clarifying", bot_contains="departure city or arrival city"
    )
    travel.say(
        "the arrival city",
        phase="confirming",
        slots={"arrival_city": "London", "departure_city": "Paris"},
    )


def test_en_interrupt_by_cue_words_and_resume(travel: Conversation) -> None:
    travel.say("I'd like to book a flight from Boston to Madrid", asked="depart_date")
    travel.say(
        "by the way, what's the weather in Lisbon?",
        bot_contains=["on hold", "Lisbon", "Shall we get back to"],
        stack=["book_flight"],
        phase="chitchat",
    )
    travel.say("back to the flight", flow="book_flight", stack=[], bot_contains="What day")
    assert travel.slots["departure_city"] == "Boston"
    assert travel.slots["arrival_city"] == "Madrid"


def test_en_answer_to_the_asked_slot_is_never_a_topic_switch(travel: Conversation) -> None:
    travel.say("I need a hotel", flow="book_hotel", asked="city")
    travel.say("Rome", flow="book_hotel", slots={"city": "Rome"}, stack=[])


def test_en_pronoun_resolves_to_the_booking_just_made(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome on friday in economy")
    reply = travel.say("yes")
    booking = reply.state.entity_stack[-1].value
    travel.say("cancel it", flow="cancel_booking", phase="confirming", bot_contains=str(booking))
    assert "it" not in travel.last.text.split()
    travel.say("yes", phase="chitchat", bot_contains=f"{booking} is cancelled")


def test_en_reference_without_a_fitting_entity_asks(travel: Conversation) -> None:
    reply = travel.say("cancel it", flow="cancel_booking", phase="collecting")
    assert reply.state.active_task is not None
    assert reply.state.active_task.value("booking_id") is None


def test_en_cancel_and_beliefs_across_tasks(travel: Conversation) -> None:
    travel.say(
        "my budget is 5000 dollars", beliefs={"budget": {"amount": 5000.0, "currency": "USD"}}
    )
    travel.say("I'm allergic to seafood")
    travel.say("book a hotel in Rome", flow="book_hotel")
    travel.say("never mind", phase="chitchat", bot_contains="no hotel booked")
    travel.say("what's the weather in Rome?", phase="chitchat")
    beliefs = travel.last.state.beliefs
    assert beliefs["allergy"].invariant and beliefs["allergy"].value == "seafood"
    assert "budget" in beliefs


# -- Chinese ---------------------------------------------------------------------------------


def test_zh_volunteered_values_chinese_numerals_relative_dates_and_confirmation(
    restaurant: Conversation,
) -> None:
    restaurant.say("我要订餐", flow="order_food", asked="dish")
    restaurant.say("两份宫保鸡丁", slots={"dish": "宫保鸡丁", "quantity": 2}, asked="delivery_date")
    restaurant.say("后天", slots={"delivery_date": "2026-12-01"})
    restaurant.say("晚上7点半", slots={"delivery_time": "19:30"}, asked="address")
    restaurant.say(
        "北京市朝阳区建国路88号",
        phase="confirming",
        bot="确认订购2份宫保鸡丁，12月1日（周二） 19:30送到北京市朝阳区建国路88号吗？",
    )
    restaurant.say("不是后天，是明天", phase="confirming", slots={"delivery_date": "2026-11-30"})
    restaurant.say("对", phase="chitchat", bot_matches=r"^下单成功，订单号DD-\d+。$")


def test_zh_fuzzy_synonym_and_interrupt_resume(restaurant: Conversation) -> None:
    restaurant.say("我要点番茄炒蛋", flow="order_food", slots={"dish": "西红柿炒鸡蛋"})
    restaurant.say("顺便问下，我的订单到哪了", stack=["order_food"], flow="order_status")
    restaurant.say("算了", phase="chitchat", bot_contains="要继续")
    restaurant.say("继续刚才的", flow="order_food", stack=[], slots={"dish": "西红柿炒鸡蛋"})


def test_zh_pronoun_cancel_and_allergy(restaurant: Conversation) -> None:
    restaurant.say("我对海鲜过敏", beliefs={"allergy": "海鲜"})
    restaurant.say("我要订餐")
    restaurant.say("三份麻婆豆腐，明天中午12点送到海淀区中关村大街1号", phase="confirming")
    reply = restaurant.say("对")
    order = reply.state.entity_stack[-1].value
    restaurant.say("那个订单我要退款", flow="refund", phase="confirming", bot_contains=str(order))
    restaurant.say("不对", phase="collecting", bot_contains="修改")
    restaurant.say("不", phase="chitchat", bot_contains="不退款")
    assert restaurant.last.state.beliefs["allergy"].invariant
