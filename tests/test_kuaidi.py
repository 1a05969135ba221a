"""快递寄件 (Chinese), a domain written from docs/dsl.md before any of these ran. Each test
names the kind of mistake it guards; messages are typed the way people type them. The clock
is a Sunday (2026-11-29)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

DOMAIN = Path(__file__).parent / "domains" / "kuaidi"
CLOCK = FixedClock("2026-11-29T10:00:00")


@pytest.fixture
def kd() -> Conversation:
    bot = Dispatcher.from_path(DOMAIN, clock=CLOCK)
    count = iter(range(100000, 999999))

    @bot.action("send")
    def send(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"waybill": f"SF{next(count)}"}

    for name in ("track", "cancel_shipment", "insure"):
        bot.action(name)(lambda slots, ctx: {})
    return Conversation(bot, "s", "u1")


# -- 控制词只作为整词或整句才算 ---------------------------------------------------------


@pytest.mark.parametrize(
    "question", ["你们小区门口能停车吗？", "快递员停多久啊", "取件要停在楼下吗"]
)
def test_a_control_character_inside_a_word_cancels_nothing(kd: Conversation, question: str) -> None:
    kd.say("我要寄个快递", asked="goods")
    kd.say("文件", asked="address")
    kd.say(question, flow="send_parcel", phase="collecting")


@pytest.mark.parametrize("stop", ["停", "算了", "算了算了不寄了", "停，不要了"])
def test_a_control_word_as_a_whole_clause_still_cancels(kd: Conversation, stop: str) -> None:
    kd.say("我要寄个快递", asked="goods")
    kd.say(stop, flow=None, phase="chitchat")


# -- 可选的枚举槽只收自己的值 -----------------------------------------------------------


def test_an_optional_enum_slot_does_not_swallow_a_date(kd: Conversation) -> None:
    kd.say("帮我约一个明天下午的上门取件", flow="send_parcel")
    assert kd.slots["courier"] is None
    assert kd.slots["pickup_date"] == "2026-11-30"
    assert "快递公司" not in kd.last.text


# -- 进入确认时一定说出确认语 -----------------------------------------------------------


def test_a_pattern_with_a_value_between_its_words(kd: Conversation) -> None:
    kd.say("寄快递，寄衣服到上海市浦东新区世纪大道100号", asked="pickup_date")


def _setup(kd: Conversation) -> None:
    kd.say("寄快递", asked="goods")
    kd.say("寄文件", asked="address")
    kd.say("北京市海淀区中关村大街1号", asked="pickup_date")


def test_the_confirmation_is_said_when_confirming_begins(kd: Conversation) -> None:
    kd.say("寄快递，寄衣服", asked="address")
    kd.say("寄到上海市浦东新区世纪大道100号", asked="pickup_date")
    kd.say("明天下午3点", asked="phone")
    r = kd.say("13812345678", phase="confirming")
    assert r.text.startswith(
        "确认11月30日（周一） 15:00上门取件，寄衣服到上海市浦东新区世纪大道100号"
    )
    kd.say("好的", bot_matches=r"^已下单，运单号SF\d{6}。$")


# -- 中文里的拉丁字母值 -----------------------------------------------------------------


@pytest.mark.parametrize("said", ["我要寄个iPad", "帮我寄一下ipad", "寄EMS的快递，寄文件"])
def test_a_latin_value_inside_chinese_is_read(kd: Conversation, said: str) -> None:
    kd.say(said, flow="send_parcel")
    if "pad" in said.lower():
        assert kd.slots["goods"] == "iPad"
    else:
        assert kd.slots["courier"] == "EMS"
        assert kd.slots["goods"] == "文件"


def test_a_latin_value_answers_the_asked_slot_inside_a_sentence(kd: Conversation) -> None:
    kd.say("我要寄件", asked="goods")
    kd.say("先帮我寄一下iPad吧", asked="address", slots={"goods": "iPad"})


# -- 下个月1号、月底 --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("下个月1号", "2026-12-01"),
        ("下个月3号吧", "2026-12-03"),
        ("月底", "2026-11-30"),
        ("下个月底", "2026-12-31"),
        ("下月初", "2026-12-01"),
    ],
)
def test_month_relative_dates(kd: Conversation, said: str, day: str) -> None:
    _setup(kd)
    kd.say(said, asked="pickup_time", slots={"pickup_date": day})


# -- 地址不在第一个逗号处截断；改地址的一部分保留其余部分 --------------------------------


def test_an_address_keeps_what_follows_its_comma(kd: Conversation) -> None:
    kd.say("我要寄文件", asked="address")
    kd.say("北京市朝阳区建国路88号，3号楼2单元501", asked="pickup_date")
    assert kd.slots["address"] == "北京市朝阳区建国路88号，3号楼2单元501"


def test_a_correction_of_part_of_an_address_keeps_the_rest(kd: Conversation) -> None:
    kd.say("我要寄文件", asked="address")
    kd.say("北京市朝阳区建国路88号，3号楼2单元501", asked="pickup_date")
    kd.say("不对不是3号楼，是5号楼", asked="pickup_date")
    assert kd.slots["address"] == "北京市朝阳区建国路88号，5号楼2单元501"


# -- 自由文本槽不收别的槽的答案或中途的问题 -----------------------------------------------


def test_free_text_does_not_take_a_date(kd: Conversation) -> None:
    kd.say("我要寄衣服", asked="address")
    kd.say("明天", asked="address", slots={"pickup_date": "2026-11-30"})


def test_free_text_does_not_take_a_question(kd: Conversation) -> None:
    kd.say("我要寄衣服", asked="address")
    kd.say("偏远地区要加钱吗", asked="address")
    assert kd.slots["address"] is None


# -- 问后果不启动别的流程 ---------------------------------------------------------------


def test_a_question_about_cancelling_later_starts_nothing(kd: Conversation) -> None:
    kd.say("我要寄个快递", asked="goods")
    kd.say("如果我之后取消寄件，运费能退吗？", flow="send_parcel", stack=[])


# -- 等一下，先…：请求照样办 -----------------------------------------------------------


def test_a_hold_word_then_a_request_takes_the_request(kd: Conversation) -> None:
    kd.say("我要寄个快递", asked="goods")
    r = kd.say("等一下，先帮我查一下快递SF123456")
    assert "运单SF123456正在派送中。" in r.messages  # the tracking flow answers at once


# -- 千分位金额 -------------------------------------------------------------------------


@pytest.mark.parametrize(("said", "amount"), [("2,000元", 2000), ("¥12,500", 12500)])
def test_money_with_a_thousands_separator(kd: Conversation, said: str, amount: int) -> None:
    kd.say("我要保价", asked="waybill")
    kd.say("SF123456", asked="declared_value")
    kd.say(said, phase="confirming")
    assert kd.slots["declared_value"]["amount"] == amount


# -- 形式不对的值被拒绝 -----------------------------------------------------------------


def test_a_five_digit_number_is_no_phone(kd: Conversation) -> None:
    _setup(kd)
    kd.say("明天上午10点", asked="phone")
    kd.say("12345", asked="phone")
    assert kd.slots["phone"] is None


# -- 破坏性确认：带动词的“是” -----------------------------------------------------------


@pytest.mark.parametrize("yes", ["是的，取消吧", "对，取消", "确定取消"])
def test_a_yes_with_its_verb_at_a_destructive_confirmation(kd: Conversation, yes: str) -> None:
    kd.say("取消寄件SF123456", phase="confirming", flow="cancel_shipment")
    kd.say(yes, bot="运单SF123456已取消。", phase="chitchat")


def test_a_counted_date_is_no_value_of_an_optional_enum(kd: Conversation) -> None:
    r = kd.say("帮我寄一个明天下午的文件", flow="send_parcel")
    assert kd.slots["courier"] is None
    assert kd.slots["goods"] == "文件"
    assert "不在选项里" not in r.text
