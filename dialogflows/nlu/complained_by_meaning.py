"""The domain's complaint flow found by meaning: a message nearer its complaints than every
other flow, and than asking for nothing by the declared margin.

Apart from ``meaning_request.py`` because a complaint is measured against pools of its own
(the lexicon's complaints, read for the flow, with the author's texts; the complaints about
other parties), where a request is measured against the flows' texts.
"""

from __future__ import annotations

from typing import Any

from ..spec import MeaningSettings
from .meaning_index import MeaningIndex, Ranked
from .utterance import Turn


def complained(
    index: MeaningIndex, settings: MeaningSettings, t: Turn, q: Any, ranked: Ranked, ood: float
) -> str | None:
    """The domain's flow for complaints, where the message is nearer its complaints
    (the lexicon's, read for it, with its own texts, pooled like a flow's) than every
    other flow, and its nearest one than every prototype of asking for nothing by the
    declared out-of-domain margin (the calibrated one may be near 0: "best weekend of
    the year, cant wait!!" is about as near a complaint as small talk)."""
    flow = index.complaint_flow
    if flow is None:
        return None
    score, near = index.complained(q, t.lex.language)
    others = max(
        (s for n, s in zip(ranked.names, ranked.scores, strict=True) if n != flow),
        default=-1.0,
    )
    need = settings.out_of_domain_margin
    # COMPLAINT_ABOUT_OTHERS_TAKEN_BY_THE_COMPLAINT_FLOW: a complaint clearly nearer the
    # complaints about others than the business ("the buses round here are always late",
    # another shop's prices), by twice the declared margin, is not the business's to
    # take: every complaint is near both by its judging words, so only a clear lead counts
    if index.complained_about_others(q, t.lex.language) - score > 2 * need:
        return None
    return flow if near > ood + need and score > others else None
