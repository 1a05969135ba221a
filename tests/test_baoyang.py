"""汽车保养 (a car dealer's service desk, Chinese): a domain written from docs/dsl.md alone,
and these conversations written and committed before any of them ran (issue 23: does the
understanding travel to a domain nobody tuned it for? third set). Messages are typed the way
people type: 口语, 错别字, lower-case plates, several values at once, corrections, questions
in the middle. The clock is a Wednesday morning (2026-12-02): 明天 is 12月3日, 后天 12月4日,
下周六 12月12日, 前天 11月30日, 周一 11月30日, 4天前 11月28日, 上周五 11月27日,
上个月20号 11月20日, 上上周三 11月18日; +21d is 12月23日."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

DOMAIN = Path(__file__).parent / "domains" / "baoyang"
CLOCK = FixedClock("2026-12-02T10:00:00")
CNY = "CNY"


class Desk(Conversation):
    """A conversation that also counts how often each action ran."""

    runs: Counter[str]


@pytest.fixture
def by() -> Desk:
    bot = Dispatcher.from_path(DOMAIN, clock=CLOCK)
    refs = iter(range(3000, 9999))
    runs = stand_in_actions(
        bot,
        {
            "book_service": lambda s: {"booking_id": f"BY{next(refs)}"},
            "cancel_booking": {},
            "send_rescue": {"eta": "30"},
            "file_complaint": {"ticket": "CS-3"},
            "recharge": {"balance": "5500"},
        },
    )
    conv = Desk(bot, "s", "u1")
    conv.runs = runs
    return conv


def to_confirm(by: Desk) -> None:
    by.say("预约保养", flow="book_service", asked="service")
    by.say("小保养", slots={"service": "小保养"}, asked="plate")
    by.say("京A12345", slots={"plate": "京A12345"}, asked="day")
    by.say("明天", slots={"day": "2026-12-03"}, asked="at")
    by.say("上午九点半", slots={"at": "09:30"}, asked="pickup")
    by.say("不用", slots={"pickup": False}, phase="confirming", bot_contains="确认预约吗")


# -- 预约保养 ----------------------------------------------------------------------------


def test_a_booking_answer_by_answer(by: Desk) -> None:
    to_confirm(by)
    by.say("确认", phase="chitchat", bot_matches=r"预约好了，预约号BY\d{4}。")
    assert by.runs["book_service"] == 1


def test_several_values_in_one_message(by: Desk) -> None:
    by.say(
        "我想明天下午2点做个大保养，车牌沪B8K888",
        flow="book_service",
        slots={"service": "大保养", "day": "2026-12-03", "at": "14:00", "plate": "沪B8K888"},
        asked="pickup",
    )


def test_a_typo_in_the_request(by: Desk) -> None:
    by.say("想约个保样，换机油", flow="book_service", slots={"service": "小保养"}, asked="plate")


@pytest.mark.parametrize(
    ("said", "service"),
    [
        ("补漆", "钣金喷漆"),
        ("换个胎", "换轮胎"),
    ],
)
def test_synonyms_of_the_service(by: Desk, said: str, service: str) -> None:
    by.say("约保养", asked="service")
    by.say(said, slots={"service": service}, asked="plate")


def test_a_plate_typed_in_lower_case(by: Desk) -> None:
    by.say("做保养 洗车", asked="plate")
    by.say("京a12345", slots={"plate": "京A12345"}, asked="day")


def test_a_wrong_plate_is_refused(by: Desk) -> None:
    by.say("做保养 洗车", asked="plate")
    by.say("12345", slots={"plate": None}, asked="plate")


def test_mileage_volunteered_with_the_service(by: Desk) -> None:
    by.say(
        "车跑了3万公里了，该做大保养了",
        flow="book_service",
        slots={"service": "大保养", "mileage": 30000},
        asked="plate",
    )


def test_a_pickup_with_its_address(by: Desk) -> None:
    by.say("我想明天下午2点做个大保养，车牌沪B8K888", asked="pickup")
    by.say("要，上门取车", slots={"pickup": True}, asked="pickup_address")
    by.say("朝阳区建国路88号院，5号楼地下车库", phase="confirming")
    assert by.slots["pickup_address"] == "朝阳区建国路88号院，5号楼地下车库"


def test_a_pickup_answered_with_the_address(by: Desk) -> None:
    by.say("我想明天下午2点做个大保养，车牌沪B8K888", asked="pickup")
    by.say("需要的，到海淀区中关村大街1号来取", slots={"pickup": True}, phase="confirming")
    assert "中关村大街1号" in str(by.slots["pickup_address"])


def test_a_remark_said_with_the_booking(by: Desk) -> None:
    by.say("约个保养，小保养，空调有点异响顺便帮忙看看", slots={"service": "小保养"}, asked="plate")
    assert "异响" in str(by.slots["notes"])


# -- 不收的日期和时间 ----------------------------------------------------------------------


def test_today_is_too_soon_and_next_month_too_far(by: Desk) -> None:
    by.say("预约保养，洗车，京A12345", asked="day")
    by.say("今天", slots={"day": None}, asked="day")
    by.say("下个月10号", slots={"day": None}, asked="day")
    by.say("下周六吧", slots={"day": "2026-12-12"}, asked="at")


def test_an_evening_hour_is_refused(by: Desk) -> None:
    by.say("明天去洗车，车牌京A12345，预约一下", asked="at")
    by.say("晚上7点", slots={"at": None}, asked="at")
    by.say("八点半", slots={"at": "08:30"}, asked="pickup")


def test_a_bare_hour_fits_the_opening_hours(by: Desk) -> None:
    by.say("明天去洗车，车牌京A12345，预约一下", asked="at")
    by.say("5点", slots={"at": "17:00"}, asked="pickup")


# -- 改主意 ------------------------------------------------------------------------------


def test_the_plate_corrected_mid_task(by: Desk) -> None:
    by.say("做保养 洗车", asked="plate")
    by.say("沪B8K888", asked="day")
    by.say("车牌错了，是沪B8K889", slots={"plate": "沪B8K889"}, asked="day")


def test_the_day_moved_at_the_confirmation(by: Desk) -> None:
    to_confirm(by)
    by.say("改到后天", slots={"day": "2026-12-04", "at": "09:30"}, phase="confirming")


def test_the_service_changed_at_the_confirmation(by: Desk) -> None:
    to_confirm(by)
    by.say("还是换成大保养吧", slots={"service": "大保养"}, phase="confirming")


def test_yes_with_extra_words_books_once(by: Desk) -> None:
    to_confirm(by)
    by.say("行，就这样，帮我约上", phase="chitchat", bot_contains="预约好了")
    by.say("好嘞谢谢", phase="chitchat")
    assert by.runs["book_service"] == 1


# -- 中途问问题 --------------------------------------------------------------------------


@pytest.mark.parametrize("asked", ["你们停车方便吗？", "保养大概要多久", "小保养多少钱啊"])
def test_a_question_mid_task_keeps_the_task(by: Desk, asked: str) -> None:
    by.say("预约保养，洗车，京A12345", asked="day")
    by.say(asked, flow="book_service", asked="day", slots={"service": "洗车"})
    assert by.runs["book_service"] == 0


# -- 取消（危险操作） ---------------------------------------------------------------------


def test_cancelling_a_booking(by: Desk) -> None:
    by.say("取消预约", flow="cancel_booking", asked="booking_ref")
    by.say("预约号BY1234", slots={"booking_ref": "BY1234"}, phase="confirming")
    by.say("对，取消吧", bot_contains="BY1234")
    assert by.runs["cancel_booking"] == 1


def test_wait_at_the_cancel_keeps_the_booking(by: Desk) -> None:
    by.say("取消保养 BY4321", flow="cancel_booking", phase="confirming")
    by.say("等等，先别取消")
    assert by.runs["cancel_booking"] == 0


def test_cancelling_the_booking_just_made(by: Desk) -> None:
    to_confirm(by)
    by.say("确认")
    ref = by.last.text.split("预约号")[1].rstrip("。")
    by.say("刚约的那个取消了吧", flow="cancel_booking", phase="confirming")
    assert by.slots["booking_ref"] == ref
    by.say("确定取消")
    assert by.runs["cancel_booking"] == 1


def test_what_did_i_book(by: Desk) -> None:
    to_confirm(by)
    by.say("确认")
    by.say("我约的是啥来着", bot_contains="京A12345")


# -- 道路救援：地址、自由文本 -----------------------------------------------------------------


def test_a_rescue_with_everything_at_once(by: Desk) -> None:
    by.say(
        "车抛锚了，在朝阳区东三环中路1号，电话13800138000",
        flow="rescue",
        slots={"phone": "+8613800138000"},
    )
    assert "东三环中路1号" in str(by.slots["location"])
    assert "13800138000" not in str(by.slots["location"])


def test_a_rescue_with_the_problem_in_one_breath(by: Desk) -> None:
    by.say("车坏了，发动机冒烟了，我在朝阳区东三环中路1号", flow="rescue", asked="phone")
    assert "冒烟" in str(by.slots["problem"])
    assert "东三环中路1号" in str(by.slots["location"])
    by.say("13800138000", phase="confirming")
    by.say("快点来吧，确认", phase="chitchat", bot_contains="30分钟")
    assert by.runs["send_rescue"] == 1


def test_a_rescue_in_the_middle_of_a_booking(by: Desk) -> None:
    by.say("预约保养，洗车，京A12345", asked="day")
    by.say("等下，我车坏在路上了，需要拖车", flow="rescue", stack=["book_service"])


# -- 投诉：过去的日子 ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("前天", "2026-11-30"),
        ("周一来的", "2026-11-30"),
        ("4天前", "2026-11-28"),
        ("上周五", "2026-11-27"),
        ("上个月20号", "2026-11-20"),
        ("上上周三", "2026-11-18"),
    ],
)
def test_the_visit_was_in_the_past(by: Desk, said: str, day: str) -> None:
    by.say("我要投诉", flow="complain", asked="visit_day")
    by.say(said, slots={"visit_day": day}, asked="what")


def test_a_complaint_in_one_breath(by: Desk) -> None:
    by.say(
        "我要投诉，上周五来做的保养，回去机油灯还亮着",
        flow="complain",
        slots={"visit_day": "2026-11-27"},
        phase="confirming",
    )
    assert "机油灯" in str(by.slots["what"])
    by.say("提交", phase="chitchat", bot_contains="CS-3")
    assert by.runs["file_complaint"] == 1


def test_a_future_visit_is_refused(by: Desk) -> None:
    by.say("投诉你们", asked="visit_day")
    by.say("明天", slots={"visit_day": None}, asked="visit_day")


# -- 储值卡充值 ---------------------------------------------------------------------------


def test_a_recharge_in_one_breath(by: Desk) -> None:
    by.say(
        "往卡里充5000，刷卡",
        flow="recharge",
        slots={"amount": {"amount": 5000, "currency": CNY}, "method": "刷卡"},
        phase="confirming",
    )
    by.say("确认充值", phase="chitchat", bot_contains="5500")
    assert by.runs["recharge"] == 1


@pytest.mark.parametrize(
    ("said", "amount", "method"),
    [
        ("两千块 wx", 2000, "微信"),
        ("¥10,000 支付包", 10000, "支付宝"),
        ("一万五，pos机", 15000, "刷卡"),
    ],
)
def test_amounts_and_methods_as_typed(by: Desk, said: str, amount: int, method: str) -> None:
    by.say("充卡", asked="amount")
    by.say(said, slots={"amount": {"amount": amount, "currency": CNY}, "method": method})


def test_too_little_is_refused(by: Desk) -> None:
    by.say("充值", asked="amount")
    by.say("充200", slots={"amount": None}, asked="amount")


def test_a_budget_binds_the_recharge(by: Desk) -> None:
    by.say("我预算最多3000", flow=None)
    by.say("充值5000", flow="recharge", bot_contains="3,000")
    by.say("行吧，改成三千", slots={"amount": {"amount": 3000, "currency": CNY}})


# -- 记住的车牌 ----------------------------------------------------------------------------


def test_a_plate_said_once_fills_the_booking(by: Desk) -> None:
    by.say("我的车牌是京N5A666", flow=None)
    by.say("预约保养 洗车", flow="book_service", slots={"plate": "京N5A666"}, asked="day")
