"""An undoing said with its reason: the reason is no part of what is asked.

"the weather looks grim tomorrow, scrap it", "下雨了，那个就算了，不去了", "my husband's poorly,
we'll have to call it off": people give a reason when they cancel. The reason is small talk
(the weather, an illness, work), and embedded with the rest it draws the whole message
toward the out-of-domain prototypes, or toward a flow the reason happens to mention, far
from the flow that undoes. Nothing started.

So a message that undoes (``MessageForms.undoes``), with nothing running, is read clause by
clause (``clauses.clause_spans``): a clause that does not itself undo, and that meaning
puts nearer the out-of-domain prototypes than any flow, is a reason; the message is read by
meaning without its reasons. A clause that names something of the domain ("forget the
gutters, my brother will do them": the gutters are the object, near their flow) is kept,
so the undo relation still sees the object an undoing names. Values still come from the
whole message as typed; only what is embedded changes.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from .clauses import clause_spans
from .lexicon import normalize
from .meaning_index import MeaningIndex
from .query_forms import QueryForms


def without_reasons(
    raw: str,
    language: str,
    forms: QueryForms,
    index: MeaningIndex,
    vector: Callable[[str], np.ndarray],
    asked: Callable[[str], bool],
) -> str | None:
    """``raw`` without the clauses that are its reasons, or None: no clause is a reason, or
    every clause is (then nothing of an undoing is left to read apart)."""
    parts = [raw[a:b].strip() for a, b in clause_spans(raw)]
    parts = [p for p in parts if p.strip(" .!?。！？,，")]
    if len(parts) < 2:
        return None
    kept: list[str] = []
    dropped = False
    for part in parts:
        norm = normalize(part)
        if forms.undoes(norm) or forms.cancels(norm) or asked(part):
            kept.append(part)  # the undoing, or a question ("where do i send it")
            continue
        q = vector(part)
        if index.out_of_domain(q, language) >= index.rank_flows(q).peak:
            dropped = True  # a reason: nearer small talk than anything the domain does
        else:
            kept.append(part)
    if not dropped or not kept:
        return None
    return "，".join(kept) if language == "zh" else ", ".join(kept)
