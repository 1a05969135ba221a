"""Kinds of mistake the thirty-fifth session's Chinese domains showed (磨刀 and 采摘,
tests/test_written_domains_thirtyfifth_zh.py); each tested here in other words on another
domain (an industry conference's registration desk), and each test fails with its fix
taken out, but the guards beside them (named ``..._guard``, which pass either way). The
clock is a Wednesday (2026-12-09, 10:00: 下周二 12-15, 下周三 12-16, 下周四 12-17, 下周五
12-18).

1. **NO_TO_A_RIDE_SAID_BY_ITS_VERB**: "… 不坐接驳车 …" among a request's values, for a
   yes-or-no slot labelled 接驳车, was read as nothing and the shuttle asked again (seven
   of the 采摘 cases): riding a vehicle is taking up a service, as 开通 and 办理 are, so
   坐, 乘, 搭 (and 不坐, 不乘, 不用坐…) are words of having and lacking before a label
   (the lexicon's ``boolean_with``, ``boolean_without``).
2. **HELD_VALUE_TOLD_BUSY_BEFORE_ITS_CHANGE**: "周六有事 下周一吧" and "周日要加班 下周六吧"
   at the confirmation kept the day held: a day said with the words that it does not suit
   the speaker right after it (有事, 要加班; the lexicon's ``dislikes``, as "周六不行" was)
   is refused, and a held value refused so is a reason for the change as a no or a
   correction word is (nlu/corrections.py, nlu/refused.py ``disliked``).
3. **BARE_CHANGE_VERB_OPENING_A_LATER_CLAUSE**: "明天好像要下雨 改后天吧" while another slot
   was asked kept 明天: a bare verb of change (``change_verbs_bare``: 改) right before a
   value counted only opening the message; it opens a later clause too, after the clause
   of its reason (nlu/correction_evidence.py).
4. **REFERENCE_BY_THE_VERB_THAT_MADE_IT**: "刚才约的取消了吧 人凑不齐" right after a booking
   asked "预约号是CZ5001吗？", and "刚才约的取消吧" said nothing could be cancelled: the one
   just made, named by the verb that made it (刚约的, 刚才预订的…), is a reference as 刚才
   那个 is (the lexicon's ``references.pronoun``).
5. **NUMBER_AFTER_A_NO_WITH_A_WORD_OF_ITS_OWN_READ_AS_A_CORRECTION**: "报名参会 … 2个人 …
   不要班车 13912345678" (writing this file's conference domain) refused the count "不能大于
   10": the no of 不要班车 was read as a correction of the count, and the phone after the
   space as the count corrected to. A Chinese no glued to its word refuses that word alone;
   a number after a space is another part (nlu/said_last.py).
6. **GOING_TURNED_DOWN_READ_AS_THE_UNDO_FLOW**: "还是不去了 孩子要补课" at the confirmation
   of a 采摘 booking started the cancel flow (its trigger 不去了), asking for a code of a
   booking never made: turning down the going a flow books (the lexicon's
   ``attending_verbs``: 去, 来, 过来…) lets go a flow that makes a thing, as turning down
   a verb of booking does (nlu/quit_verb.py).
7. **PEOPLE_COUNTED_PER_GROUP_WITH_THE_COUNT_AFTER**: "蓝莓吧 大人两个小孩一个" to "几位来？"
   counted 2, not 3: a party said per kind of people, each kind first and its count after
   it, summed only the counts said before their kind ("两个大人一个小孩"); where words are
   glued, the kinds so said one after another are summed too (nlu/party.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK, {"register": {"ref": "HY2001"}})

CONFERENCE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  register:
    description: 报名参加行业大会
    triggers: [报名参会, 大会报名, 参会报名]
    slots:
      - {name: ticket, type: enum, values: [单日票, 全程票], label: 票种, prompt: "单日票还是全程票？"}
      - {name: people, type: integer, kind: people, min: 1, max: 10, label: 人数, prompt: "几位参会？"}
      - {name: day, type: date, min: today, max: +60d, label: 参会日期, prompt: "哪天到会？"}
      - {name: bus, type: boolean, label: 班车, prompt: "要不要乘会场的班车？"}
      - {name: phone, type: phone, label: 电话, prompt: "留个手机号？"}
    confirm: "{day}参会，{ticket}，{people}位，班车：{bus}，电话{phone}。确认吗？"
    action: register
    results: [{name: ref, entity: registration}]
    done: "报好了，报名号{ref}。"
    entity: registration
  cancel_registration:
    description: 取消参会报名
    triggers: [取消报名, 不参会了, 不去了, 不过来了]
    destructive: true
    slots:
      - {name: ref, type: text, entity: registration, pattern: "^HY\\\\d{4}$", label: 报名号,
         patterns: ["报名号{value}"], prompt: "报名号多少？HY开头的。"}
    confirm: "取消{ref}？"
    action: cancel_registration
    done: "已取消{ref}。"
    entity: registration
"""

FULL = "报名参会 全程票 2个人 下周二 13800001111 不要班车"


def _confirming(tmp_path: Path) -> tuple[Conversation, list[str]]:
    chat, ran = _talk(tmp_path, CONFERENCE)
    chat.say(FULL, flow="register", phase="confirming", slots={"day": "2026-12-15"})
    return chat, ran


# 1. NO_TO_A_RIDE_SAID_BY_ITS_VERB


@pytest.mark.parametrize(
    ("said", "bus"),
    [("不乘班车", False), ("不用坐班车", False), ("搭班车", True), ("要坐班车", True)],
)
def test_a_ride_said_by_its_verb_answers_the_vehicles_slot(
    tmp_path: Path, said: str, bus: bool
) -> None:
    chat, ran = _talk(tmp_path, CONFERENCE)
    chat.say(
        f"报名参会 单日票 3个人 下周四 {said} 13800001111",
        flow="register",
        phase="confirming",
        slots={"bus": bus, "people": 3, "day": "2026-12-17"},
    )
    assert ran == []


def test_a_ride_turned_down_by_a_word_of_lacking_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CONFERENCE)
    chat.say(FULL, flow="register", phase="confirming", slots={"bus": False})


# 2. HELD_VALUE_TOLD_BUSY_BEFORE_ITS_CHANGE


@pytest.mark.parametrize(
    ("said", "day"),
    [("下周二得加班 下周四吧", "2026-12-17"), ("下周二要上班 下周五吧", "2026-12-18")],
)
def test_the_held_day_told_busy_then_another_day_changes_it(
    tmp_path: Path, said: str, day: str
) -> None:
    chat, ran = _confirming(tmp_path)
    chat.say(said, flow="register", phase="confirming", slots={"day": day})
    assert ran == []


def test_the_held_day_refused_by_no_then_another_day_guard(tmp_path: Path) -> None:
    chat, ran = _confirming(tmp_path)
    chat.say(
        "下周二不行 下周四吧", flow="register", phase="confirming", slots={"day": "2026-12-17"}
    )
    assert ran == []


def test_the_held_day_agreed_at_the_confirmation_guard(tmp_path: Path) -> None:
    chat, ran = _confirming(tmp_path)
    chat.say("好的", flow=None, bot_contains="HY2001")
    assert ran == ["register"]


# 3. BARE_CHANGE_VERB_OPENING_A_LATER_CLAUSE


def test_a_bare_change_verb_after_a_clause_of_its_reason_changes_the_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CONFERENCE)
    chat.say("报名参会 全程票 2个人 下周二", flow="register", asked="bus")
    chat.say("下周二可能要出差 改下周三吧", slots={"day": "2026-12-16"}, asked="bus")


def test_a_bare_change_verb_opening_the_message_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CONFERENCE)
    chat.say("报名参会 全程票 2个人 下周二", flow="register", asked="bus")
    chat.say("改下周三吧", slots={"day": "2026-12-16"}, asked="bus")


# 4. REFERENCE_BY_THE_VERB_THAT_MADE_IT


@pytest.mark.parametrize("said", ["刚预订的取消掉吧 行程有变", "刚才预约的取消一下吧"])
def test_the_one_just_made_named_by_its_verb_is_undone(tmp_path: Path, said: str) -> None:
    chat, ran = _confirming(tmp_path)
    chat.say("好的", flow=None, bot_contains="HY2001")
    chat.say(said, flow="cancel_registration", phase="confirming", slots={"ref": "HY2001"})
    chat.say("对 取消吧", flow=None, bot_contains="已取消")
    assert ran == ["register", "cancel_registration"]


def test_the_one_just_made_named_by_a_pointing_word_guard(tmp_path: Path) -> None:
    chat, ran = _confirming(tmp_path)
    chat.say("好的", flow=None, bot_contains="HY2001")
    chat.say(
        "刚才那个取消吧", flow="cancel_registration", phase="confirming", slots={"ref": "HY2001"}
    )
    assert ran == ["register"]


# 5. NUMBER_AFTER_A_NO_WITH_A_WORD_OF_ITS_OWN_READ_AS_A_CORRECTION

BANQUET = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_banquet:
    description: 预订婚宴
    triggers: [订婚宴, 婚宴预订]
    slots:
      - {name: tables, type: integer, counts: 桌, measures: [桌], min: 5, max: 60, label: 桌数, prompt: "几桌？"}
      - {name: host, type: boolean, label: 司仪, prompt: "要安排司仪吗？"}
      - {name: phone, type: phone, label: 电话, prompt: "留个电话？"}
    confirm: "{tables}桌，司仪：{host}，电话{phone}。确认吗？"
    action: book_banquet
    done: "订好了。"
"""


@pytest.mark.parametrize(
    "said", ["订婚宴 20桌 不要司仪 13912345678", "订婚宴 二十桌 不要司仪 15800002222"]
)
def test_a_phone_after_a_no_with_its_word_is_no_corrected_count(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, BANQUET)
    chat.say(said, flow="book_banquet", phase="confirming", slots={"tables": 20, "host": False})
    assert ran == []


def test_a_count_corrected_after_a_no_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BANQUET)
    chat.say("订婚宴 20桌 不对 25桌", flow="book_banquet", slots={"tables": 25}, asked="host")


# 6. GOING_TURNED_DOWN_READ_AS_THE_UNDO_FLOW


@pytest.mark.parametrize("said", ["我还是不去了 老板不批", "先不过来了 到时候再说"])
def test_going_turned_down_at_the_confirmation_lets_the_booking_go(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _confirming(tmp_path)
    chat.say(said, flow=None, bot_not_contains="HY2001")
    assert ran == []


def test_going_turned_down_after_the_booking_is_the_undo_flow_guard(tmp_path: Path) -> None:
    chat, ran = _confirming(tmp_path)
    chat.say("好的", flow=None, bot_contains="HY2001")
    chat.say("不去了 报名号HY2001", flow="cancel_registration", phase="confirming")
    assert ran == ["register"]


# 7. PEOPLE_COUNTED_PER_GROUP_WITH_THE_COUNT_AFTER


def test_kinds_of_people_each_said_before_its_count_are_summed(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CONFERENCE)
    chat.say(
        "报名参会 全程票 老师两位 学生五位 下周二",
        flow="register",
        slots={"people": 7, "day": "2026-12-15"},
        asked="bus",
    )


def test_kinds_of_people_before_their_counts_as_the_answer(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CONFERENCE)
    chat.say("报名参会 全程票", flow="register", asked="people")
    chat.say("员工3个 家长1个", slots={"people": 4}, asked="day")


def test_kinds_of_people_after_their_counts_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CONFERENCE)
    chat.say("报名参会 全程票", flow="register", asked="people")
    chat.say("两个老师五个学生", slots={"people": 7}, asked="day")
