"""A whole message said to a free-text question that another slot of the flow takes by
its form, while that slot is still empty ("ground floor" to "What would you like to
donate?" beside a floor slot; an address beyond doubt beside an address slot). Asked by
the asked slot's reader (``answer_asked.py``) before the free text takes the words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from .addresses import address_spans
from .all_values import listed_for_another, only_values
from .lexicon import normalize

#: the word right after a number
_WORD_AFTER = re.compile(r"\s*(\w+)")

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def said_for_an_empty_slot(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> bool:
    """Said to the free-text question of ``spec``, the whole message is a value another
    slot of the flow takes by its form and that slot is still empty: wholly one of its
    listed values ("ground floor" to "What would you like to donate?" beside a floor
    slot), or an address beyond doubt beside the flow's empty ``kind: address`` slot
    ("apt 5, 1 quay st, manchester" to the same question). A free-text slot takes
    anything, so without this it swallowed the answer meant for the other slot, which
    then was asked for again. Only an empty slot takes it: said again to the same
    question, the words are the free text's, so the bot never asks in a circle. A name
    slot keeps a listed value of one word (a pet may be called "Bunny"; ``no_name``)."""
    if spec.type != SlotType.TEXT or u.parser(flow, spec).choices or t.task is None:
        return False
    task = t.task
    if spec.kind == SlotKind.ADDRESS:
        return _counted_or_dated(u, t, flow, spec)
    if listed_for_another(u, flow, spec, normalize(t.scan), empty_in=task):
        return True
    if spec.kind is not None:
        return False
    empty_address = any(
        s.kind == SlotKind.ADDRESS and task.value(s.name) is None for s in flow.slots
    )
    if not empty_address:
        return False
    text = t.scan.rstrip(" ,.;!?，。；！？")
    return any(b >= len(text) and not t.scan[:a].strip() for a, b in address_spans(u, t, flow))


def _counted_or_dated(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> bool:
    """ANOTHER_SLOTS_VALUE_TAKEN_AS_AN_ADDRESS: "2 cases" to "Where do we collect the bags
    from?" beside an empty count of cases, "next tuesday" beside an empty day: the whole
    message (fillers and the slots' own words aside) is values that other empty slots
    read, a count with a word it counts among them or a day or a time; no address is
    only that. The address took anything said to its question."""
    assert t.task is not None
    spans: list[tuple[int, int]] = []
    counted = False
    for other in flow.slots:
        if other.name == spec.name or other.type in (SlotType.TEXT, SlotType.BOOLEAN):
            continue
        if t.task.value(other.name) is not None:
            continue
        counts = {normalize(c) for c in other.counts}
        for p in u.parser(flow, other).scan(t.scan, t.now, t.language):
            if other.type != SlotType.INTEGER:
                spans.append((p.start, p.end))
                counted = True
                continue
            word = _WORD_AFTER.match(t.scan, p.end)  # "2 cases": the count and what it counts
            if word is not None and normalize(word.group(1)) in counts:
                spans.append((p.start, word.end()))
                counted = True
    return counted and only_values(u, t, spans)
