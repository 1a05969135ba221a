"""Follow-ups, farewells, names and acknowledgements as people say them, turn by turn.

"And in Berlin?" right after a forecast asks for the forecast again; "Goodbye, and thanks
again!" is answered with a goodbye (mid-task, the task stays); "My name is Alex" is
remembered; "Noted: ..." reads as a sentence; "Never mind, keep it." during a cancellation
says nothing is cancelled. Each test is a conversation on the example flows (or a small
Chinese weather domain) with a fixed clock (Sunday 2026-11-29).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-11-29T10:00:00")
FLIGHT_CONFIRM = "Book economy class from Boston to {to} on Monday 30 November for 1 passenger?"

ZH_WEATHER = """\
settings: {language: zh, region: CN, currency: CNY}
entities:
  city: {values: [北京, 上海, 广州]}
flows:
  weather:
    description: 查天气
    triggers: [天气]
    slots:
      - {name: city, type: enum, entity: city, prompt: 哪个城市？}
      - {name: date, type: date, required: false, prompt: 哪天？}
    action: get_weather
    results: [forecast]
    done: "{forecast}"
"""


@pytest.fixture
def zh_weather(tmp_path: Path) -> Conversation:
    path = tmp_path / "weather.yaml"
    path.write_text(ZH_WEATHER, encoding="utf-8")
    bot = Dispatcher.from_path(path, clock=CLOCK)

    @bot.action("get_weather")
    def get_weather(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"forecast": f"{slots['city']} {slots.get('date') or '今天'}：晴"}

    return Conversation(bot, "s", "u1")


def last_values(c: Conversation) -> dict[str, Any]:
    task = c.last.state.last_task
    assert task is not None
    return {name: slot.value for name, slot in task.slots.items()}


def weather_in_london(c: Conversation) -> None:
    c.say(
        "What's the weather in London tomorrow?",
        phase="chitchat",
        bot_matches=r"^London 2026-11-30: ",
    )


# -- 1. a follow-up to the task that just ended -----------------------------------------------


def test_en_and_in_berlin_asks_the_forecast_again_for_the_same_day(travel: Conversation) -> None:
    weather_in_london(travel)
    travel.say("And in Berlin?", phase="chitchat", stack=[], bot_matches=r"^Berlin 2026-11-30: ")
    assert last_values(travel) == {"city": "Berlin", "date": "2026-11-30"}


def test_en_follow_ups_chain_and_replace_the_value_of_their_own_slot(
    travel: Conversation,
) -> None:
    weather_in_london(travel)
    travel.say("What about the day after tomorrow?", bot_matches=r"^London 2026-12-01: ")
    travel.say("How about in Rome?", bot_matches=r"^Rome 2026-12-01: ")
    assert last_values(travel) == {"city": "Rome", "date": "2026-12-01"}


def test_en_the_day_after_moves_the_date_of_the_task_that_just_ended(
    travel: Conversation,
) -> None:
    """ "And the day after?" names no date of its own: it is the last one moved by a day.
    Before, it was chit-chat ("I can help you with: ...")."""
    weather_in_london(travel)
    travel.say("And the day after?", phase="chitchat", bot_matches=r"^London 2026-12-01: ")
    travel.say("What about Rome the next day?", bot_matches=r"^Rome 2026-12-02: ")
    travel.say("and the day before?", bot_matches=r"^Rome 2026-12-01: ")
    assert last_values(travel) == {"city": "Rome", "date": "2026-12-01"}


def test_en_a_weekday_follow_up_is_that_day_of_the_same_week(travel: Conversation) -> None:
    """Said on Sunday 29 November: "Sunday" after the forecast for Saturday 5 December was
    today's forecast; it is the day after that Saturday."""
    travel.say("weather forecast for Berlin on Saturday", bot_matches=r"^Berlin 2026-12-05: ")
    travel.say("and Sunday?", bot_matches=r"^Berlin 2026-12-06: ")
    travel.say("what about friday?", bot_matches=r"^Berlin 2026-12-04: ")


def test_en_a_weekday_of_a_week_already_past_is_the_next_one(travel: Conversation) -> None:
    travel.say("weather in Berlin today", bot_matches=r"^Berlin 2026-11-29: ")
    travel.say("and saturday?", bot_matches=r"^Berlin 2026-12-05: ")


def test_en_a_follow_up_with_a_weekend_is_read_as_when_said_first(travel: Conversation) -> None:
    # "and next weekend?" was "Sorry, I can't answer that here." and the list of flows: a
    # weekend is a less than sure date, and only sure values made a follow-up
    travel.say("weather in tokyo tomorrow?", bot_matches=r"^Tokyo 2026-11-30: ")
    travel.say("and next weekend?", bot_matches=r"^Tokyo 2026-12-05: ", phase="chitchat")
    travel.say("and in rome next weekend?", bot_matches=r"^Rome 2026-12-05: ")


def test_zh_the_next_day_moves_the_date_too(zh_weather: Conversation) -> None:
    zh_weather.say("北京明天天气怎么样？", bot="北京 2026-11-30：晴")
    zh_weather.say("那第二天呢？", phase="chitchat", bot="北京 2026-12-01：晴")
    zh_weather.say("那上海前一天呢？", bot="上海 2026-11-30：晴")


def test_en_a_follow_up_one_turn_after_the_answer_still_refers_to_it(
    travel: Conversation,
) -> None:
    weather_in_london(travel)
    travel.say("Thanks!", phase="chitchat")
    travel.say("And for Tokyo?", phase="chitchat", bot_matches=r"^Tokyo 2026-11-30: ")


def test_en_and_from_paris_after_unrelated_chit_chat_starts_nothing(travel: Conversation) -> None:
    weather_in_london(travel)
    travel.say("And in Berlin?", bot_matches=r"^Berlin 2026-11-30: ")
    travel.say("Do you have any tips for long flights?", phase="chitchat")
    travel.say("What's a good souvenir to bring back from Rome?", phase="chitchat")
    reply = travel.say("And from Paris?", phase="chitchat", flow=None, stack=[])
    assert "Paris" not in reply.text
    assert last_values(travel) == {"city": "Berlin", "date": "2026-11-30"}


def test_en_a_follow_up_to_a_booking_asks_for_confirmation_with_the_carried_values(
    travel: Conversation,
) -> None:
    travel.say(
        "book a flight from Boston to Paris tomorrow in economy",
        phase="confirming",
        bot=FLIGHT_CONFIRM.format(to="Paris"),
    )
    travel.say("yes", phase="chitchat", bot_matches=r"^Booked! ")
    travel.say(
        "And to Rome?",
        phase="confirming",
        flow="book_flight",
        slots={"departure_city": "Boston", "arrival_city": "Rome", "seat_class": "economy"},
        bot=FLIGHT_CONFIRM.format(to="Rome"),
    )
    travel.say("no, cancel", phase="chitchat", bot="Okay, I won't book the flight.")


def test_en_mid_task_and_in_berlin_answers_the_question_it_starts_nothing(
    travel: Conversation,
) -> None:
    weather_in_london(travel)
    travel.say("And in Paris?", bot_matches=r"^Paris 2026-11-30: ")
    travel.say("I want to book a flight to Rome", flow="book_flight", asked="departure_city")
    travel.say(
        "And in Berlin?",
        phase="collecting",
        flow="book_flight",
        stack=[],
        slots={"departure_city": "Berlin", "arrival_city": "Rome"},
        bot="What day do you want to leave?",
    )


def test_en_a_follow_up_while_a_task_is_on_hold_keeps_the_offer_to_resume(
    travel: Conversation,
) -> None:
    travel.say("I want to book a flight to Rome", flow="book_flight")
    travel.say("what's the weather in Paris?", phase="chitchat", stack=["book_flight"])
    travel.say(
        "And in Berlin?",
        phase="chitchat",
        stack=["book_flight"],
        bot_contains=["Berlin today: ", "Shall we get back to booking a flight?"],
    )


def test_en_a_follow_up_never_repeats_a_destructive_flow(travel: Conversation) -> None:
    travel.say("cancel my booking BK-1234", flow="cancel_booking", phase="confirming")
    # a no to a destructive confirmation keeps the booking (tests/test_refused_undoing.py)
    travel.say("no", phase="chitchat", bot="Okay, I won't cancel anything.")
    travel.say("cancel my booking BK-1234", flow="cancel_booking", phase="confirming")
    travel.say("yes", phase="chitchat", bot="Booking BK-1234 is cancelled.")
    travel.say("And BK-5678?", phase="chitchat", flow=None, bot_not_contains="Cancel booking")


def test_zh_na_shanghai_ne_asks_the_forecast_again(zh_weather: Conversation) -> None:
    zh_weather.say("北京明天天气怎么样？", phase="chitchat", bot="北京 2026-11-30：晴")
    zh_weather.say("那上海呢？", phase="chitchat", bot="上海 2026-11-30：晴")
    zh_weather.say("后天呢？", phase="chitchat", bot="上海 2026-12-01：晴")
    assert last_values(zh_weather) == {"city": "上海", "date": "2026-12-01"}


def test_zh_a_follow_up_to_an_order_status_asks_for_the_other_order(
    restaurant: Conversation,
) -> None:
    restaurant.say("订单到哪了", flow="order_status")
    restaurant.say("DD-1234", phase="chitchat", bot_matches="^订单DD-1234：")
    restaurant.say("那DD-5678呢？", phase="chitchat", bot_matches="^订单DD-5678：")


def test_zh_a_follow_up_to_a_food_order_is_confirmed_before_ordering(
    restaurant: Conversation,
) -> None:
    restaurant.say("我要点两份宫保鸡", flow="order_food")
    restaurant.say("明天晚上7点")
    restaurant.say("送到中关村大街", phase="confirming")
    restaurant.say("对", phase="chitchat", bot_matches="^下单成功")
    restaurant.say(
        "那麻婆豆腐呢？",
        phase="confirming",
        flow="order_food",
        slots={"dish": "麻婆豆腐", "quantity": 2, "address": "中关村大街"},
        bot="确认订购2份麻婆豆腐，11月30日（周一） 19:00送到中关村大街吗？",
    )


# -- 2. farewells -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["Goodbye, and thanks again!", "I think that's everything for now.", "Bye!"]
)
def test_en_a_farewell_gets_a_goodbye(travel: Conversation, text: str) -> None:
    travel.say("What's the weather in Rome?", phase="chitchat")
    travel.say(text, phase="chitchat", bot="Goodbye!")


def test_en_a_farewell_mid_task_says_goodbye_and_keeps_the_task(travel: Conversation) -> None:
    travel.say("I want to book a flight to Rome", flow="book_flight", asked="departure_city")
    travel.say(
        "Goodbye!",
        phase="collecting",
        flow="book_flight",
        slots={"arrival_city": "Rome"},
        bot="Goodbye! I'll keep booking a flight on hold for when you come back.",
    )
    travel.say("from London", flow="book_flight", bot="What day do you want to leave?")


def test_en_a_farewell_with_a_task_on_hold_keeps_it_on_hold(travel: Conversation) -> None:
    travel.say("I want to book a flight to Rome", flow="book_flight")
    travel.say("what's the weather in Paris?", phase="chitchat", stack=["book_flight"])
    travel.say(
        "That's all, thanks.",
        phase="chitchat",
        stack=["book_flight"],
        bot="Goodbye! I'll keep booking a flight on hold for when you come back.",
    )
    travel.say("back to the flight", flow="book_flight", asked="departure_city", stack=[])


def test_en_thats_all_in_confirming_is_a_yes_afterwards_a_goodbye(travel: Conversation) -> None:
    travel.say("book a flight from Boston to Paris tomorrow in economy", phase="confirming")
    travel.say("Yes, that's all.", phase="chitchat", bot_matches=r"^Booked! ")
    travel.say("That's all, thanks.", phase="chitchat", bot="Goodbye!")


def test_en_a_question_about_a_goodbye_is_no_farewell(travel: Conversation) -> None:
    reply = travel.say("How do you say goodbye in Italian?", phase="chitchat")
    assert "Goodbye" not in reply.text
    travel.say("Okay, bye then!", phase="chitchat", bot="Goodbye!")


def test_zh_farewells(restaurant: Conversation) -> None:
    restaurant.say("再见", phase="chitchat", bot="再见！")
    restaurant.say("我要点两份宫保鸡", flow="order_food")
    restaurant.say("拜拜", flow="order_food", bot="再见！点外卖先给您留着，回来可以继续。")


# -- 3. acknowledging a belief -----------------------------------------------------------------


def test_en_belief_acknowledgements_read_as_sentences(travel: Conversation) -> None:
    travel.say("my budget is 5000 dollars", bot="Noted: budget $5,000.")
    travel.say("And I never fly at night.", bot="Noted: avoid — fly at night.")
    travel.say(
        "I prefer window seats whenever there is a choice.",
        bot="Noted: prefer — window seats whenever there is a choice.",
    )


def test_zh_belief_acknowledgements_use_chinese_labels(restaurant: Conversation) -> None:
    restaurant.say("我不吃香菜", bot="记下了：不要香菜。", beliefs={"avoid:香菜": "香菜"})
    restaurant.say("预算是200元", bot="记下了：预算 ¥200。")


def test_a_belief_said_alone_mid_task_is_acknowledged(
    restaurant: Conversation, travel: Conversation
) -> None:
    """ "我不吃辣" to "哪天送？" was kept without a word: the question came again as if the
    message had been ignored. Said beside an answer, a belief still goes unremarked."""
    restaurant.say("我要一份宫保鸡丁", asked="delivery_date")
    restaurant.say(
        "我不吃辣",
        asked="delivery_date",
        bot=["记下了：不要辣。", "哪天送？"],
        beliefs={"avoid:辣": "辣"},
    )
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say(
        "my budget is 500 dollars",
        asked="depart_date",
        bot=["Noted: budget $500.", "What day do you want to leave?"],
    )
    travel.say(
        "next friday, and I never fly at night",
        asked="seat_class",
        bot=["That's Friday 4 December.", "Economy, business or first class?"],
        beliefs={"avoid:fly at night": "fly at night"},
    )


# -- 4. cancelling a cancellation --------------------------------------------------------------


def test_en_never_mind_during_a_cancellation_cancels_nothing(travel: Conversation) -> None:
    travel.say("Hmm, can you cancel my booking?", flow="cancel_booking")
    travel.say("Never mind, keep it.", phase="chitchat", bot="Okay, I won't cancel anything.")


def test_en_the_generic_cancelled_text_reads_with_a_flow_description(
    travel: Conversation,
) -> None:
    travel.say("what's the weather?", flow="weather", bot="For which city?")
    travel.say("never mind", phase="chitchat", bot="OK, the weather forecast is cancelled.")


# -- 5. a name ----------------------------------------------------------------------------------


def test_en_my_name_is_alex_is_remembered(travel: Conversation) -> None:
    reply = travel.say(
        "My name is Alex, by the way.", bot="Nice to meet you, Alex.", beliefs={"name": "Alex"}
    )
    belief = reply.state.beliefs["name"]
    assert belief.lasting and not belief.invariant
    travel.say("Actually, call me Sam.", beliefs={"name": "Sam"}, bot="Nice to meet you, Sam.")


def test_en_a_name_mid_task_is_remembered_and_the_question_stays(travel: Conversation) -> None:
    travel.say("I want to book a flight to Rome", asked="departure_city")
    travel.say("my name is Alex", beliefs={"name": "Alex"}, asked="departure_city")


def test_en_the_name_ends_where_the_sentence_goes_on(travel: Conversation) -> None:
    travel.say(
        "My name is Alex and I need a flight to Rome",
        flow="book_flight",
        beliefs={"name": "Alex"},
        bot=["Nice to meet you, Alex.", "Where are you flying from?"],
    )


@pytest.mark.parametrize("text", ["call me back later", "call me on Monday", "call me a taxi"])
def test_en_call_me_without_a_name_names_nobody(travel: Conversation, text: str) -> None:
    reply = travel.say(text)
    assert "name" not in reply.state.beliefs
    travel.say("just call me Sam", beliefs={"name": "Sam"})


def test_zh_wo_jiao_xiao_wang_is_remembered(restaurant: Conversation) -> None:
    restaurant.say("我叫小王", bot="您好，小王！", beliefs={"name": "小王"})
    restaurant.say("我的名字是李雷", beliefs={"name": "李雷"})


def test_zh_jiao_ge_waimai_names_nobody(restaurant: Conversation) -> None:
    # "叫个外卖" is the order's "叫外卖" with a measure word: the order starts; the name said
    # next is greeted, and refused as no dish
    reply = restaurant.say("帮我叫个外卖", flow="order_food")
    assert "name" not in reply.state.beliefs
    restaurant.say("叫我老李就行", beliefs={"name": "老李"}, bot=["您好，老李！", "您想点什么菜？"])


# -- "there" after a forecast is where a trip goes -------------------------------------------


@pytest.mark.parametrize("text", ["ok book me a flight there", "book a flight to there"])
def test_a_flight_there_after_a_forecast_flies_there(travel: Conversation, text: str) -> None:
    """ "ok book me a flight there" after Tokyo's forecast made Tokyo the departure city (the
    first city slot took the reference) and asked where to."""
    travel.say("what's the weather like in Tokyo?", phase="chitchat")
    travel.say(
        text,
        flow="book_flight",
        asked="departure_city",
        slots={"arrival_city": "Tokyo", "departure_city": None},
        bot="Where are you flying from?",
    )


def test_a_flight_from_there_leaves_from_there(travel: Conversation) -> None:
    travel.say("what's the weather like in Tokyo?", phase="chitchat")
    travel.say(
        "book me a flight from there",
        flow="book_flight",
        slots={"departure_city": "Tokyo", "arrival_city": None},
        bot="Where would you like to fly to?",
    )


def test_there_is_a_place_talked_about_just_before(travel: Conversation) -> None:
    """ "I'm planning a trip to Lisbon next month", then "a flight there from New York":
    chit-chat puts nothing on the entity stack, so "there" meant nothing and the bot asked
    where to. The one place the previous message named is where "there" is."""
    travel.say("Hi, I'm planning a trip to Lisbon next month", phase="chitchat")
    travel.say(
        "I'd need a flight there from New York on December 18",
        flow="book_flight",
        slots={"departure_city": "New York", "arrival_city": "Lisbon"},
        asked="seat_class",
    )


def test_there_after_two_places_talked_about_is_asked(travel: Conversation) -> None:
    travel.say("Is Rome or Paris nicer in winter?", phase="chitchat")
    travel.say("book me a flight there", flow="book_flight", slots={"arrival_city": None})


def test_just_me_to_where_to_is_no_unknown_city(travel: Conversation) -> None:
    """ "Just me" to "Where would you like to fly to?" was refused as a city we do not serve
    ("Sorry, please choose one of: ..."); it is the passengers, as they already were."""
    travel.say("I'd need a flight from New York on December 18", asked="arrival_city")
    travel.say(
        "Just me",
        asked="arrival_city",
        slots={"passengers": 1},
        bot="Where would you like to fly to?",
    )
    travel.say("Seoul", bot_contains="Sorry, Seoul is not one of the options")


def test_just_one_to_which_class_is_no_unknown_class(travel: Conversation) -> None:
    travel.say("book me a flight from Lisbon to Madrid on Friday", asked="seat_class")
    travel.say("Just one", asked="seat_class", bot="Economy, business or first class?")


# -- what was I given? -----------------------------------------------------------------------


def test_the_reservation_number_asked_again_is_said(travel: Conversation) -> None:
    """ "what was my reservation number again?" got the list of flows: the rules could not
    answer from the entity stack, which holds it."""
    travel.say("book a hotel in Rome from friday for 2 nights, a double", phase="confirming")
    number = travel.say("yes").state.entity_stack[-1].value
    travel.say("what was my reservation number again?", bot=f"That's {number}.")
    travel.say("and what's the booking reference?", bot=f"That's {number}.")


def test_a_reference_asked_mid_task_is_said_and_the_question_stays(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome on friday in economy", phase="confirming")
    number = travel.say("yes").state.entity_stack[-1].value
    travel.say("book a hotel in Rome", asked="check_in")
    travel.say(
        "what's my booking reference for the flight?",
        asked="check_in",
        bot=[f"That's {number}.", "When do you check in?"],
    )


def test_nothing_to_recall_says_there_is_none(travel: Conversation) -> None:
    # it was the list of flows; that there is no booking yet answers the question
    travel.say("what was my booking number?", phase="chitchat", bot="There's no booking yet.")


def test_zh_the_order_number_asked_again_is_said(restaurant: Conversation) -> None:
    restaurant.say("点一份鱼香肉丝，明天中午送到建国路88号", phase="confirming")
    number = restaurant.say("对").state.entity_stack[-1].value
    restaurant.say("我的订单号是多少？", bot=f"是{number}。")
    # the refund offers the order just placed (it asked for the number)
    restaurant.say("我要退款", flow="refund", phase="clarifying")
    restaurant.say(
        "订单号是多少来着？",
        phase="clarifying",
        bot=[f"是{number}。", f"确认一下：订单号是{number}吗？"],
    )


# -- "that day": the date of the task that just ended ------------------------------------------


def test_a_hotel_there_for_that_day_after_a_forecast(travel: Conversation) -> None:
    """ "book me a hotel there for that day" after Friday's forecast for Berlin asked when
    to check in: "that day" is the forecast's date."""
    travel.say("what's the weather in Berlin on Friday?", bot_contains="Berlin 2026-12-04")
    travel.say(
        "book me a hotel there for that day",
        flow="book_hotel",
        slots={"city": "Berlin", "check_in": "2026-12-04"},
        asked="nights",
    )


def test_a_hotel_for_those_dates_after_a_flight_checks_in_on_its_day(
    travel: Conversation,
) -> None:
    # "those dates" was not a date: "When do you check in?"
    travel.say("Book me a flight London to Paris on the 5th, economy, just me")
    travel.say("yes", bot_contains="Booked!")
    travel.say(
        "actually I also need a hotel in Paris for those dates",
        flow="book_hotel",
        slots={"city": "Paris", "check_in": "2026-12-05"},
        asked="nights",
    )


def test_the_day_after_answers_when_to_check_in(travel: Conversation) -> None:
    travel.say("what's the weather in Berlin on Friday?", phase="chitchat")
    travel.say("book me a hotel there", asked="check_in")
    travel.say("the day after", slots={"check_in": "2026-12-05"}, asked="nights")


def test_that_same_day_elsewhere_is_a_follow_up(travel: Conversation) -> None:
    travel.say("what's the weather in Berlin on Friday?", phase="chitchat")
    travel.say("and that same day in Paris?", bot_contains="Paris 2026-12-04")


def test_that_day_long_after_the_task_ended_is_asked(travel: Conversation) -> None:
    travel.say("what's the weather in Berlin on Friday?", phase="chitchat")
    travel.say("thanks")
    travel.say("ok")
    travel.say("book me a hotel there for that day", slots={"check_in": None}, asked="check_in")


@pytest.mark.parametrize(
    ("said", "answer"),
    [
        ("ok and in Madrid on saturday?", "Madrid 2026-12-05: cloudy, 13°C."),
        ("great, what about Madrid?", "Madrid 2026-11-30: light rain, 14°C."),
    ],
)
def test_an_acknowledgement_before_the_follow_up_word(
    travel: Conversation, said: str, answer: str
) -> None:
    """ "ok and in Madrid on saturday?" after Berlin's forecast got "I can help you with: …":
    the follow-up word had to open the message."""
    travel.say("what's the weather going to be like in Berlin tomorrow?", flow=None)
    travel.say(said, bot=[answer], flow=None)


def test_zh_the_second_order_after_asking_about_the_first(restaurant: Conversation) -> None:
    """ "那第二单呢" after "我第一单到哪了" was "抱歉，这个问题我回答不了。": an ordinal is no value.
    Read as the second order, it was the first again: asking about the first moved it to the
    top of the entity stack, and ordinals counted by position there."""
    restaurant.say("帮我点两份宫保鸡丁，明天中午12点，送到朝阳区建国路88号", phase="confirming")
    first = restaurant.say("对").state.entity_stack[-1].value
    restaurant.say("再来一份一样的", phase="confirming")
    second = restaurant.say("对").state.entity_stack[-1].value
    restaurant.say("我第一单到哪了", bot_contains=f"订单{first}")
    restaurant.say("那第二单呢", bot_contains=f"订单{second}")
    restaurant.say("第一单到哪了", bot_contains=f"订单{first}")


def test_an_entity_saved_before_first_turn_existed_loads() -> None:
    from dialogflows import DialogueState

    state = DialogueState.model_validate(
        {"session_id": "s", "entity_stack": [{"type": "order", "value": "DD-1", "turn": 3}]}
    )
    assert state.entity_stack[0].first_turn is None


def test_the_weather_for_that_day_of_the_flight_being_booked(travel: Conversation) -> None:
    """ "can you check the weather in Madrid for that day?" while a flight on 3 January was
    being confirmed gave today's forecast: "that day" read only the task that had ended."""
    travel.say("book a flight from Boston to Madrid on the 3rd of January", asked="seat_class")
    travel.say("economy", phase="confirming")
    travel.say(
        "oh, and can you check the weather in Madrid for that day?",
        bot_contains="Madrid 2027-01-03: clear, 16°C.",
        stack=["book_flight"],
    )


def test_a_hotel_from_the_day_after_the_flight_being_booked(travel: Conversation) -> None:
    travel.say("book a flight from Boston to Madrid on the 3rd of January", asked="seat_class")
    travel.say(
        "and a hotel in Madrid from the day after for 2 nights",
        flow="book_hotel",
        slots={"check_in": "2027-01-04", "nights": 2},
    )
