"""The whole message read as other slots' values, said to a question that takes any words
(ANOTHER_SLOTS_VALUE_TAKEN_AS_AN_ADDRESS): "coding" (a listed activity) to "What's your
child's name?", "是两台" to "上门地址是？". A free-text slot takes whatever is said, so
without this reading it swallowed such an answer and the other slot stayed as it was.
Asked by the asked slot's answer (``answer_asked.py``) before it reads the message as its
own, and to a typed question whose form nothing in the message has (a phone, an email).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot, SetSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from .all_values import only_values
from .findings import Span
from .lexicon import PhraseSet, has_cjk, normalize
from .utterance import Turn
from .volunteered import volunteered

if TYPE_CHECKING:
    from .knowledge import Knowledge


def another_slots_whole(
    u: Knowledge, t: Turn, spec: SlotSpec, end: int | None = None
) -> list[Command]:
    """What the message says when the whole of it is values of the running flow's other
    slots, read as sure as a request's values are, and words that say how a value is said:
    "coding" (a listed activity) or "hes 7" to "What's your child's name?", "是两台" to
    "上门地址是？" with three held. Free text takes any words, so it took them: the name
    became "coding", the address "两台", and the other slot stayed as it was. Such a
    message answers the other slots, and the free-text question is asked again. A held
    value said otherwise changes only when more than the bare value is said (its unit, a
    link, a wait: "是两台"): a listed value alone of a slot that holds one ("premium" to a
    renter's name) is the text. Empty when any word is not a value's. The one reading of
    this for every free-text slot: "4 chairs" to an address's question beside an empty
    count of chairs too (ANOTHER_SLOTS_VALUE_TAKEN_AS_AN_ADDRESS, which
    ``empty_slot_answer`` read a second time by each slot's type). ``end``: only the
    message up to there is weighed (its first clause), every value read standing in it."""
    assert t.flow is not None
    task = t.task
    got = [
        c
        for c in volunteered(u, t, t.flow, None, {spec.name})
        if isinstance(c, SetSlot)
        and c.confidence >= 1.0
        and c.raw_text
        and _typed(u, t.flow, t.flow.slot(c.slot))
    ]
    spans = [_with_its_words(t, t.flow.slot(c.slot), t.span_of(c.raw_text)) for c in got]
    # "等下 是两台", "hang on its 2 pairs": a wait opening the message says how it is said
    waited = t.lex["waits"].after_opening(t.scan)[1] if spans else 0
    if waited and waited <= min(a for a, _ in spans):
        spans.append((0, waited))
    if end is not None and any(b > end for _, b in spans):
        return []
    if not spans or any(a == b for a, b in spans) or not only_values(u, t, spans, 0, end):
        return []
    out: list[Command] = []
    bare = len(got) == 1 and normalize(t.scan) == normalize(got[0].raw_text or "")
    for c in got:
        held = task.value(c.slot) if task is not None else None
        if held is None:
            out.append(c)
        elif bare:
            return []  # "premium" to the renter's name with a package held: the name
        elif held != c.value:
            out.append(CorrectSlot(slot=c.slot, value=c.value, raw_text=c.raw_text, rejected=held))
    return out


def _typed(u: Knowledge, flow: FlowSpec, other: SlotSpec | None) -> bool:
    """Whether ``other`` takes values of a form or a list of their own, so that a message
    it reads wholly is no free text: not another free-text slot (a place said to where one
    sets off may be read for where one goes, and is the answer all the same)."""
    return other is not None and other.name not in u.any_text_slots(flow)


def _with_its_words(t: Turn, spec: SlotSpec | None, span: Span) -> Span:
    """``span`` of a value with the words around it that only say how it is said: a lead
    right before it ("around 10am", "about 7", "by friday"; the lexicon's ``value_leads``),
    a count's own unit after it (``_with_its_unit``) and a part of the day after a day
    ("friday morning", "周日上午"; ``clock_sides``), an article before a listed value ("an
    outdoor one"; ``single_words``): they are the value's, no word of their own
    (ANOTHER_SLOTS_VALUE_WITH_A_WORD_AROUND_IT_TAKEN_AS_AN_ADDRESS), and a word
    of needing after a yes-or-no slot's label ("no boarding needed")."""
    a, b = _with_its_unit(t, spec, span)
    if a == b:
        return a, b
    if spec is not None and spec.type == SlotType.DATE:
        b = _after_phrase(t, t.lex["clock_sides"], b)
    if spec is not None and spec.type == SlotType.BOOLEAN:
        # "no boarding needed": a word of needing after a no of the label is the no's own
        # word (``boolean_with_after``; NEEDED_AFTER_A_NO_LEAVES_THE_MESSAGE_NO_VALUES_ONLY)
        b = _after_phrase(t, t.lex["boolean_with_after"], b)
    if spec is not None and spec.type == SlotType.ENUM:
        # "an outdoor one": the article of a listed value said as a one is the value's
        # (LISTED_VALUE_SAID_AS_A_ONE_TAKEN_AS_AN_ADDRESS; ``single_words``)
        a = _before_phrase(t, t.lex["single_words"], a)
    return _before_phrase(t, t.lex["value_leads"], a), b


def _before_phrase(t: Turn, phrases: PhraseSet, a: int) -> int:
    """Where a phrase of ``phrases`` said right before ``a`` (a space between or not)
    starts, on a word's edge; ``a`` when none is."""
    before = t.scan[:a].rstrip()
    low = before.lower()
    for p in phrases.ending(low):
        start = len(low) - len(p)
        if low.endswith(p) and (start == 0 or not low[start - 1].isalnum() or has_cjk(p)):
            return start
    return a


def _after_phrase(t: Turn, phrases: PhraseSet, b: int) -> int:
    """Where a phrase of ``phrases`` said right after ``b`` (a space between or not) ends,
    on a word's edge; ``b`` when none is."""
    rest = t.scan[b:]
    at = b + len(rest) - len(rest.lstrip())
    low = t.scan[at:].lower()
    for p in phrases.phrases:
        end = len(p)
        if low.startswith(p) and (end == len(low) or not low[end].isalnum() or has_cjk(p)):
            return at + end
    return b


def _with_its_unit(t: Turn, spec: SlotSpec | None, span: Span) -> Span:
    """``span`` of a count, with the slot's own unit said right after it (its ``counts``
    or ``measures``: the 台 of "两台", the "pairs" of "2 pairs"): the unit is the count's,
    no word of its own."""
    a, b = span
    if spec is None or spec.type != SlotType.INTEGER:
        return span
    after = t.scan[b:].lstrip()
    gap = len(t.scan) - b - len(after)
    for unit in sorted((*spec.counts, *spec.measures), key=len, reverse=True):
        if unit and after.lower().startswith(unit.lower()):
            return a, b + gap + len(unit)
    return span
