"""The reducers of the events about beliefs (``belief_set`` and its kin): what is known of
the user beyond a task, the value it replaces archived, and a slot's value that went past
one. Their table is ``events.REDUCERS``."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from .reducer_objects import HISTORY_LIMIT, active_task, update_task
from .state import ArchivedValue, Belief, DialogueState
from .state_ops import replace


def belief_set(s: DialogueState, d: dict[str, Any]) -> None:
    old = s.beliefs.get(d["key"])
    history = list(old.history) if old is not None else []
    if old is not None and old.value != d["value"]:
        old_value = ArchivedValue(value=old.value, turn=old.turn, replaced_turn=s.turn)
        history = [*history[-(HISTORY_LIMIT - 1) :], old_value]
    time = d.get("time")
    belief = Belief(
        key=d["key"],
        value=d["value"],
        source=d.get("source", "user"),
        turn=d.get("turn", s.turn),
        time=datetime.fromisoformat(time) if isinstance(time, str) else time,
        invariant=d.get("invariant", False),
        lasting=d.get("lasting", False),
        history=history,
        kind=d.get("kind", old.kind if old is not None else None),
        confidence=d.get("confidence", 1.0),
        session=d.get("session", s.session_id),
    )
    s.__dict__["beliefs"] = {**s.beliefs, d["key"]: belief}


def belief_overridden(s: DialogueState, d: dict[str, Any]) -> None:
    """The user went past a belief for one slot's value; the belief itself is unchanged."""
    task = active_task(s)
    slot = task.slots.get(d["slot"])
    if slot is None or d["belief"] in slot.overrides:
        return
    changed = replace(slot, overrides=[*slot.overrides, d["belief"]])
    update_task(s, slots={**task.slots, slot.name: changed})


def belief_pending(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["pending_belief"] = d.get("belief")


def belief_removed(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["beliefs"] = {k: b for k, b in s.beliefs.items() if k != d["key"]}
