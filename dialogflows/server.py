"""The HTTP face of a dispatcher: a FastAPI app and ``dialogflows serve``.

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
statuses live in ``http_errors``.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import re
import time
from functools import partial
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import to_json

from . import tracing
from .commands import parse_commands
from .errors import ConflictError, DialogflowsError, MissingExtraError, StoreError
from .http_auth import Authenticator, ForbiddenError, Principal, UnauthorizedError
from .http_errors import (
    InvalidRequestError,
    SessionNotFoundError,
    describe,
    error_type,
    message_of,
    status_of,
)
from .http_gate import BodyLimit, Gate, error_body
from .http_lane import Call, Handler, TurnLane
from .http_limits import open_rate_limiter
from .http_metrics import CONTENT_TYPE, Metrics
from .http_settings import ID_PATTERN, ID_RE, ServerSettings
from .state import DialogueState, session_key

try:  # FastAPI resolves the endpoints' postponed annotations in this module's globals
    from starlette.requests import Request
except ImportError:  # the server extra is missing: create_app says what to install
    Request = Any  # type: ignore[misc,assignment]

if TYPE_CHECKING:
    from fastapi import FastAPI

    from .dispatcher import Dispatcher, Reply

__all__ = ["MAX_BODY_BYTES", "ServerSettings", "create_app", "serve"]

log = logging.getLogger("dialogflows.server")

#: Requests with a larger body are refused (413) before it is read (``max_body_bytes``).
MAX_BODY_BYTES = 64 * 1024

#: An ``Idempotency-Key``: what clients commonly send (a UUID, a ULID, a hash), never more.
IDEMPOTENCY_KEY_PATTERN = r"^[\x21-\x7e]{1,128}$"

_IDEMPOTENCY_RE = re.compile(IDEMPOTENCY_KEY_PATTERN)


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


class RasaIn(BaseModel):
    """Body of ``POST /webhooks/rest/webhook``, as Rasa's REST channel defines it."""

    model_config = ConfigDict(extra="ignore")

    sender: str = Field(pattern=ID_PATTERN, description="the conversation (session) id")
    message: str
    metadata: dict[str, Any] | None = None


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
_TRUE = frozenset({"1", "true", "on", "yes"})
_FALSE = frozenset({"0", "false", "off", "no", ""})


def _id_param(value: str | None, name: str) -> str | None:
    if value is not None and ID_RE.fullmatch(value) is None:
        message = f"{name}: an id is 1-128 letters, digits or _ . @ + ~ - (no ':' or '/')"
        raise InvalidRequestError("invalid_request", message)
    return value


def _turn_params(call: Call) -> tuple[str, bool]:
    """The session id and ``?prompt=``, read by hand on the turn endpoints: FastAPI's
    parameter machinery cost a tenth of a request there, for two values."""
    session_id = _id_param(call.session_id, "path.session_id")
    assert session_id is not None
    raw = _query(call, "prompt", "false").lower()
    if raw not in _TRUE and raw not in _FALSE:
        raise InvalidRequestError("invalid_request", "query.prompt: expected true or false")
    return session_id, raw in _TRUE


def _query(call: Call, name: str, default: str) -> str:
    """The last value of ``name`` in the query string (as Starlette's ``query_params``)."""
    if not call.query:
        return default
    found = default
    for key, value in parse_qsl(call.query.decode("latin-1"), keep_blank_values=True):
        if key == name:
            found = value
    return found


def _read(call: Call, model: type[BaseModel]) -> Any:
    """The body as ``model``, parsed by pydantic's own JSON reader: invalid UTF-8, a lone
    surrogate (``"\\ud800"``) or nesting past its depth limit is ``invalid_json``, never
    text that breaks saving later."""
    content_type = call.headers.get("content-type", "")
    media = content_type.split(";", 1)[0].strip().lower()
    if media != "application/json" and not media.endswith("+json"):
        raise InvalidRequestError(
            "invalid_request",
            "the body must be a JSON object sent as Content-Type: application/json",
        )
    try:
        return model.model_validate_json(call.body)
    except ValidationError as exc:
        errors = list(exc.errors(include_url=False, include_input=False))
        kind = "invalid_json" if any(e["type"] == "json_invalid" for e in errors) else None
        raise InvalidRequestError(kind or "invalid_request", describe(errors, "body")) from None


def _idempotency_key(call: Call) -> str | None:
    key = call.headers.get("idempotency-key")
    if key is not None and not _IDEMPOTENCY_RE.fullmatch(key):
        raise InvalidRequestError(
            "invalid_request",
            "the Idempotency-Key header must be 1-128 visible ASCII characters",
        )
    return key


class _Turns:
    """Runs turns for the endpoints: the fastest safe way into the dispatcher, plus metrics.

    A dispatcher whose understander and actions are all synchronous runs the whole turn in
    one worker thread (``bot.handle``): one hop off the event loop per turn instead of one
    per store call, which is where most of a request's time went under load (each hop is a
    handoff of the GIL between the loop and a worker). Anything asynchronous goes through
    ``bot.ahandle`` on the loop.
    """

    def __init__(self, bot: Dispatcher, metrics: Metrics | None) -> None:
        self.bot = bot
        self.metrics = metrics

    def _sync(self) -> bool:
        bot = self.bot
        understander: Any = bot.understander
        if not callable(getattr(understander, "understand", None)):
            return False
        return not any(inspect.iscoroutinefunction(fn) for fn in bot.actions.values())

    async def message(
        self, session_id: str, text: str, user_id: str | None, turn_id: str | None
    ) -> Reply:
        if self._sync():
            run = partial(self.bot.handle, session_id, text, user_id, turn_id=turn_id)
            return await self._timed(asyncio.to_thread(run))
        return await self._timed(self.bot.ahandle(session_id, text, user_id, turn_id=turn_id))

    async def commands(
        self,
        session_id: str,
        commands: list[Any],
        user_id: str | None,
        text: str | None,
        turn_id: str | None,
    ) -> Reply:
        run = partial(self.bot.apply, session_id, commands, user_id, text, turn_id=turn_id)
        return await self._timed(asyncio.to_thread(run))

    async def _timed(self, turn: Any) -> Reply:
        start = time.perf_counter()
        try:
            reply: Reply = await turn
        except DialogflowsError as exc:
            if self.metrics is not None:
                outcome = (
                    "conflict"
                    if isinstance(exc, ConflictError)
                    else "unavailable"
                    if isinstance(exc, StoreError)
                    else "error"
                )
                self.metrics.failed(outcome, time.perf_counter() - start)
            raise
        if self.metrics is not None:
            self.metrics.turn(reply, time.perf_counter() - start)
        return reply


def _reply_json(reply: Reply, with_prompt: bool, stored: str | bytes | None = None) -> bytes:
    """The turn's answer, serialized by pydantic-core straight from the models (no dicts of
    dicts in between: a fifth of a request's time went to ``model_dump`` + ``json.dumps``).
    ``stored`` is the state's JSON as the store just wrote it (``stored_text``), embedded
    as it is rather than serialized a second time (the state is most of a reply)."""
    if stored is None:
        body: dict[str, Any] = {
            "messages": reply.messages,
            "phase": reply.state.phase,
            "state": reply.state,
            "events": reply.events,
            "commands": reply.commands,
        }
        if with_prompt:
            body["prompt"] = reply.prompt
        return to_json(body)
    state = stored.encode() if isinstance(stored, str) else stored
    parts = [
        to_json({"messages": reply.messages, "phase": reply.state.phase})[:-1],
        b',"state":',
        state,
        b',"events":',
        to_json(reply.events),
        b',"commands":',
        to_json(reply.commands),
    ]
    if with_prompt:
        parts += [b',"prompt":', to_json(reply.prompt)]
    parts.append(b"}")
    return b"".join(parts)


def _stored_text(bot: Dispatcher, reply: Reply) -> str | bytes | None:
    """The state's JSON as the bot's store saved it, if the store keeps it (SQLite, Redis)."""
    stored_text = getattr(bot.store, "stored_text", None)
    if stored_text is None:
        return None
    state = reply.state
    text: str | bytes | None = stored_text(session_key(state.user_id, state.session_id), state)
    return text


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


def create_app(bot: Dispatcher, settings: ServerSettings | None = None) -> FastAPI:
    """An ASGI app serving ``bot`` over JSON (endpoints in docs/http.md).

    Args:
        bot: the dispatcher; its store holds every session.
        settings: authentication, CORS, rate limit, body limit, metrics. None is an open app
            (no credentials asked), as for tests and for a server behind an authenticating
            proxy; ``serve`` refuses to expose an open app beyond loopback unless told to.

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
    turns = _Turns(bot, metrics)
    app = FastAPI(
        title="dialogflows",
        description="Task-oriented conversations on explicit state machines.",
        version=_version(),
    )
    app.state.bot = bot
    app.state.settings = settings
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
    # Handlers of a ``Call``: ``TurnLane`` answers them ahead of the router; the FastAPI
    # routes below call the same ones, for the OpenAPI description.
    async def post_message(call: Call) -> bytes:
        session_id, prompt = _turn_params(call)
        body: MessageIn = _read(call, MessageIn)
        user = call.principal.acts_for(body.user_id)
        with tracing.from_headers(call.headers):
            reply = await turns.message(session_id, body.text, user, _idempotency_key(call))
        return _reply_json(reply, prompt, _stored_text(bot, reply))

    async def post_commands(call: Call) -> bytes:
        session_id, prompt = _turn_params(call)
        body: CommandsIn = _read(call, CommandsIn)
        user = call.principal.acts_for(body.user_id)
        try:
            commands = parse_commands(body.commands)
        except ValidationError as exc:
            errors = exc.errors(include_url=False, include_input=False)
            raise InvalidRequestError(
                "invalid_command", describe(list(errors), "commands")
            ) from None
        limit = bot.domain.settings.max_message_chars
        if body.text is not None and len(body.text) > limit:
            # the text goes into the window verbatim; hold it to the same limit as a message
            message = f"body.text: longer than the domain's limit of {limit} characters"
            raise InvalidRequestError("invalid_request", message)
        with tracing.from_headers(call.headers):
            reply = await turns.commands(
                session_id, commands, user, body.text, _idempotency_key(call)
            )
        return _reply_json(reply, prompt, _stored_text(bot, reply))

    async def rasa_webhook(call: Call) -> bytes:
        body: RasaIn = _read(call, RasaIn)
        requested = _id_param(_query(call, "user_id", "") or None, "user_id")
        user = call.principal.acts_for(requested)
        with tracing.from_headers(call.headers):
            reply = await turns.message(body.sender, body.message, user, _idempotency_key(call))
        return to_json([{"recipient_id": body.sender, "text": text} for text in reply.messages])

    handlers: dict[str, Handler] = {
        "messages": post_message,
        "commands": post_commands,
        "webhook": rasa_webhook,
    }

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


# serving lives in http_serve; these names stay importable from here
from .http_serve import serve  # noqa: E402
