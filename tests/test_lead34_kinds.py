"""Kinds of mistake the lead found in the wave's thirty-fourth session, probing domains
written from docs/dsl.md outside the repo (a pottery studio, a windscreen repairer, 宠物殡葬,
钢琴陪练); each tested here in other words on other domains, and each test fails with its
fix taken out, but the guards beside them (named ``..._guard``, which pass either way). The
clock is a Wednesday (2026-12-09, 10:00).

1. **YES_WITH_A_REASON_AT_A_DESTRUCTIVE_CONFIRMATION** (in its other shapes): "yes cancel
   it, we dont need it anymore", "对 取消吧 家里人想土葬" and "对 退了吧 孩子不想学了" to
   "Cancel …?" kept the booking or asked again: a reason that says what is no longer wanted
   holds a negation, read as taking the yes back, and Chinese parts its clauses by spaces,
   where only marks were looked for. A yes and a go-ahead as clauses of their own, then
   clauses saying why, is the yes; a reason clause opening with a no, a wait, a doubt or a
   correction still takes it back.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK)

# 1. YES_WITH_A_REASON_AT_A_DESTRUCTIVE_CONFIRMATION

SCAFFOLD = """
settings: {language: en, currency: GBP, region: GB}
flows:
  end_hire:
    description: ending a scaffold tower hire early
    triggers: [end my hire, end the hire, stop the hire]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^ST-\\\\d{3}$", label: hire reference, prompt: "Which hire? Like ST-123."}
    action: end_hire
    done: "Hire {ref} ended."
    cancelled: "OK, the hire carries on."
"""

ZH_GYM = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  quit_class:
    description: 退掉私教课
    triggers: [退私教课, 退课, 私教课不上了]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^SJ\\\\d{3}$", label: 课程号, prompt: "课程号？形如SJ123。"}
    action: quit_class
    done: "课程{ref}已退。"
    cancelled: "好的，课程保留。"
"""


@pytest.mark.parametrize(
    "said",
    [
        "yes end it, we dont need the tower anymore",
        "yep, end the hire. the builders finished early",
        "yes please, we won't be using it again",
    ],
)
def test_a_yes_to_an_undoing_with_a_reason_holding_a_negation_undoes(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, SCAFFOLD)
    chat.say("end my hire ST-204", flow="end_hire", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["end_hire"]


@pytest.mark.parametrize("said", ["是的 退了吧 最近老加班没空练", "嗯对 退掉 教练不太行"])
def test_a_chinese_yes_to_an_undoing_with_a_spaced_reason_undoes(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, ZH_GYM)
    chat.say("退课 SJ305", flow="quit_class", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["quit_class"]


@pytest.mark.parametrize("said", ["yes end it, no wait", "yes end it. actually hang on"])
def test_a_yes_taken_back_in_the_next_clause_undoes_nothing_guard(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, SCAFFOLD)
    chat.say("end my hire ST-204", flow="end_hire", phase="confirming")
    chat.say(said)
    assert ran == []


@pytest.mark.parametrize("said", ["是的 退了吧 不对 等一下", "好的 算了 还是别退了"])
def test_a_chinese_yes_taken_back_after_it_undoes_nothing_guard(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, ZH_GYM)
    chat.say("退课 SJ305", flow="quit_class", phase="confirming")
    chat.say(said)
    assert ran == []
