"""One store contract, run against memory, SQLite and a real redis-server.

Backend-specific sections follow: what only a serializing store can show (corrupt and older
data, unserializable events), a second process reopening a SQLite file, and two processes
racing on one Redis session, a Redis outage, Redis's no-partial-write guard.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import redis

from dialogflows.errors import (
    ConflictError,
    CorruptStateError,
    DialogflowsError,
    MissingExtraError,
    OutcomeUnknownError,
    StoreError,
)
from dialogflows.events import Event, Recorder, replay
from dialogflows.state import SCHEMA_VERSION, Belief, DialogueState, session_key
from dialogflows.stores import MemoryStore, SQLiteStore, Store, open_store
from dialogflows.stores.redis import RedisStore

try:
    from redis_server import RedisServer
except ImportError:  # tests/ imported as a package
    from tests.redis_server import RedisServer

ROOT = Path(__file__).resolve().parent.parent
KEY = session_key("u1", "s1")


def turn(store: Store, key: str, change: Callable[[Recorder], Any] | None = None) -> DialogueState:
    """One load-modify-save turn, the way the dispatcher does it."""
    current = store.load(key)
    version = current.version if current is not None else 0
    user_id, session_id = key.split(":", 1)
    state = current.clone() if current is not None else DialogueState(session_id=session_id)
    rec = Recorder(state, version + 1)
    if current is None:
        rec.emit("session_started", session_id=session_id, user_id=user_id)
    rec.emit("turn_started", turn=state.turn + 1)
    if change is not None:
        change(rec)
    store.save(key, state, version, rec.events)
    return state


def say(text: str) -> Callable[[Recorder], Any]:
    return lambda rec: rec.emit("message_added", role="user", content=text)


def dumps(events: list[Event]) -> list[dict[str, Any]]:
    return [json.loads(e.model_dump_json()) for e in events]


# ---------------------------------------------------------------- backends


class Backend:
    """Opens stores of one kind over the same data, and reaches under them for raw bytes."""

    name = ""

    def open(self) -> Store:
        raise NotImplementedError

    def raw(self, key: str) -> bytes | str | None:
        raise NotImplementedError

    def write_raw(self, key: str, raw: str) -> None:
        raise NotImplementedError


class MemoryBackend(Backend):
    name = "memory"

    def __init__(self) -> None:
        self.store = MemoryStore()

    def open(self) -> Store:
        return self.store


class SQLiteBackend(Backend):
    name = "sqlite"

    def __init__(self, path: Path) -> None:
        self.path = path

    def open(self) -> Store:
        return open_store(f"sqlite:///{self.path}")

    def _db(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, isolation_level=None)

    def raw(self, key: str) -> str | None:
        with self._db() as db:
            row = db.execute("SELECT state FROM sessions WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def write_raw(self, key: str, raw: str) -> None:
        with self._db() as db:
            db.execute(
                "INSERT INTO sessions (key, version, state, saved_at) VALUES (?, 1, ?, 0)"
                " ON CONFLICT (key) DO UPDATE SET state = excluded.state",
                (key, raw),
            )


class RedisBackend(Backend):
    name = "redis"

    def __init__(self, url: str) -> None:
        self.url = url
        self.client = redis.Redis.from_url(url)

    def open(self) -> Store:
        return open_store(self.url)

    def raw(self, key: str) -> bytes | None:
        value = self.client.hget(f"dialogflows:session:{{{key}}}", "state")
        return value if isinstance(value, bytes) else None

    def write_raw(self, key: str, raw: str) -> None:
        self.client.hset(f"dialogflows:session:{{{key}}}", mapping={"version": 1, "state": raw})


@pytest.fixture
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    if request.param == "memory":
        yield MemoryBackend()
    elif request.param == "sqlite":
        yield SQLiteBackend(tmp_path / "sessions.db")
    else:
        yield RedisBackend(request.getfixturevalue("redis_url"))


ALL = pytest.mark.parametrize(
    "backend",
    ["memory", "sqlite", pytest.param("redis", marks=pytest.mark.redis)],
    indirect=True,
)
SERIALIZING = pytest.mark.parametrize(
    "backend", ["sqlite", pytest.param("redis", marks=pytest.mark.redis)], indirect=True
)


@pytest.fixture
def store(backend: Backend) -> Iterator[Store]:
    s = backend.open()
    yield s
    s.close()


# ---------------------------------------------------------------- the contract


@ALL
def test_a_saved_state_loads_back_equal(store: Store) -> None:
    assert store.load(KEY) is None
    saved = turn(store, KEY, say("I need a flight to Rome"))
    loaded = store.load(KEY)
    assert loaded is not None
    assert loaded.model_dump() == saved.model_dump()
    assert loaded.version == 1 and loaded.window[0].content == "I need a flight to Rome"
    assert store.keys() == [KEY]


@ALL
def test_a_stale_save_is_refused_and_writes_nothing(store: Store) -> None:
    turn(store, KEY, say("one"))
    turn(store, KEY, say("two"))
    before, events_before = store.load(KEY), dumps(store.events(KEY))
    assert before is not None
    stale = before.clone()
    stale.version, stale.summary = 2, "stale"
    late = Event(type="message_added", version=2, turn=9, data={"role": "user", "content": "x"})
    with pytest.raises(ConflictError) as err:
        store.save(KEY, stale, 1, [late])
    assert (err.value.key, err.value.expected, err.value.actual) == (KEY, 1, 2)
    with pytest.raises(ConflictError) as err:
        store.save(KEY, stale, 0, [late])  # 0 means "must not exist yet"
    assert err.value.actual == 2
    after = store.load(KEY)
    assert after is not None and after.model_dump() == before.model_dump()
    assert dumps(store.events(KEY)) == events_before


@ALL
def test_saving_a_missing_session_at_a_later_version_is_a_conflict(store: Store) -> None:
    state = DialogueState(session_id="s1", version=4)
    with pytest.raises(ConflictError) as err:
        store.save(KEY, state, 3, [])
    assert err.value.actual is None
    assert store.load(KEY) is None and store.events(KEY) == []


@ALL
def test_two_turns_from_the_same_version_cannot_both_win(store: Store) -> None:
    turn(store, KEY)
    first, second = store.load(KEY), store.load(KEY)
    assert first is not None and second is not None
    a, b = first.clone(), second.clone()
    rec_a, rec_b = Recorder(a, 2), Recorder(b, 2)
    rec_a.emit("message_added", role="user", content="from A")
    rec_b.emit("message_added", role="user", content="from B")
    store.save(KEY, a, 1, rec_a.events)
    with pytest.raises(ConflictError):
        store.save(KEY, b, 1, rec_b.events)
    # the loser reloads and re-applies: both changes survive
    turn(store, KEY, say("from B"))
    final = store.load(KEY)
    assert final is not None
    assert [m.content for m in final.window] == ["from A", "from B"]


@ALL
def test_events_are_appended_in_order_and_replay_to_the_saved_state(store: Store) -> None:
    turn(store, KEY, say("one"))
    turn(store, KEY, say("two"))
    turn(store, KEY, lambda r: r.emit("belief_set", key="budget", value=5000, lasting=True))
    events = store.events(KEY)
    assert [e.version for e in events] == sorted(e.version for e in events)
    assert [e.type for e in events if e.version == 1] == [
        "session_started",
        "turn_started",
        "message_added",
    ]
    assert [e.version for e in store.events(KEY, since_version=2)] == [3, 3]
    saved = store.load(KEY)
    assert saved is not None
    assert replay(events).model_dump() == saved.model_dump()


@ALL
def test_sessions_of_two_users_with_one_session_id_are_separate(store: Store) -> None:
    alice, bob = session_key("alice", "s"), session_key("bob", "s")
    turn(store, alice, say("alice's secret"))
    assert store.load(bob) is None and store.events(bob) == []
    turn(store, bob, say("bob here"))  # version 0 for bob: no conflict with alice's version 1
    loaded_bob = store.load(bob)
    assert loaded_bob is not None and loaded_bob.user_id == "bob"
    assert [m.content for m in loaded_bob.window] == ["bob here"]
    assert sorted(store.keys()) == sorted([alice, bob])


@ALL
def test_user_records_are_replaced_and_survive_sessions(store: Store) -> None:
    assert store.load_user("u1") == {}
    beliefs = {
        "diet": Belief(key="diet", value="no seafood", lasting=True, invariant=True),
        "budget": Belief(key="budget", value=5000, lasting=True),
    }
    store.save_user("u1", beliefs)
    assert {k: b.model_dump() for k, b in store.load_user("u1").items()} == {
        k: b.model_dump() for k, b in beliefs.items()
    }
    beliefs["budget"].value = 1  # the caller's objects keep changing; the record does not
    assert store.load_user("u1")["budget"].value == 5000
    store.save_user("u1", {"diet": beliefs["diet"]})
    assert list(store.load_user("u1")) == ["diet"]
    assert store.load_user("u2") == {}
    turn(store, KEY)
    store.delete(KEY)
    assert list(store.load_user("u1")) == ["diet"]


@ALL
def test_delete_forgets_state_and_events(store: Store) -> None:
    turn(store, KEY, say("hi"))
    store.delete(KEY)
    assert store.load(KEY) is None and store.events(KEY) == [] and store.keys() == []
    turn(store, KEY, say("again"))  # starts over at version 1
    assert [e.version for e in store.events(KEY)] == [1, 1, 1]


@ALL
def test_purge_removes_sessions_not_saved_within_the_given_time(store: Store) -> None:
    turn(store, KEY, say("hi"))
    turn(store, session_key("u2", "s2"))
    store.save_user("u1", {"a": Belief(key="a", value=1, lasting=True)})
    assert store.purge(timedelta(hours=1)) == 0
    assert len(store.keys()) == 2
    assert store.purge(timedelta(0)) == 2
    assert store.keys() == [] and store.load(KEY) is None and store.events(KEY) == []
    assert list(store.load_user("u1")) == ["a"]


@ALL
def test_threads_sharing_one_store_lose_no_update(store: Store) -> None:
    turn(store, KEY)
    threads, per_thread = 4, 15

    def work(name: str) -> None:
        for i in range(per_thread):
            while True:
                try:
                    turn(store, KEY, say(f"{name}-{i}"))
                    break
                except ConflictError:
                    continue

    workers = [threading.Thread(target=work, args=(f"t{n}",)) for n in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    final = store.load(KEY)
    assert final is not None
    assert len(final.window) == threads * per_thread
    assert final.version == 1 + threads * per_thread
    assert replay(store.events(KEY)).model_dump() == final.model_dump()


# ---------------------------------------------------------------- serialized data


@SERIALIZING
@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("{not json", "invalid JSON"),
        ('{"session_id": "s1", "turn": "many"}', "turn"),
        ('{"schema_version": 99, "session_id": "s1"}', "newer dialogflows"),
        ('{"schema_version": 99, "session_id": 5, "window": 7}', "newer dialogflows"),
    ],
)
def test_a_corrupted_state_is_reported_with_its_key_and_left_untouched(
    backend: Backend, store: Store, raw: str, reason: str
) -> None:
    backend.write_raw(KEY, raw)
    with pytest.raises(CorruptStateError) as err:
        store.load(KEY)
    assert err.value.key == KEY
    assert KEY in str(err.value) and reason in str(err.value)
    with pytest.raises(CorruptStateError):  # a second look does not "repair" it
        store.load(KEY)
    stored = backend.raw(KEY)
    assert (stored.decode() if isinstance(stored, bytes) else stored) == raw


@SERIALIZING
def test_a_state_saved_by_an_older_schema_loads_with_defaults(
    backend: Backend, store: Store
) -> None:
    old = {"schema_version": 0, "session_id": "s1", "user_id": "u1", "version": 1, "turn": 3}
    backend.write_raw(KEY, json.dumps(old))
    state = store.load(KEY)
    assert state is not None
    assert (state.session_id, state.turn, state.version) == ("s1", 3, 1)
    assert state.beliefs == {} and state.entity_stack == [] and state.summary == ""
    assert state.schema_version == SCHEMA_VERSION
    turn(store, KEY, say("continued"))  # and the conversation goes on from there
    again = store.load(KEY)
    assert again is not None and again.version == 2 and again.turn == 4


@SERIALIZING
def test_a_save_that_cannot_be_serialized_writes_nothing(store: Store) -> None:
    turn(store, KEY, say("one"))
    before = store.load(KEY)
    assert before is not None
    state = before.clone()
    rec = Recorder(state, 2)
    rec.emit("message_added", role="user", content="two")
    bad = Event.model_construct(type="results_set", version=2, turn=1, data={"x": object()})
    with pytest.raises(StoreError, match="not serializable"):
        store.save(KEY, state, 1, [*rec.events, bad])
    after = store.load(KEY)
    assert after is not None and after.model_dump() == before.model_dump()
    assert [e.version for e in store.events(KEY)] == [1, 1, 1]


@SERIALIZING
def test_a_corrupted_user_record_is_reported(backend: Backend, store: Store) -> None:
    store.save_user("u1", {"a": Belief(key="a", value=1)})
    if isinstance(backend, SQLiteBackend):
        with backend._db() as db:
            db.execute("UPDATE users SET beliefs = '[1, 2' WHERE user_id = 'u1'")
    elif isinstance(backend, RedisBackend):
        backend.client.set("dialogflows:user:u1", "[1, 2")
    with pytest.raises(CorruptStateError, match="u1"):
        store.load_user("u1")


# ---------------------------------------------------------------- open_store


def test_open_store_understands_every_url_form(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert isinstance(open_store(None), MemoryStore)
    assert isinstance(open_store("memory://"), MemoryStore)
    monkeypatch.chdir(tmp_path)
    relative = open_store("sqlite:///data/rel.db")
    assert isinstance(relative, SQLiteStore)
    relative.close()
    assert (tmp_path / "data" / "rel.db").exists()
    absolute = open_store(f"sqlite:///{tmp_path}/abs/x.db")  # four slashes: absolute path
    absolute.close()
    assert (tmp_path / "abs" / "x.db").exists()
    assert isinstance(open_store("redis://127.0.0.1:1/0"), RedisStore)  # connects lazily


def test_a_redis_url_without_the_redis_package_names_the_extra(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("dialogflows.stores.redis._redis", None)
    with pytest.raises(MissingExtraError, match=r"pip install 'dialogflows\[redis\]'"):
        open_store("redis://127.0.0.1:6379/0")


def test_the_memory_store_forgets_sessions_past_their_ttl() -> None:
    store = MemoryStore(ttl=timedelta(milliseconds=1))
    turn(store, KEY, say("hi"))
    time.sleep(0.01)
    assert store.load(KEY) is None and store.keys() == []
    turn(store, KEY, say("a new session starts at version 1"))
    kept = MemoryStore(ttl=timedelta(hours=1))
    turn(kept, KEY, say("hi"))
    assert kept.load(KEY) is not None


@pytest.mark.parametrize("url", ["postgres://x/y", "sqlite://", "sqlite:///", "sessions.db", ""])
def test_open_store_rejects_unknown_urls_naming_the_accepted_forms(url: str) -> None:
    with pytest.raises(DialogflowsError) as err:
        open_store(url)
    assert repr(url) in str(err.value) and "sqlite:///" in str(err.value)


# ---------------------------------------------------------------- SQLite across processes

CONTINUE = textwrap.dedent(
    """
    import sys
    from dialogflows.events import Recorder
    from dialogflows.stores import open_store
    store = open_store(sys.argv[1])
    state = store.load("u1:s1").clone()
    version = state.version
    rec = Recorder(state, version + 1)
    rec.emit("turn_started", turn=state.turn + 1)
    rec.emit("message_added", role="user", content="from another process")
    store.save("u1:s1", state, version, rec.events)
    print(state.version)
    """
)


def run_python(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


@pytest.mark.slow
def test_a_sqlite_file_reopened_by_another_process_continues_the_conversation(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path}/s.db"
    store = open_store(url)
    turn(store, KEY, say("first, in this process"))
    store.close()
    done = run_python(CONTINUE, url)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "2"
    reopened = open_store(url)
    state = reopened.load(KEY)
    assert state is not None and state.version == 2
    assert [m.content for m in state.window] == ["first, in this process", "from another process"]
    assert replay(reopened.events(KEY)).model_dump() == state.model_dump()
    reopened.close()


def test_sqlite_busy_beyond_the_timeout_is_a_store_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "busy.db"
    store = SQLiteStore(path, busy_timeout=0.05)
    turn(store, KEY, say("one"))
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        with pytest.raises(StoreError) as err:
            turn(store, KEY, say("two"))
        assert str(path) in str(err.value) and "locked" in str(err.value)
    finally:
        other.execute("ROLLBACK")
        other.close()
    state = store.load(KEY)
    assert state is not None and state.version == 1 and len(store.events(KEY)) == 3
    turn(store, KEY, say("two"))  # the lock released, the store works again
    store.close()


#: Another process makes a new SQLite file as any program would (the old rollback journal),
#: and holds its write transaction until told to commit: the moment another dispatcher
#: started on the same new file meets while the first is still turning it over to WAL.
STILL_CREATING = textwrap.dedent(
    """
    import sqlite3, sys
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    db.execute("CREATE TABLE IF NOT EXISTS other (x)")
    print("holding", flush=True)
    sys.stdin.readline()
    db.execute("COMMIT")
    """
)


def _holding(path: Path) -> subprocess.Popen[str]:
    other = subprocess.Popen(
        [sys.executable, "-c", STILL_CREATING, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert other.stdout is not None and other.stdout.readline().strip() == "holding"
    return other


def test_a_store_opened_while_another_process_still_creates_the_file_waits_for_it(
    tmp_path: Path,
) -> None:
    """Two workers started together on a new file: SQLite's busy handler does not cover the
    change of journal (it would deadlock with the other's write lock, so SQLite answers
    "database is locked" at once), and one worker died at start. It waits now, as a save does."""
    path = tmp_path / "new.db"
    other = _holding(path)
    opened: list[SQLiteStore] = []
    opening = threading.Thread(target=lambda: opened.append(SQLiteStore(path, busy_timeout=30)))
    try:
        opening.start()
        time.sleep(0.3)
        assert opening.is_alive() and not opened  # waiting, not failed
    finally:
        assert other.stdin is not None
        other.stdin.write("done\n")
        other.stdin.flush()
        assert other.wait(timeout=60) == 0
    opening.join(timeout=60)
    assert len(opened) == 1
    store = opened[0]
    turn(store, KEY, say("the first turn on the new file"))
    state = store.load(KEY)
    assert state is not None and state.version == 1
    store.close()


def test_a_store_that_cannot_open_before_the_timeout_is_a_store_error_naming_the_file(
    tmp_path: Path,
) -> None:
    path = tmp_path / "held.db"
    other = _holding(path)
    try:
        started = time.monotonic()
        with pytest.raises(StoreError) as err:
            SQLiteStore(path, busy_timeout=0.3)
        assert time.monotonic() - started >= 0.3  # it waited its timeout, then said why
        assert str(path) in str(err.value) and "locked" in str(err.value)
    finally:
        assert other.stdin is not None
        other.stdin.write("done\n")
        other.stdin.flush()
        other.wait(timeout=60)
    store = SQLiteStore(path)  # the file is whole: the other program's table and ours
    turn(store, KEY, say("one"))
    store.close()
    names = {r[0] for r in sqlite3.connect(path).execute("SELECT name FROM sqlite_master")}
    assert {"other", "sessions", "events", "users"} <= names


def test_a_save_waiting_for_another_process_lets_this_process_read(tmp_path: Path) -> None:
    """While a save waits for another process's write lock, the store's other callers (the
    loads of the worker's other conversations) go on: the store waits between tries with its
    own lock let go, where SQLite's busy handler slept holding it (every call of the process
    queued behind one save, 1 ms or more each time two processes wrote at once)."""
    path = tmp_path / "shared.db"
    store = SQLiteStore(path, busy_timeout=30)
    other_key = session_key("u2", "s9")
    turn(store, KEY, say("one"))
    turn(store, other_key, say("another conversation"))
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process writes
    saving = threading.Thread(target=turn, args=(store, KEY, say("two")))
    try:
        saving.start()
        time.sleep(0.2)  # the save is waiting for the lock by now (it cannot pass before)
        assert saving.is_alive()
        read = store.load(other_key)  # answered while the save still waits
        assert read is not None and read.version == 1
        assert saving.is_alive()
    finally:
        other.execute("ROLLBACK")
        other.close()
    saving.join(timeout=60)
    state = store.load(KEY)
    assert state is not None and state.version == 2
    store.close()


def test_a_sqlite_log_written_one_event_a_row_reads_on_with_the_new_rows(tmp_path: Path) -> None:
    """A save writes its events as one row (a JSON array) instead of one row each; a file
    written the old way (older dialogflows) reads on, and its sessions continue."""
    path = tmp_path / "older.db"
    store = SQLiteStore(path)
    turn(store, KEY, say("written by an older version"))
    store.close()
    db = sqlite3.connect(path, isolation_level=None)
    rows = db.execute("SELECT version, event FROM events WHERE key = ?", (KEY,)).fetchall()
    assert [json.loads(raw)[0]["type"] for _, raw in rows] == ["session_started"]
    db.execute("DELETE FROM events WHERE key = ?", (KEY,))
    for version, raw in rows:  # as the older store wrote them: one event a row
        for event in json.loads(raw):
            db.execute(
                "INSERT INTO events (key, version, event) VALUES (?, ?, ?)",
                (KEY, version, json.dumps(event)),
            )
    db.close()
    store = SQLiteStore(path)
    turn(store, KEY, say("and on, with this one"))
    state = store.load(KEY)
    assert state is not None and state.version == 2
    events = store.events(KEY)
    assert [e.version for e in events] == sorted(e.version for e in events)
    assert replay(events).model_dump() == state.model_dump()
    assert [m.content for m in state.window] == [
        "written by an older version",
        "and on, with this one",
    ]
    assert store.events(KEY, since_version=1) == [e for e in events if e.version == 2]
    store.close()


def test_an_unreadable_row_of_a_sqlite_event_log_names_its_session(tmp_path: Path) -> None:
    path = tmp_path / "bad.db"
    store = SQLiteStore(path)
    turn(store, KEY, say("one"))
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE events SET event = ? WHERE key = ?", ('[{"type": "x"}]', KEY))
    db.close()
    with pytest.raises(CorruptStateError, match="an event in its log is unreadable") as err:
        store.events(KEY)
    assert KEY in str(err.value)
    store.close()


# ---------------------------------------------------------------- processes racing

RACE = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from dialogflows.errors import ConflictError
    from dialogflows.events import Recorder
    from dialogflows.stores import open_store
    url, key, name, n, gate = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), Path(sys.argv[5])
    store = open_store(url)
    store.load(key)  # connected before the start
    (gate / f"ready-{name}").touch()
    while not (gate / "go").exists():
        time.sleep(0.001)
    conflicts = 0
    for i in range(n):
        while True:
            state = store.load(key).model_copy()
            version = state.version
            rec = Recorder(state, version + 1)
            rec.emit("turn_started", turn=state.turn + 1)
            rec.emit("belief_set", key=f"{name}-{i}", value=i)
            try:
                store.save(key, state, version, rec.events)
                break
            except ConflictError:
                conflicts += 1
    print(conflicts)
    """
)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["sqlite", pytest.param("redis", marks=pytest.mark.redis)])
def test_two_processes_racing_on_one_session_lose_no_update(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    n = 60
    url = (
        f"sqlite:///{tmp_path}/race.db"
        if kind == "sqlite"
        else request.getfixturevalue("redis_url")
    )
    store = open_store(url)
    turn(store, KEY)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", RACE, url, KEY, name, str(n), str(tmp_path)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        for name in ("p1", "p2")
    ]
    deadline = time.monotonic() + 60
    while len(list(tmp_path.glob("ready-*"))) < 2:  # both connected: start them together
        assert time.monotonic() < deadline, "the racing processes did not start"
        assert all(p.poll() is None for p in procs), procs[0].communicate()[1]
        time.sleep(0.01)
    (tmp_path / "go").touch()
    outputs = [p.communicate(timeout=120) for p in procs]
    for p, (_out, err) in zip(procs, outputs, strict=True):
        assert p.returncode == 0, err
    final = store.load(KEY)
    assert final is not None
    assert len(final.beliefs) == 2 * n
    assert final.version == 1 + 2 * n
    events = store.events(KEY)
    assert sum(e.type == "belief_set" for e in events) == 2 * n
    assert replay(events).model_dump() == final.model_dump()
    store.close()


@pytest.mark.redis
@pytest.mark.slow
@pytest.mark.usefixtures("redis_server")  # skips or fails like every Redis test without the binary
def test_a_redis_server_stopped_mid_run_gives_a_clear_error_and_no_partial_write() -> None:
    server = RedisServer()
    server.start()
    try:
        store = open_store(server.url)
        turn(store, KEY, say("one"))
        current = store.load(KEY)
        assert current is not None
        state = current.clone()
        rec = Recorder(state, 2)
        rec.emit("message_added", role="user", content="two")
        snapshot = state.model_dump()
        server.stop()
        with pytest.raises(OutcomeUnknownError) as err:  # never "nothing changed" for a write
            store.save(KEY, state, 1, rec.events)
        assert server.url in str(err.value) and "retry with the same turn id" in str(err.value)
        assert state.model_dump() == snapshot
        with pytest.raises(StoreError):
            store.load(KEY)
        server.start()  # a new, empty server on the same port: the store reconnects
        assert store.load(KEY) is None and store.events(KEY) == [] and store.keys() == []
        turn(store, KEY, say("again"))
        again = store.load(KEY)
        assert again is not None and again.version == 1
        store.close()
    finally:
        server.close()


@pytest.mark.redis
def test_redis_checks_every_key_before_writing_so_a_failing_save_writes_nothing(
    redis_url: str,
) -> None:
    store = open_store(redis_url)
    turn(store, KEY, say("one"))
    client = redis.Redis.from_url(redis_url)
    client.delete(f"dialogflows:events:{{{KEY}}}")
    client.set(f"dialogflows:events:{{{KEY}}}", "not a list")
    with pytest.raises(CorruptStateError, match="events key"):
        turn(store, KEY, say("two"))
    state = store.load(KEY)
    assert state is not None and state.version == 1 and len(state.window) == 1


@pytest.mark.redis
def test_a_redis_save_retried_after_a_lost_reply_is_not_applied_twice(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = open_store(redis_url)
    monkeypatch.setattr("dialogflows.stores.redis.os.urandom", lambda n: b"\x01" * n)
    state = DialogueState(session_id="s1", user_id="u1")
    rec = Recorder(state, 1)
    rec.emit("turn_started", turn=1)
    store.save(KEY, state, 0, rec.events)
    store.save(KEY, state, 0, rec.events)  # the same write again: success, no duplicate
    assert len(store.events(KEY)) == 1
    monkeypatch.setattr("dialogflows.stores.redis.os.urandom", lambda n: b"\x02" * n)
    with pytest.raises(ConflictError):  # another writer's save at that version still conflicts
        store.save(KEY, state, 0, rec.events)


@pytest.mark.redis
def test_a_redis_log_written_one_event_an_item_reads_on_with_the_new_items(
    redis_url: str,
) -> None:
    """As for SQLite: a save pushes its events as one list item; lists older versions wrote
    (one event an item) read on, and their sessions continue."""
    store = open_store(redis_url)
    turn(store, KEY, say("pushed by an older version"))
    client = redis.Redis.from_url(redis_url)
    name = f"dialogflows:events:{{{KEY}}}"
    items = client.lrange(name, 0, -1)
    assert len(items) == 1 and json.loads(items[0])[0]["type"] == "session_started"
    client.delete(name)
    client.rpush(name, *(json.dumps(event) for event in json.loads(items[0])))
    turn(store, KEY, say("and on"))
    state = store.load(KEY)
    assert state is not None and state.version == 2
    assert replay(store.events(KEY)).model_dump() == state.model_dump()
    assert {e.version for e in store.events(KEY, since_version=1)} == {2}
    store.close()


@pytest.mark.redis
def test_redis_sessions_expire_after_the_ttl_but_user_records_do_not(redis_url: str) -> None:
    store = open_store(redis_url, ttl=timedelta(minutes=10))
    turn(store, KEY, say("hi"))
    store.save_user("u1", {"a": Belief(key="a", value=1, lasting=True)})
    client = redis.Redis.from_url(redis_url)
    for name in (f"dialogflows:session:{{{KEY}}}", f"dialogflows:events:{{{KEY}}}"):
        assert 0 < client.pttl(name) <= 600_000
    assert client.pttl("dialogflows:user:u1") == -1
