"""Kinds of mistake in Chinese seen by the thirty-third Chinese session in its written
domains (洗鞋 tests/domains/xixie, 老照片修复 tests/domains/laozhaopian;
/work/notes/s33-chinese33.md), each tested here in other words on another domain: one
already in tests/domains, loaded as written there, or a small one written in the test."""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

_talk = talker(FixedClock("2026-12-16T10:00:00"))

# -- kind 1 (TRIGGER_READ_ACROSS_A_SPACE_INTO_A_VALUE): "修老照片 修复加上色 两张" took 上色
# -- where 修复加上色 was said: the trigger 照片修复, its characters allowed apart, was found
# -- across the space ("照片 修复"), so the value said whole after the space lost its head
# -- to the trigger and its tail named another value ---------------------------------------

_BIKES = """
settings: {language: zh, region: CN}
flows:
  book_repair:
    description: 预约自行车维修
    triggers: ["修自行车", "自行车维修"]
    slots:
      - {name: job, type: enum, label: 项目, values: [维修加保养, 保养, 换胎],
         prompt: "做什么？维修加保养、保养还是换胎？"}
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天来？"}
    confirm: "{day}{job}？"
    action: book_repair
"""


def test_a_value_after_a_space_is_not_cut_by_a_trigger_read_across_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, _BIKES)
    chat.say("修自行车 维修加保养 周五", flow="book_repair", slots={"job": "维修加保养"})


def test_a_value_after_the_whole_trigger_is_still_read(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, _BIKES)
    chat.say("自行车维修 保养 周五", flow="book_repair", slots={"job": "保养"})


def test_a_trigger_typed_apart_still_asks_for_its_flow(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, _BIKES)
    chat.say("自行车 维修 换胎", flow="book_repair", slots={"job": "换胎"})


# -- kind 2 (WEAK_TRIGGER_TOLD_THEN_ASKED): "想修负老照片 你们这能做吗" was refused as a question
# -- out of reach: a want or a statement holding a flow's trigger, then a can-you question of
# -- its own, asks for the flow, but the statement's trigger counted only as written, so one
# -- typed by its sound (修负 for 修复) left the question asking for nothing -------------------

DOMAINS = Path(__file__).parent / "domains"


def _open(domain: str, clock: str) -> Conversation:
    """A new session on the written domain ``domain`` at ``clock``."""
    bot = Dispatcher.from_path(DOMAINS / domain, clock=FixedClock(clock))
    return Conversation(bot, "s", "u1")


def test_a_trigger_typed_by_its_sound_then_a_can_you_question() -> None:
    chat = _open("kongtiao", "2026-12-10T10:00:00")
    chat.say("想清洗空跳 你们这能弄吗", flow="book_clean")


def test_a_can_you_question_after_a_statement_of_no_trigger_asks_for_nothing() -> None:
    chat = _open("kongtiao", "2026-12-10T10:00:00")
    chat.say("孩子想学画画 你们这能教吗", flow=None)
