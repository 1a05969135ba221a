"""Per-caller rate limits: a token bucket in this process, or in Redis for a fleet.

A bucket holds up to ``count`` tokens and refills at ``count / seconds`` per second; a request
takes one. An empty bucket answers with how long until the next token, which the server sends
as ``Retry-After``. In memory the buckets belong to one process, so N workers allow N times
the rate; in Redis one Lua script takes the token atomically, so every process behind the
same Redis shares each caller's bucket.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from typing import Any, Protocol

from .errors import MissingExtraError, StoreError
from .http_settings import RateLimit

__all__ = ["MemoryRateLimiter", "RateLimiter", "RedisRateLimiter", "open_rate_limiter"]

#: Buckets kept in memory; the least recently used go first (a full bucket is the default).
MAX_BUCKETS = 100_000

_TAKE = """
local rate = tonumber(ARGV[1])
local capacity = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = (1 - tokens) / rate end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / rate * 1000) + 1000)
return tostring(wait)
"""


class RateLimiter(Protocol):
    async def take(self, caller: str) -> float:
        """Take one token for ``caller``; 0 when allowed, else the seconds until allowed."""
        ...


class MemoryRateLimiter:
    """Buckets in this process, guarded by a lock (turns run in worker threads too)."""

    def __init__(self, limit: RateLimit, clock: Any = time.monotonic) -> None:
        self.rate = limit.per_second
        self.capacity = float(limit.count)
        self._clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    async def take(self, caller: str) -> float:
        now = self._clock()
        with self._lock:
            tokens, at = self._buckets.pop(caller, (self.capacity, now))
            tokens = min(self.capacity, tokens + (now - at) * self.rate)
            wait = 0.0
            if tokens >= 1:
                tokens -= 1
            else:
                wait = (1 - tokens) / self.rate
            self._buckets[caller] = (tokens, now)
            if len(self._buckets) > MAX_BUCKETS:
                self._buckets.popitem(last=False)
        return wait


class RedisRateLimiter:
    """Buckets in Redis (``dialogflows:rate:{caller}``), shared by every process using it.

    The client is redis-py's asyncio one, made on first use inside the server's event loop,
    so a request waiting for Redis never blocks the others.
    A Redis that cannot be reached is a ``StoreError``: the server answers 503, as it would for
    the turn itself, rather than letting requests through unlimited.
    """

    def __init__(self, limit: RateLimit, url: str, *, timeout: float = 2.0) -> None:
        try:
            import redis.asyncio
        except ImportError:
            raise MissingExtraError("a rate limit kept in Redis", "redis") from None
        self._redis: Any = redis
        self.rate = limit.per_second
        self.capacity = limit.count
        self._url = url
        self._timeout = timeout
        self._take: Any = None

    async def take(self, caller: str) -> float:
        if self._take is None:
            client = self._redis.asyncio.Redis.from_url(
                self._url, socket_timeout=self._timeout, socket_connect_timeout=self._timeout
            )
            self._take = client.register_script(_TAKE)
        try:
            wait = await self._take(
                keys=[f"dialogflows:rate:{{{caller}}}"], args=[self.rate, self.capacity]
            )
        except self._redis.RedisError as exc:
            raise StoreError(f"the rate limit's Redis is unavailable: {exc}") from None
        return float(wait)


def open_rate_limiter(limit: RateLimit, redis_url: str | None) -> RateLimiter:
    """In Redis when a URL is given (the store's, when the store is Redis), else in memory."""
    if redis_url is not None:
        return RedisRateLimiter(limit, redis_url)
    return MemoryRateLimiter(limit)


def retry_after(wait: float) -> str:
    """``Retry-After`` is whole seconds (RFC 9110); round up so a retry then succeeds."""
    return str(max(1, math.ceil(wait)))
