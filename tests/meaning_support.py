"""What the tests of the readers by meaning share: a test domain read by the local model
(and a module fixture of it), a conversation whose actions record their names, the flow a
message started (both bound to a test file's clock by ``harness``), and the one
``understood_by`` event of a reply (which path decided, and why)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.loader import load_domain
from dialogflows.nlu.embedder import LocalEmbedder
from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.nlu.vector_cache import VectorCache
from dialogflows.spec import Domain
from dialogflows.testing import Conversation, FixedClock

#: the test domains of the readers by meaning, written from docs/dsl.md
MEANING = Path(__file__).parent / "meaning"


#: the local model and the vectors it gave, one of each per test process (the model is
#: also the one of test_semantic.py and test_hybrid.py, which keep vectors of their own): a domain's texts
#: (418 for the ice rink, ~30 s on a loaded machine) are embedded once, not once per test
#: file whose module fixture loads that domain again (136 fixtures of 47 domains; hotspring
#: and teahouse 11 times each). The vectors stay in memory only, so a test reads what the
#: model says now, not a file of an earlier run; the model gives a text the same vector
#: whatever else is embedded with it, so which file embedded it first changes nothing.
LOCAL_EMBEDDER = LocalEmbedder()
_VECTORS = VectorCache(False)


def by_the_local_model(domain: Domain) -> SemanticUnderstander:
    """``domain`` read by rules and the local model, its vectors kept in memory only and
    shared by this process's tests (``_VECTORS``)."""
    return SemanticUnderstander(domain, LOCAL_EMBEDDER, cache=_VECTORS)


def local_understander(name: str) -> SemanticUnderstander:
    """The domain ``tests/meaning/<name>`` read by rules and the local model
    (``by_the_local_model``)."""
    return by_the_local_model(load_domain(MEANING / name))


def understood(name: str, domain: str | None = None) -> Any:
    """A module fixture ``name`` of ``local_understander(domain)`` (the domain of that name
    unless told): a test file holds ``icerink = understood("icerink")`` and its tests take
    ``icerink``; the model reads the domain's texts once per file."""

    def load() -> SemanticUnderstander:
        return local_understander(domain or name)

    return pytest.fixture(scope="module", name=name)(load)


def recording(u: Any, clock: FixedClock, done: list[str]) -> Conversation:
    """A conversation with the understander ``u``; every action appends its name to
    ``done`` (emptied first), so a test sees which action ran."""
    d = Dispatcher(u.domain, understander=u, clock=clock)
    for flow in u.domain.flows.values():
        if flow.action:
            d.action(flow.action)(lambda slots, ctx, name=flow.action: done.append(name))
    done.clear()
    return Conversation(d)


def flow_started(reply: Any, done: list[str]) -> str | None:
    """The flow the message started: running, or done at once (all its slots said), its
    action's name then the last in ``done`` (``recording``)."""
    task = reply.state.active_task
    return task.flow if task is not None else (done[-1] if done else None)


def read_by(reply: Any) -> dict[str, Any]:
    """The reply's one ``understood_by`` event's data."""
    notes = [e.data for e in reply.events if e.type == "understood_by"]
    assert len(notes) == 1, notes
    return dict(notes[0])


def harness(
    clock: FixedClock,
) -> tuple[list[str], Callable[[Any], Conversation], Callable[[Any], str | None]]:
    """What each test file of the readers by meaning wrote for itself: the list its actions'
    names go to, a conversation with an understander on ``clock`` (``recording``, the list
    emptied) and the flow a reply's message started (``flow_started``). A file binds them:
    ``DONE, bot, started = harness(CLOCK)``."""
    done: list[str] = []

    def bot(u: Any) -> Conversation:
        return recording(u, clock, done)

    def started(reply: Any) -> str | None:
        return flow_started(reply, done)

    return done, bot, started
