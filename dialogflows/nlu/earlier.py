"""The user's earlier messages, read again: a reader that needs what the message before
said (the thing a pronoun stands for, "ok book it" after "how much for 30 people"; the
topic a Chinese verb drops its object for, "那帮我约一个") finds it here, and reads it as
it was read then. Nothing about earlier messages is kept in the state but the window, so
each such reader asks the window; one helper keeps them asking the same way. A neutral
module: it imports no reader, so readers may share it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def message_before(t: Turn) -> str | None:
    """The user's message before ``t``'s, as typed: the last in the window that is not
    ``t``'s own text; None on the first."""
    return next(
        (w.content for w in reversed(t.state.window) if w.role == "user" and w.content != t.raw),
        None,
    )


def last_said(t: Turn) -> str | None:
    """The user's last message in the window, as typed, whatever its text (a message
    repeated word for word included, unlike ``message_before``); None when there is none."""
    return next((m.content for m in reversed(t.state.window) if m.role == "user"), None)


def turn_of(u: Knowledge, text: str, t: Turn) -> Turn:
    """A ``Turn`` for an earlier message of the conversation, read like ``t`` (no task)."""
    raw, norm, lex = u.read(text)  # as it was read then: "wanna" is "want to"
    return Turn(raw, norm, raw, lex, t.language, t.now, t.state, None, None, len(norm.split()))
