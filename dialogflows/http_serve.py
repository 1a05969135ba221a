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
import os
import sys
import tempfile
from dataclasses import asdict, replace
from typing import TYPE_CHECKING, Any

from .errors import DialogflowsError, MissingExtraError
from .http_auth import Authenticator
from .http_settings import LOOPBACK_HOSTS, RateLimit, ServerSettings

if TYPE_CHECKING:
    from fastapi import FastAPI

    from .nlu.base import AsyncUnderstander, Understander

__all__ = ["app_from_env", "describe_access", "refuse_open", "serve", "settle_heap"]

_ENV = "DIALOGFLOWS_SERVE"

#: How long a thread may hold the interpreter lock while another waits for it, in a server
#: process (Python's default is 5 ms). A worker's event loop and its turn threads share the
#: lock: at 5 ms a turn waiting for it after a SQLite or Redis call could sit behind several
#: slices of other turns. At 1 ms, measured with bench/http.py (SQLite, 50 clients, 4
#: interleaved rounds): p99 204 -> 121 ms, 835 -> 1,137 requests/s, the same CPU per request.
SWITCH_INTERVAL = 0.001


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
    metrics_dir = None
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
            server = uvicorn.Server(config)
            server.run()
            if not server.started:
                return 3
        else:
            if settings.metrics and not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
                metrics_dir = tempfile.TemporaryDirectory(prefix="dialogflows-metrics-")
                os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir.name
            # Each worker process builds its own dispatcher from these options.
            os.environ[_ENV] = json.dumps(
                {"path": str(path), "store": store, "nlu": nlu, "settings": _dump(settings)}
            )
            logging.getLogger("uvicorn.error").warning("dialogflows: %s", access)
            uvicorn.run(
                "dialogflows.http_serve:app_from_env",
                factory=True,
                host=host,
                port=port,
                workers=workers,
                log_level=log_level,
                access_log=access_log,
            )
    except SystemExit as exc:  # uvicorn exits 1 when it cannot bind the port
        return exc.code if isinstance(exc.code, int) else 1
    finally:
        os.environ.pop(_ENV, None)
        if metrics_dir is not None:
            os.environ.pop("PROMETHEUS_MULTIPROC_DIR", None)
            metrics_dir.cleanup()
        bot.store.close()
    return 0


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
    raw = os.environ.get(_ENV)
    if raw is None:
        raise DialogflowsError(f"{_ENV} is not set; start workers through dialogflows.server.serve")
    options = json.loads(raw)
    bot = Dispatcher.from_path(options["path"], store=options["store"], understander=options["nlu"])
    app = create_app(bot, _load(options["settings"]))
    settle_heap()
    return app
