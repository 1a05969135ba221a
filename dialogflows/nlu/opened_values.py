"""The values a yes-or-no answer opens: a slot asked only after a given answer (its
``when:``) whose value the answer's own words already name ("in the garden" to "Will it be
indoors?" is no, and the garden the ground the no asks next), or whose value is said right
after it ("yes please, back about 6pm" to "Do you need bringing back too?"). Asked by the
asked slot's answer (``answer_asked.py``) once a yes-or-no answer is read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, SetSlot
from ..spec import SlotSpec, SlotType
from .findings import Span
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def opened_values(
    u: Knowledge, t: Turn, spec: SlotSpec, said: list[Command], span: Span | None
) -> list[Command]:
    """A yes-or-no answer whose own words name a listed value of the slot that answer
    opens (its ``when:``): "in the garden" to "Will it be indoors, in a hall rather than a
    garden?" is no, and garden (grass) the ground the no asks next. Only a value said
    inside the answer, of one empty opened slot: the words beside it are read anyway,
    but for a value of a type the flow has two slots of (``_typed_after``)."""
    assert t.flow is not None and t.task is not None
    value = next((c.value for c in said if isinstance(c, SetSlot) and c.slot == spec.name), None)
    if value is None:
        return []
    a, b = span if span is not None else (0, len(t.scan))
    text = t.scan[a:b]
    out: list[Command] = []
    for other in t.flow.slots:
        wanted = (other.when or {}).get(spec.name, _NONE)
        if wanted is _NONE or t.task.value(other.name) is not None:
            continue
        if value not in (wanted if isinstance(wanted, list) else [wanted]):
            continue
        parser = u.parser(t.flow, other)
        if not parser.choices:
            out += _typed_after(u, t, other, b)
            continue
        found = {c.value: c for c in parser.choices.mentions(text)}
        if len(found) == 1:
            c = next(iter(found.values()))
            out.append(SetSlot(slot=other.name, value=c.value, raw_text=c.raw, confidence=1.0))
    return out


#: no ``when:`` condition on a slot
_NONE = object()


def _typed_after(u: Knowledge, t: Turn, opened: SlotSpec, end: int) -> list[Command]:
    """ "yes please, back about 6pm" to "Do you need bringing back too?" where the return
    time is opened by the yes: the one value of the opened slot's type said after the
    answer is that slot's, when the flow has another slot of the type (a pick-up time),
    so the values beside the answer, read by type only for a flow's one slot of it, leave
    it alone. Already filled, that other slot is no rival: the yes opened this one."""
    assert t.flow is not None and t.task is not None
    if opened.type not in _OPENED_TYPES:
        return []
    rivals = [s for s in t.flow.slots if s.type == opened.type and s.name != opened.name]
    if not rivals or any(t.task.value(s.name) is None for s in rivals):
        return []
    got = u.parser(t.flow, opened).scan(t.scan[end:], t.now, t.language)
    if len(got) != 1:
        return []
    p = got[0]
    return [SetSlot(slot=opened.name, value=p.value, raw_text=p.raw_text, confidence=p.confidence)]


#: types read by their form alone, whose value after a yes goes to the slot it opens
_OPENED_TYPES = frozenset(
    {SlotType.DATE, SlotType.TIME, SlotType.EMAIL, SlotType.PHONE, SlotType.MONEY}
)
