"""Several server processes on one port, each with its own listening socket, kept running.

Why not uvicorn's ``workers=N``: there every worker accepts on one shared listening socket,
and the first worker to wake takes a whole burst of new connections. A client that keeps its
connection (a proxy's pool, a busy widget backend, a load test) then stays on that worker:
with 50 clients connecting at once, one SQLite worker of two did 100 % of the work and the
busiest Redis worker of four 74 % (bench/http.py). Here each worker gets a socket of its own,
all bound to the same address with ``SO_REUSEPORT``, and the kernel spreads incoming
connections over them by a hash of each connection's addresses, so every worker gets its
share whoever wakes first.

The supervisor binds the sockets itself, before any worker starts, and keeps them open: a
worker that dies is started again on the same socket, so the connections already queued on
it wait for the replacement instead of being refused. Each worker tells the supervisor when
it serves (a byte on its readiness pipe, ``http_ready``), and the supervisor steers new
connections to the sockets of ready workers only (``http_steer``): while a replacement
loads, new callers go to the others instead of waiting seconds for it. It stops every
worker gracefully on SIGTERM or SIGINT (SIGKILL after ``grace`` seconds); the workers run
in a process group of their own, so a terminal's Ctrl-C reaches the supervisor only and each
worker is told once. They stay in the supervisor's session: where the kernel schedules by
session (Linux's autogroup), a session of their own made each worker a scheduling group
apart from the server it belongs to, so a server's weight (``nice``, its autogroup's) did
not reach its workers (the sixth session's "two SQLite workers do badly" under a weighted
run was that); and a worker whose supervisor is gone (even killed with SIGKILL) stops itself (``http_worker``), so no
worker outlives it. A worker that keeps failing before it serves (or right after) is not
restarted in a loop: the supervisor stops everything and returns 3.

``SO_REUSEPORT`` lets any process of the same user join a port whose sockets set it. So the
port is first bound once *without* it: anything already listening there (another server,
another supervisor) makes that fail, and ``serve`` says the port is in use instead of
quietly sharing it. Where the kernel does not spread connections over such sockets (not
Linux), all workers share one socket, as uvicorn's do.
"""

from __future__ import annotations

import errno
import logging
import os
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import FrameType

from .errors import DialogflowsError
from .http_ready import READY_FD_ENV
from .http_steer import steer

__all__ = ["LISTEN_FD_ENV", "SUPERVISOR_ENV", "Supervisor", "bind_sockets", "spreads_connections"]

#: The environment variable that gives a worker the descriptor of its listening socket.
LISTEN_FD_ENV = "DIALOGFLOWS_LISTEN_FD"
#: The supervisor's pid, given to each worker: a worker whose parent is no longer that
#: process stops itself.
SUPERVISOR_ENV = "DIALOGFLOWS_SUPERVISOR_PID"

#: A worker that exits before it serves, or within this many seconds of serving, counts as
#: failing to start (loading takes 2-5 s, several times that on a busy machine; readiness is
#: reported, so the loading does not count).
QUICK_FAILURE = 10.0
#: After this many quick failures in a row of one worker, the supervisor gives up.
MAX_QUICK_FAILURES = 5
#: How often the supervisor looks at its workers, in seconds.
POLL = 0.1

log = logging.getLogger("uvicorn.error")


def spreads_connections() -> bool:
    """Whether the kernel spreads connections over sockets sharing a port (Linux >= 3.9)."""
    return sys.platform.startswith("linux") and hasattr(socket, "SO_REUSEPORT")


def bind_sockets(host: str, port: int, count: int, backlog: int = 2048) -> list[socket.socket]:
    """``count`` listening sockets on ``host:port`` (one shared socket where the kernel does
    not spread connections); port 0 picks a free port for all of them.

    Raises:
        DialogflowsError: the address is not one of this machine's, or the port is in use
            (by anything, including another supervisor).
    """
    # the family as uvicorn picks it: "localhost" is IPv4, an address with a colon IPv6
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, family, socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except socket.gaierror as exc:
        raise DialogflowsError(f"cannot listen on {host!r}: {exc.strerror}") from None
    # the probe: bound without SO_REUSEPORT, it fails if anything listens on the port
    probe = socket.socket(family, kind, proto)
    try:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(address)
        address = probe.getsockname()
    except OSError as exc:
        probe.close()
        raise DialogflowsError(_bind_error(host, port, exc)) from None
    if not spreads_connections():
        probe.listen(backlog)
        probe.set_inheritable(True)
        return [probe]
    probe.close()
    sockets: list[socket.socket] = []
    try:
        for _ in range(count):
            sock = socket.socket(family, kind, proto)
            sockets.append(sock)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
            sock.bind(address)
            sock.listen(backlog)
    except OSError as exc:
        for sock in sockets:
            sock.close()
        raise DialogflowsError(_bind_error(host, port, exc)) from None
    return sockets


def _bind_error(host: str, port: int, exc: OSError) -> str:
    if exc.errno == errno.EADDRINUSE:
        return f"port {port} on {host} is in use (another server listens there)"
    return f"cannot listen on {host}:{port}: {exc.strerror}"


@dataclass
class _Worker:
    """One slot: its socket, the process serving it now, and how that process is doing."""

    number: int
    sock: socket.socket
    proc: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    quick_failures: int = 0
    restart_at: float = 0.0
    #: the read end of the worker's readiness pipe while it loads (None once it has said)
    ready_pipe: int | None = None
    #: when the worker said it serves (None: not yet)
    ready_at: float | None = None


@dataclass
class Supervisor:
    """Runs one worker process per socket, restarts those that die, stops all on a signal.

    Attributes:
        sockets: the listening sockets (``bind_sockets``); with one socket and several
            workers, every worker serves it.
        workers: how many worker processes.
        command: the worker's command line; it finds its socket's descriptor in
            ``LISTEN_FD_ENV``.
        env: the workers' environment (the supervisor's own, plus what they need).
        grace: seconds a worker has to finish its requests after SIGTERM before SIGKILL.
        on_exit: called with a worker's pid once it has exited (``/metrics`` bookkeeping).
        backoff: seconds before a worker that failed right after starting is started again,
            doubled at each such failure in a row (at most 10 s).
    """

    sockets: Sequence[socket.socket]
    workers: int
    command: Sequence[str]
    env: Mapping[str, str]
    grace: float = 30.0
    on_exit: Callable[[int], None] = lambda pid: None
    backoff: float = 0.5
    _slots: list[_Worker] = field(default_factory=list)
    _stop: int = 0
    #: the socket numbers new connections are steered to now (None: the kernel's hash)
    _steered: tuple[int, ...] | None = None
    _can_steer: bool = True

    def run(self) -> int:
        """Serve until SIGTERM or SIGINT (0), or until a worker keeps failing at start (3).

        Raises:
            DialogflowsError: called outside the main thread (only it receives signals);
                the sockets are closed.
        """
        if threading.current_thread() is not threading.main_thread():
            for sock in self.sockets:
                sock.close()
            raise DialogflowsError(
                "several workers are supervised from the main thread (it receives the stop "
                "signals): call serve(..., workers=N) there"
            )
        previous = {
            sig: signal.signal(sig, self._signalled) for sig in (signal.SIGTERM, signal.SIGINT)
        }
        self._slots = [_Worker(n, self.sockets[n % len(self.sockets)]) for n in range(self.workers)]
        code = 0
        try:
            for slot in self._slots:
                self._start(slot)
            while not self._stop:
                self._wait_ready(POLL)
                if self._watch():
                    code = 3
                    break
        finally:
            for sock in self.sockets:  # no new connections queue for workers that are stopping
                sock.close()
            self._stop_all()
            for slot in self._slots:
                self._close_pipe(slot)
            for sig, handler in previous.items():
                signal.signal(sig, handler)
        return code

    @property
    def pids(self) -> list[int]:
        """The pids of the workers running now."""
        return [s.proc.pid for s in self._slots if s.proc is not None and s.proc.poll() is None]

    def _signalled(self, sig: int, frame: FrameType | None) -> None:
        self._stop += 1
        if self._stop == 1:
            log.info("dialogflows: %s, stopping %d workers", signal.Signals(sig).name, self.workers)
        else:  # a second signal: do not wait for requests in flight
            for slot in self._slots:
                if slot.proc is not None and slot.proc.poll() is None:
                    slot.proc.kill()

    @property
    def ready(self) -> list[int]:
        """The numbers of the workers that said they serve and are running."""
        return [s.number for s in self._slots if s.proc is not None and s.ready_at is not None]

    def _start(self, slot: _Worker) -> None:
        fd = slot.sock.fileno()
        read_end, write_end = os.pipe()
        env = {
            **self.env,
            LISTEN_FD_ENV: str(fd),
            SUPERVISOR_ENV: str(os.getpid()),
            READY_FD_ENV: str(write_end),
        }
        try:
            slot.proc = subprocess.Popen(
                list(self.command), env=env, pass_fds=(fd, write_end), process_group=0
            )
        except BaseException:
            os.close(read_end)
            raise
        finally:
            os.close(write_end)
        os.set_blocking(read_end, False)
        slot.ready_pipe = read_end
        slot.ready_at = None
        slot.started = time.monotonic()

    def _wait_ready(self, timeout: float) -> None:
        """Wait up to ``timeout`` for a loading worker to say it serves; steer to it at once."""
        pipes = {s.ready_pipe: s for s in self._slots if s.ready_pipe is not None}
        if not pipes:
            time.sleep(timeout)
            return
        readable, _, _ = select.select(list(pipes), [], [], timeout)
        changed = False
        for fd in readable:
            slot = pipes[fd]
            try:
                said = os.read(fd, 1)
            except BlockingIOError:
                continue
            self._close_pipe(slot)  # a byte: ready; end of file: it exited first
            if said and slot.proc is not None:
                slot.ready_at = time.monotonic()
                log.info("dialogflows: worker %d (pid %d) serves", slot.number, slot.proc.pid)
                changed = True
        if changed:
            self._steer()

    def _close_pipe(self, slot: _Worker) -> None:
        if slot.ready_pipe is not None:
            os.close(slot.ready_pipe)
            slot.ready_pipe = None

    def _steer(self) -> None:
        """New connections to the sockets of ready workers only (all of them while none is
        ready: they wait for the first). Only where each worker has a socket of its own."""
        if not self._can_steer or len(self.sockets) != self.workers or self._stop:
            return
        targets = tuple(self.ready) or tuple(range(self.workers))
        if targets == self._steered:
            return
        try:
            steer(self.sockets[0], targets)
        except OSError as exc:  # an old kernel: connections wait for a loading worker
            log.info("dialogflows: cannot steer new connections (%s); not steering", exc)
            self._can_steer = False
            return
        self._steered = targets

    def _watch(self) -> bool:
        """Restart workers that died; True when one keeps failing right after it starts."""
        now = time.monotonic()
        for slot in self._slots:
            proc = slot.proc
            if proc is None:
                if now >= slot.restart_at and not self._stop:
                    self._start(slot)
                continue
            code = proc.poll()
            if code is None:
                if slot.ready_at is not None and now - slot.ready_at > QUICK_FAILURE:
                    slot.quick_failures = 0
                continue
            self.on_exit(proc.pid)
            slot.proc = None
            self._close_pipe(slot)
            self._steer()  # no new connections for its socket until the replacement serves
            how = f"was killed by {signal.Signals(-code).name}" if code < 0 else f"exited ({code})"
            if slot.ready_at is None or now - slot.ready_at < QUICK_FAILURE:
                slot.quick_failures += 1
                if slot.quick_failures >= MAX_QUICK_FAILURES:
                    log.error(
                        "dialogflows: worker %d %s %d times right after starting; stopping",
                        slot.number,
                        how,
                        slot.quick_failures,
                    )
                    return True
            delay = (
                0.0
                if slot.quick_failures == 0
                else min(self.backoff * 2 ** (slot.quick_failures - 1), 10.0)
            )
            log.warning(
                "dialogflows: worker %d (pid %d) %s; starting it again%s",
                slot.number,
                proc.pid,
                how,
                f" in {delay:g} s" if delay else "",
            )
            slot.restart_at = now + delay
        return False

    def _stop_all(self) -> None:
        """SIGTERM to every worker, SIGKILL to those still running after ``grace``."""
        running = [s.proc for s in self._slots if s.proc is not None and s.proc.poll() is None]
        for proc in running:
            proc.terminate()
        deadline = time.monotonic() + self.grace
        for proc in running:
            try:
                proc.wait(timeout=max(deadline - time.monotonic(), 0.0))
            except subprocess.TimeoutExpired:
                log.error(
                    "dialogflows: worker pid %d did not stop in %g s; killed", proc.pid, self.grace
                )
                proc.kill()
                proc.wait()
        for slot in self._slots:
            if slot.proc is not None:
                self.on_exit(slot.proc.pid)
                slot.proc = None
