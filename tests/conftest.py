"""Shared fixtures: conversations with the example bots, and a real redis-server on loopback,
one per test session."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

try:
    from redis_server import RedisServer, redis_binary
except ImportError:  # tests/ imported as a package
    from tests.redis_server import RedisServer, redis_binary


# CI runs the property tests on a fixed seed, so a red build is the change's doing and
# never a roll of the dice; a local run keeps trying new inputs (and found real bugs so).
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


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


ROOT = Path(__file__).resolve().parent.parent
#: a Sunday morning: "tomorrow" is 2026-11-30, "next friday" Friday 4 December
CLOCK = FixedClock("2026-11-29T10:00:00")


@pytest.fixture
def travel() -> Conversation:
    """A new session (user u1) with the English travel bot, on the fixed clock."""
    return Conversation(Dispatcher.from_path(ROOT / "flows" / "travel", clock=CLOCK), "s", "u1")


@pytest.fixture
def restaurant() -> Conversation:
    """A new session (user u1) with the Chinese restaurant bot, on the fixed clock."""
    return Conversation(Dispatcher.from_path(ROOT / "flows" / "restaurant", clock=CLOCK), "s", "u1")
