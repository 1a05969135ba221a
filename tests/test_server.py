"""The HTTP server, tested as a bot would use it: a real uvicorn server on 127.0.0.1, httpx.

Conversations are driven by a scripted understander (text → commands) or by the commands
endpoint, so that a failure here is a server failure, not an understanding one. Two server
processes sharing one SQLite file (and one Redis) show that a session is not tied to a process.
"""

from __future__ import annotations

import socket
import sqlite3
import sys
import textwrap
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from dialogflows.dispatcher import Dispatcher
from dialogflows.errors import ConflictError, DialogflowsError, MissingExtraError
from dialogflows.events import Event, replay
from dialogflows.nlu.scripted import ScriptedUnderstander
from dialogflows.server import MAX_BODY_BYTES, create_app, serve
from dialogflows.state import DialogueState
from dialogflows.stores.memory import MemoryStore
from dialogflows.testing import FixedClock

try:
    from http_server import serve_process, serving
except ImportError:  # tests/ imported as a package
    from tests.http_server import serve_process, serving

ROOT = Path(__file__).resolve().parent.parent

SPEC = """
settings:
  language: en
flows:
  order_pizza:
    description: Order a pizza
    triggers: [order a pizza]
    slots:
      - {name: size, type: enum, values: [small, medium, large], prompt: "Which size?"}
      - {name: count, type: integer, min: 1, max: 9, prompt: "How many?"}
    confirm: "Order {count} {size} pizza(s)?"
    action: order_pizza
    results: [order_id]
    done: "Ordered, number {order_id}."
  track_order:
    description: Track an order
    triggers: [where is my order]
    slots:
      - {name: order_number, type: text, prompt: "Which order number?"}
    action: track_order
    results: [status]
    done: "Order {order_number} is {status}."
"""

ACTIONS = """
async def _order(slots, ctx):
    return {"order_id": f"P-{slots['count']}{slots['size'][0].upper()}"}


def register(bot):
    bot.action("order_pizza")(_order)

    @bot.action("track_order")
    def track(slots, ctx):
        return {"status": "in the oven"}
"""

SCRIPT: dict[str, Any] = {
    "I want a pizza": [{"type": "start_task", "flow": "order_pizza"}],
    "large": [{"type": "set_slot", "slot": "size", "value": "large"}],
    "two please": [{"type": "set_slot", "slot": "count", "value": 2}],
    "yes": [{"type": "affirm"}],
    "where is my order": [{"type": "start_task", "flow": "track_order"}],
}


@pytest.fixture
def domain(tmp_path: Path) -> Path:
    folder = tmp_path / "pizza"
    folder.mkdir()
    (folder / "pizza.yaml").write_text(SPEC, encoding="utf-8")
    (folder / "actions.py").write_text(ACTIONS, encoding="utf-8")
    return folder


@pytest.fixture
def bot(domain: Path) -> Dispatcher:
    return Dispatcher.from_path(domain, understander=ScriptedUnderstander(SCRIPT))


@contextmanager
def running(bot: Dispatcher) -> Iterator[httpx.Client]:
    """The app on a real uvicorn server in a thread, on a port the OS picked."""
    with serving(create_app(bot)) as client:
        yield client


@pytest.fixture
def client(bot: Dispatcher) -> Iterator[httpx.Client]:
    with running(bot) as c:
        yield c


def say(client: httpx.Client, session: str, text: str, **body: Any) -> dict[str, Any]:
    r = client.post(f"/sessions/{session}/messages", json={"text": text, **body})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def slots(state: dict[str, Any]) -> dict[str, Any]:
    task = state["active_task"]
    return {} if task is None else {n: s["value"] for n, s in task["slots"].items()}


# -- conversations ---------------------------------------------------------------------------


def test_a_whole_conversation_over_http(client: httpx.Client) -> None:
    r = say(client, "s1", "I want a pizza")
    assert r["messages"] == ["Which size?"]
    assert r["phase"] == "collecting"
    assert "prompt" not in r
    assert r["commands"] == [
        {
            "type": "start_task",
            "flow": "order_pizza",
            "slots": {},
            "then": [],
            "inferred": [],
            "confidence": 1.0,
        }
    ]
    assert "task_started" in [e["type"] for e in r["events"]]

    r = say(client, "s1", "large")
    assert r["messages"] == ["How many?"]
    assert slots(r["state"]) == {"size": "large", "count": None}

    r = say(client, "s1", "two please")
    assert r["phase"] == "confirming"
    assert r["messages"] == ["Order 2 large pizza(s)?"]

    r = say(client, "s1", "yes")
    assert r["messages"] == ["Ordered, number P-2L."]
    assert r["phase"] == "chitchat"
    assert r["state"]["version"] == 5  # four turns; the last saved its claim, then its result

    saved = client.get("/sessions/s1").json()
    assert saved["exists"] is True
    assert saved["state"] == r["state"]


def test_prompt_is_returned_only_when_asked(client: httpx.Client) -> None:
    r = client.post("/sessions/s1/messages?prompt=true", json={"text": "I want a pizza"})
    prompt = r.json()["prompt"]
    assert prompt[0]["role"] == "system"
    assert prompt[-1] == {"role": "user", "content": "I want a pizza"}


def test_events_rebuild_the_state_and_can_be_read_from_a_version(client: httpx.Client) -> None:
    for text in ["I want a pizza", "large", "two please"]:
        state = say(client, "s1", text)["state"]
    events = client.get("/sessions/s1/events").json()["events"]
    assert [e["version"] for e in events] == sorted(e["version"] for e in events)
    rebuilt = replay((Event.model_validate(e) for e in events), "s1")
    assert rebuilt.model_dump(mode="json") == state

    later = client.get("/sessions/s1/events", params={"since": 2}).json()["events"]
    assert later and {e["version"] for e in later} == {3}
    assert later == [e for e in events if e["version"] > 2]


def test_sessions_of_different_users_are_separate(client: httpx.Client) -> None:
    say(client, "shared", "I want a pizza", user_id="alice")
    say(client, "shared", "large", user_id="alice")
    r = say(client, "shared", "where is my order", user_id="bob")
    assert r["state"]["active_task"]["flow"] == "track_order"

    alice = client.get("/sessions/shared", params={"user_id": "alice"}).json()
    assert slots(alice["state"])["size"] == "large"
    anonymous = client.get("/sessions/shared").json()
    assert anonymous["exists"] is False
    bob_events = client.get("/sessions/shared/events", params={"user_id": "bob"}).json()["events"]
    assert all(e["data"].get("flow") != "order_pizza" for e in bob_events)


def test_an_unknown_session_reads_as_new_and_empty(client: httpx.Client) -> None:
    r = client.get("/sessions/never-seen")
    assert r.status_code == 200
    body = r.json()
    assert body["exists"] is False
    assert body["phase"] == "chitchat"
    assert body["state"]["version"] == 0
    assert client.get("/sessions/never-seen/events").json() == {"events": []}


def test_delete_forgets_the_session(client: httpx.Client) -> None:
    say(client, "s1", "I want a pizza")
    assert client.delete("/sessions/s1").status_code == 204
    assert client.get("/sessions/s1").json()["exists"] is False
    assert client.get("/sessions/s1/events").json()["events"] == []
    assert say(client, "s1", "large")["state"]["version"] == 1


def test_the_travel_example_with_the_rule_understander(tmp_path: Path) -> None:
    bot = Dispatcher.from_path(
        ROOT / "flows" / "travel",
        store=f"sqlite:///{tmp_path / 'travel.db'}",
        clock=FixedClock("2026-11-29T10:00:00"),
    )
    with running(bot) as client:
        r = say(client, "trip", "I need a flight to Rome", user_id="u1")
        assert r["state"]["active_task"]["flow"] == "book_flight"
        assert slots(r["state"])["arrival_city"] == "Rome"
        assert r["messages"] == ["Where are you flying from?"]
        r = say(client, "trip", "from London", user_id="u1")
        assert slots(r["state"])["departure_city"] == "London"
        assert slots(r["state"])["arrival_city"] == "Rome"
        r = say(client, "trip", "next Friday", user_id="u1")
        assert slots(r["state"])["depart_date"] == "2026-12-04"
        r = say(client, "trip", "economy", user_id="u1")
        assert r["phase"] == "confirming"
        assert "from London to Rome on Friday 4 December" in r["messages"][0]
        r = say(client, "trip", "yes", user_id="u1")
        assert r["messages"][0].startswith("Booked! Your reference is BK-")
        assert r["phase"] == "chitchat"
        assert client.get("/health").json()["store"] == "sqlite"


# -- the commands endpoint -------------------------------------------------------------------


def test_commands_drive_a_flow_without_understanding(client: httpx.Client) -> None:
    commands = [
        {"type": "start_task", "flow": "order_pizza", "slots": {"size": "small"}},
        {"type": "set_slot", "slot": "count", "value": "3"},
    ]
    r = client.post("/sessions/c1/commands", json={"commands": commands, "text": "3 small ones"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["phase"] == "confirming"
    assert slots(body["state"]) == {"size": "small", "count": 3}
    assert body["state"]["window"][0]["content"] == "3 small ones"

    r = client.post("/sessions/c1/commands", json={"commands": [{"type": "affirm"}]})
    assert r.json()["messages"] == ["Ordered, number P-3S."]


def test_the_text_sent_with_commands_is_held_to_the_message_limit(client: httpx.Client) -> None:
    body = {"commands": [{"type": "start_task", "flow": "order_pizza"}], "text": "w" * 4001}
    r = client.post("/sessions/c1/commands", json=body)
    assert r.status_code == 422
    assert "4000" in r.json()["error"]["message"]
    assert client.get("/sessions/c1").json()["exists"] is False


@pytest.mark.parametrize(
    ("command", "kind", "fragment"),
    [
        ({"type": "set_slot", "slot": "toppings", "value": "ham"}, "unknown_slot", "'toppings'"),
        ({"type": "start_task", "flow": "book_rocket"}, "unknown_flow", "'book_rocket'"),
        ({"type": "set_slot", "slot": "size"}, "invalid_command", "commands.1.set_slot.value"),
        ({"type": "launch"}, "invalid_command", "commands.1"),
    ],
)
def test_a_bad_command_is_refused_and_changes_nothing(
    client: httpx.Client, command: dict[str, Any], kind: str, fragment: str
) -> None:
    say(client, "c1", "I want a pizza")
    r = client.post("/sessions/c1/commands", json={"commands": [{"type": "affirm"}, command]})
    assert r.status_code == 422
    error = r.json()["error"]
    assert error["type"] == kind
    assert fragment in error["message"]
    assert client.get("/sessions/c1").json()["state"]["version"] == 1


# -- bad requests ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "headers", "kind", "fragment"),
    [
        (b'{"text": "hi"', {"content-type": "application/json"}, "invalid_json", "not valid JSON"),
        (b'{"text": "hi"}', {"content-type": "text/plain"}, "invalid_request", "JSON object"),
        (b'["hi"]', {"content-type": "application/json"}, "invalid_request", "JSON object"),
        (
            b'{"message": "hi"}',
            {"content-type": "application/json"},
            "invalid_request",
            "body.text",
        ),
        (b'{"text": 42}', {"content-type": "application/json"}, "invalid_request", "body.text"),
        (
            b'{"text": "hi", "user_id": "a:b"}',
            {"content-type": "application/json"},
            "invalid_request",
            "no ':'",
        ),
    ],
)
def test_invalid_bodies_get_422_with_a_reason(
    client: httpx.Client, content: bytes, headers: dict[str, str], kind: str, fragment: str
) -> None:
    r = client.post("/sessions/s1/messages", content=content, headers=headers)
    assert r.status_code == 422
    assert r.json()["error"]["type"] == kind
    assert fragment in r.json()["error"]["message"]
    assert "42" not in r.json()["error"]["message"]  # input is never echoed
    assert client.get("/sessions/s1").json()["exists"] is False


def test_a_session_id_outside_the_alphabet_is_refused(client: httpx.Client) -> None:
    r = client.get("/sessions/a:b")
    assert r.status_code == 422
    assert "session_id" in r.json()["error"]["message"]


def test_bodies_over_the_limit_are_refused_before_any_turn(client: httpx.Client) -> None:
    big = {"text": "x" * MAX_BODY_BYTES}
    r = client.post("/sessions/s1/messages", json=big)
    assert r.status_code == 413
    assert r.json()["error"]["type"] == "body_too_large"

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted while reading
        yield b'{"text": "'
        for _ in range(MAX_BODY_BYTES // 1024 + 1):
            yield b"y" * 1024
        yield b'"}'

    r = client.post(
        "/sessions/s1/messages", content=chunks(), headers={"content-type": "application/json"}
    )
    assert r.status_code == 413
    assert r.json()["error"]["type"] == "body_too_large"
    assert client.get("/sessions/s1").json()["exists"] is False


@pytest.mark.parametrize("text", ["", "   \x00 ", "z" * 5000])
def test_empty_or_long_text_gets_the_bots_refusal_and_no_state_change(
    client: httpx.Client, text: str
) -> None:
    say(client, "s1", "I want a pizza")
    r = say(client, "s1", text)
    assert r["messages"] and r["messages"] != ["Which size?"]
    assert r["state"]["version"] == 1
    assert r["events"] == []
    assert client.get("/sessions/s1").json()["state"]["version"] == 1


def test_unknown_paths_and_methods_use_the_error_shape(client: httpx.Client) -> None:
    r = client.get("/nothing-here")
    assert r.status_code == 404
    assert r.json()["error"]["type"] == "not_found"
    r = client.put("/sessions/s1")
    assert r.status_code == 405
    assert r.json()["error"]["type"] == "method_not_allowed"


# -- the service -----------------------------------------------------------------------------


def test_flows_lists_names_descriptions_and_slots(client: httpx.Client) -> None:
    flows = {f["name"]: f for f in client.get("/flows").json()["flows"]}
    assert set(flows) == {"order_pizza", "track_order"}
    pizza = flows["order_pizza"]
    assert pizza["description"] == "Order a pizza"
    assert pizza["confirm"] is True
    assert pizza["slots"][0] == {
        "name": "size",
        "type": "enum",
        "required": True,
        "prompt": "Which size?",
        "values": ["small", "medium", "large"],
    }
    assert [s["name"] for s in pizza["slots"]] == ["size", "count"]


def test_health_names_the_store(client: httpx.Client) -> None:
    assert client.get("/health").json() == {"status": "ok", "store": "memory", "flows": 2}


def test_an_unreachable_store_is_a_503_with_a_clear_message(domain: Path) -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        dead = s.getsockname()[1]
    bot = Dispatcher.from_path(
        domain, store=f"redis://127.0.0.1:{dead}/0", understander=ScriptedUnderstander(SCRIPT)
    )
    with running(bot) as client:
        r = client.post("/sessions/s1/messages", json={"text": "I want a pizza"})
        assert r.status_code == 503
        error = r.json()["error"]
        assert error["type"] == "store"
        assert "unavailable" in error["message"] and str(dead) in error["message"]
        health = client.get("/health")
        assert health.status_code == 503
        assert health.json()["status"] == "unavailable"


def test_a_corrupted_saved_state_is_a_503_and_stays_as_it_was(domain: Path, tmp_path: Path) -> None:
    db = tmp_path / "sessions.db"
    bot = Dispatcher.from_path(
        domain, store=f"sqlite:///{db}", understander=ScriptedUnderstander(SCRIPT)
    )
    with running(bot) as client:
        say(client, "s1", "I want a pizza", user_id="u1")
        with sqlite3.connect(db) as raw:
            raw.execute("UPDATE sessions SET state = '{not json' WHERE key = 'u1:s1'")
        r = client.post("/sessions/s1/messages", json={"text": "large", "user_id": "u1"})
        assert r.status_code == 503
        assert r.json()["error"]["type"] == "corrupt_state"
        assert "'u1:s1'" in r.json()["error"]["message"]
        assert client.get("/sessions/s1", params={"user_id": "u1"}).status_code == 503
    with sqlite3.connect(db) as raw:
        assert raw.execute("SELECT state FROM sessions").fetchall() == [("{not json",)]


class RivalStore(MemoryStore):
    """Another process wins every race: just before each save, a rival saves first."""

    def save(
        self, key: str, state: DialogueState, expected_version: int, events: list[Event]
    ) -> None:
        rival = state.model_copy(update={"version": expected_version + 1})
        super().save(key, rival, expected_version, [])
        super().save(key, state, expected_version, events)


def test_a_session_that_keeps_changing_underneath_is_a_409(domain: Path) -> None:
    bot = Dispatcher.from_path(
        domain, store=RivalStore(), understander=ScriptedUnderstander(SCRIPT), max_retries=2
    )
    with running(bot) as client:
        r = client.post("/sessions/s1/messages", json={"text": "I want a pizza"})
        assert r.status_code == 409
        assert r.json()["error"]["type"] == "conflict"
        assert "retry" in r.json()["error"]["message"]
    with pytest.raises(ConflictError):  # the same turn through the Python API, for contrast
        bot.handle("s2", "I want a pizza")


def test_without_fastapi_the_error_says_what_to_install(
    bot: Dispatcher, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "fastapi", None)
    with pytest.raises(MissingExtraError, match=r"pip install 'dialogflows\[server\]'"):
        create_app(bot)
    with pytest.raises(MissingExtraError, match=r"pip install 'dialogflows\[server\]'"):
        serve(str(ROOT / "flows" / "travel"))


def test_serve_refuses_several_workers_on_a_private_store(domain: Path) -> None:
    with pytest.raises(DialogflowsError, match="shared store"):
        serve(str(domain), workers=2)


def test_serve_reports_a_port_in_use_as_an_exit_code(domain: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = serve(str(domain), port=port, nlu=ScriptedUnderstander({}), log_level="critical")
    assert code != 0


# -- several processes, one store ------------------------------------------------------------


@contextmanager
def server_process(domain: Path, store: str, workers: int = 1) -> Iterator[httpx.Client]:
    """``serve(...)`` in its own Python process, as ``dialogflows serve`` runs it."""
    nlu = "ScriptedUnderstander({})" if workers == 1 else "'rules'"

    def argv(port: int) -> list[str]:
        code = textwrap.dedent(
            f"""
            from dialogflows.nlu.scripted import ScriptedUnderstander
            from dialogflows.server import serve
            raise SystemExit(serve({str(domain)!r}, port={port}, store={store!r},
                                   nlu={nlu}, workers={workers}, log_level="warning"))
            """
        )
        return [sys.executable, "-c", code]

    with serve_process([], argv=argv) as server:
        yield server.client


def _conversation_across(a: httpx.Client, b: httpx.Client) -> None:
    def apply(client: httpx.Client, *commands: dict[str, Any]) -> dict[str, Any]:
        r = client.post(
            "/sessions/trip/commands", json={"commands": list(commands), "user_id": "u1"}
        )
        assert r.status_code == 200, r.text
        data: dict[str, Any] = r.json()
        return data

    assert apply(a, {"type": "start_task", "flow": "order_pizza"})["messages"] == ["Which size?"]
    r = apply(b, {"type": "set_slot", "slot": "size", "value": "medium"})
    assert r["messages"] == ["How many?"]
    assert r["state"]["version"] == 2
    r = apply(a, {"type": "set_slot", "slot": "count", "value": 4})
    assert slots(r["state"]) == {"size": "medium", "count": 4}
    assert apply(b, {"type": "affirm"})["messages"] == ["Ordered, number P-4M."]

    seen_by_a = a.get("/sessions/trip", params={"user_id": "u1"}).json()["state"]
    seen_by_b = b.get("/sessions/trip", params={"user_id": "u1"}).json()["state"]
    assert seen_by_a == seen_by_b
    assert seen_by_a["version"] == 5  # the order was claimed, then its result saved
    versions = [
        e["version"]
        for e in a.get("/sessions/trip/events", params={"user_id": "u1"}).json()["events"]
    ]
    assert sorted(set(versions)) == [1, 2, 3, 4, 5]


@pytest.mark.slow
def test_two_processes_share_one_sqlite_file(domain: Path, tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    with server_process(domain, store) as a, server_process(domain, store) as b:
        assert a.get("/health").json()["store"] == "sqlite"
        _conversation_across(a, b)


@pytest.mark.slow
@pytest.mark.redis
def test_two_processes_share_one_redis(domain: Path, redis_url: str) -> None:
    with server_process(domain, redis_url) as a, server_process(domain, redis_url) as b:
        assert b.get("/health").json()["store"] == "redis"
        _conversation_across(a, b)


@pytest.mark.slow
def test_serve_with_several_workers_on_one_sqlite_file(domain: Path, tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    with server_process(domain, store, workers=2) as client:
        _conversation_across(client, client)


@pytest.mark.slow
def test_concurrent_turns_on_two_processes_lose_nothing(domain: Path, tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    with server_process(domain, store) as a, server_process(domain, store) as b:

        def turn(i: int) -> tuple[str, int]:
            client = a if i % 2 else b
            text = f"message {i}"
            body = {"commands": [{"type": "chitchat"}], "text": text}
            return text, client.post("/sessions/busy/commands", json=body).status_code

        with ThreadPoolExecutor(max_workers=8) as pool:
            results = list(pool.map(turn, range(24)))
        acknowledged = {text for text, status in results if status == 200}
        assert {status for _, status in results} <= {200, 409}
        assert acknowledged

        state = a.get("/sessions/busy").json()["state"]
        assert state["version"] == len(acknowledged)
        events = b.get("/sessions/busy/events").json()["events"]
        said = [e["data"]["text"] for e in events if e["type"] == "turn_started"]
        assert sorted(said) == sorted(acknowledged)
