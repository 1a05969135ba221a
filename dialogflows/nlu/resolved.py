"""A reader's finding resolved: the flow it found asked for started, or the readers it asks
first run ("cancel BK-1234" the flow that cancels it, "a flight to Paris and a hotel
there" the first started and the other queued, "sorry what was the date again?" asked
back before the answer).

Readers never start a flow nor call each other: they return what they found
(``findings.FlowAsked``, ``HitsAsked``, ``RequestsAsked``; ``RequestsFirst``,
``RecallFirst``, ``AddedFirst`` when another reader must be asked first), and the pipeline
resolves it here, with ``starting.py``. A part of the pipeline: it runs readers, so no
reader imports it.
"""

from __future__ import annotations

from ..commands import Cancel, Command, StartTask
from .asked_back import first_recalled
from .findings import (
    AddedFirst,
    FlowAsked,
    Found,
    HitsAsked,
    RecallFirst,
    RequestsAsked,
    RequestsFirst,
)
from .knowledge import Knowledge
from .starting import start, switch_to
from .two_requests import added_request, queue, two_requests, with_later_requests
from .utterance import Turn


def started(
    u: Knowledge,
    t: Turn,
    found: list[Command]
    | Found
    | FlowAsked
    | HitsAsked
    | RequestsAsked
    | RequestsFirst
    | RecallFirst
    | AddedFirst
    | None,
) -> list[Command] | Found | None:
    """A flow a reader found asked for, started (``starting.py``): "cancel BK-1234" the
    flow that cancels it, with the requests joined after it queued when the reader says
    so; the best of the triggers' hits; the first of several requests that starts a task,
    the others queued after it ("a flight to Paris and a hotel there"). And the readers a
    finding asks first: a value asked back (``RecallFirst``), a request said to come
    after the running task (``AddedFirst``)."""
    if isinstance(found, FlowAsked):
        begun = switch_to(u, t, found.flow, found.score)
        if found.given:
            begun = [
                c.model_copy(update={"slots": {**found.given, **c.slots}})
                if isinstance(c, StartTask) and c.flow == found.flow
                else c
                for c in begun
            ]
        if found.instead:  # "scrap that, move my rental instead": cancelled, then started
            return [Cancel(), *begun]
        return with_later_requests(u, t, begun) if found.then else begun
    if isinstance(found, HitsAsked):
        return start(u, t, found.hits)
    if isinstance(found, RequestsFirst):  # "cancel that and book a flight to Madrid instead"
        several = started(u, t, two_requests(u, t))
        return several if several is not None else started(u, t, found.otherwise)
    if isinstance(found, RecallFirst):  # "sorry what was the date again?"
        back = first_recalled(u, t, found.kinds)
        return [back] if back is not None else started(u, t, found.otherwise)
    if isinstance(found, AddedFirst):  # "I also need a hotel there": after the flight
        later = added_request(u, t, found.hits)
        return [later] if later is not None else started(u, t, found.otherwise)
    if isinstance(found, RequestsAsked):
        for r in found.readings:
            lead = start(u, r.head, r.hits)
            if lead and isinstance(lead[0], StartTask):
                if found.only is not None and lead[0].flow != found.only:
                    return None
                return [queue(u, t, lead[0], r.cuts), *lead[1:]]
        return None
    return found
