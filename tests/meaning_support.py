"""What the tests of the readers by meaning share: a conversation whose actions record
their names, and the one ``understood_by`` event of a reply (which path decided, and why)."""

from __future__ import annotations

from typing import Any

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock


def recording(u: Any, clock: FixedClock, done: list[str]) -> Conversation:
    """A conversation with the understander ``u``; every action appends its name to
    ``done`` (emptied first), so a test sees which action ran."""
    d = Dispatcher(u.domain, understander=u, clock=clock)
    for flow in u.domain.flows.values():
        if flow.action:
            d.action(flow.action)(lambda slots, ctx, name=flow.action: done.append(name))
    done.clear()
    return Conversation(d)


def read_by(reply: Any) -> dict[str, Any]:
    """The reply's one ``understood_by`` event's data."""
    notes = [e.data for e in reply.events if e.type == "understood_by"]
    assert len(notes) == 1, notes
    return dict(notes[0])
