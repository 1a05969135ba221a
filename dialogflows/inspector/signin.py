"""Signing a browser in to the inspector: a credential pasted once, then a signed cookie.

A browser cannot add an ``Authorization`` header to a page load, a ``<script>`` tag or an
``EventSource``, so on a server that asks for credentials the inspector offers a sign-in form
(``/inspect/login``). What is pasted there (a JWT, or an API key) is checked by the server's
own ``Authenticator``, exactly as a header would be, and never kept: the browser gets a
cookie that names the caller it proved to be, signed with a key this process made for itself
(HS256 through PyJWT), so it cannot be forged or edited, and that expires no later than the
token it came from (and within ``MAX_SIGN_IN`` for API keys, which do not expire).

The cookie is HttpOnly (no script reads it), ``SameSite=Strict`` (no other site's page
sends it), ``Secure`` unless the page is on a loopback address over plain HTTP, and scoped to
``/inspect``: the JSON API beside the page still takes headers only. A state-changing request
made with the cookie must also carry the cookie's CSRF token in ``X-CSRF-Token`` (the page
reads it from its own HTML) and, when the browser sends an ``Origin``, come from the page's
own origin. Signing out forgets the cookie in the browser and in this process.

``SignInGate`` is plain ASGI middleware outside the server's ``Gate``: it answers the sign-in
and sign-out itself, and for any other inspector request with a valid cookie puts the caller
in ``scope["state"]["principal"]``, which the ``Gate`` then takes as verified (rate limits
still apply). A cookie that does not verify is a 401; the page itself sends the browser to
the sign-in form instead.
"""

from __future__ import annotations

import hmac
import json
import secrets
import time
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

from ..http_auth import Authenticator, Principal, TokenExpiredError, UnauthorizedError
from ..http_limits import MemoryRateLimiter, retry_after
from ..http_settings import LOOPBACK_HOSTS, RateLimit, ServerSettings
from .labels import Labels

__all__ = ["COOKIE", "MAX_SIGN_IN", "SignIn", "SignInGate"]

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

COOKIE = "dialogflows_inspect"
#: the longest a sign-in lasts, whatever the credential (seconds)
MAX_SIGN_IN = 8 * 3600
#: failed sign-ins allowed per address, as a token bucket (an API key must not be guessable)
FAILED_SIGN_INS = RateLimit(10, 60)
_AUDIENCE = "dialogflows-inspector"
_SAFE = frozenset({"GET", "HEAD", "OPTIONS"})
_MAX_FORM = 16 * 1024


@dataclass(frozen=True)
class SignedIn:
    """A verified cookie: who the browser acts as, its CSRF token, and when it ends."""

    principal: Principal
    csrf: str
    expires: int


class SignIn:
    """Issues and checks the inspector's cookies for one app.

    Args:
        settings: the server's (the same credentials as its ``Authenticator`` accepts).
        key: the signing key; a fresh random one by default (sign-ins end with the process).
        clock: seconds since the epoch (tests pass their own).
    """

    def __init__(
        self,
        settings: ServerSettings,
        *,
        key: bytes | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        import jwt

        self._jwt: Any = jwt
        self.auth = Authenticator(settings)
        self.accepts_tokens = settings.jwt_secret is not None or settings.jwt_public_key is not None
        self.accepts_keys = bool(settings.api_keys)
        self._key = key if key is not None else secrets.token_bytes(32)
        self._clock = clock
        self._signed_out: dict[str, int] = {}  # csrf id → expiry, until it would expire anyway

    def now(self) -> int:
        return int(self._clock())

    def check(self, credential: str, address: str | None) -> tuple[Principal, int]:
        """The caller a pasted credential proves, and when its sign-in must end.

        Raises:
            UnauthorizedError: the server's own refusal (expired, bad signature, unknown key).
        """
        credential = credential.strip()
        if not credential:
            raise UnauthorizedError("paste a token or an API key", missing=True)
        looks_like_jwt = credential.count(".") == 2
        if self.accepts_tokens and (looks_like_jwt or not self.accepts_keys):
            principal = self.auth.authenticate({"authorization": f"Bearer {credential}"}, address)
            claims = self._jwt.decode(credential, options={"verify_signature": False})
            limit = int(claims["exp"])  # verified just above, and required there
        else:
            principal = self.auth.authenticate({"x-api-key": credential}, address)
            limit = 1 << 62
        now = int(self._clock())
        return principal, min(limit, now + MAX_SIGN_IN)

    def issue(self, principal: Principal, expires: int) -> str:
        """The cookie's value for ``principal`` until ``expires`` (seconds since the epoch)."""
        claims: dict[str, Any] = {
            "adm": principal.admin,
            "clr": principal.caller,
            "csrf": secrets.token_urlsafe(24),
            "aud": _AUDIENCE,
            "iat": int(self._clock()),
            "exp": int(expires),
        }
        if principal.user is not None:  # an API key acts for no one user
            claims["sub"] = principal.user
        token: str = self._jwt.encode(claims, self._key, algorithm="HS256")
        return token

    def verify(self, value: str) -> SignedIn:
        """The sign-in a cookie carries.

        Raises:
            TokenExpiredError: it was good, and has expired.
            UnauthorizedError: it was not made here, was changed, or was signed out.
        """
        jwt = self._jwt
        try:
            claims = jwt.decode(
                value,
                self._key,
                algorithms=["HS256"],
                audience=_AUDIENCE,
                options={"require": ["exp", "csrf", "clr"], "verify_iat": False},
                leeway=0,
                # PyJWT reads the time itself; a test clock is checked just below
            )
        except jwt.ExpiredSignatureError:
            raise TokenExpiredError("your sign-in to the inspector has expired") from None
        except jwt.PyJWTError:
            raise UnauthorizedError("the inspector's sign-in cookie does not verify") from None
        if int(claims["exp"]) <= self._clock():
            raise TokenExpiredError("your sign-in to the inspector has expired")
        if claims["csrf"] in self._signed_out:
            raise UnauthorizedError("this sign-in was signed out")
        user = claims.get("sub")
        principal = Principal(
            caller=str(claims["clr"]),
            user=user if isinstance(user, str) else None,
            admin=bool(claims.get("adm")),
        )
        return SignedIn(principal, str(claims["csrf"]), int(claims["exp"]))

    def sign_out(self, signed: SignedIn) -> None:
        now = self._clock()
        self._signed_out = {k: e for k, e in self._signed_out.items() if e > now}
        self._signed_out[signed.csrf] = signed.expires


class SignInGate:
    """ASGI middleware for the inspector's paths on a server that asks for credentials.

    Args:
        app: the rest of the app (CORS → Gate → … → the routes).
        signin: the cookie issuer.
        prefix: where the inspector is mounted (``/inspect``).
        render: renders the sign-in page: (next path, message or None) → HTML.
        labels: the page's words (the refusals are said in the domain's language).
    """

    def __init__(
        self,
        app: ASGIApp,
        signin: SignIn,
        prefix: str,
        render: Callable[[str, str | None], str],
        labels: Labels,
    ) -> None:
        self.app = app
        self.signin = signin
        self.prefix = prefix
        self.login = prefix + "/login"
        self.logout = prefix + "/logout"
        self.render = render
        self.labels = labels
        self.failures = MemoryRateLimiter(FAILED_SIGN_INS)
        self._blocked: dict[str, float] = {}  # address → until when its sign-ins are refused

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] != "http" or not (
            path == self.prefix or path.startswith(self.prefix + "/")
        ):
            await self.app(scope, receive, send)
            return
        request = _Request(scope)
        if path == self.login:
            await self._login(request, receive, send)
            return
        if path == self.logout:
            await self._logout(request, receive, send)
            return
        if request.header("authorization") is not None or request.header("x-api-key") is not None:
            await self.app(scope, receive, send)  # a header's credentials: the Gate decides
            return
        cookie = request.cookie(COOKIE)
        page = scope["method"] in ("GET", "HEAD") and path in (self.prefix, self.prefix + "/")
        if cookie is None:
            if page:
                await _redirect(send, self._to_login(request, None))
                return
            await self.app(scope, receive, send)  # the Gate answers 401 and says what to send
            return
        try:
            signed = self.signin.verify(cookie)
        except UnauthorizedError as exc:
            expired = isinstance(exc, TokenExpiredError)
            if page:
                why = "expired" if expired else "invalid"
                await _redirect(send, self._to_login(request, why), clear=self._clear(request))
                return
            kind = "token_expired" if expired else "unauthorized"
            await _json(send, 401, kind, f"{exc}; sign in again at {self.login}")
            return
        if scope["method"] not in _SAFE:
            refusal = self._forged(request, signed)
            if refusal is not None:
                await _json(send, 403, "forbidden", refusal)
                return
        state = scope.setdefault("state", {})
        state["principal"] = signed.principal
        state["csrf"] = signed.csrf
        state["signed_until"] = signed.expires  # an open event stream ends then too
        await self.app(scope, receive, send)

    # -- the sign-in and sign-out --------------------------------------------------------

    async def _login(self, request: _Request, receive: Receive, send: Send) -> None:
        method = request.scope["method"]
        if method in ("GET", "HEAD"):
            why = request.query("why")
            message = self.labels[f"signin_{why}"] if why in ("expired", "invalid") else None
            await _html(send, 200, self.render(_next(request.query("next"), self.prefix), message))
            return
        if method != "POST":
            await _json(send, 405, "method_not_allowed", "sign in with GET (the form) or POST")
            return
        if not request.same_origin():
            await _json(send, 403, "forbidden", "a sign-in must come from the inspector's own page")
            return
        form = await _form(receive)
        if form is None:
            await _json(send, 413, "body_too_large", "the sign-in form is too large")
            return
        target = _next(form.get("next"), self.prefix)
        address = f"ip:{request.address or 'unknown'}"
        # after too many failures from one address, nothing it pastes is even checked
        wait = self._blocked.get(address, 0.0) - time.monotonic()
        if wait > 0:
            after = retry_after(wait)
            message = self.labels.fill("signin_wait", seconds=after)
            await _html(send, 429, self.render(target, message), [(b"retry-after", after)])
            return
        try:
            principal, expires = self.signin.check(form.get("credential", ""), request.address)
        except UnauthorizedError as exc:
            wait = await self.failures.take(address)
            if wait > 0:
                self._blocked = {a: t for a, t in self._blocked.items() if t > time.monotonic()}
                self._blocked[address] = time.monotonic() + wait
            message = self.labels.fill("signin_refused", reason=str(exc))
            await _html(send, 401, self.render(target, message))
            return
        value = self.signin.issue(principal, expires)
        max_age = max(0, expires - self.signin.now())
        await _redirect(send, target, cookie=self._cookie(request, value, max_age))

    async def _logout(self, request: _Request, receive: Receive, send: Send) -> None:
        if request.scope["method"] != "POST":
            await _json(send, 405, "method_not_allowed", "sign out with POST")
            return
        form = await _form(receive)
        cookie = request.cookie(COOKIE)
        if cookie is not None and form is not None:
            try:
                signed = self.signin.verify(cookie)
            except UnauthorizedError:
                signed = None
            if signed is not None:
                token = form.get("csrf", "")
                if not request.same_origin() or not hmac.compare_digest(token, signed.csrf):
                    await _json(send, 403, "forbidden", "sign out from the inspector's own page")
                    return
                self.signin.sign_out(signed)
        await _redirect(send, self.login, clear=self._clear(request))

    # -- pieces --------------------------------------------------------------------------

    def _forged(self, request: _Request, signed: SignedIn) -> str | None:
        """Why a state-changing request made with the cookie is refused, or None."""
        if not request.same_origin():
            return "this request comes from another site's page"
        token = request.header("x-csrf-token")
        if token is None:
            return "the X-CSRF-Token header is missing (send the token the page carries)"
        if not hmac.compare_digest(token, signed.csrf):
            return "the X-CSRF-Token header does not match this sign-in"
        return None

    def _to_login(self, request: _Request, why: str | None) -> str:
        here = request.scope["path"] + (
            "?" + request.scope["query_string"].decode("latin-1")
            if request.scope.get("query_string")
            else ""
        )
        target = f"{self.login}?next={quote(here, safe='')}"
        return target + (f"&why={why}" if why else "")

    def _cookie(self, request: _Request, value: str, max_age: int) -> str:
        secure = "; Secure" if request.secure() else ""
        return (
            f"{COOKIE}={value}; Path={self.prefix}; Max-Age={max_age}; HttpOnly; "
            f"SameSite=Strict{secure}"
        )

    def _clear(self, request: _Request) -> str:
        return self._cookie(request, "", 0)


class _Request:
    """The little of an ASGI request the gate reads (no framework on this path)."""

    def __init__(self, scope: Scope) -> None:
        self.scope = scope
        self._headers: dict[str, str] = {}
        for k, v in scope["headers"]:
            self._headers.setdefault(k.decode("latin-1").lower(), v.decode("latin-1"))
        client = scope.get("client")
        self.address: str | None = client[0] if client else None

    def header(self, name: str) -> str | None:
        return self._headers.get(name)

    def query(self, name: str) -> str | None:
        values = parse_qs(self.scope.get("query_string", b"").decode("latin-1")).get(name)
        return values[0] if values else None

    def cookie(self, name: str) -> str | None:
        for part in self._headers.get("cookie", "").split(";"):
            key, _, value = part.strip().partition("=")
            if key == name and value:
                return value
        return None

    def host(self) -> str:
        return self._headers.get("host", "")

    def secure(self) -> bool:
        """Whether the cookie must be ``Secure``: always, except plain HTTP on loopback."""
        if self.scope.get("scheme") == "https":
            return True
        name = urlsplit("//" + self.host()).hostname or ""
        return name not in LOOPBACK_HOSTS

    def same_origin(self) -> bool:
        """No ``Origin`` (not sent by a browser), or the page's own."""
        origin = self.header("origin")
        if origin is None:
            return True
        parts = urlsplit(origin)
        return parts.netloc == self.host() and parts.scheme in ("http", "https")


def _next(value: str | None, prefix: str) -> str:
    """Where to go after signing in: a path of the inspector's own, never another site."""
    if (
        value
        and value.startswith(prefix)
        and all(33 <= ord(ch) < 127 and ch != "\\" for ch in value)  # one plain URL path
    ):
        rest = value[len(prefix) :]
        if rest == "" or rest[0] in "/?":
            return value
    return prefix


async def _form(receive: Receive) -> dict[str, str] | None:
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if len(body) > _MAX_FORM:
            return None
        if not message.get("more_body"):
            break
    parsed = parse_qs(body.decode("utf-8", errors="replace"), keep_blank_values=True)
    return {k: v[0] for k, v in parsed.items()}


async def _send(
    send: Send, status: int, kind: bytes, body: bytes, headers: list[tuple[bytes, bytes]]
) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", kind),
                (b"content-length", str(len(body)).encode()),
                (b"cache-control", b"no-store"),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


async def _html(
    send: Send, status: int, html: str, headers: list[tuple[bytes, str]] | None = None
) -> None:
    extra = [(k, v.encode("latin-1")) for k, v in headers or []]
    await _send(send, status, b"text/html; charset=utf-8", html.encode("utf-8"), extra)


async def _json(send: Send, status: int, kind: str, message: str) -> None:
    body = json.dumps({"error": {"type": kind, "message": message}}).encode()
    await _send(send, status, b"application/json", body, [])


async def _redirect(
    send: Send, location: str, *, cookie: str | None = None, clear: str | None = None
) -> None:
    headers = [(b"location", location.encode("latin-1"))]
    for value in (cookie, clear):
        if value is not None:
            headers.append((b"set-cookie", value.encode("latin-1")))
    await _send(send, 303, b"text/plain; charset=utf-8", b"", headers)
