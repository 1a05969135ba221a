"""驾校约课 (Chinese): a domain written from README.md, docs/dsl.md and docs/lexicons.md
alone, and these conversations written before any of them ran (issue 23: does the
understanding travel to a domain nobody tuned it for?). Messages are typed the way people
type. The clock is a Wednesday morning (2026-12-02): 明天 is 12月3日, 周五 12月4日,
上周五 11月27日, 前天 11月30日."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

DOMAIN = Path(__file__).parent / "domains" / "jiaxiao"
CLOCK = FixedClock("2026-12-02T10:00:00")


class School(Conversation):
    """A conversation that also counts how often each action ran."""

    runs: Counter[str]


@pytest.fixture
def jx() -> School:
    bot = Dispatcher.from_path(DOMAIN, clock=CLOCK)
    refs = iter(range(1000, 9999))
    runs = stand_in_actions(
        bot,
        {
            "book_lesson": lambda s: {"lesson_id": f"L{next(refs)}"},
            "cancel_lesson": {},
            "book_exam": {"exam_id": "KS-88"},
            "file_complaint": {"ticket": "T-5"},
            "pay": {"receipt": "R-9"},
        },
    )
    conv = School(bot, "s", "u1")
    conv.runs = runs
    return conv


def to_confirm(jx: School) -> None:
    jx.say("我想约个课", flow="book_lesson", asked="subject")
    jx.say("科二", slots={"subject": "科目二"}, asked="day")
    jx.say("明天", slots={"day": "2026-12-03"}, asked="start")
    jx.say("下午两点", slots={"start": "14:00"}, asked="hours")
    jx.say("两个小时", slots={"hours": 2}, phase="confirming", bot_contains="确认预约吗")


# -- 约课：一问一答，和一句话说完 ------------------------------------------------------


def test_a_whole_lesson_answer_by_answer(jx: School) -> None:
    to_confirm(jx)
    jx.say("好的", phase="chitchat", bot_matches=r"约好了，预约号L\d{4}。")
    assert jx.runs["book_lesson"] == 1


def test_everything_in_one_message(jx: School) -> None:
    jx.say(
        "帮我约明天下午3点的科目三，练2个小时",
        flow="book_lesson",
        slots={"subject": "科目三", "day": "2026-12-03", "start": "15:00", "hours": 2},
        phase="confirming",
    )


def test_an_optional_coach_volunteered_by_nickname(jx: School) -> None:
    jx.say(
        "约周五上午9点科二，练两小时，要老王带",
        slots={
            "subject": "科目二",
            "day": "2026-12-04",
            "start": "09:00",
            "hours": 2,
            "coach": "王教练",
        },
        phase="confirming",
    )


def test_the_optional_coach_takes_no_date(jx: School) -> None:
    jx.say(
        "帮我约一个明天下午的科三", slots={"subject": "科目三", "day": "2026-12-03", "coach": None}
    )
    assert jx.last.state.phase != "confirming"


def test_a_synonym_of_the_subject(jx: School) -> None:
    jx.say("想练车", asked="subject")
    jx.say("练倒车入库", slots={"subject": "科目二"}, asked="day")


def test_yes_with_a_go_ahead_books_once(jx: School) -> None:
    to_confirm(jx)
    jx.say("确定，约吧", phase="chitchat", bot_contains="约好了")
    jx.say("谢谢", phase="chitchat")
    assert jx.runs["book_lesson"] == 1


# -- 不收的日期和时间 ----------------------------------------------------------------------


def test_an_evening_hour_is_outside_the_hours(jx: School) -> None:
    jx.say("约明天的科二", asked="start")
    jx.say("晚上8点", slots={"start": None}, asked="start")
    jx.say("那早上8点吧", slots={"start": "08:00"}, asked="hours")


def test_a_day_past_two_weeks_is_refused(jx: School) -> None:
    jx.say("约个课 科三", asked="day")
    jx.say("下个月15号", slots={"day": None}, asked="day")
    jx.say("下周一", slots={"day": "2026-12-07"}, asked="start")


def test_today_is_too_soon(jx: School) -> None:
    jx.say("预约练车，科目二", asked="day")
    jx.say("今天", slots={"day": None}, asked="day")


# -- 改主意 ----------------------------------------------------------------------------


def test_a_correction_of_the_day(jx: School) -> None:
    jx.say("约明天科二", asked="start")
    jx.say("不对，改成后天", slots={"day": "2026-12-04"}, asked="start")


def test_a_correction_at_the_confirmation_names_its_slot(jx: School) -> None:
    to_confirm(jx)
    jx.say(
        "时间改成10点",
        slots={"start": "10:00", "day": "2026-12-03"},
        phase="confirming",
        bot_contains="10:00",
    )
    assert jx.runs["book_lesson"] == 0


def test_one_hour_more(jx: School) -> None:
    to_confirm(jx)
    jx.say("再加一个小时", slots={"hours": 3}, phase="confirming")


def test_a_question_about_a_synonym_changes_nothing(jx: School) -> None:
    jx.say("约明天下午3点的科目三", asked="hours")
    jx.say("侧方停车难不难啊？", slots={"subject": "科目三"}, asked="hours", flow="book_lesson")


def test_what_subjects_lists_the_options(jx: School) -> None:
    jx.say("约课", asked="subject")
    jx.say("都有哪些科目？", asked="subject", bot_contains="科目三")


def test_wait_gives_time(jx: School) -> None:
    jx.say("约课", asked="subject")
    jx.say("科二", asked="day")
    jx.say("等一下我看看排班", asked="day", flow="book_lesson")


def test_what_time_did_i_say(jx: School) -> None:
    to_confirm(jx)
    jx.say("我约的是几点来着？", bot_contains="14:00", phase="confirming")


def test_never_mind_cancels(jx: School) -> None:
    jx.say("约课", asked="subject")
    jx.say("算了不约了", phase="chitchat", flow=None)
    assert jx.runs["book_lesson"] == 0


# -- 取消预约（destructive） --------------------------------------------------------------


def test_cancelling_by_reference(jx: School) -> None:
    jx.say("取消预约L1234", flow="cancel_lesson", phase="confirming", bot_contains="L1234")
    jx.say("确定取消", phase="chitchat", bot_contains="已取消L1234")
    assert jx.runs["cancel_lesson"] == 1


def test_cancel_that_one_after_booking(jx: School) -> None:
    to_confirm(jx)
    jx.say("好")
    ref = jx.last.text.split("预约号")[1].rstrip("。")
    jx.say("哎还是把那个取消了吧", flow="cancel_lesson", phase="confirming", bot_contains=ref)
    jx.say("嗯", phase="confirming")
    assert jx.runs["cancel_lesson"] == 0
    jx.say("是的，取消", phase="chitchat", bot_contains=f"已取消{ref}")
    assert jx.runs["cancel_lesson"] == 1


def test_a_lower_case_reference(jx: School) -> None:
    jx.say("退课", asked="lesson_ref")
    jx.say("l2345", phase="confirming", bot_contains="2345")


# -- 投诉：过去的日子 ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("昨天", "2026-12-01"),
        ("前天", "2026-11-30"),
        ("三天前", "2026-11-29"),
        ("上周五", "2026-11-27"),
        ("周一", "2026-11-30"),
    ],
)
def test_when_it_happened_is_in_the_past(jx: School, said: str, day: str) -> None:
    jx.say("我要投诉", flow="complain", asked="coach")
    jx.say("李教练", slots={"coach": "李教练"}, asked="happened")
    jx.say(said, slots={"happened": day}, asked="what")


def test_a_complaint_in_one_breath(jx: School) -> None:
    jx.say(
        "我要投诉老张，他昨天练车的时候一直在玩手机",
        flow="complain",
        slots={"coach": "张教练", "happened": "2026-12-01"},
        phase="confirming",
    )
    assert "玩手机" in str(jx.slots["what"])
    jx.say("提交", phase="chitchat", bot_contains="T-5")
    assert jx.runs["file_complaint"] == 1


def test_a_complaint_day_in_the_future_is_refused(jx: School) -> None:
    jx.say("投诉教练", asked="coach")
    jx.say("王教练", asked="happened")
    jx.say("明天", slots={"happened": None}, asked="happened")


# -- 报名考试 --------------------------------------------------------------------------


def test_an_exam_with_a_phone(jx: School) -> None:
    jx.say("报名科目一考试", flow="book_exam", slots={"exam": "科目一"}, asked="exam_day")
    jx.say("下周三", slots={"exam_day": "2026-12-09"}, asked="phone")
    jx.say("13812345678", slots={"phone": "+8613812345678"}, phase="confirming")
    jx.say("对", phase="chitchat", bot_contains="KS-88")


@pytest.mark.parametrize(("said", "day"), [("下个月1号", "2027-01-01"), ("月底", "2026-12-31")])
def test_month_relative_exam_days(jx: School, said: str, day: str) -> None:
    jx.say("我想报考科四", slots={"exam": "科目四"}, asked="exam_day")
    jx.say(said, slots={"exam_day": day}, asked="phone")


def test_an_exam_too_soon_is_refused(jx: School) -> None:
    jx.say("约考试", asked="exam")
    jx.say("理论", slots={"exam": "科目一"}, asked="exam_day")
    jx.say("后天", slots={"exam_day": None}, asked="exam_day")


def test_a_short_number_is_no_phone(jx: School) -> None:
    jx.say("报名考试科目二，下周三", asked="phone")
    jx.say("12345", slots={"phone": None}, asked="phone")


# -- 缴费：钱、预算 -----------------------------------------------------------------------


def test_paying_in_one_breath_with_a_latin_synonym(jx: School) -> None:
    jx.say(
        "交学费2000块，用zfb",
        flow="pay_fee",
        slots={"amount": {"amount": 2000, "currency": "CNY"}, "method": "支付宝"},
        phase="confirming",
    )
    jx.say("行", phase="chitchat", bot_contains="R-9")
    assert jx.runs["pay"] == 1


def test_an_amount_in_chinese_numerals(jx: School) -> None:
    jx.say("缴费", asked="amount")
    jx.say("两千五", slots={"amount": {"amount": 2500, "currency": "CNY"}}, asked="method")


def test_a_budget_binds_the_fee(jx: School) -> None:
    jx.say("我预算不超过3000", phase="chitchat", flow=None)
    jx.say("交学费5000", flow="pay_fee", bot_contains="¥3,000")
    jx.say("那就3000吧", slots={"amount": {"amount": 3000, "currency": "CNY"}})


def test_paying_in_the_middle_of_a_booking_then_back(jx: School) -> None:
    jx.say("约课", asked="subject")
    jx.say("科三", asked="day")
    jx.say("对了，我想先交一下学费", flow="pay_fee", stack=["book_lesson"])
    jx.say("3000，微信", phase="confirming")
    jx.say("好", bot_contains="R-9")
    assert jx.runs["pay"] == 1
    jx.say("好的", flow="book_lesson", asked="day", slots={"subject": "科目三"})


# -- 信念：不要某位教练 -------------------------------------------------------------------


def test_a_coach_ruled_out_is_not_booked_silently(jx: School) -> None:
    jx.say("别安排老张", phase="chitchat", flow=None)
    jx.say("约明天上午10点科二练一个小时，张教练", flow="book_lesson")
    assert jx.last.state.phase != "confirming" or "张" in jx.last.text
