"""Trigger hits said only inside a supposed clause, taken out: "if I cancel my loan later, do
I lose anything?" asks about the cancel flow, it does not ask for it (``conditionals.py``).
The exact hits and the weak ones (a trigger said with words between its own, a typo, a word
of a flow's name) pass the same filter, so a supposition starts nothing by either
(SUPPOSED_UNDO_READ_BY_A_LOOSE_TRIGGER: "if we end the contract in july do we still pay…")."""

from __future__ import annotations

from .conditionals import supposed
from .knowledge import Knowledge
from .mood import mood
from .trigger_hits import TriggerHit
from .utterance import Turn


def not_supposed(u: Knowledge, t: Turn, scanned: str, hits: list[TriggerHit]) -> list[TriggerHit]:
    """The hits outside supposed clauses: "if I cancel my loan later, do I lose anything?"
    asks about the cancel flow, it does not ask for it (``conditionals.py``). A trigger
    that itself supposes ("what if it rains" of a flow telling what happens then) is the
    question asked: its own conditional word is no supposition around it. So is, in a
    question, the trigger of a flow that only tells (no slots, no confirmation, undoes
    nothing) said inside the supposed clause: "what happens if its windy on the day?"
    asks what that flow tells, and starts nothing that books or undoes. A trigger said by
    its words with others between ("what happens if i cancel the tub visit?" for "cancel
    my visit") stands where its words do (``TriggerIndex.placed``)."""
    if not hits:
        return hits
    conditionals = t.lex["conditionals"]
    asking: bool | None = None
    out: list[TriggerHit] = []
    # a hit by a trigger's words has no span of its own: where its words stand is its span
    for h, p in zip(hits, u.triggers.placed(scanned, hits), strict=True):
        said = scanned[p.start : p.end]
        if conditionals.search(said) is not None or not supposed(t.lex, t.raw, said):
            out.append(h)
            continue
        flow = u.domain.flows.get(h.flow)
        if flow is None or flow.slots or flow.confirm is not None or flow.destructive:
            continue
        if asking is None:
            asking = mood(t.lex, t.raw, t.norm).asking
        if asking:
            out.append(h)
    return out
