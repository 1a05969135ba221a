"""What the answering readers share of the weighed answer (``Seen.weighed``): the values
said beside the answer, read once; whether nothing at all was found; the answer's spans.
No reader of the pipeline.
"""

from __future__ import annotations

from ..commands import Command
from ..spec import SlotSpec
from .findings import Span
from .knowledge import Knowledge
from .parsed import tried_code
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
        if not w.answer and asked is not None and _code_refused(u, t, asked):
            w.beside = []  # "123456" to "卡号多少？8位数字": a try at the card, no amount
        else:
            w.beside = volunteered(u, t, flow, task, skip=skip, answer=w.span, used=used)
    return w.beside


def nothing_found(u: Knowledge, t: Turn, seen: Seen) -> bool:
    """No answer, no value beside it, no other flow asked for."""
    w = weighed(seen)
    return seen.asked is not None and not w.answer and not w.others and not beside(u, t, seen)


def answer_spans(w: Weighed) -> tuple[Span, ...]:
    """Where the answer stands, when there is an answer."""
    return (w.span,) if w.answer and w.span is not None else ()


def _code_refused(u: Knowledge, t: Turn, asked: SlotSpec) -> bool:
    """A bare number said to a code's question that the code's form refuses: a try at the
    code, asked again, no number of another slot said beside nothing."""
    if t.flow is None or not tried_code(asked.pattern, t.scan):
        return False
    parser = u.parser(t.flow, asked)
    got = parser.parse(t.scan, t.now, t.language)
    return got is None or parser.validate(got.value, t.now) is not None
