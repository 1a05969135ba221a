"""``dialogflows serve --workers N``: the load spread over the workers, kept running, stopped whole.

Real server processes on loopback, as an operator runs them: the supervisor and its workers,
a SQLite file they share. What an operator notices: the turns of many callers that keep
their connections land on every worker (``/metrics`` lists each worker's turns by pid); a
worker that dies is replaced and the conversations go on; SIGTERM or Ctrl-C stops every
process, after the request in flight has its answer; a supervisor killed outright leaves no
worker behind; a port already served is refused, not shared; a worker's first turn (and a
restarted one's) compiles nothing. The domain is a locksmith's callout desk, written for
these tests.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from dialogflows import Dispatcher
from dialogflows.errors import DialogflowsError
from dialogflows.http_ready import Readiness
from dialogflows.http_settings import ServerSettings, hash_api_key
from dialogflows.http_supervisor import Supervisor, bind_sockets, spreads_connections
from dialogflows.server import create_app

try:
    from http_server import ServeProcess, serving
except ImportError:  # tests/ imported as a package
    from tests.http_server import ServeProcess, serving

LOCKSMITH = """\
# A locksmith's callout desk: someone locked out books a visit.
settings:
  language: en
flows:
  book_callout:
    description: Send a locksmith to someone who is locked out
    triggers: [locked out, need a locksmith, lost my keys]
    slots:
      - {name: door, type: enum, values: [front door, back door, garage], prompt: "Which door is it?",
         synonyms: {front door: [front, main door], garage: [garage door]}}
      - {name: people, type: integer, min: 1, max: 6, prompt: "How many of you are waiting outside?"}
    confirm: "Send a locksmith to the {door} for {people}?"
    action: dispatch_locksmith
    results: [eta]
    done: "A locksmith is on the way, about {eta} minutes."
"""

ACTIONS = """\
import os, pathlib, time


def register(bot):
    hold = os.environ.get("LOCKSMITH_HOLD")
    while hold and pathlib.Path(hold).exists():  # a test holds a worker in its loading
        time.sleep(0.05)

    @bot.action("dispatch_locksmith")
    def dispatch(slots, ctx):
        began = os.environ.get("LOCKSMITH_BEGAN")
        if began:  # a test waits for this file, then stops the server mid-action
            pathlib.Path(began).write_text(str(os.getpid()))
            time.sleep(float(os.environ.get("LOCKSMITH_SECONDS", "0")))
        return {"eta": 20 + slots["people"]}
"""


@pytest.fixture
def desk(tmp_path: Path) -> Path:
    folder = tmp_path / "locksmith"
    folder.mkdir()
    (folder / "locksmith.yaml").write_text(LOCKSMITH)
    (folder / "actions.py").write_text(ACTIONS)
    return folder


def workers_serving(desk: Path, tmp_path: Path, count: int = 2, **env: str) -> ServeProcess:
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    server = ServeProcess(
        [str(desk), "--store", store, "--workers", str(count), "--no-access-log"],
        {**os.environ, **env},
    )
    server.wait_ready()
    # every worker serves, as the supervisor knows it: new connections reach them all
    wait_for(lambda: server.log_so_far().count(") serves") >= count, f"{count} workers serving")
    return server


@pytest.fixture
def served(desk: Path, tmp_path: Path) -> Iterator[ServeProcess]:
    server = workers_serving(desk, tmp_path)
    try:
        yield server
    finally:
        server.stop()


def turns_by_worker(server: ServeProcess) -> dict[int, float]:
    """Each live worker's turns, from ``/metrics`` (any worker answers for all of them)."""
    with httpx.Client(base_url=str(server.client.base_url), timeout=60) as fresh:
        text = fresh.get("/metrics").text
    return {
        int(sample.labels["pid"]): sample.value
        for family in text_string_to_metric_families(text)
        if family.name == "dialogflows_worker_turns"
        for sample in family.samples
    }


def wait_for(check: object, what: str, seconds: float = 90) -> None:
    """Poll ``check()`` until true; fail naming ``what`` after ``seconds`` (a bound on a
    hang, not a measure of speed)."""
    deadline = time.monotonic() + seconds
    while not check():  # type: ignore[operator]
        if time.monotonic() > deadline:
            pytest.fail(f"gave up waiting: {what}")
        time.sleep(0.1)


def say(client: httpx.Client, session: str, text: str) -> list[str]:
    r = client.post(f"/sessions/{session}/messages", json={"text": text})
    assert r.status_code == 200, r.text
    messages: list[str] = r.json()["messages"]
    return messages


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def http_say(conn: http.client.HTTPConnection, session: str, text: str) -> list[str]:
    """``say`` over a connection opened beforehand and kept (HTTP/1.1 keep-alive)."""
    conn.request(
        "POST",
        f"/sessions/{session}/messages",
        body=json.dumps({"text": text}),
        headers={"Content-Type": "application/json"},
    )
    r = conn.getresponse()
    body = r.read()
    assert r.status == 200, body
    messages: list[str] = json.loads(body)["messages"]
    return messages


@pytest.mark.slow
@pytest.mark.skipif(not spreads_connections(), reason="the kernel spreads connections on Linux")
def test_callers_that_keep_their_connections_land_on_every_worker(served: ServeProcess) -> None:
    wait_for(lambda: len(turns_by_worker(served)) == 2, "both workers listed in /metrics")
    # 48 callers connect at once, as a proxy's pool or a load test does, and each keeps its
    # connection for a whole conversation: with one listening socket shared by the workers,
    # the first to wake accepted the whole burst and did every turn
    callers = [http.client.HTTPConnection("127.0.0.1", served.port, timeout=60) for _ in range(48)]
    for conn in callers:
        conn.connect()

    def conversation(n: int) -> list[str]:
        conn = callers[n]
        http_say(conn, f"c{n}", "hi, im locked out")
        http_say(conn, f"c{n}", "front")
        return http_say(conn, f"c{n}", "2 of us")

    try:
        with ThreadPoolExecutor(max_workers=16) as pool:
            last = list(pool.map(conversation, range(48)))
    finally:
        for conn in callers:
            conn.close()
    assert {tuple(m) for m in last} == {("Send a locksmith to the front door for 2?",)}
    turns = turns_by_worker(served)
    assert sum(turns.values()) == 48 * 3
    # an even split is 72 each; one worker with under a sixth of them would mean the
    # connections are not spread (for 48 connections hashed at random, about 1 in a million)
    assert min(turns.values()) >= 48 * 3 / 6, turns


def test_workers_share_the_servers_session_not_its_process_group(served: ServeProcess) -> None:
    """A terminal's Ctrl-C (sent to the foreground process group) reaches the supervisor
    only, which tells each worker once; but the workers are scheduled with their server
    (Linux's autogroup is per session): a session of their own made each worker a
    scheduling group apart, so a server's weight never reached its workers."""
    wait_for(lambda: len(turns_by_worker(served)) == 2, "both workers listed in /metrics")
    server = served.proc.pid
    for worker in turns_by_worker(served):
        assert os.getsid(worker) == os.getsid(server)
        assert os.getpgid(worker) != os.getpgid(server)
        assert os.getpgid(worker) == worker  # a group of its own


@pytest.mark.slow
def test_a_killed_worker_is_started_again_and_the_conversation_goes_on(
    served: ServeProcess,
) -> None:
    wait_for(lambda: len(turns_by_worker(served)) == 2, "both workers listed in /metrics")
    assert say(served.client, "door-1", "lost my keys, need a locksmith asap") == [
        "Which door is it?"
    ]
    before = set(turns_by_worker(served))
    victim = min(before)
    os.kill(victim, signal.SIGKILL)
    wait_for(
        lambda: len(now := set(turns_by_worker(served))) == 2 and victim not in now,
        "a new worker in place of the killed one",
    )
    replacement = (set(turns_by_worker(served)) - before).pop()
    assert served.proc.poll() is None  # the supervisor stayed up
    # the conversation continues wherever its next request lands (the state is in SQLite)
    with httpx.Client(base_url=str(served.client.base_url), timeout=60) as fresh:
        assert say(fresh, "door-1", "the garage") == ["How many of you are waiting outside?"]
    # new connections reach the new worker too: its socket was kept open while it restarted
    for n in range(24):
        with httpx.Client(base_url=str(served.client.base_url), timeout=60) as fresh:
            assert say(fresh, f"n{n}", "locked out") == ["Which door is it?"]
    assert turns_by_worker(served)[replacement] > 0
    served.stop()
    assert "was killed by SIGKILL; starting it again" in served.output()


@pytest.mark.slow
@pytest.mark.skipif(not spreads_connections(), reason="the kernel spreads connections on Linux")
def test_new_callers_do_not_wait_for_a_restarted_worker_while_it_loads(
    desk: Path, tmp_path: Path
) -> None:
    """A worker's socket takes new connections only once its worker serves: while a killed
    worker's replacement loads, every new caller is answered by the other worker (before,
    the ones the kernel hashed to the loading worker's socket waited for its loading)."""
    hold = tmp_path / "hold"
    server = workers_serving(desk, tmp_path, LOCKSMITH_HOLD=str(hold))
    try:
        wait_for(lambda: len(turns_by_worker(server)) == 2, "both workers listed in /metrics")
        before = set(turns_by_worker(server))
        victim = min(before)
        hold.write_text("the replacement waits in its loading until this file is gone")
        os.kill(victim, signal.SIGKILL)
        wait_for(
            lambda: "was killed by SIGKILL; starting it again" in server.log_so_far(),
            "the supervisor to start a replacement",
        )

        def call(n: int) -> tuple[list[str], int]:
            with httpx.Client(base_url=str(server.client.base_url), timeout=30) as fresh:
                messages = say(fresh, f"w{n}", "im locked out, lost my keys")
                pid = fresh.get("/ready").json()["pid"]
            return messages, pid

        # 24 new callers while the replacement is held: with the kernel's hash alone about
        # half of them land on its socket and hang there until it loads (the timeout fails)
        with ThreadPoolExecutor(max_workers=8) as pool:
            answers = list(pool.map(call, range(24)))
        assert {tuple(m) for m, _ in answers} == {("Which door is it?",)}
        assert {pid for _, pid in answers} == before - {victim}
        hold.unlink()  # the replacement loads and serves: new callers reach it again
        wait_for(lambda: "serves" in server.log_so_far().split("starting it again")[-1], "it")
        replacement = None
        for n in range(48):
            _, pid = call(100 + n)
            if pid not in before:
                replacement = pid
                break
        assert replacement is not None, "no new caller reached the restarted worker"
    finally:
        if hold.exists():
            hold.unlink()
        server.stop()


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_signal_stops_every_worker_after_the_request_in_flight(
    desk: Path, tmp_path: Path, sig: signal.Signals
) -> None:
    began = tmp_path / "began"
    server = workers_serving(desk, tmp_path, LOCKSMITH_BEGAN=str(began), LOCKSMITH_SECONDS="1.5")
    try:
        wait_for(lambda: len(turns_by_worker(server)) == 2, "both workers listed in /metrics")
        workers = set(turns_by_worker(server))
        client = server.client
        say(client, "late", "locked out of the house")
        say(client, "late", "back door")
        assert say(client, "late", "3") == ["Send a locksmith to the back door for 3?"]
        with ThreadPoolExecutor(max_workers=1) as pool:
            answer = pool.submit(say, client, "late", "yes pls hurry")
            wait_for(began.exists, "the action to begin")
            server.proc.send_signal(sig)
            # the answer of the action under way arrives, then everything stops
            assert answer.result(timeout=60) == ["A locksmith is on the way, about 23 minutes."]
        assert server.proc.wait(timeout=90) == 0
        assert not any(alive(pid) for pid in workers)
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"http://127.0.0.1:{server.port}/health", timeout=5)
    finally:
        server.stop()
    log = server.output()
    assert f"{signal.Signals(sig).name}, stopping 2 workers" in log
    assert "Traceback" not in log


@pytest.mark.slow
def test_workers_stop_by_themselves_when_their_supervisor_is_killed(served: ServeProcess) -> None:
    wait_for(lambda: len(turns_by_worker(served)) == 2, "both workers listed in /metrics")
    workers = set(turns_by_worker(served))
    served.proc.kill()
    served.proc.wait(timeout=30)
    wait_for(lambda: not any(alive(pid) for pid in workers), "the orphaned workers to stop")


@pytest.mark.slow
def test_a_port_already_served_is_refused_not_shared(
    served: ServeProcess, desk: Path, tmp_path: Path
) -> None:
    store = f"sqlite:///{tmp_path / 'other.db'}"
    command = [sys.executable, "-m", "dialogflows.cli", "serve", str(desk), "--workers", "2"]
    second = subprocess.run(
        [*command, "--store", store, "--port", str(served.port)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert second.returncode == 1
    assert f"port {served.port} on 127.0.0.1 is in use" in second.stderr
    # the first server still answers every caller
    for n in range(8):
        with httpx.Client(base_url=str(served.client.base_url), timeout=60) as fresh:
            assert say(fresh, f"p{n}", "need a locksmith") == ["Which door is it?"]


@pytest.mark.slow
def test_a_worker_that_keeps_failing_at_start_stops_the_supervisor(tmp_path: Path) -> None:
    sockets = bind_sockets("127.0.0.1", 0, 2)
    marker = tmp_path / "starts"
    failing = textwrap.dedent(
        f"""
        import os
        with open({str(marker)!r}, "a") as f:
            f.write(os.environ["DIALOGFLOWS_LISTEN_FD"] + "\\n")
        raise SystemExit(2)
        """
    )
    supervisor = Supervisor(
        sockets, 2, [sys.executable, "-c", failing], dict(os.environ), backoff=0.01
    )
    assert supervisor.run() == 3
    assert supervisor.pids == []
    starts = marker.read_text().split()
    assert len(starts) >= 5  # tried again, a bounded number of times, not forever
    assert all(s.fileno() == -1 for s in sockets)  # the port is let go


def test_a_workers_first_turn_compiles_no_party_phrases(
    desk: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a worker builds when it loads, not in its first turns: the party phrases ("me and
    my wife" is 2) took 0.2-2 s to compile in the first turn that reached a people slot, in
    every worker and every restarted one, with that worker's other requests waiting."""
    from dialogflows import Dispatcher
    from dialogflows.nlu import party

    bot = Dispatcher.from_path(desk)
    built: list[object] = []
    real_init = party.PartyReader.__init__

    def counting(self: party.PartyReader, lex: object) -> None:
        built.append(lex)
        real_init(self, lex)  # type: ignore[arg-type]

    monkeypatch.setattr(party.PartyReader, "__init__", counting)
    assert bot.handle("k1", "locked out of my flat, front door").messages == [
        "How many of you are waiting outside?"
    ]
    assert bot.handle("k1", "just me and my daughter").messages == [
        "Send a locksmith to the front door for 2?"
    ]
    assert built == []


def test_a_second_server_cannot_join_the_port_of_the_first() -> None:
    """``SO_REUSEPORT`` would let it: the port is probed without it first."""
    first = bind_sockets("127.0.0.1", 0, 2)
    port = first[0].getsockname()[1]
    try:
        assert {s.getsockname()[1] for s in first} == {port}
        with pytest.raises(
            DialogflowsError, match=re.escape(f"port {port} on 127.0.0.1 is in use")
        ):
            bind_sockets("127.0.0.1", port, 2)
        with pytest.raises(
            DialogflowsError, match=re.escape("cannot listen on 'no-such-host.invalid'")
        ):
            bind_sockets("no-such-host.invalid", port, 2)
    finally:
        for sock in first:
            sock.close()
    # once the first has let go, the port is free again
    for sock in bind_sockets("127.0.0.1", port, 2):
        sock.close()


def test_supervising_outside_the_main_thread_is_refused_and_lets_the_port_go() -> None:
    sockets = bind_sockets("127.0.0.1", 0, 2)
    supervisor = Supervisor(sockets, 2, [sys.executable, "-c", "pass"], dict(os.environ))
    with (
        ThreadPoolExecutor(max_workers=1) as pool,
        pytest.raises(DialogflowsError, match="from the main thread"),
    ):
        pool.submit(supervisor.run).result(timeout=60)
    assert supervisor.pids == []
    assert all(s.fileno() == -1 for s in sockets)


def test_ready_says_whether_this_process_takes_new_work(desk: Path) -> None:
    """``/ready`` is open like ``/health`` (a load balancer has no credentials), and says 503
    while the process loads or once it is told to stop, when ``/health`` still says ok."""
    settings = ServerSettings(api_keys={"ops": hash_api_key("k3y-for-the-ops-team-0123456789")})
    readiness = Readiness(serving=False)
    with serving(create_app(Dispatcher.from_path(desk), settings, readiness)) as client:
        assert client.post("/sessions/s/messages", json={"text": "locked out"}).status_code == 401
        starting = client.get("/ready")
        assert (starting.status_code, starting.json()["status"]) == (503, "starting")
        readiness.serving()
        assert client.get("/ready").json() == {"status": "ready", "pid": os.getpid()}
        readiness.draining()
        draining = client.get("/ready")
        assert (draining.status_code, draining.json()["status"]) == (503, "draining")
        assert client.get("/health").json()["status"] == "ok"


def test_ready_is_503_while_the_store_does_not_answer(desk: Path) -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        dead = s.getsockname()[1]
    bot = Dispatcher.from_path(desk, store=f"redis://127.0.0.1:{dead}/0")
    with serving(create_app(bot)) as client:
        r = client.get("/ready")
        assert r.status_code == 503
        assert r.json()["status"] == "unavailable" and str(dead) in r.json()["error"]
