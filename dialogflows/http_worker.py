"""One worker process of ``serve(..., workers=N)``: ``python -m dialogflows.http_worker``.

The supervisor (``http_supervisor``) starts it with its listening socket already bound
(the descriptor in ``DIALOGFLOWS_LISTEN_FD``) and the serve options in the environment
(``http_serve.app_from_env``). It builds its own dispatcher and app, serves the socket with
uvicorn until SIGTERM (finishing the requests in flight), and stops by itself if the
supervisor goes away without telling it, so that no worker is left serving alone. Once it
serves, it says so through its readiness pipe (``http_ready``), and the supervisor steers new
connections to its socket from then on.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import threading

from .errors import DialogflowsError
from .http_ready import READY_FD_ENV, ready_server, tell_ready
from .http_serve import ENV, app_from_env
from .http_supervisor import LISTEN_FD_ENV, SUPERVISOR_ENV

__all__ = ["main"]

#: How often a worker checks that its supervisor is still there, in seconds.
PARENT_CHECK = 0.5


def watch_parent(supervisor: int) -> None:
    """Stop this worker gracefully (SIGTERM to itself) once its parent is not ``supervisor``:
    a supervisor killed outright cannot tell its workers, and the orphans it would leave keep
    the port's connections. (A thread polling ``getppid`` works wherever Python does; Linux's
    ``PR_SET_PDEATHSIG`` would need ctypes and is tied to the thread that forked.)"""

    def run() -> None:
        stop = threading.Event()
        while not stop.wait(PARENT_CHECK):
            if os.getppid() != supervisor:
                os.kill(os.getpid(), signal.SIGTERM)
                return

    threading.Thread(target=run, name="dialogflows-parent-watch", daemon=True).start()


def main() -> int:
    """Serve the inherited socket until told to stop; the exit code of the server."""
    import uvicorn

    raw_fd = os.environ.get(LISTEN_FD_ENV)
    if raw_fd is None or ENV not in os.environ:
        raise DialogflowsError(
            "dialogflows.http_worker is started by serve(..., workers=N), not by hand"
        )
    supervisor = int(os.environ.get(SUPERVISOR_ENV, os.getppid()))
    if os.getppid() != supervisor:  # the supervisor died while this process started
        return 1
    watch_parent(supervisor)
    sock = socket.socket(fileno=int(raw_fd))
    options = json.loads(os.environ[ENV])
    app = app_from_env()
    config = uvicorn.Config(
        app,
        log_level=options.get("log_level", "info"),
        access_log=options.get("access_log", True),
        timeout_graceful_shutdown=options.get("grace"),
    )
    ready_fd = os.environ.get(READY_FD_ENV)
    server = ready_server(config, app.state.readiness, on_ready=lambda: tell_ready(ready_fd))
    server.run(sockets=[sock])
    return 0 if server.started else 3


if __name__ == "__main__":
    raise SystemExit(main())
