"""A Chinese customer talking the way people type to a takeaway bot, on flows/restaurant.

Found by tracing a 60-turn colloquial conversation (/work/h5/script_zh.py): hesitation
before a no ("哦不，七点半吧"), a bare hour correcting an evening time, an address said twice
("送到公司，地址是…"), a go-ahead in the flow's own verb ("是的，退吧"), "我之前那单到哪了",
and a flow asked for again while it waits on the stack. Fixed clock: Sunday 2026-11-29.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

ROOT = Path(__file__).resolve().parent.parent
CLOCK = FixedClock("2026-11-29T10:00:00")


@pytest.fixture
def bot() -> Conversation:
    return Conversation(Dispatcher.from_path(ROOT / "flows" / "restaurant", clock=CLOCK), "s", "u1")


def test_address_said_twice_takes_the_precise_one(bot: Conversation) -> None:
    bot.say("帮我点两份宫保鸡丁吧", flow="order_food", slots={"dish": "宫保鸡丁", "quantity": 2})
    bot.say("嗯…改成三份", slots={"quantity": 3}, bot=["好的，份数改成3。", "哪天送？"])
    bot.say(
        "明天中午十二点左右",
        slots={"delivery_date": "2026-11-30", "delivery_time": "12:00"},
        asked="address",
    )
    bot.say(
        "送到公司，地址是朝阳区建国路88号",
        phase="confirming",
        slots={"address": "朝阳区建国路88号"},
        bot="确认订购3份宫保鸡丁，11月30日（周一） 12:00送到朝阳区建国路88号吗？",
    )
    bot.say("对对对，就这样", phase="chitchat", bot_matches=r"^下单成功，订单号DD-\d{4}。$")


def test_address_said_twice_in_one_long_order(bot: Conversation) -> None:
    bot.say(
        "叫外卖，三份番茄炒蛋，后天中午12点送到家，地址是望京西路5号",
        phase="confirming",
        slots={"address": "望京西路5号", "quantity": 3, "delivery_date": "2026-12-01"},
    )


def test_hesitant_no_corrects_the_time_not_the_asked_address(bot: Conversation) -> None:
    bot.say("再来一份麻婆豆腐", flow="order_food", slots={"dish": "麻婆豆腐", "quantity": 1})
    bot.say("后天晚上7点", slots={"delivery_time": "19:00"}, asked="address")
    # a bare 七点半 after 晚上7点 stays in the evening, and 哦不 is a no, not an address
    bot.say(
        "哦不，七点半吧",
        phase="collecting",
        asked="address",
        slots={"delivery_time": "19:30", "address": None},
        bot=["好的，送餐时间改成19:30。", "送到什么地址？"],
    )
    bot.say("送到建国路88号", phase="confirming", bot_contains="19:30送到建国路88号")
    bot.say("不对，8点", phase="confirming", slots={"delivery_time": "20:00"})
    bot.say("嗯嗯，没问题，下单吧", phase="chitchat", bot_matches=r"^下单成功")


def test_status_refund_and_go_ahead_in_the_flows_own_verb(bot: Conversation) -> None:
    bot.say("叫外卖，一份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    done = bot.say("好的", phase="chitchat")
    order = done.state.entity_stack[-1].value
    bot.say(
        "我之前那单到哪了",
        phase="chitchat",
        bot=f"订单{order}：已下单，预计2026-11-30 12:00送达",  # due tomorrow: not delivered
    )
    # the order just looked up is offered (it asked for the number), "就是那个订单" agrees
    bot.say("能退款吗？", flow="refund", phase="clarifying", bot=f"确认一下：订单号是{order}吗？")
    bot.say("就是那个订单", phase="confirming", slots={"order_id": order})
    bot.say(
        "是的，退吧",
        phase="chitchat",
        bot_matches=rf"^已为订单{order}提交退款，退款单号TK-\d{{4}}。$",
    )


def test_not_refunding_after_all_is_a_no(bot: Conversation) -> None:
    bot.say("我要退款", asked="order_id")
    bot.say("DD-1234", phase="confirming")
    bot.say("不退了", phase="chitchat", bot="好的，订单DD-1234不退款了。")


def test_asking_for_a_flow_on_hold_takes_it_up_again(bot: Conversation) -> None:
    bot.say("叫外卖，一份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    order = bot.say("好的", phase="chitchat").state.entity_stack[-1].value
    bot.say("把它退了", flow="refund", phase="confirming", slots={"order_id": order})
    bot.say("我要订餐", flow="order_food", stack=["refund"], bot=["先暂停退款。", "您想点什么菜？"])
    bot.say("水煮鱼", slots={"dish": "水煮鱼"})
    # "那个退款" points at the same order the held refund has: that refund, not a second one
    bot.say(
        "等一下，那个退款",
        flow="refund",
        phase="confirming",
        stack=["order_food"],
        bot_contains="我们继续退款。",
    )
    bot.say("不退了", phase="chitchat", bot_contains=f"订单{order}不退款了")


def test_the_same_again_repeats_the_order_just_placed(bot: Conversation) -> None:
    bot.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    bot.say("好的", phase="chitchat", bot_matches=r"^下单成功")
    bot.say("跟上次不一样", phase="chitchat", flow=None)
    bot.say(
        "再来一份一样的！",
        flow="order_food",
        phase="confirming",
        slots={"dish": "水煮鱼", "quantity": 1, "delivery_date": "2026-11-30", "address": "海淀区"},
        bot="确认订购1份水煮鱼，11月30日（周一） 12:00送到海淀区吗？",
    )
    bot.say("好的", phase="chitchat", bot_matches=r"^下单成功")
    bot.say("跟上次一样", flow="order_food", phase="confirming", slots={"quantity": 1})
    bot.say("不用了", phase="chitchat", bot="好的，这单不下了。")


def test_a_dish_with_one_character_wrong_is_asked_about(bot: Conversation) -> None:
    bot.say(
        "我要一份海鮮炒饭",
        flow="order_food",
        phase="clarifying",
        bot="确认一下：菜名是海鲜炒饭吗？",
    )
    bot.say("对", phase="collecting", slots={"dish": "海鲜炒饭", "quantity": 1}, bot="哪天送？")


def test_a_homophone_typo_answering_the_dish_question(bot: Conversation) -> None:
    bot.say("我要订餐", asked="dish")
    bot.say("宫爆鸡丁", phase="clarifying", bot="确认一下：菜名是宫保鸡丁吗？")
    bot.say("是的", slots={"dish": "宫保鸡丁"}, asked="quantity")


def test_can_i_get_a_refund_for_that_order_asks_to_confirm_it(bot: Conversation) -> None:
    bot.say("叫外卖，一份水煮鱼，明天中午12点", asked="address")
    bot.say("送公司", phase="confirming", slots={"address": "公司"}, bot_contains="12:00送到公司吗")
    order = bot.say("好的", phase="chitchat").state.entity_stack[-1].value
    bot.say(
        "刚才那单能退吗",
        flow="refund",
        phase="confirming",
        bot=f"确认为订单{order}退款吗？退款后无法撤销。",
    )
    bot.say("嗯，算了", phase="chitchat", bot_contains="不退款了")


def test_an_allergy_said_while_dropping_the_order_is_kept(bot: Conversation) -> None:
    bot.say("我要一份麻婆豆腐", flow="order_food")
    bot.say(
        "哦对了我对海鲜过敏，那不要了",
        phase="chitchat",
        flow=None,
        bot_contains="这单不下了",
        beliefs={"allergy": "海鲜"},
    )


def test_asking_how_the_refund_stands_starts_no_new_one(bot: Conversation) -> None:
    bot.say("叫外卖，一份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    order = bot.say("好的").state.entity_stack[-1].value
    bot.say("把它退了", flow="refund", phase="confirming", slots={"order_id": order})
    bot.say("是的，退吧", phase="chitchat", bot_matches=r"^已为订单DD-\d{4}提交退款")
    bot.say("我要订餐", flow="order_food")
    bot.say("水煮鱼", slots={"dish": "水煮鱼"})
    bot.say("二份", asked="delivery_date")
    # a status question names the refund, yet asks for no second refund of the same order
    bot.say("等一下，我那个退款好了没", flow="order_food", stack=[], bot="哪天送？")
    # "never mind, let's go on ordering" does not drop the order
    bot.say("算了，继续点餐吧", flow="order_food", slots={"quantity": 2}, bot="哪天送？")
    bot.say("今天晚上", slots={"delivery_date": "2026-11-29"}, asked="delivery_time")


def test_a_slot_named_by_its_label_then_changed(bot: Conversation) -> None:
    bot.say("我要点２份宫保鸡丁", slots={"quantity": 2}, asked="delivery_date")
    bot.say("明儿晚上七点半", slots={"delivery_date": "2026-11-30", "delivery_time": "19:30"})
    # "5号" of an address is no date; "地址" names the slot
    bot.say("地址改成望京西路5号", phase="confirming", slots={"address": "望京西路5号"})
    assert bot.slots["delivery_date"] == "2026-11-30"
    bot.say("份数改成4", phase="confirming", slots={"quantity": 4, "address": "望京西路5号"})
    bot.say("时间改成8点", slots={"delivery_time": "20:00"})
    bot.say(
        "送餐日期改成周五",
        slots={"delivery_date": "2026-12-04"},
        bot="确认订购4份宫保鸡丁，12月4日（周五） 20:00送到望京西路5号吗？",
    )


def test_full_width_digits_and_colloquial_days(bot: Conversation) -> None:
    bot.say("点餐", asked="dish")
    bot.say("鱼香肉丝，３份", slots={"dish": "鱼香肉丝", "quantity": 3})
    bot.say(
        "今儿晚上１９：００",
        slots={"delivery_date": "2026-11-29", "delivery_time": "19:00"},
        asked="address",
    )


def test_yes_to_the_typo_question_with_the_count_said_too(bot: Conversation) -> None:
    bot.say("我想点个宫爆鸡丁", phase="clarifying", bot="确认一下：菜名是宫保鸡丁吗？")
    bot.say(
        "对，1份就行",
        phase="collecting",
        slots={"dish": "宫保鸡丁", "quantity": 1},
        asked="delivery_date",
        bot="哪天送？",
    )


def test_a_bare_order_number_is_looked_up(bot: Conversation) -> None:
    bot.say("你好", phase="chitchat")
    bot.say(
        "DD-1234",
        phase="chitchat",
        bot_matches=r"^订单DD-1234：(厨房正在准备|骑手已取餐，正在配送|已送达)$",
    )
    bot.say("那DD-55呢", bot_matches=r"^订单DD-55：")


def test_a_slot_said_to_be_wrong_is_asked_again(bot: Conversation) -> None:
    bot.say("叫外卖，两份水煮鱼，明天晚上6点送到建国路", phase="confirming")
    bot.say(
        "等等，份数不对",
        phase="collecting",
        asked="quantity",
        slots={"quantity": None, "address": "建国路"},
        bot="要几份？",
    )
    bot.say(
        "3份", phase="confirming", bot="确认订购3份水煮鱼，11月30日（周一） 18:00送到建国路吗？"
    )
    bot.say("地址错了", asked="address", slots={"address": None}, bot="送到什么地址？")
    bot.say("望京西路5号", phase="confirming", slots={"address": "望京西路5号"})


def test_a_slot_said_to_be_wrong_with_its_new_value_takes_it(bot: Conversation) -> None:
    # "地址不对，是…" dropped the new address and asked for it again
    bot.say("宫保鸡丁两份，明天12点，送到海淀区中关村大街1号", phase="confirming")
    bot.say(
        "地址不对，是中关村大街2号",
        phase="confirming",
        slots={"address": "中关村大街2号", "quantity": 2},
        bot="确认订购2份宫保鸡丁，11月30日（周一） 12:00送到中关村大街2号吗？",
    )
    bot.say("份数错了，应该是三份", phase="confirming", slots={"quantity": 3})
    bot.say("时间不对，晚上8点吧", phase="confirming", slots={"delivery_time": "20:00"})
    # a no with only filler or a question after it still asks again
    bot.say("地址错了吧", asked="address", slots={"address": None}, bot="送到什么地址？")
    bot.say("中关村大街3号", phase="confirming", slots={"address": "中关村大街3号"})
    bot.say("地址不对，是哪个？", phase="confirming", slots={"address": "中关村大街3号"})


def test_asking_to_change_a_slot_asks_it_and_is_no_address(bot: Conversation) -> None:
    # "能改一下送餐时间吗" while confirming became the address
    bot.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    bot.say(
        "能改一下送餐时间吗",
        asked="delivery_time",
        slots={"delivery_time": None, "address": "海淀区"},
        bot="几点送到？",
    )
    bot.say("晚上6点", phase="confirming", slots={"delivery_time": "18:00"})
    # "地址写错了，是…" named the slot with a verb before the no, and was ignored
    bot.say("地址写错了，是建国路99号", phase="confirming", slots={"address": "建国路99号"})


@pytest.mark.parametrize(
    ("said", "slot"), [("能改地址吗", "address"), ("我想换送餐时间", "delivery_time")]
)
def test_a_change_verb_right_before_a_slot_name_asks_it_again(
    bot: Conversation, said: str, slot: str
) -> None:
    # without 一下 (改 alone is also 改天), "能改地址吗" was "抱歉，这个问题我回答不了。"
    bot.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    bot.say(said, asked=slot, slots={slot: None})


def test_another_day_is_no_change_of_a_slot(bot: Conversation) -> None:
    # guard (passed before): 改天 ("another day") names no slot; "改天再说" puts the order
    # off (the lexicon's `cancel`, docs/lexicons.md), so the task is let go, nothing changed
    bot.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    bot.say("改天再说吧", phase="chitchat", bot_not_contains="改成")


def test_a_change_asked_as_a_question_keeps_no_particle(bot: Conversation) -> None:
    # "能帮我把地址改成建国路99号吗" made the address "建国路99号吗"
    bot.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    bot.say(
        "能帮我把地址改成建国路99号吗",
        phase="confirming",
        slots={"address": "建国路99号"},
        bot="确认订购3份水煮鱼，11月30日（周一） 12:00送到建国路99号吗？",
    )


def test_then_one_portion_takes_the_dish_in_question(bot: Conversation) -> None:
    # "那就来一份吧" left "菜名是鱼香肉丝吗？" open, and every later answer asked it again
    bot.say("我想订个外卖", bot="您想点什么菜？")
    bot.say("鱼香肉丝多少钱", phase="clarifying", bot="确认一下：菜名是鱼香肉丝吗？")
    bot.say(
        "那就来一份吧",
        phase="collecting",
        slots={"dish": "鱼香肉丝", "quantity": 1},
        bot="哪天送？",
    )
    bot.say("今晚六点", asked="address", slots={"delivery_time": "18:00"})


def test_then_with_another_dish_takes_that_dish(bot: Conversation) -> None:
    bot.say("我想订个外卖")
    bot.say("鱼香肉丝多少钱", phase="clarifying")
    bot.say("那就来两份麻婆豆腐", slots={"dish": "麻婆豆腐", "quantity": 2}, asked="delivery_date")


def test_what_did_you_say_is_no_address_and_a_takeaway_asked_for(bot: Conversation) -> None:
    bot.say("帮我点个外卖", flow="order_food", bot="您想点什么菜？")
    bot.say("宫保鸡丁，两份，后天下午三点", asked="address")
    bot.say("你说啥", asked="address", slots={"address": None}, bot="送到什么地址？")
    bot.say("啥时候能送到？", asked="address", slots={"address": None})
    bot.say("建国路", phase="confirming", slots={"address": "建国路"})


@pytest.mark.parametrize("said", ["点个餐", "我想点个餐"])
def test_a_meal_ordered_is_no_count_of_a_dish(bot: Conversation, said: str) -> None:
    """ "点个餐" orders a meal: it set the count of the dish to one, which was never asked."""
    bot.say(said, flow="order_food", bot="您想点什么菜？", slots={"quantity": None})
    bot.say("宫保鸡丁", asked="quantity", bot="要几份？")


def test_spoken_counts(bot: Conversation) -> None:
    bot.say("来俩宫保鸡丁", flow="order_food", slots={"dish": "宫保鸡丁", "quantity": 2})
    bot.say("不对，仨", slots={"quantity": 3}, asked="delivery_date")
    bot.say("份数改成5个", slots={"quantity": 5})


def test_a_little_is_no_time_and_a_question_that_asks_for_delivery(bot: Conversation) -> None:
    bot.say("我想订餐，要水煮鱼", flow="order_food", asked="quantity")
    bot.say("要辣一点的", asked="quantity", slots={"delivery_time": None})
    bot.say("三份吧", slots={"quantity": 3}, asked="delivery_date")
    bot.say(
        "今天晚上六点半能送到吗",
        slots={"delivery_date": "2026-11-29", "delivery_time": "18:30", "address": None},
        asked="address",
    )
    bot.say("送到海淀区学院路30号", phase="confirming")
    bot.say("好的没问题", phase="chitchat", bot_matches=r"^下单成功")
    bot.say("对了，我上一单到哪了", bot_matches=r"^订单DD-\d{4}：")


def test_never_mind_and_bye_are_no_order_numbers(bot: Conversation) -> None:
    bot.say("查订单", flow="order_status", asked="order_id")
    bot.say("好的，那没事了", phase="chitchat", flow=None, bot="好的，已取消：查询订单。")
    bot.say("查订单", asked="order_id")
    bot.say("拜拜", asked="order_id", bot_contains="再见")


def test_order_numbers_typed_in_lower_case_or_full_width(bot: Conversation) -> None:
    bot.say("申请退款", flow="refund", asked="order_id")
    bot.say("dd-3321", phase="confirming", slots={"order_id": "DD-3321"})
    bot.say("嗯，算了", phase="chitchat")
    bot.say("我的外卖怎么还没到", flow="order_status", asked="order_id")
    bot.say("ＤＤ－３３２１", phase="chitchat", bot_matches=r"^订单DD-3321：")


def test_zh_tonight_at_eight_gives_the_date_and_the_time(restaurant: Conversation) -> None:
    """ "今晚" is both the day and the part of the day: both values are taken."""
    restaurant.say("我要一份水煮鱼", asked="delivery_date")
    restaurant.say(
        "今晚八点",
        asked="address",
        slots={"delivery_date": "2026-11-29", "delivery_time": "20:00"},
    )


def test_zh_mingr_is_tomorrow(restaurant: Conversation) -> None:
    restaurant.say("我要一份水煮鱼", asked="delivery_date")
    restaurant.say("明儿中午", slots={"delivery_date": "2026-11-30"})


def test_zh_asking_for_a_recommendation_is_no_unlisted_dish(restaurant: Conversation) -> None:
    restaurant.say("帮我点个外卖吧", asked="dish")
    reply = restaurant.say("有啥推荐的吗", asked="dish")
    assert not any(m.startswith("抱歉，没有") for m in reply.messages)


def test_zh_a_measure_word_after_lai_is_one_portion(restaurant: Conversation) -> None:
    """ "来份" (no number) to "要几份？" is one portion; "点个外卖" says no count."""
    restaurant.say("帮我点个外卖吧", asked="dish", slots={"quantity": None})
    restaurant.say("宫保鸡丁", asked="quantity")
    restaurant.say("来份", asked="delivery_date", slots={"quantity": 1})


@pytest.mark.parametrize(
    ("text", "quantity"), [("来份鱼香肉丝", 1), ("来碗鱼香肉丝", 1), ("来3份鱼香肉丝", 3)]
)
def test_zh_a_measure_word_after_lai_in_the_order_is_one_portion(
    restaurant: Conversation, text: str, quantity: int
) -> None:
    """ "来份鱼香肉丝" orders one: the count is not asked for. Before, "要几份？" followed."""
    restaurant.say(
        text,
        flow="order_food",
        asked="delivery_date",
        slots={"dish": "鱼香肉丝", "quantity": quantity},
    )


def test_zh_a_bare_hour_after_the_evening_was_said_is_in_the_evening(
    restaurant: Conversation,
) -> None:
    """ "明天晚上" gives the date, and says the evening; "7点" asked next was 07:00."""
    restaurant.say("来两份水煮鱼", asked="delivery_date")
    restaurant.say("明天晚上", asked="delivery_time", slots={"delivery_date": "2026-11-30"})
    restaurant.say("7点", asked="address", slots={"delivery_time": "19:00"})


def test_zh_a_bare_hour_after_the_morning_stays_in_the_morning(restaurant: Conversation) -> None:
    # the kitchen opens at 10:00 (the slot's min): 7点 after 明天早上 is 07:00, refused with
    # the hours, not moved to the evening the hours alone would make of it
    restaurant.say("来两份水煮鱼", asked="delivery_date")
    restaurant.say("明天早上", asked="delivery_time")
    restaurant.say(
        "7点",
        bot=["抱歉，时间最早是10:00。", "几点送到？"],
        asked="delivery_time",
        slots={"delivery_time": None},
    )


@pytest.mark.parametrize(
    ("said", "time"), [("7点半左右", "19:30"), ("7点", "19:00"), ("11点", "11:00")]
)
def test_zh_a_bare_hour_is_read_within_the_kitchens_hours(
    restaurant: Conversation, said: str, time: str
) -> None:
    """ "7点半左右" for a delivery was 07:30 (the kitchen is open 10:00-22:00)."""
    restaurant.say("来两份水煮鱼", asked="delivery_date")
    restaurant.say("明天", asked="delivery_time")
    restaurant.say(said, asked="address", slots={"delivery_time": time})


def test_zh_a_range_of_bare_hours_is_asked_within_the_hours(restaurant: Conversation) -> None:
    restaurant.say("来两份水煮鱼", asked="delivery_date")
    restaurant.say("明天", asked="delivery_time")
    # a span answered to the time question is its start (tests/test_xfails27_kinds.py,
    # SPAN_ANSWERED_TO_A_TIME_QUESTION), read within the hours: 18:00, not 06:00
    restaurant.say("六点到七点之间", asked="address", slots={"delivery_time": "18:00"})


def test_zh_a_time_outside_the_hours_is_refused_with_them(restaurant: Conversation) -> None:
    restaurant.say("来两份水煮鱼", asked="delivery_date")
    restaurant.say("明天", asked="delivery_time")
    restaurant.say("晚上11点", bot=["抱歉，时间最晚是22:00。", "几点送到？"])
    restaurant.say("晚上9点", asked="address", slots={"delivery_time": "21:00"})


def test_zh_refunding_the_last_order_is_a_refund(restaurant: Conversation) -> None:
    """ "上一单" named the order lookup, so "我想退掉上一单" checked the order's status."""
    restaurant.say("来两份水煮鱼，明天中午送到建国路88号", phase="confirming")
    r = restaurant.say("对", bot_contains="下单成功")
    order = r.state.last_task.results["order_id"]  # type: ignore[union-attr]
    restaurant.say(
        "我想退掉上一单",
        flow="refund",
        phase="confirming",
        bot=f"确认为订单{order}退款吗？退款后无法撤销。",
    )


def test_a_whole_order_with_a_house_number_is_taken_in_one_message(bot: Conversation) -> None:
    """ "人民路1号" read as December 1st beside "下周六" (two dates: neither was taken), and
    "12点两份" as 12:02: the bot asked for the date and the time it had been told."""
    bot.say(
        "下周六中午12点两份麻婆豆腐，送到人民路1号",
        phase="confirming",
        slots={
            "dish": "麻婆豆腐",
            "quantity": 2,
            "delivery_date": "2026-12-05",
            "delivery_time": "12:00",
            "address": "人民路1号",
        },
        bot="确认订购2份麻婆豆腐，12月5日（周六） 12:00送到人民路1号吗？",
    )


@pytest.mark.parametrize("text", ["那来个宫保鸡丁吧", "点个宫保鸡丁", "我要个宫保鸡丁"])
def test_a_dish_with_ge_and_no_number_is_one_portion(bot: Conversation, text: str) -> None:
    """ "点个宫保鸡丁" asked "要几份？": 个 right after 来/要/点, with no number, is one, as
    份 already was ("来份鱼香肉丝")."""
    bot.say(text, flow="order_food", slots={"dish": "宫保鸡丁", "quantity": 1}, bot="哪天送？")


def test_ordering_a_takeaway_with_ge_orders_no_portion(bot: Conversation) -> None:
    bot.say("我想点个外卖", flow="order_food", slots={"quantity": None}, bot="您想点什么菜？")
    bot.say("宫保鸡丁", slots={"dish": "宫保鸡丁", "quantity": None}, bot="要几份？")


def test_not_too_spicy_dish_is_ordered_with_the_preference_kept(bot: Conversation) -> None:
    """ "不要太辣的宫保鸡丁" (a not-too-spicy 宫保鸡丁) was read as something to avoid, "太辣的宫保
    鸡丁", and the dish was not ordered. What comes before 的 is what to avoid."""
    bot.say("我要订餐", bot="您想点什么菜？")
    r = bot.say("不要太辣的宫保鸡丁", slots={"dish": "宫保鸡丁"}, bot="要几份？")
    assert {k: b.value for k, b in r.state.beliefs.items()} == {"avoid:太辣": "太辣"}


def test_zh_avoid_with_de_at_the_end_keeps_the_thing(bot: Conversation) -> None:
    r = bot.say("我不吃辣的", phase="chitchat")
    assert {k: b.value for k, b in r.state.beliefs.items()} == {"avoid:辣": "辣"}


@pytest.mark.parametrize("text", ["我要两份麻婆豆腐，一份米饭", "一份米饭，两份麻婆豆腐"])
def test_the_count_said_before_the_dish_is_the_dishs(bot: Conversation, text: str) -> None:
    """ "两份麻婆豆腐，一份米饭": two counts for one slot were left alone and the bot asked
    "要几份？". The one said right before the dish is the dish's; the other counts something
    the menu does not list, and is said not to be there (it was dropped without a word)."""
    bot.say(
        text,
        flow="order_food",
        slots={"dish": "麻婆豆腐", "quantity": 2},
        bot=["抱歉，没有米饭这一项。", "哪天送？"],
    )


def test_the_count_before_the_dish_answering_what_to_order(bot: Conversation) -> None:
    bot.say("我要订餐", bot="您想点什么菜？")
    bot.say(
        "两份麻婆豆腐，一份米饭",
        slots={"dish": "麻婆豆腐", "quantity": 2},
        bot=["抱歉，没有米饭这一项。", "哪天送？"],
        asked="delivery_date",
    )


def test_a_place_given_then_where_it_is_refines_the_address(bot: Conversation) -> None:
    """ "送到我家" then "我家在朝阳区望京西路5号" left the address "我家": the place said
    again with where it is gives the address."""
    bot.say("来一份水煮鱼，今晚八点", asked="address")
    bot.say("送到我家", phase="confirming", slots={"address": "我家"})
    bot.say(
        "我家在朝阳区望京西路5号",
        phase="confirming",
        slots={"address": "朝阳区望京西路5号"},
        bot="确认订购1份水煮鱼，11月29日（周日） 20:00送到朝阳区望京西路5号吗？",
    )


def test_an_a_not_a_question_about_a_dish_orders_nothing(bot: Conversation) -> None:
    """ "水煮鱼辣不辣" (is it spicy?) started an order of 水煮鱼: a word, 不 and the word
    again is a question."""
    bot.say("水煮鱼辣不辣", phase="chitchat", flow=None)
    bot.say("那就来一份水煮鱼吧", flow="order_food", slots={"dish": "水煮鱼", "quantity": 1})


TAXI = """\
settings: {language: en}
flows:
  taxi:
    description: ordering a taxi
    triggers: [taxi]
    slots:
      - {name: pickup, type: text, patterns: ["from {value}"], prompt: Where from?}
    confirm: "A taxi from {pickup}?"
"""


def test_en_a_place_given_then_where_it_is(tmp_path: Path) -> None:
    (tmp_path / "taxi.yaml").write_text(TAXI, encoding="utf-8")
    c = Conversation(Dispatcher.from_path(tmp_path / "taxi.yaml", clock=CLOCK), "s")
    c.say("a taxi from my office", phase="confirming", slots={"pickup": "my office"})
    c.say("my office is at 5 Main Street", slots={"pickup": "5 Main Street"})


def test_you_mei_you_negates_nothing(bot: Conversation) -> None:
    """ "有没有宫保鸡丁" (is there any?) read 没有 as a negation: "not 宫保鸡丁"."""
    bot.say("我要订餐", bot="您想点什么菜？")
    bot.say("有没有宫保鸡丁", slots={"dish": "宫保鸡丁"}, bot="要几份？")


def test_the_status_of_the_order_just_placed_follows_its_delivery_time() -> None:
    """The example kitchen said "已送达" (delivered) right after an order due tomorrow was
    placed; the status of that order now follows the clock and its delivery time."""
    clock = FixedClock("2026-11-29T10:00:00")
    bot = Conversation(Dispatcher.from_path(ROOT / "flows" / "restaurant", clock=clock), "s")
    bot.say("叫外卖，一份水煮鱼，今天中午12点送到海淀区", phase="confirming")
    order = bot.say("好的", bot_matches=r"^下单成功").state.entity_stack[-1].value
    bot.say("我的订单到哪了", bot=f"订单{order}：已下单，预计2026-11-29 12:00送达")
    clock.now = datetime(2026, 11, 29, 11, 30)
    bot.say("我的订单到哪了", bot=f"订单{order}：骑手已取餐，正在配送")
    clock.now = datetime(2026, 11, 29, 12, 5)
    bot.say("我的订单到哪了", bot=f"订单{order}：已送达")


@pytest.mark.parametrize(
    ("clock", "day", "time"),
    [
        ("2026-11-29T10:00:00", "今天", "10:00"),  # from now, no earlier than the kitchen opens
        ("2026-11-29T15:02:00", "今天", "15:05"),  # the next five minutes
        ("2026-11-29T15:02:00", "明天", "10:00"),  # another day: when the kitchen opens
    ],
)
def test_zh_as_soon_as_possible_is_the_soonest_the_kitchen_can(
    clock: str, day: str, time: str
) -> None:
    """ "越快越好" to "几点送到？" was asked again without a word."""
    bot = Conversation(
        Dispatcher.from_path(ROOT / "flows" / "restaurant", clock=FixedClock(clock)), "s"
    )
    bot.say("我要点两份宫保鸡丁", asked="delivery_date")
    bot.say(day, asked="delivery_time")
    bot.say("越快越好", asked="address", slots={"delivery_time": time})


def test_zh_as_soon_as_possible_after_closing_is_asked_again() -> None:
    clock = FixedClock("2026-11-29T22:01:00")
    bot = Conversation(Dispatcher.from_path(ROOT / "flows" / "restaurant", clock=clock), "s")
    bot.say("我要点两份宫保鸡丁", asked="delivery_date")
    bot.say("今天", asked="delivery_time")
    bot.say("越快越好", asked="delivery_time", slots={"delivery_time": None})


def test_zh_one_more_order_the_same_keeps_its_count(restaurant: Conversation) -> None:
    # "再来一单一样的": the "一" of "一单" became a count of one
    restaurant.say("帮我点两份麻婆豆腐，明天中午，送到国贸", phase="confirming")
    restaurant.say("好", bot_contains="下单成功")
    restaurant.say(
        "再来一单一样的",
        phase="confirming",
        slots={"dish": "麻婆豆腐", "quantity": 2},
        bot="确认订购2份麻婆豆腐，11月30日（周一） 12:00送到国贸吗？",
    )


def test_zh_a_dish_with_a_character_left_out_is_asked_about(restaurant: Conversation) -> None:
    # "西红柿炒蛋" for 西红柿炒鸡蛋 got the list of flows
    restaurant.say(
        "来一份西红柿炒蛋",
        flow="order_food",
        phase="clarifying",
        bot="确认一下：菜名是西红柿炒鸡蛋吗？",
    )
    restaurant.say("是的", slots={"dish": "西红柿炒鸡蛋", "quantity": 1}, asked="delivery_date")


def test_zh_a_place_with_a_numeral_in_it_is_no_count(restaurant: Conversation) -> None:
    # to "要几份？", "送到三里屯酒吧" ordered three portions (the 三 of 三里屯) and no address;
    # the 吧 of 酒吧 was then cut off as a particle ("三里屯酒")
    restaurant.say("我要点外卖", asked="dish")
    restaurant.say("宫保鸡丁", asked="quantity")
    restaurant.say(
        "送到三里屯酒吧",
        asked="quantity",
        slots={"quantity": None, "address": "三里屯酒吧"},
    )
    restaurant.say("三份", slots={"quantity": 3}, asked="delivery_date")


def test_zh_an_address_changed_to_a_bar_keeps_its_name(restaurant: Conversation) -> None:
    restaurant.say("我要点外卖", asked="dish")
    restaurant.say("宫保鸡丁，两份，明天中午", asked="address")
    restaurant.say("地址改成三里屯酒吧", phase="confirming", slots={"address": "三里屯酒吧"})
    # guard (passed before): a 吧 after a plain place is a particle
    restaurant.say("不对，送到公司吧", phase="confirming", slots={"address": "公司"})


def test_zh_nothing_to_change_after_a_no_asks_the_confirmation_again(bot: Conversation) -> None:
    # "没有，都对" to "您想修改哪一项？" asked the same question again, and again
    bot.say("叫外卖，三份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    bot.say("不对", phase="collecting", bot="您想修改哪一项？")
    bot.say("没有，都对", phase="confirming", bot_contains="确认订购3份水煮鱼")
    bot.say("对", phase="chitchat", bot_contains="下单成功")


def test_zh_yesterdays_order_asked_mid_order_is_no_delivery_day(restaurant: Conversation) -> None:
    # "昨天的订单" answered "哪天送？" with yesterday ("日期不能早于…") and the lookup was lost
    restaurant.say("我要点一份水煮鱼", asked="delivery_date")
    restaurant.say(
        "等一下，我先查一下昨天的订单DD-3321",
        stack=["order_food"],
        bot_contains="订单DD-3321：",
    )
    restaurant.say("好", flow="order_food", asked="delivery_date", slots={"delivery_date": None})
    # guard (passed before): "明天的吧" is still the day
    restaurant.say("明天的吧", slots={"delivery_date": "2026-11-30"}, asked="delivery_time")


@pytest.mark.parametrize(
    ("said", "slots", "asked"),
    [
        ("想吃点东西", {}, "dish"),
        ("饿了", {}, "dish"),
        ("我想吃宫保鸡丁", {"dish": "宫保鸡丁"}, "quantity"),
    ],
)
def test_zh_wanting_to_eat_starts_an_order(
    restaurant: Conversation, said: str, slots: dict[str, str], asked: str
) -> None:
    # the example's triggers: "想吃点东西" got "还有什么可以帮您？" ("我想吃宫保鸡丁" passed
    # before, by the dish alone)
    restaurant.say(said, flow="order_food", slots=slots, asked=asked)


@pytest.mark.parametrize("text", ["等下，先帮我查下DD-1234的订单", "查一下DD-1234订单"])
def test_a_lookup_with_the_number_inside_the_trigger_interrupts_the_order(
    bot: Conversation, text: str
) -> None:
    """ "查下…订单" with the number between the words: ignored, the order asked its date
    again as if nothing had been said."""
    bot.say("我要点一份宫保鸡丁", asked="delivery_date")
    r = bot.say(text, phase="chitchat", stack=["order_food"])
    assert r.messages == ["先暂停点外卖。", "订单DD-1234：已送达", "要继续刚才的点外卖吗？"]
    bot.say("好的谢谢，那继续点餐吧", flow="order_food", asked="delivery_date", stack=[])


def test_refund_it_after_a_lookup_offers_the_order_looked_up(bot: Conversation) -> None:
    """ "那给我退了吧" got the list of what the bot can do (no trigger matched)."""
    bot.say("我的外卖怎么还没到", flow="order_status", asked="order_id")
    bot.say("DD-5555", phase="chitchat")
    bot.say("那给我退了吧", flow="refund", phase="clarifying", bot="确认一下：订单号是DD-5555吗？")
    bot.say("是", phase="confirming", bot="确认为订单DD-5555退款吗？退款后无法撤销。")


@pytest.mark.parametrize("text", ["来个水煮鱼", "还要一个水煮鱼"])
def test_another_dish_mid_order_is_a_second_order(bot: Conversation, text: str) -> None:
    """ "来个水煮鱼", "还要一个水煮鱼" while 宫保鸡丁 is ordered were talk: nothing said, the
    date asked again."""
    bot.say("我要一份宫保鸡丁", asked="delivery_date")
    r = bot.say(
        text,
        asked="delivery_date",
        slots={"dish": "宫保鸡丁", "quantity": 1},
        bot=["之后再帮您点外卖（水煮鱼）。", "哪天送？"],
    )
    assert [(q.flow, q.filled()) for q in r.state.queued] == [
        ("order_food", {"dish": "水煮鱼", "quantity": 1})
    ]


@pytest.mark.parametrize("text", ["那来个西红柿炒鸡蛋吧", "还是来个西红柿炒鸡蛋吧"])
def test_then_another_dish_takes_its_place(bot: Conversation, text: str) -> None:
    bot.say("我要一份宫保鸡丁", asked="delivery_date")
    r = bot.say(
        text,
        slots={"dish": "西红柿炒鸡蛋", "quantity": 1},
        bot=["好的，菜名改成西红柿炒鸡蛋。", "哪天送？"],
    )
    assert r.state.queued == []


def test_a_dish_said_with_lai_ge_answers_the_dish_question(bot: Conversation) -> None:
    bot.say("我要订餐", asked="dish")
    r = bot.say("来个宫保鸡丁", asked="delivery_date", slots={"dish": "宫保鸡丁", "quantity": 1})
    assert r.state.queued == []
    bot.say("来两份宫保鸡丁", asked="delivery_date", slots={"quantity": 2})


ORDER_AT_7 = "两份麻婆豆腐，明天晚上7点，送到人民路1号"


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("晚一点，8点吧", "20:00"),
        ("早一点吧，6点半", "18:30"),
        ("再提前半小时", "18:30"),
        ("晚一个小时", "20:00"),
        ("推迟20分钟", "19:20"),
        ("提前一个半小时", "17:30"),
    ],
)
def test_a_time_moved_while_confirming(bot: Conversation, said: str, time: str) -> None:
    """ "晚一点，8点吧" was ignored, and the order was placed for 19:00 on the next "好的";
    "再提前半小时" was not understood."""
    bot.say(ORDER_AT_7, phase="confirming")
    r = bot.say(said, phase="confirming", slots={"delivery_time": time})
    assert r.messages == [f"确认订购2份麻婆豆腐，11月30日（周一） {time}送到人民路1号吗？"]


def test_a_time_moved_past_closing_is_refused_with_the_reason(bot: Conversation) -> None:
    bot.say(ORDER_AT_7, phase="confirming")
    r = bot.say("推迟四个小时", slots={"delivery_time": "19:00"})
    assert "22:00" in r.text


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("地址后面加上3单元", "人民路1号3单元"),
        ("后面再加上3楼", "人民路1号3楼"),
        ("地址加上：3单元502", "人民路1号3单元502"),
    ],
)
def test_more_said_for_the_end_of_the_address(bot: Conversation, said: str, address: str) -> None:
    """ "地址后面加上3单元" was ignored: the order went to 人民路1号 on the next "好的"."""
    bot.say(ORDER_AT_7, phase="confirming")
    r = bot.say(said, phase="confirming", slots={"address": address})
    assert r.messages == [f"确认订购2份麻婆豆腐，11月30日（周一） 19:00送到{address}吗？"]


def test_one_more_portion_adds_to_no_text(bot: Conversation) -> None:
    bot.say(ORDER_AT_7, phase="confirming")
    bot.say("再加一份", phase="confirming", slots={"quantity": 3, "address": "人民路1号"})


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("送到公司，望京SOHO T1", "望京SOHO T1"),
        ("送到家里，朝阳区xx小区3号楼", "朝阳区xx小区3号楼"),
        ("送到公司，到了打电话", "公司"),
        ("送到公司，明天12点", "公司"),
    ],
)
def test_a_place_word_then_its_address(bot: Conversation, said: str, address: str) -> None:
    """ "送到公司，望京SOHO T1" ordered to "公司": the address after the comma was lost (a known
    gap of three sessions). A note ("到了打电话") or another slot's value is no address."""
    bot.say("我要一份宫保鸡丁，明天中午", asked="address")
    bot.say(said, phase="confirming", slots={"address": address})


def test_a_place_word_then_its_address_in_the_first_message(bot: Conversation) -> None:
    bot.say(
        "我要一份宫保鸡丁，明天中午送到公司，望京SOHO T1",
        phase="confirming",
        slots={"address": "望京SOHO T1"},
    )


def test_a_note_after_the_address_starts_no_lookup(bot: Conversation) -> None:
    """ "…送到公司，到了打电话" started 查询订单: "送到哪了" was found with gaps across the comma."""
    bot.say(
        "我要一份宫保鸡丁，明天中午送到公司，到了打电话",
        flow="order_food",
        phase="confirming",
        slots={"address": "公司"},
    )


# -- questions and addresses around the address question ----------------------------------------

WANGJING = "确认订购2份宫保鸡丁，11月30日（周一） 12:00送到望京西路5号吗？"


@pytest.mark.parametrize("said", ["你们送餐要多久", "送到哪里都行吗"])
def test_zh_a_question_asked_the_address_is_no_address(restaurant: Conversation, said: str) -> None:
    # both became the address, and the order was confirmed "送到你们送餐要多久"
    restaurant.say("宫保鸡丁两份，明天中午", asked="address")
    restaurant.say(said, asked="address", slots={"address": None}, phase="collecting")


@pytest.mark.parametrize(
    "said", ["送到建国路88号可以吗", "送到建国路88号好吗", "送到建国路88号行吗"]
)
def test_zh_an_address_asked_for_politely_loses_the_question(
    restaurant: Conversation, said: str
) -> None:
    # "建国路88号可以" was the address: the 吗 stopped it, leaving the 可以
    restaurant.say("宫保鸡丁两份，明天中午", asked="address")
    restaurant.say(said, phase="confirming", slots={"address": "建国路88号"})


def test_zh_a_bare_new_address_while_confirming_replaces_it(restaurant: Conversation) -> None:
    # "Sorry, I didn't get that." before
    restaurant.say("宫保鸡丁两份，明天中午送到望京西路5号", bot=WANGJING)
    restaurant.say(
        "朝阳区建国路88号3单元",
        phase="confirming",
        slots={"address": "朝阳区建国路88号3单元", "quantity": 2},
        bot="确认订购2份宫保鸡丁，11月30日（周一） 12:00送到朝阳区建国路88号3单元吗？",
    )


@pytest.mark.parametrize("said", ["12点", "两份", "到了打电话"])
def test_zh_what_is_no_address_leaves_it(restaurant: Conversation, said: str) -> None:
    restaurant.say("宫保鸡丁两份，明天中午送到望京西路5号", bot=WANGJING)
    restaurant.say(said, phase="confirming", slots={"address": "望京西路5号"})


def test_zh_hao_le_jiu_zhe_yang_ba_places_the_order(restaurant: Conversation) -> None:
    # it said goodbye and left the order unplaced ("就这样吧" is a farewell too)
    restaurant.say("宫保鸡丁两份，明天中午送到望京西路5号", bot=WANGJING)
    r = restaurant.say("好了，就这样吧", phase="chitchat")
    assert r.messages[0].startswith("下单成功")


def test_zh_a_reason_after_because_keeps_its_first_word(restaurant: Conversation) -> None:
    # "因为送错了" gave the reason "错了": the "送" a filler before an address was stripped
    restaurant.say(
        "DD-5566这单我要退，因为送错了",
        flow="refund",
        phase="confirming",
        slots={"order_id": "DD-5566", "reason": "送错了"},
    )


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("一个小时后", "16:05"),
        ("半小时以后", "15:35"),
        ("20分钟后", "15:25"),
        ("现在", "15:05"),
        ("in an hour", "16:05"),
        ("in half an hour", "15:35"),
    ],
)
def test_zh_a_time_from_now(said: str, time: str) -> None:
    """ "一个小时后" and "半小时以后" to "几点送到？" were not understood, nor "现在": a time said
    from now is now (to the next five minutes) and the wait."""
    clock = FixedClock("2026-11-29T15:02:00")
    bot = Conversation(Dispatcher.from_path(ROOT / "flows" / "restaurant", clock=clock), "s")
    bot.say("我要点两份宫保鸡丁", asked="delivery_date")
    bot.say("今天", asked="delivery_time")
    bot.say(said, asked="address", slots={"delivery_time": time})


def test_zh_a_time_from_now_past_closing_is_refused_with_the_reason() -> None:
    clock = FixedClock("2026-11-29T15:02:00")
    bot = Conversation(Dispatcher.from_path(ROOT / "flows" / "restaurant", clock=clock), "s")
    bot.say("我要点两份宫保鸡丁", asked="delivery_date")
    bot.say("今天", asked="delivery_time")
    bot.say(
        "8个小时后", bot=["抱歉，时间最晚是22:00。", "几点送到？"], slots={"delivery_time": None}
    )


def test_zh_a_time_from_now_for_tomorrow_is_no_time(restaurant: Conversation) -> None:
    """A guard (passed before): "in an hour" says no time of tomorrow."""
    restaurant.say("我要点两份宫保鸡丁", asked="delivery_date")
    restaurant.say("明天", asked="delivery_time")
    restaurant.say("一个小时后", asked="delivery_time", slots={"delivery_time": None})
