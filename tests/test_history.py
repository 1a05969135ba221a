"""The history view: the version chain of a session and its state at any version."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from dialogflows.errors import DialogflowsError
from dialogflows.events import Event, Recorder
from dialogflows.history import describe, history_lines, render_history, state_at
from dialogflows.state import DialogueState
from dialogflows.stores import Store, open_store

KEY = "u1:s1"


def console() -> Console:
    return Console(file=io.StringIO(), width=120, color_system=None)


def play(store: Store) -> None:
    """Three turns: start a flight booking, fill a slot, correct it."""
    state = DialogueState(session_id="s1", user_id="u1")
    turns = [
        [
            ("session_started", {"session_id": "s1", "user_id": "u1"}),
            ("turn_started", {"turn": 1}),
            ("message_added", {"role": "user", "content": "fly to [bold]Rome[/bold]"}),
            ("task_started", {"task_id": "t1", "flow": "book_flight", "slots": ["city"]}),
            ("slot_set", {"slot": "city", "value": "Rome"}),
        ],
        [("turn_started", {"turn": 2}), ("phase_changed", {"to": "confirming"})],
        [
            ("turn_started", {"turn": 3}),
            ("slot_corrected", {"slot": "city", "value": "Paris"}),
            ("belief_set", {"key": "budget", "value": 5000, "lasting": True}),
        ],
    ]
    for version, events in enumerate(turns, start=1):
        working = state.model_copy()
        rec = Recorder(working, version)
        for kind, data in events:
            rec.emit(kind, **data)
        store.save(KEY, working, version - 1, rec.events)
        state = working


@pytest.fixture
def store() -> Store:
    s = open_store("memory://")
    play(s)
    return s


def test_history_lists_each_version_with_what_changed(store: Store) -> None:
    entries = history_lines(store, KEY)
    assert [(e.version, e.turn) for e in entries] == [(1, 1), (2, 2), (3, 3)]
    assert entries[0].changes == (
        "session started (user 'u1')",
        "user said 'fly to [bold]Rome[/bold]'",
        "task book_flight started (t1)",
        "slot city = 'Rome'",
    )
    assert entries[1].changes == ("phase → confirming",)
    assert entries[2].changes == (
        "slot city corrected to 'Paris'",
        "belief budget = 5000 (lasting)",
    )


def test_the_rendered_table_prints_user_text_as_typed(store: Store) -> None:
    out = console()
    render_history(store, KEY, None, out)
    text = out.file.getvalue()  # type: ignore[attr-defined]
    assert "fly to [bold]Rome[/bold]" in text  # markup in a message is not interpreted
    assert "phase → confirming" in text and "corrected to 'Paris'" in text


def test_at_a_version_shows_the_state_then(store: Store) -> None:
    then = state_at(store, KEY, 2)
    assert then.active_task is not None and then.active_task.value("city") == "Rome"
    assert then.phase == "confirming" and then.beliefs == {}
    latest = state_at(store, KEY, 3)
    saved = store.load(KEY)
    assert saved is not None and latest.model_dump() == saved.model_dump()
    out = console()
    render_history(store, KEY, 1, out)
    printed = out.file.getvalue()  # type: ignore[attr-defined]
    body = json.loads(printed[printed.index("{") :])
    assert body["version"] == 1 and body["active_task"]["slots"]["city"]["value"] == "Rome"


def test_unknown_sessions_and_versions_are_clear_errors(store: Store) -> None:
    with pytest.raises(DialogflowsError, match="no history for session 'u2:s1'"):
        history_lines(store, "u2:s1")
    with pytest.raises(DialogflowsError, match=r"no version 7; it has versions 1\.\.3"):
        render_history(store, KEY, 7, console())


def test_events_of_unknown_type_or_shape_are_shown_raw() -> None:
    assert (
        describe(Event(type="slot_set", version=1, turn=1, data={"odd": 1}))
        == "slot set {'odd': 1}"
    )
    assert describe(Event(type="future_thing", version=1, turn=1)) == "future thing"


def test_a_move_of_the_step_machine_is_one_change_with_its_phase() -> None:
    """A move that lands in another phase is one event: the history shows the step and the
    phase on one line, with no separate phase change, and the log still replays to the state
    that was saved."""
    from pathlib import Path

    from dialogflows import Dispatcher
    from dialogflows.events import replay
    from dialogflows.testing import FixedClock

    root = Path(__file__).resolve().parent.parent
    bot = Dispatcher.from_path(root / "flows" / "travel", clock=FixedClock("2026-11-29T10:00:00"))
    for text in ("i need a flight paris to rome", "next friday", "economy"):
        bot.handle("s1", text, user_id="u1")
    entries = history_lines(bot.store, "u1:s1")
    moved = [c for e in entries for c in e.changes if c.startswith("step → ")]
    assert moved == ["step → confirm, phase → confirming"]
    assert not any(c.startswith("phase → ") for e in entries for c in e.changes)
    saved = bot.store.load("u1:s1")
    assert saved is not None and saved.phase == "confirming"
    assert replay(bot.store.events("u1:s1")).model_dump() == saved.model_dump()
