"""Where "there" is when the entity stack cannot say, and which slot a trip's "there" fills.

"a flight there" goes there: a trip's origin ("from {value}") takes a reference only when
its own pattern holds the word ("a flight from there"). And a place talked about before any
task ("I'm planning a trip to Lisbon next month") put nothing on the entity stack: the one
listed value the previous message named is where "there" is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..spec import FlowSpec, SlotSpec
from .earlier import last_said
from .lexicon import normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def held_by_pattern(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, word: str) -> bool:
    """A pattern of ``spec`` captures ``word`` ("from {value}" in "from there")."""
    return any(
        normalize(said).startswith(word) for said, _ in u.parser(flow, spec).raw_captures(t.scan)
    )


def said_before(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> Any:
    """The one value of ``spec``'s list the previous message named, when nothing on the
    entity stack is of its kind."""
    if any(e.type == spec.entity for e in t.state.entity_stack):
        return None
    before = last_said(t)
    choices = u.parser(flow, spec).choices
    if before is None or not choices:
        return None
    named = {c.value for c in choices.mentions(before)}
    return next(iter(named)) if len(named) == 1 else None
