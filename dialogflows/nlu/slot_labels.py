"""A listed value that is another slot's name said right before that slot's value: in
"当面聊 我姓刘 电话13912345678", 电话 is the phone's label, not the synonym of 电话咨询 that
would clash with 当面聊 for the way to consult. Such a reading is dropped.

A slot's label beside its value at the offer to take a held task up ("好 房龄40年",
``resumed_values._label_spans``) is no word of its own either, but read otherwise on
purpose: there it only tells values-alone from more and counts on either side of the value
("4 crew size"); here it takes a reading away, so only right before its value counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec
from .lexicon import normalize
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def labels_dropped(
    u: Knowledge, t: Turn, flow: FlowSpec, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` without the listed values that name another slot said right before its
    value (a link word at most between: the lexicon's ``value_links``): in "当面聊 我姓刘
    电话13912345678", 电话 is the phone's name (its label, or a word of the lexicon's
    ``type_words`` for the flow's one slot of that type: ``SlotNamer.called``), not a
    synonym of 电话咨询 clashing with 当面聊 for the way to consult."""
    mentions = [(spec, p) for spec, p, rank in found if rank == 1 and p.end > p.start]
    if not mentions:
        return found
    links = t.lex["value_links"]
    namer = u.slot_namer(flow, t.lex)
    dropped: set[tuple[str, int, int]] = set()
    for spec, p in mentions:
        word = normalize(t.scan[p.start : p.end])
        for other, q, _ in found:
            if other is spec or q.start < p.end or word not in namer.called(other):
                continue
            gap = normalize(t.scan[p.end : q.start])
            if not gap or gap in links.exact:
                dropped.add((spec.name, p.start, p.end))
                break
    return [f for f in found if (f[0].name, f[1].start, f[1].end) not in dropped]
