"""A date said in a flow of several date slots, given by the slots' bounds.

Its type alone gives such a date to none of the slots; when every slot but one refuses it
(a last service up to today, a visit from tomorrow), it is that one's ("last done 28 nov"
the last service, "the 10th" the visit)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .parsed import Parsed
from .utterance import Turn
from .values import ValueParser

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_DATE = SlotType.DATE

if TYPE_CHECKING:
    from .knowledge import Knowledge


def date_slots(flow: FlowSpec) -> tuple[SlotSpec, ...]:
    """The flow's date slots, in order, when it has two or more (none when it has one: its
    type alone gives that one a date): worked out once per flow at load
    (``Knowledge.date_slots``), not on every message."""
    dated = tuple(s for s in flow.slots if s.type == _DATE)
    return dated if len(dated) >= 2 else ()


def dates_one_slot_takes(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task | None,
    skip: set[str],
    typed: list[tuple[SlotSpec, ValueParser]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A date said in a flow of several date slots, which its type alone gives to none of
    them, goes to the one slot whose bounds take it when every other one refuses it: with
    a last service (``max: today``) and a visit day (from tomorrow), "last done 28 nov" is
    the last service and "the 10th" the visit. A date two of them take ("monday": the last
    one, or the next) stays unread, as before; the slot must still be empty, so a date is
    never a silent change of one given before."""
    dated = [s for s in u.date_slots(flow) if s.name not in skip]
    if len(dated) < 2 or any(s.type == _DATE for s, _ in typed):
        return []
    takers: dict[tuple[int, int], list[tuple[SlotSpec, Parsed]]] = {}
    for spec in dated:
        parser = u.parser(flow, spec)
        for p in parser.scan(t.scan, t.now, t.language):
            if p.end > p.start and parser.validate(p.value, t.now) is None:
                takers.setdefault((p.start, p.end), []).append((spec, p))
    return [
        (spec, p, 0)
        for said in takers.values()
        if len(said) == 1
        for spec, p in said
        if task is None or task.value(spec.name) is None
    ]
