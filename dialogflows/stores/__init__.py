"""Session stores, chosen by URL so the API, simulator, server and CLI all read the same
``--store`` value: ``memory://``, ``sqlite:///relative.db``, ``sqlite:////abs/path.db``,
``redis://host:port/db``.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from ..errors import DialogflowsError
from .base import Store
from .memory import MemoryStore
from .sqlite import SQLiteStore

if TYPE_CHECKING:
    from .redis import RedisStore

__all__ = ["MemoryStore", "RedisStore", "SQLiteStore", "Store", "open_store"]

ACCEPTED = (
    "memory://, sqlite:///relative/path.db, sqlite:////absolute/path.db, redis://host:port/db"
)


def open_store(url: str | None, *, ttl: timedelta | None = None, read_only: bool = False) -> Store:
    """The store a URL names; None means a fresh in-memory store.

    ``read_only`` opens an existing SQLite file without creating it, its folder, or any
    table (commands that only read must leave no file behind).

    Raises ``DialogflowsError`` for a URL of no known form, ``MissingExtraError`` for
    ``redis://`` without the redis package, ``StoreError`` when the store cannot be opened.
    """
    if url is None or url == "memory://":
        return MemoryStore(ttl=ttl)
    if url.startswith("sqlite:///"):
        path = url[len("sqlite:///") :]
        if path:
            return SQLiteStore(path, ttl=ttl, read_only=read_only)
    elif url.startswith(("redis://", "rediss://", "unix://")):
        from .redis import RedisStore

        return RedisStore(url, ttl=ttl)
    raise DialogflowsError(f"unknown store URL {url!r}; use one of: {ACCEPTED}")


def __getattr__(name: str) -> object:
    # RedisStore is importable from here without importing redis for every other store.
    if name == "RedisStore":
        from .redis import RedisStore

        return RedisStore
    raise AttributeError(name)
