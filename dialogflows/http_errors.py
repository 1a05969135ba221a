"""How errors look over HTTP: one shape, a stable ``type`` per kind, a status per kind.

``{"error": {"type": ..., "message": ...}}`` for everything: a ``DialogflowsError`` a client
caused is a 4xx, an unreachable store a 503, a session changed by another process faster than
the retries could absorb a 409, an LLM that failed a 502. Every ``type`` is listed in
docs/http.md, and a test keeps that table and this module in step. Messages never repeat
what the request held.
"""

from __future__ import annotations

import re
from typing import Any

from .errors import (
    ConflictError,
    DialogflowsError,
    OutcomeUnknownError,
    StoreError,
    UnknownFlowError,
    UnknownSlotError,
)
from .http_auth import ForbiddenError, UnauthorizedError
from .llm_client import LLMError

__all__ = ["ERROR_TYPES", "InvalidRequestError", "describe", "error_type", "status_of"]

#: Every ``type`` an error answer can carry besides a ``DialogflowsError``'s own name (400);
#: docs/http.md lists each, and tests/test_http_errors_doc.py keeps the two in step.
ERROR_TYPES = frozenset(
    {
        "unauthorized",
        "token_expired",
        "forbidden",
        "cors_refused",
        "not_found",
        "method_not_allowed",
        "conflict",
        "body_too_large",
        "invalid_json",
        "invalid_request",
        "invalid_command",
        "unknown_flow",
        "unknown_slot",
        "rate_limited",
        "internal",
        "llm",
        "store",
        "corrupt_state",
        "outcome_unknown",
    }
)


class InvalidRequestError(DialogflowsError):
    """A request the endpoint cannot read: bad JSON, a wrong field, an id out of the alphabet.

    ``kind`` is the error type sent (``invalid_json``, ``invalid_request``, ``invalid_command``).
    """

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class SessionNotFoundError(DialogflowsError):
    """An authenticated caller named a session that does not exist for its user (404)."""


def error_type(exc: BaseException) -> str:
    """``UnknownSlotError`` → ``unknown_slot``: a stable code clients can switch on."""
    if isinstance(exc, InvalidRequestError):
        return exc.kind
    if isinstance(exc, SessionNotFoundError):
        return "not_found"
    name = type(exc).__name__.removesuffix("Error") or "error"
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def status_of(exc: DialogflowsError) -> int:
    if isinstance(exc, InvalidRequestError | UnknownFlowError | UnknownSlotError):
        return 422
    if isinstance(exc, UnauthorizedError):
        return 401
    if isinstance(exc, ForbiddenError):
        return 403
    if isinstance(exc, SessionNotFoundError):
        return 404
    if isinstance(exc, ConflictError):
        return 409
    if isinstance(exc, StoreError):
        return 503
    if isinstance(exc, LLMError):
        return 502
    return 400


def message_of(exc: DialogflowsError) -> str:
    """What the client reads: what happened and what to do about it."""
    if isinstance(exc, OutcomeUnknownError):
        return str(exc)  # it says to retry with the same Idempotency-Key
    if isinstance(exc, StoreError):
        return f"the session store is unavailable, nothing was changed: {exc}"
    if isinstance(exc, ConflictError):
        return f"{exc}; retry the request"
    return str(exc)


def describe(errors: list[Any], prefix: str = "") -> str:
    """Pydantic errors as one line, without echoing the input that caused them."""
    parts = []
    for err in errors:
        loc = tuple(str(p) for p in err.get("loc", ()))
        kind = err.get("type")
        if kind == "json_invalid":
            # jiter's reason names a position, never the content: "recursion limit exceeded
            # at line 1 column 209", "invalid unicode code point", "lone leading surrogate"
            reason = str(err.get("ctx", {}).get("error", "")).strip()
            parts.append("the body is not valid JSON" + (f": {reason}" if reason else ""))
            continue
        if loc in ((), ("body",)) and kind in ("model_type", "model_attributes_type", "dict_type"):
            parts.append("the body must be a JSON object sent as Content-Type: application/json")
            continue
        msg = err.get("msg", "invalid")
        if kind == "string_pattern_mismatch":
            msg = "an id is 1-128 letters, digits or _ . @ + ~ - (no ':' or '/')"
        where = ".".join((prefix, *loc) if prefix else loc)
        parts.append(f"{where}: {msg}" if where else msg)
    return "; ".join(parts) or "invalid request"
