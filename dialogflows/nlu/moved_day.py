"""A day turned down and another asked for, with nothing running: a change of what was booked.

CHANGE_TOLD_BY_A_REASON: "my partner cant do friday now, could we play saturday instead",
"the kids party cant be on the 12th anymore, can we have the castle on the 19th", "the
venue flooded so monday wont work, any chance of wednesday". One clause says a day with a
negation in it ("cant do friday", "cant be on the 12th"; the lexicon's ``negation``) or a
refusal after it ("monday wont work"; ``dislikes``); another clause says a different day and
asks for it (a question or a request by its form, or a ``change_markers`` word: "saturday
instead"), no negation in it. The day turned down was had: what is asked is to move it, not
to book anew nor to cancel, though by meaning the reason's words ("cant", a cancel-like
give-up) and the new day's request put such a message as near those. A part of the request
reader by meaning (``meaning_request.py``), which starts the domain's flow that changes what
another made (``undo_relation.UndoRelation.changes``); no reader of the pipeline.
"""

from __future__ import annotations

from .clauses import clause_spans
from .dates import DateSpan, find_dates
from .lexicon import normalize
from .mood import mood, opens_a_question, opens_a_request
from .utterance import Turn


def moves_a_day(t: Turn) -> bool:
    """With nothing running, the message turns down a day it names in one clause and asks
    for another day in another (see the module docstring)."""
    if t.task is not None:
        return False
    dates = find_dates(t.raw, t.now, t.lex.language)
    if len({d.value for d in dates}) < 2:
        return False
    spans = clause_spans(t.raw, spaced=True)
    turned = [d for d in dates if _turns_down(t, _clause_of(t.raw, spans, d))]
    asked = [d for d in dates if _asks_for(t, _clause_of(t.raw, spans, d))]
    return any(a.value != b.value for a in turned for b in asked)


def _clause_of(raw: str, spans: list[tuple[int, int]], d: DateSpan) -> str:
    """The clause of ``raw`` the date ``d`` is said in."""
    for a, b in spans:
        if a <= d.start < b:
            return raw[a:b]
    return ""


def _turns_down(t: Turn, clause: str) -> bool:
    """``clause`` says a negation ("cant do friday") or a refusal ("monday wont work")."""
    norm = normalize(clause)
    return bool(norm) and (
        t.lex["negation"].search(norm) is not None or t.lex["dislikes"].search(norm) is not None
    )


def _asks_for(t: Turn, clause: str) -> bool:
    """``clause`` asks for what it says, no negation in it and no verb of booking (``booking
    _verbs``: "not friday, can we book saturday" may book anew): a question or a request by
    its form or its opening ("can we have the castle on the 19th", "any chance of sunday":
    ``polite_asks``), or a word of changing to it ("saturday instead")."""
    norm = normalize(clause).strip()
    if not norm or _turns_down(t, clause) or t.lex["booking_verbs"].search(norm) is not None:
        return False
    said = mood(t.lex, clause, norm)
    return (
        said.question
        or said.request
        or opens_a_question(t.lex, norm)
        or opens_a_request(t.lex, norm)
        or t.lex["polite_asks"].prefix(norm) is not None
        or t.lex["change_markers"].search(norm) is not None
    )
