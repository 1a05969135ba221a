"""A real ``redis-server`` on loopback for tests and benchmarks: free port, temp dir, no
persistence, stopped on exit. Shared by tests/conftest.py and bench/stores.py.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType


def redis_binary() -> str | None:
    return shutil.which("redis-server")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class RedisServer:
    """``with RedisServer() as server: server.url`` — start, use, stop.

    ``stop()`` and ``start()`` may be called again to simulate an outage; a restarted server
    listens on the same port and, having no persistence, starts empty.
    """

    def __init__(self, port: int | None = None) -> None:
        binary = redis_binary()
        if binary is None:
            raise RuntimeError("redis-server is not installed (apt-get install redis-server)")
        self.binary = binary
        self.port = port or free_port()
        self._dir = tempfile.TemporaryDirectory(prefix="dialogflows-redis-")
        self._proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def pid(self) -> int | None:
        """The server's process id while it runs (bench/http.py reads its CPU)."""
        return self._proc.pid if self._proc is not None else None

    def start(self, timeout: float = 10.0) -> None:
        if self._proc is not None:
            return
        self._proc = subprocess.Popen(
            [
                self.binary,
                "--port", str(self.port),
                "--bind", "127.0.0.1",
                "--save", "",
                "--appendonly", "no",
                "--dir", self._dir.name,
                "--daemonize", "no",
                "--logfile", str(Path(self._dir.name) / "redis.log"),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + timeout
        while not self._ping():
            if self._proc.poll() is not None or time.monotonic() > deadline:
                log = Path(self._dir.name, "redis.log")
                text = log.read_text() if log.exists() else ""
                self.stop()
                raise RuntimeError(f"redis-server did not start on port {self.port}:\n{text}")
            time.sleep(0.02)

    def stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def close(self) -> None:
        self.stop()
        self._dir.cleanup()

    def _ping(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as s:
                s.sendall(b"PING\r\n")
                return s.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def __enter__(self) -> RedisServer:
        self.start()
        return self

    def __exit__(
        self, t: type[BaseException] | None, v: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
