"""A month said alone where a day is wanted: the one rule ``period_asked`` (which asks
which day) and ``prefill`` (which leaves the slot to be asked in its turn) both keep, in a
module that reads nothing itself, so neither reader imports the other."""

from __future__ import annotations

from ..spec import SlotKind, SlotSpec
from .dates import MONTH_SAID


def month_for_a_day(spec: SlotSpec | None, said: str) -> bool:
    """``said`` is a month said alone ("last month", "上个月") for a slot that wants a day:
    which day is asked (now: ``period_asked``; in its turn: ``prefill``); a slot of ``kind: month``
    takes the month as said, as its first day."""
    return (
        spec is not None
        and spec.kind != SlotKind.MONTH
        and MONTH_SAID.match(said.strip()) is not None
    )
