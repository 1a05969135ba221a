"""CORS, rate limits and unreadable bodies, against real servers on loopback.

A browser page on an allowed origin may call the API; one on another origin may not. A caller
over its rate gets 429 and a ``Retry-After`` that a retry can trust; other callers are not
slowed. A body that is not valid UTF-8, nests too deep, or holds half a surrogate pair is a
422 that names the problem, and the connection stays usable.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from dialogflows import Dispatcher
from dialogflows.http_limits import MemoryRateLimiter
from dialogflows.http_settings import RateLimit, ServerSettings, hash_api_key

try:
    from http_server import LAUNDRY, running, serve_process
except ImportError:  # tests/ imported as a package
    from tests.http_server import LAUNDRY, running, serve_process

SHOP = "https://shop.example"
KEY = "frontdesk-2bT9qLx0"


@pytest.fixture
def client() -> Iterator[httpx.Client]:
    settings = ServerSettings(api_keys={"frontdesk": hash_api_key(KEY)}, cors_origins=(SHOP,))
    with running(Dispatcher.from_path(LAUNDRY), settings) as c:
        yield c


# -- CORS ------------------------------------------------------------------------------------


def test_a_preflight_from_an_allowed_origin_is_answered_without_credentials(
    client: httpx.Client,
) -> None:
    r = client.options(
        "/sessions/s1/messages",
        headers={
            "Origin": SHOP,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type, x-api-key, idempotency-key",
        },
    )
    assert r.status_code == 200
    assert r.headers["access-control-allow-origin"] == SHOP
    allowed = r.headers["access-control-allow-headers"].lower()
    assert "x-api-key" in allowed and "idempotency-key" in allowed
    # the call itself, and a refusal of it, both carry the header the browser needs to read them
    body = {"text": "i need a laundry pickup"}
    r = client.post("/sessions/s1/messages", json=body, headers={"Origin": SHOP, "X-API-Key": KEY})
    assert r.status_code == 200 and r.headers["access-control-allow-origin"] == SHOP
    r = client.post("/sessions/s1/messages", json=body, headers={"Origin": SHOP})
    assert r.status_code == 401 and r.headers["access-control-allow-origin"] == SHOP


def test_a_preflight_from_another_origin_is_refused(client: httpx.Client) -> None:
    r = client.options(
        "/sessions/s1/messages",
        headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"},
    )
    assert r.status_code == 403
    assert "access-control-allow-origin" not in r.headers
    assert r.json()["error"]["type"] == "cors_refused"
    r = client.get("/flows", headers={"Origin": "https://evil.example", "X-API-Key": KEY})
    assert "access-control-allow-origin" not in r.headers


def test_without_an_allowlist_no_origin_is_allowed() -> None:
    with running(Dispatcher.from_path(LAUNDRY)) as client:
        r = client.options(
            "/flows", headers={"Origin": SHOP, "Access-Control-Request-Method": "GET"}
        )
        assert "access-control-allow-origin" not in r.headers
        assert r.status_code == 405


# -- rate limits -----------------------------------------------------------------------------


def test_a_caller_over_its_rate_gets_429_with_retry_after() -> None:
    settings = ServerSettings(
        api_keys={"frontdesk": hash_api_key(KEY), "kiosk": hash_api_key(KEY + "-kiosk")},
        rate_limit=RateLimit.parse("3/min"),
    )
    with running(Dispatcher.from_path(LAUNDRY), settings) as client:
        desk = {"X-API-Key": KEY}
        statuses = [client.get("/flows", headers=desk).status_code for _ in range(3)]
        assert statuses == [200, 200, 200]
        r = client.post("/sessions/s1/messages", json={"text": "5 bags"}, headers=desk)
        assert r.status_code == 429
        assert r.json()["error"]["type"] == "rate_limited"
        assert 1 <= int(r.headers["retry-after"]) <= 20  # one token every 20 s
        assert client.get("/sessions/s1", headers=desk).status_code == 429
        # another caller has its own allowance; health checks are never limited
        assert client.get("/flows", headers={"X-API-Key": KEY + "-kiosk"}).status_code == 200
        assert all(client.get("/health").status_code == 200 for _ in range(5))
        metrics = client.get("/metrics", headers={"X-API-Key": KEY + "-kiosk"}).text
        assert 'dialogflows_rejected_requests_total{reason="rate_limited"} 2.0' in metrics


def test_failed_credentials_count_against_the_address() -> None:
    settings = ServerSettings(
        api_keys={"frontdesk": hash_api_key(KEY)}, rate_limit=RateLimit.parse("3/min")
    )
    with running(Dispatcher.from_path(LAUNDRY), settings) as client:
        guesses = [
            client.get("/flows", headers={"X-API-Key": f"guess-{n}"}).status_code for n in range(5)
        ]
        assert guesses == [401, 401, 401, 429, 429]
        assert client.get("/flows", headers={"X-API-Key": KEY}).status_code == 200


def test_a_bucket_refills_at_the_rate_and_retry_after_is_when_it_has_a_token() -> None:
    now = [100.0]
    limiter = MemoryRateLimiter(RateLimit.parse("2/10s"), clock=lambda: now[0])

    def take(caller: str = "a") -> float:
        import asyncio

        return asyncio.run(limiter.take(caller))

    assert [take(), take()] == [0.0, 0.0]
    assert take() == pytest.approx(5.0)  # one token every 5 s
    now[0] += 5.0
    assert take() == 0.0
    assert take("b") == 0.0


@pytest.mark.slow
@pytest.mark.redis
def test_with_redis_every_process_shares_a_callers_allowance(redis_url: str) -> None:
    args = [str(LAUNDRY), "--store", redis_url, "--rate-limit", "4/min", "--no-auth"]
    with serve_process(args) as a, serve_process(args) as b:
        statuses = [(a if i % 2 else b).client.get("/flows").status_code for i in range(6)]
    assert statuses.count(200) == 4 and statuses[4:] == [429, 429]


# -- bodies that cannot be read --------------------------------------------------------------


def raw_post(client: httpx.Client, body: bytes) -> httpx.Response:
    return client.post(
        "/sessions/s1/messages",
        content=body,
        headers={"content-type": "application/json", "X-API-Key": KEY},
    )


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        (b'{"text": "caf\xe9 au lait"}', "invalid unicode"),  # Latin-1, not UTF-8
        (b'{"text": "' + b"\xff\xfe" + b'"}', "invalid unicode"),
        (b'{"text": "hi", "user_id": ' + b"[" * 5000 + b"]" * 5000 + b"}", "recursion limit"),
        (b'{"text": "half a pair \\ud800 here"}', "not valid JSON"),
        (b'{"text": "\\udc00"}', "not valid JSON"),
    ],
)
def test_an_unreadable_body_is_422_invalid_json_and_the_connection_lives_on(
    client: httpx.Client, body: bytes, fragment: str
) -> None:
    r = raw_post(client, body)
    assert r.status_code == 422
    assert r.json()["error"]["type"] == "invalid_json"
    assert fragment in r.json()["error"]["message"]
    # the same keep-alive connection serves the next request
    r = client.post(
        "/sessions/s1/messages",
        json={"text": "i need a laundry pickup"},
        headers={"X-API-Key": KEY},
    )
    assert r.status_code == 200 and r.json()["state"]["version"] == 1


def test_a_whole_emoji_survives_while_half_of_one_is_refused(tmp_path: Any) -> None:
    bot = Dispatcher.from_path(LAUNDRY, store=f"sqlite:///{tmp_path / 'sessions.db'}")
    with running(bot, ServerSettings(api_keys={"frontdesk": hash_api_key(KEY)})) as client:
        r = raw_post(client, b'{"text": "i need a laundry pickup \\ud83e\\uddfa"}')
        assert r.status_code == 200
        assert r.json()["state"]["window"][0]["content"].endswith("\U0001f9fa")
        r = raw_post(client, b'{"text": "3 bags \\ud83e"}')
        assert r.status_code == 422
        r = client.get("/sessions/s1", headers={"X-API-Key": KEY})
        assert r.json()["state"]["version"] == 1
