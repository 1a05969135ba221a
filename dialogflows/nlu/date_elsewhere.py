"""A date the asked slot refuses but another date slot of the flow takes: the answer to
the other question, said early or late.

A flow may hold several date slots with bounds of their own: a visit from today and the
day a fault began, up to today. Asked the visit's day, "2 days ago" is a day the visit
can never be and the other slot can; refusing it ("the date must be on or after …") asks
the user to say again what they already said, for the slot they meant. Like a listed
value said to a coded question (``late_answer``), it fills the one empty date slot whose
bounds take it, and the asked slot is asked again. Only a day gone by moves so: it can
only tell what happened. A day to come said to a question of the past ("tomorrow" to "When
was it last serviced?") is refused, as it was, and the user says again what they meant.
When the asked slot takes the date, or no other slot or two do, it stays the asked slot's
to read (and to refuse).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command
from ..spec import FlowSpec, SlotSpec
from .consumed import consumed
from .fills import fill
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def date_for_another(
    u: Knowledge, t: Turn, flow: FlowSpec, asked: SlotSpec
) -> list[Command] | None:
    """The whole message is a day gone by that the asked date slot's bounds refuse and
    exactly one other empty date slot's bounds take: that slot's value (each slot reads the date its
    own way, a weekday the last one on a slot up to today, the next on one from today)."""
    dated = u.date_slots(flow)
    if all(s.name != asked.name for s in dated):
        return None
    parser = u.parser(flow, asked)
    got = parser.parse(t.scan, t.now, t.language)
    if got is None or got.end <= got.start or parser.validate(got.value, t.now) is None:
        return None
    if str(got.value) >= t.now.date().isoformat():
        return None  # a day to come said to a question of the past: refused, as it was
    if not consumed(u, t, (got.start, got.end)):
        return None
    takers = []
    for spec in dated:
        if spec.name == asked.name or (t.task is not None and t.task.value(spec.name)):
            continue
        other = u.parser(flow, spec)
        read = other.parse(t.scan, t.now, t.language)
        if read is not None and read.end > read.start and other.validate(read.value, t.now) is None:
            takers.append((spec, read))
    if len(takers) != 1:
        return None
    spec, read = takers[0]
    return [fill(spec.name, read, None, t.now.date(), spec)]
