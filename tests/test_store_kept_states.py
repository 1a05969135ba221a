"""Stores keep the state each session last saved, beside its exact text, to skip parsing it
on the next turn (``stores.base.DecodedStates``). What a user would notice if that went wrong:
two server processes on one store answering from stale memory. So two dispatchers (as two
workers) share one SQLite file or one real redis-server and take turns in one conversation,
and a session reset by one and begun again is not answered from the other's memory.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from dialogflows.dispatcher import Dispatcher
from dialogflows.errors import CorruptStateError
from dialogflows.http_turns import reply_json, stored_events, stored_text

GROCERY = Path(__file__).resolve().parent / "domains" / "grocery"
CLOCK = lambda: datetime(2026, 3, 2, 10, 0)  # noqa: E731


def _worker(store: str) -> Dispatcher:
    bot = Dispatcher.from_path(GROCERY, store=store, clock=CLOCK)
    orders = iter(range(1, 100))

    def order(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"order_id": f"GR-{next(orders)}"}

    bot.action("order_groceries")(order)
    return bot


@pytest.fixture(params=["sqlite", pytest.param("redis", marks=pytest.mark.redis)])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'shop.db'}"
    else:
        yield request.getfixturevalue("redis_url")


def test_two_workers_taking_turns_each_see_the_others_last_turn(store_url: str) -> None:
    a, b = _worker(store_url), _worker(store_url)
    assert a.handle("s", "hey i need groceries", "u").state.active_task is not None
    r = b.handle("s", "bananas pls", "u")
    assert r.state.active_task is not None
    assert r.state.active_task.value("item") == "bananas"
    r = a.handle("s", "6", "u")  # a saved version 1; b saved 2: a must read b's
    assert r.state.active_task is not None
    assert r.state.active_task.filled() == {"item": "bananas", "quantity": 6}
    r = b.handle("s", "tmrw", "u")
    assert r.state.phase == "confirming"
    r = a.handle("s", "oops make that 8", "u")
    assert r.state.active_task is not None and r.state.active_task.value("quantity") == 8
    r = b.handle("s", "yes", "u")
    assert any("GR-1" in m for m in r.messages)
    assert [e.version for e in a.events("s", "u")] == sorted(e.version for e in a.events("s", "u"))


def test_a_session_reset_and_begun_again_is_not_answered_from_memory(store_url: str) -> None:
    a, b = _worker(store_url), _worker(store_url)
    a.handle("s", "i need groceries", "u")
    a.handle("s", "salmon", "u")
    b.reset("s", "u")  # another worker forgets it; a still remembers version 2
    b.handle("s", "i need groceries", "u")
    r = b.handle("s", "tofu", "u")  # version 2 again, other content
    assert r.state.version == a.state("s", "u").version
    task = a.state("s", "u").active_task
    assert task is not None and task.value("item") == "tofu"
    r = a.handle("s", "3", "u")
    assert r.state.active_task is not None
    assert r.state.active_task.filled() == {"item": "tofu", "quantity": 3}


def test_a_row_edited_by_hand_is_read_as_edited(tmp_path: Path) -> None:
    path = tmp_path / "shop.db"
    bot = _worker(f"sqlite:///{path}")
    bot.handle("s", "i need groceries", "u")
    with sqlite3.connect(path) as db:  # same version, other text: a broken backup restored
        db.execute("UPDATE sessions SET state = '{\"oops\": 1'")
    with pytest.raises(CorruptStateError, match="'u:s'"):
        bot.handle("s", "bananas", "u")


def test_a_reply_embedding_the_stored_state_is_the_same_json(store_url: str) -> None:
    bot = _worker(store_url)
    for text in ("i need groceries", "almond milk", "2 of them", "friday"):
        reply = bot.handle("s", text, "u")
        stored = stored_text(bot, reply)
        assert stored is not None
        assert reply_json(reply, True, stored) == reply_json(reply, True)
        events = stored_events(bot, reply)  # one save: its events' array is the reply's
        assert events is not None
        assert reply_json(reply, True, stored, events) == reply_json(reply, True)
    said = bot.said(reply.state, ["again"])  # a copy: nothing stored is its text
    assert stored_text(bot, said) is None
    assert stored_events(bot, said) is None
