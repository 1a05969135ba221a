"""The inspector's server side, over HTTP on loopback (the browser tests are in
test_inspector_browser*.py): saving a session as a test, forking, the diagram it draws,
its labels in both languages, and what a user may type into it."""

from __future__ import annotations

import re
import socket
import textwrap
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import jwt
import pytest
import yaml

from dialogflows import Dispatcher
from dialogflows.cli import graph_sources, main
from dialogflows.commands import SetSlot, StartTask
from dialogflows.history import state_at
from dialogflows.http_settings import ServerSettings
from dialogflows.inspector import create_inspector_app
from dialogflows.inspector.diagram import Diagrams, mark_state
from dialogflows.inspector.labels import labels_for, languages
from dialogflows.state import session_key
from dialogflows.test_runner import run_tests
from dialogflows.testing import FixedClock

try:
    from http_server import serving
except ImportError:  # tests/ imported as a package
    from tests.http_server import serving

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "dialogflows" / "inspector" / "templates"

# A library that puts books on hold: its action makes a new hold number on every call, as a
# real one would, so a saved test cannot expect the number it saw.
LIBRARY = """
settings: {language: en}
flows:
  hold_book:
    description: Put a library book on hold
    triggers: ["put a book on hold", "hold a book", "reserve a book"]
    slots:
      - {name: title, type: text, prompt: "Which book?"}
      - {name: pickup, type: date, prompt: "Which day will you pick it up?"}
    confirm: "Hold {title} for pickup on {pickup}?"
    action: hold_book
    results: [hold_id]
    done: "Done, your hold number is {hold_id}."
"""
LIBRARY_ACTIONS = """
import secrets

def register(bot):
    @bot.action("hold_book")
    def hold_book(slots, ctx):
        return {"hold_id": "H-" + secrets.token_hex(4)}
"""


@pytest.fixture
def library(tmp_path: Path) -> Path:
    folder = tmp_path / "library"
    folder.mkdir()
    (folder / "library.yaml").write_text(textwrap.dedent(LIBRARY), encoding="utf-8")
    (folder / "actions.py").write_text(textwrap.dedent(LIBRARY_ACTIONS), encoding="utf-8")
    return folder


@contextmanager
def running(bot: Dispatcher, settings: ServerSettings | None = None) -> Iterator[httpx.Client]:
    """The inspector app on a real uvicorn server in a thread, on a port the OS picked."""
    with serving(create_inspector_app(bot, settings), "/inspect") as client:
        yield client


def say(client: httpx.Client, session: str, text: str) -> list[str]:
    r = client.post("/api/say", json={"session": session, "text": text})
    assert r.status_code == 200, r.text
    messages: list[str] = r.json()["messages"]
    return messages


def test_a_saved_test_runs_on_the_session_clock_and_not_on_the_action_result(
    library: Path, tmp_path: Path
) -> None:
    bot = Dispatcher.from_path(library, clock=FixedClock("2026-11-29T10:00:00"))
    with running(bot) as client:
        assert say(client, "s", "can u reserve a book") == ["Which book?"]
        assert say(client, "s", "dune") == ["Which day will you pick it up?"]
        assert say(client, "s", "tmrw") == ["Hold dune for pickup on Monday 30 November?"]
        done = say(client, "s", "yep")
        assert re.fullmatch(r"Done, your hold number is H-[0-9a-f]{8}\.", done[0])
        r = client.get("/api/test.yaml", params={"session": "s"})
    assert r.status_code == 200
    assert r.headers["content-disposition"] == 'attachment; filename="s.test.yaml"'
    doc = yaml.safe_load(r.text)
    assert doc["clock"] == "2026-11-29T10:00:00"  # "tmrw" is the 30th when the test runs
    last = doc["cases"][0]["steps"][-1]
    assert "bot" not in last and "H-" not in last["bot_matches"]
    file = library / "saved.test.yaml"
    file.write_text(r.text, encoding="utf-8")
    out = tmp_path / "out.txt"
    with out.open("w", encoding="utf-8") as stream:
        status = run_tests(library, [file], stdout=stream)
    assert status == 0, out.read_text(encoding="utf-8")
    assert out.read_text(encoding="utf-8").strip().endswith("1 passed, 0 failed")


def test_a_turn_of_commands_from_the_api_is_saved_with_its_commands(
    library: Path, tmp_path: Path
) -> None:
    """Commands sent to the API are kept in the turn's ``understood`` event, so the turn can
    be saved as a test; a session saved before turns kept them says which turn is missing."""
    bot = Dispatcher.from_path(library, clock=FixedClock("2026-11-29T10:00:00"))
    bot.apply("api", [StartTask(flow="hold_book"), SetSlot(slot="title", value="Emma")])
    # the same turn as an older version saved it: no ``understood`` event
    old = [e for e in bot.events("api") if e.type != "understood"]
    bot.store.save(session_key(None, "old"), bot.state("api"), 0, old)
    with running(bot) as client:
        r = client.get("/api/test.yaml", params={"session": "api"})
        assert r.status_code == 200, r.text
        step = yaml.safe_load(r.text)["cases"][0]["steps"][0]
        assert step["commands"] == [
            {"type": "start_task", "flow": "hold_book"},
            {"type": "set_slot", "slot": "title", "value": "Emma"},
        ]
        assert step["asked"] == "pickup" and step["bot"] == ["Which day will you pick it up?"]
        file = library / "api.test.yaml"
        file.write_text(r.text, encoding="utf-8")
        out = tmp_path / "out.txt"
        with out.open("w", encoding="utf-8") as stream:
            assert run_tests(library, [file], stdout=stream) == 0, out.read_text("utf-8")
        r = client.get("/api/test.yaml", params={"session": "old"})
        assert r.status_code == 400
        assert "version 1" in r.json()["error"]["message"]
        assert "understood" in r.json()["error"]["message"]
        r = client.get("/api/test.yaml", params={"session": "never-said"})
        assert r.status_code == 400
        assert "no turns" in r.json()["error"]["message"]


def test_a_fork_has_the_history_up_to_its_version_and_leaves_the_original(tmp_path: Path) -> None:
    bot = Dispatcher.from_path(
        ROOT / "flows" / "travel",
        store=f"sqlite:///{tmp_path / 's.db'}",
        clock=FixedClock("2026-11-29T10:00:00"),
    )
    with running(bot) as client:
        for text in ("flight from nyc to rome", "tomorrow", "economy"):
            say(client, "orig", text)
        r = client.post("/api/fork", json={"session": "orig", "version": 2})
        assert r.status_code == 200
        fork = r.json()["session"]
        assert fork.startswith("orig-v2-")
        assert say(client, fork, "first class please")[0].startswith(
            "Book first class from New York to Rome"
        )
        assert client.post("/api/fork", json={"session": "orig", "version": 9}).status_code == 400
        sessions = client.get("/api/sessions").json()["sessions"]
    assert {s["session"] for s in sessions} == {"orig", fork}
    orig, forked = session_key(None, "orig"), session_key(None, fork)
    at_two = state_at(bot.store, orig, 2)
    copy = state_at(bot.store, forked, 2)
    assert copy.model_dump(exclude={"session_id"}) == at_two.model_dump(exclude={"session_id"})
    assert copy.session_id == fork
    assert bot.state("orig").version == 3
    assert bot.state("orig").active_task.slots["seat_class"].value == "economy"  # type: ignore[union-attr]
    assert bot.state(fork).version == 3


def test_the_diagram_is_the_one_graph_draws_with_the_current_state_marked() -> None:
    bot = Dispatcher.from_path(ROOT / "flows" / "travel")
    drawn = graph_sources(ROOT / "flows" / "travel", flow="book_flight")
    printed = next(iter(drawn.values())).split("\n", 1)[1]  # without graph's comment line
    page = Diagrams(bot.flows)("book_flight", "confirm")
    assert page is not None
    assert page.count(" s_active") == 2  # the classDef line, and the one state marked
    assert "Class confirm s_active" in page
    assert "Class collect s_default" in page  # graph marks the initial state; not here

    def unmarked(source: str) -> str:
        return re.sub(r"Class (\w+) s_\w+", r"Class \1", source)

    assert unmarked(page) == unmarked(printed)
    assert mark_state(printed, None).count(" s_active") == 1  # nothing marked
    nested = '  Class ask s_default\n  state ask {\n    state "asking" as ask.asking\n  }\n'
    assert "Class ask s_active" in mark_state(nested, "ask.asking")  # the step holding it
    assert Diagrams(bot.flows)("no_such_flow", "done") is None


def test_labels_in_both_languages_cover_every_label_the_templates_use() -> None:
    assert languages() == ["en", "zh"]
    en, zh = labels_for("en"), labels_for("zh")
    assert set(en.words) == set(zh.words)
    used = set()
    for template in TEMPLATES.glob("*.html"):
        text = template.read_text(encoding="utf-8")
        used |= set(re.findall(r"L\['(\w+)'\]", text)) | set(re.findall(r"L\.fill\('(\w+)'", text))
    assert used and used <= set(en.words)
    assert labels_for("fr").language == "en"  # a language without labels reads English


def test_the_page_speaks_the_domain_language_and_shows_typed_text_as_text() -> None:
    bot = Dispatcher.from_path(ROOT / "flows" / "restaurant")
    with running(bot) as client:
        say(client, "zh-1", "我要点两份宫保鸡 <script>alert(1)</script>")
        page = client.get("", params={"session": "zh-1"})
        assert page.status_code == 200
        html = page.text
        assert '<html lang="zh-Hans">' in html
        for label in ("检查器", "槽位", "事件", "保存为测试", "从这里分叉", "提示词"):
            assert label in html
        assert "<script>alert(1)</script>" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
        assert "宫保鸡丁" in html  # the slot's value


def test_the_mermaid_bundle_is_served_from_the_package() -> None:
    bot = Dispatcher.from_path(ROOT / "flows" / "travel")
    with running(bot) as client:
        zipped = client.get("/static/mermaid.min.js", headers={"Accept-Encoding": "gzip"})
        plain = client.get("/static/mermaid.min.js", headers={"Accept-Encoding": "identity"})
        assert zipped.status_code == plain.status_code == 200
        assert zipped.headers["content-encoding"] == "gzip"
        assert "content-encoding" not in plain.headers
        assert zipped.content == plain.content  # httpx unpacks the first
        assert b"mermaid" in plain.content[:200]
        assert client.get("/static/README.md").status_code == 404
        assert client.get("/static/..%2F__init__.py").status_code == 404
        bad = client.get("/api/view", params={"session": "a/b"})
        assert bad.status_code == 422


def test_a_signed_in_user_reaches_and_picks_only_their_own_sessions() -> None:
    bot = Dispatcher.from_path(ROOT / "flows" / "travel")
    bot.handle("bobs", "a flight to oslo", user_id="bob")
    secret = b"a-test-secret-that-is-long-enough-for-hs256"
    with running(bot, ServerSettings(jwt_secret=secret)) as client:
        signed = jwt.encode({"sub": "alice", "exp": int(time.time()) + 600}, secret, "HS256")
        alice = {"authorization": f"Bearer {signed}"}
        r = client.post(
            "/api/say", json={"session": "mine", "text": "flight to rome"}, headers=alice
        )
        assert r.status_code == 200 and r.json()["user"] == "alice"
        assert bot.state("mine", "alice").active_task is not None  # saved as alice's
        listed = client.get("/api/sessions", headers=alice).json()["sessions"]
        assert listed == [{"user": "alice", "session": "mine"}]
        page = client.get("", params={"session": "mine"}, headers=alice).text
        assert "bobs" not in page and "Rome" in page
        bobs = client.get("/api/view", params={"session": "bobs", "user": "bob"}, headers=alice)
        assert bobs.status_code == 403
        saved = client.get(
            "/api/test.yaml", params={"session": "bobs", "user": "bob"}, headers=alice
        )
        assert saved.status_code == 403
        assert client.get("/api/sessions").status_code == 401  # no credentials, no page


def test_a_message_over_the_limit_is_answered_and_saves_nothing() -> None:
    bot = Dispatcher.from_path(ROOT / "flows" / "travel")
    with running(bot) as client:
        r = client.post("/api/say", json={"session": "s", "text": "x" * 4001})
        assert r.status_code == 200
        assert r.json()["messages"][0].startswith("That message is too long for me")
        assert r.json()["version"] == 0
    assert bot.events("s") == []


def test_inspect_on_a_port_in_use_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    try:
        port = taken.getsockname()[1]
        status = main(["inspect", str(ROOT / "flows" / "travel"), "--port", str(port)])
    finally:
        taken.close()
    assert status == 1
    assert f"cannot listen on 127.0.0.1:{port}" in capsys.readouterr().err


def test_the_screenshots_the_docs_show_exist_at_1280_by_800() -> None:
    """The README and docs/inspector.md show screenshots the browser tests write."""
    import struct

    shown = []
    for doc in (ROOT / "README.md", ROOT / "docs" / "inspector.md"):
        for target in re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", doc.read_text(encoding="utf-8")):
            shown.append((doc.parent / target).resolve())
    assert shown
    for png in shown:
        head = png.read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n", png
        assert struct.unpack(">II", head[16:24]) == (1280, 800), png
