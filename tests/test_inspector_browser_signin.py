"""The inspector in headless Chromium on a server with JWT authentication (``dialogflows
inspect --jwt-secret-file``): the page asks to sign in, a bad token is refused with the
reason, a good one signs in and a conversation runs through the page, another user's session
cannot be reached, a turn taken through the JSON API arrives over the event stream, and
signing out asks to sign in again. The sign-in form is screenshotted for the docs.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import jwt
import pytest

try:
    from browser import ROOT, InspectServer, Page, module_server, start_browser
except ImportError:  # tests/ imported as a package
    from tests.browser import ROOT, InspectServer, Page, module_server, start_browser

pytestmark = pytest.mark.slow

SECRET = "a-browser-test-secret-that-is-long-enough-for-hs256"
#: the session alice starts through the page (the tests run in order on it)
SESSIONS: list[str] = []


def token(user: str, secret: str = SECRET) -> str:
    claims = {"sub": user, "exp": int(time.time()) + 3600}
    return jwt.encode(claims, secret.encode(), "HS256")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InspectServer]:
    folder = tmp_path_factory.mktemp("signin")
    (folder / "jwt.secret").write_text(SECRET + "\n", encoding="utf-8")
    yield from module_server(
        ROOT / "flows" / "travel",
        "--store",
        f"sqlite:///{folder / 'sessions.db'}",
        "--jwt-secret-file",
        str(folder / "jwt.secret"),
    )


@pytest.fixture(scope="module")
def page(server: InspectServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:
    browser = start_browser(tmp_path_factory.mktemp("downloads"))
    try:
        yield Page(browser)
    finally:
        browser.quit()


def paste(page: Page, credential: str) -> None:
    box = page.browser.find_element("id", "credential")
    box.clear()
    # pasted, as a person would (a JWT is one long line)
    page.browser.execute_script("arguments[0].value = arguments[1]", box, credential)
    before = page.browser.find_element("tag name", "html")
    page.browser.find_element("id", "sign-in").click()
    from selenium.webdriver.support.expected_conditions import staleness_of

    page.wait(lambda: staleness_of(before)(page.browser), "the form's answer to load")


def test_the_server_says_who_may_call_before_its_url(server: InspectServer) -> None:
    deadline = time.monotonic() + 30
    while len(server.output) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)  # the line after the URL may still be on its way
    assert server.output[0].strip() == "dialogflows: authentication required: JWT HS256"
    assert server.output[1].startswith("inspector on http://127.0.0.1:")
    assert server.output[2].strip().endswith("/inspect/login with a token or an API key")


def test_the_page_asks_to_sign_in_and_refuses_a_bad_token(
    server: InspectServer, page: Page
) -> None:
    page.browser.get(server.url)
    page.wait(lambda: "/inspect/login" in page.browser.current_url, "the sign-in form")
    assert page.text("#signin h2") == "Sign in"
    assert page.browser.find_elements("id", "inspector") == []  # nothing of the page shown

    paste(page, token("alice", secret="someone-elses-secret-of-the-right-length-ok"))
    page.wait(lambda: page.browser.find_elements("id", "signin-error"), "the refusal")
    assert page.text("#signin-error") == (
        "That was refused: the bearer token's signature does not verify."
    )
    page.screenshot("inspector-signin.png")
    paste(page, "hello i am alice let me in")
    page.wait(lambda: "not a JWT" in page.text("#signin-error"), "the second refusal")
    assert page.browser.get_cookies() == []


def test_signing_in_and_a_conversation_through_the_page(server: InspectServer, page: Page) -> None:
    paste(page, token("alice"))
    page.wait(lambda: page.browser.find_elements("id", "inspector"), "the inspector page")
    page.wait(page.drawn, "the page's diagram")
    assert page.browser.current_url.endswith("/inspect")  # where it was going: a new session
    assert page.text("#signed-in") == "signed in as alice"
    (cookie,) = page.browser.get_cookies()
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict" and cookie["path"] == "/inspect"
    assert page.browser.execute_script("return document.cookie") == ""  # no script reads it

    assert page.say("hi, i need a flight to madrid") == ["Where are you flying from?"]
    assert page.say("from lisbon") == ["What day do you want to leave?"]
    assert page.slot("departure_city") == "Lisbon"
    assert page.text("#understood-card .who") == "decided by: the rules"
    # the new session's id went into the address once it existed
    session = page.browser.find_element("id", "inspector").get_attribute("data-session")
    assert page.browser.current_url.endswith(f"/inspect?session={session}&user=alice")
    SESSIONS.append(session)


def test_another_users_session_is_not_reachable(server: InspectServer, page: Page) -> None:
    bob = {"Authorization": f"Bearer {token('bob')}"}
    r = httpx.post(
        f"{server.origin}/sessions/bobs-trip/messages", json={"text": "flight to oslo"}, headers=bob
    )
    assert r.status_code == 200
    (session,) = SESSIONS
    page.open(f"{server.url}?session={session}")
    picker = page.texts("#session-picker option")
    assert picker == [f"{session} (user alice)"]
    page.browser.get(f"{server.url}?session=bobs-trip")
    assert "No session bobs-trip for this user." in page.text("body")
    page.browser.get(f"{server.url}?session=bobs-trip&user=bob")
    assert "acts for its own user only" in page.text("body")


def test_a_turn_taken_through_the_api_arrives_live(server: InspectServer, page: Page) -> None:
    (session,) = SESSIONS
    page.open(f"{server.url}?session={session}")
    before = page.version()
    alice = {"Authorization": f"Bearer {token('alice')}"}
    r = httpx.post(
        f"{server.origin}/sessions/{session}/messages", json={"text": "next tuesday"}, headers=alice
    )
    assert r.status_code == 200
    page.wait(lambda: page.version() > before and page.drawn(), "the API's turn on the page")
    assert page.bot_lines(page.version()) == r.json()["messages"]
    assert page.texts("#commands code")[0].startswith('set_slot slot="depart_date"')


def test_signing_out_asks_to_sign_in_again(server: InspectServer, page: Page) -> None:
    (session,) = SESSIONS
    page.open(f"{server.url}?session={session}")
    page.click("#sign-out")
    page.wait(lambda: page.browser.find_elements("id", "credential"), "the sign-in form")
    assert page.browser.get_cookies() == []
    page.browser.get(f"{server.url}?session={session}")
    page.wait(lambda: "/inspect/login" in page.browser.current_url, "the sign-in form again")
    assert page.browser.find_elements("id", "inspector") == []


def test_the_screenshot_is_in_the_docs() -> None:
    docs = (ROOT / "docs" / "inspector.md").read_text(encoding="utf-8")
    assert "screenshots/inspector-signin.png" in docs
    assert (Path(ROOT) / "docs" / "screenshots" / "inspector-signin.png").is_file()
