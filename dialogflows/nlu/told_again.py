"""A value said again after a word of being ("是3条", "哦是三块 我老婆那块也带上") while a
yes-or-no question is asked: the message says other slots' values again, its 是 no yes;
and other slots' values told with their reason to a free-text question ("相册不要了 占地方"
to "在哪个酒店或场地？"). Split from ``answer_asked.py``, which asks these before it reads
the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot, SetSlot
from ..spec import SlotSpec, SlotType
from .clauses import clause_spans
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import normalize
from .mood import mood
from .other_slots_whole import another_slots_whole
from .replies import NO, YES
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a yes or a no: what answers a yes-or-no question in a clause of its own
_ANSWER_KINDS = frozenset({YES, NO})


@lexicon_grammar
class _CopulaWords:
    def __init__(self, w: ListWords) -> None:
        #: "是3条": a word of being before a value (``segment_copulas``)
        self.copulas = tuple(w.words("segment_copulas"))


def opened_by_a_copula(t: Turn) -> bool:
    """The message opens with a word of being (``segment_copulas``), a pause or a wait
    before it aside ("哦是三块"): the message may say a value again."""
    said = normalize(t.scan).replace(" ", "")
    return any(w in said[:3] for w in grammar(t.lex, _CopulaWords).copulas)


def values_then_told(u: Knowledge, t: Turn, spec: SlotSpec) -> list[Command] | None:
    """COUNT_SAID_AGAIN_WITH_A_CLAUSE_OF_ITS_REASON: "哦是三块 我老婆那块也带上" to "要顺便抛光
    吗？" with two held: a first clause wholly other slots' values after a word of being,
    then clauses that tell why and answer nothing (no question), changes those values; the
    question stays. None when the first clause is not so, or nothing comes after it."""
    parts = clause_spans(t.scan, spaced=True)
    if len(parts) < 2 or mood(t.lex, t.raw, t.norm).asking or t.negations():
        return None  # "是三只 不用铲": the no of a later clause answers; left as it was
    replies = u.replies[t.lex.language]
    for a, b in parts[1:]:
        found, _ = replies.tokens(normalize(t.scan[a:b]))
        if any(k & _ANSWER_KINDS for k in found):
            return None  # "是三只 要的": a yes of its own answers the question
    others = another_slots_whole(u, t, spec, parts[0][1])
    return others if others and copula_before(t, others) else None


def values_then_reason(u: Knowledge, t: Turn, spec: SlotSpec) -> list[Command] | None:
    """A_FREE_TEXT_ANSWER_HOLDING_ANOTHER_SLOTS_VALUE_AND_ITS_REASON: "相册不要了 占地方" to
    "在哪个酒店或场地？", "no base needed, we already have a slab" to "What's the address?":
    a first clause wholly other slots' values, then clauses telling why, answers those
    slots, and the free-text question is asked again; free text took the whole message
    as the venue. The first clause answers yes-or-no slots only; the clauses after it ask
    nothing, hold no yes or no of their own, no digit and nothing the asked slot reads (a
    place: "相册不要了 在希尔顿"). A note (``takes_rest``, or a slot not required) takes
    whatever is said, and is left alone. None when the message is not so."""
    if spec.takes_rest or not spec.required or t.flow is None:
        return None
    parts = clause_spans(t.scan, spaced=True)
    if len(parts) < 2 or mood(t.lex, t.raw, t.norm).asking:
        return None
    replies = u.replies[t.lex.language]
    parser = u.parser(t.flow, spec)
    for a, b in parts[1:]:
        found, _ = replies.tokens(normalize(t.scan[a:b]))
        if any(k & _ANSWER_KINDS for k in found):
            return None  # "不住家 对": a yes or a no of its own answers something
        if any(c.isdigit() for c in t.scan[a:b]):
            return None  # "no parking, 5 elm row": the address after all
        if parser.mentions(t.scan[a:b], t.now, t.language):
            return None  # "相册不要了 在希尔顿酒店": the venue after all
    told = another_slots_whole(u, t, spec, parts[0][1])
    # a yes or a no of an extra, then why ("相册不要了 占地方"); a listed value said again
    # before the answer ("its a bag, black leather with a gold zip" to the details) is not
    # told with a reason: what follows it is the answer
    others = [t.flow.slot(c.slot) for c in told if isinstance(c, (SetSlot, CorrectSlot))]
    kinds = {o.type if o is not None else None for o in others}
    return told if told and kinds == {SlotType.BOOLEAN} else None


def copula_before(t: Turn, others: list[Command]) -> bool:
    """A word of being (the lexicon's ``segment_copulas``: 是) stands right before the
    first of the other slots' values the message wholly is: "(刚才说错了) 是3条" to a
    yes-or-no question says the count again, its 是 no yes; a yes word of its own ("要
    3条") still answers the question (A_COUNT_CHANGED_WHILE_A_YES_NO_IS_ASKED)."""
    starts = [
        t.span_of(c.raw_text)[0]
        for c in others
        if isinstance(c, (SetSlot, CorrectSlot)) and c.raw_text
    ]
    if not starts:
        return False
    before = normalize(t.scan[: min(starts)]).replace(" ", "")
    return any(before.endswith(w) for w in grammar(t.lex, _CopulaWords).copulas)
