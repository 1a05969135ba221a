"""Which slot a trip's "there" fills.

"a flight there" goes there: a trip's origin ("from {value}") takes a reference only when
its own pattern holds the word ("a flight from there"). Where "there" is when the entity
stack cannot say (a place talked about before any task, "I'm planning a trip to Lisbon next
month", put nothing on it) is the one listed value the previous message named: the listed
part of the one reading of that message, ``thing_before.SaidBefore``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec
from .lexicon import normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def held_by_pattern(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, word: str) -> bool:
    """A pattern of ``spec`` captures ``word`` ("from {value}" in "from there")."""
    return any(
        normalize(said).startswith(word) for said, _ in u.parser(flow, spec).raw_captures(t.scan)
    )
