"""Two values of the same kind changed at once: swapped, or one named as the one to change.

"actually Tokyo to Boston" for a flight from Boston to Tokyo swaps the two cities (each is
new for the other slot); "no, the other way around" (lexicon ``swap``) says so without
values; "Boston isn't an option? ok London then" names the departure city by the value it
holds, and London is its new value. ``corrections`` asks these before it ranks candidates.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..fill import display_value
from ..spec import FlowSpec, SlotSpec
from ..state import Task
from .fills import fill, same
from .lexicon import longer_than
from .parsed import Parsed

if TYPE_CHECKING:
    from .utterance import Turn


def swap_asked(t: Turn, flow: FlowSpec, task: Task) -> list[Command]:
    """ "no, the other way around" in a short message: the one pair of filled slots that
    must differ (departure and arrival) trade values."""
    if longer_than(t.norm, 8, 12) or t.lex["swap"].search(t.norm) is None:
        return []
    pairs = {
        tuple(sorted((s.name, other)))
        for s in flow.slots
        for other in s.differs_from
        if task.value(s.name) is not None and task.value(other) is not None
    }
    if len(pairs) != 1:
        return []
    a, b = sorted(next(iter(pairs)), key=flow.slot_names.index)  # said in the flow's order
    va, vb = task.value(a), task.value(b)
    return [
        CorrectSlot(slot=a, value=vb, raw_text=display_value(vb), rejected=va),
        CorrectSlot(slot=b, value=va, raw_text=display_value(va), rejected=vb),
    ]


def _kin(a: SlotSpec, b: SlotSpec) -> bool:
    """Two slots that hold the same kind of value (departure and arrival city)."""
    return a.name != b.name and a.type == b.type and a.entity == b.entity


def held_elsewhere(
    flow: FlowSpec,
    task: Task,
    candidates: list[tuple[SlotSpec, Parsed, bool, int]],
    patterned: set[tuple[str, int, int]],
) -> dict[tuple[str, int, int], tuple[str, Parsed]]:
    """Bare mentions of a value another slot already holds: they name that slot, the one
    to change ("Boston isn't an option? ok London then" from Boston: the departure city),
    and are no new value for a slot of the same kind. Not when the message swaps the two
    ("Tokyo to Boston" from Boston to Tokyo): each value is then new for the other slot.
    Maps (slot, start, end) of each such mention to the slot that holds its value."""
    out: dict[tuple[str, int, int], tuple[str, Parsed]] = {}
    for s, p, neg, _ in candidates:
        key = (s.name, p.start, p.end)
        if neg or key in patterned or p.value is None or task.value(s.name) == p.value:
            continue
        holder = next(
            (o for o in flow.slots if _kin(s, o) and same(task.value(o.name), p.value)), None
        )
        if holder is None:
            continue
        mine = task.value(s.name)
        swap = mine is not None and any(
            c.name == holder.name and same(q.value, mine) for c, q, n, _ in candidates if not n
        )
        if not swap:
            out[key] = (holder.name, p)
    return out


def swapped(
    flow: FlowSpec,
    task: Task,
    spec: SlotSpec,
    best: Parsed,
    ranked: list[tuple[SlotSpec, Parsed, int]],
    today: date,
) -> list[Command]:
    """The other half of a swap: "actually Tokyo to Boston" from Boston to Tokyo moves
    Boston to the arrival and Tokyo to the departure, not the arrival alone."""
    mine = task.value(spec.name)
    for o in flow.slots:
        theirs = task.value(o.name)
        if not _kin(spec, o) or theirs is None or not same(theirs, best.value):
            continue
        for s, p, _ in ranked:
            if s.name == o.name and mine is not None and same(p.value, mine):
                return [fill(o.name, p, theirs, today)]
    return []
