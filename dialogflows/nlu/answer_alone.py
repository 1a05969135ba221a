"""The asked slot's answer is all the message says ("next friday please"): a reader of
the weighed answer (``pipeline.ANSWER``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .answer_beside import weighed
from .consumed import consumed
from .findings import Found
from .reader import Seen
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def answer_alone(u: Knowledge, t: Turn, seen: Seen) -> Found | None:
    """The asked slot's answer is all the message says ("next friday please")."""
    w = weighed(seen)
    if w.answer and consumed(u, t, w.span):
        return Found(w.answer, (w.span,) if w.span is not None else ())
    return None
