"""A listed value that is another slot's name said right before that slot's value: in
"当面聊 我姓刘 电话13912345678", 电话 is the phone's label, not the synonym of 电话咨询 that
would clash with 当面聊 for the way to consult. Such a reading is dropped."""

from __future__ import annotations

from ..spec import FlowSpec, SlotSpec
from .lexicon import normalize
from .named_values import slot_names
from .parsed import Parsed
from .utterance import Turn


def labels_dropped(
    t: Turn, flow: FlowSpec, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` without the listed values that name another slot said right before its
    value (a link word at most between: the lexicon's ``value_links``): in "当面聊 我姓刘
    电话13912345678", 电话 is the phone's name (its label, or a word of the lexicon's
    ``type_words`` for the flow's one slot of that type), not a synonym of 电话咨询 clashing
    with 当面聊 for the way to consult."""
    mentions = [(spec, p) for spec, p, rank in found if rank == 1 and p.end > p.start]
    if not mentions:
        return found
    links = t.lex["value_links"]
    dropped: set[tuple[str, int, int]] = set()
    for spec, p in mentions:
        word = normalize(t.scan[p.start : p.end])
        for other, q, _ in found:
            if other is spec or q.start < p.end or word not in names_of(t, flow, other):
                continue
            gap = normalize(t.scan[p.end : q.start])
            if not gap or gap in links.exact:
                dropped.add((spec.name, p.start, p.end))
                break
    return [f for f in found if (f[0].name, f[1].start, f[1].end) not in dropped]


def names_of(t: Turn, flow: FlowSpec, spec: SlotSpec) -> tuple[str, ...]:
    """What users call ``spec``: its label and name, and the lexicon's ``type_words`` of
    its type when it is the flow's one slot of that type (with two dates, "the date"
    names neither)."""
    if sum(s.type == spec.type for s in flow.slots) == 1:
        return typed_names(t, spec)
    return slot_names(spec)


def typed_names(t: Turn, spec: SlotSpec) -> tuple[str, ...]:
    """``spec``'s label and name, and the lexicon's ``type_words`` of its type whatever
    other slots the flow has: what may stand right before a value of that type to say
    what it is ("kate mobile 07700900123"), where the value itself tells the slot."""
    return slot_names(spec) + tuple(normalize(w) for w in t.lex.type_words.get(spec.type.value, ()))
