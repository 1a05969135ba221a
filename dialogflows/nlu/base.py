"""The understander interface: text + state -> commands.

Understanders never touch storage and never mutate the state they are given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Protocol, runtime_checkable

from ..commands import Command
from ..event_model import EventType
from ..spec import Domain, FlowSpec
from ..state import DialogueState


@dataclass(frozen=True)
class NluContext:
    """What an understander may look at for one turn (read-only)."""

    state: DialogueState
    domain: Domain
    now: datetime
    language: str = "en"
    #: events the understander wants recorded (e.g. an LLM failure), as (type, data) pairs
    notes: list[tuple[EventType, dict[str, object]]] = field(default_factory=list)

    @property
    def today(self) -> date:
        return self.now.date()

    @property
    def flow(self) -> FlowSpec | None:
        task = self.state.active_task
        return None if task is None else self.domain.task_flow(task.flow)


@runtime_checkable
class Understander(Protocol):
    """Reads a message into commands.

    One that answers from memory in well under a millisecond and never waits on I/O (the
    rules) may say so with a class attribute ``runs_on_loop = True``: a server then runs
    its turns on the event loop instead of handing each to a worker thread (docs/http.md,
    *Throughput*). A model's or a service's understander leaves it out.
    """

    def understand(self, text: str, ctx: NluContext) -> list[Command]: ...


@runtime_checkable
class AsyncUnderstander(Protocol):
    """An understander that reads a message without holding a thread while it waits (a model
    behind a network call): a server awaits it on the event loop."""

    async def aunderstand(self, text: str, ctx: NluContext) -> list[Command]: ...
