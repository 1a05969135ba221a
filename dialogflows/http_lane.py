"""The turn endpoints as plain ASGI, ahead of FastAPI's router: the path every turn takes.

A turn request is most of what a server answers, and FastAPI's machinery around an endpoint
(the router's matching, the exception middleware, the dependency solver's async exit stack,
a ``Request`` and a ``Response`` object, a wrapped ``send`` per layer) cost about a tenth of a
request's CPU for work the turn endpoints do not need: they read their body with pydantic's
JSON reader and write bytes pydantic-core serialized. ``TurnLane`` sits innermost among the
app's middleware, so a turn still passes CORS, the credentials, the rate limit and the body
limit (``http_gate``) exactly as every other request does; it answers the routes it knows
and hands every other request to FastAPI unchanged. The same handlers stay registered as
FastAPI routes (which call them through ``Call.of``), so /docs and /openapi.json describe
them and a request that reaches the router anyway gets the same answer.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Call", "Handler", "TurnLane", "turn_route"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: ``/sessions/{session_id}/messages`` and ``…/commands``: the id is any one path segment,
#: as FastAPI's ``{session_id}`` matches; the handler checks its form
_SESSION_ROUTE = re.compile(r"/sessions/([^/]+)/(messages|commands)")
WEBHOOK = "/webhooks/rest/webhook"

_JSON_HEAD = (b"content-type", b"application/json")


@dataclass(frozen=True, slots=True)
class Call:
    """What a turn handler reads of a request, however it arrived."""

    session_id: str | None
    query: bytes
    headers: dict[str, str]
    body: bytes
    principal: Any

    @classmethod
    async def of(cls, request: Any) -> Call:
        """From a Starlette request (the FastAPI route of the same endpoint)."""
        return cls(
            request.path_params.get("session_id"),
            request.scope.get("query_string", b""),
            dict(request.headers),
            await request.body(),
            request.scope["state"]["principal"],
        )


Handler = Callable[[Call], Awaitable[bytes]]
#: turns an exception into a whole response (``None``: not ours, let it propagate)
ErrorResponder = Callable[[Scope, Exception], Awaitable[Any]]


def turn_route(path: str) -> tuple[str, str | None] | None:
    """The handler name and the session id for a turn path, or None."""
    if path == WEBHOOK:
        return "webhook", None
    match = _SESSION_ROUTE.fullmatch(path)
    if match is None:
        return None
    return match.group(2), match.group(1)


class TurnLane:
    """Answer ``POST`` on the turn routes with ``handlers``; pass everything else on."""

    def __init__(
        self, app: ASGIApp, handlers: dict[str, Handler], on_error: ErrorResponder
    ) -> None:
        self.app = app
        self.handlers = handlers
        self.on_error = on_error

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        route = (
            turn_route(scope["path"])
            if scope["type"] == "http" and scope["method"] == "POST"
            else None
        )
        if route is None:
            await self.app(scope, receive, send)
            return
        name, session_id = route
        try:
            body = await _body(receive)
            if body is None:  # the client went away before sending it all
                return
            headers = scope["state"].get("headers")
            if headers is None:
                headers = {
                    k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]
                }
            call = Call(
                session_id, scope["query_string"], headers, body, scope["state"]["principal"]
            )
            answer = await self.handlers[name](call)
        except Exception as exc:
            response = await self.on_error(scope, exc)
            if response is None:
                raise
            await response(scope, receive, send)
            return
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [_JSON_HEAD, (b"content-length", str(len(answer)).encode())],
            }
        )
        await send({"type": "http.response.body", "body": answer})


async def _body(receive: Receive) -> bytes | None:
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return chunks[0] if len(chunks) == 1 else b"".join(chunks)
