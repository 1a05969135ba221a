"""The turn endpoints' handlers, shared by the plain-ASGI lane and the FastAPI routes.

A turn request (a message, commands, Rasa's webhook) is read by hand from a ``Call``: the
path's session id, ``?prompt=``, the JSON body through pydantic's own reader, the
``Idempotency-Key``. The turn runs through ``Turns`` (one hop to a worker thread for a
synchronous bot) and the reply is serialized once by pydantic-core, embedding the state's
JSON as the store wrote it. ``http_lane.TurnLane`` calls these handlers ahead of FastAPI's
router; ``server.create_app`` registers the same ones as routes, for the OpenAPI
description. Errors are raised as ``DialogflowsError``s; the app's handlers shape them.
"""

from __future__ import annotations

import asyncio
import inspect
import re
import time
from functools import partial
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import to_json

from . import tracing
from .commands import parse_commands
from .errors import ConflictError, DialogflowsError, StoreError
from .http_errors import InvalidRequestError, describe
from .http_lane import Call, Handler
from .http_metrics import Metrics
from .http_settings import ID_PATTERN, ID_RE
from .state import session_key
from .stores.on_loop import quick

if TYPE_CHECKING:
    from .dispatcher import Dispatcher, Reply

__all__ = [
    "IDEMPOTENCY_KEY_PATTERN",
    "CommandsIn",
    "MessageIn",
    "RasaIn",
    "Turns",
    "id_param",
    "query_value",
    "reply_json",
    "turn_handlers",
]

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


_TRUE = frozenset({"1", "true", "on", "yes"})
_FALSE = frozenset({"0", "false", "off", "no", ""})


def id_param(value: str | None, name: str) -> str | None:
    if value is not None and ID_RE.fullmatch(value) is None:
        message = f"{name}: an id is 1-128 letters, digits or _ . @ + ~ - (no ':' or '/')"
        raise InvalidRequestError("invalid_request", message)
    return value


def _turn_params(call: Call) -> tuple[str, bool]:
    """The session id and ``?prompt=``, read by hand on the turn endpoints: FastAPI's
    parameter machinery cost a tenth of a request there, for two values."""
    session_id = id_param(call.session_id, "path.session_id")
    assert session_id is not None
    raw = query_value(call, "prompt", "false").lower()
    if raw not in _TRUE and raw not in _FALSE:
        raise InvalidRequestError("invalid_request", "query.prompt: expected true or false")
    return session_id, raw in _TRUE


def query_value(call: Call, name: str, default: str) -> str:
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


class Turns:
    """Runs turns for the endpoints: the fastest safe way into the dispatcher, plus metrics.

    Three ways, decided per request (actions may be registered after the app is built):

    - **On the loop** (``bot.ahandle``) when the understander reads from memory
      (``runs_on_loop``, the rules) and the store's calls are quick (``on_loop``: memory,
      SQLite). Nothing waits there: a synchronous action runs in a worker thread while the
      loop serves other requests (``ActionRun.acall``), and a store call that would wait for
      a lock is made again in a thread (``stores/on_loop.py``). Handing every turn to a
      thread cost about a tenth of a millisecond of CPU a request, as much as a save.
      Commands given directly (``bot.aapply``) need only the quick store.
    - **In one worker thread** (``bot.handle``, ``bot.apply``) when the understander and
      every action are synchronous otherwise (a model, a Redis store): one hop for the
      whole turn rather than one per store call.
    - ``bot.ahandle`` for anything asynchronous.
    """

    def __init__(self, bot: Dispatcher, metrics: Metrics | None, on_loop: bool = True) -> None:
        self.bot = bot
        self.metrics = metrics
        self.on_loop = on_loop

    def _sync(self) -> bool:
        bot = self.bot
        understander: Any = bot.understander
        if not callable(getattr(understander, "understand", None)):
            return False
        return not any(inspect.iscoroutinefunction(fn) for fn in bot.actions.values())

    def _looped(self, understands: bool = True) -> bool:
        """The turn may run on the event loop: a quick store, and a quick understander if
        the turn ``understands`` (commands given directly are not read)."""
        return (
            self.on_loop
            and quick(self.bot.store)
            and (not understands or getattr(self.bot.understander, "runs_on_loop", False) is True)
        )

    async def message(
        self, session_id: str, text: str, user_id: str | None, turn_id: str | None
    ) -> Reply:
        if not self._looped() and self._sync():
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
        if self._looped(understands=False):
            applied = self.bot.aapply(session_id, commands, user_id, text, turn_id=turn_id)
            return await self._timed(applied)
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


def reply_json(
    reply: Reply,
    with_prompt: bool,
    stored: str | bytes | None = None,
    stored_events: str | None = None,
) -> bytes:
    """The turn's answer, serialized by pydantic-core straight from the models (no dicts of
    dicts in between: a fifth of a request's time went to ``model_dump`` + ``json.dumps``).
    ``stored`` is the state's JSON as the store just wrote it (``stored_text``), embedded
    as it is rather than serialized a second time (the state is most of a reply);
    ``stored_events`` likewise the events' JSON array."""
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
        stored_events.encode() if stored_events is not None else to_json(reply.events),
        b',"commands":',
        to_json(reply.commands),
    ]
    if with_prompt:
        parts += [b',"prompt":', to_json(reply.prompt)]
    parts.append(b"}")
    return b"".join(parts)


def stored_text(bot: Dispatcher, reply: Reply) -> str | bytes | None:
    """The state's JSON as the bot's store saved it, if the store keeps it (SQLite, Redis)."""
    stored_text = getattr(bot.store, "stored_text", None)
    if stored_text is None:
        return None
    state = reply.state
    text: str | bytes | None = stored_text(session_key(state.user_id, state.session_id), state)
    return text


def stored_events(bot: Dispatcher, reply: Reply) -> str | None:
    """The turn's events' JSON array as the store saved it, if it keeps it and the turn
    saved them at once (SQLite, Redis)."""
    stored_events = getattr(bot.store, "stored_events", None)
    if stored_events is None or not reply.events:
        return None
    state = reply.state
    key = session_key(state.user_id, state.session_id)
    text: str | None = stored_events(key, state, reply.events)
    return text


def _answer(bot: Dispatcher, reply: Reply, prompt: bool) -> bytes:
    return reply_json(reply, prompt, stored_text(bot, reply), stored_events(bot, reply))


def turn_handlers(bot: Dispatcher, turns: Turns) -> dict[str, Handler]:
    """The three turn handlers by the name ``http_lane.turn_route`` gives their path."""

    async def post_message(call: Call) -> bytes:
        session_id, prompt = _turn_params(call)
        body: MessageIn = _read(call, MessageIn)
        user = call.principal.acts_for(body.user_id)
        with tracing.from_headers(call.headers):
            reply = await turns.message(session_id, body.text, user, _idempotency_key(call))
        return _answer(bot, reply, prompt)

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
        return _answer(bot, reply, prompt)

    async def rasa_webhook(call: Call) -> bytes:
        body: RasaIn = _read(call, RasaIn)
        requested = id_param(query_value(call, "user_id", "") or None, "user_id")
        user = call.principal.acts_for(requested)
        with tracing.from_headers(call.headers):
            reply = await turns.message(body.sender, body.message, user, _idempotency_key(call))
        return to_json([{"recipient_id": body.sender, "text": text} for text in reply.messages])

    return {
        "messages": post_message,
        "commands": post_commands,
        "webhook": rasa_webhook,
    }
