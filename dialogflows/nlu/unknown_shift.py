"""A shift of a day the bot does not hold (SHIFT_OF_AN_UNKNOWN_DAY_READ_FROM_TODAY): "can i
move my cleaning to a day later? its DC-5182" proposed tomorrow. A refine step of the
pipeline: the shift moves the day of a thing another flow made, which no task holds, so it
is no day read from today, and the day is asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, SetSlot, StartTask
from ..spec import SlotType
from .date_shifts import shift_said
from .dates import find_dates
from .made_things import takers_of_made
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def unknown_day_shift(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """SHIFT_OF_AN_UNKNOWN_DAY_READ_FROM_TODAY: "can i move my cleaning to a day later? its
    DC-5182" proposed tomorrow. A shift ("a day later", "two days earlier") moves the day
    of the thing a flow takes that another flow made (``takers_of_made``), which the bot
    does not hold: with no date of that task held and no other date said, it is no day
    read from today; the day is asked (``out`` without the date values)."""
    found = shift_said(t)
    if found is None:
        return out
    _, a, b = found
    if any(d.start < a or d.end > b for d in find_dates(t.scan, t.now, t.language)):
        return out  # another date said beside the shift: that one is read
    takers = takers_of_made(u.domain)
    running = t.flow.name if t.flow is not None else ""
    kept: list[Command] = []
    for c in out:
        flow = u.domain.flows.get(c.flow if isinstance(c, StartTask) else running)
        dated = {s.name for s in flow.slots if s.type == SlotType.DATE} if flow else set()
        if flow is None or flow.name not in takers or not dated:
            kept.append(c)
        elif isinstance(c, StartTask):
            left = [x for x in c.inferred if x not in dated]
            slots = {k: v for k, v in c.slots.items() if k not in dated}
            kept.append(c.model_copy(update={"slots": slots, "inferred": left}))
        elif not (
            isinstance(c, SetSlot)
            and c.slot in dated
            and t.task is not None
            and all(t.task.value(n) is None for n in dated)
        ):
            kept.append(c)
    return kept if kept != out else out
