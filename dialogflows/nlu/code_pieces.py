"""A number inside a code of a written form is a piece of that code, not a value of its own.

"fit tyres 225/45 R17" started the fitting with 225 tyres (refused, and asked again) and no
size: the count's pattern ("{value} tyres") reads a number anywhere near its noun, and a
pattern's capture outranks a mention, so the digits that open the tyre size were taken for
the count and the size, read whole as a code that fits its slot's ``pattern``, lost its
span. The same number answered the count asked ("RAL 7016 please" to "How many tins?": 7016
tins, refused). A code found whole is what its digits say; a number, date or time standing
inside it (not the whole of it) is none, with the request or as the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

__all__ = ["inside_a_code", "without_code_pieces"]

#: the types whose values are read from digits a code may hold
_PIECE_TYPES = frozenset(
    {SlotType.INTEGER, SlotType.NUMBER, SlotType.MONEY, SlotType.DATE, SlotType.TIME}
)


def without_code_pieces(
    found: list[tuple[SlotSpec, Parsed, int]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` without the numbers (and dates, times, amounts) that stand inside, and are
    shorter than, a code found for a free-text slot that has a written form (``pattern``)."""
    codes = [
        (p.start, p.end)
        for spec, p, _ in found
        if spec.type == SlotType.TEXT and spec.pattern and isinstance(p.value, str)
    ]
    if not codes:
        return found
    return [
        (spec, p, rank)
        for spec, p, rank in found
        if spec.type not in _PIECE_TYPES
        or not any(a <= p.start and p.end <= b and (p.end - p.start) < (b - a) for a, b in codes)
    ]


def inside_a_code(u: Knowledge, t: Turn, flow: FlowSpec, asked: SlotSpec) -> bool:
    """Every value of ``asked`` (a number, date, time or amount) the message holds stands
    inside, and is shorter than, a code another slot of ``flow`` with a written form finds
    in it ("10 B 15 please" to "How many tins?"): pieces of that code, no answer, not even
    one to ask about ("10 or 15?")."""
    if asked.type not in _PIECE_TYPES:
        return False
    codes = [
        (p.start, p.end)
        for spec in flow.slots
        if spec is not asked and spec.type == SlotType.TEXT and spec.pattern
        for p in u.parser(flow, spec).mentions(t.scan, t.now, t.language)
    ]
    if not codes:
        return False
    found = u.parser(flow, asked).scan(t.scan, t.now, t.language)
    return bool(found) and all(
        any(a <= p.start and p.end <= b and (p.end - p.start) < (b - a) for a, b in codes)
        for p in found
    )
