"""The HTTP face of a dispatcher: a FastAPI app and ``dialogflows serve``.

Bots in any language embed the dispatcher over JSON. The app holds no session state of its
own (every turn reads and writes the dispatcher's store), so several server processes can sit
behind one load balancer as long as they share a SQLite file or a Redis store; a session begun
on one continues on any other.

FastAPI and uvicorn are an optional extra: they are imported inside ``create_app`` and
``serve`` only, and their absence is reported with the install command.

Errors always have the same shape, ``{"error": {"type": ..., "message": ...}}``: a
``DialogflowsError`` a client caused is a 4xx, an unreachable store a 503, a session changed by
another process faster than the retries could absorb a 409, an LLM that failed a 502.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
from collections.abc import Awaitable, Callable, MutableMapping
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .commands import dump_commands, parse_commands
from .errors import (
    ConflictError,
    DialogflowsError,
    MissingExtraError,
    StoreError,
    UnknownFlowError,
    UnknownSlotError,
)
from .llm_client import LLMError
from .state import DialogueState, session_key

if TYPE_CHECKING:
    from fastapi import FastAPI

    from .dispatcher import Dispatcher, Reply
    from .nlu.base import AsyncUnderstander, Understander

__all__ = ["MAX_BODY_BYTES", "create_app", "serve"]

log = logging.getLogger("dialogflows.server")

#: Requests with a larger body are refused (413) before it is read.
MAX_BODY_BYTES = 64 * 1024

#: Session and user ids: letters, digits and ``_ . @ + ~ -``, starting with a letter, digit or
#: underscore. No ``:`` or ``/``, so that two different (user, session) pairs can never name the
#: same stored session and an id never needs escaping in a URL.
ID_PATTERN = r"^\w[\w.@+~-]{0,127}$"

_ENV = "DIALOGFLOWS_SERVE"

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class MessageIn(BaseModel):
    """Body of ``POST /sessions/{id}/messages``."""

    model_config = ConfigDict(extra="forbid")

    text: str
    user_id: str | None = Field(default=None, pattern=ID_PATTERN)


class CommandsIn(BaseModel):
    """Body of ``POST /sessions/{id}/commands``; commands are validated by ``parse_commands``."""

    model_config = ConfigDict(extra="forbid")

    commands: list[dict[str, Any]] = Field(max_length=100)
    user_id: str | None = Field(default=None, pattern=ID_PATTERN)
    text: str | None = Field(default=None, description="what the user said, kept in the window")


# -- errors ----------------------------------------------------------------------------------


def _error_type(exc: BaseException) -> str:
    """``UnknownSlotError`` → ``unknown_slot``: a stable code clients can switch on."""
    name = type(exc).__name__.removesuffix("Error") or "error"
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def _status(exc: DialogflowsError) -> int:
    if isinstance(exc, UnknownFlowError | UnknownSlotError):
        return 422
    if isinstance(exc, ConflictError):
        return 409
    if isinstance(exc, StoreError):
        return 503
    if isinstance(exc, LLMError):
        return 502
    return 400


def _error_body(kind: str, message: str, **extra: Any) -> dict[str, Any]:
    return {"error": {"type": kind, "message": message, **extra}}


def _describe(errors: list[Any], prefix: str = "") -> str:
    """Pydantic errors as one line, without echoing the input that caused them."""
    parts = []
    for err in errors:
        loc = tuple(str(p) for p in err.get("loc", ()))
        kind = err.get("type")
        if kind == "json_invalid":
            parts.append("the body is not valid JSON")
            continue
        if loc == ("body",) and kind in ("model_attributes_type", "dict_type"):
            parts.append("the body must be a JSON object sent as Content-Type: application/json")
            continue
        msg = err.get("msg", "invalid")
        if kind == "string_pattern_mismatch":
            msg = "an id is 1-128 letters, digits or _ . @ + ~ - (no ':' or '/')"
        where = ".".join((prefix, *loc) if prefix else loc)
        parts.append(f"{where}: {msg}" if where else msg)
    return "; ".join(parts) or "invalid request"


# -- the body limit --------------------------------------------------------------------------


class _BodyLimit:
    """Refuse bodies over ``limit`` bytes: by their declared length before reading, or as soon
    as a streamed body passes the limit."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await self._refuse(send)
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    from fastapi import HTTPException

                    raise HTTPException(413, self._message())
            return message

        await self.app(scope, limited, send)

    def _message(self) -> str:
        return f"the request body is larger than {self.limit} bytes"

    async def _refuse(self, send: Send) -> None:
        body = json.dumps(_error_body("body_too_large", self._message())).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


# -- the app ---------------------------------------------------------------------------------


def _reply_body(reply: Reply, with_prompt: bool) -> dict[str, Any]:
    body: dict[str, Any] = {
        "messages": reply.messages,
        "phase": reply.state.phase,
        "state": reply.state.model_dump(mode="json"),
        "events": [e.model_dump(mode="json") for e in reply.events],
        "commands": dump_commands(reply.commands),
    }
    if with_prompt:
        body["prompt"] = reply.prompt
    return body


def _flows(bot: Dispatcher) -> list[dict[str, Any]]:
    domain = bot.domain
    flows = []
    for flow in domain.flows.values():
        slots = []
        for s in flow.slots:
            slot: dict[str, Any] = {"name": s.name, "type": str(s.type), "required": s.required}
            if s.prompt is not None:
                slot["prompt"] = s.prompt
            if s.description is not None:
                slot["description"] = s.description
            values = s.values or (
                domain.entities[s.entity].values if s.entity in domain.entities else []
            )
            if s.type == "enum" and values:
                slot["values"] = list(values)
            slots.append(slot)
        flows.append(
            {
                "name": flow.name,
                "description": flow.description,
                "triggers": list(flow.triggers),
                "slots": slots,
                "confirm": flow.confirm is not None,
                "results": flow.result_names,
            }
        )
    return flows


def store_kind(bot: Dispatcher) -> str:
    """``memory``, ``sqlite``, ``redis``, or the class name of a custom store."""
    name = type(bot.store).__name__
    return name.removesuffix("Store").lower() or name


def create_app(bot: Dispatcher) -> FastAPI:
    """An ASGI app serving ``bot`` over JSON (endpoints in docs/http.md).

    Raises:
        MissingExtraError: FastAPI is not installed (``pip install 'dialogflows[server]'``).
    """
    try:
        from fastapi import FastAPI, Path, Query, Request, Response
        from fastapi.exceptions import RequestValidationError
        from fastapi.responses import JSONResponse
        from starlette.exceptions import HTTPException
    except ImportError:
        raise MissingExtraError("dialogflows serve", "server") from None

    app = FastAPI(
        title="dialogflows",
        description="Task-oriented conversations on explicit state machines.",
        version=_version(),
    )
    app.state.bot = bot
    app.add_middleware(_BodyLimit, limit=MAX_BODY_BYTES)
    flows = {"flows": _flows(bot)}  # the domain is frozen: describe it once

    # Parameters are plain defaults, not Annotated aliases: with postponed annotations FastAPI
    # resolves annotations in the module's globals, where these lazily imported names are not.
    def session_param() -> Any:
        return Path(pattern=ID_PATTERN, description="the conversation's id")

    def user_param() -> Any:
        return Query(default=None, pattern=ID_PATTERN, description="whose session")

    def prompt_param() -> Any:
        return Query(default=False, description="include the rendered LLM prompt")

    # -- error shapes ------------------------------------------------------------------
    async def on_dialogflows(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, DialogflowsError)
        status = _status(exc)
        message = str(exc)
        if isinstance(exc, StoreError):
            message = f"the session store is unavailable, nothing was changed: {exc}"
            log.warning("store error on %s %s: %s", request.method, request.url.path, exc)
        elif isinstance(exc, ConflictError):
            message = f"{exc}; retry the request"
        return JSONResponse(_error_body(_error_type(exc), message), status_code=status)

    async def on_invalid(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        errors = list(exc.errors())
        kind = (
            "invalid_json"
            if any(e.get("type") == "json_invalid" for e in errors)
            else "invalid_request"
        )
        return JSONResponse(_error_body(kind, _describe(errors)), status_code=422)

    async def on_http(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if exc.status_code == 413:
            kind = "body_too_large"
        elif exc.status_code == 404:
            kind = "not_found"
        elif exc.status_code == 405:
            kind = "method_not_allowed"
        else:
            kind = "http_error"
        return JSONResponse(
            _error_body(kind, str(exc.detail)), status_code=exc.status_code, headers=exc.headers
        )

    async def on_crash(request: Request, exc: Exception) -> JSONResponse:
        log.error("unexpected error on %s %s", request.method, request.url.path, exc_info=exc)
        return JSONResponse(
            _error_body("internal", "internal server error; the details are in the server log"),
            status_code=500,
        )

    app.add_exception_handler(DialogflowsError, on_dialogflows)
    app.add_exception_handler(RequestValidationError, on_invalid)
    app.add_exception_handler(HTTPException, on_http)
    app.add_exception_handler(Exception, on_crash)

    # -- turns -------------------------------------------------------------------------
    @app.post("/sessions/{session_id}/messages", response_model=None)
    async def post_message(
        body: MessageIn,
        session_id: str = session_param(),
        prompt: bool = prompt_param(),
    ) -> JSONResponse:
        """One user message → the bot's reply and the new state."""
        reply = await bot.ahandle(session_id, body.text, user_id=body.user_id)
        return JSONResponse(_reply_body(reply, prompt))

    @app.post("/sessions/{session_id}/commands", response_model=None)
    async def post_commands(
        body: CommandsIn,
        session_id: str = session_param(),
        prompt: bool = prompt_param(),
    ) -> JSONResponse:
        """Apply commands directly (from the bot's own LLM, a replay or a test)."""
        try:
            commands = parse_commands(body.commands)
        except ValidationError as exc:
            errors = exc.errors(include_url=False, include_input=False)
            return JSONResponse(
                _error_body("invalid_command", _describe(list(errors), "commands")), status_code=422
            )
        limit = bot.domain.settings.max_message_chars
        if body.text is not None and len(body.text) > limit:
            # the text goes into the window verbatim; hold it to the same limit as a message
            message = f"body.text: longer than the domain's limit of {limit} characters"
            return JSONResponse(_error_body("invalid_request", message), status_code=422)
        reply = await asyncio.to_thread(bot.apply, session_id, commands, body.user_id, body.text)
        return JSONResponse(_reply_body(reply, prompt))

    # -- reading and resetting ---------------------------------------------------------
    @app.get("/sessions/{session_id}", response_model=None)
    async def get_session(
        session_id: str = session_param(), user_id: str | None = user_param()
    ) -> JSONResponse:
        """The saved state; an unknown session answers with an empty state and ``exists: false``."""
        saved = await asyncio.to_thread(bot.store.load, session_key(user_id, session_id))
        state = (
            saved if saved is not None else DialogueState(session_id=session_id, user_id=user_id)
        )
        return JSONResponse(
            {
                "exists": saved is not None,
                "phase": state.phase,
                "state": state.model_dump(mode="json"),
            }
        )

    @app.get("/sessions/{session_id}/events", response_model=None)
    async def get_events(
        session_id: str = session_param(),
        user_id: str | None = user_param(),
        since: int = Query(default=0, ge=0, description="only events with a version above this"),
    ) -> JSONResponse:
        """The session's event log, oldest first."""
        events = await asyncio.to_thread(bot.store.events, session_key(user_id, session_id), since)
        return JSONResponse({"events": [e.model_dump(mode="json") for e in events]})

    @app.delete("/sessions/{session_id}", status_code=204, response_model=None)
    async def delete_session(
        session_id: str = session_param(), user_id: str | None = user_param()
    ) -> Response:
        """Forget the session and its events (the user's lasting beliefs stay)."""
        await asyncio.to_thread(bot.reset, session_id, user_id)
        return Response(status_code=204)

    # -- the service -------------------------------------------------------------------
    @app.get("/flows", response_model=None)
    async def get_flows() -> JSONResponse:
        """The flows this server runs: names, descriptions, triggers and slots."""
        return JSONResponse(flows)

    @app.get("/health", response_model=None)
    async def get_health() -> JSONResponse:
        """``ok`` once the store answers a read; 503 while it does not."""
        kind = store_kind(bot)
        try:
            await asyncio.to_thread(bot.store.load, session_key(None, "_health"))
        except StoreError as exc:
            return JSONResponse(
                {"status": "unavailable", "store": kind, "error": str(exc)}, status_code=503
            )
        return JSONResponse({"status": "ok", "store": kind, "flows": len(bot.domain.flows)})

    return app


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("dialogflows")
    except Exception:  # not installed as a distribution (running from a checkout)
        return "0"


# -- serving ---------------------------------------------------------------------------------


def serve(
    path: str,
    host: str = "127.0.0.1",
    port: int = 8000,
    store: str | None = None,
    nlu: str | Understander | AsyncUnderstander = "rules",
    workers: int = 1,
    *,
    log_level: str = "info",
) -> int:
    """Serve the flows at ``path`` over HTTP until interrupted; returns an exit code.

    Args:
        path: a YAML file or a folder of them (with an optional ``actions.py``).
        host: the interface to listen on; loopback by default because the API has no auth.
        port: the TCP port.
        store: a store URL (``sqlite:///sessions.db``, ``redis://host:6379/0``); None keeps
            sessions in memory, for this process only.
        nlu: ``"rules"``, ``"llm"`` or an understander object (one worker only).
        workers: server processes; more than one needs a shared (SQLite or Redis) store.

    Raises:
        MissingExtraError: FastAPI or uvicorn is not installed.
        DialogflowsError: the flows do not load, the store URL or the options are invalid.
    """
    try:
        import fastapi  # noqa: F401
        import uvicorn
    except ImportError:
        raise MissingExtraError("dialogflows serve", "server") from None
    from .dispatcher import Dispatcher

    if workers < 1:
        raise DialogflowsError(f"workers must be at least 1, got {workers}")
    if workers > 1 and (store is None or store == "memory://"):
        raise DialogflowsError(
            "several workers need a shared store: pass store='sqlite:///sessions.db' or "
            "store='redis://localhost:6379/0' (an in-memory store lives in one process)"
        )
    if workers > 1 and not isinstance(nlu, str):
        raise DialogflowsError("several workers need nlu='rules' or nlu='llm', not an object")
    # Load once here so that a bad spec or store URL fails before anything listens.
    bot = Dispatcher.from_path(path, store=store, understander=nlu)
    if host not in ("127.0.0.1", "localhost", "::1"):
        log.warning("listening on %s: the HTTP API has no authentication; put it behind one", host)
    try:
        if workers == 1:
            uvicorn.run(create_app(bot), host=host, port=port, log_level=log_level)
        else:
            # Each worker process builds its own dispatcher from these options.
            os.environ[_ENV] = json.dumps({"path": str(path), "store": store, "nlu": nlu})
            uvicorn.run(
                "dialogflows.server:app_from_env",
                factory=True,
                host=host,
                port=port,
                workers=workers,
                log_level=log_level,
            )
    except SystemExit as exc:  # uvicorn exits 1 when it cannot bind the port
        return exc.code if isinstance(exc.code, int) else 1
    finally:
        os.environ.pop(_ENV, None)
        bot.store.close()
    return 0


def app_from_env() -> FastAPI:
    """The app factory each uvicorn worker process calls (``serve(..., workers=N)``)."""
    from .dispatcher import Dispatcher

    raw = os.environ.get(_ENV)
    if raw is None:
        raise DialogflowsError(f"{_ENV} is not set; start workers through dialogflows.server.serve")
    options = json.loads(raw)
    bot = Dispatcher.from_path(options["path"], store=options["store"], understander=options["nlu"])
    return create_app(bot)
