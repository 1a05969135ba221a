"""Typed events (``event_model.py``, docs/events.md): every event type has a model, an
event recorded with data its type does not declare is refused when it is recorded, and a
session stored in SQLite by an older version (schema 3, before steps and patterns) still
loads, validates as typed events and goes on.

``tests/stored/travel_session_v3.sql`` is the dump of that database, written by commit
238f7ba running flows/travel: a flight booked, the weather asked, a hotel begun.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import get_args

import pytest
from pydantic import ValidationError

from dialogflows import Dispatcher
from dialogflows.event_model import EVENT_DATA, EventDataError, EventType, typed
from dialogflows.events import REDUCERS, Recorder, replay
from dialogflows.state import DialogueState
from dialogflows.testing import FixedClock

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def test_every_event_type_the_reducers_apply_has_a_model() -> None:
    assert set(EVENT_DATA) == set(REDUCERS)


def test_the_event_types_mypy_checks_emit_against_are_the_modelled_ones() -> None:
    """``Recorder.emit`` takes an ``EventType``: a type added to the models and not to it
    (or the other way round) would let mypy pass a call site the recorder refuses."""
    assert list(get_args(EventType)) == list(EVENT_DATA)


def test_an_event_with_a_key_its_type_does_not_declare_is_refused_when_recorded() -> None:
    state = DialogueState(session_id="s")
    rec = Recorder(state, 1)
    rec.emit("session_started", session_id="s")
    with pytest.raises(EventDataError, match="unknown colour"):
        rec.emit("slot_cleared", slot="size", colour="red")
    with pytest.raises(EventDataError, match="missing slot"):
        rec.emit("slot_cleared")
    with pytest.raises(EventDataError, match="no event type 'slot_painted'"):
        rec.emit("slot_painted", slot="size")
    assert [e.type for e in rec.events] == ["session_started"]  # nothing half-recorded


def test_typed_validates_the_values_too() -> None:
    good = typed({"type": "denials_set", "version": 3, "turn": 2, "data": {"count": 1}})
    assert type(good).__name__ == "DenialsSetEvent"
    with pytest.raises(ValidationError):
        typed({"type": "denials_set", "version": 3, "turn": 2, "data": {"count": "many"}})
    with pytest.raises(ValidationError):
        typed({"type": "no_such_event", "version": 1, "turn": 1, "data": {}})


def test_a_session_stored_by_an_older_version_loads_and_goes_on(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    conn = sqlite3.connect(db)
    conn.executescript((HERE / "stored" / "travel_session_v3.sql").read_text(encoding="utf-8"))
    conn.close()
    bot = Dispatcher.from_path(
        ROOT / "flows" / "travel", store=f"sqlite:///{db}", clock=FixedClock("2026-11-20T10:00:00")
    )
    events = bot.events("s-old", user_id="u-old")
    assert len(events) > 30
    kinds = {type(typed(e)).__name__ for e in events}  # each one fits its type's model
    assert {"TaskStartedEvent", "SlotSetEvent", "TaskEndedEvent"} <= kinds
    state = bot.state("s-old", user_id="u-old")
    assert state.active_task is not None and state.active_task.flow == "book_hotel"
    assert replay(events).active_task == state.active_task
    reply = bot.handle("s-old", "tomorrow, 2 nights", user_id="u-old")
    assert reply.state.active_task is not None
    assert reply.state.active_task.value("check_in") is not None
    for e in reply.events:  # what this version records is typed as well
        typed(e)


def test_docs_list_every_event_type() -> None:
    text = (ROOT / "docs" / "events.md").read_text(encoding="utf-8")
    assert {t for t in EVENT_DATA if f"| `{t}` |" not in text} == set()
