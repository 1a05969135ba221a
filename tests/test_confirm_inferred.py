"""A value the user gave only by inference is said back when it is filled: a date from a
weekday at once, a time from a bare hour when the slot asks for it (``confirm_inferred``).
A vet's appointments, written from docs/dsl.md, in both languages."""

from __future__ import annotations

from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

#: a Tuesday
CLOCK = FixedClock("2026-12-01T09:00:00")

VET_EN = """
flows:
  book_visit:
    description: booking a vet visit
    triggers: ["book a vet visit", "see the vet"]
    slots:
      - {name: pet, type: enum, values: [dog, cat, rabbit], prompt: "Which pet?"}
      - {name: visit_time, type: time, confirm_inferred: true, prompt: "What time?"}
      - {name: visit_day, type: date, prompt: "Which day?"}
    confirm: "{pet} on {visit_day} at {visit_time}?"
"""

VET_ZH = """
settings: {language: zh}
flows:
  book_visit:
    description: 预约看宠物医生
    triggers: ["预约兽医", "带宠物看病"]
    slots:
      - {name: pet, type: enum, label: 宠物, values: [狗, 猫], prompt: "什么宠物？"}
      - {name: visit_day, type: date, label: 日期, prompt: "哪天？"}
      - {name: visit_time, type: time, label: 时间, confirm_inferred: false, prompt: "几点？"}
    confirm: "{visit_day} {visit_time}带{pet}来，对吗？"
"""


def vet(tmp_path: Path, text: str) -> Conversation:
    (tmp_path / "vet.yaml").write_text(text, encoding="utf-8")
    return Conversation(Dispatcher.from_path(tmp_path, clock=CLOCK), "s")


def test_a_weekday_is_said_back_as_the_date_it_made(tmp_path: Path) -> None:
    c = vet(tmp_path, VET_EN)
    c.say("see the vet with my cat at 4pm", bot="Which day?")
    c.say("next fri", bot="cat on Friday 11 December at 4:00 PM?")  # the confirmation says it
    c = vet(tmp_path, VET_EN)
    c.say("see the vet on friday", bot=["That's Friday 4 December.", "Which pet?"])


def test_a_bare_hour_is_said_back_when_the_slot_asks(tmp_path: Path) -> None:
    c = vet(tmp_path, VET_EN)
    c.say("book a vet visit for the dog", bot="What time?")
    c.say("half past 7", bot=["That's 7:30 AM.", "Which day?"], slots={"visit_time": "07:30"})
    c.say("no, 7:30 in the evening", slots={"visit_time": "19:30"})


def test_a_date_said_whole_or_a_time_with_its_side_is_not_said_back(tmp_path: Path) -> None:
    c = vet(tmp_path, VET_EN)
    c.say("see the vet", bot="Which pet?")
    c.say("rabbit at 3pm", bot="Which day?")
    c.say("december 10", bot="rabbit on Thursday 10 December at 3:00 PM?")


def test_chinese_weekday_said_back_and_a_slot_that_opts_out(tmp_path: Path) -> None:
    c = vet(tmp_path, VET_ZH)
    c.say("预约兽医，带猫", bot="哪天？")
    c.say("下周五", bot=["也就是12月11日（周五）。", "几点？"])
    c.say("3点", bot="12月11日（周五） 15:00带猫来，对吗？")


def test_chinese_time_with_its_side_of_the_day_is_not_inferred(tmp_path: Path) -> None:
    zh = VET_ZH.replace("confirm_inferred: false", "confirm_inferred: true")
    zh = zh.replace(
        """      - {name: visit_day, type: date, label: 日期, prompt: "哪天？"}
      - {name: visit_time, type: time, label: 时间, confirm_inferred: true, prompt: "几点？"}""",
        """      - {name: visit_time, type: time, label: 时间, confirm_inferred: true, prompt: "几点？"}
      - {name: visit_day, type: date, label: 日期, prompt: "哪天？"}""",
    )
    c = vet(tmp_path, zh)
    c.say("预约兽医，带狗，晚上7点", bot="哪天？", slots={"visit_time": "19:00"})
    c = vet(tmp_path, zh)
    c.say("预约兽医，带狗", bot="几点？")
    c.say("7点", bot=["也就是07:00。", "哪天？"])
