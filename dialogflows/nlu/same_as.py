"""A value taken from another task for the asked slot: "same dates as the flight" asked the
hotel's dates is the value of the named task's slot of that type. Read by the pipeline
(``pipeline.IN_TASK``) before the asked slot's own answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import SetSlot
from ..spec import SlotSpec, SlotType
from .replies import strip_trailing
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_ENUM = SlotType.ENUM


def same_as(u: Knowledge, t: Turn, asked: SlotSpec) -> SetSlot | None:
    """ "same dates as the flight": the value of the named task's slot of the asked
    slot's type (the task that ended last, or one on hold)."""
    low = t.raw.lower()
    for tpl in t.lex.templates["same_as"]:
        m = tpl.search_lowered(t.raw, low)
        if m is None:
            continue
        name = u.names.flow(strip_trailing(m.group("flow"), t.lex), [])
        done = t.state.last_task
        tasks = [*reversed(t.state.task_stack), *([done] if done is not None else [])]
        task = next((x for x in tasks if x.flow == name), None)
        other = u.domain.flows.get(name or "")
        if task is None or other is None:
            return None
        values = [
            task.value(s.name)
            for s in other.slots
            if s.type == asked.type and (s.entity == asked.entity or asked.type != _ENUM)
        ]
        values = [v for v in values if v is not None]
        if len(values) != 1:
            return None
        return SetSlot(slot=asked.name, value=values[0], raw_text=m.group(0), confidence=1.0)
    return None
