"""The embedded persistent store: one SQLite file, standard library only.

WAL mode lets readers in other processes proceed while one process writes; ``BEGIN
IMMEDIATE`` takes the write lock before the version check, so the check and the write see
the same database and two processes cannot both pass it. The state row and the turn's
events go in one transaction: both or neither. ``synchronous=NORMAL`` (safe in WAL against
application crashes; a power cut may lose the last turns) keeps a save near 100 µs.

The WAL is checkpointed into the database by a thread of the store (``_Checkpointer``, on a
connection of its own), never by a save: SQLite's automatic checkpoint runs inside the
COMMIT of whichever save crosses its mark, with two ``fsync``s, and a server runs its saves on
its event loop, which then waited for the disk with every request of the worker behind it.
With two processes on one file it was worse: while the other process reads, a checkpoint
cannot finish and the WAL cannot start over, so it stays past the mark and *every* COMMIT
checkpointed (the WAL grew to 10-13 MB where one process keeps it at 4; a third of each
worker's time went to COMMIT, against a tenth for one worker).

Waiting for another process's write lock is the store's own, for the tail latency of several
server processes on one file (bench/http.py): SQLite's busy handler sleeps 1, 2, 5, 10 ms …
between tries, holding the store's lock, so a save that met another process's ~0.1 ms write
waited a millisecond or more with every other call of its process queued behind it. The store
tries again itself, after 50 µs and doubling up to 2 ms, until ``busy_timeout``, with its lock
let go in between.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from datetime import timedelta
from pathlib import Path
from typing import Any, TypeVar

from ..errors import ConflictError, StoreError
from ..events import Event
from ..state import Belief, DialogueState
from .base import (
    DecodedStates,
    check_version,
    decode_beliefs,
    decode_event_rows,
    encode_beliefs,
    encode_event_rows,
    encode_state,
    rows_array,
)
from .on_loop import StoreWouldWait, may_wait

__all__ = ["SQLiteStore"]

#: Saves between two checkpoints of the WAL (a turn's save writes ~6 pages: ~600 pages, under
#: SQLite's own mark of 1,000).
CHECKPOINT_EVERY = 100

#: WAL frames (pages) past which a checkpoint also starts the WAL over (~8 MB).
RESTART_FRAMES = 2000

#: How long a checkpoint waits for the write lock and for readers before it leaves the
#: restart of the WAL to the next one, in seconds.
RESTART_PATIENCE = 1.0

#: The first and the longest pause between two tries for another process's write lock.
_FIRST_PAUSE = 0.00005
_LONGEST_PAUSE = 0.002

T = TypeVar("T")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    key TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    state TEXT NOT NULL,
    saved_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_saved_at ON sessions (saved_at);
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL,
    version INTEGER NOT NULL,
    event TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS events_key ON events (key, version, id);
CREATE TABLE IF NOT EXISTS users (
    user_id TEXT PRIMARY KEY,
    beliefs TEXT NOT NULL,
    saved_at REAL NOT NULL
);
"""


class SQLiteStore:
    """Sessions, events and user records in one SQLite file shared by threads and processes.

    One connection per store, guarded by a lock: SQLite serializes writers anyway, and a
    single connection keeps ``close`` simple. ``busy_timeout`` is how long a save waits for
    another process's write before giving up with a ``StoreError``.
    """

    #: a call is a local file's read or write (``on_loop``): a server runs it on its loop
    on_loop = True

    def __init__(
        self,
        path: str | Path,
        *,
        ttl: timedelta | None = None,
        busy_timeout: float = 5.0,
        read_only: bool = False,
    ) -> None:
        self.ttl = ttl
        self.path = str(path)
        self._checkpointer: _Checkpointer | None = None
        self.busy_timeout = busy_timeout
        self._lock = threading.Lock()
        self._decoded = DecodedStates()
        if read_only:
            self._db = self._open_read_only(busy_timeout)
            return
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._db = self._open_writable(busy_timeout)
            if self.path != ":memory:":  # the checkpoints are the store's thread's
                self._checkpointer = _Checkpointer(self.path)
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(f"cannot open SQLite store {self.path}: {exc}") from None

    def _open_writable(self, busy_timeout: float) -> sqlite3.Connection:
        """Connect, turn on WAL and make the tables, tried again until ``busy_timeout``.

        SQLite's busy handler does not cover the opening: while another process is still
        turning a new file over to WAL (it holds the write lock of the old journal), this
        connection's own change of journal would deadlock with it, and SQLite answers
        SQLITE_BUSY at once instead of waiting. Two workers started together on a new
        file met exactly that (one of them died with "database is locked"), so the whole
        opening is tried again, with the same pauses as a save, until the deadline.
        """
        pause = _FIRST_PAUSE
        deadline = time.monotonic() + busy_timeout
        while True:
            db = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=busy_timeout
            )
            try:
                db.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
                db.execute("PRAGMA journal_mode = WAL")
                db.execute("PRAGMA synchronous = NORMAL")
                db.executescript(_SCHEMA)
                # from here on this store waits for other processes itself (``_retrying``)
                db.execute("PRAGMA busy_timeout = 0")
                if self.path != ":memory:":
                    db.execute("PRAGMA wal_autocheckpoint = 0")
                return db
            except sqlite3.OperationalError as exc:
                db.close()
                now = time.monotonic()
                if not _busy(exc) or now >= deadline:
                    raise
                time.sleep(min(pause, deadline - now))
                pause = min(pause * 2, _LONGEST_PAUSE)
            except BaseException:
                db.close()
                raise

    def _open_read_only(self, busy_timeout: float) -> sqlite3.Connection:
        """A connection that can neither create the file nor its folder nor write to it:
        what a command that only reads (``dialogflows history``) opens, so a mistyped path
        is an error instead of a new empty database."""
        if not Path(self.path).is_file():
            raise StoreError(f"no SQLite store at {self.path}: the file does not exist")
        # mode=rw never creates the file, and query_only refuses writes; unlike mode=ro it
        # lets the last connection remove the WAL's -wal and -shm files when it closes.
        # A file we may not write to is opened with mode=ro.
        uri = Path(self.path).resolve().as_uri()
        for mode in ("rw", "ro"):
            try:
                db = sqlite3.connect(
                    f"{uri}?mode={mode}", uri=True, check_same_thread=False, timeout=busy_timeout
                )
                db.execute("PRAGMA query_only = ON")
                db.execute("SELECT 1 FROM sessions LIMIT 1")
                return db
            except sqlite3.Error as exc:
                error = exc
        raise StoreError(f"cannot read SQLite store {self.path}: {error}") from None

    def load(self, key: str) -> DialogueState | None:
        rows = self._query_all("SELECT version, state FROM sessions WHERE key = ?", (key,))
        if not rows:
            return None
        version, raw = rows[0]
        return check_version(key, self._decoded.decode(key, raw), version)

    def save(
        self, key: str, state: DialogueState, expected_version: int, events: list[Event]
    ) -> None:
        body = encode_state(state)
        encoded = encode_event_rows(key, events)
        rows = [(key, version, raw) for version, raw in encoded]
        now = time.time()
        with self._transaction(f"cannot save session {key!r}") as db:
            if expected_version == 0:
                cur = db.execute(
                    "INSERT INTO sessions (key, version, state, saved_at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (key) DO NOTHING",
                    (key, state.version, body, now),
                )
            else:
                cur = db.execute(
                    "UPDATE sessions SET version = ?, state = ?, saved_at = ?"
                    " WHERE key = ? AND version = ?",
                    (state.version, body, now, key, expected_version),
                )
            if cur.rowcount != 1:
                found = db.execute("SELECT version FROM sessions WHERE key = ?", (key,)).fetchone()
                raise ConflictError(key, expected_version, None if found is None else found[0])
            for row in rows:  # one row per version: one, for a turn's save
                db.execute("INSERT INTO events (key, version, event) VALUES (?, ?, ?)", row)
        self._decoded.keep(key, body, state, events=(events, rows_array(encoded)))

    def stored_text(self, key: str, state: DialogueState) -> str | bytes | None:
        """The JSON this store holds for ``state``, when ``state`` is what it last saved or
        loaded for ``key`` (None otherwise): the server embeds it in the reply."""
        return self._decoded.text_of(key, state)

    def stored_events(self, key: str, state: DialogueState, events: list[Event]) -> str | None:
        """The JSON array this store wrote for ``events`` with ``state`` (None otherwise)."""
        return self._decoded.events_text_of(key, state, events)

    def events(self, key: str, since_version: int = 0) -> list[Event]:
        rows = self._query_all(
            "SELECT event FROM events WHERE key = ? AND version > ? ORDER BY version, id",
            (key, since_version),
        )
        return decode_event_rows(key, (r[0] for r in rows))

    def load_user(self, user_id: str) -> dict[str, Belief]:
        row = self._query_one("SELECT beliefs FROM users WHERE user_id = ?", (user_id,))
        return {} if row is None else decode_beliefs(user_id, row[0])

    def save_user(self, user_id: str, beliefs: dict[str, Belief]) -> None:
        body = encode_beliefs(beliefs)
        with self._transaction(f"cannot save user record {user_id!r}") as db:
            db.execute(
                "INSERT INTO users (user_id, beliefs, saved_at) VALUES (?, ?, ?) ON CONFLICT (user_id)"
                " DO UPDATE SET beliefs = excluded.beliefs, saved_at = excluded.saved_at",
                (user_id, body, time.time()),
            )

    def delete(self, key: str) -> None:
        with self._transaction(f"cannot delete session {key!r}") as db:
            db.execute("DELETE FROM sessions WHERE key = ?", (key,))
            db.execute("DELETE FROM events WHERE key = ?", (key,))
        self._decoded.forget(key)

    def purge(self, older_than: timedelta) -> int:
        cutoff = time.time() - older_than.total_seconds()
        with self._transaction("cannot purge sessions") as db:
            db.execute(
                "DELETE FROM events WHERE key IN (SELECT key FROM sessions WHERE saved_at < ?)",
                (cutoff,),
            )
            count = db.execute("DELETE FROM sessions WHERE saved_at < ?", (cutoff,)).rowcount
        self._decoded.forget()
        return int(count)

    def keys(self) -> list[str]:
        return [r[0] for r in self._query_all("SELECT key FROM sessions ORDER BY key", ())]

    def close(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.stop()
        with self._lock:
            self._db.close()

    def _query_one(self, sql: str, args: tuple[object, ...]) -> tuple[str] | None:
        rows = self._query_all(sql, args)
        return rows[0] if rows else None

    def _query_all(self, sql: str, args: tuple[object, ...]) -> list[Any]:
        def read() -> list[Any]:
            return self._db.execute(sql, args).fetchall()

        with self._retrying("cannot read", read) as rows:
            return rows

    @contextmanager
    def _transaction(self, what: str) -> Iterator[sqlite3.Connection]:
        """One write transaction under the lock: committed whole, or rolled back whole."""
        with self._retrying(what, lambda: self._db.execute("BEGIN IMMEDIATE")):
            try:
                yield self._db
                self._db.execute("COMMIT")
                if self._checkpointer is not None:
                    self._checkpointer.wrote()
            except BaseException as exc:
                with suppress(sqlite3.Error):
                    self._db.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise self._error(what, exc) from None
                raise

    @contextmanager
    def _retrying(self, what: str, first: Callable[[], T]) -> Iterator[T]:
        """Hold the store's lock from a successful ``first()`` to the end of the block; while
        another process holds what ``first`` needs (SQLITE_BUSY), let go of the lock, pause
        (50 µs, doubling up to 2 ms) and try again, up to ``busy_timeout``. Called on an
        event loop (``on_loop.not_waiting``), it waits for nothing: a lock held by another
        thread or process raises ``StoreWouldWait`` before anything is written."""
        pause = _FIRST_PAUSE
        deadline: float | None = None
        waits = may_wait()
        while True:
            if not self._lock.acquire(blocking=waits):
                raise StoreWouldWait
            try:
                result = first()
                break
            except sqlite3.OperationalError as exc:
                self._lock.release()
                if not _busy(exc):
                    raise self._error(what, exc) from None
                if not waits:
                    raise StoreWouldWait from None
                now = time.monotonic()
                deadline = deadline if deadline is not None else now + self.busy_timeout
                if now >= deadline:
                    raise self._error(what, exc) from None
                time.sleep(min(pause, deadline - now))
                pause = min(pause * 2, _LONGEST_PAUSE)
            except sqlite3.Error as exc:
                self._lock.release()
                raise self._error(what, exc) from None
            except BaseException:
                self._lock.release()
                raise
        try:
            yield result
        finally:
            self._lock.release()

    def _error(self, what: str, exc: sqlite3.Error) -> StoreError:
        hint = ""
        if "locked" in str(exc) or "busy" in str(exc):
            hint = " (another process held the write lock longer than the busy timeout)"
        return StoreError(f"SQLite store {self.path}: {what}: {exc}{hint}")


class _Checkpointer:
    """Checkpoints a WAL from a thread of its own, every ``CHECKPOINT_EVERY`` commits.

    ``PASSIVE``: it copies what no reader still needs and never waits for a lock or holds
    up a writer; what it could not copy is copied next time. The thread starts with the
    first checkpoint due (a store that saves little never starts one), and stops with the
    store; the last connection to close checkpoints whatever is left, as SQLite does.

    How far the thread is behind is counted (``asked``, ``answered``) so that a caller can
    wait for it (``caught_up``): on a loaded machine the thread may not get the CPU for
    hundreds of saves, and a test of the WAL's bound must know the checkpoints it measures
    ran, not hope that they did.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self._due = threading.Event()
        self._stopped = False
        self._commits = 0
        self._thread: threading.Thread | None = None
        #: checkpoints run (for tests and the curious)
        self.runs = 0
        #: checkpoints that came due, and how many of them a finished run has answered
        self.asked = 0
        self.answered = 0
        self._answer = threading.Condition()

    def wrote(self) -> None:
        """One commit more; past ``CHECKPOINT_EVERY``, wake the thread (starting it once)."""
        self._commits += 1
        if self._commits < CHECKPOINT_EVERY:
            return
        self._commits = 0
        self.asked += 1
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._run, name="dialogflows-sqlite-checkpoint", daemon=True
            )
            self._thread.start()
        self._due.set()

    def caught_up(self, timeout: float, *, behind: int = 0) -> bool:
        """Wait until at most ``behind`` of the checkpoints due are still to run (False if
        ``timeout`` seconds pass first). The store never waits for its thread; a test does,
        to measure what the checkpoints leave rather than whether the thread got the CPU."""
        with self._answer:
            self._answer.wait_for(
                lambda: self.asked - self.answered <= behind or self._stopped, timeout
            )
            return self.asked - self.answered <= behind

    def stop(self) -> None:
        self._stopped = True
        self._due.set()
        with self._answer:  # a stopped thread answers nothing more: nobody waits for it
            self._answer.notify_all()
        if self._thread is not None:
            self._thread.join()

    def _restart(self, db: sqlite3.Connection) -> None:
        """A RESTART checkpoint, tried as the store's saves try for the write lock (after
        50 µs, doubling up to 2 ms, for ``RESTART_PATIENCE``): SQLite's busy handler sleeps
        1, 2, 5, 10 ms … and lost the lock to the saves every time."""
        pause = _FIRST_PAUSE
        deadline = time.monotonic() + RESTART_PATIENCE
        while not self._stopped:
            busy, _, _ = db.execute("PRAGMA wal_checkpoint(RESTART)").fetchone()
            if not busy or time.monotonic() >= deadline:
                return
            time.sleep(pause)
            pause = min(pause * 2, _LONGEST_PAUSE)

    def _run(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA wal_autocheckpoint = 0")
            while True:
                self._due.wait()
                self._due.clear()
                if self._stopped:
                    return
                asked = self.asked  # read after the clear: a later one wakes us again
                with suppress(sqlite3.Error):  # failed: the next one tries again
                    # the bulk without holding anyone up; once the WAL is long, what was
                    # written meanwhile with the write lock, so that the next save starts
                    # the WAL over (a checkpoint that runs beside the saves never finds it
                    # all copied, and the WAL would grow without end)
                    _, frames, _ = db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                    if frames >= RESTART_FRAMES:
                        self._restart(db)
                    self.runs += 1
                with self._answer:  # a failed run answers too: the next one tries again
                    self.answered = asked
                    self._answer.notify_all()
        finally:
            db.close()


def _busy(exc: sqlite3.OperationalError) -> bool:
    """SQLITE_BUSY: another connection holds a lock this statement needs."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return int(code) & 0xFF == sqlite3.SQLITE_BUSY
    return "locked" in str(exc) or "busy" in str(exc)
