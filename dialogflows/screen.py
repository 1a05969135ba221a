"""The screen before a turn: what no turn should see is refused, and the state stays as
it was.

The first step of the turn (``text ─► screen ─► load``): a message that is not text is the
caller's mistake (an error), one too long or empty after control and invisible characters
are taken out is answered without a turn, and the rest goes on cleaned.
"""

from __future__ import annotations

import re
from typing import Any

from .errors import DialogflowsError
from .responses import Responses

#: control and invisible formatting characters, and lone surrogates (a JSON body may carry
#: "\ud800": no store can encode it, so it never reaches one)
_CONTROL = re.compile(
    r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)


def screen(text: Any, limit: int, responses: Responses) -> tuple[str, str | None]:
    """The message cleaned, and None; or "" and what to answer instead of a turn."""
    if not isinstance(text, str):
        raise DialogflowsError(f"a message must be text, got {type(text).__name__}")
    if len(text) > limit:
        return "", responses.say("too_long", limit=limit)
    clean = _CONTROL.sub("", text).strip()
    if not clean:
        return "", responses.say("empty")
    return clean, None
