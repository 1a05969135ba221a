"""A value of a slot that applies only when a yes-or-no slot holds a given answer (its
``when: {delivery: true}``) says that answer: "订两罐气 送到幸福路8号" gives the address, so
the delivery is wanted, and "送上门吗？" is not asked after it. Only a condition on one
yes-or-no slot, still empty and not answered in the same message, is filled so; a
condition on a choice of several values, or on two slots, says too little.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, SetSlot, StartTask
from ..spec import FlowSpec, SlotType

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def when_implied(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with the yes-or-no answers the values it fills imply (the module's doc)."""
    for i, c in enumerate(out):
        if isinstance(c, StartTask) and c.flow in u.domain.flows:
            implied = _implied(u.domain.flows[c.flow], c.slots, set(c.slots))
            if implied:
                out = [
                    *out[:i],
                    c.model_copy(update={"slots": {**c.slots, **implied}}),
                    *out[i + 1 :],
                ]
            return out
    if t.flow is None or t.task is None:
        return out
    said = {c.slot: c.value for c in out if isinstance(c, SetSlot) and c.flow is None}
    held = {s: t.task.value(s) for s in t.task.slots if t.task.value(s) is not None}
    implied = _implied(t.flow, said, set(said) | set(held))
    return [*out, *(SetSlot(slot=k, value=v, raw_text=None) for k, v in implied.items())]


def _implied(flow: FlowSpec, said: dict[str, object], known: set[str]) -> dict[str, bool]:
    """The answers of the flow's empty yes-or-no slots that the ``said`` values imply."""
    out: dict[str, bool] = {}
    for name, value in said.items():
        spec = flow.slot(name)
        if spec is None or value is None or not spec.when or len(spec.when) != 1:
            continue
        ((cond, wanted),) = spec.when.items()
        other = flow.slot(cond)
        if other is None or other.type != SlotType.BOOLEAN or not isinstance(wanted, bool):
            continue
        if cond not in known:
            out[cond] = wanted
    return out
