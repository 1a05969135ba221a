"""Whether another flow's trigger beats the asked slot's answer in the same message: the
value as a clause of its own answers ("tomorrow, I need a hotel there"); a value inside
another flow's request, or a question about it, does not. Read by the pipeline's
weighing (``weighing.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, SetSlot
from .clauses import CLAUSE_END
from .consumed import only_fillers
from .findings import Span
from .lexicon import normalize
from .mood import mood
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .trigger_hits import TriggerHit


def trigger_over_answer(
    u: Knowledge, t: Turn, others: list[TriggerHit], answer: list[Command], span: Span | None
) -> bool:
    """A trigger phrase of another flow beats a value for the asked slot unless the value
    is a clause of its own: "tomorrow, I need a hotel there" and "机票的话，后天" answer
    the question; in "what's the weather like in Rome next Friday?" the date belongs to
    the weather question, and the running task keeps its question open. It beats a
    guessed value always: "book a flight for a couple of people" is no fuzzy "double".
    And a question for information beats the value its trigger holds (``_asked_of_value``:
    "how much is a full service?" while the service is asked)."""
    if _asked_of_value(u, t, others[0], span):
        return True
    if others[0].score < 1.0 or _trigger_is_the_answer(t, others, answer, span):
        return False
    if all(c.confidence < 1.0 for c in answer if isinstance(c, SetSlot)):
        return True
    if span is None:
        return False
    a, b = span
    text = t.scan
    left = max((m.end() for m in CLAUSE_END.finditer(text, 0, a)), default=0)
    stop = CLAUSE_END.search(text, b)
    right = stop.start() if stop is not None else len(text)
    rest = normalize(text[left:a] + " " + text[b:right])
    return bool(rest) and not only_fillers(u, rest)


def _asked_of_value(u: Knowledge, t: Turn, hit: TriggerHit, span: Span | None) -> bool:
    """The message asks a flow that only informs, by its trigger, about the value it names
    for the asked slot: "how much is a full service?" to "Which service?" (the trigger "how
    much is a service", its words said around the value), "是不是要带身份证原件？". Taken
    out, the value leaves no trigger of that flow: it stood inside the question, so the
    question is what the message says, not an answer with words around it. So is a value
    said in the clause of the question's trigger, beside it ("how much for a cesspit?" to
    "Is it a septic tank, a cesspit or a treatment plant?")."""
    if span is None or hit.flow in u.triggers.transactional:
        return False
    if not mood(t.lex, t.raw, t.norm).asking:
        return False
    a, b = span
    without = normalize(t.scan[:a] + " " + t.scan[b:])
    if all(h.flow != hit.flow for h in u.triggers.exact(without)):
        return True
    # "how much for a cesspit?": the value named in the question's own clause, beside its
    # trigger, is what the question is about
    low, high = min(a, hit.start), max(b, hit.end)
    return hit.end > hit.start and CLAUSE_END.search(t.scan, low, high) is None


def _trigger_is_the_answer(
    t: Turn, others: list[TriggerHit], answer: list[Command], span: Span | None
) -> bool:
    """ANSWER_WHOSE_WORDS_ARE_ANOTHER_FLOWS_TRIGGER: every other flow's trigger is said
    inside the words of the asked slot's value, read sure, in a message that asks nothing:
    "price honestly" to "May I ask why you're cancelling?" (a reason listed as "price"
    beside a flow telling prices) answers it; the words are the value the question offered,
    not a new request."""
    if span is None or mood(t.lex, t.raw, t.norm).asking:
        return False
    if not any(isinstance(c, SetSlot) and c.confidence >= 1.0 for c in answer):
        return False
    said = normalize(t.scan[span[0] : span[1]])
    return bool(said) and all(h.end > h.start and _words_in(h, said, t) for h in others)


def _words_in(hit: TriggerHit, said: str, t: Turn) -> bool:
    """The hit's words (offsets in the normalized message) stand inside ``said``, whole."""
    words = normalize(t.scan)[hit.start : hit.end].strip()
    return bool(words) and f" {words} " in f" {said} "
