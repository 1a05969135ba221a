"""Of several listed values of one slot a message says, the one it says it wants: "之前学过
一点象棋了 想试试围棋", "we did the beginners one last year, want to try the improvers".
The others stand in clauses that tell something (what was had before, what is not liked),
so the message names them without choosing them. Read by the asked slot's answer
(``answer_asked.py``) before it asks which of them was meant, and by the values said with
a request or beside an answer (``volunteered.py``), which dropped them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec
from .clauses import clause_spans
from .lexicon import normalize
from .mood import says_a_want
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def wanted_among(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> Parsed | None:
    """VALUE_TOLD_AS_PAST_BESIDE_THE_WANTED_ONE: the listed value of ``spec`` said in the
    one clause of the message that states a want (the lexicon's ``want_openers``: 想, "i'd
    like"), every other value of it said in a clause that states none and offers no choice
    (no ``or_words``: "想试试围棋 或者象棋" still asks which) and before it: what was had
    is told first, then what is wanted. The user was asked which of the two they meant,
    though they had said it. None otherwise."""
    parser = u.parser(flow, spec)
    if not parser.choices:
        return None
    found = [p for p in parser.mentions(t.scan, t.now, t.language) if p.end > p.start]
    if len({str(p.value) for p in found}) < 2:
        return None
    spans = clause_spans(t.scan, spaced=True)
    wanted: list[Parsed] = []
    for p in found:
        clause = next((normalize(t.scan[a:b]) for a, b in spans if a <= p.start < b), "")
        if says_a_want(t.lex, clause):
            wanted.append(p)
        elif t.lex["or_words"].search(clause) is not None:
            return None
    if len({str(p.value) for p in wanted}) != 1:
        return None
    if any(p.start > wanted[0].start for p in found if p.value != wanted[0].value):
        # "need a child seat, a booster for my 6 year old": a value after the want goes on
        # saying what is wanted, no past one
        return None
    return wanted[0]


def wanted_only(
    u: Knowledge, t: Turn, flow: FlowSpec, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` (each slot, a value of it, its rank), a listed slot's several values cut to
    the one wanted (``wanted_among``: "约体验课 孩子学过围棋 这次想试试国际象棋"): they were
    all dropped, and the slot asked with no word of what was said."""
    values: dict[str, set[str]] = {}
    for spec, p, _ in found:
        values.setdefault(spec.name, set()).add(str(p.value))
    for spec in flow.slots:
        if len(values.get(spec.name, ())) < 2:
            continue
        wanted = wanted_among(u, t, flow, spec)
        if wanted is not None:
            found = [f for f in found if f[0].name != spec.name or f[1].value == wanted.value]
    return found
