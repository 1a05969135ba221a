"""Per-turn cost of each store, and Redis throughput with 1, 2 and 4 processes.

A "turn" here is the store's share of a real turn: load a ~3 KB state, copy it with the next
version, save it with five events and the expected version (retrying on a conflict). Run by hand: ``python bench/stores.py``.
Starts its own redis-server (tests/redis_server.py) on loopback and stops it; < 60 s.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from dialogflows.errors import ConflictError  # noqa: E402
from dialogflows.events import Event  # noqa: E402
from dialogflows.state import (  # noqa: E402
    Belief,
    DialogueState,
    Entity,
    Message,
    Slot,
    Task,
    session_key,
)
from dialogflows.stores import Store, open_store  # noqa: E402


def seed_state(session_id: str, user_id: str) -> DialogueState:
    """A mid-conversation state of typical size (~3 KB of JSON)."""
    slots = {
        "departure_city": Slot(
            name="departure_city", value="Rome", raw_text="from Rome", source_turn=1
        ),
        "arrival_city": Slot(
            name="arrival_city", value="Paris", raw_text="to Paris", source_turn=1
        ),
        "depart_date": Slot(
            name="depart_date", value="2026-12-04", raw_text="Friday", source_turn=2
        ),
        "seat_class": Slot(name="seat_class"),
    }
    return DialogueState(
        session_id=session_id,
        user_id=user_id,
        turn=2,
        active_task=Task(id="t1", flow="book_flight", slots=slots, asked="seat_class"),
        entity_stack=[Entity(type="city", value=c, turn=1) for c in ("Rome", "Paris", "Berlin")],
        beliefs={
            "budget": Belief(key="budget", value=5000, lasting=True),
            "diet": Belief(key="diet", value="no seafood", invariant=True, lasting=True),
        },
        window=[
            Message(
                role="user" if i % 2 == 0 else "assistant",
                content=f"message number {i}",
                turn=i // 2,
            )
            for i in range(10)
        ],
    )


EVENTS = [
    ("turn_started", {"text": "business please"}),
    ("slot_set", {"slot": "seat_class", "value": "business", "raw_text": "business"}),
    ("bot_said", {"messages": ["Book business from Rome on Friday?"], "window": True}),
]


def one_turn(store: Store, key: str) -> int:
    """Load, copy with the next version, save with five events; retried on a conflict.

    The events are built, not applied: this measures the store, not the reducers (the
    dispatcher's own bench covers those). Returns the number of conflicts met.
    """
    conflicts = 0
    while True:
        saved = store.load(key)
        assert saved is not None
        version, turn = saved.version, saved.turn + 1
        state = saved.model_copy(update={"version": version + 1, "turn": turn})
        events = [
            Event.model_construct(type=kind, version=version + 1, turn=turn, data=data)
            for kind, data in EVENTS
        ]
        try:
            store.save(key, state, version, events)
            return conflicts
        except ConflictError:
            conflicts += 1


def start_session(store: Store, key: str) -> None:
    user_id, session_id = key.split(":", 1)
    state = seed_state(session_id, user_id)
    state.version = 1
    store.save(key, state, 0, [])


def time_turns(store: Store, key: str, turns: int) -> float:
    """Seconds for ``turns`` load+save pairs; the saved states and events are built first."""
    start_session(store, key)
    base = store.load(key)
    assert base is not None
    prepared = []
    for i in range(turns):
        version = base.version + i
        state = base.model_copy(update={"version": version + 1, "turn": base.turn + i + 1})
        events = [
            Event.model_construct(type=kind, version=version + 1, turn=state.turn, data=data)
            for kind, data in EVENTS
        ]
        prepared.append((state, events))
    t0 = time.perf_counter()
    for state, events in prepared:
        saved = store.load(key)
        store.save(key, state, saved.version if saved is not None else 0, events)
    return time.perf_counter() - t0


def worker(url: str, key: str, turns: int, ready: Any, go: Any, out: Any) -> None:
    store = open_store(url)
    one_turn(store, key)  # connect and warm up before the clock starts
    ready.release()
    go.wait()
    conflicts = sum(one_turn(store, key) for _ in range(turns))
    out.put(conflicts)
    store.close()


def run_processes(url: str, processes: int, turns: int, shared: bool) -> tuple[float, int]:
    """Wall time for ``processes`` × ``turns`` turns, and the conflicts retried."""
    ctx = mp.get_context("spawn")
    setup = open_store(url)
    keys = [
        session_key("bench", "shared" if shared else f"p{i}-{processes}") for i in range(processes)
    ]
    for key in set(keys):
        setup.delete(key)
        start_session(setup, key)
    setup.close()
    ready, go, out = ctx.Semaphore(0), ctx.Event(), ctx.Queue()
    procs = [ctx.Process(target=worker, args=(url, k, turns, ready, go, out)) for k in keys]
    for p in procs:
        p.start()
    for _ in procs:
        ready.acquire()
    t0 = time.perf_counter()
    go.set()
    conflicts = sum(out.get() for _ in procs)
    elapsed = time.perf_counter() - t0
    for p in procs:
        p.join()
    return elapsed, conflicts


SCRIPT = [
    "I want to book a flight from Paris to Rome",
    "next friday",
    "economy",
    "what's the weather in London?",
    "back to the flight",
    "yes",
    "thanks!",
]


def time_dispatcher(url: str, conversations: int) -> tuple[int, float]:
    """Whole turns through the dispatcher (rules, travel flows) on one store: (turns, seconds)."""
    from dialogflows import Dispatcher
    from dialogflows.testing import FixedClock

    bot = Dispatcher.from_path(
        ROOT / "flows" / "travel", store=url, clock=FixedClock("2026-11-29T10:00")
    )
    bot.handle("warm-up", SCRIPT[0])
    start = time.perf_counter()
    for n in range(conversations):
        for text in SCRIPT:
            bot.handle(f"c{n}", text, user_id="u")
    elapsed = time.perf_counter() - start
    bot.store.close()
    return conversations * len(SCRIPT), elapsed


class Counting:
    """Counts the saves a store is asked for (a claim is one more save per action run)."""

    def __init__(self, store: Store) -> None:
        self.store, self.saves = store, 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def save(self, *args: Any) -> None:
        self.saves += 1
        self.store.save(*args)


def time_claims(url: str, turns: int) -> tuple[float, float, float, float]:
    """The claim's cost: a turn that runs an action (saved twice: the claim, then the
    result) against one that asks a question (saved once), in the same run.

    Returns (µs per asking turn, µs per acting turn, saves per asking turn, per acting turn).
    """
    from dialogflows import Dispatcher
    from dialogflows.testing import FixedClock

    store = Counting(open_store(url))
    bot = Dispatcher.from_path(
        ROOT / "flows" / "travel", store=store, clock=FixedClock("2026-11-29T10:00")
    )
    bot.handle("warm-up", "what's the weather in Rome?")
    results: list[float] = []
    for text in ("I want to book a flight", "what's the weather in Rome?"):
        store.saves = 0
        start = time.perf_counter()
        for n in range(turns):
            bot.handle(f"{text[:4]}{n}", text, user_id="u")
        results.append((time.perf_counter() - start) / turns * 1e6)
        results.append(store.saves / turns)
    store.close()
    return results[0], results[2], results[1], results[3]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--turns", type=int, default=2000, help="turns per measurement (memory: 10×)"
    )
    args = parser.parse_args()
    console = Console()
    from redis_server import RedisServer, redis_binary

    single = Table(title="one process: load + save (state and 5 events) per turn")
    for col in ("store", "turns", "µs/turn", "turns/s"):
        single.add_column(col, justify="right" if col != "store" else "left")
    multi = Table(
        title="Redis, several processes: load, copy, build events, save; retry on conflict"
    )
    for col in ("processes", "sessions", "turns", "turns/s", "wall µs/turn", "conflicts retried"):
        multi.add_column(col, justify="right")

    whole = Table(title="one process: whole dispatcher turns (rules, travel flows) per store")
    for col in ("store", "turns", "µs/turn", "turns/s"):
        whole.add_column(col, justify="right" if col != "store" else "left")

    def row(name: str, turns: int, seconds: float, table: Table = single) -> None:
        table.add_row(name, str(turns), f"{seconds / turns * 1e6:.1f}", f"{turns / seconds:,.0f}")

    conversations = max(20, args.turns // 20)
    claims = Table(
        title="the claim before an action: a turn that runs one vs a turn that asks, same run"
    )
    for col in ("store", "asking µs", "acting µs", "ratio", "saves asking", "saves acting"):
        claims.add_column(col, justify="right" if col != "store" else "left")

    def claim_row(name: str, url: str) -> None:
        ask, act, ask_saves, act_saves = time_claims(url, max(200, args.turns // 4))
        claims.add_row(
            name,
            f"{ask:.0f}",
            f"{act:.0f}",
            f"{act / ask:.2f}×",
            f"{ask_saves:g}",
            f"{act_saves:g}",
        )

    with tempfile.TemporaryDirectory() as tmp:
        memory_turns = args.turns * 10
        row("memory", memory_turns, time_turns(open_store("memory://"), "u:m", memory_turns))
        sqlite = open_store(f"sqlite:///{tmp}/bench.db")
        row("sqlite (WAL, file)", args.turns, time_turns(sqlite, "u:s", args.turns))
        sqlite.close()
        claim_row("memory", "memory://")
        claim_row("sqlite (WAL, file)", f"sqlite:///{tmp}/claims.db")
        row("memory", *time_dispatcher("memory://", conversations), table=whole)
        row(
            "sqlite (WAL, file)",
            *time_dispatcher(f"sqlite:///{tmp}/turns.db", conversations),
            table=whole,
        )

    if redis_binary() is None:
        console.print(single)
        console.print(whole)
        console.print(claims)
        console.print("[yellow]redis-server not found: Redis rows skipped[/yellow]")
        return
    with RedisServer() as server:
        redis_store = open_store(server.url)
        row("redis (loopback)", args.turns, time_turns(redis_store, "u:r", args.turns))
        redis_store.close()
        row("redis (loopback)", *time_dispatcher(server.url, conversations), table=whole)
        claim_row("redis (loopback)", server.url)
        console.print(single)
        console.print(whole)
        console.print(claims)
        per_process = max(100, args.turns // 4)
        for shared in (False, True):
            for n in (1, 2, 4):
                elapsed, conflicts = run_processes(server.url, n, per_process, shared)
                total = n * per_process
                multi.add_row(
                    str(n),
                    "one shared" if shared else "one each",
                    str(total),
                    f"{total / elapsed:,.0f}",
                    f"{elapsed / total * 1e6:.1f}",
                    str(conflicts),
                )
    console.print(multi)


if __name__ == "__main__":
    main()
