"""鲜花店 (Chinese): a domain written from docs/dsl.md alone, and these conversations
written and committed before any of them ran (issue 23: does the understanding travel to a
domain nobody tuned it for? third set). Messages are typed the way people type: 口语, 错别字,
several values at once, corrections, questions in the middle. The clock is a Wednesday
morning (2026-12-02): 明天 is 12月3日, 后天 12月4日, 昨天 12月1日, 前天 11月30日,
大前天 / 三天前 / 周日 11月29日, 上周六 11月28日, 下个月1号 2027-01-01 (+30d)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

DOMAIN = Path(__file__).parent / "domains" / "huadian"
CLOCK = FixedClock("2026-12-02T10:00:00")
CNY = "CNY"


class Shop(Conversation):
    """A conversation that also counts how often each action ran."""

    runs: Counter[str]


@pytest.fixture
def hd() -> Shop:
    bot = Dispatcher.from_path(DOMAIN, clock=CLOCK)
    refs = iter(range(2000, 9999))
    runs = stand_in_actions(
        bot,
        {
            "place_order": lambda s: {"order_id": f"HD{next(refs)}"},
            "cancel_order": {},
            "file_complaint": {"ticket": "TS-7"},
            "top_up": {"balance": "800"},
        },
    )
    conv = Shop(bot, "s", "u1")
    conv.runs = runs
    return conv


def to_confirm(hd: Shop) -> None:
    hd.say("我想订花", flow="order_flowers", asked="flower")
    hd.say("玫瑰", slots={"flower": "红玫瑰"}, asked="bunches")
    hd.say("两束", slots={"bunches": 2}, asked="day")
    hd.say("明天", slots={"day": "2026-12-03"}, asked="at")
    hd.say("下午三点", slots={"at": "15:00"}, asked="address")
    hd.say(
        "北京市朝阳区建国路88号，3号楼2单元501",
        slots={"address": "北京市朝阳区建国路88号，3号楼2单元501"},
        asked="phone",
    )
    hd.say("13912345678", slots={"phone": "+8613912345678"}, phase="confirming")


# -- 订花：一问一答，一句话说完 --------------------------------------------------------


def test_an_order_answer_by_answer(hd: Shop) -> None:
    to_confirm(hd)
    hd.say("好的", phase="chitchat", bot_matches=r"下单成功，订单号HD\d{4}。")
    assert hd.runs["place_order"] == 1


def test_several_values_in_one_message(hd: Shop) -> None:
    hd.say(
        "帮我订3束向日葵明天下午4点送到朝阳区望京街10号",
        flow="order_flowers",
        slots={"flower": "向日葵", "bunches": 3, "day": "2026-12-03", "at": "16:00"},
        asked="phone",
    )
    assert "望京街10号" in str(hd.slots["address"])


def test_a_synonym_with_its_count(hd: Shop) -> None:
    hd.say("买两束太阳花", flow="order_flowers", slots={"flower": "向日葵", "bunches": 2})
    assert hd.last.state.active_task is not None
    hd.say("后天", slots={"day": "2026-12-04"}, asked="at")


def test_one_bunch_said_casually(hd: Shop) -> None:
    hd.say("送花", asked="flower")
    hd.say("来一束百合吧", slots={"flower": "百合", "bunches": 1}, asked="day")


def test_eleven_in_chinese_numerals(hd: Shop) -> None:
    hd.say("订花", asked="flower")
    hd.say("要十一束红玫瑰", slots={"flower": "红玫瑰", "bunches": 11}, asked="day")


def test_a_typo_in_the_flower(hd: Shop) -> None:
    hd.say("订花，要康乃心", flow="order_flowers")
    if hd.slots["flower"] is None:
        assert "康乃馨" in hd.last.text
        hd.say("对的")
    assert hd.slots["flower"] == "康乃馨"


def test_several_values_as_one_answer(hd: Shop) -> None:
    hd.say("订一束郁金香", slots={"flower": "郁金香", "bunches": 1}, asked="day")
    hd.say("明天下午两点吧", slots={"day": "2026-12-03", "at": "14:00"}, asked="address")


def test_too_many_bunches_is_refused(hd: Shop) -> None:
    hd.say("订白玫瑰", slots={"flower": "白玫瑰"}, asked="bunches")
    hd.say("30束", slots={"bunches": None}, asked="bunches")
    hd.say("那20束", slots={"bunches": 20}, asked="day")


# -- 日期和时间 --------------------------------------------------------------------------


def test_a_day_past_a_month_is_refused(hd: Shop) -> None:
    hd.say("订两束百合", asked="day")
    hd.say("下个月十五号", slots={"day": None}, asked="day")
    hd.say("下个月1号", slots={"day": "2027-01-01"}, asked="at")


def test_the_end_of_the_month(hd: Shop) -> None:
    hd.say("订一束康乃馨", asked="day")
    hd.say("月底送", slots={"day": "2026-12-31"}, asked="at")


def test_an_hour_past_closing_is_refused(hd: Shop) -> None:
    hd.say("订一束向日葵，明天送", asked="at")
    hd.say("晚上九点", slots={"at": None}, asked="at")
    hd.say("那就晚上八点吧", slots={"at": "20:00"}, asked="address")


def test_a_bare_hour_is_read_inside_the_hours(hd: Shop) -> None:
    hd.say("订一束向日葵，明天送", asked="at")
    hd.say("7点", slots={"at": "19:00"}, asked="address")


# -- 改主意 ------------------------------------------------------------------------------


def test_a_correction_of_the_day_mid_task(hd: Shop) -> None:
    hd.say("订一束百合明天送", slots={"day": "2026-12-03"}, asked="at")
    hd.say("不对不对，是后天", slots={"day": "2026-12-04"}, asked="at")


def test_a_time_corrected_at_the_confirmation(hd: Shop) -> None:
    to_confirm(hd)
    hd.say(
        "时间改成上午10点",
        slots={"at": "10:00", "day": "2026-12-03"},
        phase="confirming",
        bot_contains="10:00",
    )


def test_the_count_corrected_at_the_confirmation(hd: Shop) -> None:
    to_confirm(hd)
    hd.say("改成5束吧", slots={"bunches": 5, "flower": "红玫瑰"}, phase="confirming")


def test_the_address_renamed_at_the_confirmation(hd: Shop) -> None:
    to_confirm(hd)
    hd.say(
        "地址改成海淀区中关村大街1号",
        slots={"address": "海淀区中关村大街1号", "day": "2026-12-03"},
        phase="confirming",
    )


def test_a_new_address_alone_at_the_confirmation(hd: Shop) -> None:
    to_confirm(hd)
    hd.say("送到上海市徐汇区漕溪北路18号吧", phase="confirming")
    assert "漕溪北路18号" in str(hd.slots["address"])
    assert "建国路" not in str(hd.slots["address"])


def test_the_number_of_the_address_corrected(hd: Shop) -> None:
    hd.say("订两束百合，明天上午10点送", asked="address")
    hd.say("朝阳区建国路88号", asked="phone")
    hd.say("不对，是86号", slots={"day": "2026-12-03"})
    assert hd.slots["address"] == "朝阳区建国路86号"


def test_no_at_the_confirmation_cancels_nothing_silently(hd: Shop) -> None:
    to_confirm(hd)
    hd.say("算了，不订了", flow=None)
    assert hd.runs["place_order"] == 0


def test_yes_with_extra_words_orders_once(hd: Shop) -> None:
    to_confirm(hd)
    hd.say("嗯嗯 没问题 就这么定了", phase="chitchat", bot_contains="下单成功")
    hd.say("谢啦", phase="chitchat")
    assert hd.runs["place_order"] == 1


# -- 中途问问题 --------------------------------------------------------------------------


@pytest.mark.parametrize("asked", ["你们家的花新鲜吗？", "可以开发票吗", "啥花比较好看啊"])
def test_a_question_mid_task_keeps_the_task(hd: Shop, asked: str) -> None:
    hd.say("订一束百合", asked="day")
    hd.say(asked, flow="order_flowers", asked="day", slots={"flower": "百合"})
    assert hd.runs["place_order"] == 0


def test_a_wrong_phone_is_refused(hd: Shop) -> None:
    hd.say("订一束百合，明天上午10点送到朝阳区建国路88号", asked="phone")
    hd.say("12345", slots={"phone": None}, asked="phone")


# -- 可选的包装和贺卡 ---------------------------------------------------------------------


def test_the_optional_wrap_takes_no_date(hd: Shop) -> None:
    hd.say("订一束明天下午的百合", flow="order_flowers", slots={"day": "2026-12-03"})
    assert hd.slots["wrap"] is None


def test_the_optional_wrap_volunteered(hd: Shop) -> None:
    hd.say("订一束红玫瑰，要豪华包装", slots={"flower": "红玫瑰", "wrap": "豪华款"}, asked="day")


def test_a_card_message_said_with_the_order(hd: Shop) -> None:
    hd.say("订一束红玫瑰，贺卡上写：老婆生日快乐", flow="order_flowers", asked="day")
    assert "老婆生日快乐" in str(hd.slots["card"])


# -- 取消订单（危险操作） ------------------------------------------------------------------


def test_cancelling_an_order_with_its_number(hd: Shop) -> None:
    hd.say("取消订单", flow="cancel_order", asked="order_ref")
    hd.say("HD1234", slots={"order_ref": "HD1234"}, phase="confirming")
    hd.say("是的，取消吧", bot_contains="HD1234")
    assert hd.runs["cancel_order"] == 1


def test_no_at_the_cancel_keeps_the_order(hd: Shop) -> None:
    hd.say("帮我把订单HD3333取消了", flow="cancel_order", phase="confirming")
    hd.say("不不不，别取消")
    assert hd.runs["cancel_order"] == 0


def test_cancelling_the_order_just_made(hd: Shop) -> None:
    to_confirm(hd)
    hd.say("好的")
    ref = hd.last.text.split("订单号")[1].rstrip("。")
    hd.say("刚才那个订单取消掉吧", flow="cancel_order", phase="confirming")
    assert hd.slots["order_ref"] == ref
    hd.say("确定取消")
    assert hd.runs["cancel_order"] == 1


def test_what_did_i_order(hd: Shop) -> None:
    hd.say("帮我订3束向日葵明天下午4点送到朝阳区望京街10号", asked="phone")
    hd.say("13912345678", phase="confirming")
    hd.say("确认")
    hd.say("我刚才订了啥", bot_contains="向日葵")


# -- 投诉：过去的日子 ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("昨天", "2026-12-01"),
        ("前天收到的", "2026-11-30"),
        ("大前天", "2026-11-29"),
        ("三天前", "2026-11-29"),
        ("上周六", "2026-11-28"),
        ("周日", "2026-11-29"),
        ("上个月28号", "2026-11-28"),
    ],
)
def test_when_the_flowers_came_is_in_the_past(hd: Shop, said: str, day: str) -> None:
    hd.say("我要投诉", flow="complain", asked="received")
    hd.say(said, slots={"received": day}, asked="remedy")


def test_a_complaint_in_one_breath(hd: Shop) -> None:
    hd.say(
        "我要投诉，前天收到的玫瑰全都蔫了，给我退款",
        flow="complain",
        slots={"received": "2026-11-30", "remedy": "退款"},
        phase="confirming",
    )
    assert "蔫" in str(hd.slots["problem"])
    hd.say("提交吧", phase="chitchat", bot_contains="TS-7")
    assert hd.runs["file_complaint"] == 1


# (a strict xfail until the eleventh session: the clause that answers the asked slot, "重新送一束吧"
# giving 补送, left a count "一束" and was taken whole as the remark)
def test_the_problem_answered_in_free_text(hd: Shop) -> None:
    hd.say("花有问题", flow="complain", asked="received")
    hd.say("昨天", asked="remedy")
    hd.say("重新送一束吧", slots={"remedy": "补送"}, asked="problem")
    hd.say("送来的时候包装纸都破了，花也压坏了好几支", phase="confirming")
    assert "压坏" in str(hd.slots["problem"])


def test_a_future_day_is_refused_for_a_complaint(hd: Shop) -> None:
    hd.say("投诉", asked="received")
    hd.say("明天", slots={"received": None}, asked="received")


# -- 充值 ------------------------------------------------------------------------------


def test_a_top_up_with_a_latin_synonym(hd: Shop) -> None:
    hd.say(
        "充值500，用zfb",
        flow="top_up",
        slots={"amount": {"amount": 500, "currency": CNY}, "method": "支付宝"},
        phase="confirming",
    )
    hd.say("ok 确认", phase="chitchat", bot_contains="800")
    assert hd.runs["top_up"] == 1


@pytest.mark.parametrize(("said", "amount"), [("两千", 2000), ("1,000块", 1000), ("八百元", 800)])
def test_amounts_as_people_say_them(hd: Shop, said: str, amount: int) -> None:
    hd.say("会员充值", asked="amount")
    hd.say(said, slots={"amount": {"amount": amount, "currency": CNY}}, asked="method")


def test_an_amount_over_the_top_is_refused(hd: Shop) -> None:
    hd.say("充值", asked="amount")
    hd.say("充一万", slots={"amount": None}, asked="amount")


def test_a_top_up_in_the_middle_of_an_order_then_back(hd: Shop) -> None:
    hd.say("订一束百合", asked="day")
    hd.say("对了，先帮我充个值", flow="top_up", stack=["order_flowers"])
    hd.say("1000，微信", phase="confirming")
    hd.say("好", bot_contains="充值成功")
    assert hd.runs["top_up"] == 1
    hd.say("好的", flow="order_flowers", asked="day", slots={"flower": "百合"})


# -- 过敏：不默默接受 -------------------------------------------------------------------


def test_an_allergy_is_not_ordered_silently(hd: Shop) -> None:
    hd.say("我对百合过敏", flow=None)
    r = hd.say("订一束百合", flow="order_flowers")
    assert "百合" in r.text
    assert "哪天送" not in r.text
    hd.say("那换成郁金香吧", slots={"flower": "郁金香"})
