"""Signing a browser in to the inspector on a server that asks for credentials, over HTTP on
loopback (the same in headless Chromium is in test_inspector_browser_signin.py): the form,
the cookie it sets and what that cookie may do, forged and expired cookies, CSRF, signing
out, API keys, failed sign-ins held back, and ``dialogflows inspect`` taking serve's flags."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest

from dialogflows import Dispatcher
from dialogflows.cli import main
from dialogflows.http_auth import Principal
from dialogflows.http_settings import ServerSettings, hash_api_key
from dialogflows.inspector import create_inspector_app
from dialogflows.inspector.signin import COOKIE, FAILED_SIGN_INS, MAX_SIGN_IN

try:
    from http_server import serving
except ImportError:  # tests/ imported as a package
    from tests.http_server import serving

ROOT = Path(__file__).resolve().parent.parent
SECRET = b"the-inspector-tests-own-secret-of-32-bytes-at-least"
KEY = "k-9f2c1e7a55b04d3e8a6f"


def token(user: str, seconds: int = 600, secret: bytes = SECRET, **claims: Any) -> str:
    return jwt.encode({"sub": user, "exp": int(time.time()) + seconds, **claims}, secret, "HS256")


@contextmanager
def inspector(settings: ServerSettings) -> Iterator[tuple[httpx.Client, Any]]:
    bot = Dispatcher.from_path(ROOT / "flows" / "travel")
    bot.handle("bobs-trip", "need a flight to lisbon", user_id="bob")
    app = create_inspector_app(bot, settings)
    with serving(app) as client:
        yield client, app


def sign_in(client: httpx.Client, credential: str, next: str = "/inspect") -> httpx.Response:
    return client.post("/inspect/login", data={"credential": credential, "next": next})


def csrf_of(page: str) -> str:
    found = re.search(r'data-csrf="([^"]+)"', page)
    assert found, "the page carries no CSRF token"
    return found.group(1)


def test_a_token_signs_in_once_and_the_cookie_acts_for_its_user_only() -> None:
    with inspector(ServerSettings(jwt_secret=SECRET)) as (client, _):
        # no credentials: the page sends the browser to the form, the API says 401
        r = client.get("/inspect", params={"session": "x"})
        assert r.status_code == 303
        assert r.headers["location"] == "/inspect/login?next=%2Finspect%3Fsession%3Dx"
        assert client.get("/inspect/api/sessions").status_code == 401
        form = client.get("/inspect/login")
        assert form.status_code == 200 and 'name="credential"' in form.text

        # refusals say why, in the server's own words, and set nothing
        bad = sign_in(client, "not even a token")
        assert bad.status_code == 401 and "set-cookie" not in bad.headers
        assert "That was refused: the bearer token is not a JWT." in bad.text
        forged = sign_in(client, token("alice", secret=b"x" * 40))
        assert "the bearer token&#39;s signature does not verify" in forged.text
        old = sign_in(client, token("alice", seconds=-60))
        assert "the bearer token has expired" in old.text

        issued = token("alice", seconds=900)
        r = sign_in(client, issued, next="/inspect?session=alices-trip")
        assert r.status_code == 303 and r.headers["location"] == "/inspect?session=alices-trip"
        cookie = r.headers["set-cookie"]
        assert cookie.startswith(f"{COOKIE}=")
        for attribute in ("HttpOnly", "SameSite=Strict", "Path=/inspect"):
            assert attribute in cookie
        assert "Secure" not in cookie  # plain HTTP on loopback; anywhere else it is Secure
        assert int(re.search(r"Max-Age=(\d+)", cookie).group(1)) <= 900  # type: ignore[union-attr]
        value = client.cookies[COOKIE]
        claims = jwt.decode(value, options={"verify_signature": False})
        assert claims["exp"] <= jwt.decode(issued, options={"verify_signature": False})["exp"]
        assert issued not in cookie  # the token itself is not kept

        # the cookie acts for alice: her sessions only; bob's is not found, naming him is 403
        r = client.get("/inspect", params={"session": "bobs-trip"})
        assert r.status_code == 404 and "No session bobs-trip for this user." in r.text
        page = client.get("/inspect").text
        assert "signed in as alice" in page and "bobs-trip" not in page
        csrf = csrf_of(page)
        said = client.post(
            "/inspect/api/say",
            json={"session": "alices-trip", "text": "flight to rome pls"},
            headers={"X-CSRF-Token": csrf},
        )
        assert said.status_code == 200 and said.json()["user"] == "alice"
        listed = client.get("/inspect/api/sessions").json()["sessions"]
        assert listed == [{"user": "alice", "session": "alices-trip"}]
        r = client.get("/inspect/api/view", params={"session": "bobs-trip"})
        assert r.status_code == 404
        r = client.get("/inspect/api/view", params={"session": "bobs-trip", "user": "bob"})
        assert r.status_code == 403
        r = client.get("/inspect/api/test.yaml", params={"session": "bobs-trip"})
        assert r.status_code == 404
        # the cookie is the inspector's: the JSON API beside it still wants headers
        r = client.get("/sessions/alices-trip", headers={"Cookie": f"{COOKIE}={value}"})
        assert r.status_code == 401

        # signing out ends the cookie here too, not only in the browser
        r = client.post("/inspect/logout", data={"csrf": csrf})
        assert r.status_code == 303 and r.headers["location"] == "/inspect/login"
        assert "Max-Age=0" in r.headers["set-cookie"]
        r = client.get("/inspect/api/sessions", headers={"Cookie": f"{COOKIE}={value}"})
        assert r.status_code == 401 and "signed out" in r.json()["error"]["message"]


def test_a_state_change_with_the_cookie_needs_the_pages_csrf_token_and_origin() -> None:
    with inspector(ServerSettings(jwt_secret=SECRET)) as (client, _):
        sign_in(client, token("carol"))
        csrf = csrf_of(client.get("/inspect").text)
        body = {"session": "c1", "text": "a flight to oslo"}
        r = client.post("/inspect/api/say", json=body)
        assert r.status_code == 403 and r.json()["error"]["type"] == "forbidden"
        assert "X-CSRF-Token header is missing" in r.json()["error"]["message"]
        r = client.post("/inspect/api/say", json=body, headers={"X-CSRF-Token": "guessed"})
        assert r.status_code == 403 and "does not match" in r.json()["error"]["message"]
        evil = {"X-CSRF-Token": csrf, "Origin": "http://evil.example"}
        r = client.post("/inspect/api/say", json=body, headers=evil)
        assert r.status_code == 403 and "another site" in r.json()["error"]["message"]
        r = client.post("/inspect/logout", data={"csrf": "guessed"})
        assert r.status_code == 403
        assert client.get("/inspect/api/sessions").json()["sessions"] == []  # nothing saved
        own = {"X-CSRF-Token": csrf, "Origin": str(client.base_url).rstrip("/")}
        assert client.post("/inspect/api/say", json=body, headers=own).status_code == 200
        # a sign-in posted from another site's page is refused too (no login CSRF)
        r = client.post(
            "/inspect/login",
            data={"credential": token("mallory")},
            headers={"Origin": "http://evil.example"},
        )
        assert r.status_code == 403


def test_a_forged_or_expired_cookie_is_refused() -> None:
    with inspector(ServerSettings(jwt_secret=SECRET)) as (client, app):
        signin = app.state.inspector_signin
        alice = Principal(caller="user:alice", user="alice", admin=False)
        claims = {"sub": "alice", "adm": True, "clr": "user:alice", "csrf": "c", "exp": 2**40}
        forged = jwt.encode({**claims, "aud": "dialogflows-inspector"}, b"y" * 32, "HS256")
        # the server's own JWT secret does not sign cookies either
        resigned = jwt.encode({**claims, "aud": "dialogflows-inspector"}, SECRET, "HS256")
        real = signin.issue(alice, int(time.time()) + 600)
        head, payload, signature = real.split(".")
        edited = ".".join([head, payload[:-4] + "AAAA", signature])
        for value in (forged, resigned, edited, "garbage"):
            r = client.get("/inspect/api/sessions", headers={"Cookie": f"{COOKIE}={value}"})
            assert r.status_code == 401, value
            assert r.json()["error"]["type"] == "unauthorized"
            assert "sign in again at /inspect/login" in r.json()["error"]["message"]

        expired = signin.issue(alice, int(time.time()) - 5)
        jar = {"Cookie": f"{COOKIE}={expired}"}
        r = client.get("/inspect/api/sessions", headers=jar)
        assert r.status_code == 401 and r.json()["error"]["type"] == "token_expired"
        page = client.get("/inspect", headers=jar)
        assert page.status_code == 303 and page.headers["location"].endswith("&why=expired")
        assert "Max-Age=0" in page.headers["set-cookie"]
        again = client.get(page.headers["location"])
        assert "Your sign-in has expired. Sign in again." in again.text
        assert client.get("/inspect/api/sessions", headers={"Cookie": f"{COOKIE}={real}"}).json()


def test_an_api_key_signs_in_as_an_administrator_for_a_limited_time(tmp_path: Path) -> None:
    settings = ServerSettings(jwt_secret=SECRET, api_keys={"ops": hash_api_key(KEY)})
    with inspector(settings) as (client, _):
        assert "the API key is not valid" in sign_in(client, "k-wrong").text
        r = sign_in(client, KEY)
        assert r.status_code == 303
        max_age = int(re.search(r"Max-Age=(\d+)", r.headers["set-cookie"]).group(1))  # type: ignore[union-attr]
        assert 0 < max_age <= MAX_SIGN_IN
        page = client.get("/inspect").text
        assert "signed in as an administrator (ops)" in page
        listed = client.get("/inspect/api/sessions").json()["sessions"]
        assert {"user": "bob", "session": "bobs-trip"} in listed  # an admin sees every user's
        r = client.get("/inspect/api/view", params={"session": "bobs-trip", "user": "bob"})
        assert r.status_code == 200 and "Lisbon" in r.json()["panels"]


def test_failed_sign_ins_from_one_address_are_held_back() -> None:
    with inspector(ServerSettings(jwt_secret=SECRET)) as (client, _):
        codes = [sign_in(client, f"wrong-{n}").status_code for n in range(FAILED_SIGN_INS.count)]
        assert codes == [401] * FAILED_SIGN_INS.count
        r = sign_in(client, "wrong-again")
        r = sign_in(client, token("alice"))  # even a good token waits: nothing is checked
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
        assert "Too many failed sign-ins" in r.text and "set-cookie" not in r.headers


def test_inspect_takes_the_flags_of_serve_and_refuses_an_open_server_beyond_loopback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from dialogflows.cli import inspect_command, serve_command

    def flags(command: Any) -> dict[str, Any]:
        return {p.name: (p.opts, p.help, p.multiple) for p in command.params if p.name}

    own = {"path", "host", "port", "store", "nlu", "workers", "no_access_log"}  # serve's own
    settings = {k: v for k, v in flags(serve_command).items() if k not in own}
    assert {"jwt_secret_file", "jwt_public_key_file", "api_keys_file", "no_auth"} <= set(settings)
    assert {k: flags(inspect_command).get(k) for k in settings} == settings

    status = main(["inspect", str(ROOT / "flows" / "travel"), "--host", "0.0.0.0"])
    assert status == 1
    assert "refusing to listen on 0.0.0.0 without authentication" in capsys.readouterr().err
    status = main(["inspect", str(ROOT / "flows" / "travel"), "--jwt-secret-file", "/nope"])
    assert status == 1
    assert "cannot read the JWT secret file /nope" in capsys.readouterr().err


def test_after_signing_in_the_browser_goes_only_to_a_page_of_the_inspector() -> None:
    with inspector(ServerSettings(jwt_secret=SECRET)) as (client, _):
        for elsewhere in (
            "https://evil.example/inspect",
            "//evil.example/inspect",
            "/inspectorama",
            "/inspect/\r\nSet-Cookie: x=1",
            "/inspect?session=naïve",
        ):
            r = sign_in(client, token("dave"), next=elsewhere)
            assert r.status_code == 303 and r.headers["location"] == "/inspect", elsewhere
        r = sign_in(client, token("dave"), next="/inspect?session=d1&version=2")
        assert r.headers["location"] == "/inspect?session=d1&version=2"
