"""Whether a count may take a number said to another slot's question: only a count asked
before it, or one that holds a value the number changes.

A bare number said to a free-text question ("214" to "Which room?") was taken by a count
the flow had not asked yet (the towels, then refused: at most 10); a number is the free
text's own answer unless the count came first in the flow (an answer said late) or is
held (a change of mind).
"""

from __future__ import annotations

from ..spec import FlowSpec, SlotSpec
from .utterance import Turn


def counted_late(t: Turn, flow: FlowSpec, count: SlotSpec, asked: SlotSpec) -> bool:
    """``count`` may take a number said while ``asked`` is asked: it holds a value, or the
    flow asks it before ``asked``."""
    if t.task is not None and t.task.value(count.name) is not None:
        return True
    names = flow.slot_names
    return (
        count.name in names
        and asked.name in names
        and names.index(count.name) < names.index(asked.name)
    )
