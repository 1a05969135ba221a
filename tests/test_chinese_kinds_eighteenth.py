"""Kinds of mistake in Chinese seen by the eighteenth Chinese session in its written domains
(台球厅 tests/domains/taiqiu, 跑腿 tests/domains/paotui; /work/notes/s18-chinese18.md), each
tested here in other words and another domain, written inline: a community service desk
(社区服务站: small jobs as an enum of verb-object values, a day and a phone; sign-ups for a
community event counting people). The clock is a Friday (2026-12-04)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-04T10:00:00")

DESK = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  repair_job:
    description: 社区上门小修
    triggers: [报修, 上门修, 叫师傅]
    slots:
      - {name: job, type: enum, values: [换灯泡, 修门锁, 换水龙头, 装挂钩], label: 项目,
         prompt: "修什么？换灯泡、修门锁、换水龙头还是装挂钩？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day} 上门{job}，电话{tel}。确认吗？"
    action: repair_job
    done: "安排好了。"
  sign_up:
    description: 社区活动报名
    triggers: [报名, 报个名, 活动报名]
    slots:
      - {name: event, type: enum, values: [包饺子, 书法课, 义诊], label: 活动, prompt: "报哪个活动？"}
      - {name: headcount, type: integer, kind: people, min: 1, max: 10, label: 人数, prompt: "几个人？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{event} {headcount}人，电话{tel}。确认吗？"
    action: sign_up
    done: "报上了。"
"""


@pytest.fixture
def desk(tmp_path: Path) -> Conversation:
    (tmp_path / "desk.yaml").write_text(DESK, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, {"repair_job": {}, "sign_up": {}})
    return Conversation(bot, "s", "u1")


# -- kind 1 (FRONTED_VERB_OBJECT_VALUE): a listed value made of a verb and its object said
# -- with the object first and the verb after it in the same clause names that value --------


def test_a_verb_object_value_said_object_first_answers_its_question(desk: Conversation) -> None:
    desk.say("报修", flow="repair_job", asked="job")
    desk.say("门锁坏了 麻烦来修一下", slots={"job": "修门锁"}, asked="day")


def test_a_verb_object_value_said_object_first_with_the_request(desk: Conversation) -> None:
    desk.say(
        "叫师傅 厨房水龙头漏水想换一个 下周二",
        flow="repair_job",
        slots={"job": "换水龙头", "day": "2026-12-08"},
        asked="tel",
    )


def test_a_verb_after_the_object_opening_another_word_names_nothing(desk: Conversation) -> None:
    desk.say("报修", flow="repair_job", asked="job")
    desk.say("灯泡换成节能的了吗", slots={"job": None})


# -- kind 2 (PAIR_IN_PARTY): a word that names two people ("父母", "公婆") said in a party
# -- counts two -------------------------------------------------------------------------------


def test_parents_in_a_party_are_two(desk: Conversation) -> None:
    desk.say("报名包饺子 我跟我公婆", flow="sign_up", slots={"event": "包饺子", "headcount": 3})


def test_parents_and_a_companion_in_a_party(desk: Conversation) -> None:
    desk.say("报名", flow="sign_up", asked="event")
    desk.say("书法课", asked="headcount")
    desk.say("我带着我父母还有我老婆", slots={"headcount": 4}, asked="tel")
