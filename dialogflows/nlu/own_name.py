"""The user's own name, said as a name ("my name is Priya Nair", "我叫王芳") while a flow
asks for it: the free-text slot whose question asks the user's name (the lexicon's
``own_name_asks`` in its prompt: "And your full name?", "您的姓名？") takes it too.

The name is a belief as before ("Nice to meet you, …" is said once); without this the
request "book plasma friday 4pm, my name is Priya Nair" was greeted by name and then asked
"And your full name?". A slot asking for someone else's name ("What's your pet's name?",
"Who is the visit for?") is no such slot, so the name never becomes a pet's.
"""

from __future__ import annotations

from ..commands import Command, SetBelief, SetSlot, StartTask
from ..spec import FlowSpec, SlotType
from ..state import Task
from .knowledge import Knowledge
from .slot_namer import asks_own_name
from .utterance import Turn

#: the key of the built-in belief that holds the user's name (the lexicons' ``beliefs``)
NAME_KEY = "name"


def with_own_name(
    u: Knowledge, t: Turn, beliefs: list[Command], out: list[Command]
) -> list[Command]:
    """``out`` with the name stated in ``beliefs`` given to the flow's own-name slot: the
    flow started by this message (its ``StartTask``), else the running task's, when the
    slot is still empty and nothing else in the message fills it. An answer to the slot's
    question that holds the stated name with words around it ("叫我小李就行" read as "我小李",
    "call me sam" as itself) takes the name as stated, without them."""
    name = next((b.value for b in beliefs if isinstance(b, SetBelief) and b.key == NAME_KEY), None)
    if not isinstance(name, str) or not name.strip():
        return out
    for i, c in enumerate(out):
        if isinstance(c, StartTask) and c.flow in u.domain.flows:
            slot = _own_name_slot(u.domain.flows[c.flow], None, t)
            if slot is not None and slot not in c.slots:
                return [
                    *out[:i],
                    c.model_copy(update={"slots": {**c.slots, slot: name}}),
                    *out[i + 1 :],
                ]
            return out
    if t.task is None or t.flow is None:
        return out
    slot = _own_name_slot(t.flow, t.task, t)
    if slot is None:
        return out
    said = next((c for c in out if isinstance(c, SetSlot) and c.slot == slot), None)
    if said is None:
        return [*out, SetSlot(slot=slot, value=name, raw_text=name)]
    if isinstance(said.value, str) and name in said.value and said.value != name:
        # "叫我小李就行" answered: the answer read "我小李", the name stated is 小李
        return [c.model_copy(update={"value": name}) if c is said else c for c in out]
    return out


def _own_name_slot(flow: FlowSpec, task: Task | None, t: Turn) -> str | None:
    """The one empty free-text slot of ``flow`` whose question asks the user's own name."""
    found = [
        s.name
        for s in flow.slots
        if s.type == SlotType.TEXT
        and asks_own_name(s, t.lex)
        and (task is None or task.value(s.name) is None)
    ]
    return found[0] if len(found) == 1 else None
