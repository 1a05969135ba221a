"""The shared store: Redis, for many dispatcher processes on many machines.

A session is a hash (``version``, ``state``, ``saved_at``, ``token``) and its events a list.
One Lua script checks the version, writes the state, appends the events and sets the expiry:
Redis runs a script without interleaving any other command, so concurrent turns on one
session never both succeed. Redis does not undo a script's earlier writes when a later
command fails, so the script checks every key's type before its first write.

Each save carries a random token. If the connection drops after the script ran, the client
retries; the retry finds its own token at the new version and reports success instead of a
conflict, so a turn is never applied twice by a reload-and-retry.

Keys: ``dialogflows:session:{KEY}``, ``dialogflows:events:{KEY}``, ``dialogflows:user:{ID}``.
The braces are Redis Cluster hash tags: a session's two keys always share a slot.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

from ..errors import (
    ConflictError,
    CorruptStateError,
    MissingExtraError,
    OutcomeUnknownError,
    StoreError,
)
from ..events import Event
from ..state import Belief, DialogueState
from .base import (
    DecodedStates,
    check_version,
    decode_beliefs,
    decode_event_rows,
    encode_beliefs,
    encode_event_rows,
    encode_state,
    rows_array,
)

try:
    import redis as _redis
    from redis.backoff import ExponentialBackoff
    from redis.retry import Retry
except ImportError:  # pragma: no cover - exercised only without the extra
    _redis = None  # type: ignore[assignment]

__all__ = ["RedisStore"]

T = TypeVar("T")

SESSION = "dialogflows:session:"
EVENTS = "dialogflows:events:"
USER = "dialogflows:user:"

_SAVE = """
local kind = redis.call('TYPE', KEYS[1])['ok']
if kind ~= 'none' and kind ~= 'hash' then return {'corrupt', 'the session key holds a ' .. kind} end
kind = redis.call('TYPE', KEYS[2])['ok']
if kind ~= 'none' and kind ~= 'list' then return {'corrupt', 'the events key holds a ' .. kind} end
local expected = tonumber(ARGV[1])
local current = redis.call('HMGET', KEYS[1], 'version', 'token')
if current[1] then
  local version = tonumber(current[1])
  if version == nil then return {'corrupt', 'its version field is not a number'} end
  if version ~= expected then
    if version == tonumber(ARGV[2]) and current[2] == ARGV[6] then return {'ok'} end
    return {'conflict', version}
  end
elseif redis.call('EXISTS', KEYS[1]) == 1 then
  return {'corrupt', 'the session hash has no version field'}
elseif expected ~= 0 then
  return {'conflict', -1}
end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'state', ARGV[3], 'saved_at', ARGV[4], 'token', ARGV[6])
if #ARGV > 6 then redis.call('RPUSH', KEYS[2], unpack(ARGV, 7)) end
local ttl = tonumber(ARGV[5])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
  redis.call('PEXPIRE', KEYS[2], ttl)
end
return {'ok'}
"""

_PURGE_ONE = """
local saved = tonumber(redis.call('HGET', KEYS[1], 'saved_at'))
if saved and saved < tonumber(ARGV[1]) then
  redis.call('DEL', KEYS[1], KEYS[2])
  return 1
end
return 0
"""


def _session(key: str) -> str:
    return SESSION + "{" + key + "}"


def _events(key: str) -> str:
    return EVENTS + "{" + key + "}"


def redact(url: str) -> str:
    """The URL without its password, fit for error messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(":" + parts.password + "@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


class RedisStore:
    """Sessions, events and user records in Redis, shared by any number of processes.

    ``ttl`` sets an expiry on a session and its events at every save; user records never
    expire. Connection failures become ``StoreError`` naming the URL (password hidden).
    """

    def __init__(self, url: str, *, ttl: timedelta | None = None, timeout: float = 5.0) -> None:
        if _redis is None:
            raise MissingExtraError("Redis store", "redis")
        self.ttl = ttl
        self.url = redact(url)
        self._ttl_ms = int(ttl.total_seconds() * 1000) if ttl is not None else 0
        try:
            self._client: Any = _redis.Redis.from_url(
                url,
                socket_timeout=timeout,
                socket_connect_timeout=timeout,
                retry=Retry(ExponentialBackoff(cap=0.2, base=0.02), 2),
            )
        except ValueError as exc:
            raise StoreError(f"invalid Redis URL {self.url}: {exc}") from None
        self._save = self._client.register_script(_SAVE)
        self._decoded = DecodedStates()
        self._purge_one = self._client.register_script(_PURGE_ONE)

    def load(self, key: str) -> DialogueState | None:
        try:
            fields = self._call(lambda: self._client.hmget(_session(key), "version", "state"))
        except StoreError as exc:
            if "WRONGTYPE" in str(exc):
                raise CorruptStateError(key, "the session key is not a hash") from None
            raise
        version, raw = fields
        if version is None and raw is None:
            return None
        if raw is None:
            raise CorruptStateError(key, "the session hash has no state field")
        return check_version(key, self._decoded.decode(key, raw), version)

    def save(
        self, key: str, state: DialogueState, expected_version: int, events: list[Event]
    ) -> None:
        body = encode_state(state)
        encoded = encode_event_rows(key, events)
        args: list[str | int] = [
            expected_version,
            state.version,
            body,
            repr(time.time()),
            self._ttl_ms,
            os.urandom(8).hex(),
            *(raw for _, raw in encoded),  # a save's events: one item
        ]
        keys = [_session(key), _events(key)]
        reply = self._call(lambda: self._save(keys=keys, args=args), unknown_key=key)
        outcome = reply[0]
        if outcome == b"ok":
            # redis-py sends str as UTF-8
            self._decoded.keep(key, body.encode(), state, events=(events, rows_array(encoded)))
            return
        if outcome == b"conflict":
            actual = int(reply[1])
            raise ConflictError(key, expected_version, None if actual < 0 else actual)
        raise CorruptStateError(key, reply[1].decode())

    def stored_text(self, key: str, state: DialogueState) -> str | bytes | None:
        """The JSON this store holds for ``state``, when ``state`` is what it last saved or
        loaded for ``key`` (None otherwise): the server embeds it in the reply."""
        return self._decoded.text_of(key, state)

    def stored_events(self, key: str, state: DialogueState, events: list[Event]) -> str | None:
        """The JSON array this store wrote for ``events`` with ``state`` (None otherwise)."""
        return self._decoded.events_text_of(key, state, events)

    def events(self, key: str, since_version: int = 0) -> list[Event]:
        try:
            raws = self._call(lambda: self._client.lrange(_events(key), 0, -1))
        except StoreError as exc:
            if "WRONGTYPE" in str(exc):
                raise CorruptStateError(key, "the events key is not a list") from None
            raise
        return [e for e in decode_event_rows(key, raws) if e.version > since_version]

    def load_user(self, user_id: str) -> dict[str, Belief]:
        try:
            raw = self._call(lambda: self._client.get(USER + user_id))
        except StoreError as exc:
            if "WRONGTYPE" in str(exc):
                raise CorruptStateError(f"user record {user_id!r}", "not a string") from None
            raise
        return {} if raw is None else decode_beliefs(user_id, raw)

    def save_user(self, user_id: str, beliefs: dict[str, Belief]) -> None:
        body = encode_beliefs(beliefs)
        self._call(lambda: self._client.set(USER + user_id, body))

    def delete(self, key: str) -> None:
        self._call(lambda: self._client.delete(_session(key), _events(key)))
        self._decoded.forget(key)

    def purge(self, older_than: timedelta) -> int:
        cutoff = repr(time.time() - older_than.total_seconds())
        count = 0
        for key in self.keys():
            count += self._purge_if_old(key, cutoff)
        return count

    def _purge_if_old(self, key: str, cutoff: str) -> int:
        keys = [_session(key), _events(key)]
        return int(self._call(lambda: self._purge_one(keys=keys, args=[cutoff])))

    def keys(self) -> list[str]:
        found = self._call(lambda: list(self._client.scan_iter(match=SESSION + "*", count=500)))
        start = len(SESSION) + 1
        return sorted(k.decode()[start:-1] for k in found)

    def close(self) -> None:
        self._client.close()

    def _call(self, fn: Callable[[], T], unknown_key: str | None = None) -> T:
        """Run one Redis call; ``unknown_key`` marks a write, whose failure after it was
        sent leaves its outcome unknown (the client's own retries, which the save's token
        makes safe, are spent by then)."""
        assert _redis is not None
        try:
            return fn()
        except (_redis.ConnectionError, _redis.TimeoutError) as exc:
            if unknown_key is not None:
                raise OutcomeUnknownError(
                    unknown_key, f"Redis store {self.url} failed during the save: {exc}"
                ) from None
            raise StoreError(f"Redis store {self.url} is unreachable: {exc}") from None
        except _redis.RedisError as exc:
            raise StoreError(f"Redis store {self.url} refused the operation: {exc}") from None
