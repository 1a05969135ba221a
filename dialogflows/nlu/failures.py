"""A bug in the rules, said where it happened: the reader, the error, the line.

The rule understander's safety net takes a message it failed on as talk, so the turn still
answers and the state is kept. Said that way alone, a bug looks exactly like a message the
bot did not understand ("Sorry, I didn't get that."), and a reader with a wrong attribute
name passes for a reader that found nothing. So the net records what failed: a
``reader_failed`` event (the reader or refine step, the error, the file and line it was
raised at), beside the ``understanding_failed`` event that says the understander's reading
was dropped; and it logs the error with its traceback to the ``dialogflows.understanding``
logger. The simulator prints both events as a notice on the turn.

Neither the event nor the log holds what the user typed: the ``turn_started`` event keeps
it where the session's data lives.
"""

from __future__ import annotations

import logging
import traceback
from pathlib import Path
from types import TracebackType

from .base import NluContext
from .reader import ReaderError

__all__ = ["PIPELINE", "log", "record_failure"]

#: the logger the understanding's failures go to, with their traceback
log = logging.getLogger("dialogflows.understanding")

#: the ``reader`` named when the rules failed outside any reader (their own work between
#: readers: reading the message's words, its beliefs, the trigger hits)
PIPELINE = "pipeline"

_PACKAGE = Path(__file__).resolve().parent.parent


def where_raised(tb: TracebackType | None) -> str | None:
    """``nlu/corrections.py:120``: the innermost frame of the package the error went
    through (where it was raised, or the package's call into a library that raised)."""
    found = None
    for frame in traceback.extract_tb(tb):
        path = Path(frame.filename)
        if path.is_relative_to(_PACKAGE):
            found = f"{path.relative_to(_PACKAGE).as_posix()}:{frame.lineno}"
    return found


def record_failure(error: Exception, ctx: NluContext, understander: str = "rules") -> None:
    """Record ``error`` of the understander on ``ctx.notes`` (``reader_failed``, then
    ``understanding_failed``) and log it: the caller then takes the message as talk."""
    reader = error.reader if isinstance(error, ReaderError) else PIPELINE
    cause = error.error if isinstance(error, ReaderError) else error
    where = where_raised(cause.__traceback__)
    said = f"{type(cause).__name__}: {cause}"[:300]
    failed: dict[str, object] = {"reader": reader, "error": said}
    if where is not None:
        failed["where"] = where
    ctx.notes.append(("reader_failed", failed))
    ctx.notes.append(
        ("understanding_failed", {"understander": understander, "error": repr(cause)[:300]})
    )
    log.error(
        "the %s understander failed in reader %r at %s (session %r, turn %d): %s; "
        "the message was taken as talk and the state kept",
        understander,
        reader,
        where or "?",
        ctx.state.session_id,
        ctx.state.turn + 1,
        said,
        exc_info=(type(cause), cause, cause.__traceback__),
    )
