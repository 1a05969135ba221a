"""A browser page beside a conversation: ``dialogflows inspect PATH``.

The page is served by the same FastAPI app as ``dialogflows serve`` (its routes are mounted
under ``/inspect``), so it runs against the same store and under the same middleware. It
shows the chat, the running flow's diagram with its current state marked, the slot table,
the stacks and beliefs, what was understood, every version of the session (any of which can
be looked at, or forked into a new session), the rendered prompt, and downloads the session
as a conversation test. Labels follow the domain's language. On a server with credentials
(the settings of ``serve``), a browser signs in once at ``/inspect/login`` and carries a
signed cookie from then on (``signin.py``).

Needs the ``inspect`` extra (FastAPI, uvicorn, Jinja2). The mermaid bundle that draws the
diagram ships inside the package (``static/``); nothing is fetched at run time.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import DialogflowsError, MissingExtraError
from ..http_settings import ServerSettings

if TYPE_CHECKING:
    from fastapi import FastAPI

    from ..dispatcher import Dispatcher
    from ..nlu.base import AsyncUnderstander, Understander

__all__ = ["create_inspector_app", "inspect"]


def create_inspector_app(bot: Dispatcher, settings: ServerSettings | None = None) -> FastAPI:
    """The serve app of ``bot`` (``server.create_app``, with its ``settings``: authentication,
    CORS, limits) with the inspector mounted on it."""
    from ..http_app import create_app
    from .routes import mount_inspector

    app = create_app(bot, settings)
    mount_inspector(app, bot)
    return app


def inspect(
    path: str,
    host: str = "127.0.0.1",
    port: int = 8000,
    store: str | None = None,
    nlu: str | Understander | AsyncUnderstander = "rules",
    *,
    settings: ServerSettings | None = None,
    log_level: str = "warning",
    on_ready: Callable[[str], None] | None = None,
) -> int:
    """Serve the inspector for the flows at ``path`` until interrupted; returns an exit code.

    ``settings`` are those of ``serve`` (credentials, CORS, rate limit): with credentials
    configured, a browser signs in at ``/inspect/login``; without them only a loopback
    ``host`` is allowed, unless ``settings.no_auth``. ``on_ready`` is called with the page's
    URL once the port is bound (the CLI prints it).

    Raises:
        MissingExtraError: FastAPI, uvicorn or Jinja2 is not installed.
        DialogflowsError: the flows do not load, the store URL is invalid, or an open
            server was asked to listen beyond loopback.
    """
    try:
        import fastapi  # noqa: F401
        import jinja2  # noqa: F401
        import uvicorn
    except ImportError:
        raise MissingExtraError("dialogflows inspect", "inspect") from None
    from ..dispatcher import Dispatcher
    from ..http_serve import refuse_open
    from .routes import PREFIX

    if port < 0 or port > 65535:
        raise DialogflowsError(f"port must be between 0 and 65535, got {port}")
    refuse_open(settings or ServerSettings(), host)
    bot = Dispatcher.from_path(path, store=store, understander=nlu)
    try:
        app = create_inspector_app(bot, settings)
    except BaseException:
        bot.store.close()
        raise
    # Bound here, before serving, so that the printed URL has the real port (``--port 0``
    # lets the system pick one) and a port in use fails with a clear message.
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        bot.store.close()
        raise DialogflowsError(f"cannot listen on {host}:{port}: {exc.strerror}") from None
    bound = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level=log_level, timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    if on_ready is not None:
        shown = f"[{host}]" if ":" in host else host
        on_ready(f"http://{shown}:{bound}{PREFIX}")
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
        bot.store.close()
    return 0 if server.started else 1
