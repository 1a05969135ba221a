"""A yes at a confirmation, then a question a flow that only tells answers: "yes book it.
what time do you finish on fridays?", "yes go ahead, how much is the service call?", "好
约吧 洗一台要多久啊" (YES_WITH_A_QUESTION_OF_NO_SLOT_AT_THE_CONFIRMATION). The question had put the task on hold
at its confirmation and the yes was lost. Here the message is parted: the clauses before
its last, which the confirmation reads as a yes or not (``composed.confirmation``), and the
question in the last clause, whose flow (the one trigger said there, of a flow with no
slots, no confirmation, nothing undone) is answered after the yes.

A yes then a question no flow answers ("yes please. will the guy call before he comes?":
YES_WITH_A_QUESTION_OF_NO_FLOW_AT_THE_CONFIRMATION) is parted the same way
(``yes_then_asked``): the yes confirms and the question stays talk, no flow asked anywhere in
the message and its clause not opened by a word of contrast (``contrast_joiners``: "yes but
is there nothing sooner?" is a doubt, not a yes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .asides import is_question
from .clauses import clause_spans
from .lexicon import has_cjk, normalize
from .reader import Seen
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def yes_then_told(u: Knowledge, t: Turn, seen: Seen) -> tuple[Turn, str] | None:
    """The message before its last clause, as a turn of its own, and the flow that only
    tells which that last clause, a question, asks for; None when the message is one
    clause, its last is no question, or asks for any other flow, or one said before it."""
    flow = t.flow
    # YES_THEN_A_QUESTION_TYPED_WITH_SPACES_AND_NO_MARK: Chinese typed in a chat parts its
    # clauses by spaces ("好 约吧 洗一台要多久啊") and asks by a question word with no mark
    chinese = has_cjk(t.raw)
    spans = clause_spans(t.raw, spaced=chinese)
    if flow is None or len(spans) < 2:
        return None
    last = t.raw[spans[-1][0] :]
    if not is_question(last, t.lex) and not (
        chinese and t.lex["wh_words"].search(normalize(last)) is not None
    ):
        return None
    first = t.raw[: spans[-1][0]].rstrip(" ,.;:!")
    norm = normalize(first)
    if not norm:
        return None
    asked = [h for h in seen.hits if h.flow != flow.name and h.score >= 1.0]
    told = {h.flow for h in asked}
    if len(told) != 1 or any(h.start < len(norm) for h in asked):
        return None
    spec = u.domain.flows[next(iter(told))]
    if spec.slots or spec.confirm is not None or spec.destructive or spec.steps:
        return None
    words = len(norm.split())
    alone = Turn(first, norm, first, t.lex, t.language, t.now, t.state, t.task, flow, words)
    return alone, spec.name


def yes_then_asked(t: Turn, seen: Seen) -> tuple[Turn, str] | None:
    """The message before its last clause, as a turn of its own, and that last clause, a
    question that asks for no flow (YES_WITH_A_QUESTION_OF_NO_FLOW_AT_THE_CONFIRMATION);
    None when the message is one clause, its last is no question or opens with a word of
    contrast, or the message says any flow's trigger."""
    flow = t.flow
    spans = clause_spans(t.raw)
    if flow is None or len(spans) < 2 or any(h.score >= 1.0 for h in seen.hits):
        return None
    asked = t.raw[spans[-1][0] :].strip()
    if not is_question(asked, t.lex) or t.lex["contrast_joiners"].prefix(normalize(asked)):
        return None
    first = t.raw[: spans[-1][0]].rstrip(" ,.;:!")
    norm = normalize(first)
    if not norm:
        return None
    words = len(norm.split())
    return Turn(first, norm, first, t.lex, t.language, t.now, t.state, t.task, flow, words), asked
