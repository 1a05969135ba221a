"""A question that asks politely for a value a slot lists ("can you deliver it?", "could we
do vanilla instead", "能配送吗").

A question for information gives no value for any slot (``volunteered.py``), but a polite
ask standing right before a listed value asks for it, as it does before a trigger
(``polite.py``); "can you tell me if lemon has nuts" stays a question."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import SetSlot
from ..spec import FlowSpec, SlotSpec
from ..state import Task
from .findings import Span
from .parsed import Parsed
from .polite import asked_politely
from .utterance import Turn
from .value_claims import assign

if TYPE_CHECKING:
    from .knowledge import Knowledge


def asked_for(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task | None,
    skip: set[str],
    answer: Span | None,
    used: tuple[Span, ...],
) -> list[SetSlot]:
    """A question for information gives no value, but one that asks politely for a value
    a slot lists ("can you deliver it?", "could we do vanilla instead", "能配送吗") asks
    for it: the polite ask stands right before the value, as it does before a trigger
    that asks for a flow (``polite.py``); "can you tell me if lemon has nuts" stays a
    question."""
    low = t.scan.lower()
    found: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, parser in u.volunteer_plan(flow)[0]:
        if spec.name in skip or not parser.choices:
            continue
        found += [
            (spec, p, 1)
            for p in parser.mentions(t.scan, t.now, t.language)
            if asked_politely(t.lex, low, [p])
        ]
    return assign(found, task, t, answer, [*t.taken, *used])[0] if found else []
