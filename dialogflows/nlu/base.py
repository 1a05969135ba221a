"""The understander interface: text + state -> commands.

Understanders never touch storage and never mutate the state they are given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Protocol, runtime_checkable

from ..commands import Command
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
    notes: list[tuple[str, dict[str, object]]] = field(default_factory=list)

    @property
    def today(self) -> date:
        return self.now.date()

    @property
    def flow(self) -> FlowSpec | None:
        task = self.state.active_task
        return None if task is None else self.domain.task_flow(task.flow)


@runtime_checkable
class Understander(Protocol):
    def understand(self, text: str, ctx: NluContext) -> list[Command]: ...


@runtime_checkable
class AsyncUnderstander(Protocol):
    async def aunderstand(self, text: str, ctx: NluContext) -> list[Command]: ...
