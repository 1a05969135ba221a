"""Readiness: whether a server process takes new work, for its supervisor and for load balancers.

``/health`` says the process is alive and its store answers; ``/ready`` says more: the
process has loaded, is serving, and has not been told to stop. The two differ exactly when it
matters to whoever routes traffic: while a process loads nobody can reach it, and once it is
told to stop (SIGTERM) it still answers the requests in flight and ``/health``, but a load
balancer should send new callers elsewhere (``/ready`` answers 503 ``draining``).

A worker of ``serve(..., workers=N)`` also tells its supervisor through a pipe the moment it
is serving (``READY_FD_ENV``): the supervisor steers new connections only to ready workers
(``http_supervisor``), so a restarted worker's socket takes new callers once it can answer
them, not while it loads.
"""

from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from types import FrameType

__all__ = ["READY_FD_ENV", "Readiness", "ready_server", "tell_ready"]

#: The environment variable that gives a worker the write end of its readiness pipe.
READY_FD_ENV = "DIALOGFLOWS_READY_FD"


class Readiness:
    """One process's readiness: serving once ``serving()`` is called (an app served some
    other way, by a test client or someone's own uvicorn, counts as serving from the start),
    not any more once ``draining()`` is."""

    def __init__(self, serving: bool = True) -> None:
        self._serving = serving
        self._draining = threading.Event()

    def serving(self) -> None:
        self._serving = True

    def draining(self) -> None:
        self._draining.set()

    @property
    def state(self) -> str:
        """``ready``, ``starting`` or ``draining``."""
        if self._draining.is_set():
            return "draining"
        return "ready" if self._serving else "starting"


def tell_ready(fd_text: str | None) -> None:
    """Write the one byte that tells the supervisor this worker serves (no supervisor: nothing)."""
    if not fd_text:
        return
    fd = int(fd_text)
    try:
        os.write(fd, b"1")
    except OSError:  # the supervisor went away; the worker notices it by itself
        pass
    finally:
        os.close(fd)


def ready_server(config: Any, readiness: Readiness, on_ready: Any = None) -> Any:
    """A ``uvicorn.Server`` for ``config`` that marks ``readiness`` serving once it listens
    (then calls ``on_ready()``), and draining as soon as it is told to stop."""
    import uvicorn

    class ReadyServer(uvicorn.Server):
        async def startup(self, sockets: Any = None) -> None:
            await super().startup(sockets=sockets)
            if self.started and not self.should_exit:
                readiness.serving()
                if on_ready is not None:
                    on_ready()

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            readiness.draining()
            super().handle_exit(sig, frame)

    return ReadyServer(config)
