"""The way back of a trip, for a flow that books one way.

"I want to come back on the 28th" while a flight from Rome to Paris on 24 December was
booked changed its date to the 28th, and "a flight from Rome to Paris on Dec 24, returning
Dec 28" kept neither date: the flow has one date, and the second one took it or made the
two a tie. A flow books one way when it has one date slot and a pair of slots that may not
hold the same value (``differs_from``: from and to). The way back is another task of the
flow, queued after this one: the pair swapped, the date said with the return word, and the
values of this task that are not about the way (the class, the passengers) kept.

Return words are the lexicon's ``return_words`` ("come back", "returning", "回来"). A
question ("when do I come back?") and a negated one ("no need to come back") ask for none.
A flow with a return date slot of its own reads the date by that slot's name as before.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..commands import Command, CorrectSlot, SetSlot, StartTask
from ..kind_checks import one_way_shape
from ..spec import FlowSpec, SlotSpec
from .dates import EN_OFFSETS, ZH_OFFSETS, as_date
from .lexicon import normalize
from .mood import mood

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def one_way(flow: FlowSpec) -> tuple[SlotSpec, SlotSpec, SlotSpec] | None:
    """(from, to, date) of a flow whose way back is queued; None for any other flow. A
    flow says so with ``round_trip`` (``false``: never); unset, its shape decides (one date
    slot and one ``differs_from`` pair), the fallback for flows written before the option."""
    if flow.round_trip is False:
        return None
    return one_way_shape(flow)


def with_return(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with the way back queued, when the message asks for one (see the module)."""
    found = t.lex["return_words"].search(t.norm)
    if found is None:
        return out
    start = next((c for c in out if isinstance(c, StartTask)), None)
    name = start.flow if start is not None else t.task.flow if t.task is not None else None
    flow = u.domain.flows.get(name) if name is not None else None
    shape = u.one_way.get(name) if name is not None else None  # worked out at load
    if flow is None or shape is None or mood(t.lex, t.raw, t.norm).asking:
        return out
    if _refused(t, found.start()):  # "I won't come back", "no return flight", "不回来了"
        return out
    origin, goal, date = shape
    back, out_date = _dates(u, t, flow, date, found.start(), found.end())
    kept = [c for c in out if not _gives(c, date, back)]
    if start is not None:
        values = dict(start.slots)
        if back is not None and values.get(date.name) == back[0]:
            del values[date.name]  # the way back's date is no date of the way out
        if out_date is not None and date.name not in values:
            values[date.name] = out_date  # "on Dec 24, returning Dec 28": a tie no more
        start = start.model_copy(update={"slots": values})
        kept = [start if isinstance(c, StartTask) else c for c in kept]
    elif t.task is not None:
        values = {n: s.value for n, s in t.task.slots.items() if s.value is not None}
        for c in kept:
            if isinstance(c, CorrectSlot) or (isinstance(c, SetSlot) and c.flow is None):
                values[c.slot] = c.value
    else:
        return out
    if back is not None:  # "the 30th" after a way out on 24 December is 30 December
        back = _after_way_out(u, t, flow, date, back, values.get(date.name))
    way_back: dict[str, Any] = {k: v for k, v in values.items() if k != date.name}
    way_back.pop(origin.name, None)
    way_back.pop(goal.name, None)
    if values.get(goal.name) is not None:
        way_back[origin.name] = values[goal.name]
    if values.get(origin.name) is not None:
        way_back[goal.name] = values[origin.name]
    if back is not None:
        way_back[date.name] = back[0]
    queued = StartTask(flow=flow.name, slots=way_back)
    if start is not None:
        return [
            start.model_copy(update={"then": [*start.then, queued]}) if c is start else c
            for c in kept
        ]
    return [StartTask(flow=flow.name, slots={}, then=[queued]), *kept]


def _dates(
    u: Knowledge, t: Turn, flow: FlowSpec, date: SlotSpec, start: int, end: int
) -> tuple[tuple[Any, str] | None, Any | None]:
    """(the way back's date as (value, raw), the way out's) around the return word at
    ``start``-``end`` of the normal form: the first date after it ("coming back on the
    28th"), else the one right before it ("28号回来"); the way out's is the one other date
    before it."""
    found = u.parser(flow, date).scan(t.norm, t.now, t.language)
    after = [p for p in found if p.start >= end]
    before = [p for p in found if p.end <= start]
    back = after[0] if after else None
    if back is None and before and not t.norm[before[-1].end : start].strip(" ,"):
        back = before.pop()
    out = {p.value for p in before}
    return (
        (back.value, back.raw_text) if back is not None else None,
        next(iter(out)) if len(out) == 1 else None,
    )


#: the days named from today, which no trip moves
_TODAYISH = re.compile(
    "|".join(sorted((re.escape(w) for w in [*EN_OFFSETS, *ZH_OFFSETS]), key=len, reverse=True)),
    re.IGNORECASE,
)


def _after_way_out(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    date: SlotSpec,
    back: tuple[Any, str],
    way_out: Any,
) -> tuple[Any, str]:
    """The way back's date read from the way out's day, when read from today it comes
    before the way out: "the 30th", "on friday", "in 3 days" count from the trip, not from
    the day of booking. A day named from today ("tomorrow", "明天") and a date that comes
    before the way out either way are kept as said."""
    first, out = as_date(back[0]), as_date(way_out)
    if first is None or out is None or first >= out or _TODAYISH.search(back[1]):
        return back
    trip = datetime.combine(out, t.now.time())
    again = u.parser(flow, date).scan(back[1], trip, t.language)
    later = as_date(again[0].value) if len(again) == 1 else None
    if later is None or later < out:
        return back
    return later.isoformat(), back[1]


#: how close before the return word a refusal refuses it: "I don't need to come back"
_REFUSED_WITHIN = 16


def _refused(t: Turn, at: int) -> bool:
    """A refusal or negation word stands shortly before the return word at ``at``."""
    head = t.norm[max(0, at - _REFUSED_WITHIN) : at]
    return any(
        head[m.end() :].strip().count(" ") < 3  # at most three words between
        for words in (t.lex["refusals"], t.lex["negation"])
        for m in words.finditer(head)
    )


def _gives(c: Command, date: SlotSpec, back: tuple[Any, str] | None) -> bool:
    """``c`` sets the date to the way back's: it is not this task's."""
    return (
        back is not None
        and isinstance(c, SetSlot | CorrectSlot)
        and c.slot == date.name
        and getattr(c, "flow", None) is None
        and (c.value == back[0] or normalize(str(c.raw_text or "")) == normalize(back[1]))
    )
