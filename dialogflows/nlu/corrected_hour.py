"""A bare number correcting a time: "make it 3", "change the time to 10", "4 instead".

A bare number is no clock time on its own ("3" may be a count, a day, an amount), so the
time readers leave it alone. In a correction it is the hour of the flow's one time slot when
that slot holds a time and no other slot took the number: nothing else could be meant. Its
half of the day follows the held time and the slot's bounds, as an hour said alone does
(``fills.same_half_day``): "make it 3" for a 14:00 tour is 15:00, "make it 10" for a school
open 09:00-18:00 is 10:00.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from .addresses import in_address
from .day_parts import the_time_slot
from .fills import same_half_day
from .lexicon import has_cjk
from .measured import glued_count
from .numbers import NumberSpan, find_numbers
from .parsed import Parsed
from .times import afternoon
from .value_words import Words

if TYPE_CHECKING:
    from ..spec import FlowSpec
    from ..state import Task
    from .utterance import Turn


def corrected_hour(t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """The correction of the flow's one held time to the one bare number the message says,
    or None when the message says other numbers, or the flow has no single held time."""
    spec = the_time_slot(flow)
    if spec is None:
        return None
    held = task.value(spec.name)
    if not isinstance(held, str):
        return None
    said = find_numbers(t.scan, t.language, Words.of(t.lex))
    if not said and has_cjk(t.scan):  # "改成8吧": digits glued to the verb, closing it
        glued = glued_count(t.scan, t.lex, frozenset())
        said = [NumberSpan(glued.value, glued.start, glued.end, glued.raw_text)] if glued else []
    if len(said) != 1 or not isinstance(said[0].value, int) or not 1 <= said[0].value <= 12:
        return None
    n = said[0]
    if in_address(t, flow, t.scan, n.start, n.end):
        return None  # "no, the delivery is 9 quay st": a house number, not 9 o'clock
    got = same_half_day(Parsed(f"{n.value:02d}:00", n.raw, 0.8, n.start, n.end), held, spec)
    value = str(got.value)
    low = spec.min if isinstance(spec.min, str) else None
    if low is not None and value < low and afternoon(value) >= low:
        value = afternoon(value)  # "make it 3" at a desk open from 09:00: 15:00
    if value == held:
        return None
    return [CorrectSlot(slot=spec.name, value=value, raw_text=n.raw, rejected=held)]
