"""A request for a service told in the past: the flow that takes the past day.

"前天洗的空调 现在还有味道", "hired a drill yesterday and the chuck is loose": the words of
the booking's trigger are there (洗空调, "hire a"), but the day said is before today, which
every date slot of the booking refuses (it books from today on), and which the date slot
of one other flow takes (a complaint, a fault report: ``max: today``). The message tells
of the service done; the flow that asks when it was done is the one it is about. Read by
``answering.requested`` before the trigger's flow is started, so a past day said with a
booking's words no longer starts a booking that would refuse it. A weekday the booking reads as the next one and the other
flow as the last one goes by the tense of its clause ("had a bike service on tuesday and
the brakes squeal": ``date_by_bounds.by_tense``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .date_by_bounds import by_tense
from .parsed import Parsed

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def told_in_the_past(u: Knowledge, t: Turn, asked: str) -> str | None:
    """The one other flow whose date slot takes the day before today the message says,
    when every date slot of the ``asked`` flow refuses it; None otherwise (the asked flow
    has no date slot, the message says no past day, or no flow or several take it)."""
    flow = u.domain.flows.get(asked)
    own = [s for s in flow.slots if s.type == SlotType.DATE] if flow is not None else []
    if flow is None or not own:
        return None
    today = t.now.date().isoformat()
    to_come: list[tuple[SlotSpec, Parsed]] = []
    for spec in own:
        parser = u.parser(flow, spec)
        said = parser.scan(t.scan, t.now, t.language)
        if not said:
            return None
        for p in said:
            if str(p.value) >= today and parser.validate(p.value, t.now) is None:
                to_come.append((spec, p))
    takers = {
        f.name: taken
        for f in u.domain.flows.values()
        if f is not flow and (taken := _takes_past(u, t, f)) is not None
    }
    if len(takers) != 1:
        return None
    name, (spec, past) = next(iter(takers.items()))
    if not to_come:
        return name
    # "had a bike service on tuesday and …": the booking reads the next tuesday, the
    # fault the last one; the clause's tense tells (``date_by_bounds.by_tense``)
    ours = next(((s, p) for s, p in to_come if (p.start, p.end) == (past.start, past.end)), None)
    if ours is None or len(to_come) > 1:
        return None
    chosen = by_tense(t, flow, [ours, (spec, past)], starting=True)
    return name if len(chosen) == 1 and chosen[0][0] is spec else None


def _takes_past(u: Knowledge, t: Turn, flow: FlowSpec) -> tuple[SlotSpec, Parsed] | None:
    """The date slot of ``flow`` that reads a day before today in the message and takes
    it, with the day read."""
    today = t.now.date().isoformat()
    for spec in flow.slots:
        if spec.type != SlotType.DATE:
            continue
        parser = u.parser(flow, spec)
        for p in parser.scan(t.scan, t.now, t.language):
            if str(p.value) < today and parser.validate(p.value, t.now) is None:
                return spec, p
    return None
