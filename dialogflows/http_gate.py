"""What every request passes before an endpoint: the body limit, the caller, the rate limit.

Plain ASGI middleware rather than per-route dependencies: a refusal costs no routing, no
body read and no validation, and no endpoint can forget to ask. The order, outermost first,
is declared once in ``server.create_app``: CORS (a browser's preflight is answered before any
credentials are asked for) → ``Gate`` (authenticate, rate-limit) → ``BodyLimit`` → the app.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from .errors import StoreError
from .http_auth import Authenticator, TokenExpiredError, UnauthorizedError
from .http_limits import RateLimiter, retry_after

__all__ = ["OPEN_PATHS", "BodyLimit", "Gate", "error_body", "send_error"]

log = logging.getLogger("dialogflows.server")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: Answered without credentials and without counting against a rate limit.
OPEN_PATHS = frozenset({"/health", "/ready"})


def error_body(kind: str, message: str, **extra: Any) -> dict[str, Any]:
    return {"error": {"type": kind, "message": message, **extra}}


async def send_error(
    send: Send,
    status: int,
    kind: str,
    message: str,
    headers: list[tuple[bytes, bytes]] | None = None,
) -> None:
    """Answer in the API's error shape without touching the app."""
    body = json.dumps(error_body(kind, message)).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                *(headers or []),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class Gate:
    """Authenticate the caller and take a rate-limit token; the principal goes in
    ``scope["state"]["principal"]`` for the endpoints to decide whose sessions it reaches (and
    the headers it read, by lower-cased name, in ``scope["state"]["headers"]``)."""

    def __init__(
        self,
        app: ASGIApp,
        authenticator: Authenticator,
        limiter: RateLimiter | None,
        on_reject: Callable[[str], None],
    ) -> None:
        self.app = app
        self.auth = authenticator
        self.limiter = limiter
        self.on_reject = on_reject

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in OPEN_PATHS:
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        client = scope.get("client")
        address = client[0] if client else None
        # a middleware outside this one (the inspector's sign-in cookie) may have verified
        # the caller already; only server code writes scope["state"], never a request
        principal = scope.get("state", {}).get("principal")
        try:
            if principal is None:
                principal = self.auth.authenticate(headers, address)
        except UnauthorizedError as exc:
            # failed attempts count against the address, so keys cannot be guessed at speed
            if await self._limited(send, f"ip:{address or 'unknown'}"):
                return
            self.on_reject("unauthorized")
            kind = "token_expired" if isinstance(exc, TokenExpiredError) else "unauthorized"
            challenge = self.auth.challenge(exc).encode()
            await send_error(send, 401, kind, str(exc), [(b"www-authenticate", challenge)])
            return
        if await self._limited(send, principal.caller):
            return
        state = scope.setdefault("state", {})
        state["principal"] = principal
        state["headers"] = headers  # read once: the turn endpoints take them from here
        await self.app(scope, receive, send)

    async def _limited(self, send: Send, caller: str) -> bool:
        """Take a token for ``caller``; when there is none, answer 429 (or 503) and say so."""
        if self.limiter is None:
            return False
        try:
            wait = await self.limiter.take(caller)
        except StoreError as exc:
            log.warning("rate limit unavailable: %s", exc)
            await send_error(send, 503, "store", str(exc))
            return True
        if wait <= 0:
            return False
        self.on_reject("rate_limited")
        after = retry_after(wait)
        await send_error(
            send,
            429,
            "rate_limited",
            f"too many requests from this caller; retry after {after} s",
            [(b"retry-after", after.encode())],
        )
        return True


class BodyLimit:
    """Refuse bodies over ``limit`` bytes: by their declared length before reading, or as soon
    as a streamed body passes the limit."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = None
        for name, value in scope["headers"]:
            if name.lower() == b"content-length":
                declared = value
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await send_error(
                send, 413, "body_too_large", self._message(), [(b"connection", b"close")]
            )
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
