"""The reducers of the events about tasks that wait: queued after the active one (asked for
in the same message) or on hold on the task stack, and the values said for them before
their turn. Their table is ``events.REDUCERS``."""

from __future__ import annotations

from typing import Any

from .reducer_objects import archived, trusted_slot
from .state import DialogueState, Task
from .state_ops import build, replace


def task_queued(s: DialogueState, d: dict[str, Any]) -> None:
    """A task asked for after the active one: it gets its id now, and its values as slots."""
    s.__dict__["task_counter"] = s.task_counter + 1
    values = d.get("values") or {}
    slots = {
        name: (
            trusted_slot(name, values[name], source_turn=s.turn)
            if values.get(name) is not None
            else trusted_slot(name)
        )
        for name in d["slots"]
    }
    task = build(
        Task,
        id=d["task_id"],
        flow=d["flow"],
        slots=slots,
        started_turn=s.turn,
        after=d.get("after"),
    )
    s.__dict__["queued"] = [*s.queued, task]


def task_dequeued(s: DialogueState, d: dict[str, Any]) -> None:
    """A queued task taken off the queue: started (a ``task_started`` follows) or dropped."""
    s.__dict__["queued"] = [t for t in s.queued if t.id != d["task_id"]]


def queued_slot_set(s: DialogueState, d: dict[str, Any]) -> None:
    """A value said for a queued task before its turn ("a suite" for the hotel that waits
    for the flight): it starts with it."""
    _waiting_slot_set(s, d, "queued")


def held_slot_set(s: DialogueState, d: dict[str, Any]) -> None:
    """A value said for a task on hold ("economy for the flight" while the hotel put it
    on hold is asked about): it resumes with it."""
    _waiting_slot_set(s, d, "task_stack")


def _waiting_slot_set(s: DialogueState, d: dict[str, Any], where: str) -> None:
    task_id, name = d["task_id"], d["slot"]
    tasks = list(getattr(s, where))
    for i, task in enumerate(tasks):
        if task.id == task_id:
            old = task.slots.get(name) or trusted_slot(name)
            slot = trusted_slot(
                name,
                d["value"],
                d.get("raw_text"),
                source_turn=s.turn,
                history=archived(old, s.turn),
            )
            tasks[i] = replace(task, slots={**task.slots, name: slot})
            s.__dict__[where] = tasks
            return
    raise ValueError(f"task {task_id!r} is not in {where}")


def after_moved(s: DialogueState, d: dict[str, Any]) -> None:
    """A queued task that others follow started under a new id: they follow that id now."""
    old, new = d["from"], d["to"]
    s.__dict__["queued"] = [replace(t, after=new) if t.after == old else t for t in s.queued]
