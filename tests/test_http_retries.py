"""Retrying a request over HTTP: the ``Idempotency-Key`` header, and a store that fails after
it may have written.

A client that timed out cannot know whether its turn was applied. Sent again with the same
key, the request gets the first answer's messages and applies no second turn (and books
nothing twice); a store that failed after the write answers 503 ``outcome_unknown``, and the
retry with the same key settles it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from dialogflows import Dispatcher
from dialogflows.errors import OutcomeUnknownError, StoreError
from dialogflows.events import Event
from dialogflows.state import DialogueState
from dialogflows.stores.sqlite import SQLiteStore

try:
    from http_server import LAUNDRY, running
except ImportError:  # tests/ imported as a package
    from tests.http_server import LAUNDRY, running


def post(client: httpx.Client, text: str, key: str | None = None, session: str = "s1") -> Any:
    headers = {} if key is None else {"Idempotency-Key": key}
    return client.post(f"/sessions/{session}/messages", json={"text": text}, headers=headers)


def test_the_same_key_twice_is_one_turn_and_one_booking(tmp_path: Path) -> None:
    bot = Dispatcher.from_path(LAUNDRY, store=f"sqlite:///{tmp_path / 'sessions.db'}")
    booked: list[dict[str, Any]] = []

    @bot.action("schedule_pickup")
    def schedule(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        booked.append(slots)
        return {"pickup_id": f"L-{len(booked)}"}

    with running(bot) as client:
        for text in ["i need a laundry pickup", "4 bags", "wash n fold"]:
            assert post(client, text).status_code == 200
        first = post(client, "yes", key="7c1e5a90-retry")
        assert first.json()["messages"] == ["Booked, pickup L-1."]
        again = post(client, "yes", key="7c1e5a90-retry")  # the client never saw the answer
        assert again.status_code == 200
        assert again.json()["messages"] == ["Booked, pickup L-1."]
        assert again.json()["state"]["version"] == first.json()["state"]["version"]
        assert len(booked) == 1
        # a new key is a new turn
        r = post(client, "ok thx", key="another-key")
        assert r.json()["state"]["version"] == first.json()["state"]["version"] + 1


def test_the_key_works_on_the_webhook_and_the_commands_endpoint() -> None:
    with running(Dispatcher.from_path(LAUNDRY)) as client:
        body = {"sender": "w1", "message": "i need a laundry pickup"}
        headers = {"Idempotency-Key": "hook-1"}
        one = client.post("/webhooks/rest/webhook", json=body, headers=headers).json()
        two = client.post("/webhooks/rest/webhook", json=body, headers=headers).json()
        assert one == two == [{"recipient_id": "w1", "text": "How many bags?"}]
        assert client.get("/sessions/w1").json()["state"]["version"] == 1
        cmd = {"commands": [{"type": "set_slot", "slot": "bags", "value": 2}]}
        headers = {"Idempotency-Key": "cmd-1"}
        for _ in range(2):
            r = client.post("/sessions/w1/commands", json=cmd, headers=headers)
            assert r.status_code == 200
        assert client.get("/sessions/w1").json()["state"]["version"] == 2


@pytest.mark.parametrize("key", ["", "x" * 129, "not ascii ü", "with space"])
def test_an_unusable_key_is_refused_before_any_turn(key: str) -> None:
    with running(Dispatcher.from_path(LAUNDRY)) as client:
        r = client.post(
            "/sessions/s1/messages",
            json={"text": "i need a laundry pickup"},
            headers={"Idempotency-Key": key.encode()},
        )
        assert r.status_code == 422
        assert "Idempotency-Key" in r.json()["error"]["message"]
        assert client.get("/sessions/s1").json()["exists"] is False


class LostAnswerStore(SQLiteStore):
    """The write lands, then the connection drops: the save's answer and the read that would
    check it both fail, once."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.drop_next = False
        self.down = False

    def save(
        self, key: str, state: DialogueState, expected_version: int, events: list[Event]
    ) -> None:
        super().save(key, state, expected_version, events)
        if self.drop_next:
            self.drop_next, self.down = False, True
            raise OutcomeUnknownError(key, "no answer within the timeout")

    def load(self, key: str) -> DialogueState | None:
        if self.down:
            self.down = False
            raise StoreError("connection reset")
        return super().load(key)


def test_a_save_that_may_have_happened_is_503_and_the_retry_settles_it(tmp_path: Path) -> None:
    store = LostAnswerStore(tmp_path / "sessions.db")
    bot = Dispatcher.from_path(LAUNDRY, store=store)
    with running(bot) as client:
        post(client, "i need a laundry pickup")
        store.drop_next = True
        r = post(client, "2 bags", key="k-2bags")
        assert r.status_code == 503
        assert r.json()["error"]["type"] == "outcome_unknown"
        assert "Idempotency-Key" in r.json()["error"]["message"]
        r = post(client, "2 bags", key="k-2bags")
        assert r.status_code == 200
        assert r.json()["messages"] == ["Wash and fold, or dry cleaning?"]
        state = client.get("/sessions/s1").json()["state"]
        assert state["version"] == 2  # the turn landed once
        assert state["active_task"]["slots"]["bags"]["value"] == 2
