"""A cancel word in a clause of its own, and why told after it: "取消吧 下错单了", "cancel
it pls. booked the wrong day", said with nothing running.

CANCEL_OF_WHAT_WAS_JUST_MADE_WITH_ITS_REASON_AFTER: right after a booking, "不好意思 取消吧
下错单了" got the list of what the bot can do: a cancel word undid what was made only when
what it left was an ask, a pronoun or an answer word, and a reason is none of those. The
reason needs no reading: it asks for nothing (no trigger of any flow, no request, no
question), and the clause of the cancel word says nothing else. The caller (``control.py``)
undoes what was just made, or asks which, as for the cancel word alone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .cancel_alone import asks_to_cancel_it, untailed
from .clauses import clause_spans
from .lexicon import has_cjk, normalize
from .mood import mood
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def cancel_then_its_reason(u: Knowledge, t: Turn, cancel: re.Match[str]) -> bool:
    """``cancel`` stands in a clause of its own (an ask, a pronoun, an apology or an
    answer word beside it at most, and the clauses before it the same), and the clauses
    after it tell something that asks for nothing (above). The clauses are the message's
    as typed (its marks), each read normalized."""
    spans = clause_spans(t.scan, spaced=True)
    clauses = [normalize(t.scan[a:b]) for a, b in spans]
    # a Chinese word stands glued to its neighbours ("帮我取消吧"), a Latin one between spaces
    word = cancel.group(0) if has_cjk(cancel.group(0)) else f" {cancel.group(0)} "
    own = next((i for i, c in enumerate(clauses) if word in f" {c} "), None)
    if own is None or own == len(clauses) - 1:
        return False  # the cancel word closes the message: no reason after it
    before = " ".join([*clauses[:own], f" {clauses[own]} ".replace(word, " ", 1)])
    if before.strip() and not asks_to_cancel_it(u, t, untailed(t, before)):
        return False
    after = " ".join(clauses[own + 1 :])
    said = mood(t.lex, t.raw[spans[own + 1][0] :], after)
    # "取消吧 帮我改到周六", "取消吧 能退款吗": a request or a question after it, no reason
    return not (u.triggers.match(after) or said.question or said.request)
