"""The state objects the reducers (``events.py``) build on every turn: the active task
replaced by a copy with changes, a slot from trusted values, and a value's history with the
value it loses archived. Spelled out rather than ``state_ops.assemble``d, since most events
of a turn do this; shared by the reducers of every kind of event."""

from __future__ import annotations

from typing import Any

from .state import ArchivedValue, DialogueState, Slot, Task

_set = object.__setattr__
_new = object.__new__
_TASK_FIELDS = set(Task.model_fields)
_SLOT_FIELDS = set(Slot.model_fields)


#: Archived values kept per slot or belief: enough to audit, bounded so that a value changed
#: thousands of times does not slow every later turn.
HISTORY_LIMIT = 20


def active_task(state: DialogueState) -> Task:
    """The active task of an event that needs one: an event without one is a broken log."""
    if state.active_task is None:
        raise ValueError("event needs an active task, but none is active")
    return state.active_task


def update_task(s: DialogueState, **changes: Any) -> Task:
    """The active task replaced by a copy with ``changes``: ``replace`` inlined, since most
    events of a turn do this."""
    fields = s.__dict__
    old = fields["active_task"]
    if old is None:
        raise ValueError("event needs an active task, but none is active")
    copied = old.__dict__.copy()
    copied.update(changes)
    task = _new(Task)
    _set(task, "__dict__", copied)
    _set(task, "__pydantic_fields_set__", _TASK_FIELDS)
    _set(task, "__pydantic_extra__", None)
    _set(task, "__pydantic_private__", None)
    fields["active_task"] = task
    return task


def trusted_slot(
    name: str,
    value: Any = None,
    raw_text: str | None = None,
    confidence: float = 1.0,
    confirmed: bool = False,
    source_turn: int | None = None,
    history: list[ArchivedValue] | None = None,
) -> Slot:
    """A ``Slot`` from trusted values; the commonest object of a turn, so spelled out
    (``assemble`` inlined)."""
    slot = _new(Slot)
    _set(
        slot,
        "__dict__",
        {
            "name": name,
            "value": value,
            "raw_text": raw_text,
            "confidence": confidence,
            "confirmed": confirmed,
            "source_turn": source_turn,
            "history": [] if history is None else history,
            "overrides": [],
        },
    )
    _set(slot, "__pydantic_fields_set__", _SLOT_FIELDS)
    _set(slot, "__pydantic_extra__", None)
    _set(slot, "__pydantic_private__", None)
    return slot


def archived(slot: Slot, turn: int) -> list[ArchivedValue]:
    """``slot``'s history with its value archived as replaced at ``turn`` (bounded)."""
    if slot.value is None or slot.source_turn is None:
        return slot.history
    old = ArchivedValue(
        value=slot.value, raw_text=slot.raw_text, turn=slot.source_turn, replaced_turn=turn
    )
    return [*slot.history[-(HISTORY_LIMIT - 1) :], old]
