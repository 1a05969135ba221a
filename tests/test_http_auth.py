"""Who may call the server and whose sessions they reach, against real servers on loopback.

The domain is a laundry pickup service (tests/domains/laundry), driven by the rule
understander with messages typed the way people type them. A caller is a person with a
bearer JWT (the token's ``sub`` is the user), an admin token, or a server with an API key.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from dialogflows import Dispatcher
from dialogflows.errors import DialogflowsError
from dialogflows.http_settings import ServerSettings, hash_api_key

try:
    from http_server import LAUNDRY, ServeProcess, running, serve_process
except ImportError:  # tests/ imported as a package
    from tests.http_server import LAUNDRY, ServeProcess, running, serve_process

SECRET = b"a-test-secret-that-is-long-enough-for-hs256"
BILLING_KEY = "df_live_8Jq2xVbN0pTz4WcY"


def token(sub: str, key: bytes | Any = SECRET, algorithm: str = "HS256", **claims: Any) -> str:
    # a day, not minutes: the parametrized tokens are made when tests are collected, and a
    # suite on a loaded machine reached them after their expiry, failing for the wrong reason
    body = {"sub": sub, "exp": int(time.time()) + 86400, **claims}
    return jwt.encode(body, key, algorithm=algorithm)


def _hmac_signed(claims: dict[str, Any], key: bytes) -> str:
    """An HS256 JWT made by hand (PyJWT rightly refuses to sign with a PEM key)."""

    def b64(data: bytes) -> str:
        return base64.urlsafe_b64encode(data).rstrip(b"=").decode()

    head = b64(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    body = b64(json.dumps(claims).encode())
    signature = hmac.new(key, f"{head}.{body}".encode(), hashlib.sha256).digest()
    return f"{head}.{body}.{b64(signature)}"


def bearer(value: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {value}"}


@pytest.fixture
def settings() -> ServerSettings:
    return ServerSettings(jwt_secret=SECRET, api_keys={"billing": hash_api_key(BILLING_KEY)})


@pytest.fixture
def client(settings: ServerSettings) -> Iterator[httpx.Client]:
    with running(Dispatcher.from_path(LAUNDRY), settings) as c:
        yield c


def say(client: httpx.Client, user: str, session: str, text: str, **body: Any) -> httpx.Response:
    return client.post(
        f"/sessions/{session}/messages", json={"text": text, **body}, headers=bearer(token(user))
    )


# -- who is calling --------------------------------------------------------------------------


def test_without_credentials_everything_but_health_is_401(client: httpx.Client) -> None:
    r = client.post("/sessions/s1/messages", json={"text": "i need a laundry pickup"})
    assert r.status_code == 401
    assert r.json()["error"]["type"] == "unauthorized"
    assert "Bearer" in r.json()["error"]["message"] and "X-API-Key" in r.json()["error"]["message"]
    assert r.headers["www-authenticate"] == "Bearer"
    for path in ("/sessions/s1", "/flows", "/openapi.json", "/docs", "/metrics"):
        assert client.get(path).status_code == 401, path
    assert client.get("/health").json()["status"] == "ok"


@pytest.mark.parametrize(
    ("authorization", "fragment"),
    [
        ("Bearer made-up-token", "not a JWT"),
        (f"Bearer {token('alice', key=b'some-other-secret-of-enough-length-0')}", "signature"),
        (f"Basic {token('alice')}", "Bearer <token>"),
        (f"Bearer {token('alice', exp=int(time.time()) - 60)}", "expired"),
        (f"Bearer {token('alice', nbf=int(time.time()) + 3600)}", "not valid yet"),
        (f"Bearer {jwt.encode({'sub': 'alice'}, SECRET, algorithm='HS256')}", "'exp'"),
        (f"Bearer {token('a:b')}", "'sub'"),
        (
            f"Bearer {jwt.encode({'sub': 'alice', 'exp': 9e9}, SECRET * 2, algorithm='HS512')}",
            "HS512",
        ),
    ],
)
def test_a_token_that_does_not_verify_is_401_and_changes_nothing(
    client: httpx.Client, authorization: str, fragment: str
) -> None:
    r = client.post(
        "/sessions/s1/messages",
        json={"text": "i need a laundry pickup"},
        headers={"Authorization": authorization},
    )
    assert r.status_code == 401
    assert fragment in r.json()["error"]["message"]
    assert 'error="invalid_token"' in r.headers["www-authenticate"]
    assert say(client, "alice", "s1", "3 bags").json()["state"]["version"] == 1  # nothing saved


def test_an_expired_token_has_its_own_error_type(client: httpx.Client) -> None:
    old = token("alice", exp=int(time.time()) - 5)
    r = client.get("/sessions/s1", headers=bearer(old))
    assert (r.status_code, r.json()["error"]["type"]) == (401, "token_expired")


def test_a_token_that_worked_is_refused_once_it_expires(client: httpx.Client) -> None:
    """A server remembers tokens it verified (not to verify the same one on every request):
    it still refuses one the moment it expires, and one that is not valid yet."""
    expiry = int(time.time()) + 2
    short = token("alice", exp=expiry)
    r = client.post(
        "/sessions/s9/messages", json={"text": "i need a laundry pickup"}, headers=bearer(short)
    )
    assert r.status_code == 200
    assert client.get("/sessions/s9", headers=bearer(short)).status_code == 200
    while time.time() < expiry + 0.2:
        time.sleep(0.1)
    r = client.post("/sessions/s9/messages", json={"text": "3 bags"}, headers=bearer(short))
    assert (r.status_code, r.json()["error"]["type"]) == (401, "token_expired")
    later = token("alice", nbf=int(time.time()) + 600)
    r = client.get("/sessions/s9", headers=bearer(later))
    assert r.status_code == 401 and "not valid yet" in r.json()["error"]["message"]
    fresh = token("alice")
    assert client.get("/sessions/s9", headers=bearer(fresh)).json()["state"]["version"] == 1


# -- whose sessions --------------------------------------------------------------------------


def test_a_token_acts_for_its_own_user(client: httpx.Client) -> None:
    r = say(client, "alice", "wash", "i need a laundry pickup")
    assert r.status_code == 200
    assert r.json()["messages"] == ["How many bags?"]
    assert r.json()["state"]["user_id"] == "alice"
    r = say(client, "alice", "wash", "3 bags", user_id="alice")  # naming itself is fine
    assert r.json()["messages"] == ["Wash and fold, or dry cleaning?"]


def test_naming_another_user_is_403_and_touches_nothing(client: httpx.Client) -> None:
    say(client, "alice", "wash", "i need a laundry pickup")
    r = say(client, "mallory", "wash", "10 bags", user_id="alice")
    assert r.status_code == 403
    assert r.json()["error"]["type"] == "forbidden"
    as_mallory = bearer(token("mallory"))
    for method, path in [
        ("GET", "/sessions/wash?user_id=alice"),
        ("GET", "/sessions/wash/events?user_id=alice"),
        ("DELETE", "/sessions/wash?user_id=alice"),
    ]:
        assert client.request(method, path, headers=as_mallory).status_code == 403, path
    commands = {"commands": [{"type": "set_slot", "slot": "bags", "value": 9}], "user_id": "alice"}
    r = client.post("/sessions/wash/commands", json=commands, headers=as_mallory)
    assert r.status_code == 403
    alice = client.get("/sessions/wash", headers=bearer(token("alice"))).json()
    assert alice["state"]["version"] == 1
    assert alice["state"]["active_task"]["slots"]["bags"]["value"] is None


def test_another_users_session_is_not_found(client: httpx.Client) -> None:
    say(client, "alice", "wash", "i need a laundry pickup")
    as_bob = bearer(token("bob"))
    for method, path in [
        ("GET", "/sessions/wash"),
        ("GET", "/sessions/wash/events"),
        ("DELETE", "/sessions/wash"),
    ]:
        r = client.request(method, path, headers=as_bob)
        assert r.status_code == 404, path
        assert r.json()["error"]["type"] == "not_found"
    # bob's own "wash" is a different conversation from alice's
    r = say(client, "bob", "wash", "3 bags")
    assert r.json()["state"]["version"] == 1 and r.json()["phase"] == "chitchat"
    alice = client.get("/sessions/wash", headers=bearer(token("alice"))).json()
    assert alice["exists"] is True and alice["phase"] == "collecting"
    assert client.delete("/sessions/wash", headers=bearer(token("alice"))).status_code == 204
    assert client.get("/sessions/wash", headers=bearer(token("alice"))).status_code == 404


def test_an_admin_token_may_name_any_user(client: httpx.Client) -> None:
    say(client, "alice", "wash", "i need a laundry pickup")
    admin = bearer(token("ops", scope="read admin"))
    r = client.get("/sessions/wash", params={"user_id": "alice"}, headers=admin)
    assert r.status_code == 200 and r.json()["state"]["user_id"] == "alice"
    r = client.post(
        "/sessions/wash/messages", json={"text": "2 bags", "user_id": "alice"}, headers=admin
    )
    assert r.json()["messages"] == ["Wash and fold, or dry cleaning?"]
    r = client.get("/sessions/wash", params={"user_id": "alice"}, headers=bearer(token("alice")))
    assert r.json()["state"]["active_task"]["slots"]["bags"]["value"] == 2
    # a scope list works too; a scope that is not admin does not
    listed = bearer(token("ops", scope=["admin"]))
    assert client.get("/sessions/wash?user_id=alice", headers=listed).status_code == 200
    reader = bearer(token("ops", scope="read"))
    assert client.get("/sessions/wash?user_id=alice", headers=reader).status_code == 403


def test_an_api_key_acts_for_any_user_and_is_never_logged(
    client: httpx.Client, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    key = {"X-API-Key": BILLING_KEY}
    r = client.post(
        "/sessions/wash/messages",
        json={"text": "i need a laundry pickup", "user_id": "carol"},
        headers=key,
    )
    assert r.status_code == 200 and r.json()["state"]["user_id"] == "carol"
    assert client.get("/sessions/wash?user_id=carol", headers=key).json()["exists"] is True
    r = client.get("/sessions/wash", headers={"X-API-Key": BILLING_KEY + "x"})
    assert r.status_code == 401 and r.json()["error"]["message"] == "the API key is not valid"
    assert BILLING_KEY not in caplog.text
    assert BILLING_KEY not in r.text


def test_rs256_tokens_verify_with_the_public_key_and_an_hs256_forgery_does_not() -> None:
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = private.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    settings = ServerSettings(jwt_public_key=pem, jwt_audience="laundry-api")
    with running(Dispatcher.from_path(LAUNDRY), settings) as client:
        good = token("dana", key=private, algorithm="RS256", aud="laundry-api")
        r = client.post(
            "/sessions/d1/messages", json={"text": "i need a laundry pickup"}, headers=bearer(good)
        )
        assert r.status_code == 200
        other_audience = token("dana", key=private, algorithm="RS256", aud="billing")
        r = client.get("/sessions/d1", headers=bearer(other_audience))
        assert r.status_code == 401 and "audience" in r.json()["error"]["message"]
        # the public key is public: a token HMAC-signed with it must not pass as RS256
        forged = _hmac_signed({"sub": "dana", "exp": 9999999999, "aud": "laundry-api"}, pem)
        r = client.get("/sessions/d1", headers=bearer(forged))
        assert r.status_code == 401 and "'HS256' are not accepted" in r.json()["error"]["message"]


# -- configuration ---------------------------------------------------------------------------


def test_settings_refuse_what_would_be_weak_or_unreadable(tmp_path: Path) -> None:
    with pytest.raises(DialogflowsError, match="at least 32"):
        ServerSettings(jwt_secret=b"hunter2")
    keys = tmp_path / "keys.txt"
    keys.write_text(
        f"# server callers\nbilling: {hash_api_key(BILLING_KEY)}\nsupport {BILLING_KEY}\n"
    )
    with pytest.raises(DialogflowsError) as caught:
        ServerSettings.from_options(api_keys_file=keys)
    assert f"{keys}:3:" in str(caught.value)
    assert BILLING_KEY not in str(caught.value)  # a raw key pasted by mistake is not echoed
    with pytest.raises(DialogflowsError, match="cannot read the JWT secret file"):
        ServerSettings.from_options(jwt_secret_file=tmp_path / "missing")
    env = {"DIALOGFLOWS_JWT_SECRET": SECRET.decode()}
    assert ServerSettings.from_options(environ=env).jwt_secret == SECRET


def test_the_key_file_holds_what_sha256sum_prints(tmp_path: Path) -> None:
    assert hash_api_key(BILLING_KEY) == hashlib.sha256(BILLING_KEY.encode()).hexdigest()


@pytest.mark.slow
def test_an_open_server_refuses_to_listen_beyond_loopback(tmp_path: Path) -> None:
    server = ServeProcess([str(LAUNDRY), "--host", "0.0.0.0"])  # it must exit, binding nothing
    output = server.output()
    server.stop()
    assert server.proc.returncode == 1
    assert "refusing to listen on 0.0.0.0 without authentication" in output
    assert "--no-auth" in output


@pytest.mark.slow
def test_serve_flags_set_up_auth_and_say_so_first(tmp_path: Path) -> None:
    secret = tmp_path / "jwt.secret"
    secret.write_bytes(SECRET + b"\n")
    keys = tmp_path / "keys.txt"
    keys.write_text(f"billing: {hash_api_key(BILLING_KEY)}\n")
    args = [str(LAUNDRY), "--jwt-secret-file", str(secret), "--api-keys-file", str(keys)]
    with serve_process(args) as server:
        assert server.client.get("/flows").status_code == 401
        assert server.client.get("/flows", headers=bearer(token("erin"))).status_code == 200
        assert server.client.get("/flows", headers={"X-API-Key": BILLING_KEY}).status_code == 200
    assert "authentication required: JWT HS256, 1 API key(s)" in server.output()
    with serve_process([str(LAUNDRY)]) as server:
        assert server.client.get("/flows").status_code == 200
    first = server.output().splitlines()[0]
    assert "WITHOUT authentication on loopback" in first
