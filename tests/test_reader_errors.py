"""A reader that raises is named, and the conversation loses nothing.

The rule understander's safety net takes a message it failed on as talk, so the turn still
answers. Said that way alone a bug looked exactly like a message the bot did not
understand (a helper found a wrong attribute name of their own only by that reply). Now
the turn records a ``reader_failed`` event (the reader or refine step, the error, the file
and line), logs the error with its traceback to ``dialogflows.understanding``, and the
simulator prints a notice naming the reader; the task, its values and its phase stay as
they were, and the same message said once the reader is mended is read as always.

A reader that raises is put into the declared lists of ``nlu/pipeline.py`` (in front of
the readers of a message to a running task, or of the refine stage); the rules' own work
between readers is made to raise too. Domains: a kayak hire stand (English) and a 修鞋铺
(Chinese), used by no other test.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.event_model import typed
from dialogflows.nlu import pipeline, weighing
from dialogflows.nlu.reader import Reader, Refiner
from dialogflows.simulator import Simulator
from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")  # a Wednesday

KAYAKS = """
settings: {language: en}
flows:
  hire_kayak:
    description: hiring a kayak for a day on the river
    triggers: [hire a kayak, rent a kayak, kayak hire]
    slots:
      - {name: day, type: date, min: today, prompt: "Which day do you want it?"}
      - {name: paddlers, type: integer, min: 1, max: 6, prompt: "How many paddlers?"}
      - {name: boat, type: enum, values: [single, tandem], prompt: "Single or tandem?"}
    confirm: "A {boat} kayak for {paddlers} on {day}?"
    action: hire_kayak
    done: "Booked: a {boat} kayak on {day}."
"""

SHOES = """
settings: {language: zh}
flows:
  mend_shoes:
    description: 修鞋预约
    triggers: [修鞋, 鞋子坏了, 换鞋跟]
    slots:
      - {name: repair, type: enum, values: [换鞋跟, 补鞋底, 缝线], label: 修理项目, prompt: "要修哪里？"}
      - {name: pairs, type: integer, min: 1, max: 5, label: 双数, prompt: "几双鞋？"}
      - {name: pickup, type: date, min: today, label: 取鞋日期, prompt: "哪天来取？"}
    confirm: "{pairs}双{repair}，{pickup}取，确认吗？"
    action: mend_shoes
    done: "好的，{pickup}来取。"
"""


class PaddleBug(Exception):
    """The made-up bug of the made-up readers below."""


def _broken(*_: Any) -> Any:
    raise PaddleBug("no attribute 'paddle_size'")


def _bot(tmp_path: Path, text: str, store: str | None = None) -> Dispatcher:
    (tmp_path / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK, store=store)
    for name in ("hire_kayak", "mend_shoes"):
        bot.action(name)(lambda slots, ctx: {})
    return bot


def _filled(talk: Conversation) -> dict[str, Any]:
    return {k: v for k, v in talk.slots.items() if v is not None}


def _failed(reply: Any) -> list[dict[str, Any]]:
    return [e.data for e in reply.events if e.type == "reader_failed"]


def test_a_reader_that_raises_is_named_and_the_task_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    bot = _bot(tmp_path, KAYAKS, store=f"sqlite:///{tmp_path / 'sessions.db'}")
    talk = Conversation(bot, session_id="river")
    talk.say("hey can i rent a kayak for saturday", phase="collecting")
    assert _filled(talk) == {"day": "2026-12-05"}
    before = talk.last.state

    monkeypatch.setattr(pipeline, "IN_TASK", (Reader("probe_broken", _broken), *pipeline.IN_TASK))
    with caplog.at_level(logging.ERROR, logger="dialogflows.understanding"):
        reply = talk.say("2 of us")
    # the turn answers, and nothing the user gave is lost
    assert reply.messages
    assert reply.state.phase == "collecting" and _filled(talk) == {"day": "2026-12-05"}
    assert reply.state.active_task is not None and before.active_task is not None
    assert reply.state.active_task.asked == before.active_task.asked
    # the reader is named, with its error and the line it was raised at
    (failed,) = _failed(reply)
    assert failed["reader"] == "probe_broken"
    assert failed["error"] == "PaddleBug: no attribute 'paddle_size'"
    assert str(failed["where"]).startswith("nlu/reader.py:")
    assert [e.type for e in reply.events].count("understanding_failed") == 1
    # and logged, with its traceback, without what the user typed
    (record,) = [r for r in caplog.records if r.name == "dialogflows.understanding"]
    assert "'probe_broken'" in record.getMessage() and record.exc_info is not None
    assert "2 of us" not in record.getMessage()

    # mended, the same message is read as always, on the values kept
    monkeypatch.undo()
    talk.say("2 of us", phase="collecting")
    assert _filled(talk) == {"day": "2026-12-05", "paddlers": 2}

    # another process reads the same log: the event is there, and typed
    other = _bot(tmp_path, KAYAKS, store=f"sqlite:///{tmp_path / 'sessions.db'}")
    logged = [e for e in other.events("river") if e.type == "reader_failed"]
    assert len(logged) == 1 and typed(logged[0]).data.reader == "probe_broken"  # type: ignore[attr-defined]


def test_a_refine_step_that_raises_is_named_like_a_reader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = _bot(tmp_path, SHOES)
    talk = Conversation(bot, session_id="鞋")
    talk.say("鞋跟掉了想修鞋", phase="collecting")
    kept = _filled(talk)
    monkeypatch.setattr(pipeline, "REFINE", (Refiner("probe_refine", _broken), *pipeline.REFINE))
    reply = talk.say("换个鞋跟")
    assert reply.messages and _filled(talk) == kept and reply.state.phase == "collecting"
    (failed,) = _failed(reply)
    assert failed["reader"] == "probe_refine" and "PaddleBug" in failed["error"]
    monkeypatch.undo()
    talk.say("换个鞋跟")
    assert _filled(talk) == {"repair": "换鞋跟"}


def test_the_rules_own_work_failing_is_named_the_pipeline(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = _bot(tmp_path, KAYAKS)
    talk = Conversation(bot, session_id="river")
    talk.say("kayak hire pls", phase="collecting")
    monkeypatch.setattr(weighing, "elsewhere_asked", _broken)
    reply = talk.say("this sat")
    assert reply.messages and _filled(talk) == {} and reply.state.phase == "collecting"
    (failed,) = _failed(reply)
    assert failed["reader"] == "pipeline" and "PaddleBug" in failed["error"]
    assert str(failed["where"]).startswith("nlu/pipeline.py:")


def test_the_simulator_says_which_reader_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sim = Simulator(_bot(tmp_path, SHOES), session_id="店")
    sim.step("我要修鞋")
    monkeypatch.setattr(pipeline, "IN_TASK", (Reader("probe_broken", _broken), *pipeline.IN_TASK))
    sim.step("/why")
    out = sim.step("补鞋底")
    notices = " ".join(n.plain for n in out.notices)
    assert "reader 'probe_broken'" in notices and "PaddleBug" in notices
    assert out.why is not None and "reader 'probe_broken'" in out.why.plain
    monkeypatch.undo()
    out = sim.step("补鞋底")
    assert out.notices == [] and sim.state.active_task is not None
    assert sim.state.active_task.value("repair") == "补鞋底"
