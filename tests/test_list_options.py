"""Asking what may be chosen: the bot says the options instead of repeating its question.

"what cities do you fly from?" to "Where are you flying from?", or "都有什么菜？" to "您想点
什么菜？", got the same question back, as if nothing had been said.
"""

from __future__ import annotations

import pytest

from dialogflows import ListOptions
from dialogflows.errors import UnknownSlotError
from dialogflows.testing import Conversation

CITIES = (
    "You can choose New York, Rome, Paris, London, Tokyo, Berlin, San Francisco, Boston, "
    "Madrid or Lisbon."
)
MENU = "我们有宫保鸡丁、麻婆豆腐、水煮鱼、海鲜炒饭、鱼香肉丝和西红柿炒鸡蛋。"


@pytest.mark.parametrize(
    "question", ["what cities do you fly from?", "what are my options?", "which ones do you have?"]
)
def test_the_cities_are_listed_and_asked_again(travel: Conversation, question: str) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    r = travel.say(question, bot=[CITIES, "Where are you flying from?"], asked="departure_city")
    assert r.commands == [ListOptions(slot="departure_city")]
    travel.say("Paris", asked="depart_date", slots={"departure_city": "Paris"})


def test_a_question_that_lists_the_options_is_said_once(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say("what do you have?", bot="Economy, business or first class?", asked="seat_class")


def test_a_date_has_no_options_to_list(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    r = travel.say("what are my options?", asked="depart_date")
    assert not any(isinstance(c, ListOptions) for c in r.commands)


@pytest.mark.parametrize("question", ["都有什么菜？", "有什么推荐的吗", "有啥好吃的"])
def test_zh_the_menu_is_said_and_the_question_follows(
    restaurant: Conversation, question: str
) -> None:
    restaurant.say("我想点个外卖", asked="dish")
    restaurant.say(question, bot=[MENU, "您想点什么菜？"], asked="dish", slots={"dish": None})
    restaurant.say("水煮鱼", asked="quantity", slots={"dish": "水煮鱼"})


def test_zh_options_without_a_listing_prompt_are_joined_as_a_statement(
    restaurant: Conversation,
) -> None:
    restaurant.say("我想点个外卖", asked="dish")
    r = restaurant.bot.apply("s", [ListOptions(slot="dish")], user_id="u1")
    assert r.messages[0] == MENU  # the reprompt lists them all: said as the author wrote it


def test_a_question_about_dates_says_their_limits_not_the_cities(travel: Conversation) -> None:
    # "what dates do you have?" asked where from read out the cities; then it was "Sorry, I
    # can't answer that here.": the date slot has limits (min: today), which are said
    travel.say("book a flight to Rome", asked="departure_city")
    r = travel.say(
        "what dates do you have?",
        bot=["Anything from Sunday 29 November on.", "Where are you flying from?"],
        asked="departure_city",
    )
    assert r.commands == [ListOptions(slot="depart_date")]


def test_limits_are_said_for_a_slot_without_a_list(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    r = travel.bot.apply("s", [ListOptions(slot="passengers")], user_id="u1")
    assert r.messages[0] == "Anything from 1 to 9."
    r = travel.bot.apply("s", [ListOptions(slot="departure_city")], user_id="u1")
    assert r.messages[0].startswith("You can choose New York")


def test_zh_limits_of_a_time(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁，明天", asked="delivery_time")
    r = restaurant.bot.apply("s", [ListOptions(slot="delivery_time")], user_id="u1")
    assert r.messages[0] == "10:00到22:00之间都可以。"


def test_list_options_from_an_llm_or_a_replay_is_checked(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    with pytest.raises(UnknownSlotError):
        travel.bot.apply("s", [ListOptions(slot="no_such_slot")], user_id="u1")
    r = travel.bot.apply("s", [ListOptions(slot="arrival_city")], user_id="u1")
    assert r.messages == [CITIES, "Where are you flying from?"]  # the open question follows


def test_the_options_of_another_slot_named_in_the_question(travel: Conversation) -> None:
    """ "what are my options for rooms?" while the check-in date is asked: the room types,
    as a statement, and the date's question after them."""
    travel.say("book a hotel in Rome", asked="check_in")
    r = travel.say(
        "what are my options for rooms?",
        bot=["You can choose single, double or suite.", "When do you check in?"],
        asked="check_in",
    )
    assert r.commands == [ListOptions(slot="room_type")]


def test_what_classes_are_there_is_answered_by_the_question_itself(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say("what classes are there?", bot="Economy, business or first class?")


def test_with_no_task_the_named_slot_s_values_are_listed(travel: Conversation) -> None:
    # "what cities do you fly to?" before any request got the list of flows; the four
    # slots of the example that take a city all take the same cities
    travel.say("what cities do you fly to?", phase="chitchat", bot=CITIES)
    travel.say("what rooms do you have?", bot="You can choose single, double or suite.")


def test_zh_with_no_task_the_menu_is_listed(restaurant: Conversation) -> None:
    # "有什么菜" named the dish slot only by "菜名": a Chinese description "X名" names by X too
    menu = "可以选：宫保鸡丁、麻婆豆腐、水煮鱼、海鲜炒饭、鱼香肉丝和西红柿炒鸡蛋。"
    restaurant.say("有什么菜", phase="chitchat", bot=menu)
    restaurant.say("那来份麻婆豆腐", flow="order_food", slots={"dish": "麻婆豆腐", "quantity": 1})


def test_with_no_task_a_question_without_an_answer_says_so(restaurant: Conversation) -> None:
    restaurant.say(
        "宫保鸡丁有花生吗",
        bot=["抱歉，这个问题我回答不了。", "我可以帮您：点外卖、查询订单、退款。"],
    )
    restaurant.say("你是谁", bot="还有什么可以帮您？")  # talk, not a question to refuse


def test_a_which_question_naming_the_slot_lists_it(travel: Conversation) -> None:
    # "which cities can I fly to?" was "Sorry, I can't answer that here."
    travel.say("book a flight from London", asked="arrival_city")
    travel.say("which cities can I fly to?", bot=[CITIES, "Where would you like to fly to?"])
    # a which-question naming no listed slot is still a question not answered here
    travel.say("which day is best?", bot_contains="Sorry, I can't answer that here.")
    # ("which class did I pick?" asks back a value: test_recall_values)


def test_zh_a_recommendation_with_no_task_is_the_menu(restaurant: Conversation) -> None:
    # "你们有什么推荐的吗" got the list of flows: the menu is the domain's only list
    restaurant.say(
        "你们有什么推荐的吗",
        phase="chitchat",
        bot="可以选：宫保鸡丁、麻婆豆腐、水煮鱼、海鲜炒饭、鱼香肉丝和西红柿炒鸡蛋。",
    )


def test_what_do_you_have_with_no_task_is_the_list_of_flows(travel: Conversation) -> None:
    # several lists and none named: what the bot can do (it was "can't answer that here")
    r = travel.say("what do you have?", phase="chitchat")
    assert r.messages == [
        "I can help you with: booking a flight, booking a hotel room, cancelling a booking, "
        "the weather forecast."
    ]
