"""The inspector's routes, mounted under ``/inspect`` on the app ``server.create_app`` builds.

One page, rendered on the server from Jinja2 templates (autoescaped: whatever a user typed
is shown as text, never as markup), and a little plain JavaScript that sends messages, swaps
in the fragments the server renders, draws the diagram with the vendored mermaid bundle and
listens to a server-sent event stream for new versions of the session, whichever process
saved them. Nothing is fetched from outside at run time.

The routes sit on the serve app, so its middleware (body limit, credentials, rate limit)
covers them too; on an app that asks for credentials, ``signin.SignInGate`` sits outside it
and lets a browser in with a cookie. This module needs FastAPI: import it only where the ``server`` extra is
installed (``mount_inspector`` is reached through ``server.create_app``, which checks).
"""

from __future__ import annotations

import asyncio
import gzip
import json
import time
from collections.abc import AsyncIterator
from functools import cache
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi import Request  # resolved by name in the routes' postponed annotations
from pydantic import BaseModel, ConfigDict, Field

from ..errors import MissingExtraError
from ..http_errors import SessionNotFoundError
from ..http_settings import ID_PATTERN, ServerSettings
from ..state import session_key
from .export import session_test
from .labels import labels_for
from .sessions import fork_session, list_sessions, new_session_id
from .view import Inspection, Inspector

if TYPE_CHECKING:
    from fastapi import FastAPI

    from ..dispatcher import Dispatcher

__all__ = ["PREFIX", "acting_user", "mount_inspector", "picker_owner", "signed_in"]

PREFIX = "/inspect"
_HERE = Path(__file__).parent
_STATIC = _HERE / "static"
#: files the page may load, and their types; nothing else under static/ is served
_ASSETS = {
    "inspector.js": "text/javascript; charset=utf-8",
    "inspector.css": "text/css; charset=utf-8",
    "mermaid.min.js": "text/javascript; charset=utf-8",
}
#: how often the event stream looks for a new version of the session (seconds)
POLL_SECONDS = 0.4


class SayIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    session: str = Field(pattern=ID_PATTERN)
    user: str | None = Field(default=None, pattern=ID_PATTERN)
    text: str


class ForkIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    session: str = Field(pattern=ID_PATTERN)
    user: str | None = Field(default=None, pattern=ID_PATTERN)
    version: int = Field(ge=1)


@cache
def _templates() -> Any:
    try:
        from jinja2 import Environment, FileSystemLoader, select_autoescape
    except ImportError:
        raise MissingExtraError("dialogflows inspect", "inspect") from None
    env = Environment(
        loader=FileSystemLoader(str(_HERE / "templates")),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return env


@cache
def _asset(name: str) -> bytes:
    if name == "mermaid.min.js":
        return (_STATIC / "mermaid.min.js.gz").read_bytes()
    return (_STATIC / name).read_bytes()


def acting_user(request: Request, requested: str | None) -> str | None:
    """The user a request acts for: the one it names on an open server; on a server whose
    middleware signed the caller in (``scope["state"]["principal"]``), whoever the caller's
    credentials allow (a user's own token: that user only)."""
    principal = request.scope.get("state", {}).get("principal")
    if principal is None:
        return requested
    user: str | None = principal.acts_for(requested)
    return user


def picker_owner(request: Request) -> tuple[bool, str | None]:
    """(whether the picker lists one user's sessions only, that user): a signed-in user who
    is not an admin sees their own sessions; an open server or an admin sees every one."""
    principal = request.scope.get("state", {}).get("principal")
    own = getattr(principal, "user", None)
    if principal is None or own is None or getattr(principal, "admin", False):
        return False, None
    return True, own


def signed_in(request: Request) -> tuple[str | None, str | None]:
    """(the CSRF token, who) of a browser signed in with the inspector's cookie; (None,
    None) for a caller that sent headers, or on an open server."""
    state = request.scope.get("state", {})
    csrf = state.get("csrf")
    if csrf is None:
        return None, None
    principal = state["principal"]
    who = principal.user or principal.caller.partition(":")[2] or principal.caller
    return csrf, who


def mount_inspector(app: FastAPI, bot: Dispatcher) -> Inspector:
    """Add the inspector's page and API to ``app`` (built by ``server.create_app(bot)``).

    On an app whose settings ask for credentials, a browser signs in once through a form
    (``signin.SignInGate``, added outside the app's own gate) and then carries a cookie."""
    from fastapi import APIRouter, Query
    from fastapi.responses import HTMLResponse, JSONResponse, Response, StreamingResponse

    inspector = Inspector(bot, labels_for(bot.domain.settings.language))
    router = APIRouter(prefix=PREFIX, include_in_schema=False)
    settings: ServerSettings = getattr(app.state, "settings", None) or ServerSettings()
    guarded = settings.authenticated
    if guarded:
        from .signin import SignIn, SignInGate

        def render_signin(target: str, message: str | None) -> str:
            return str(
                _templates()
                .get_template("signin.html")
                .render(
                    {
                        "L": inspector.labels,
                        "base": PREFIX,
                        "next": target,
                        "message": message,
                        "css": _asset("inspector.css").decode("utf-8"),
                    }
                )
            )

        app.state.inspector_signin = SignIn(settings)
        app.add_middleware(
            SignInGate,
            signin=app.state.inspector_signin,
            prefix=PREFIX,
            render=render_signin,
            labels=inspector.labels,
        )

    async def must_exist(session: str, user: str | None) -> None:
        """On a server that asks for credentials, a session the caller does not have is not
        found (whether no one has it or another user does), as in the JSON API."""
        if guarded:
            saved = await asyncio.to_thread(bot.store.load, session_key(user, session))
            if saved is None:
                raise SessionNotFoundError(f"no session {session!r} for this caller")

    def session_query() -> Any:
        return Query(default=None, pattern=ID_PATTERN)

    def context(view: Inspection) -> dict[str, Any]:
        return {
            "i": view,
            "L": inspector.labels,
            "base": PREFIX,
            "domain": bot.domain.settings.language,
        }

    def fragments(view: Inspection) -> dict[str, Any]:
        env = _templates()
        ctx = context(view)
        return {
            "session": view.session_id,
            "user": view.user_id,
            "version": view.version,
            "latest": view.latest,
            "node": view.node,
            "chat": env.get_template("chat.html").render(ctx),
            "panels": env.get_template("panels.html").render(ctx),
            "timeline": env.get_template("timeline.html").render(ctx),
        }

    async def view_of(session: str, user: str | None, version: int | None = None) -> Inspection:
        return await asyncio.to_thread(inspector.session, session, user, version)

    @router.get("", response_class=HTMLResponse)
    @router.get("/", response_class=HTMLResponse)
    async def page(
        request: Request,
        session: str | None = session_query(),
        user: str | None = session_query(),
        version: int | None = Query(default=None, ge=0),
    ) -> HTMLResponse:
        sid = session or new_session_id()
        user = acting_user(request, user)
        if session is not None:  # a new session (no id asked for) does not exist yet
            try:
                await must_exist(sid, user)
            except SessionNotFoundError:
                message = inspector.labels.fill("no_session", session=sid)
                link = f'<a href="{PREFIX}">{escape(inspector.labels["new_session"])}</a>'
                return HTMLResponse(f"<p>{escape(message)}</p><p>{link}</p>", status_code=404)
        view = await view_of(sid, user, version)
        only, owner = picker_owner(request)
        sessions = await asyncio.to_thread(list_sessions, bot.store, owner, only_user=only)
        if (user, sid) not in sessions:
            sessions = [(user, sid), *sessions]
        csrf, who = signed_in(request)
        principal = request.scope.get("state", {}).get("principal")
        html = (
            _templates()
            .get_template("page.html")
            .render(
                {
                    **context(view),
                    "sessions": sessions,
                    "current": (user, sid),
                    "csrf": csrf,
                    "who": who,
                    "admin": bool(getattr(principal, "admin", False)),
                }
            )
        )
        return HTMLResponse(html, headers={"Cache-Control": "no-store"})

    @router.get("/static/{name}")
    async def static(name: str, request: Request) -> Response:
        kind = _ASSETS.get(name)
        if kind is None:
            return JSONResponse(
                {"error": {"type": "not_found", "message": f"no asset {name!r}"}}, status_code=404
            )
        body = _asset(name)
        headers = {"Cache-Control": "max-age=3600"}
        if name == "mermaid.min.js":  # shipped gzipped: a quarter of the size
            if "gzip" in request.headers.get("accept-encoding", ""):
                headers["Content-Encoding"] = "gzip"
            else:
                body = gzip.decompress(body)
        return Response(body, media_type=kind, headers=headers)

    @router.get("/api/sessions")
    async def sessions(request: Request) -> JSONResponse:
        only, owner = picker_owner(request)
        pairs = await asyncio.to_thread(list_sessions, bot.store, owner, only_user=only)
        return JSONResponse({"sessions": [{"user": u, "session": s} for u, s in pairs]})

    @router.get("/api/view")
    async def view(
        request: Request,
        session: str = Query(pattern=ID_PATTERN),
        user: str | None = session_query(),
        version: int | None = Query(default=None, ge=0),
    ) -> JSONResponse:
        user = acting_user(request, user)
        await must_exist(session, user)
        return JSONResponse(fragments(await view_of(session, user, version)))

    @router.post("/api/say")
    async def say(body: SayIn, request: Request) -> JSONResponse:
        user = acting_user(request, body.user)
        reply = await bot.ahandle(body.session, body.text, user_id=user)
        out = fragments(await view_of(body.session, user))
        out["messages"] = reply.messages
        return JSONResponse(out)

    @router.post("/api/fork")
    async def fork(body: ForkIn, request: Request) -> JSONResponse:
        user = acting_user(request, body.user)
        await must_exist(body.session, user)
        target = await asyncio.to_thread(fork_session, bot.store, body.session, user, body.version)
        return JSONResponse({"session": target, "user": user})

    @router.get("/api/test.yaml")
    async def save_test(
        request: Request,
        session: str = Query(pattern=ID_PATTERN),
        user: str | None = session_query(),
    ) -> Response:
        user = acting_user(request, user)
        await must_exist(session, user)
        text = await asyncio.to_thread(session_test, bot.store, session, user)
        return Response(
            text,
            media_type="application/yaml; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{session}.test.yaml"'},
        )

    @router.get("/api/stream")
    async def stream(
        request: Request,
        session: str = Query(pattern=ID_PATTERN),
        user: str | None = session_query(),
    ) -> StreamingResponse:
        key = session_key(acting_user(request, user), session)
        # a stream opened with the sign-in cookie stops when the sign-in ends
        until = request.scope.get("state", {}).get("signed_until")

        async def versions() -> AsyncIterator[str]:
            seen = -1
            while not await request.is_disconnected():
                if until is not None and time.time() >= until:
                    return
                saved = await asyncio.to_thread(bot.store.load, key)
                version = saved.version if saved is not None else 0
                if version != seen:
                    seen = version
                    yield f"data: {json.dumps({'version': version})}\n\n"
                await asyncio.sleep(POLL_SECONDS)

        return StreamingResponse(
            versions(), media_type="text/event-stream", headers={"Cache-Control": "no-cache"}
        )

    app.include_router(router)
    return inspector
