"""No message of the test suite makes the rule understander fail, whatever state it meets.

The understander's safety net turns an exception into talk and an ``understanding_failed``
event, so a conversation goes on, and a bug would otherwise only show as a bot that did
not understand. Every message the tests say is played here against both example bots, a
dozen to a session (so each meets states its own test never made), and no turn may record
a failure.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from said_in_source import say_literals

from dialogflows import Dispatcher
from dialogflows.testing import FixedClock

ROOT = Path(__file__).resolve().parent.parent


#: every literal message passed to ``say`` in the test files, in file order
MESSAGES = say_literals(sorted((ROOT / "tests").glob("test_*.py")))


def test_the_suite_says_enough_to_be_worth_playing() -> None:
    assert len(MESSAGES) > 1000


@pytest.mark.parametrize("flows", ["travel", "restaurant"])
@pytest.mark.parametrize(("per_session", "seed"), [(12, None), (5, 1)])
def test_no_message_makes_the_understanding_fail(
    flows: str, per_session: int, seed: int | None
) -> None:
    messages = list(MESSAGES)
    if seed is not None:
        random.Random(seed).shuffle(messages)
    bot = Dispatcher.from_path(ROOT / "flows" / flows, clock=FixedClock("2026-11-29T10:00:00"))
    failures = []
    for i, text in enumerate(messages):
        reply = bot.handle(f"s{i // per_session}", text)
        failures += [
            (text, e.data.get("error")) for e in reply.events if e.type == "understanding_failed"
        ]
        assert reply.messages, text
    assert failures == []
