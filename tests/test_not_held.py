"""A change or a drop about something the task does not hold changes nothing of it.

Found by playing the restaurant bot: with rice refused and one 鱼香肉丝 ordered, "等一下，米饭
改成一碗" put "米饭改成一碗" into the address and "对" placed the order with it; with two 宫保鸡丁,
"米饭改成一碗" set the count to 1, "把米饭改成两碗" / "可乐改成两瓶" became the address, and "米
饭不要了" cancelled the order. In English "change the luggage to 2 bags" booked 2 passengers
and "never mind the luggage" cancelled the flight. A part of the address changed ("建国路88号
改成中关村大街1号") lost the rest of it, "88号改成99号" was refused as 99 portions, and "change
Rome to Milan" (no flights to Milan) changed nothing without a word.
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation

ORDER = "帮我点两份宫保鸡丁，明天中午送到朝阳区建国路88号"
CONFIRM = "确认订购2份宫保鸡丁，11月30日（周一） 12:00送到朝阳区建国路88号吗？"
HELD = {"dish": "宫保鸡丁", "quantity": 2, "address": "朝阳区建国路88号"}
FLIGHT = "book a flight from Paris to Rome next friday economy"
FLIGHT_CONFIRM = "Book economy class from Paris to Rome on Friday 4 December for 1 passenger?"
FLIGHT_HELD = {"arrival_city": "Rome", "passengers": 1, "seat_class": "economy"}


@pytest.mark.parametrize("said", ["米饭改成一碗", "把米饭改成两碗", "等一下，米饭改成一碗"])
def test_zh_a_change_of_rice_not_ordered_says_there_is_none(
    restaurant: Conversation, said: str
) -> None:
    restaurant.say(ORDER, phase="confirming")
    restaurant.say(said, bot=["抱歉，没有米饭这一项。", CONFIRM], phase="confirming", slots=HELD)
    done = restaurant.say("对", phase="chitchat")
    assert done.messages[0].startswith("下单成功")


@pytest.mark.parametrize(("said", "thing"), [("可乐改成两瓶", "可乐"), ("汤改成大份", "汤")])
def test_zh_other_things_not_ordered_are_no_address(
    restaurant: Conversation, said: str, thing: str
) -> None:
    restaurant.say(ORDER, phase="confirming")
    restaurant.say(said, bot=[f"抱歉，没有{thing}这一项。", CONFIRM], slots=HELD)


def test_zh_the_whole_played_order_keeps_its_address(restaurant: Conversation) -> None:
    """The conversation as it was played, turn by turn."""
    restaurant.say("你好，我想点个外卖", asked="dish")
    restaurant.say("来一份鱼香肉丝，再来两碗米饭", bot=["抱歉，没有米饭这一项。", "哪天送？"])
    restaurant.say("今天晚上", asked="delivery_time")
    restaurant.say("六点半吧", asked="address")
    restaurant.say("送到海淀区中关村大街1号", phase="confirming")
    confirm = "确认订购1份鱼香肉丝，11月29日（周日） 18:30送到海淀区中关村大街1号吗？"
    restaurant.say("等一下，米饭改成一碗", bot=["抱歉，没有米饭这一项。", confirm])
    restaurant.say(
        "米饭就不要了，别的不变",
        bot=["抱歉，没有米饭这一项。", confirm],
        phase="confirming",
        slots={"dish": "鱼香肉丝", "address": "海淀区中关村大街1号"},
    )


def test_zh_rice_let_go_after_the_bot_refused_it_keeps_the_order(
    restaurant: Conversation,
) -> None:
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("两份宫保鸡丁，再来一碗米饭", bot=["抱歉，没有米饭这一项。", "哪天送？"])
    restaurant.say("米饭不要了", bot=["抱歉，没有米饭这一项。", "哪天送？"], phase="collecting")
    restaurant.say("明天", asked="delivery_time", slots={"dish": "宫保鸡丁", "quantity": 2})


@pytest.mark.parametrize("said", ["我不要了", "宫保鸡丁不要了", "现在不要了", "还是不要了"])
def test_zh_dropping_the_order_itself_still_cancels(restaurant: Conversation, said: str) -> None:
    restaurant.say(ORDER, phase="confirming")
    restaurant.say(said, bot=["好的，这单不下了。"], phase="chitchat")


@pytest.mark.parametrize(
    ("said", "quantity", "dish"),
    [
        ("我改成三份吧", 3, "宫保鸡丁"),
        ("还是改成一份吧", 1, "宫保鸡丁"),
        ("要不换成麻婆豆腐", 2, "麻婆豆腐"),
        ("能不能改成三份", 3, "宫保鸡丁"),
        ("宫保鸡丁改成三份", 3, "宫保鸡丁"),
        ("菜换成麻婆豆腐", 2, "麻婆豆腐"),
    ],
)
def test_zh_words_before_the_change_that_are_no_thing(
    restaurant: Conversation, said: str, quantity: int, dish: str
) -> None:
    restaurant.say(ORDER, phase="confirming")
    restaurant.say(said, phase="confirming", slots={"quantity": quantity, "dish": dish})


def test_zh_the_count_said_again_is_no_address(restaurant: Conversation) -> None:
    restaurant.say(ORDER, phase="confirming")
    restaurant.say("那就改成两份", bot=[CONFIRM], slots=HELD)


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("建国路88号改成中关村大街1号", "朝阳区中关村大街1号"),
        ("88号改成99号", "朝阳区建国路99号"),
        ("把建国路改成建国门外大街", "朝阳区建国门外大街88号"),
        ("朝阳区建国路88号改成海淀区中关村大街1号", "海淀区中关村大街1号"),
    ],
)
def test_zh_a_part_of_the_address_changed_keeps_the_rest(
    restaurant: Conversation, said: str, address: str
) -> None:
    restaurant.say(ORDER, phase="confirming")
    restaurant.say(said, phase="confirming", slots={"address": address, "quantity": 2})


def test_zh_a_dish_changed_to_one_not_on_the_menu_is_refused(restaurant: Conversation) -> None:
    restaurant.say(ORDER, phase="confirming")
    reply = restaurant.say("宫保鸡丁改成米饭", slots=HELD)
    assert reply.messages[0] == "抱歉，没有米饭这一项。"


@pytest.mark.parametrize(
    "said", ["change the luggage to 2 bags", "wait, change the luggage to 2 bags"]
)
def test_en_a_change_of_luggage_changes_no_passengers(travel: Conversation, said: str) -> None:
    travel.say(FLIGHT, phase="confirming")
    travel.say(said, bot=[FLIGHT_CONFIRM], phase="confirming", slots=FLIGHT_HELD)


def test_en_never_mind_the_luggage_keeps_the_flight(travel: Conversation) -> None:
    travel.say(FLIGHT, phase="confirming")
    travel.say("never mind the luggage", bot=[FLIGHT_CONFIRM], phase="confirming")
    assert travel.say("yes", phase="chitchat").messages[0].startswith("Booked!")


@pytest.mark.parametrize("said", ["never mind the whole thing", "never mind"])
def test_en_never_mind_the_task_still_cancels(travel: Conversation, said: str) -> None:
    travel.say(FLIGHT, phase="confirming")
    travel.say(said, bot=["Okay, I won't book the flight."], phase="chitchat")


def test_en_a_city_changed_to_one_not_served_is_refused(travel: Conversation) -> None:
    travel.say(FLIGHT, phase="confirming")
    reply = travel.say("change Rome to Milan", slots=FLIGHT_HELD)
    assert reply.messages[0].startswith("Sorry, Milan is not one of the options: New York")


def test_en_a_named_slot_changed_to_what_it_does_not_take_is_refused(
    travel: Conversation,
) -> None:
    travel.say(FLIGHT, phase="confirming")
    travel.say(
        "switch the seat to aisle",
        bot=["Sorry, aisle is not one of the options.", "Economy, business or first class?"],
        slots=FLIGHT_HELD,
    )
    travel.say("change Rome to Lisbon", slots={"arrival_city": "Lisbon"})


def test_zh_a_change_of_the_dish_ordered_next_is_kept_for_it(restaurant: Conversation) -> None:
    """ "麻婆豆腐改成一份" while 水煮鱼 was confirmed and two 麻婆豆腐 waited their turn made
    this order one 麻婆豆腐 (the 水煮鱼 lost), and the next one still two."""
    restaurant.say("我想点一份水煮鱼和两份麻婆豆腐", asked="delivery_date")
    restaurant.say("明天中午", asked="address")
    confirm = "确认订购1份水煮鱼，11月30日（周一） 12:00送到朝阳区建国路88号吗？"
    restaurant.say("送到朝阳区建国路88号", bot=[confirm])
    restaurant.say(
        "麻婆豆腐改成一份",
        bot=["点外卖（麻婆豆腐）的份数1，记下了。", confirm],
        phase="confirming",
        slots={"dish": "水煮鱼", "quantity": 1},
    )
    done = restaurant.say("对", slots={"dish": "麻婆豆腐", "quantity": 1})
    assert (
        done.messages[-1] == "确认订购1份麻婆豆腐，11月30日（周一） 12:00送到朝阳区建国路88号吗？"
    )


ADDRESS_ORDER = ["我要订餐", "水煮鱼", "三份", "明天", "中午12点半", "送到海淀区中关村大街1号"]


@pytest.mark.parametrize("said", ["不对，是2号", "不是1号，是2号", "2号吧"])
def test_zh_a_house_number_corrects_the_address_not_the_date(
    restaurant: Conversation, said: str
) -> None:
    """ "不对，是2号" to "…送到海淀区中关村大街1号吗？" moved the order to 2 December."""
    for text in ADDRESS_ORDER:
        restaurant.say(text)
    restaurant.say(
        said,
        phase="confirming",
        slots={"address": "海淀区中关村大街2号", "delivery_date": "2026-11-30"},
    )


def test_zh_a_day_of_the_month_said_for_the_date_keeps_the_number_for_it(
    restaurant: Conversation,
) -> None:
    """A guard (passed before): the date said as "1号" is what "是2号" may correct."""
    for text in ["我要订餐", "水煮鱼", "三份", "12月1号", "中午12点半", "送到海淀区中关村大街1号"]:
        restaurant.say(text)
    restaurant.say(
        "不对，是2号", slots={"address": "海淀区中关村大街1号", "delivery_date": "2026-12-02"}
    )
