"""A no at a destructive flow's confirmation keeps the thing the flow would undo.

The policy (decided in the wave's sixth session): "Withdraw from course LS-2210? This cannot
be undone." answered "no" means leave it be, as a person at a desk would take it; asking
"what would you like to change?" read that no as a wrong detail and made the user say no a
second time (the ferry desk's "actually no" and the 手机维修店's "不不不，还是修吧", strict
xfails until then). What stays as before:

- a no with a new value ("no, it's LS-2201") corrects the value and confirms again;
- a no said with a wait ("no wait", "不，我再想想") refuses nothing yet, nor does one that
  says something is wrong ("that's wrong", "不对"): what to change is asked, and a yes after
  it asks the confirmation again;
- a no to a confirmation of a flow that undoes nothing still asks what to change;
- a yes that carries the flow's verb ("yes withdraw me") goes ahead.

Domains: a language school's course desk (English) and a 游泳馆 front desk (Chinese),
neither used by any other test. The clock is a Wednesday (2026-12-02).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import written

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

SCHOOL = """
settings: {language: en}
flows:
  enrol:
    description: enrolling in a language course
    triggers: [sign me up for a course, enrol in a course, join a class]
    slots:
      - {name: language, type: enum, values: [spanish, french, japanese], prompt: "Which language?"}
      - {name: start, type: date, min: today, max: +60d, prompt: "From which day?"}
    confirm: "{language} from {start}?"
    action: enrol
    done: "You're enrolled."
  withdraw:
    description: withdrawing from a language course
    triggers: [withdraw from my course, drop my course, quit my class]
    destructive: true
    slots:
      - {name: course, type: text, pattern: '^LS-\\d{4}$', prompt: "Your course code? It starts with LS-."}
    confirm: "Withdraw from course {course}? This cannot be undone."
    action: withdraw
    done: "You are withdrawn from {course}."
"""

POOL = """
settings: {language: zh}
flows:
  renew:
    description: 游泳年卡续费
    triggers: [续卡, 年卡续费, 续费年卡]
    slots:
      - {name: card, type: text, pattern: '^Y\\d{5}$', label: 卡号, prompt: "卡号是多少？"}
    confirm: "给{card}续一年，确认吗？"
    action: renew
    done: "{card}已续费。"
  refund_card:
    description: 退游泳年卡
    triggers: [退卡, 退年卡, 不游了退卡]
    destructive: true
    slots:
      - {name: card, type: text, pattern: '^Y\\d{5}$', label: 卡号, prompt: "要退哪张卡？"}
    confirm: "退掉{card}，剩余次数作废，确认吗？"
    action: refund_card
    done: "{card}已退，余额三个工作日内退回。"
"""


def _talk(tmp_path: Path, text: str) -> tuple[Conversation, list[str]]:
    return written(tmp_path, text, CLOCK)


@pytest.mark.parametrize("said", ["no", "nah", "actually no", "no thanks"])
def test_a_no_keeps_the_course(tmp_path: Path, said: str) -> None:
    c, ran = _talk(tmp_path, SCHOOL)
    c.say("pls withdraw from my course LS-2210", flow="withdraw", phase="confirming")
    c.say(said, phase="chitchat", bot_contains="nothing has changed", bot_not_contains="withdrawn")
    assert ran == []


def test_a_no_with_another_code_corrects_it(tmp_path: Path) -> None:
    c, ran = _talk(tmp_path, SCHOOL)
    c.say("drop my course LS-2210", phase="confirming")
    c.say("no its LS-2201", phase="confirming", slots={"course": "LS-2201"})
    c.say("yes withdraw me", phase="chitchat", bot_contains="withdrawn from LS-2201")
    assert ran == ["withdraw"]


def test_a_no_with_a_wait_refuses_nothing_yet(tmp_path: Path) -> None:
    c, ran = _talk(tmp_path, SCHOOL)
    c.say("quit my class", asked="course")
    c.say("LS-3300", phase="confirming")
    c.say("no wait", phase="collecting", bot_not_contains="nothing has changed")
    c.say("yes", phase="confirming", bot_contains="Withdraw from course LS-3300")
    c.say("yes", phase="chitchat", bot_contains="withdrawn from LS-3300")
    assert ran == ["withdraw"]


def test_a_no_to_a_flow_that_undoes_nothing_asks_what_to_change(tmp_path: Path) -> None:
    c, ran = _talk(tmp_path, SCHOOL)
    c.say("sign me up for a course, french from monday", phase="confirming")
    c.say("no", phase="collecting", bot_not_contains="nothing has changed")
    assert ran == []


@pytest.mark.parametrize("said", ["不", "不了", "不退了", "算了不退"])
def test_a_no_keeps_the_card_zh(tmp_path: Path, said: str) -> None:
    c, ran = _talk(tmp_path, POOL)
    c.say("我要退卡，卡号Y20417", flow="refund_card", phase="confirming")
    c.say(said, phase="chitchat", bot_contains="保持原样", bot_not_contains="已退")
    assert ran == []


@pytest.mark.parametrize("said", ["no thats wrong", "not quite"])
def test_a_no_saying_something_is_wrong_asks_what_to_change(tmp_path: Path, said: str) -> None:
    c, ran = _talk(tmp_path, SCHOOL)
    c.say("drop my course LS-2210", phase="confirming")
    c.say(said, phase="collecting", bot_not_contains="nothing has changed")
    assert ran == []


@pytest.mark.parametrize("said", ["不对", "卡号错了"])
def test_a_no_saying_something_is_wrong_zh(tmp_path: Path, said: str) -> None:
    c, ran = _talk(tmp_path, POOL)
    c.say("退卡 Y20417", phase="confirming")
    c.say(said, phase="collecting", bot_not_contains="保持原样")
    assert ran == []


def test_a_no_with_a_wait_refuses_nothing_yet_zh(tmp_path: Path) -> None:
    c, ran = _talk(tmp_path, POOL)
    c.say("退年卡", asked="card")
    c.say("Y20417", phase="confirming")
    c.say("不，我再想想", phase="collecting", bot_not_contains="保持原样")
    assert ran == []


def test_a_no_with_another_card_corrects_it_zh(tmp_path: Path) -> None:
    c, ran = _talk(tmp_path, POOL)
    c.say("退卡 Y20417", phase="confirming")
    c.say("不对，是Y20471", phase="confirming", slots={"card": "Y20471"})
    c.say("对，退吧", phase="chitchat", bot_contains="Y20471已退")
    assert ran == ["refund_card"]
