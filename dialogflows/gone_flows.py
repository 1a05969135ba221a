"""Tasks of flows the domain no longer has: a session saved before a deploy that removed
or renamed a flow.

Such a task cannot run (its machine is gone) and must not crash the turn that loads it.
Before the understanding reads a message it never sees them; the turn drops them, each
with a ``task_discarded`` event, and says which the user was in the middle of.
"""

from __future__ import annotations

from collections.abc import Container

from .events import Recorder
from .state import DialogueState


def has_gone(flows: Container[str], state: DialogueState) -> bool:
    """Whether a task of ``state`` is of a flow not in ``flows`` (the domain's and its
    repair patterns)."""
    # asked twice on every turn (before the understanding, as the turn begins): the two
    # single tasks first, the lists (most often empty) without building one of all four
    active, last = state.active_task, state.last_task
    if (active is not None and active.flow not in flows) or (
        last is not None and last.flow not in flows
    ):
        return True
    stack, queued = state.task_stack, state.queued
    if not stack and not queued:  # most turns: no generator set up for an empty list
        return False
    return any(t.flow not in flows for t in stack) or any(t.flow not in flows for t in queued)


def drop_gone(
    flows: Container[str], state: DialogueState, rec: Recorder
) -> tuple[DialogueState, list[str]]:
    """Tasks of flows not in ``flows`` are dropped, each with an event; the names of
    those the user was told about are returned."""
    if not has_gone(flows, state):
        return state, []
    said: list[str] = []
    for where, tasks in (
        ("active", [state.active_task]),
        ("stack", state.task_stack),
        ("queued", state.queued),
        ("last", [state.last_task]),
    ):
        for task in list(tasks):
            if task is not None and task.flow not in flows:
                rec.emit("task_discarded", task_id=task.id, flow=task.flow, where=where)
                if where != "last":
                    said.append(task.flow)
    return rec.state, said
