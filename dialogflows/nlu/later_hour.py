"""A bare hour for a time that comes after another: "back around 4" for a return time
declared ``after:`` the pick-up time, held at 09:00, is 16:00, not 04:00.

BARE_HOUR_BEFORE_WHAT_IT_COMES_AFTER. An hour said with no half of the day is read as the
morning's, unsure (its confidence under 1); the slot's ``after`` says it cannot come
before the other slot's time, so where the morning's hour would and the afternoon's would
not, the afternoon's is meant. A refine step: the readers that fill a time (an answer, a
value beside a yes, a change) all find the hour the same way, and the bound is the same."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..commands import Command, SetSlot
from ..spec import FlowSpec, SlotType
from .times import afternoon

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def times_after(flow: FlowSpec) -> bool:
    """``flow`` has a time slot declared ``after`` another: the step's ``when``."""
    return any(s.type == SlotType.TIME and s.after is not None for s in flow.slots)


def later_hours(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with each unsure morning hour of a time slot declared ``after`` another time
    moved to the afternoon when only that comes after the other's time (said in ``out`` or
    held by the task)."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return out
    said = {c.slot: c.value for c in out if isinstance(c, SetSlot) and c.flow is None}
    changed: list[Command] = []
    for c in out:
        spec = flow.slot(c.slot) if isinstance(c, SetSlot) and c.flow is None else None
        if spec is None or spec.type != SlotType.TIME or spec.after is None or c.confidence >= 1.0:
            changed.append(c)
            continue
        assert isinstance(c, SetSlot)
        other = flow.slot(spec.after)
        before: Any = said.get(spec.after, task.value(spec.after))
        later = afternoon(c.value) if isinstance(c.value, str) else c.value
        if (
            other is not None
            and other.type == SlotType.TIME
            and isinstance(before, str)
            and isinstance(c.value, str)
            and c.value < before < later
        ):
            c = c.model_copy(update={"value": later})
        changed.append(c)
    return changed
