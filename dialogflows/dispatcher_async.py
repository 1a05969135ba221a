"""The dispatcher's loop for asyncio callers: ``ahandle`` and ``aapply``.

The same turn as ``Dispatcher.handle`` and ``apply``, on the same core (``commit.py``'s
protocol and the pure parts of a turn in ``dispatcher.py``); only the IO around it is
awaited: an async understander, async actions (a synchronous one runs in a worker thread,
``ActionRun.acall``), and the store's calls, run on the loop when the store is quick
(``stores/on_loop.py``) and in a thread otherwise.

``Dispatcher`` takes ``AsyncLoop`` as its base. What the loop uses of the dispatcher is
declared in ``AsyncHost``, the self type of its methods, so this module imports nothing of
``dispatcher.py`` and mypy checks that the dispatcher has all of it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from datetime import datetime
from functools import partial
from typing import Any, Protocol

from .actions import ActionFn, ActionRun
from .commands import Command
from .commit import (
    ActRequest,
    CommitHost,
    Request,
    SaveRequest,
    TurnRequest,
    answered,
    check_turn_id,
    commit_turn,
    drive_async,
    recalls_memories,
)
from .event_model import EventType
from .nlu.base import AsyncUnderstander, NluContext, Understander
from .reply import Reply
from .responses import Responses
from .screen import screen
from .spec import Domain
from .state import DialogueState
from .stores import on_loop
from .stores.base import Store
from .tracing import aturn as traced_aturn
from .tracing import span
from .understood import understood_data

__all__ = ["AsyncHost", "AsyncLoop"]


class AsyncHost(CommitHost, Protocol):
    """What the async loop needs of the dispatcher, beside the commit protocol's parts."""

    domain: Domain
    responses: Responses
    store: Store
    understander: Understander | AsyncUnderstander
    actions: dict[str, ActionFn]
    clock: Callable[[], datetime]
    _async_nlu: bool

    def _refuse(self, session_id: str, user_id: str | None, message: str) -> Reply: ...

    def _load(self, session_id: str, user_id: str | None) -> DialogueState | None: ...

    def _context(self, saved: DialogueState | None, now: datetime) -> NluContext: ...

    def _talk(self, commands: list[Command]) -> list[Command]: ...

    def _request(
        self,
        session_id: str,
        user_id: str | None,
        text: str | None,
        commands: list[Command],
        turn_id: str | None,
        now: datetime,
        notes: list[tuple[EventType, dict[str, object]]],
    ) -> TurnRequest: ...

    def _applied(
        self,
        session_id: str,
        commands: Iterable[Command],
        user_id: str | None,
        text: str | None,
        turn_id: str | None,
    ) -> TurnRequest: ...

    def _io(self, request: Request, req: TurnRequest, actions: ActionRun) -> Any: ...

    def _save(self, request: SaveRequest, req: TurnRequest) -> None: ...


class AsyncLoop:
    """``ahandle`` and ``aapply``: the turn of ``Dispatcher`` for asyncio bots."""

    @traced_aturn
    async def ahandle(
        self: AsyncHost,
        session_id: str,
        text: str,
        user_id: str | None = None,
        *,
        turn_id: str | None = None,
    ) -> Reply:
        """The same turn for asyncio bots: async understanders and actions are awaited,
        synchronous actions run in a worker thread (``ActionRun.acall``), and the store's
        calls run on the loop when the store is quick (``stores/on_loop.py``)."""
        clean, refusal = screen(text, self.domain.settings.max_message_chars, self.responses)
        if refusal is not None:
            return await on_loop.call(self.store, self._refuse, session_id, user_id, refusal)
        check_turn_id(turn_id)
        now = self.clock()
        saved = await on_loop.call(self.store, self._load, session_id, user_id)
        early = answered(self, turn_id, saved)
        if early is not None:
            return early
        ctx = self._context(saved, now)
        understander: Any = self.understander
        with span("understand"):
            if self._async_nlu:
                commands = await understander.aunderstand(clean, ctx)
            else:
                commands = understander.understand(clean, ctx)
        commands = self._talk(commands)  # what talk is, said by key (nlu/talk.py)
        ctx.notes.append(("understood", understood_data(understander, commands)))
        req = self._request(session_id, user_id, clean, commands, turn_id, now, ctx.notes)
        return await _commit(self, req, saved)

    @traced_aturn
    async def aapply(
        self: AsyncHost,
        session_id: str,
        commands: Iterable[Command],
        user_id: str | None = None,
        text: str | None = None,
        *,
        turn_id: str | None = None,
    ) -> Reply:
        """``apply`` for asyncio callers: actions and the store's calls as in ``ahandle``."""
        req = self._applied(session_id, commands, user_id, text, turn_id)
        saved = await on_loop.call(self.store, self._load, session_id, user_id)
        return await _commit(self, req, saved)


async def _commit(host: AsyncHost, req: TurnRequest, saved: DialogueState | None) -> Reply:
    """``Dispatcher._commit_sync`` for asyncio callers (``ahandle``, ``aapply``). The user's
    memories are read first, as every store call here, through ``on_loop.call``: read
    inside the turn, on the loop, they could wait for the store's lock."""
    if req.user_id is not None and recalls_memories(req, saved):
        memories = await on_loop.call(host.store, host.store.load_user, req.user_id)
        req = dataclasses.replace(req, memories=memories)
    actions = ActionRun(host.actions, req.session_id, req.user_id, req.now, {})
    return await drive_async(
        commit_turn(host, req, saved), partial(_perform, host, req=req, actions=actions)
    )


async def _perform(host: AsyncHost, request: Request, req: TurnRequest, actions: ActionRun) -> Any:
    """One IO request of the commit protocol, awaited."""
    if isinstance(request, ActRequest):
        with span("action", **{"dialogflows.action": request.call.name}):
            return await actions.acall(request.call, request.state, request.key, request.attempt)
    if isinstance(request, SaveRequest):
        # one span for the save, however often a held lock makes it try again
        with span("save"):
            return await on_loop.call(host.store, host._save, request, req)
    # a quick store's calls run on the loop; others (Redis) in a thread (stores/on_loop.py)
    return await on_loop.call(host.store, host._io, request, req, actions)
