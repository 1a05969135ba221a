"""The Rasa-compatible REST channel, ``/metrics``, and spans, against real servers on loopback.

A Rasa web widget posts ``{"sender", "message"}`` and reads ``[{"recipient_id", "text"}]``;
an operator scrapes ``/metrics`` with Prometheus; a tracing backend receives a span per turn
with a child per stage. The conversation is the laundry domain's, typed casually.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import jwt
import pytest
from prometheus_client.parser import text_string_to_metric_families

from dialogflows import Dispatcher
from dialogflows.http_settings import ServerSettings

try:
    from http_server import LAUNDRY, running
except ImportError:  # tests/ imported as a package
    from tests.http_server import LAUNDRY, running

SECRET = b"channels-secret-0123456789abcdef-xyz"


def bearer(user: str, **claims: Any) -> dict[str, str]:
    body = {"sub": user, "exp": 9999999999, **claims}
    return {"Authorization": f"Bearer {jwt.encode(body, SECRET, algorithm='HS256')}"}


@pytest.fixture
def client() -> Iterator[httpx.Client]:
    with running(Dispatcher.from_path(LAUNDRY), ServerSettings(jwt_secret=SECRET)) as c:
        yield c


def rasa(client: httpx.Client, sender: str, message: str, user: str = "frank") -> Any:
    r = client.post(
        "/webhooks/rest/webhook",
        json={"sender": sender, "message": message, "metadata": {"widget": "1.2"}},
        headers=bearer(user),
    )
    assert r.status_code == 200, r.text
    return r.json()


def test_a_rasa_widget_books_a_pickup_through_the_webhook(client: httpx.Client) -> None:
    assert rasa(client, "9f1c0d2e", "i need a laundry pickup") == [
        {"recipient_id": "9f1c0d2e", "text": "How many bags?"}
    ]
    assert rasa(client, "9f1c0d2e", "2 bags") == [
        {"recipient_id": "9f1c0d2e", "text": "Wash and fold, or dry cleaning?"}
    ]
    assert rasa(client, "9f1c0d2e", "wash and fold")[0]["text"] == (
        "Pick up 2 bag(s) for wash and fold?"
    )
    assert rasa(client, "9f1c0d2e", "yes please") == [
        {"recipient_id": "9f1c0d2e", "text": "Booked, pickup L-2W."}
    ]
    # the sender is the session, kept under the token's user like any other
    saved = client.get("/sessions/9f1c0d2e", headers=bearer("frank")).json()
    assert saved["state"]["user_id"] == "frank" and saved["state"]["turn"] == 4
    assert client.get("/sessions/9f1c0d2e", headers=bearer("grace")).status_code == 404


def test_the_webhook_refuses_what_rasa_would_not_send(client: httpx.Client) -> None:
    r = client.post("/webhooks/rest/webhook", json={"message": "hi"}, headers=bearer("frank"))
    assert r.status_code == 422 and "body.sender" in r.json()["error"]["message"]
    r = client.post(
        "/webhooks/rest/webhook",
        json={"sender": "a/b", "message": "hi"},
        headers=bearer("frank"),
    )
    assert r.status_code == 422
    r = client.post("/webhooks/rest/webhook", json={"sender": "x", "message": "hi"})
    assert r.status_code == 401


def metric(text: str, name: str, **labels: str) -> float:
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return float(sample.value)
    return 0.0


def test_metrics_count_turns_fallbacks_actions_and_refusals(client: httpx.Client) -> None:
    for text in ["i need a laundry pickup", "uhh whatever lol", "3 bags", "dry clean", "yep"]:
        rasa(client, "m1", text)
    client.get("/flows")  # no credentials
    client.get("/sessions/m1?user_id=frank", headers=bearer("grace"))  # another user
    assert client.get("/metrics", headers=bearer("frank")).status_code == 403
    r = client.get("/metrics", headers=bearer("ops", scope="admin"))
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/plain")
    text = r.text
    assert metric(text, "dialogflows_turns_total", outcome="ok") == 5
    assert metric(text, "dialogflows_turn_seconds_count") == 5
    assert metric(text, "dialogflows_fallbacks_total") == 1
    assert metric(text, "dialogflows_actions_total", outcome="ok") == 1
    assert metric(text, "dialogflows_rejected_requests_total", reason="unauthorized") == 1
    assert metric(text, "dialogflows_rejected_requests_total", reason="forbidden") == 2
    assert metric(text, "dialogflows_conflicts_total") == 0


@pytest.mark.slow
def test_metrics_count_every_worker(tmp_path: Any) -> None:
    try:
        from http_server import serve_process
    except ImportError:
        from tests.http_server import serve_process
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    with serve_process([str(LAUNDRY), "--store", store, "--workers", "2"]) as server:
        for n in range(8):  # new connections: the kernel spreads them over the workers
            with httpx.Client(base_url=str(server.client.base_url)) as fresh:
                r = fresh.post(f"/sessions/w{n}/messages", json={"text": "i need a laundry pickup"})
                assert r.status_code == 200
        counts = set()
        for _ in range(4):
            with httpx.Client(base_url=str(server.client.base_url)) as fresh:
                counts.add(
                    metric(fresh.get("/metrics").text, "dialogflows_turns_total", outcome="ok")
                )
    assert counts == {8.0}
