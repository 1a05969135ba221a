"""A clock time moved by minutes or hours: "half an hour later", "an hour earlier",
"提前半小时", "晚一个小时".

With 19:00 booked, "再提前半小时" means 18:30. It was not understood ("抱歉，我没听明白。"),
and "push it back an hour" changed nothing. A shift says how far and which way; what it
moves is the task's one time slot with a value (or the one the message names). It is a
correction of that slot, to the moved time, checked against the slot's bounds like any
value (a kitchen closing at 22:00 refuses "two hours later" from 21:00, with the reason).

The sibling of ``date_shifts.py`` (days); read only while a task with a filled time slot
runs, and only when the message has a word a shift needs.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..spec import SlotType
from .date_shifts import ShiftGrammar
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


def _minutes(t: Turn) -> tuple[int, int, int] | None:
    """(minutes, start, end) of the shift ``t.scan`` says, earlier negative; None if none."""
    found = built(ShiftGrammar.minutes, Words.of(t.lex)).find(t.scan)
    return None if found is None else (int(found[0]), found[1], found[2])


def time_shift(u: Knowledge, t: Turn) -> list[Command] | None:
    """A ``CorrectSlot`` moving the task's time by what the message says, or None."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return None
    found = _minutes(t)  # most messages fail its substring test at once
    if found is None or found[0] == 0:
        return None
    timed = [s for s in flow.slots if s.type == SlotType.TIME and task.value(s.name) is not None]
    if not timed:
        return None
    spec = u.slot_namer(flow, t.lex).the_one(t.norm, timed)  # the one filled, or named
    if spec is None:
        return None
    try:
        old = datetime.strptime(str(task.value(spec.name)), "%H:%M")
    except ValueError:
        return None
    new = old + timedelta(minutes=found[0])
    if new.date() != old.date():
        return None  # past midnight: a time of another day is not this slot's to say
    raw = t.scan[found[1] : found[2]].strip() or t.raw
    return [CorrectSlot(slot=spec.name, value=new.strftime("%H:%M"), raw_text=raw, rejected=None)]
