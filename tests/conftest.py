"""Shared fixtures: a real redis-server on loopback, one per test session."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

try:
    from redis_server import RedisServer, redis_binary
except ImportError:  # tests/ imported as a package
    from tests.redis_server import RedisServer, redis_binary


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """Skipped only on a developer machine without the binary; in CI its absence fails."""
    if redis_binary() is None:
        message = "redis-server binary not found on PATH (apt-get install redis-server)"
        if os.environ.get("CI"):
            pytest.fail(message + "; CI is set, so Redis tests must run", pytrace=False)
        pytest.skip(message)
    with RedisServer() as server:
        yield server


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The shared server's URL, emptied before each test."""
    import redis

    client = redis.Redis.from_url(redis_server.url)
    client.flushall()
    client.close()
    return redis_server.url
