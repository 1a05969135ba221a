"""The value of a slot a change opens, said with that change (A_CHANGE_OPENING_A_SLOT_WITH_
ITS_VALUE_BESIDE_IT).

"actually can you collect it, im at 3 mill lane" at a repair's confirmation (collection: no)
changed the collection to yes and then asked "What's the collection address?": the address
applies only when the collection is wanted (its ``when: {collect: true}``), so no reader took
it while the message was read, though it was said right there. A yes-or-no slot changed to
the value another empty slot's one condition names opens that slot; a clause after the
change that is an address beyond doubt, its leading words aside ("im at", "from"), is that
slot's value when the slot holds an address.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot, SetSlot
from ..spec import FlowSpec, SlotSpec
from .address_changes import address_read
from .addresses import holds_address
from .clauses import clause_spans

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def opened_values(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with the value of each slot its changes open, said beside them."""
    task, flow = t.task, t.flow
    if task is None or flow is None:
        return out
    changed = {
        c.slot: c.value
        for c in out
        if isinstance(c, SetSlot | CorrectSlot) and isinstance(c.value, bool)
    }
    if not changed:
        return out
    given = {c.slot for c in out if isinstance(c, SetSlot | CorrectSlot)}
    added: list[Command] = []
    for spec in flow.slots:
        if spec.name in given or task.value(spec.name) is not None or not spec.when:
            continue
        if len(spec.when) != 1 or holds_address(flow, spec) is not True:
            continue
        ((name, wanted),) = spec.when.items()
        if name not in changed or changed[name] != wanted:
            continue
        said = _address_clause(u, t, flow, spec)
        if said is not None:
            added.append(SetSlot(slot=spec.name, value=said, raw_text=said))
    return [*out, *added] if added else out


def _address_clause(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> str | None:
    """The last clause of the message that is an address beyond doubt once read as the
    slot's answer (its leading words taken off: ``address_read``); None when none is."""
    for a, b in reversed(clause_spans(t.scan)):
        said = address_read(u, t, flow, spec, t.scan[a:b])
        if said is not None:
            return said
    return None
