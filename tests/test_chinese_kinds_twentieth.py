"""Kinds of mistake in Chinese seen by the twentieth Chinese session in its written domains
(代驾 tests/domains/daijia, 宠物洗护 tests/domains/chongwu; /work/notes/s20-chinese20.md),
each tested here in other words and another domain, written inline: a computer repair
service that comes to the door (上门修电脑: a visit booked with a fault kind, an address, a
day, a time, a yes-no data backup and a phone). The clock is Friday 2026-12-04, 14:00: an
afternoon, so "now" is a time still to come on the day."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-04T14:00:00")

REPAIR = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_repair:
    description: 预约上门修电脑
    triggers: [修电脑, 上门修电脑, 电脑坏了]
    slots:
      - {name: fault, type: enum, values: [开不了机, 蓝屏, 太慢], label: 故障, prompt: "什么毛病？"}
      - {name: place, type: text, kind: address, label: 上门地址, prompt: "地址在哪？"}
      - {name: day, type: date, min: today, max: +7d, label: 日期, prompt: "哪天上门？"}
      - {name: at, type: time, min: "09:00", max: "21:00", label: 上门时间, prompt: "几点？"}
      - {name: backup, type: boolean, label: 数据备份, prompt: "要先备份数据吗？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day} {at}到{place}修{fault}，备份：{backup}，电话{tel}。确认吗？"
    action: book_repair
    done: "约好了。"
  prices:
    description: 上门维修收费
    triggers: [怎么收费, 上门费多少]
    done: "上门费50元，维修另算。"
"""


@pytest.fixture
def repair(tmp_path: Path) -> Conversation:
    (tmp_path / "repair.yaml").write_text(REPAIR, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, {"book_repair": {}})
    return Conversation(bot, "s", "u1")


# -- kind 1 (SOONEST_BESIDE_VALUES): the soonest said with the request or in a change
# -- ("越快越好", "马上"), not to the time's own question, is today at the earliest time from
# -- now, as it is when answered to "几点？"; it was read for nothing and asked again ------


def test_the_soonest_said_with_the_request_is_today_from_now(repair: Conversation) -> None:
    repair.say(
        "电脑蓝屏了 上门修电脑 海淀区学院路20号院5号楼 越快越好",
        flow="book_repair",
        slots={"fault": "蓝屏", "day": "2026-12-04", "at": "14:00"},
        asked="backup",
    )


def test_the_soonest_said_in_a_change_at_the_confirmation(repair: Conversation) -> None:
    repair.say(
        "修电脑 开不了机 海淀区学院路20号院5号楼 明天上午10点 不备份 13912345678",
        phase="confirming",
        slots={"day": "2026-12-05", "at": "10:00"},
    )
    repair.say(
        "改成今天吧 马上过来", phase="confirming", slots={"day": "2026-12-04", "at": "14:00"}
    )


# -- kind 2 (NO_NEED_BEFORE_LABEL): a yes-or-no slot's label, or a part of it, after a word
# -- of no need ("不用", "不必") is its no, as after "不要" or "不需要"; it was asked again --


def test_no_need_before_the_label_with_the_request(repair: Conversation) -> None:
    repair.say(
        "修电脑 太慢 明天上午10点 不用备份",
        flow="book_repair",
        slots={"fault": "太慢", "backup": False},
        asked="place",
    )


def test_no_need_before_the_label_beside_another_answer(repair: Conversation) -> None:
    repair.say("修电脑 太慢 明天上午10点", asked="place")
    repair.say(
        "海淀区学院路20号院5号楼 无需备份",
        slots={"place": "海淀区学院路20号院5号楼", "backup": False},
        asked="tel",
    )


# -- kind 3 (YES_SPACE_FOR_MARK): a yes or a no typed with a space for its comma, more after
# -- it ("要的 地址是…"), is a clause of its own as with the comma: what follows is read
# -- beside it, not swallowed into the yes and lost ----------------------------------------


def test_a_yes_said_back_then_a_space_then_another_value(repair: Conversation) -> None:
    repair.say("修电脑 太慢 海淀区学院路20号院5号楼 明天上午10点", asked="backup")
    repair.say("要的 电话13912345678", slots={"backup": True, "tel": "+8613912345678"})


def test_a_plain_yes_then_a_space_then_another_value(repair: Conversation) -> None:
    repair.say("修电脑 太慢 海淀区学院路20号院5号楼 明天上午10点", asked="backup")
    repair.say("好的 电话13912345678", slots={"backup": True, "tel": "+8613912345678"})


# -- kind 4 (RULE_SPAN_BEFORE_SPACE): a rule said after a change, a space typed for the comma
# -- ("改成周二吧 周一没空"), starts at its thing: the change before it is no part of its words,
# -- it is made; it was blanked with the rule and lost ---------------------------------------


def test_a_change_before_a_rule_after_a_space_is_made(repair: Conversation) -> None:
    repair.say(
        "修电脑 开不了机 海淀区学院路20号院5号楼 明天上午10点 不备份 13912345678",
        phase="confirming",
        slots={"day": "2026-12-05"},
    )
    repair.say("换成后天吧 明天不在家", phase="confirming", slots={"day": "2026-12-06"})


# -- kind 5 (NAMED_CHANGE_LOWERED): a free-text slot named, then a change word, then the new
# -- value ("目的地改成首都机场T2") keeps the value as typed: it was read from the lower-cased
# -- form, its capitals lost ------------------------------------------------------------------


def test_a_named_change_keeps_the_typed_capitals(repair: Conversation) -> None:
    repair.say(
        "修电脑 开不了机 海淀区学院路20号院5号楼 明天上午10点 不备份 13912345678",
        phase="confirming",
    )
    repair.say(
        "上门地址改成中关村SOHO B座1203", phase="confirming", slots={"place": "中关村SOHO B座1203"}
    )


# -- kind 6 (ROUTE_WITHOUT_FROM_BESIDE_REQUEST): a route said as a clause of its own among the
# -- request's values, its from word unsaid ("西单大悦城到通州万达广场"), gives both places, as
# -- it does said whole to the first place's question; tested on a house move ---------------

MOVE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_move:
    description: 预约搬家
    triggers: [预约搬家, 约搬家, 找搬家]
    slots:
      - {name: origin, type: text, kind: address, label: 搬出地址, prompt: "从哪里搬？"}
      - {name: target, type: text, kind: address, label: 搬入地址, prompt: "搬到哪里？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天搬？"}
    confirm: "{day}从{origin}搬到{target}？"
    action: book_move
    done: "约好了。"
"""


@pytest.fixture
def move(tmp_path: Path) -> Conversation:
    (tmp_path / "move.yaml").write_text(MOVE, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, {"book_move": {}})
    return Conversation(bot, "s", "u1")


def test_a_route_as_a_clause_of_its_own_with_the_request(move: Conversation) -> None:
    move.say(
        "找搬家 望京西园三区305号楼到回龙观龙跃苑二区5号楼 下周六",
        flow="book_move",
        slots={
            "origin": "望京西园三区305号楼",
            "target": "回龙观龙跃苑二区5号楼",
            "day": "2026-12-12",
        },
        phase="confirming",
    )


# -- kind 7 (DATE_RANGE_AS_ADDRESS): days of a month said with the request ("12月10号到12月15号")
# -- are no numbered parts of an address beyond doubt: the address said in another clause
# -- fills the address slot; the dates were taken for it and the address was lost --------

SITTING = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_sitting:
    description: 预约上门喂猫
    triggers: [上门喂猫, 约喂猫]
    slots:
      - {name: home, type: text, kind: address, label: 地址, prompt: "家在哪？"}
      - {name: first_day, type: date, min: today, max: +60d, label: 开始日期, prompt: "哪天开始？"}
      - {name: last_day, type: date, after: first_day, min: today, max: +90d, label: 结束日期,
         prompt: "哪天结束？"}
    confirm: "{first_day}到{last_day}上门{home}？"
    action: book_sitting
    done: "约好了。"
"""


@pytest.fixture
def sitting(tmp_path: Path) -> Conversation:
    (tmp_path / "sitting.yaml").write_text(SITTING, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, {"book_sitting": {}})
    return Conversation(bot, "s", "u1")


def test_days_of_a_month_are_no_address_beside_one(sitting: Conversation) -> None:
    sitting.say(
        "上门喂猫 12月8号到12月12号 朝阳区建国路88号3号楼2单元501",
        flow="book_sitting",
        slots={
            "first_day": "2026-12-08",
            "last_day": "2026-12-12",
            "home": "朝阳区建国路88号3号楼2单元501",
        },
        phase="confirming",
    )


# -- kind 8 (ADDRESS_WORD_GLUED): the word for an address glued before one ("地址海淀区…")
# -- names it and is none of it, as "地址是" is none ----------------------------------------


def test_the_address_word_glued_before_an_address_is_none_of_it(repair: Conversation) -> None:
    repair.say(
        "修电脑 蓝屏 明天上午10点 地址海淀区学院路20号院5号楼",
        flow="book_repair",
        slots={"place": "海淀区学院路20号院5号楼", "day": "2026-12-05", "at": "10:00"},
        asked="backup",
    )


# -- kind 9 (DATE_BY_ITS_QUESTIONS_VERB): a date two date slots take, both to come, said with
# -- a word of one slot's question that the other's lacks ("下周三送来" to "哪天送来？" beside
# -- "哪天接回去？") is that slot's; it was read for neither and asked -----------------------


def test_a_date_said_with_a_word_of_one_slots_question(sitting: Conversation) -> None:
    sitting.say(
        "上门喂猫 下周一开始 朝阳区建国路88号3号楼2单元501",
        flow="book_sitting",
        slots={"first_day": "2026-12-07", "last_day": None},
        asked="last_day",
    )


# -- kind 10 (NO_LONGER_AFTER_LABEL): a yes-or-no slot's label said with a word going without
# -- it and the "no more" particle after it ("那不要加急了", "那不要数据备份了"; the lexicon's
# -- ``boolean_without_after``) is the held task's value to "Shall we get back to …?", nothing
# -- else said: the particle was left over, so the task was not taken up --------------------


def test_a_held_no_with_the_no_more_particle_takes_the_task_up(repair: Conversation) -> None:
    repair.say("修电脑 太慢 海淀区学院路20号院5号楼 明天上午10点", asked="backup")
    repair.say("上门费多少", bot_contains="50元")
    repair.say("那不要数据备份了", flow="book_repair", slots={"backup": False}, asked="tel")
