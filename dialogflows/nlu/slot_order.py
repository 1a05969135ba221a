"""Whether a count may take a number said to another slot's question: only a count asked
before it, or one that holds a value the number changes.

A bare number said to a free-text question ("214" to "Which room?") was taken by a count
the flow had not asked yet (the towels, then refused: at most 10); a number is the free
text's own answer unless the count came first in the flow (an answer said late) or is
held (a change of mind).
"""

from __future__ import annotations

from ..spec import FlowSpec, SlotSpec
from .numbers import find_numbers
from .utterance import Turn
from .value_words import Words


def counted_late(t: Turn, flow: FlowSpec, count: SlotSpec, asked: SlotSpec) -> bool:
    """``count`` may take a number said while ``asked`` is asked: it holds a value, or the
    flow asks it before ``asked``, or the message says more than a bare number ("28 pupils
    plus 3 teachers" is a count whenever it is said)."""
    if t.task is not None and t.task.value(count.name) is not None:
        return True
    said = t.scan.strip()
    spans = find_numbers(said, t.language, Words.of(t.lex))
    if not (len(spans) == 1 and spans[0].raw == said):
        return True
    names = flow.slot_names
    return (
        count.name in names
        and asked.name in names
        and names.index(count.name) < names.index(asked.name)
    )
