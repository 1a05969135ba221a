"""Kinds of mistake in Chinese seen by the eighteenth Chinese session in its written domains
(台球厅 tests/domains/taiqiu, 跑腿 tests/domains/paotui; /work/notes/s18-chinese18.md), each
tested here in other words and another domain, written inline: a community service desk
(社区服务站: small jobs as an enum of verb-object values, a day and a phone; sign-ups for a
community event counting people; the community room borrowed by the hour, a contact's name;
noise reported at a time of night; the community court booked and cancelled by a code). The clock is a Friday (2026-12-04)."""

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
  borrow_room:
    description: 借社区活动室
    triggers: [借活动室, 订活动室]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天用？"}
      - {name: start, type: time, min: "08:00", max: "22:00", label: 开始时间, prompt: "几点开始用？"}
      - {name: contact, type: text, kind: name, label: 联系人, prompt: "联系人怎么称呼？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day} {start}，{contact}，电话{tel}。确认吗？"
    action: borrow_room
    done: "借好了。"
  noise_report:
    description: 噪音投诉
    triggers: [投诉噪音, 噪音投诉]
    slots:
      - {name: heard, type: time, label: 时间, prompt: "几点听到的？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    action: noise_report
    done: "记下了。"
  book_court:
    description: 订社区球场
    triggers: [订场, 约场]
    slots:
      - {name: day, type: date, min: today, max: +7d, label: 日期, prompt: "哪天？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    action: book_court
    results: [{name: ref, entity: court}]
    done: "订好了，编号{ref}。"
    entity: court
  cancel_court:
    description: 取消订场
    triggers: [取消订场, 退场地]
    destructive: true
    slots:
      - {name: ref, type: text, entity: court, pattern: "^CD[0-9]{4}$", label: 编号,
         patterns: ["编号{value}"], prompt: "编号多少？"}
    action: cancel_court
    done: "取消了。"
    entity: court
"""


@pytest.fixture
def desk(tmp_path: Path) -> Conversation:
    (tmp_path / "desk.yaml").write_text(DESK, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(
        bot,
        {
            "repair_job": {},
            "sign_up": {},
            "borrow_room": {},
            "noise_report": {},
            "book_court": {"ref": "CD1234"},
            "cancel_court": {},
        },
    )
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


# -- kind 3 (MIDNIGHT_AS_NOON): twelve o'clock said with a word of the evening or the night
# -- ("夜里12点", "晚上十二点半") is midnight, not noon ------------------------------------------


def test_twelve_at_night_is_outside_opening_hours(desk: Conversation) -> None:
    desk.say("借活动室 下周六", flow="borrow_room", asked="start")
    desk.say("夜里12点", slots={"start": None}, asked="start")


def test_half_past_twelve_at_night_is_after_midnight(desk: Conversation) -> None:
    desk.say("投诉噪音", flow="noise_report", asked="heard")
    desk.say("晚上十二点半", slots={"heard": "00:30"}, asked="tel")


# -- kind 4 (NAME_LEAD_VERB_OF_KIND): a name answered with the verb of one of the lexicon's
# -- name patterns and no subject ("姓钱" for 我姓{value}) is the name after it, as it is for a
# -- slot's own patterns --------------------------------------------------------------------


def test_a_surname_said_with_its_verb_alone_is_the_name(desk: Conversation) -> None:
    desk.say("借活动室 下周六 上午9点", flow="borrow_room", asked="contact")
    desk.say("姓钱", slots={"contact": "钱"}, asked="tel")


def test_a_name_said_as_one_calls_the_speaker_stays_whole(desk: Conversation) -> None:
    desk.say("借活动室 下周六 上午9点", flow="borrow_room", asked="contact")
    desk.say("叫我小周就行", slots={"contact": "小周"}, asked="tel")


# -- kind 5 (WANT_THEN_QUESTION): a want stated with a flow's trigger, then a question of its
# -- own naming no flow (whether the thing can be had then) is a request for that flow ------


def test_a_want_then_whether_a_day_is_free_starts_the_flow(desk: Conversation) -> None:
    desk.say("我想借活动室 下周日有空的吗", flow="borrow_room", slots={"day": "2026-12-13"})


def test_a_want_then_whether_places_are_left_starts_the_flow(desk: Conversation) -> None:
    desk.say("我们想报名书法课 人满了没", flow="sign_up", slots={"event": "书法课"})


# -- kind 6 (FLAT_GIVE_UP_MARKED_NOUN): a thing given up flatly (``undo_flat``) named by the
# -- last character of a trigger of the flow that makes it after a noun mark (的), "周六的场"
# -- of 订场, asks for the flow that undoes it, as "那节课" does with a measure word ------------


def test_a_marked_noun_given_up_flatly_with_its_code(desk: Conversation) -> None:
    desk.say("周六的场去不了了 编号CD1234", flow="cancel_court", slots={"ref": "CD1234"})


def test_a_marked_noun_given_up_flatly_asks_the_code(desk: Conversation) -> None:
    desk.say("明天的场来不了了", flow="cancel_court", asked="ref")


def test_the_noun_inside_a_longer_word_names_nothing(desk: Conversation) -> None:
    desk.say("明天的场馆去不了了", flow=None)
