"""``serve``: one or several server processes for a folder of flows, refusing unsafe setups.

Everything that can be wrong is found before anything listens: the flows load, the store URL
opens, the key files parse, and a server without credentials is refused on any address but
loopback unless ``no_auth`` says a proxy in front authenticates. The first line the server
logs says who may call it. Several workers each build their own dispatcher and app from the
same options, passed through the environment (``app_from_env``), and share ``/metrics``
through prometheus-client's multiprocess folder.
"""

from __future__ import annotations

import gc
import json
import logging
import logging.config
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import asdict, replace
from typing import TYPE_CHECKING, Any

from .errors import DialogflowsError, MissingExtraError
from .http_auth import Authenticator
from .http_settings import LOOPBACK_HOSTS, RateLimit, ServerSettings

if TYPE_CHECKING:
    from fastapi import FastAPI

    from .nlu.base import AsyncUnderstander, Understander

__all__ = [
    "ENV",
    "app_from_env",
    "describe_access",
    "describe_turns",
    "refuse_open",
    "serve",
    "settle_heap",
]

#: The serve options, as JSON, in each worker's environment (``app_from_env``).
ENV = "DIALOGFLOWS_SERVE"

#: How long a thread may hold the interpreter lock while another waits for it, in a server
#: process (Python's default is 5 ms). A worker's event loop and its turn threads share the
#: lock: at 5 ms a turn waiting for it after a SQLite or Redis call could sit behind several
#: slices of other turns. At 1 ms, measured with bench/http.py (SQLite, 50 clients, 4
#: interleaved rounds): p99 204 -> 121 ms, 835 -> 1,137 requests/s, the same CPU per request.
SWITCH_INTERVAL = 0.001

#: Seconds a worker has, once told to stop, to finish the requests in flight.
GRACE = 30.0

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"


def settle_heap() -> None:
    """Take what loading built out of the garbage collector's reach, once the app is ready.

    The domain, its compiled machines, the lexicons, the grammars and the app are some 90,000
    objects that live as long as the process. A full (oldest-generation) collection walks all
    of them while it holds the interpreter lock, so every request in the worker waits:
    33 ms on a quiet machine, 200-500 ms on a loaded one (travel flows, measured in-process).
    Python runs one whenever enough new objects have survived, so in a long-lived server it
    comes back now and then, as a stall of the whole worker. ``gc.freeze`` moves them to a
    generation the collector never scans; a full collection then takes well under a
    millisecond. Objects made later (kept states, cached tokens) are collected as before.
    """
    gc.collect()
    gc.freeze()


def serve(
    path: str,
    host: str = "127.0.0.1",
    port: int = 8000,
    store: str | None = None,
    nlu: str | Understander | AsyncUnderstander = "rules",
    workers: int = 1,
    *,
    settings: ServerSettings | None = None,
    log_level: str = "info",
    access_log: bool = True,
) -> int:
    """Serve the flows at ``path`` over HTTP until interrupted; returns an exit code.

    Args:
        path: a YAML file or a folder of them (with an optional ``actions.py``).
        host: the interface to listen on; loopback by default.
        port: the TCP port.
        store: a store URL (``sqlite:///sessions.db``, ``redis://host:6379/0``); None keeps
            sessions in memory, for this process only.
        nlu: ``"rules"``, ``"llm"`` or an understander object (one worker only).
        workers: server processes; more than one needs a shared (SQLite or Redis) store.
        settings: authentication, CORS, rate limit (``ServerSettings.from_options`` reads
            files and the environment). Without credentials only a loopback ``host`` is
            allowed, unless ``settings.no_auth``.
        access_log: uvicorn's line per request (off saves a little time per request).

    The process (and each worker) runs with ``sys.setswitchinterval(SWITCH_INTERVAL)``: a
    turn thread waiting for the interpreter lock gets it back sooner (see the constant); and
    once its app is built, with what loading made frozen out of the collector's reach
    (``settle_heap``).

    Raises:
        MissingExtraError: FastAPI or uvicorn is not installed.
        DialogflowsError: the flows do not load, the store URL or the options are invalid, or
            an open server was asked to listen beyond loopback.
    """
    try:
        import fastapi  # noqa: F401
        import uvicorn
    except ImportError:
        raise MissingExtraError("dialogflows serve", "server") from None
    from .dispatcher import Dispatcher
    from .http_app import create_app
    from .http_ready import ready_server

    settings = settings or ServerSettings()
    if workers < 1:
        raise DialogflowsError(f"workers must be at least 1, got {workers}")
    if workers > 1 and (store is None or store == "memory://"):
        raise DialogflowsError(
            "several workers need a shared store: pass store='sqlite:///sessions.db' or "
            "store='redis://localhost:6379/0' (an in-memory store lives in one process)"
        )
    if workers > 1 and not isinstance(nlu, str):
        raise DialogflowsError("several workers need nlu='rules' or nlu='llm', not an object")
    refuse_open(settings, host)
    shared = store is not None and store.startswith(("redis://", "rediss://", "unix://"))
    if settings.rate_limit is not None and settings.rate_limit_redis is None and shared:
        # one bucket per caller for the whole fleet, not one per process
        settings = replace(settings, rate_limit_redis=store)
    # Load once here so that a bad spec or store URL fails before anything listens.
    bot = Dispatcher.from_path(path, store=store, understander=nlu)
    Authenticator(settings)  # a bad key file fails here too, not in every worker
    # the first line a server says: who may call it
    access = describe_access(settings, host)
    sys.setswitchinterval(SWITCH_INTERVAL)  # this process serves from here on (so do workers)
    try:
        if workers == 1:
            app = create_app(bot, settings)
            settle_heap()
            config = uvicorn.Config(
                app,
                host=host,
                port=port,
                log_level=log_level,
                access_log=access_log,
            )
            logging.getLogger("uvicorn.error").warning("dialogflows: %s", access)
            logging.getLogger("uvicorn.error").info("dialogflows: %s", describe_turns(settings))
            server = ready_server(config, app.state.readiness)
            server.run()
            if not server.started:
                return 3
        else:
            assert isinstance(nlu, str)  # checked above
            bot.store.close()  # the workers open their own; this one only checked the URL
            code = _supervise(
                path, host, port, store, nlu, workers, settings, log_level, access_log, access
            )
            if code:
                return code
    except SystemExit as exc:  # uvicorn exits 1 when it cannot bind the port
        return exc.code if isinstance(exc.code, int) else 1
    finally:
        bot.store.close()
    return 0


def _supervise(
    path: str,
    host: str,
    port: int,
    store: str | None,
    nlu: str,
    workers: int,
    settings: ServerSettings,
    log_level: str,
    access_log: bool,
    access: str,
) -> int:
    """``workers`` processes, each on its own socket, under a supervisor (``http_supervisor``);
    the exit code: 0 once stopped by a signal, 1 if the port cannot be bound, 3 if a worker
    keeps failing as it starts."""
    from uvicorn.config import LOGGING_CONFIG

    from .http_supervisor import Supervisor, bind_sockets

    logging.config.dictConfig(LOGGING_CONFIG)
    logging.getLogger("uvicorn.error").setLevel(log_level.upper())
    log = logging.getLogger("uvicorn.error")
    try:
        sockets = bind_sockets(host, port, workers)
    except DialogflowsError as exc:
        log.error("dialogflows: %s", exc)
        return 1
    env = dict(os.environ)
    metrics_dir = None
    if settings.metrics and not env.get(MULTIPROC_ENV):
        metrics_dir = tempfile.TemporaryDirectory(prefix="dialogflows-metrics-")
        env[MULTIPROC_ENV] = metrics_dir.name
    on_exit = _forget_worker(env[MULTIPROC_ENV]) if settings.metrics else (lambda pid: None)
    # each worker builds its own dispatcher and app from these options (``app_from_env``)
    env[ENV] = json.dumps(
        {
            "path": str(path),
            "store": store,
            "nlu": nlu,
            "settings": _dump(settings),
            "log_level": log_level,
            "access_log": access_log,
            "grace": GRACE,
        }
    )
    bound = sockets[0].getsockname()
    log.warning("dialogflows: %s", access)
    log.info("dialogflows: %s", describe_turns(settings))
    log.info(
        "dialogflows: %d workers on http://%s:%d, %s",
        workers,
        f"[{host}]" if ":" in host else host,
        bound[1],
        "one socket each" if len(sockets) > 1 else "sharing one socket",
    )
    supervisor = Supervisor(
        sockets,
        workers,
        [sys.executable, "-m", "dialogflows.http_worker"],
        env,
        grace=GRACE,
        on_exit=on_exit,
    )
    try:
        return supervisor.run()
    finally:
        if metrics_dir is not None:
            metrics_dir.cleanup()


def _forget_worker(folder: str) -> Callable[[int], None]:
    """What the supervisor does once a worker has exited: its live gauges leave ``/metrics``
    (its counters stay in the totals)."""

    def forget(pid: int) -> None:
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid, folder)  # type: ignore[no-untyped-call]

    return forget


def refuse_open(settings: ServerSettings, host: str) -> None:
    """An open server may listen on loopback only, unless ``no_auth`` says a proxy guards it
    (``serve`` and ``inspect`` alike).

    Raises:
        DialogflowsError: no credentials, no ``no_auth``, and ``host`` is not loopback.
    """
    if not settings.authenticated and not settings.no_auth and host not in LOOPBACK_HOSTS:
        raise DialogflowsError(
            f"refusing to listen on {host} without authentication: give --jwt-secret-file, "
            f"--jwt-public-key-file or --api-keys-file (or DIALOGFLOWS_JWT_SECRET / "
            f"DIALOGFLOWS_API_KEYS_FILE), or --no-auth if a proxy in front authenticates"
        )


def describe_access(settings: ServerSettings, host: str) -> str:
    """The first line a server says: who may call it."""
    if settings.authenticated:
        ways = []
        if settings.jwt_secret is not None:
            ways.append("JWT HS256")
        if settings.jwt_public_key is not None:
            ways.append("JWT RS256")
        if settings.api_keys:
            ways.append(f"{len(settings.api_keys)} API key(s)")
        return "authentication required: " + ", ".join(ways)
    if settings.no_auth:
        return f"serving WITHOUT authentication on {host} (--no-auth): anyone who can reach it acts for any user"
    return f"serving WITHOUT authentication on loopback ({host}): every local process acts for any user"


def describe_turns(settings: ServerSettings) -> str:
    """Where a server runs its turns (``--turns-in-threads``), said once as it starts."""
    if settings.turns_on_loop:
        return "turns run on the event loop when nothing in them can wait"
    return "turns run in worker threads (--turns-in-threads)"


def _dump(settings: ServerSettings) -> dict[str, Any]:
    """Settings as JSON for the worker processes (secrets included: they are this process's
    children, and read the same files anyway)."""
    data = asdict(settings)
    for name in ("jwt_secret", "jwt_public_key"):
        if data[name] is not None:
            data[name] = data[name].decode("latin-1")
    if settings.rate_limit is not None:
        data["rate_limit"] = [settings.rate_limit.count, settings.rate_limit.seconds]
    return data


def _load(data: dict[str, Any]) -> ServerSettings:
    for name in ("jwt_secret", "jwt_public_key"):
        if data[name] is not None:
            data[name] = data[name].encode("latin-1")
    if data["rate_limit"] is not None:
        data["rate_limit"] = RateLimit(*data["rate_limit"])
    data["cors_origins"] = tuple(data["cors_origins"])
    return ServerSettings(**data)


def app_from_env() -> FastAPI:
    """The app factory each uvicorn worker process calls (``serve(..., workers=N)``)."""
    from .dispatcher import Dispatcher
    from .http_app import create_app

    sys.setswitchinterval(SWITCH_INTERVAL)
    raw = os.environ.get(ENV)
    if raw is None:
        raise DialogflowsError(f"{ENV} is not set; start workers through dialogflows.server.serve")
    options = json.loads(raw)
    bot = Dispatcher.from_path(options["path"], store=options["store"], understander=options["nlu"])
    app = create_app(bot, _load(options["settings"]))
    settle_heap()
    return app
