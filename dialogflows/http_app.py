"""The HTTP face of a dispatcher: the FastAPI app (``dialogflows serve`` runs it; see ``http_serve``).

Bots in any language embed the dispatcher over JSON. The app holds no session state of its
own (every turn reads and writes the dispatcher's store), so several server processes can sit
behind one load balancer as long as they share a SQLite file or a Redis store; a session begun
on one continues on any other.

What a request passes, in order, is declared once in ``create_app``: CORS → authentication
and rate limit (``http_gate``) → the body limit → the endpoint, which decides whose session
the caller reaches (``http_auth.Principal.acts_for``). Configuration is one
``ServerSettings`` (``http_settings``), so any command line only maps its flags onto it.

FastAPI and uvicorn are an optional extra: they are imported inside ``create_app`` and
``serve`` only, and their absence is reported with the install command. Error shapes and
statuses live in ``http_errors``; the turn endpoints' handlers, shared by the plain-ASGI lane
and the routes, in ``http_turns``.
"""

from __future__ import annotations

import asyncio
import logging
import os
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel
from pydantic_core import to_json

from .errors import DialogflowsError, MissingExtraError, StoreError
from .http_auth import Authenticator, ForbiddenError, Principal, UnauthorizedError
from .http_errors import SessionNotFoundError, describe, error_type, message_of, status_of
from .http_gate import BodyLimit, Gate, error_body
from .http_lane import Call, TurnLane
from .http_limits import open_rate_limiter
from .http_metrics import CONTENT_TYPE, Metrics
from .http_ready import Readiness
from .http_settings import ID_PATTERN, ServerSettings
from .http_turns import (
    CommandsIn,
    MessageIn,
    RasaIn,
    Turns,
    turn_handlers,
)
from .state import DialogueState, session_key

try:  # FastAPI resolves the endpoints' postponed annotations in this module's globals
    from starlette.requests import Request
except ImportError:  # the server extra is missing: create_app says what to install
    Request = Any  # type: ignore[misc,assignment]

if TYPE_CHECKING:
    from fastapi import FastAPI

    from .dispatcher import Dispatcher

__all__ = ["MAX_BODY_BYTES", "ServerSettings", "create_app"]

log = logging.getLogger("dialogflows.server")

#: Requests with a larger body are refused (413) before it is read (``max_body_bytes``).
MAX_BODY_BYTES = 64 * 1024


def _body_schema(model: type[BaseModel], parameters: list[dict[str, Any]]) -> dict[str, Any]:
    """The OpenAPI body and parameters of an endpoint that reads its own request."""
    return {
        "parameters": parameters,
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": model.model_json_schema()}},
        },
    }


_ID_SCHEMA = {"type": "string", "pattern": ID_PATTERN}
_USER_PARAMETER = {"name": "user_id", "in": "query", "required": False, "schema": _ID_SCHEMA}
_TURN_PARAMETERS = [
    {"name": "session_id", "in": "path", "required": True, "schema": _ID_SCHEMA},
    {"name": "prompt", "in": "query", "required": False, "schema": {"type": "boolean"}},
    {"name": "Idempotency-Key", "in": "header", "required": False, "schema": {"type": "string"}},
]


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


def create_app(
    bot: Dispatcher, settings: ServerSettings | None = None, readiness: Readiness | None = None
) -> FastAPI:
    """An ASGI app serving ``bot`` over JSON (endpoints in docs/http.md).

    Args:
        bot: the dispatcher; its store holds every session.
        settings: authentication, CORS, rate limit, body limit, metrics. None is an open app
            (no credentials asked), as for tests and for a server behind an authenticating
            proxy; ``serve`` refuses to expose an open app beyond loopback unless told to.
        readiness: what ``/ready`` reports (``http_ready``); ``serve`` passes the one its
            server marks serving and draining. None: ready as long as the store answers.

    Raises:
        MissingExtraError: FastAPI is not installed (``pip install 'dialogflows[server]'``).
    """
    try:
        from fastapi import FastAPI, Path, Query, Response
        from fastapi.exceptions import RequestValidationError
        from starlette.exceptions import HTTPException
    except ImportError:
        raise MissingExtraError("dialogflows serve", "server") from None

    settings = settings or ServerSettings()
    authenticator = Authenticator(settings)
    guarded = not authenticator.open
    metrics = Metrics(bot.responses.say("not_understood")) if settings.metrics else None
    limiter = (
        open_rate_limiter(settings.rate_limit, settings.rate_limit_redis)
        if settings.rate_limit is not None
        else None
    )
    app = FastAPI(
        title="dialogflows",
        description="Task-oriented conversations on explicit state machines.",
        version=_version(),
    )
    app.state.bot = bot
    app.state.settings = settings
    readiness = readiness if readiness is not None else Readiness()
    app.state.readiness = readiness
    flows = to_json({"flows": _flows(bot)})  # the domain is frozen: describe it once

    # Parameters are plain defaults, not Annotated aliases: with postponed annotations FastAPI
    # resolves annotations in the module's globals, where these lazily imported names are not.
    def session_param() -> Any:
        return Path(pattern=ID_PATTERN, description="the conversation's id")

    def user_param() -> Any:
        return Query(default=None, pattern=ID_PATTERN, description="whose session")

    def prompt_param() -> Any:
        return Query(default=False, description="include the rendered LLM prompt")

    def json_response(body: bytes, status: int = 200) -> Response:
        return Response(body, status_code=status, media_type="application/json")

    def acting_user(request: Request, requested: str | None) -> str | None:
        """The user this request acts for (the token's, or the one an admin names)."""
        principal: Principal = request.scope["state"]["principal"]
        return principal.acts_for(requested)

    async def existing(session_id: str, user_id: str | None) -> DialogueState | None:
        """The saved state; on a guarded server, a session the caller does not have is a 404
        (whether no one has it or another user does: the answer must not tell)."""
        saved = await asyncio.to_thread(bot.store.load, session_key(user_id, session_id))
        if saved is None and guarded:
            raise SessionNotFoundError(f"no session {session_id!r} for this caller")
        return saved

    # -- error shapes ------------------------------------------------------------------
    async def on_dialogflows(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, DialogflowsError)
        status = status_of(exc)
        if status == 503:
            log.warning("store error on %s %s: %s", request.method, request.url.path, exc)
        headers = None
        if isinstance(exc, UnauthorizedError):
            headers = {"www-authenticate": authenticator.challenge(exc)}
        if status == 403 and metrics is not None:
            metrics.rejected.labels("forbidden").inc()
        body = to_json(error_body(error_type(exc), message_of(exc)))
        return Response(body, status, headers=headers, media_type="application/json")

    async def on_invalid(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, RequestValidationError)
        errors = list(exc.errors())
        kind = (
            "invalid_json"
            if any(e.get("type") == "json_invalid" for e in errors)
            else "invalid_request"
        )
        return json_response(to_json(error_body(kind, describe(errors))), 422)

    async def on_http(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        kind = {413: "body_too_large", 404: "not_found", 405: "method_not_allowed"}.get(
            exc.status_code, "http_error"
        )
        body = to_json(error_body(kind, str(exc.detail)))
        return Response(body, exc.status_code, headers=exc.headers, media_type="application/json")

    async def on_crash(request: Request, exc: Exception) -> Response:
        log.error("unexpected error on %s %s", request.method, request.url.path, exc_info=exc)
        message = "internal server error; the details are in the server log"
        return json_response(to_json(error_body("internal", message)), 500)

    app.add_exception_handler(DialogflowsError, on_dialogflows)
    app.add_exception_handler(RequestValidationError, on_invalid)
    app.add_exception_handler(HTTPException, on_http)
    app.add_exception_handler(Exception, on_crash)

    # -- turns -------------------------------------------------------------------------
    # Handlers of a ``Call`` (``http_turns``): ``TurnLane`` answers them ahead of the
    # router; the FastAPI routes below call the same ones, for the OpenAPI description.
    handlers = turn_handlers(bot, Turns(bot, metrics, settings.turns_on_loop))
    post_message, post_commands, rasa_webhook = (
        handlers["messages"],
        handlers["commands"],
        handlers["webhook"],
    )

    async def lane_error(scope: Any, exc: Exception) -> Response | None:
        """The response the app's exception handlers give ``exc`` (None: a crash, which
        the server-error middleware outside answers as for any endpoint)."""
        if isinstance(exc, DialogflowsError):
            return await on_dialogflows(Request(scope), exc)
        if isinstance(exc, HTTPException):
            return await on_http(Request(scope), exc)
        return None

    # outermost last: CORS → Gate (credentials, rate limit) → BodyLimit → TurnLane → the app
    app.add_middleware(TurnLane, handlers=handlers, on_error=lane_error)
    app.add_middleware(BodyLimit, limit=settings.max_body_bytes)
    app.add_middleware(
        Gate,
        authenticator=authenticator,
        limiter=limiter,
        on_reject=(lambda reason: metrics.rejected.labels(reason).inc())
        if metrics is not None
        else (lambda reason: None),
    )
    if settings.cors_origins:
        from .http_cors import Cors

        app.add_middleware(Cors, origins=settings.cors_origins)

    @app.post(
        "/sessions/{session_id}/messages",
        response_model=None,
        openapi_extra=_body_schema(MessageIn, _TURN_PARAMETERS),
    )
    async def post_message_route(request: Request) -> Response:
        """One user message → the bot's reply and the new state.

        An ``Idempotency-Key`` header makes a retry safe: the same key on the same session
        gets the first answer's turn again, never a second turn."""
        return json_response(await post_message(await Call.of(request)))

    @app.post(
        "/sessions/{session_id}/commands",
        response_model=None,
        openapi_extra=_body_schema(CommandsIn, _TURN_PARAMETERS),
    )
    async def post_commands_route(request: Request) -> Response:
        """Apply commands directly (from the bot's own LLM, a replay or a test)."""
        return json_response(await post_commands(await Call.of(request)))

    @app.post(
        "/webhooks/rest/webhook",
        response_model=None,
        openapi_extra=_body_schema(RasaIn, [_USER_PARAMETER]),
    )
    async def rasa_webhook_route(request: Request) -> Response:
        """Rasa's REST channel: ``{"sender", "message"}`` → ``[{"recipient_id", "text"}]``,
        so Rasa web widgets and connectors talk to this server unchanged. The sender is the
        session; the user comes from the credentials (or ``?user_id=`` for an admin)."""
        return json_response(await rasa_webhook(await Call.of(request)))

    # -- reading and resetting ---------------------------------------------------------
    @app.get("/sessions/{session_id}", response_model=None)
    async def get_session(
        request: Request, session_id: str = session_param(), user_id: str | None = user_param()
    ) -> Response:
        """The saved state. An unknown session answers with an empty state and
        ``exists: false`` on an open server, and 404 on one that asks for credentials."""
        user = acting_user(request, user_id)
        saved = await existing(session_id, user)
        state = saved if saved is not None else DialogueState(session_id=session_id, user_id=user)
        return json_response(
            to_json({"exists": saved is not None, "phase": state.phase, "state": state})
        )

    @app.get("/sessions/{session_id}/events", response_model=None)
    async def get_events(
        request: Request,
        session_id: str = session_param(),
        user_id: str | None = user_param(),
        since: int = Query(default=0, ge=0, description="only events with a version above this"),
    ) -> Response:
        """The session's event log, oldest first."""
        user = acting_user(request, user_id)
        if guarded:
            await existing(session_id, user)
        events = await asyncio.to_thread(bot.store.events, session_key(user, session_id), since)
        return json_response(to_json({"events": events}))

    @app.delete("/sessions/{session_id}", status_code=204, response_model=None)
    async def delete_session(
        request: Request, session_id: str = session_param(), user_id: str | None = user_param()
    ) -> Response:
        """Forget the session and its events (the user's lasting beliefs stay)."""
        user = acting_user(request, user_id)
        if guarded:
            await existing(session_id, user)
        await asyncio.to_thread(bot.reset, session_id, user)
        return Response(status_code=204)

    # -- the service -------------------------------------------------------------------
    @app.get("/flows", response_model=None)
    async def get_flows() -> Response:
        """The flows this server runs: names, descriptions, triggers and slots."""
        return json_response(flows)

    @app.get("/health", response_model=None)
    async def get_health() -> Response:
        """``ok`` once the store answers a read; 503 while it does not. Never asks for
        credentials, so that load balancers can probe it."""
        kind = store_kind(bot)
        try:
            await asyncio.to_thread(bot.store.load, session_key(None, "_health"))
        except StoreError as exc:
            body = {"status": "unavailable", "store": kind, "error": str(exc)}
            return json_response(to_json(body), 503)
        return json_response(
            to_json({"status": "ok", "store": kind, "flows": len(bot.domain.flows)})
        )

    @app.get("/ready", response_model=None)
    async def get_ready() -> Response:
        """200 while this process takes new work: loaded, serving, its store answering, and
        not told to stop; 503 otherwise (``starting``, ``draining``, ``unavailable``). Open,
        as ``/health`` is, for load balancers and supervisors."""
        state = readiness.state
        body: dict[str, Any] = {"status": state, "pid": os.getpid()}
        if state != "ready":
            return json_response(to_json(body), 503)
        try:
            await asyncio.to_thread(bot.store.load, session_key(None, "_health"))
        except StoreError as exc:
            body.update(status="unavailable", error=str(exc))
            return json_response(to_json(body), 503)
        return json_response(to_json(body))

    if metrics is not None:

        @app.get("/metrics", response_model=None, include_in_schema=False)
        async def get_metrics(request: Request) -> Response:
            """Prometheus text format, for an API key or an admin token."""
            assert metrics is not None
            principal: Principal = request.scope["state"]["principal"]
            if not principal.admin:
                raise ForbiddenError("metrics are for API keys and admin tokens")
            return Response(metrics.render(), media_type=CONTENT_TYPE)

    return app


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("dialogflows")
    except Exception:  # not installed as a distribution (running from a checkout)
        return "0"
