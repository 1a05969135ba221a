"""Store calls from an event loop: inline when the store is quick, in a thread otherwise.

Handing a call to a worker thread costs a server about 0.1 ms of CPU a request (the hand-off
of the interpreter lock both ways, futexes, a thread woken up), as much as a SQLite save
itself. A store whose calls never wait on anything but this process's memory and a local
file (``MemoryStore``, ``SQLiteStore``) says so with ``on_loop = True``, and its calls run
right on the loop. Such a store must never make the loop *wait*: asked through ``call``, it
raises ``StoreWouldWait`` instead of waiting for a lock another thread or process holds, and
the call is made again a little later, the loop serving other requests meanwhile, and in a
thread, where waiting is fine, if the lock is still held then. ``StoreWouldWait`` is raised
before the store has changed anything, so the call made again is the same call, once.

A store reached over a network (Redis) keeps the thread: a round trip is idle time the loop
could spend on other connections, and a network can stall.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

__all__ = ["StoreWouldWait", "call", "may_wait", "not_waiting", "quick"]

T = TypeVar("T")

_WAITING: ContextVar[bool] = ContextVar("dialogflows_store_may_wait", default=True)


class StoreWouldWait(Exception):
    """A store asked not to wait met a lock someone else holds; it changed nothing."""


def may_wait() -> bool:
    """Whether the store may wait for a lock here (False: raise ``StoreWouldWait``)."""
    return _WAITING.get()


@contextmanager
def not_waiting() -> Iterator[None]:
    """Store calls in this block raise ``StoreWouldWait`` rather than wait for a lock."""
    token = _WAITING.set(False)
    try:
        yield
    finally:
        _WAITING.reset(token)


def quick(store: object) -> bool:
    """The store's calls may run on an event loop (``on_loop = True``)."""
    return getattr(store, "on_loop", False) is True


#: pauses on the loop (the loop serves others meanwhile) before a call that keeps meeting a
#: lock goes to a thread: ~6 ms in all, longer than another worker's save holds SQLite's
#: write lock, so two workers on one file rarely pay for a thread
_PAUSES = (0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.002)


async def call(store: object, fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)``, a function made of ``store``'s calls: on the loop if the store is quick
    and nothing it needs is held. A held lock is tried again after a pause in which the loop
    serves other requests; one still held after ``_PAUSES`` is waited for in a worker thread."""
    if quick(store):
        for pause in (*_PAUSES, None):
            token = _WAITING.set(False)
            try:
                return fn(*args)
            except StoreWouldWait:
                pass  # nothing was done: try again, or where waiting is fine
            finally:
                _WAITING.reset(token)
            if pause is not None:
                await asyncio.sleep(pause)
    return await asyncio.to_thread(fn, *args)
