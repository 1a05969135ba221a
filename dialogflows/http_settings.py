"""What an HTTP server is configured with, in one typed object any front end can build.

``ServerSettings`` is what ``create_app`` and ``serve`` take; the CLI's flags (and any other
CLI) only map onto ``ServerSettings.from_options``. Reading secrets from files and the
environment happens here, once, before anything listens, so a missing file or a malformed
line is an error naming that file and line, not a server that answers 500.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import DialogflowsError

__all__ = ["ID_PATTERN", "LOOPBACK_HOSTS", "RateLimit", "ServerSettings", "hash_api_key"]

#: Session and user ids: letters, digits and ``_ . @ + ~ -``, starting with a letter, digit or
#: underscore. No ``:`` or ``/``, so that two different (user, session) pairs can never name the
#: same stored session and an id never needs escaping in a URL.
ID_PATTERN = r"^\w[\w.@+~-]{0,127}$"
ID_RE = re.compile(ID_PATTERN)

#: Hosts that only this machine can reach: the one place a server may run without credentials.
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})

#: The shortest HMAC secret accepted: RFC 7518 §3.2 wants at least the hash's size (HS256).
MIN_SECRET_BYTES = 32

ENV_JWT_SECRET = "DIALOGFLOWS_JWT_SECRET"
ENV_API_KEYS_FILE = "DIALOGFLOWS_API_KEYS_FILE"

_RATE = re.compile(r"^\s*(\d+)\s*/\s*(\d*)\s*(s|sec|second|m|min|minute|h|hour)\s*$")
_UNITS = {"s": 1, "sec": 1, "second": 1, "m": 60, "min": 60, "minute": 60, "h": 3600, "hour": 3600}
_KEY_LINE = re.compile(r"^([\w.@+~-]{1,64})\s*:\s*([0-9a-fA-F]{64})$")


def hash_api_key(key: str) -> str:
    """The line's right-hand side for ``key``: its SHA-256, in hex (what ``sha256sum`` prints)."""
    return hashlib.sha256(key.encode()).hexdigest()


@dataclass(frozen=True)
class RateLimit:
    """``count`` requests per ``seconds`` for each caller, as a token bucket: a caller may
    spend the whole allowance at once and then gets one more every ``seconds / count``."""

    count: int
    seconds: float

    @classmethod
    def parse(cls, text: str) -> RateLimit:
        """``20/s``, ``600/min``, ``100/10s``, ``5000/h`` → a RateLimit; anything else is an
        error that shows the accepted forms."""
        m = _RATE.match(text)
        if m is None or int(m.group(1)) < 1 or m.group(2) == "0":
            raise DialogflowsError(
                f"invalid rate limit {text!r}: write COUNT/PERIOD, e.g. 20/s, 600/min, 100/10s"
            )
        return cls(int(m.group(1)), int(m.group(2) or 1) * _UNITS[m.group(3)])

    @property
    def per_second(self) -> float:
        return self.count / self.seconds

    def __str__(self) -> str:
        return f"{self.count}/{self.seconds:g}s"


@dataclass(frozen=True)
class ServerSettings:
    """Authentication, limits and observability of one HTTP app.

    With neither a JWT key nor API keys the server is *open*: every caller may act for any
    user. ``serve`` allows that only on a loopback address unless ``no_auth`` says it is meant.

    Attributes:
        jwt_secret: the HS256 secret (at least 32 bytes).
        jwt_public_key: a PEM public key for RS256 tokens.
        jwt_audience: when set, a token's ``aud`` must name it.
        jwt_issuer: when set, a token's ``iss`` must be it.
        jwt_leeway: seconds of clock skew allowed on ``exp`` and ``nbf``.
        api_keys: key id → SHA-256 hex of the key, for ``X-API-Key`` callers.
        no_auth: serve open on any address (a proxy in front authenticates).
        cors_origins: origins a browser page may call from (``*`` for any).
        rate_limit: per caller; None for no limit.
        rate_limit_redis: a Redis URL; the limit is then shared by every process using it.
        max_body_bytes: larger request bodies are refused with 413.
        metrics: serve ``/metrics`` in the Prometheus text format.
        turns_on_loop: run a turn on the event loop when its understander and store are
            quick (``runs_on_loop``, ``on_loop``; synchronous actions still run in a
            thread); False hands every turn to a worker thread, e.g. for a SQLite file on
            a network disk whose writes may stall.
    """

    jwt_secret: bytes | None = None
    jwt_public_key: bytes | None = None
    jwt_audience: str | None = None
    jwt_issuer: str | None = None
    jwt_leeway: float = 0.0
    api_keys: Mapping[str, str] = field(default_factory=dict)
    no_auth: bool = False
    cors_origins: tuple[str, ...] = ()
    rate_limit: RateLimit | None = None
    rate_limit_redis: str | None = None
    max_body_bytes: int = 64 * 1024
    metrics: bool = True
    turns_on_loop: bool = True

    def __post_init__(self) -> None:
        if self.jwt_secret is not None and len(self.jwt_secret) < MIN_SECRET_BYTES:
            raise DialogflowsError(
                f"the JWT secret is {len(self.jwt_secret)} bytes; HS256 needs at least "
                f"{MIN_SECRET_BYTES} (e.g. python -c 'import secrets; print(secrets.token_hex(32))')"
            )
        for key_id, digest in self.api_keys.items():
            if not re.fullmatch(r"[0-9a-f]{64}", digest):
                raise DialogflowsError(f"API key {key_id!r}: the hash is not 64 hex digits")

    @property
    def authenticated(self) -> bool:
        """Whether requests must carry credentials."""
        return bool(self.jwt_secret or self.jwt_public_key or self.api_keys)

    @classmethod
    def from_options(
        cls,
        *,
        jwt_secret_file: str | Path | None = None,
        jwt_public_key_file: str | Path | None = None,
        api_keys_file: str | Path | None = None,
        rate_limit: str | None = None,
        environ: Mapping[str, str] | None = None,
        **fields: object,
    ) -> ServerSettings:
        """Settings from the names a command line uses: files, ``20/s``, and the environment
        (``DIALOGFLOWS_JWT_SECRET``, ``DIALOGFLOWS_API_KEYS_FILE``) where a flag is absent.

        Other keyword arguments are fields of ``ServerSettings`` (``cors_origins``, ``no_auth``…).
        """
        env = os.environ if environ is None else environ
        secret = None
        if jwt_secret_file is not None:
            secret = _read(jwt_secret_file, "JWT secret").strip()
        elif env.get(ENV_JWT_SECRET):
            secret = env[ENV_JWT_SECRET].encode()
        public_key = None
        if jwt_public_key_file is not None:
            public_key = _read(jwt_public_key_file, "JWT public key")
        keys_file = api_keys_file if api_keys_file is not None else env.get(ENV_API_KEYS_FILE)
        api_keys = read_api_keys(keys_file) if keys_file else {}
        origins: Any = fields.get("cors_origins")
        if origins is not None:
            fields["cors_origins"] = tuple(origins)
        return cls(
            jwt_secret=secret,
            jwt_public_key=public_key,
            api_keys=api_keys,
            rate_limit=RateLimit.parse(rate_limit) if rate_limit else None,
            **fields,  # type: ignore[arg-type]
        )


def read_api_keys(path: str | Path) -> dict[str, str]:
    """``key_id: sha256-hex`` per line; blank lines and ``#`` comments are skipped."""
    text = _read(path, "API keys").decode("utf-8", errors="replace")
    keys: dict[str, str] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _KEY_LINE.match(line)
        if m is None:
            # the line may hold a raw key by mistake: never repeat it
            raise DialogflowsError(
                f"{path}:{number}: expected 'key_id: <sha256 of the key, 64 hex digits>'"
            )
        if m.group(1) in keys:
            raise DialogflowsError(f"{path}:{number}: key id {m.group(1)!r} is listed twice")
        keys[m.group(1)] = m.group(2).lower()
    if not keys:
        raise DialogflowsError(f"{path}: no API keys in the file")
    return keys


def _read(path: str | Path, what: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise DialogflowsError(f"cannot read the {what} file {path}: {exc.strerror}") from None
