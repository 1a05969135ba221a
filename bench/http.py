"""Turns per second over HTTP on loopback: one or more server processes, many clients.

Bounded load: each of ``--clients`` clients sends ``--requests`` turns in sequence over one
keep-alive connection, each client on sessions of its own (a four-message travel
conversation, then a new session), so every request is a real turn that loads and saves.
The *floor* is the same uvicorn serving a bare ASGI app that answers a fixed JSON body: what
HTTP alone costs on this machine, client included, measured in the same run; the table gives
each configuration's throughput as a fraction of it.

The client is a minimal HTTP/1.1 one on asyncio streams (a general client such as httpx
costs more CPU per request than the server's turn, and would measure itself). It runs in this
process, on the same two cores as the servers.

Run by hand: ``python bench/http.py`` prints SQLite with 1 and 2 workers and Redis with 1, 2
and 4 workers (it starts its own redis-server from tests/redis_server.py), and SQLite with 1
worker whose turns are each handed to a worker thread (``turns_on_loop=False``: the baseline
of the turns on the event loop, measured in the same run; ``--no-thread-baseline`` leaves it
out); ``--stores sqlite``,
``--workers 1 2``, ``--sqlite-workers 1``, ``--rounds 3`` (interleaved rounds, medians) narrow
or steady it. CPU is given per request for the server processes, for redis-server, and for
this process (the clients), all from /proc, since the three share the machine's cores.

*CPU, all* and *ceiling* are the budget those figures set. *CPU, all* is the three summed:
the machine's cores divided by it is the most requests per second the row could reach if
nothing else ran (*ceiling*), however many workers. *Worker ceiling* is one core divided by
the servers' CPU per request: what one worker with a core to itself would serve (the
"turns/s per worker" of the target), whatever else ran meanwhile. With a fixed number of
clients each waiting for its answer, the mean latency is clients ÷ requests/s (Little's
law), so a p99 target at a given client count is a throughput target first. The load
average before and after the run is printed under the table: other processes on the
machine take cores from every row, so requests/s and latency are this machine's at that
load, while CPU per request and the busiest worker's share hardly move with it.
*Redis commands/req* is the commands redis-server processed per request (its
``total_commands_processed``, which counts those a Lua script runs): Redis's share of a turn,
which, like the server CPU per request, should stay flat from 1 to 4 workers if throughput
is to grow with the cores.
*Busiest worker* is the part of the servers' CPU the busiest worker spent: each worker has
a listening socket of its own and the kernel hashes each new connection to one of them, so
the clients, which keep their connections, are spread at random (an even share is 50 %
with 2 workers, 25 % with 4; uvicorn's shared socket gave one worker of two 100 %).
A run takes two to four minutes, depending on the machine's load.

Two loads, two tables. The first table is the *closed loop*: 50 clients each send their next
turn as soon as the last is answered, so the server is always saturated and the figure is its
ceiling; latency there is mostly queueing (Little's law, under the table). The second table is
the *open loop* (``--rates``, ``--seconds``): turns fall due at a target rate, evenly spaced,
whatever the server's pace, and whichever of the 50 connections is free sends the next one;
a turn's latency runs from when it was due, so a turn that waited for a free connection while
the server was behind counts that wait (no coordinated omission). That is a production's
bounded load: p50 and p99 at rates below the ceiling, where a p99 target is meaningful, with
the closed loop's saturation figure of the same server beside them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Coroutine, Iterator
from contextlib import ExitStack, contextmanager
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

CONVERSATION = ["I need a flight to Rome", "from London", "next friday", "economy"]

FLOOR_APP = """
import json
BODY = json.dumps({"messages": ["ok"], "phase": "chitchat"}).encode()
async def app(scope, receive, send):
    if scope["type"] != "http":
        return
    while (await receive()).get("more_body"):
        pass
    await send({"type": "http.response.start", "status": 200,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(BODY)).encode())]})
    await send({"type": "http.response.body", "body": BODY})
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_by_process(pid: int) -> dict[int, float]:
    """User + system CPU of a process and of each of its children (the workers), from /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    found: dict[int, float] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(stat.parent.name) == pid or int(fields[1]) == pid:
            found[int(stat.parent.name)] = (int(fields[11]) + int(fields[12])) / tick
    return found


def cpu_seconds(pid: int) -> float:
    """User + system CPU of a process and its children (the workers)."""
    return sum(cpu_by_process(pid).values())


def settle(pid: int) -> None:
    """Wait until every worker has loaded: the port answers as soon as the parent binds it,
    before its workers have built their dispatchers, and a worker still loading would add its
    loading to the CPU measured and take no connections (the clients connect once, up front).
    Loaded means the process tree used under 5 % of a core over half a second."""
    deadline = time.monotonic() + 60
    before = cpu_seconds(pid)
    while time.monotonic() < deadline:
        time.sleep(0.5)
        now = cpu_seconds(pid)
        if now - before < 0.025:
            return
        before = now


@contextmanager
def server(code: str, port: int) -> Iterator[int]:
    """A server process running ``code``; ready once it accepts a connection."""
    proc = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 180  # a loaded machine took 47 s to load the flows
        while True:
            if proc.poll() is not None:
                err = proc.stderr.read().decode() if proc.stderr else ""
                raise RuntimeError(f"server exited with {proc.returncode}:\n{err}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError("server did not start") from None
                time.sleep(0.1)
        settle(proc.pid)
        yield proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def dialogflows_server(port: int, store: str, workers: int, on_loop: bool = True) -> str:
    return textwrap.dedent(
        f"""
        from dialogflows.server import ServerSettings, serve
        raise SystemExit(serve({str(ROOT / "flows" / "travel")!r}, port={port}, store={store!r},
                               workers={workers}, log_level="warning", access_log=False,
                               settings=ServerSettings(turns_on_loop={on_loop})))
        """
    )


def floor_server(port: int) -> str:
    return FLOOR_APP + textwrap.dedent(
        f"""
        import uvicorn
        uvicorn.run(app, host="127.0.0.1", port={port}, log_level="warning", access_log=False)
        """
    )


async def client(port: int, name: str, count: int, latencies: list[float]) -> int:
    """``count`` turns over one keep-alive connection; returns how many were not 200."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    failures = 0
    try:
        for i in range(count):
            session = f"{name}-{i // len(CONVERSATION)}"
            start = time.perf_counter()
            answered = await turn(reader, writer, session, CONVERSATION[i % len(CONVERSATION)])
            latencies.append(time.perf_counter() - start)
            if not answered:
                failures += 1
    finally:
        writer.close()
    return failures


async def turn(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, session: str, text: str
) -> bool:
    """One turn over an open keep-alive connection; whether it was answered 200."""
    body = json.dumps({"text": text}).encode()
    head = (
        f"POST /sessions/{session}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    writer.write(head + body)
    status_line = await reader.readline()
    length = 0
    while (line := await reader.readline()) not in (b"\r\n", b""):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    await reader.readexactly(length)
    return b" 200 " in status_line


async def open_load(
    port: int, clients: int, rate: float, count: int
) -> tuple[float, list[float], int]:
    """Open loop: ``count`` turns due at ``rate`` a second, evenly spaced, whatever the
    server's pace, taken by whichever of ``clients`` connections is free. A turn's latency
    runs from when it was due, so one that waited for a free connection (the server fell
    behind) counts its wait, as a person's message would. Each connection keeps its own
    conversations in order (the travel conversation, then a new session)."""
    queue: asyncio.Queue[float | None] = asyncio.Queue()
    latencies: list[float] = []
    failures = 0

    async def connection(name: str) -> None:
        nonlocal failures
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        i = 0
        try:
            while (due := await queue.get()) is not None:
                session = f"{name}-{i // len(CONVERSATION)}"
                if not await turn(reader, writer, session, CONVERSATION[i % len(CONVERSATION)]):
                    failures += 1
                latencies.append(time.perf_counter() - due)
                i += 1
        finally:
            writer.close()

    async def schedule(start: float) -> None:
        for n in range(count):
            due = start + n / rate
            if (wait := due - time.perf_counter()) > 0:
                await asyncio.sleep(wait)
            queue.put_nowait(due)
        for _ in range(clients):
            queue.put_nowait(None)

    pid = os.getpid()
    tasks = [asyncio.create_task(connection(f"o{n}-{pid}-{rate:g}")) for n in range(clients)]
    await asyncio.sleep(0.2)  # the connections are open before the first turn is due
    start = time.perf_counter()
    await schedule(start)
    await asyncio.gather(*tasks)
    return time.perf_counter() - start, latencies, failures


async def load(port: int, clients: int, requests: int) -> tuple[float, list[float], int]:
    latencies: list[float] = []
    start = time.perf_counter()
    failures = await asyncio.gather(
        *(client(port, f"c{n}-{os.getpid()}", requests, latencies) for n in range(clients))
    )
    return time.perf_counter() - start, latencies, sum(failures)


def client_cpu() -> float:
    """This process's CPU (the load's clients): user + system seconds."""
    return time.process_time()


Run = Callable[[], Coroutine[Any, Any, tuple[float, list[float], int]]]


def warm(port: int) -> None:
    """Warm up every worker (each has its own socket, and the kernel picks one per
    connection: 32 connections miss one of 4 workers about once in 2,500 runs)."""
    asyncio.run(load(port, 32, len(CONVERSATION)))


def redis_commands(url: str | None) -> float:
    """Commands the redis-server has processed so far, those its Lua scripts ran included
    (NaN without one)."""
    if url is None:
        return float("nan")
    import redis

    with redis.Redis.from_url(url) as client:
        return float(client.info("stats")["total_commands_processed"])


def measure(
    pid: int, run: Run, redis: int | None, redis_url: str | None = None
) -> dict[str, float]:
    """``run`` (a closed or an open loop of turns) with the CPU each process spent on it."""
    by_process = cpu_by_process(pid)
    redis_cpu = cpu_seconds(redis) if redis is not None else 0.0
    commands = redis_commands(redis_url)
    mine = client_cpu()
    elapsed, latencies, failures = asyncio.run(run())
    spent = [t - by_process.get(p, 0.0) for p, t in cpu_by_process(pid).items()]
    cpu = sum(spent)
    redis_cpu = cpu_seconds(redis) - redis_cpu if redis is not None else float("nan")
    mine = client_cpu() - mine
    commands = redis_commands(redis_url) - commands
    latencies.sort()
    n = len(latencies)
    return {
        "commands": commands / n,
        "cpu": cpu / n * 1000,
        "redis": redis_cpu / n * 1000,
        "client": mine / n * 1000,
        "rps": n / elapsed,
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[int(n * 0.99) - 1] * 1000,
        "failures": failures,
        # how evenly the workers shared the load: the busiest one's part of the servers' CPU
        "busiest": max(spent) / cpu if cpu else 1.0,
    }


def median_of(runs: list[dict[str, float]]) -> dict[str, float]:
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def total_cpu(row: dict[str, float]) -> float:
    """CPU per request of everything the row ran: servers, redis-server, the clients."""
    redis = 0.0 if row["redis"] != row["redis"] else row["redis"]
    return row["cpu"] + redis + row["client"]


def open_table(
    args: argparse.Namespace,
    configs: list[tuple[str, str, int]],
    rows: list[tuple[str, dict[str, float]]],
    open_runs: dict[tuple[str, float], list[dict[str, float]]],
) -> Table:
    """The open loop's rows: at each target rate, what was served and how long a turn
    waited from when it was due; the same server's closed-loop saturation beside it."""
    closed = dict(rows)
    rounds = f", median of {args.rounds} rounds" if args.rounds > 1 else ""
    table = Table(
        title=f"Open loop: turns due at a target rate, shared by {args.clients} connections, "
        f"{args.seconds:g} s a rate; latency from when a turn was due{rounds}"
    )
    for column in (
        "what",
        "target req/s",
        "served req/s",
        "p50 ms",
        "p99 ms",
        "server CPU ms/req",
        "non-200",
        "closed loop req/s",
        "closed loop p99 ms",
    ):
        table.add_column(column, justify="left" if column == "what" else "right")
    for name, kind, _ in configs:
        if kind == "floor":
            continue
        for rate in args.rates:
            r = median_of(open_runs[name, rate])
            table.add_row(
                name,
                f"{rate:,.0f}",
                f"{r['rps']:,.0f}",
                f"{r['p50']:.1f}",
                f"{r['p99']:.1f}",
                f"{r['cpu']:.2f}",
                f"{r['failures']:.0f}",
                f"{closed[name]['rps']:,.0f}",
                f"{closed[name]['p99']:.1f}",
            )
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--requests", type=int, default=40, help="turns per client")
    parser.add_argument(
        "--stores", choices=["sqlite", "redis"], nargs="+", default=["sqlite", "redis"]
    )
    parser.add_argument(
        "--workers", type=int, nargs="+", default=[1, 2, 4], help="worker counts for Redis"
    )
    parser.add_argument(
        "--sqlite-workers", type=int, nargs="+", default=[1, 2], help="worker counts for SQLite"
    )
    parser.add_argument(
        "--rounds", type=int, default=1, help="rounds over every row, interleaved; medians"
    )
    parser.add_argument(
        "--no-thread-baseline",
        dest="thread_baseline",
        action="store_false",
        help="leave out the SQLite row whose turns are handed to a worker thread",
    )
    parser.add_argument(
        "--rates",
        type=float,
        nargs="*",
        default=[250, 500, 750, 1000],
        help="open loop: target requests/s, shared by the clients (none: closed loop only)",
    )
    parser.add_argument(
        "--seconds", type=float, default=4.0, help="open loop: seconds at each target rate"
    )
    args = parser.parse_args()

    configs: list[tuple[str, str, int]] = [("floor: bare ASGI app, 1 worker", "floor", 1)]
    if "sqlite" in args.stores:
        configs += [
            (f"travel turns, SQLite, {w} worker{'s' if w > 1 else ''}", "sqlite", w)
            for w in args.sqlite_workers
        ]
        if args.thread_baseline:  # the same server with every turn handed to a thread
            configs.append(
                ("travel turns, SQLite, 1 worker, turns in a thread", "sqlite-thread", 1)
            )
    if "redis" in args.stores:
        configs += [
            (f"travel turns, Redis, {w} worker{'s' if w > 1 else ''}", "redis", w)
            for w in args.workers
        ]
    load_before = os.getloadavg()
    runs: dict[str, list[dict[str, float]]] = {name: [] for name, _, _ in configs}
    open_runs: dict[tuple[str, float], list[dict[str, float]]] = {
        (name, rate): [] for name, kind, _ in configs if kind != "floor" for rate in args.rates
    }
    with ExitStack() as stack:
        redis_url = redis_pid = None
        if "redis" in args.stores:
            from redis_server import RedisServer

            redis = stack.enter_context(RedisServer())
            redis_url = redis.url
            redis_pid = redis.pid
        for _ in range(args.rounds):
            for name, kind, workers in configs:
                port = free_port()
                if kind == "floor":
                    code = floor_server(port)
                elif kind in ("sqlite", "sqlite-thread"):
                    folder = stack.enter_context(tempfile.TemporaryDirectory())
                    url = f"sqlite:///{folder}/sessions.db"
                    code = dialogflows_server(port, url, workers, on_loop=kind == "sqlite")
                else:
                    assert redis_url is not None
                    code = dialogflows_server(port, redis_url, workers)
                with server(code, port) as pid:
                    watched = redis_pid if kind == "redis" else None
                    url = redis_url if kind == "redis" else None
                    warm(port)
                    closed = partial(load, port, args.clients, args.requests)
                    runs[name].append(measure(pid, closed, watched, url))
                    for rate in args.rates if kind != "floor" else ():
                        count = max(args.clients, round(rate * args.seconds))
                        paced = partial(open_load, port, args.clients, rate, count)
                        result = measure(pid, paced, watched, url)
                        open_runs[name, rate].append(result)

    rows = [(name, median_of(runs[name])) for name, _, _ in configs]
    cores = os.cpu_count() or 1
    floor = rows[0][1]
    one_worker = {
        store: next((r for name, r in rows if name.endswith(f"{store}, 1 worker")), None)
        for store in ("SQLite", "Redis")
    }
    rounds = f", median of {args.rounds} rounds" if args.rounds > 1 else ""
    table = Table(
        title=f"HTTP turns: {args.clients} clients × {args.requests} requests, loopback, "
        f"{os.cpu_count()} cores, client included{rounds}"
    )
    for column in (
        "what",
        "requests/s",
        "p50 ms",
        "p99 ms",
        "÷ floor",
        "× 1 worker",
        "server CPU ms/req",
        "redis CPU ms/req",
        "redis commands/req",
        "client CPU ms/req",
        "non-200",
        "CPU ms/req, all",
        "ceiling req/s",
        "req/s per worker",
        "worker ceiling",
        "busiest worker",
    ):
        table.add_column(column, justify="left" if column == "what" else "right")
    for (name, r), (_, _, workers) in zip(rows, configs, strict=True):
        scale = (
            f"{r['rps'] / one['rps']:.2f}"
            if (one := one_worker.get(name.split(", ")[1] if ", " in name else "")) is not None
            else "–"
        )
        table.add_row(
            name,
            f"{r['rps']:,.0f}",
            f"{r['p50']:.1f}",
            f"{r['p99']:.1f}",
            f"{r['rps'] / floor['rps']:.2f}",
            scale,
            f"{r['cpu']:.2f}",
            "–" if r["redis"] != r["redis"] else f"{r['redis']:.2f}",
            "–" if r["commands"] != r["commands"] else f"{r['commands']:.1f}",
            f"{r['client']:.2f}",
            f"{r['failures']:.0f}",
            f"{total_cpu(r):.2f}",
            f"{cores / total_cpu(r) * 1000:,.0f}" if name != rows[0][0] else "–",
            f"{r['rps'] / workers:,.0f}",
            f"{1000 / r['cpu']:,.0f}",
            f"{r['busiest']:.0%}" if "1 worker" not in name else "–",
        )
    console = Console(width=300)
    console.print(table)
    if open_runs:
        console.print(open_table(args, configs, rows, open_runs))
    load_after = os.getloadavg()
    console.print(
        f"load average (1 min) {load_before[0]:.1f} before, {load_after[0]:.1f} after; "
        f"with {args.clients} clients each waiting for its answer, the mean latency is "
        f"{args.clients} ÷ requests/s (Little's law): a p99 ≤ 50 ms needs more than "
        f"{args.clients / 0.050:,.0f} requests/s"
    )


if __name__ == "__main__":
    main()
