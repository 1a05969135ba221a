"""The SQLite store's WAL is checkpointed by a thread of the store, never inside a save.

A server runs its saves on its event loop (``stores/on_loop.py``). SQLite's own automatic
checkpoint runs inside the COMMIT of the save that crosses its mark, with two ``fsync``s: the
whole worker waited for the disk. With two server processes on one file it ran in nearly
every COMMIT, since a checkpoint made while the other process reads cannot let the WAL start
over. The store's own thread checkpoints instead, and starts the WAL over once it is long, so
the file stays bounded however the saves and reads of several processes interleave. Turns are
the ones a dispatcher saves (``tests/test_stores.turn``): a session started, a message said.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from dialogflows.state import session_key
from dialogflows.stores import SQLiteStore
from dialogflows.stores import sqlite as sqlite_store

try:
    from test_stores import say, turn
except ImportError:  # tests/ imported as a package
    from tests.test_stores import say, turn

#: long enough for any machine; a test that passes never waits it out
PATIENCE = 60.0


def wal_bytes(path: Path) -> int:
    wal = path.with_name(path.name + "-wal")
    return wal.stat().st_size if wal.exists() else 0


@pytest.fixture
def small_marks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Checkpoints every 5 saves, the WAL started over past 40 pages: the same code paths
    as the defaults (100 saves, 2,000 pages), in a few hundred saves."""
    monkeypatch.setattr(sqlite_store, "CHECKPOINT_EVERY", 5)
    monkeypatch.setattr(sqlite_store, "RESTART_FRAMES", 40)


def test_saves_never_checkpoint_the_store_thread_does(tmp_path: Path, small_marks: None) -> None:
    path = tmp_path / "reading-room.db"
    store = SQLiteStore(path)
    # SQLite's automatic checkpoint (inside a save's COMMIT) is off on the saving connection
    assert store._db.execute("PRAGMA wal_autocheckpoint").fetchone() == (0,)
    for n in range(3):
        turn(store, session_key("ines", f"desk-{n}"), say("hi, is desk 4 free tmrw"))
    assert store._checkpointer is not None
    assert store._checkpointer._thread is None  # a store that saves little starts none
    for n in range(60):
        turn(store, session_key("ines", f"desk-{n % 3}"), say(f"ok the one by the window {n}"))
    assert store._checkpointer is not None
    deadline = time.monotonic() + PATIENCE
    while store._checkpointer.runs == 0:
        assert time.monotonic() < deadline, "the store's thread never checkpointed"
        time.sleep(0.01)
    thread = store._checkpointer._thread
    assert thread is not None and thread.name == "dialogflows-sqlite-checkpoint"
    store.close()
    assert not thread.is_alive()  # the thread stops with its store
    reopened = SQLiteStore(path)
    states = [reopened.load(session_key("ines", f"desk-{n}")) for n in range(3)]
    assert [s.turn if s is not None else None for s in states] == [21, 21, 21]
    reopened.close()


def test_two_processes_saving_and_reading_keep_the_wal_bounded(
    tmp_path: Path, small_marks: None
) -> None:
    """Two stores on one file (two server workers), each saving its own sessions and reading
    between saves: the WAL is started over again and again, so its file stays near the mark
    however many saves are made; a checkpoint that never starts the WAL over lets it grow by
    every save (90 MB in a bench run of 3,000 turns).

    The bound is on what the checkpoints leave, not on whether their thread gets the CPU: on
    a loaded machine it did not for hundreds of saves (8.7 MB in a CI run). So before each
    save the test waits until each store's thread is at most one checkpoint behind; the one
    still due runs beside the next saves and reads, as in a server."""
    path = tmp_path / "reading-room.db"
    first, second = SQLiteStore(path), SQLiteStore(path)
    checkpointers = [first._checkpointer, second._checkpointer]
    saves = 2000
    try:
        for n in range(saves):
            for checkpointer in checkpointers:
                assert checkpointer is not None
                assert checkpointer.caught_up(PATIENCE, behind=1), "a checkpoint never ran"
            store = first if n % 2 else second
            key = session_key(f"reader-{n % 2}", f"seat-{n % 8}")
            turn(store, key, say(f"can i move to seat {n % 40} pls, its too loud here " * 4))
            (second if n % 2 else first).load(key)  # the other worker reads meanwhile
        assert first._checkpointer is not None and first._checkpointer.runs > 0
        # the saves wrote ~20 MB through the WAL (a WAL never started over holds it all):
        # the file holds a small part of it
        assert wal_bytes(path) < 6_000_000, wal_bytes(path)
        for n in range(8):
            state = first.load(session_key(f"reader-{n % 2}", f"seat-{n}"))
            assert state is not None and state.turn == saves // 8
    finally:
        first.close()
        second.close()
