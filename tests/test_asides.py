"""What people say instead of answering the open question, and what the bot says back.

Before: "banana" to "What day do you want to leave?" got the same question word for word,
as if nothing was said; "hold on" got the question again at once; "not sure" got it too,
without the reprompt that helps; and in Chinese "等一下", "我想想", "稍等" and "随便" to "您想点
什么菜？" were refused as dishes ("抱歉，没有等一下这一项。"), while "不确定" was a "no".
"""

from __future__ import annotations

import pytest

from dialogflows.nlu.asides import Aside, AsideReader, Asides
from dialogflows.nlu.lexicon import load_lexicon
from dialogflows.testing import Conversation

DATE_REPROMPT = "Which date? You can say 'tomorrow', 'next Friday' or 'December 3'."
SORRY = "Sorry, I didn't get that."
MENU = "我们有宫保鸡丁、麻婆豆腐、水煮鱼、海鲜炒饭、鱼香肉丝和西红柿炒鸡蛋。"
FLIGHT_CONFIRM = "Book economy class from Paris to Rome on Friday 4 December for 1 passenger?"


def to_the_date(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome", asked="depart_date")


# -- not understood --------------------------------------------------------------------------


@pytest.mark.parametrize("said", ["banana", "purple monkey", "asdf qwer"])
def test_a_try_at_an_answer_that_is_not_understood_is_said_so(
    travel: Conversation, said: str
) -> None:
    to_the_date(travel)
    travel.say(said, bot=[SORRY, DATE_REPROMPT], asked="depart_date", slots={"depart_date": None})
    travel.say("next friday", asked="seat_class", slots={"depart_date": "2026-12-04"})


def test_a_slot_without_a_reprompt_is_asked_with_its_prompt(travel: Conversation) -> None:
    travel.say("book a hotel in Rome", asked="check_in")
    travel.say("banana", bot=[SORRY, "When do you check in?"], asked="check_in")


def test_not_understood_while_confirming_asks_the_confirmation_again(
    travel: Conversation,
) -> None:
    travel.say("book a flight from Paris to Rome next friday in economy", bot=FLIGHT_CONFIRM)
    travel.say("banana", bot=[SORRY, FLIGHT_CONFIRM], phase="confirming")
    travel.say("yes", phase="chitchat", bot_contains="Booked!")


@pytest.mark.parametrize(
    "said",
    [
        "hmm",  # thinking aloud
        "hi",
        "you're quick",
        "Just me",  # a party, to "where to?": understood, not an answer
        "I want to arrive early because of my hotel.",  # a sentence, if nothing usable
    ],
)
def test_talk_gets_the_question_alone(travel: Conversation, said: str) -> None:
    to_the_date(travel)
    travel.say(said, bot="What day do you want to leave?", asked="depart_date")


def test_zh_a_word_that_is_no_dish_is_still_refused_by_name(restaurant: Conversation) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("香蕉", bot=["抱歉，没有香蕉这一项。", MENU], asked="dish")


def test_zh_not_understood_while_the_date_is_asked(restaurant: Conversation) -> None:
    restaurant.say("我要点两份宫保鸡丁", asked="delivery_date")
    restaurant.say("香蕉", bot=["抱歉，我没听明白。", "哪天送？"], asked="delivery_date")


def test_a_question_while_clarifying_is_said_unanswered_once(travel: Conversation) -> None:
    """It got "Sorry, I can't answer that here." and then "Sorry, I didn't get that." before
    the clarifying question: two apologies, the second wrong."""
    question = "Which day next week?"  # (a week is asked about as one)
    travel.say("What's the weather in Tokyo next week? Just curious.", bot=question)
    travel.say(
        "how long is a flight to Tokyo?",
        bot=["Sorry, I can't answer that here.", question],
        phase="clarifying",
    )
    # that was its one asking again: talked past once more, it is dropped, as it is after
    # "Sorry, I didn't get that. <question>"
    travel.say("banana", bot="Tokyo today: light rain, 19°C.", phase="chitchat")


# -- asking for time -------------------------------------------------------------------------


@pytest.mark.parametrize("said", ["hold on", "let me think", "one sec please", "hang on a minute"])
def test_asking_for_time_is_given_it_and_the_question_stays_open(
    travel: Conversation, said: str
) -> None:
    to_the_date(travel)
    travel.say(said, bot="Sure, take your time.", asked="depart_date", slots={"depart_date": None})
    travel.say("next friday", asked="seat_class", slots={"depart_date": "2026-12-04"})


def test_a_wait_with_an_answer_is_the_answer(travel: Conversation) -> None:
    to_the_date(travel)
    travel.say("wait, friday", asked="seat_class", slots={"depart_date": "2026-12-04"})


def test_zh_a_wait_with_a_murmur_after_it_is_no_address(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁，明天中午12点", asked="address")
    restaurant.say("等一下呃", bot="好的，不着急。", asked="address", slots={"address": None})


@pytest.mark.parametrize(("language", "text"), [("zh", "等一下呃"), ("en", "hold on hmm")])
def test_a_wait_then_a_murmur_is_all_a_wait(language: str, text: str) -> None:
    """The hesitations after a wait phrase were not read (that list is raw lexicon text,
    not a compiled category), so the understander could take "hold on hmm" as a value."""
    assert Asides(load_lexicon(language)).whole(text) is Aside.WAIT


@pytest.mark.parametrize("said", ["等一下", "我想想", "稍等", "等一下啊", "让我想想"])
def test_zh_asking_for_time_is_no_dish(restaurant: Conversation, said: str) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say(said, bot="好的，不着急。", asked="dish", slots={"dish": None})
    restaurant.say("宫保鸡丁", asked="quantity", slots={"dish": "宫保鸡丁"})


def test_zh_asking_for_time_is_no_address(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁，明天中午12点", asked="address")
    restaurant.say("等一下", bot="好的，不着急。", asked="address", slots={"address": None})
    restaurant.say("朝阳区建国路88号", phase="confirming", slots={"address": "朝阳区建国路88号"})


# -- cannot choose ---------------------------------------------------------------------------


@pytest.mark.parametrize("said", ["not sure", "i don't know", "whatever"])
def test_unsure_gets_the_reprompt_without_an_apology(travel: Conversation, said: str) -> None:
    to_the_date(travel)
    travel.say(said, bot=DATE_REPROMPT, asked="depart_date")


def test_unsure_of_a_class_gets_the_question_that_lists_them(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say("no idea", bot="Economy, business or first class?", asked="seat_class")


@pytest.mark.parametrize("said", ["随便", "不知道", "都行"])
def test_zh_unsure_of_a_dish_gets_the_menu(restaurant: Conversation, said: str) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say(said, bot=[MENU, "您想点什么菜？"], asked="dish", slots={"dish": None})


def test_zh_unsure_is_no_no_to_a_confirmation(restaurant: Conversation) -> None:
    order = "确认订购2份宫保鸡丁，11月30日（周一） 12:00送到朝阳区建国路88号吗？"
    restaurant.say("两份宫保鸡丁，明天中午12点送到朝阳区建国路88号", bot=order)
    restaurant.say("不确定", bot=order, phase="confirming")
    restaurant.say("对", phase="chitchat", bot_contains="下单成功")


# -- the reading itself ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("how long is the flight?", Aside.QUESTION),
        ("麻婆豆腐辣吗", Aside.QUESTION),
        ("hold on a sec", Aside.WAIT),
        ("稍等一下", Aside.WAIT),
        ("not sure", Aside.UNSURE),
        ("无所谓", Aside.UNSURE),
        ("thanks", Aside.TALK),
        ("😀", Aside.TALK),
        ("just one", Aside.TALK),  # a number meant something
        ("besides first", Aside.TALK),  # an exclusion too
        ("banana", Aside.UNCLEAR),
        ("香蕉", Aside.UNCLEAR),
    ],
)
def test_asides_are_read(text: str, kind: Aside) -> None:
    assert AsideReader().read(text) is kind


def test_no_text_is_no_aside() -> None:
    assert AsideReader().read("") is None
    assert AsideReader().read(None) is None


def test_the_cheapest_is_unsure_unless_a_value_is_called_that(travel: Conversation) -> None:
    """ "the cheapest" to "Single, double or suite?" was refused ("Sorry, cheapest is not
    one of the options."); the flight's own synonym still makes it economy."""
    travel.say("book me a hotel in Tokyo from dec 1st for 5 nights", asked="room_type")
    travel.say("the cheapest", bot="Single, double or suite?", asked="room_type")
    travel.bot.reset(travel.session_id, travel.user_id)
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say("the cheapest", phase="confirming", slots={"seat_class": "economy"})


@pytest.mark.parametrize("said", ["你推荐一个吧", "推荐一个"])
def test_zh_asking_for_a_recommendation_gets_the_menu_not_a_count(
    restaurant: Conversation, said: str
) -> None:
    """ "你推荐一个吧" to "您想点什么菜？" set the quantity to 1 (一个) and asked again."""
    restaurant.say("我要订餐", asked="dish")
    restaurant.say(said, bot=[MENU, "您想点什么菜？"], slots={"quantity": None, "dish": None})


@pytest.mark.parametrize("said", ["I forgot the reference", "I dont remember the reference"])
def test_not_knowing_a_code_is_no_code_of_the_wrong_format(
    restaurant: Conversation, travel: Conversation, said: str
) -> None:
    """ "我不知道订单号" to the order-number question was "抱歉，格式不对。", "I dont remember
    the reference" was a reference of the wrong format; then both got the question again
    as if nothing was said. A code only the user has is needed, and the way out is said."""
    restaurant.say("查订单", asked="order_id")
    r = restaurant.say(
        "我不知道订单号",
        asked="order_id",
        bot=[
            "需要订单号才能继续。现在没有的话，说“算了”就先不办了。",
            "请告诉我订单号，比如 DD-1234。",
        ],
    )
    assert "格式" not in "".join(r.messages)
    restaurant.say("算了", phase="chitchat")
    travel.say("cancel my booking", asked="booking_id")
    travel.say(
        said,
        asked="booking_id",
        bot=[
            "I need the booking id to go on. If you don't have it now, say \"cancel\" and we'll"
            " stop here.",
            "Which booking should I cancel? Your reference looks like BK-1234 or HT-1234.",
        ],
    )


@pytest.mark.parametrize("said", ["你们几点关门", "宫保鸡丁多少钱"])
def test_zh_a_question_without_a_particle_is_said_to_be_unanswered(
    restaurant: Conversation, said: str
) -> None:
    # asked with a question word and no 吗 or ？, it got only the list of flows
    restaurant.say(said, phase="chitchat", bot_contains="抱歉，这个问题我回答不了。")


def test_zh_a_question_mid_order_is_said_to_be_unanswered(restaurant: Conversation) -> None:
    restaurant.say("我要点外卖", asked="dish")
    restaurant.say("怎么付款", asked="dish", bot=["抱歉，这个问题我回答不了。", "您想点什么菜？"])
    # guard (passed before): "随便…" is unsure, whatever question word it holds
    restaurant.say("宫保鸡丁", asked="quantity")
    r = restaurant.say("随便哪天都行", asked="quantity")
    assert "回答不了" not in r.text


@pytest.mark.parametrize("said", ["订单号忘了", "单号不记得了", "订单号我不知道"])
def test_zh_the_number_forgotten_is_said_to_be_needed(restaurant: Conversation, said: str) -> None:
    """ "订单号忘了" to "请告诉我订单号" was "抱歉，格式不对。": read as a malformed number (and,
    with the refund's reason taking remarks, it would have been the reason)."""
    restaurant.say("我要退款", asked="order_id")
    restaurant.say(
        said,
        bot=[
            "需要订单号才能继续。现在没有的话，说“算了”就先不办了。",
            "请告诉我订单号，比如 DD-1234。",
        ],
        slots={"reason": None, "order_id": None},
    )


def test_the_reference_with_no_idea_after_it(travel: Conversation) -> None:
    travel.say("cancel my booking", asked="booking_id")
    reply = travel.say("the reference, no idea")
    assert reply.messages[0].startswith("I need the booking id to go on.")


def test_zh_either_day_is_still_two_days(restaurant: Conversation) -> None:
    """A guard (passed before): "都行" at the end is no "not knowing"."""
    restaurant.say("我要订餐，两份宫保鸡丁", asked="delivery_date")
    restaurant.say("周五周六都行", phase="clarifying")
