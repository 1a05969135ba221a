"""A new value for a filled slot, read against the old one.

"七点半" correcting 19:00 is 19:30, "make it Sunday" for Saturday 5 December is the 6th: a
value said as a change means something in relation to what it replaces. The correction
readers (``corrections``, ``swaps``, ``named_slots``) all build their commands here.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from ..commands import CorrectSlot, SetSlot
from ..spec import SlotSpec, SlotType
from .date_words import in_week_of
from .lexicon import normalize
from .limits import bounds
from .parsed import Parsed
from .times import afternoon


def fill(
    slot: str, got: Parsed, old: Any, today: date, spec: SlotSpec | None = None
) -> SetSlot | CorrectSlot:
    """A parsed value for ``slot``: a plain set when it held nothing, else a correction of
    ``old``, read against it: "七点半" for 19:00 is 19:30, "make it Sunday" for Saturday 5
    December is the 6th."""
    if old is None:
        return SetSlot(slot=slot, value=got.value, raw_text=got.raw_text, confidence=got.confidence)
    got = same_half_day(got, old, spec)
    if got.raw_text:
        moved = in_week_of(got.value, got.raw_text, old, today)
        if moved != got.value and not _within(spec, moved, today):
            moved = got.value  # "make it friday" said on a Friday to a slot from tomorrow
        if moved != got.value:
            got = Parsed(moved, got.raw_text, got.confidence, got.start, got.end)
    return CorrectSlot(
        slot=slot, value=got.value, raw_text=got.raw_text, rejected=old, confidence=got.confidence
    )


def _within(spec: SlotSpec | None, day: Any, today: date) -> bool:
    """``day`` (a date moved into the old value's week) is one the slot takes: a weekday
    that week before the slot's ``min`` ("friday" on a Friday, the slot from tomorrow) is
    read as the scan read it, the next such day the slot takes."""
    if spec is None or spec.type != SlotType.DATE or not isinstance(day, str):
        return True
    first, last = bounds(spec, today)
    return (first is None or day >= first) and (last is None or day <= last)


_CLOCK = re.compile(r"\d\d:\d\d")


def same_half_day(got: Parsed, old: Any, spec: SlotSpec | None = None) -> Parsed:
    """A bare hour correcting an evening time stays in the evening: "七点半" after "晚上7点"
    is 19:30, not 07:30 (a bare hour is parsed with less than full confidence). Not past
    the slot's ``max`` (``spec``, when given): "改成10点" for 14:00 at a school open till
    18:00 is 10:00, the only half of the day its hours take."""
    v = got.value
    if (
        got.confidence >= 1.0
        or not isinstance(v, str)
        or not isinstance(old, str)
        or _CLOCK.fullmatch(v) is None
        or _CLOCK.fullmatch(old) is None
    ):
        return got
    if old >= "12:00" and not _past_max(afternoon(v), spec):
        v = afternoon(v)
    return Parsed(v, got.raw_text, 1.0, got.start, got.end)


def _past_max(value: str, spec: SlotSpec | None) -> bool:
    """``value`` (HH:MM) is later than ``spec``'s ``max`` clock time."""
    top = spec.max if spec is not None and isinstance(spec.max, str) else None
    return top is not None and _CLOCK.fullmatch(top) is not None and value > top


def same(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are the same value: two texts as they normalize ("Rome", "rome "),
    anything else by equality; a change to the same value changes nothing."""
    if isinstance(a, str) and isinstance(b, str):
        return normalize(a) == normalize(b)
    return bool(a == b)
