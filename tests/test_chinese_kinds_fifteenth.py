"""The kinds of mistake the fifteenth Chinese session fixed, each tested here in other
words and another domain, 家电维修 (an appliance repair desk: repairs booked for an
appliance, with a yes-no visit by a repairman that opens an address, a day within a week
and a phone; repairs called off by a WX code; a flow that only tells the opening hours),
written inline; repairs moved to another day by a flow of their own. The kinds came from 眼镜店 and 洗车 (tests/test_written_domains_fifteenth_zh.py).
The clock is a Thursday (2026-12-03)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")

REPAIR = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_repair:
    description: 预约家电维修
    triggers: [报修, 预约维修, 修洗衣机, 修冰箱]
    slots:
      - {name: appliance, type: enum, values: [洗衣机, 冰箱, 热水器], label: 电器, prompt: "什么电器？"}
      - {name: visit, type: boolean, label: 上门维修, prompt: "需要师傅上门吗？"}
      - {name: address, type: text, kind: address, label: 地址, when: {visit: true}, prompt: "地址是？"}
      - {name: day, type: date, min: today, max: +7d, label: 日期, prompt: "哪天？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day}修{appliance}，上门：{visit}，电话{tel}。确认吗？"
    action: book_repair
    results: [{name: repair_no, entity: repair}]
    done: "约好了，单号{repair_no}。"
    entity: repair
  cancel_repair:
    description: 取消维修预约
    triggers: [取消维修, 撤销报修]
    destructive: true
    slots:
      - {name: repair_no, type: text, entity: repair, pattern: "^WX\\\\d{4}$", label: 维修单号,
         prompt: "维修单号多少？"}
    action: cancel_repair
    done: "取消了。"
    entity: repair
  move_repair:
    description: 维修改期
    triggers: [改期, 改维修时间]
    slots:
      - {name: repair_no, type: text, entity: repair, pattern: "^WX\\\\d{4}$", label: 维修单号,
         prompt: "维修单号多少？"}
      - {name: day, type: date, min: today, max: +7d, label: 新日期, prompt: "改到哪天？"}
    confirm: "{repair_no}改到{day}？"
    action: move_repair
    done: "改好了。"
  hours:
    description: 维修部营业时间
    triggers: [几点下班, 营业时间]
    done: "早上8点到晚上6点。"
"""


@pytest.fixture
def repair(tmp_path: Path) -> Conversation:
    (tmp_path / "repair.yaml").write_text(REPAIR, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(
        bot, {"book_repair": {"repair_no": "WX1001"}, "cancel_repair": {}, "move_repair": {}}
    )
    return Conversation(bot, "s", "u1")


# -- kind 1: coming to the place oneself ("到店") is the no of a yes-no slot that offers a
# -- service brought to the user ("要上门洗吗？") -------------------------------------------


def test_going_to_the_shop_answers_no_to_a_visit(repair: Conversation) -> None:
    repair.say("报修 冰箱", flow="book_repair", asked="visit")
    repair.say("我搬去你们店里吧", slots={"visit": False}, asked="day")


def test_going_to_the_shop_said_with_the_request(repair: Conversation) -> None:
    repair.say(
        "热水器坏了 报修 后天 我拿到门店修",
        flow="book_repair",
        slots={"appliance": "热水器", "visit": False, "day": "2026-12-05"},
        asked="tel",
    )


def test_not_going_to_the_shop_is_no_no(repair: Conversation) -> None:
    repair.say("报修 冰箱", flow="book_repair", asked="visit")
    repair.say("我没法去你们店", flow="book_repair")
    assert repair.slots["visit"] is not False


# -- kind 2: a then word opening the held task's answer to "要继续…吗？" ("那下午5点吧") ---------


def test_a_then_answer_takes_the_held_task_up(repair: Conversation) -> None:
    repair.say("报修 洗衣机 我去你们店", flow="book_repair", asked="day")
    repair.say("你们几点下班啊", bot_contains="晚上6点")
    repair.say("那后天吧", flow="book_repair", slots={"day": "2026-12-05"}, asked="tel")


# -- kind 3: a thing given up flatly and named by a trigger of the flow that makes it
# -- ("明天的验光去不了了") ---------------------------------------------------------------------


def test_a_give_up_named_by_the_making_trigger_undoes(repair: Conversation) -> None:
    repair.say("后天那个报修我来不了了", flow="cancel_repair", asked="repair_no")


def test_a_request_in_a_clause_of_its_own_after_the_give_up_is_the_request(
    repair: Conversation,
) -> None:
    repair.say("周五的维修来不了了 帮我报修冰箱", flow="book_repair", slots={"appliance": "冰箱"})


# -- kind 4: a change asked right after a task is done starts the domain's flow that changes
# -- what it made ("能改到周日吗" for 改约), not an offer to undo and redo -----------------------


def test_a_change_after_booking_starts_the_rebooking(repair: Conversation) -> None:
    repair.say(
        "报修 洗衣机 我去你们店 明天 电话13912345678", flow="book_repair", phase="confirming"
    )
    repair.say("好", flow=None, bot_contains="WX1001")
    repair.say(
        "不好意思 改成下周一行吗",
        flow="move_repair",
        slots={"repair_no": "WX1001", "day": "2026-12-07"},
        phase="confirming",
    )
    repair.say("行", flow=None, bot_contains="改好了")
