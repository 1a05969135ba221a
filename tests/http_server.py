"""Real HTTP servers on loopback for the tests of the production HTTP features.

``running(bot, settings)`` serves the app of a bot (``serving(app)`` any app) on a real uvicorn server in a thread of the test
process (so a test can read the same process's spans or logs); ``serve_process(args)`` runs
``dialogflows serve`` as its own process, as an operator would, and hands back its output.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from dialogflows.dispatcher import Dispatcher
from dialogflows.server import ServerSettings, create_app

ROOT = Path(__file__).resolve().parent.parent
LAUNDRY = ROOT / "tests" / "domains" / "laundry"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serving(app: Any, path: str = "") -> Iterator[httpx.Client]:
    """``app`` on a real uvicorn server in a thread, on a port the OS picked; the client's
    base URL ends with ``path``."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.01)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}{path}", timeout=20) as client:
            yield client
    finally:
        server.should_exit = True
        thread.join(timeout=20)
        sock.close()


@contextmanager
def running(bot: Dispatcher, settings: ServerSettings | None = None) -> Iterator[httpx.Client]:
    """The serve app of ``bot`` on a real server (see ``serving``)."""
    with serving(create_app(bot, settings)) as client:
        yield client


class ServeProcess:
    """A server in its own process, ready once ``/health`` answers; ``output()`` once it has
    stopped. ``dialogflows serve ARGS`` by default, or the command ``argv(port)`` builds."""

    def __init__(
        self,
        args: list[str],
        env: dict[str, str] | None = None,
        *,
        argv: Callable[[int], list[str]] | None = None,
    ) -> None:
        self.port = free_port()
        command = (
            argv(self.port)
            if argv is not None
            else [sys.executable, "-m", "dialogflows.cli", "serve", *args, "--port", f"{self.port}"]
        )
        self.proc = subprocess.Popen(
            command,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
        )
        self.client = httpx.Client(base_url=f"http://127.0.0.1:{self.port}", timeout=20)
        # read as it comes (a test may look at the log while the server runs), and so that
        # a chatty server never blocks on a full pipe
        self._lines: list[bytes] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._lines.append(line)

    def log_so_far(self) -> str:
        """What it has printed until now, while it runs."""
        return b"".join(self._lines).decode(errors="replace")

    def wait_ready(self) -> None:
        deadline = time.monotonic() + 60
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server process exited:\n{self.output()}")
            try:
                if self.client.get("/health").status_code == 200:
                    return
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the server process did not start")
            time.sleep(0.05)

    def stop(self) -> None:
        self.client.close()
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def output(self) -> str:
        """Everything it printed; waits for the process to end (at most 60 s)."""
        self.proc.wait(timeout=60)
        self._reader.join(timeout=60)
        return self.log_so_far()


@contextmanager
def serve_process(
    args: list[str],
    env: dict[str, str] | None = None,
    *,
    argv: Callable[[int], list[str]] | None = None,
) -> Iterator[ServeProcess]:
    server = ServeProcess(args, env, argv=argv)
    try:
        server.wait_ready()
        yield server
    finally:
        server.stop()
