"""Kinds of mistake the lead found in the wave's twelfth session, probing a trampoline park
and other domains written from docs/dsl.md; each tested here in other words on other
domains. Each test fails with its fix taken out. The clock is a Wednesday (2026-12-02, 10:00).

1. A question about what the business asks of people ("do i need to…", "do we have to…")
   holding another flow's trigger, asked mid-task after a leading word ("wait do i need to
   sign a waiver for each kid?"), put the task on hold and started that flow: the question
   was tested at the message's very start, where the leading word ("wait", "ok so", "hey")
   hid it. The words a question may lead with are looked past, as the meaning readers do.
2. A trigger phrase the author wrote with a question word in it ("先住几天试试": 几 is "a
   few" there, not "how many") made every message holding it a question, and a question
   for information starts no flow that books: the trigger never started its flow. The
   words of the message's own trigger hits ask nothing; a question word outside them, or a
   question mark, still asks.
3. An age said in Chinese of the one the task is for, without 岁 ("我爸82了 想先住几天试试",
   "她都68了"), was not read (English read "my son is 7" already): the lexicon's
   ``age_of_phrases`` and ``age_of_family`` now have Chinese ones, and the slot's label
   names its person too (老人 of 老人年龄).
"""

from __future__ import annotations

from pathlib import Path

from written_support import written

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

COURIER = """
settings: {language: en, region: GB}
flows:
  send_parcel:
    description: sending a parcel with a bike courier
    triggers: [send a parcel, book a courier, courier pickup]
    slots:
      - {name: pickup, type: text, kind: address, prompt: "Where do we collect it from?"}
      - {name: size, type: enum, values: [envelope, small box, large box], prompt: "Envelope, small box or large box?"}
      - {name: day, type: date, min: today, max: +14d, prompt: "Which day?"}
    confirm: "A {size} from {pickup} on {day}?"
    action: send
    done: "Booked."
  insure:
    description: insuring a parcel's contents
    triggers: [insure the parcel, insure my parcel, parcel insurance]
    slots:
      - {name: worth, type: money, prompt: "What is it worth?"}
    confirm: "Insure it for {worth}?"
    action: insure
    done: "Insured."
"""

CODING = """
settings: {language: zh, region: CN}
flows:
  trial:
    description: 少儿编程试听
    triggers: [试听几节课, 试听课]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天来试听？"}
      - {name: age, type: integer, kind: age, min: 5, max: 16, label: 孩子年龄, prompt: "孩子几岁？"}
    confirm: "{day}试听，孩子{age}岁？"
    action: trial
    done: "约好了。"
  enrol:
    description: 报名编程课
    triggers: [报名, 报个班]
    slots:
      - {name: level, type: enum, values: [启蒙班, 进阶班], label: 班级, prompt: "启蒙班还是进阶班？"}
    confirm: "报{level}？"
    action: enrol
    done: "报好了。"
"""

SENIOR = """
settings: {language: zh, region: CN}
flows:
  enrol:
    description: 老年大学报名
    triggers: [报名, 报个班]
    slots:
      - {name: course, type: enum, values: [书法班, 合唱班, 太极班], label: 课程, prompt: "报哪个班？"}
      - {name: age, type: integer, kind: age, min: 50, max: 95, label: 学员年龄, prompt: "学员多大年纪？"}
      - {name: phone, type: phone, label: 电话, prompt: "留个电话？"}
    confirm: "{course}，{age}岁，电话{phone}？"
    action: enrol
    done: "报好了。"
"""


def _talk(tmp_path: Path, text: str) -> tuple[Conversation, list[str]]:
    return written(tmp_path, text, CLOCK)


# -- 1. a question of what is required, after a leading word -----------------------------------


def test_a_requirement_question_after_a_leading_word_starts_no_other_flow(
    tmp_path: Path,
) -> None:
    chat, ran = _talk(tmp_path, COURIER)
    chat.say("book a courier", flow="send_parcel", asked="pickup")
    chat.say("ok so do we have to insure the parcel as well?", flow="send_parcel", asked="pickup")
    chat.say("12 mill lane", flow="send_parcel", slots={"pickup": "12 mill lane"}, asked="size")
    chat.say("hey do i need to insure my parcel", flow="send_parcel", asked="size")
    chat.say("small box", flow="send_parcel", asked="day")
    assert ran == []


def test_the_same_words_as_a_request_still_switch(tmp_path: Path) -> None:
    """Not a question of what is required: asked for, the other flow starts."""
    chat, _ = _talk(tmp_path, COURIER)
    chat.say("book a courier", flow="send_parcel", asked="pickup")
    chat.say("ok so can i insure my parcel", flow="insure", asked="worth")


# -- 2. a question word inside the domain's own trigger ----------------------------------------


def test_a_trigger_holding_a_question_word_starts_its_flow(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CODING)
    chat.say("周六让孩子试听几节课", flow="trial", slots={"day": "2026-12-05"}, asked="age")


def test_such_a_trigger_switches_mid_task(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CODING)
    chat.say("报个班", flow="enrol", asked="level")
    chat.say("还是先让他试听几节课吧", flow="trial", asked="day")


def test_a_question_word_outside_the_trigger_still_asks(tmp_path: Path) -> None:
    """Asked how much it costs, the message asks for information: nothing starts."""
    chat, ran = _talk(tmp_path, CODING)
    chat.say("试听几节课要多少钱", flow=None)
    assert ran == []


# -- 3. a Chinese age said of someone, without 岁 ----------------------------------------------


def test_a_chinese_age_said_of_the_family_fills_the_age(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SENIOR)
    chat.say("给我妈报个书法班 她都68了", flow="enrol", slots={"course": "书法班", "age": 68}, asked="phone")


def test_a_chinese_age_said_of_the_labels_person(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SENIOR)
    chat.say("报名合唱班，学员已经七十二了", slots={"course": "合唱班", "age": 72}, asked="phone")


def test_a_count_after_a_family_word_is_no_age(tmp_path: Path) -> None:
    """A measure word between the number and 了: two grandchildren, no age."""
    chat, _ = _talk(tmp_path, SENIOR)
    chat.say("报个太极班 孩子2个了都大了", slots={"course": "太极班", "age": None}, asked="age")
