"""A day picked out of a span said first: "这周末哪天都行 周日吧" to "第一次约哪天？".

A span of days (the weekend, read as its first day with less than full confidence: which
day of it is not said) then one day of it said plainly after it, in a message answering a
date's question, is that day: the span said the user is free, the day is the choice. Both
were read as two values of the one date slot, and the bot asked "周六还是周日？" when the
user had just said Sunday (ONE_DAY_CHOSEN_AFTER_AN_OPEN_SPAN). A day outside the span, or
two days after it, is still asked about. A part of the asked slot's reader
(``answer_asked``); no reader of the pipeline lives here.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: the most days a span read as its first day runs past it (a week's)
_SPAN_DAYS = 6


def day_in_span(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> Parsed | None:
    """The one day said plainly after a span read with less than full confidence, within
    that span; None otherwise."""
    if spec.type != SlotType.DATE:
        return None
    found = u.parser(flow, spec).scan(t.scan, t.now, t.language)
    vague = [p for p in found if p.confidence < 1.0]
    plain = [p for p in found if p.confidence >= 1.0]
    if len(vague) != 1 or len({str(p.value) for p in plain}) != 1:
        return None
    span, day = vague[0], plain[-1]
    if day.start < span.end or not isinstance(span.value, str) or not isinstance(day.value, str):
        return None
    apart = (date.fromisoformat(day.value) - date.fromisoformat(span.value)).days
    return day if 0 <= apart <= _SPAN_DAYS else None
