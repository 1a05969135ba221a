"""Is a message nothing but values? "from Boston, tomorrow please", "明天晚上": a message
that is all values (and filler words, and the words of the flow's slot names and
patterns) is about the task, whatever it says. Shared by the corrections, the values
volunteered, a value for a queued task and follow-ups; no reader of the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .lexicon import has_cjk, normalize

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def only_values(u: Knowledge, t: Turn, spans: list[tuple[int, int]]) -> bool:
    """Nothing but the values at ``spans`` and filler words ("from Boston, tomorrow
    please", "明天晚上"): a message that is all values is about the task, whatever it says."""
    rest, pos = [], 0
    for a, b in sorted([*spans, *t.taken]):
        if a > pos:
            rest.append(t.scan[pos:a])
        pos = max(pos, b)
    rest.append(t.scan[pos:])
    left = normalize(" ".join(rest))
    if not left:
        return True
    if has_cjk(left):
        regex = u.filler_sets["zh"].regex
        return regex is not None and not regex.sub("", left).strip()
    fillers = u.filler_words["en"]
    names = u.slot_words(t.flow) if t.flow is not None else frozenset()
    return all(w in fillers or w in names for w in left.split())


def only_typed_values_of_others(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> bool:
    """The message is nothing but values other slots read by their type (a date, a time, a
    count, an amount), said to the free-text question of ``spec``: "thursday 3pm" to "What's
    your pet's name?", "明天下午三点" to "有什么要备注的？" are those slots' values, not the
    text. A free-text slot takes anything, so without this it swallowed answers meant for
    the others. Listed values (an enum's, a yes-or-no) are not weighed: a pet may well be
    called "Bunny"."""
    if spec.type != SlotType.TEXT or u.parser(flow, spec).choices:
        return False
    spans: list[tuple[int, int]] = []
    for other in flow.slots:
        if other.name == spec.name or other.type in (SlotType.TEXT, SlotType.BOOLEAN):
            continue
        parser = u.parser(flow, other)
        if parser.choices:
            continue
        spans += [
            (p.start, p.end) for p in parser.scan(t.scan, t.now, t.language) if p.end > p.start
        ]
    return bool(spans) and only_values(u, t, spans)


def names_another_typed_value(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> bool:
    """Said to the free-text question of ``spec``, the message names another slot read by
    its type and holds a value of it: "we were last in about 3 weeks ago" to "For which
    pet?" (``last_visit``, a date), "体检日期是上周三" to "备注？". The words around the
    value are no answer to the question asked, and the slot they name takes the value."""
    if spec.type != SlotType.TEXT or u.parser(flow, spec).choices:
        return False
    for name in u.slot_namer(flow, t.lex).named(t.norm) - {spec.name}:
        other = next(s for s in flow.slots if s.name == name)
        if other.type in (SlotType.TEXT, SlotType.BOOLEAN):
            continue
        parser = u.parser(flow, other)
        if parser.choices:
            continue
        # a value the slot takes: "前天开始暖气就不热了" to "什么问题？" names no visit day
        if any(
            parser.validate(p.value, t.now) is None for p in parser.scan(t.scan, t.now, t.language)
        ):
            return True
    return False
