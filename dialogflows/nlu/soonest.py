"""The soonest said beside a request's values or in a change, not to the time's own question
("叫代驾 从国贸到机场 现在 轿车", "book a cab to the station right now", "改成今天 现在就走"):
the flow's one time slot takes the earliest time it takes from now, and its one date slot
today, when the message says no other time and no other day. Asked the time, the same words
are its answer (``answer_asked.py``); said with the request, they were read for nothing and
the time was asked again, though the user had said it.

A flow with no time slot reads nothing here: "尽快" beside a date alone says no day. Nor is
the word read inside the words that say where one is ("我现在在三里屯": ``address_leads``), or
in a message that says another flow's trigger (the urgency is that request's).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .asked_time import earliest_time
from .limits import first_day
from .parsed import Parsed
from .utterance import Turn
from .values import ValueParser

if TYPE_CHECKING:
    from .knowledge import Knowledge

_DATE, _TIME = SlotType.DATE, SlotType.TIME


def soonest_said(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task | None,
    typed: list[tuple[SlotSpec, ValueParser]],
    found: list[tuple[SlotSpec, Parsed, int]],
    skip: Collection[str],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The time (and the day, today) the soonest words say, as readings by type (rank 0):
    the time on the words, the day on no words of its own (an empty span at their end), so
    the two do not contest one span. ``typed``: the flow's slots read by type alone;
    ``found``: the readings so far, a time or a day among them said otherwise; ``skip``:
    the slots not read here, the asked one among them: "越快越好" asked which day answers
    the day, no time of it."""
    low = t.scan.lower()
    said = t.lex["asap"].search(low)
    if said is None or any(h.flow != flow.name for h in u.triggers.exact(t.norm)):
        return []
    if any(
        a.start() <= said.start() and said.end() <= a.end()
        for a in t.lex["address_leads"].finditer(low)
    ):
        return []  # "我现在在三里屯": where one is now, no time
    if any(s.name in skip for s, _ in typed if s.type in (_DATE, _TIME)):
        return []  # asked the day (or the time), the words are its answer
    time = next((s for s, _ in typed if s.type == _TIME), None)
    if time is None or any(f[0].name == time.name for f in found):
        return []
    today = t.now.date().isoformat()
    date = next((s for s, _ in typed if s.type == _DATE), None)
    day_found = [f[1].value for f in found if date is not None and f[0].name == date.name]
    day = day_found[0] if day_found else (task.value(date.name) if task and date else None)
    out: list[tuple[SlotSpec, Parsed, int]] = []
    if date is not None and day is None:
        if first_day(date, t.now.date()) != today:
            return []  # the soonest day the slot takes is no today: no time from now
        out.append((date, Parsed(today, said.group(), 1.0, said.end(), said.end()), 0))
        day = today
    if day is not None and day != today:
        return []  # "明天 现在就要": now is no time of another day
    soonest = earliest_time(t, time, True)
    if soonest is None:
        return []
    return [(time, Parsed(soonest, said.group(), 1.0, said.start(), said.end()), 0), *out]
