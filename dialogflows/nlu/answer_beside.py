"""What the answering readers share of the weighed answer (``Seen.weighed``): the values
said beside the answer, read once; whether nothing at all was found; the answer's spans.
No reader of the pipeline.
"""

from __future__ import annotations

from ..commands import Command
from .findings import Span
from .knowledge import Knowledge
from .reader import Seen, Weighed
from .utterance import Turn
from .volunteered import volunteered


def weighed(seen: Seen) -> Weighed:
    """The answer weighed (``weighing.weigh``), which the answering readers read."""
    assert seen.weighed is not None
    return seen.weighed


def beside(u: Knowledge, t: Turn, seen: Seen) -> list[Command]:
    """The values volunteered beside the answer (its words left alone), read once."""
    w = weighed(seen)
    if w.beside is None:
        asked, task, flow = seen.asked, t.task, t.flow
        assert task is not None and flow is not None
        used = (w.span,) if w.answer and w.span is not None else ()
        skip = {asked.name} if w.answer and asked else set()
        w.beside = volunteered(u, t, flow, task, skip=skip, answer=w.span, used=used)
    return w.beside


def nothing_found(u: Knowledge, t: Turn, seen: Seen) -> bool:
    """No answer, no value beside it, no other flow asked for."""
    w = weighed(seen)
    return seen.asked is not None and not w.answer and not w.others and not beside(u, t, seen)


def answer_spans(w: Weighed) -> tuple[Span, ...]:
    """Where the answer stands, when there is an answer."""
    return (w.span,) if w.answer and w.span is not None else ()
