"""Turns on the server's event loop: nothing there may wait.

A server runs a turn right on its event loop when the understander and the store are quick
(the rules; SQLite or memory): handing each turn to a thread cost as much CPU as a save. What
may wait is kept off the loop, so a slow booking or another process's write lock stops only
its own conversation: a synchronous action runs in a worker thread, and a store call that
meets a lock someone else holds is made again in a thread, once. The domain is a chimney
sweep's booking line, written for these tests.
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

from dialogflows import Dispatcher
from dialogflows.server import ServerSettings
from dialogflows.stores.on_loop import may_wait
from dialogflows.stores.sqlite import SQLiteStore

try:
    from http_server import ServeProcess, running
    from test_tracing import spans  # the fixture: one tracer provider a process
except ImportError:  # tests/ imported as a package
    from tests.http_server import ServeProcess, running
    from tests.test_tracing import spans  # noqa: F401

SWEEP = """\
# A chimney sweep's booking line: a visit to sweep a flue.
settings:
  language: en
flows:
  book_sweep:
    description: Book a chimney sweep to clean a flue
    triggers: [sweep my chimney, chimney sweep, chimney cleaned]
    slots:
      - {name: fireplace, type: enum, values: [open fire, wood burner, gas fire],
         prompt: "What kind of fireplace is it?",
         synonyms: {wood burner: [log burner, woodburner, stove], open fire: [open fireplace]}}
      - {name: flues, type: integer, min: 1, max: 4, prompt: "How many flues need sweeping?"}
    confirm: "Book a sweep of {flues} flue(s) for your {fireplace}?"
    action: book_visit
    results: [visit]
    done: "Booked: visit {visit}."
"""

#: long enough for any machine; a test that passes never waits it out
PATIENCE = 60.0


def sweep(folder: Path, store: Any = None) -> Dispatcher:
    (folder / "sweep.yaml").write_text(SWEEP)
    return Dispatcher.from_path(folder / "sweep.yaml", store=store)


def say(client: httpx.Client, session: str, text: str, timeout: float = PATIENCE) -> Any:
    r = client.post(f"/sessions/{session}/messages", json={"text": text}, timeout=timeout)
    assert r.status_code == 200, r.text
    return r.json()


def test_a_slow_booking_stops_only_its_own_conversation(tmp_path: Path) -> None:
    bot = sweep(tmp_path, f"sqlite:///{tmp_path / 'sweeps.db'}")
    began, release = threading.Event(), threading.Event()
    booked: list[dict[str, Any]] = []

    @bot.action("book_visit")
    def book_visit(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        began.set()
        release.wait(PATIENCE)  # the sweep's diary answers slowly
        booked.append(slots)
        return {"visit": f"CS-{len(booked)}"}

    with running(bot) as client, ThreadPoolExecutor(1) as pool:
        say(client, "mrs-h", "hi can u sweep my chimney")
        say(client, "mrs-h", "its a log burner")
        assert "Book a sweep" in say(client, "mrs-h", "just the 1 flue")["messages"][-1]
        pending = pool.submit(say, client, "mrs-h", "yes pls")
        assert began.wait(PATIENCE)
        # while the booking waits, another caller is answered, by the same worker
        other = say(client, "mr-p", "need the chimney cleaned, open fire", timeout=20)
        assert other["messages"] == ["How many flues need sweeping?"]
        assert not pending.done()
        release.set()
        done = pending.result(PATIENCE)
        assert done["messages"][-1] == "Booked: visit CS-1."
        # the reply's events are the turn's two saves (the claim, then the result), as logged
        log = client.get("/sessions/mrs-h/events", params={"since": done["state"]["version"] - 2})
        assert done["events"] == log.json()["events"]
        kinds = [e["type"] for e in done["events"]]
        assert kinds.index("action_claimed") < kinds.index("action_completed")
    assert booked == [{"fireplace": "wood burner", "flues": 1}]


def test_commands_given_directly_keep_a_slow_booking_off_the_loop(tmp_path: Path) -> None:
    bot = sweep(tmp_path, f"sqlite:///{tmp_path / 'sweeps.db'}")
    began, release = threading.Event(), threading.Event()

    @bot.action("book_visit")
    def book_visit(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        began.set()
        release.wait(PATIENCE)
        return {"visit": "CS-7"}

    def commands(session: str, *given: dict[str, Any]) -> Any:
        r = client.post(f"/sessions/{session}/commands", json={"commands": list(given)})
        assert r.status_code == 200, r.text
        return r.json()

    with running(bot) as client, ThreadPoolExecutor(1) as pool:
        start = {"type": "start_task", "flow": "book_sweep"}
        slots = {"fireplace": "gas fire", "flues": 2}
        asked = commands("b-and-b", {**start, "slots": slots})
        assert asked["messages"] == ["Book a sweep of 2 flue(s) for your gas fire?"]
        pending = pool.submit(commands, "b-and-b", {"type": "affirm"})
        assert began.wait(PATIENCE)
        assert say(client, "farm", "chimney sweep pls", timeout=20)["messages"] == [
            "What kind of fireplace is it?"
        ]
        release.set()
        assert pending.result(PATIENCE)["messages"][-1] == "Booked: visit CS-7."


def test_a_write_lock_held_elsewhere_never_stops_the_loop(tmp_path: Path) -> None:
    path = tmp_path / "sweeps.db"
    bot = sweep(tmp_path, SQLiteStore(path, busy_timeout=PATIENCE))
    other = sqlite3.connect(path, isolation_level=None)
    with running(bot) as client, ThreadPoolExecutor(1) as pool:
        say(client, "flat-2", "chimney sweep please")
        other.execute("BEGIN IMMEDIATE")  # another process writes, and takes its time
        try:
            waiting = pool.submit(say, client, "flat-2", "gas fire")
            # the save waits for the lock in a thread; the loop answers meanwhile
            assert client.get("/health", timeout=20).status_code == 200
            assert client.get("/flows", timeout=20).status_code == 200
            assert not waiting.done()
        finally:
            other.execute("ROLLBACK")
        reply = waiting.result(PATIENCE)
    assert reply["messages"] == ["How many flues need sweeping?"]
    assert reply["state"]["version"] == 2
    # the turn was saved once: one log row per version, each turn's message once
    rows = other.execute("SELECT version FROM events ORDER BY id").fetchall()
    assert rows == [(1,), (2,)]
    other.close()


def test_turns_in_threads_still_answer_the_same(tmp_path: Path) -> None:
    """``turns_on_loop=False`` (a SQLite file on a disk that may stall) hands every turn to
    a worker thread; the conversation is the same."""
    said = []
    for on_loop in (True, False):
        bot = sweep(tmp_path, f"sqlite:///{tmp_path / f'{on_loop}.db'}")
        bot.action("book_visit")(lambda slots, ctx: {"visit": "CS-9"})
        with running(bot, ServerSettings(turns_on_loop=on_loop)) as client:
            said.append(
                [
                    say(client, "cottage", text)["messages"]
                    for text in ["woodburner needs sweeping", "2 flues", "yep go ahead"]
                ]
            )
    assert said[0] == said[1]
    assert said[0][-1] == ["Booked: visit CS-9."]


class WatchedStore(SQLiteStore):
    """A SQLite store that notes, for each call, whether it ran on an event loop and whether
    it was allowed to wait there (``on_loop.may_wait``), and counts the saves tried."""

    def __init__(self, path: Path, busy_timeout: float = PATIENCE) -> None:
        super().__init__(path, busy_timeout=busy_timeout)
        self.calls: list[tuple[str, bool, bool]] = []
        self.saves_tried = 0

    def _note(self, name: str) -> None:
        try:
            asyncio.get_running_loop()
            looped = True
        except RuntimeError:
            looped = False
        self.calls.append((name, looped, may_wait()))

    def load(self, key: str) -> Any:
        self._note("load")
        return super().load(key)

    def save(self, *args: Any) -> None:
        self._note("save")
        self.saves_tried += 1
        super().save(*args)

    def load_user(self, user_id: str) -> Any:
        self._note("load_user")
        return super().load_user(user_id)

    def save_user(self, user_id: str, beliefs: Any) -> None:
        self._note("save_user")
        super().save_user(user_id, beliefs)


def test_no_store_call_waits_on_the_loop(tmp_path: Path) -> None:
    """Every store call a turn makes on the event loop is one that may not wait (it raises
    ``StoreWouldWait`` and goes to a thread instead): a user's first message reads the
    user's memories too, and that read must not wait for the store's lock on the loop."""
    store = WatchedStore(tmp_path / "sweeps.db")
    bot = sweep(tmp_path, store)
    with running(bot) as client:
        for session, user, text in [
            ("chalet", "olga", "hiya, chimney sweep for the chalet pls"),
            ("chalet", "olga", "woodburner"),
            ("barn", "olga", "another one, need my chimney cleaned at the barn"),
        ]:
            r = client.post(f"/sessions/{session}/messages", json={"text": text, "user_id": user})
            assert r.status_code == 200, r.text
    names = {name for name, _, _ in store.calls}
    assert {"load", "save", "load_user"} <= names
    waited_on_loop = [name for name, looped, waits in store.calls if looped and waits]
    assert waited_on_loop == []


def test_a_save_tried_again_is_one_span(tmp_path: Path, spans: Any) -> None:
    """A save that met another process's write lock is tried again (on the loop, then in a
    thread): the trace shows one save, as long as it took, not one per try."""
    path = tmp_path / "sweeps.db"
    store = WatchedStore(path)
    bot = sweep(tmp_path, store)
    other = sqlite3.connect(path, isolation_level=None)
    with running(bot) as client, ThreadPoolExecutor(1) as pool:
        say(client, "mill", "can u sweep my chimney")
        tried = store.saves_tried
        spans.clear()
        other.execute("BEGIN IMMEDIATE")
        try:
            waiting = pool.submit(say, client, "mill", "open fireplace")
            deadline = time.monotonic() + PATIENCE
            while store.saves_tried < tried + 2:  # tried on the loop, and again
                assert time.monotonic() < deadline, "the save was never tried twice"
                time.sleep(0.01)
        finally:
            other.execute("ROLLBACK")
        assert waiting.result(PATIENCE)["messages"] == ["How many flues need sweeping?"]
    other.close()
    finished = spans.get_finished_spans()
    (turn,) = [s for s in finished if s.name == "dialogflows.turn"]
    saves = [s for s in finished if s.name == "dialogflows.save"]
    assert len(saves) == 1
    assert saves[0].parent is not None and saves[0].parent.span_id == turn.context.span_id
    assert saves[0].status.is_ok and not saves[0].events  # no exception recorded on it


def test_turns_in_threads_is_a_flag_of_serve(tmp_path: Path) -> None:
    """``dialogflows serve --turns-in-threads`` says so as it starts, and converses."""
    (tmp_path / "sweep.yaml").write_text(SWEEP)
    store = f"sqlite:///{tmp_path / 'sweeps.db'}"
    server = ServeProcess([str(tmp_path / "sweep.yaml"), "--store", store, "--turns-in-threads"])
    try:
        server.wait_ready()
        r = server.client.post("/sessions/loft/messages", json={"text": "chimney sweep plz"})
        assert r.json()["messages"] == ["What kind of fireplace is it?"]
    finally:
        server.stop()
    assert "turns run in worker threads (--turns-in-threads)" in server.output()
