"""What the user asked for is not on offer: said so, naming what was asked for.

"premium economy" was booked as economy, "一份米饭" (rice is not on the menu) set the count
and asked for the dish as if nothing had been named, and a refusal listed the options right
before a question that listed them again.
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation

CLASSES = "Economy, business or first class?"
MENU = "我们有宫保鸡丁、麻婆豆腐、水煮鱼、海鲜炒饭、鱼香肉丝和西红柿炒鸡蛋。"


@pytest.mark.parametrize("said", ["premium economy", "business plus", "Premium Economy please"])
def test_a_qualified_class_is_no_class_we_have(travel: Conversation, said: str) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    name = said.removesuffix(" please")
    travel.say(
        said,
        bot=[f"Sorry, {name} is not one of the options.", CLASSES],
        phase="collecting",
        asked="seat_class",
        slots={"seat_class": None},
    )
    travel.say("economy please", phase="confirming", slots={"seat_class": "economy"})


@pytest.mark.parametrize("said", ["economy please", "first class please", "the cheapest"])
def test_plain_answers_still_choose(travel: Conversation, said: str) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    reply = travel.say(said, phase="confirming")
    assert not any("not one of the options" in m for m in reply.messages)


def test_a_qualified_class_in_the_request_is_asked_for(travel: Conversation) -> None:
    travel.say(
        "book a premium economy flight from Paris to Rome next friday",
        asked="seat_class",
        slots={"seat_class": None, "departure_city": "Paris"},
    )


def test_a_junior_suite_is_no_suite(travel: Conversation) -> None:
    travel.say("book a hotel in Paris tomorrow for 2 nights", asked="room_type")
    travel.say(
        "junior suite",
        bot=["Sorry, junior suite is not one of the options.", "Single, double or suite?"],
        slots={"room_type": None},
    )
    travel.say("the suite", phase="confirming", slots={"room_type": "suite"})


def test_a_refusal_lists_the_options_when_the_question_does_not(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    reply = travel.say("Seoul", asked="departure_city")
    assert reply.messages[0].startswith("Sorry, Seoul is not one of the options: New York, Rome")


def test_what_the_user_typed_is_repeated_not_read_as_a_template(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday", asked="seat_class")
    travel.say(
        "{kind}",
        bot=["Sorry, {kind} is not one of the options.", CLASSES],
        asked="seat_class",
    )


def test_zh_a_dish_not_on_the_menu_is_named_once_with_the_menu(
    restaurant: Conversation,
) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("米饭", bot=["抱歉，没有米饭这一项。", MENU], slots={"dish": None})


@pytest.mark.parametrize("said", ["一份米饭", "来两碗米饭吧", "来个米饭"])
def test_zh_a_counted_dish_not_on_the_menu_is_refused(restaurant: Conversation, said: str) -> None:
    restaurant.say("我要订餐", asked="dish")
    # the count was the rice's: it goes with it, and the next dish's count is asked
    restaurant.say(
        said,
        bot=["抱歉，没有米饭这一项。", MENU],
        asked="dish",
        slots={"dish": None, "quantity": None},
    )
    restaurant.say("宫保鸡丁", asked="quantity", slots={"dish": "宫保鸡丁"})


def test_zh_an_order_of_a_dish_not_on_the_menu_is_refused(restaurant: Conversation) -> None:
    restaurant.say(
        "我要点一份米饭",
        bot=["抱歉，没有米饭这一项。", MENU],
        flow="order_food",
        asked="dish",
        slots={"quantity": None, "dish": None},  # the count was the rice's
    )


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("两份宫保鸡丁", {"dish": "宫保鸡丁", "quantity": 2}),
        ("来一份水煮鱼吧", {"dish": "水煮鱼", "quantity": 1}),
        ("一份就够了", {"dish": None, "quantity": 1}),
    ],
)
def test_zh_counts_of_dishes_on_the_menu_are_not_refused(
    restaurant: Conversation, said: str, slots: dict[str, object]
) -> None:
    restaurant.say("我要订餐", asked="dish")
    reply = restaurant.say(said, slots=slots)
    assert not any(m.startswith("抱歉") for m in reply.messages)


def test_zh_another_service_asked_for_is_named_without_its_measure_word(
    restaurant: Conversation,
) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("帮我订个酒店", bot=["抱歉，没有酒店这一项。", MENU], asked="dish")


@pytest.mark.parametrize(("said", "named"), [("张记馄饨", "张记馄饨"), ("个张记馄饨", "张记馄饨")])
def test_zh_a_measure_word_without_a_count_is_kept_unless_general(
    restaurant: Conversation, said: str, named: str
) -> None:
    """ "张建国" to a choice question was refused as "建国": 张 opens a name, and only a
    count before it ("一张") makes it a measure word."""
    restaurant.say("我要订餐", asked="dish")
    restaurant.say(said, bot=[f"抱歉，没有{named}这一项。", MENU], asked="dish")


def test_zh_the_flow_asked_for_with_a_count_is_no_dish(restaurant: Conversation) -> None:
    restaurant.say("点个外卖", bot="您想点什么菜？", flow="order_food", asked="dish")


@pytest.mark.parametrize(
    "said", ["点两份宫保鸡丁和一份米饭", "两份宫保鸡丁一份米饭", "我要一份米饭和两份宫保鸡丁"]
)
def test_zh_a_dish_not_on_the_menu_beside_one_that_is_is_refused_and_the_other_kept(
    restaurant: Conversation, said: str
) -> None:
    """The rice was dropped without a word when the chicken came first."""
    restaurant.say(
        said,
        flow="order_food",
        bot=["抱歉，没有米饭这一项。", "哪天送？"],
        slots={"dish": "宫保鸡丁", "quantity": 2},
        asked="delivery_date",
    )
    restaurant.say("明天", slots={"delivery_date": "2026-11-30", "dish": "宫保鸡丁"})


def test_zh_a_reason_said_to_the_order_number_question_is_the_reason(
    restaurant: Conversation,
) -> None:
    """ "原因是送太慢了" to "请告诉我订单号" was taken as a malformed order number ("抱歉，格式不
    对。"): another free-text slot's own pattern holds it, so it is that slot's value."""
    ask = "请告诉我订单号，比如 DD-1234。"
    restaurant.say("我要退款", bot=ask)
    r = restaurant.say("原因是送太慢了", bot=ask, asked="order_id")
    assert r.state.active_task is not None and r.state.active_task.value("reason")
    restaurant.say("DD-5678", phase="confirming", slots={"order_id": "DD-5678"})


def test_zh_a_reason_said_with_the_refund_is_kept(restaurant: Conversation) -> None:
    restaurant.say(
        "我要退款 订单号是DD-4321 因为菜凉了",
        phase="confirming",
        slots={"order_id": "DD-4321", "reason": "菜凉了"},
    )


ORDER_CONFIRM = "确认订购2份宫保鸡丁，11月30日（周一） 12:00送到望京西路5号吗？"


def test_zh_a_short_correction_that_is_no_dish_asks_which_it_changes(
    restaurant: Conversation,
) -> None:
    """ "改成米饭" while confirming an order made 米饭 the address: free text took whatever
    a correction said. A short name with no number is asked about; an address with a
    number is still taken as one."""
    restaurant.say("两份宫保鸡丁，明天中午送到望京西路5号", bot=ORDER_CONFIRM)
    restaurant.say("改成米饭", bot="要改哪一项：菜名还是地址？", slots={"address": "望京西路5号"})
    restaurant.say("菜名", bot=["抱歉，没有米饭这一项。", MENU], slots={"dish": "宫保鸡丁"})
    restaurant.say("麻婆豆腐", phase="confirming", slots={"dish": "麻婆豆腐"})
    restaurant.say("改成建国路99号", phase="confirming", slots={"address": "建国路99号"})


def test_zh_the_short_correction_may_be_the_address_after_all(restaurant: Conversation) -> None:
    restaurant.say("两份宫保鸡丁，明天中午送到望京西路5号", bot=ORDER_CONFIRM)
    restaurant.say("改成公司", bot="要改哪一项：菜名还是地址？")
    restaurant.say("地址", phase="confirming", slots={"address": "公司", "dish": "宫保鸡丁"})


def test_zh_a_change_to_a_dish_not_on_the_menu_is_refused_by_name(
    restaurant: Conversation,
) -> None:
    """ "改成米饭" mid-order got "抱歉，我没听明白。": a change to a short name with one listed
    slot filled (and no free text it could be) is a change of that slot, refused by name."""
    restaurant.say("我要点两份宫保鸡丁", asked="delivery_date")
    restaurant.say("改成米饭", bot=["抱歉，没有米饭这一项。", MENU], slots={"dish": "宫保鸡丁"})
    restaurant.say("麻婆豆腐", asked="delivery_date", slots={"dish": "麻婆豆腐", "quantity": 2})
    restaurant.say("改成明天", asked="delivery_time", slots={"delivery_date": "2026-11-30"})


@pytest.mark.parametrize("said", ["麻婆豆腐和米饭各一份", "我要点麻婆豆腐和米饭", "麻婆豆腐、米饭"])
def test_zh_a_listed_dish_and_an_unlisted_one_in_a_list(
    restaurant: Conversation, said: str
) -> None:
    # the rice was dropped without a word: only a thing counted ("一份米饭") was refused
    restaurant.say("订个外卖", asked="dish")
    r = restaurant.say(said, slots={"dish": "麻婆豆腐"})
    assert r.messages[0] == "抱歉，没有米饭这一项。"
    assert r.state.queued == []


def test_a_change_to_an_unknown_kind_while_confirming_is_refused(travel: Conversation) -> None:
    """ "make it premium" while confirming was "Sorry, I didn't get that.": with the cities
    and the class filled, a word in lower case is a kind of thing, so the class."""
    travel.say("I want to fly from Paris to Rome tomorrow in economy", phase="confirming")
    travel.say(
        "make it premium",
        asked="seat_class",
        slots={"seat_class": "economy"},
        bot=["Sorry, premium is not one of the options.", "Economy, business or first class?"],
    )
    travel.say("business", phase="confirming", bot_contains="Book business class")
    # a capitalised name could be either city: not guessed
    travel.say("make it Seoul", phase="confirming", slots={"arrival_city": "Rome"})
