"""Actions: the Python callables behind a flow's ``action:``, and how a turn calls them.

A flow that reaches ``executing`` yields an ``ActionCall``; the dispatcher answers it with an
``ActionOutcome``. An exception in an action is the flow's failure, not the bot's. The
dispatcher runs an action only after a claim on the session was saved (``commit.py``), so
two processes answering the same "yes" never both run it; ``ctx.idempotency_key`` lets the
backend refuse a duplicate of its own (a retry after a crash reuses the key).
"""

from __future__ import annotations

import asyncio
import hashlib
import inspect
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any, TypeVar

from .errors import DialogflowsError
from .state import DialogueState

ActionFn = Callable[[dict[str, Any], "ActionContext"], Any]
T = TypeVar("T")


@dataclass(frozen=True)
class ActionContext:
    """What an action sees besides its slots: who asks, in which session, and when."""

    session_id: str
    user_id: str | None
    flow: str
    task_id: str
    now: datetime
    state: DialogueState
    #: the same for every attempt of one execution of one task (the task, the action and
    #: its values): pass it to a payment or booking API so that it refuses a duplicate
    idempotency_key: str = ""
    #: 1, or more when an execution interrupted by a crash is tried again with the same key
    attempt: int = 1


def idempotency_key(session: str, call: ActionCall) -> str:
    """Stable for one task's one execution; a different task or changed values differ."""
    return hashlib.sha256(f"{session}\x00{call.key}".encode()).hexdigest()[:32]


@dataclass(frozen=True)
class ActionCall:
    """Yielded when a task reaches ``executing``; answered with an ``ActionOutcome``."""

    name: str
    flow: str
    slots: dict[str, Any]
    task_id: str

    @cached_property  # asked twice per call (was it done? remember it): one JSON encoding
    def key(self) -> str:
        """Identifies one execution: the same task, action and values."""
        return json.dumps([self.task_id, self.name, self.slots], sort_keys=True, default=str)


@dataclass
class ActionOutcome:
    result: dict[str, Any] | None = None
    error: BaseException | None = None
    missing: bool = False
    #: another turn claimed this execution and may be running it now: leave the task be
    in_flight: bool = False


@dataclass
class ActionRun:
    """Calls actions for one turn (and its retries); ``done`` remembers what already ran."""

    registry: dict[str, ActionFn]
    session_id: str
    user_id: str | None
    now: datetime
    done: dict[str, ActionOutcome]

    def _target(
        self, call: ActionCall, state: DialogueState, key: str, attempt: int
    ) -> ActionOutcome | tuple[ActionFn, ActionContext]:
        if call.key in self.done:
            return self.done[call.key]
        fn = self.registry.get(call.name)
        if fn is None:
            return ActionOutcome(missing=True)
        return fn, ActionContext(
            self.session_id, self.user_id, call.flow, call.task_id, self.now, state, key, attempt
        )

    def call(
        self, call: ActionCall, state: DialogueState, key: str = "", attempt: int = 1
    ) -> ActionOutcome:
        target = self._target(call, state, key, attempt)
        if isinstance(target, ActionOutcome):
            return target
        fn, ctx = target
        try:
            result = fn(dict(call.slots), ctx)
            if inspect.isawaitable(result):
                result = run_sync(result)
            outcome = ActionOutcome(result=_result_dict(result))
        except Exception as e:  # an action's failure is the flow's failure, not the bot's
            outcome = ActionOutcome(error=e)
        self.done[call.key] = outcome
        return outcome

    async def acall(
        self, call: ActionCall, state: DialogueState, key: str = "", attempt: int = 1
    ) -> ActionOutcome:
        target = self._target(call, state, key, attempt)
        if isinstance(target, ActionOutcome):
            return target
        fn, ctx = target
        try:
            if inspect.iscoroutinefunction(fn):
                result = await fn(dict(call.slots), ctx)
            else:  # it may wait (a booking API): in a worker thread, never on the event loop
                result = await asyncio.to_thread(fn, dict(call.slots), ctx)
                if inspect.isawaitable(result):
                    result = await result
            outcome = ActionOutcome(result=_result_dict(result))
        except Exception as e:
            outcome = ActionOutcome(error=e)
        self.done[call.key] = outcome
        return outcome


def _result_dict(result: Any) -> dict[str, Any]:
    if result is None:
        return {}
    if isinstance(result, dict):
        return result
    raise TypeError(f"an action must return a dict or None, got {type(result).__name__}")


def run_sync(awaitable: Awaitable[T]) -> T:
    """Run a coroutine from the sync API; inside a running loop, ``ahandle`` is the way."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:

        async def wrap() -> T:
            return await awaitable

        return asyncio.run(wrap())
    raise DialogflowsError(
        "an async action or understander was called from Dispatcher.handle inside a running "
        "event loop; use `await bot.ahandle(...)` instead"
    )
