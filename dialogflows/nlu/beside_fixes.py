"""The asked slot's answer beside a correction: "economy, and make it from London" asked
which class holds both, and "oh from london sorry" asked where from is the answer, not a
correction (the asked slot's own pattern holds the value). Composed with the corrections
in ``composed.py``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Command, SetSlot
from ..spec import SlotSpec, SlotType
from .clauses import clause_spans
from .lexicon import normalize
from .parsed import Parsed, value_key
from .refused import is_negated
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def answers_by_pattern(u: Knowledge, t: Turn, asked: SlotSpec | None, fixes: list[Command]) -> bool:
    """ "oh from london sorry" asked where from: the asked slot's own pattern holds the
    value a correction would move to another slot; it is the answer."""
    if asked is None or t.flow is None:
        return False
    # values compared by key: an amount is a dict ("make it $130")
    moved = {
        value_key(getattr(c, "value", None))
        for c in fixes
        if getattr(c, "slot", None) != asked.name
    }
    if not moved:
        return False
    found = t.captures(u.parser(t.flow, asked))
    return any(value_key(p.value) in moved for p in found)


def answer_beside_fixes(
    u: Knowledge, t: Turn, asked: SlotSpec | None, fixes: list[Command]
) -> list[Command]:
    """ "economy, and make it from London" asked which class, "saturday, actually make it
    the south course" asked which day: the correction, and the answer said beside it. A
    listed value of the asked slot, or a value of its type when no correction is of that
    type (a date beside a date could be the correction's own), said once, outside the
    corrected values and not refused, is taken."""
    if (
        asked is None
        or t.flow is None
        or any(getattr(c, "slot", None) == asked.name for c in fixes)
    ):
        return []
    parser = u.parser(t.flow, asked)
    flow = t.flow
    typed = not parser.choices and asked.type != SlotType.TEXT
    if typed and any(
        (s := flow.slot(str(getattr(c, "slot", "")))) is not None and s.type == asked.type
        for c in fixes
    ):
        return []
    if not parser.choices and not typed:
        return []
    low = t.scan.lower()
    spans = []
    for c in fixes:
        raw = str(getattr(c, "raw_text", None) or getattr(c, "value", "") or "").lower()
        at = low.find(raw) if raw else -1
        if at >= 0:
            spans.append((at, at + len(raw)))
    found = [
        p
        for p in (
            parser.scan(t.scan, t.now, t.language)
            if typed
            else parser.mentions(t.scan, t.now, t.language)
        )
        if p.end > p.start
        and all(p.end <= a or p.start >= b for a, b in spans)
        and not is_negated(t, p)
    ]
    if len({str(p.value) for p in found}) != 1:
        return []
    p = found[0]
    if asked.type == SlotType.BOOLEAN and _no_opening_the_fix(t, p, spans):
        return []
    return [SetSlot(slot=asked.name, value=p.value, raw_text=p.raw_text, confidence=p.confidence)]


#: words said on the spot with a correction that carry no value ("sorry", "i mean", "oh")
_ON_THE_SPOT = ("corrections", "waits", "hesitations", "answer_fillers")


def _no_opening_the_fix(t: Turn, said: Parsed, spans: list[tuple[int, int]]) -> bool:
    """NO_OPENING_A_CORRECTION_ANSWERS_THE_ASKED_YES_NO: a no that opens the message and
    runs into a correction word before the corrected value, nothing else around it ("no
    sorry friday", "no, i mean friday" to "Would you like a loan machine?" with thursday
    held) is the correction's own no: the earlier value taken back, not the asked
    question answered. It stored a no to that question beside the change."""
    ahead = [a for a, _ in spans if a >= said.end]
    if said.value is not False or not ahead:
        return False
    before = normalize(t.scan[: said.start])
    between = normalize(t.scan[said.end : min(ahead)])
    if t.lex["corrections"].prefix(between) is None:
        return False  # "no, friday": a no to the question, then the day
    return not _words_left(t, before) and not _words_left(t, between)


def _words_left(t: Turn, norm: str) -> str:
    """``norm`` without the words said on the spot with a correction (``_ON_THE_SPOT``)."""
    for category in _ON_THE_SPOT:
        words = t.lex[category]
        if words.regex is not None:
            norm = re.sub(r"\s+", " ", words.regex.sub(" ", norm)).strip()
    return norm.strip(" ,.!?")


def another_clause(t: Turn, fixes: list[Command]) -> bool:
    """The message has a clause holding none of ``fixes``' words: something else is said
    beside the asked slot's value (a change of another slot the answer's readers read)."""
    spans = [t.span_of(f.raw_text) for f in fixes if isinstance(f, SetSlot) and f.raw_text]
    return any(not any(a < y and x < b for x, y in spans) for a, b in clause_spans(t.scan))
