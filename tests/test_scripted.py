"""The scripted understander: pinned understanding for tests and replays."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from dialogflows.commands import Affirm, ChitChat, SetSlot, StartTask
from dialogflows.nlu.base import NluContext, Understander
from dialogflows.nlu.scripted import ScriptedUnderstander, ScriptError, ScriptExhausted
from dialogflows.spec import Domain
from dialogflows.state import DialogueState


@pytest.fixture
def ctx() -> NluContext:
    return NluContext(
        state=DialogueState(session_id="s"), domain=Domain(), now=datetime(2026, 11, 29, 9, 0)
    )


def test_list_script_answers_turns_in_order_whatever_is_said(ctx: NluContext) -> None:
    script = ScriptedUnderstander(
        [
            [{"type": "start_task", "flow": "book_flight"}, SetSlot(slot="city", value="Rome")],
            {"type": "affirm"},
            [],
        ]
    )
    assert isinstance(script, Understander)
    assert script.understand("fly me to Rome", ctx) == [
        StartTask(flow="book_flight"),
        SetSlot(slot="city", value="Rome"),
    ]
    assert script.remaining == 2
    assert script.understand("anything at all", ctx) == [Affirm()]
    assert script.understand("and this", ctx) == []
    assert script.heard == ["fly me to Rome", "anything at all", "and this"]


def test_list_script_running_out_is_an_error_naming_the_turn(ctx: NluContext) -> None:
    script = ScriptedUnderstander([[Affirm()]])
    script.understand("yes", ctx)
    with pytest.raises(ScriptExhausted, match=r"1 turn\(s\).*turn 2 \('one more'\)"):
        script.understand("one more", ctx)
    script.reset()
    assert script.understand("yes again", ctx) == [Affirm()]


def test_returned_lists_are_copies(ctx: NluContext) -> None:
    script = ScriptedUnderstander({"yes": [Affirm()]})
    script.understand("yes", ctx).append(ChitChat())
    assert script.understand("yes", ctx) == [Affirm()]


def test_mapping_script_matches_exact_text_and_chitchats_otherwise(ctx: NluContext) -> None:
    script = ScriptedUnderstander(
        {
            "yes please": [{"type": "affirm"}],
            "Rome": {"type": "set_slot", "slot": "city", "value": "Rome"},
        }
    )
    assert script.understand("  yes please ", ctx) == [Affirm()]
    assert script.understand("Rome", ctx) == [SetSlot(slot="city", value="Rome")]
    assert script.understand("rome", ctx) == [ChitChat(text="rome")]
    assert script.remaining is None


def test_invalid_commands_fail_when_the_script_is_built() -> None:
    with pytest.raises(ScriptError, match=r"turn 2: invalid command"):
        ScriptedUnderstander([[Affirm()], [{"type": "set_slot", "value": 1}]])
    with pytest.raises(ScriptError, match="turn 1"):
        ScriptedUnderstander([[{"type": "teleport"}]])
    with pytest.raises(ScriptError, match="list of turns or a mapping"):
        ScriptedUnderstander("affirm")  # type: ignore[arg-type]
    with pytest.raises(ScriptError, match="reply for 'hi'"):
        ScriptedUnderstander({"hi": 42})


async def test_aunderstand(ctx: NluContext) -> None:
    script = ScriptedUnderstander([[Affirm()]])
    assert await script.aunderstand("yes", ctx) == [Affirm()]


def test_from_yaml_list_and_mapping(tmp_path: Path, ctx: NluContext) -> None:
    turns = tmp_path / "turns.yaml"
    turns.write_text(
        "- [{type: start_task, flow: order_food}]\n- {type: set_slot, slot: dish, value: 饺子}\n",
        encoding="utf-8",
    )
    script = ScriptedUnderstander.from_yaml(turns)
    assert script.understand("点外卖", ctx) == [StartTask(flow="order_food")]
    assert script.understand("饺子", ctx) == [SetSlot(slot="dish", value="饺子")]

    replies = tmp_path / "replies.yaml"
    replies.write_text("'yes': [{type: affirm}]\n", encoding="utf-8")
    assert ScriptedUnderstander.from_yaml(replies).understand("yes", ctx) == [Affirm()]


def test_from_yaml_errors_name_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("- [{type: affirm\n", encoding="utf-8")
    with pytest.raises(ScriptError, match=r"bad\.yaml: not valid YAML"):
        ScriptedUnderstander.from_yaml(bad)
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text("- {type: nope}\n", encoding="utf-8")
    with pytest.raises(ScriptError, match=r"wrong\.yaml: turn 1"):
        ScriptedUnderstander.from_yaml(wrong)
    with pytest.raises(ScriptError, match="cannot read script"):
        ScriptedUnderstander.from_yaml(tmp_path / "missing.yaml")
