"""Several dispatcher processes on one session: no lost update, no repeated action, restarts.

These go through the whole turn loop (load, apply, save with the version read, reload and
re-apply on conflict), not only the store, against real SQLite files and a real redis-server.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dialogflows import Dispatcher, replay
from dialogflows.testing import FixedClock

ROOT = Path(__file__).resolve().parent.parent

WORKER = textwrap.dedent(
    """
    import sys
    from dialogflows import Dispatcher
    from dialogflows.commands import SetBelief
    store, name, turns = sys.argv[1], sys.argv[2], int(sys.argv[3])
    bot = Dispatcher.from_path({flows!r}, store=store, max_retries=100)
    sys.stdout.write("ready\\n"); sys.stdout.flush()
    sys.stdin.readline()  # start together, so the turns really race
    for i in range(turns):
        bot.apply("shared", [SetBelief(key=f"{{name}}-{{i}}", value=i)], user_id="u")
    """
).format(flows=str(ROOT / "flows" / "travel"))


def race(store: str, turns: int) -> None:
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, store, name, str(turns)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for name in ("a", "b")
    ]
    for p in procs:
        assert p.stdout is not None and p.stderr is not None
        if p.stdout.readline().strip() != "ready":  # it died starting: say why
            p.wait(timeout=60)
            pytest.fail(f"a worker did not start:\n{p.stderr.read()}")
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()
    for p in procs:
        _, errors = p.communicate(timeout=120)
        assert p.returncode == 0, errors


def check(store: str, turns: int) -> None:
    bot = Dispatcher.from_path(ROOT / "flows" / "travel", store=store)
    state = bot.state("shared", "u")
    keys = {k for k in state.beliefs if k.startswith(("a-", "b-"))}
    assert keys == {f"{n}-{i}" for n in "ab" for i in range(turns)}  # no lost update
    assert state.version == 2 * turns  # one version per turn, none skipped or reused
    assert replay(bot.events("shared", "u"), "shared", "u").model_dump() == state.model_dump()


@pytest.mark.slow
def test_two_processes_on_one_sqlite_session_lose_nothing(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    race(store, 40)
    check(store, 40)


@pytest.mark.slow
@pytest.mark.redis
def test_two_processes_on_one_redis_session_lose_nothing(redis_url: str) -> None:
    race(redis_url, 40)
    check(redis_url, 40)


def test_sqlite_conversation_continues_in_a_new_process(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    first = Dispatcher.from_path(
        ROOT / "flows" / "travel", store=store, clock=FixedClock("2026-11-29T10:00")
    )
    first.handle("s", "I want to book a flight from Paris to Rome", user_id="u")
    script = textwrap.dedent(
        f"""
        from dialogflows import Dispatcher
        from dialogflows.testing import FixedClock
        bot = Dispatcher.from_path({str(ROOT / "flows" / "travel")!r}, store={store!r},
                                   clock=FixedClock("2026-11-29T10:00"))
        reply = bot.handle("s", "next friday", user_id="u")
        print(reply.state.active_task.slots["departure_city"].value,
              reply.state.active_task.slots["depart_date"].value, reply.state.version)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert out.stdout.split() == ["Paris", "2026-12-04", "2"]


def test_an_action_is_not_repeated_when_a_conflict_forces_a_retry(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    bot = Dispatcher.from_path(
        ROOT / "flows" / "travel", store=store, clock=FixedClock("2026-11-29T10:00")
    )
    other = Dispatcher.from_path(
        ROOT / "flows" / "travel", store=store, clock=FixedClock("2026-11-29T10:00")
    )
    calls: list[str] = []

    @bot.action("get_weather")
    def weather(slots: dict[str, object], ctx: object) -> dict[str, object]:
        calls.append(str(slots["city"]))
        if len(calls) == 1:  # another process saves this session while the action runs
            other.handle("s", "my budget is 5000 dollars", user_id="u")
        return {"forecast": "Sunny."}

    reply = bot.handle("s", "what's the weather in Rome?", user_id="u")
    assert calls == ["Rome"]
    assert "Sunny." in reply.text
    assert "budget" in reply.state.beliefs  # the other process's change survived
