"""The HTTP error types a client can switch on are the ones docs/http.md lists.

Three readings must agree: the table of docs/http.md's Errors section, ``ERROR_TYPES``, and
the types the code writes (literals in the HTTP modules, and the names of the errors the
server maps to a status of their own).
"""

from __future__ import annotations

import re
from pathlib import Path

from dialogflows.errors import (
    ConflictError,
    CorruptStateError,
    OutcomeUnknownError,
    StoreError,
    UnknownFlowError,
    UnknownSlotError,
)
from dialogflows.http_auth import ForbiddenError, TokenExpiredError, UnauthorizedError
from dialogflows.http_errors import ERROR_TYPES, error_type
from dialogflows.llm_client import LLMError

ROOT = Path(__file__).resolve().parent.parent
MODULES = ["http_app.py", "http_turns.py", "http_gate.py", "http_cors.py", "http_errors.py"]


def documented() -> set[str]:
    doc = (ROOT / "docs" / "http.md").read_text(encoding="utf-8")
    section = doc.split("## Errors", 1)[1].split("\n## ", 1)[0]
    found: set[str] = set()
    for row in re.findall(r"^\| \d{3} \| (.+?) \|", section, re.M):
        found.update(re.findall(r"`([a-z_]+)`", row))
    return found


def written() -> set[str]:
    found: set[str] = set()
    calls = r'(?:send_error\(\s*send,\s*\d+,\s*|InvalidRequestError\(\s*|error_body\(|kind = |\d{3}: )"([a-z_]+)"'
    for name in MODULES:
        source = (ROOT / "dialogflows" / name).read_text(encoding="utf-8")
        found.update(re.findall(calls, source))
    return found


def test_the_documented_types_are_the_known_ones() -> None:
    assert documented() == ERROR_TYPES


def test_every_type_the_code_writes_is_known() -> None:
    literals = written() - {"json_invalid"}  # pydantic's own code, read, not written
    assert literals <= ERROR_TYPES, literals - ERROR_TYPES
    assert {"rate_limited", "cors_refused", "invalid_json", "body_too_large"} <= literals


def test_the_errors_with_a_status_of_their_own_are_known() -> None:
    classes = [
        UnauthorizedError("x"),
        TokenExpiredError("x"),
        ForbiddenError("x"),
        ConflictError("k", 1, 2),
        StoreError("x"),
        CorruptStateError("k", "x"),
        OutcomeUnknownError("k", "x"),
        UnknownFlowError("x"),
        UnknownSlotError("x"),
        LLMError("x", kind="timeout"),
    ]
    assert {error_type(e) for e in classes} <= ERROR_TYPES
