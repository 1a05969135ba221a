"""Who is calling: bearer JWTs for people, API keys for servers, and whose sessions they reach.

A session is stored under (user, session id), so isolation needs no table of owners: a caller
only ever names keys under its own user. What this module decides is *which* user a request
acts for: a token's ``sub`` (another ``user_id`` is refused, 403), any user for an admin
token (``scope`` holding ``admin``) or an API key, any user for everyone on an open server.

Tokens are verified by PyJWT with the key chosen by the algorithm the server was configured
for (an HS256 secret is never tried as an RS256 key, nor the reverse). API keys are compared
by their SHA-256 against every listed hash in constant time; the key itself is never stored,
logged, or repeated in an error.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import DialogflowsError
from .http_settings import ID_RE, ServerSettings

#: how many verified tokens a server process remembers (the callers seen last)
VERIFIED_TOKENS = 4096

__all__ = ["Authenticator", "ForbiddenError", "Principal", "TokenExpiredError", "UnauthorizedError"]


class UnauthorizedError(DialogflowsError):
    """No credentials, or credentials that do not verify (HTTP 401).

    ``missing`` tells the two apart for the ``WWW-Authenticate`` challenge (RFC 6750 §3).
    """

    def __init__(self, message: str, *, missing: bool = False) -> None:
        super().__init__(message)
        self.missing = missing


class TokenExpiredError(UnauthorizedError):
    """A bearer token past its ``exp`` (HTTP 401): get a new one and send the request again."""


class ForbiddenError(DialogflowsError):
    """Valid credentials that may not do this (HTTP 403)."""


@dataclass(frozen=True, slots=True)
class Principal:
    """The verified caller of one request.

    Attributes:
        caller: a stable name for rate limits and logs (``user:alice``, ``key:billing``,
            ``ip:127.0.0.1``); never a secret.
        user: the user a token speaks for; None for API keys and open servers.
        admin: may act for any user.
    """

    caller: str
    user: str | None
    admin: bool

    def acts_for(self, requested: str | None) -> str | None:
        """The user a request acts for, given the ``user_id`` it names (or None).

        Raises:
            ForbiddenError: a user's token names another user.
        """
        if self.admin or self.user is None:
            return requested if requested is not None else self.user
        if requested is not None and requested != self.user:
            raise ForbiddenError(
                "this token acts for its own user only; a different user_id needs an admin token"
            )
        return self.user


class Authenticator:
    """Turns a request's headers into a ``Principal``, or refuses them."""

    def __init__(self, settings: ServerSettings) -> None:
        self.open = not settings.authenticated
        self._keys: dict[str, Any] = {}
        if settings.jwt_secret is not None or settings.jwt_public_key is not None:
            try:
                import jwt
            except ImportError:
                from .errors import MissingExtraError

                raise MissingExtraError("JWT authentication", "server") from None
            self._jwt: Any = jwt
            if settings.jwt_secret is not None:
                self._keys["HS256"] = settings.jwt_secret
            if settings.jwt_public_key is not None:
                self._keys["RS256"] = _public_key(jwt, settings.jwt_public_key)
        self._audience = settings.jwt_audience
        self._issuer = settings.jwt_issuer
        self._leeway = settings.jwt_leeway
        self._api_keys = [(key_id, bytes.fromhex(h)) for key_id, h in settings.api_keys.items()]
        #: tokens verified already -> (principal, not before, expiry): a client sends the same
        #: token on every request, and verifying it (PyJWT; RS256 more) cost 50-120 µs each
        self._verified: OrderedDict[str, tuple[Principal, float, float]] = OrderedDict()

    def challenge(self, exc: UnauthorizedError) -> str:
        """The ``WWW-Authenticate`` value of a 401."""
        if not self._keys:
            return 'ApiKey header="X-API-Key"'
        return "Bearer" if exc.missing else 'Bearer error="invalid_token"'

    def authenticate(self, headers: Mapping[str, str], client: str | None) -> Principal:
        """The caller behind these (lower-cased) headers.

        Raises:
            UnauthorizedError: missing, malformed, expired or unverifiable credentials.
        """
        if self.open:
            return Principal(caller=f"ip:{client or 'unknown'}", user=None, admin=True)
        authorization = headers.get("authorization")
        if authorization is not None and self._keys:
            scheme, _, token = authorization.partition(" ")
            if scheme.lower() != "bearer" or not token.strip():
                raise UnauthorizedError("the Authorization header must be 'Bearer <token>'")
            return self._verify(token.strip())
        api_key = headers.get("x-api-key")
        if api_key is not None and self._api_keys:
            return self._check_key(api_key)
        accepted = " or ".join(
            what
            for what, on in (
                ("'Authorization: Bearer <token>'", bool(self._keys)),
                ("'X-API-Key: <key>'", bool(self._api_keys)),
            )
            if on
        )
        raise UnauthorizedError(f"credentials required: send {accepted}", missing=True)

    def _verify(self, token: str) -> Principal:
        """A token verified before is taken from memory while its time window holds (its
        signature, audience and issuer cannot change: the string is the same); expiry and
        ``nbf`` are checked again on every request, exactly as PyJWT checks them."""
        known = self._verified.get(token)
        if known is not None:
            principal, not_before, expiry = known
            now = time.time()
            if now >= expiry + self._leeway:
                self._verified.pop(token, None)
                raise TokenExpiredError("the bearer token has expired")
            if now >= not_before - self._leeway:
                return principal
        principal, not_before, expiry = self._decode(token)
        self._verified[token] = (principal, not_before, expiry)
        while len(self._verified) > VERIFIED_TOKENS:
            self._verified.popitem(last=False)
        return principal

    def _decode(self, token: str) -> tuple[Principal, float, float]:
        jwt = self._jwt
        try:
            algorithm = jwt.get_unverified_header(token).get("alg")
        except jwt.PyJWTError:
            raise UnauthorizedError("the bearer token is not a JWT") from None
        key = self._keys.get(algorithm)
        if key is None:
            raise UnauthorizedError(
                f"tokens signed with {algorithm!r} are not accepted; "
                f"this server accepts {', '.join(self._keys)}"
            )
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                key,
                algorithms=[algorithm],
                audience=self._audience,
                issuer=self._issuer,
                leeway=self._leeway,
                options={"require": ["sub", "exp"], "verify_aud": self._audience is not None},
            )
        except jwt.ExpiredSignatureError:
            raise TokenExpiredError("the bearer token has expired") from None
        except jwt.ImmatureSignatureError:
            raise UnauthorizedError("the bearer token is not valid yet (nbf)") from None
        except jwt.InvalidAudienceError:
            raise UnauthorizedError("the bearer token is for another audience") from None
        except jwt.InvalidIssuerError:
            raise UnauthorizedError("the bearer token is from another issuer") from None
        except jwt.MissingRequiredClaimError as exc:
            raise UnauthorizedError(f"the bearer token has no {exc.claim!r} claim") from None
        except jwt.PyJWTError:
            raise UnauthorizedError("the bearer token's signature does not verify") from None
        user = claims["sub"]
        if not isinstance(user, str) or not _valid_user(user):
            raise UnauthorizedError(
                "the token's 'sub' is not a valid user id (1-128 letters, digits, _ . @ + ~ -)"
            )
        scope = claims.get("scope", "")
        scopes = scope.split() if isinstance(scope, str) else list(scope)
        principal = Principal(caller=f"user:{user}", user=user, admin="admin" in scopes)
        return principal, float(claims.get("nbf", float("-inf"))), float(claims["exp"])

    def _check_key(self, presented: str) -> Principal:
        digest = hashlib.sha256(presented.encode("utf-8", errors="surrogateescape")).digest()
        found = None
        for key_id, stored in self._api_keys:  # every hash, so the time says nothing
            if hmac.compare_digest(digest, stored) and found is None:
                found = key_id
        if found is None:
            raise UnauthorizedError("the API key is not valid")
        return Principal(caller=f"key:{found}", user=None, admin=True)


def _valid_user(user: str) -> bool:
    return ID_RE.fullmatch(user) is not None


def _public_key(jwt: Any, pem: bytes) -> Any:
    """Parse the PEM once, at start, so that a bad key file fails before anything listens."""
    try:
        from cryptography.hazmat.primitives.serialization import load_pem_public_key
    except ImportError:
        from .errors import MissingExtraError

        raise MissingExtraError("RS256 tokens", "server") from None
    try:
        return load_pem_public_key(pem)
    except ValueError as exc:
        raise DialogflowsError(f"the JWT public key is not a PEM public key: {exc}") from None
