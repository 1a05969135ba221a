"""Which values a message made by inference rather than said: a date from a weekday
("next friday", "周五"), a time from a bare hour ("half past seven", "7点").

The understanding marks them (``SetSlot.inferred``, ``StartTask.inferred``); the runtime
says such a value back when it is filled if the slot asks for it (``confirm_inferred``),
so "next friday" said on a Tuesday is seen as "Friday 11 December" at once, not first at
the confirmation. What counts as naming a part of the day is lexicon data
(``clock_sides``); weekdays are the date readers' own words.
"""

from __future__ import annotations

import re
from typing import Any

from ..commands import Command, CorrectSlot, SetSlot, StartTask
from ..spec import FlowSpec, SlotType
from .date_words import names_a_weekday
from .lexicon import Lexicon, PhraseSet, normalize

__all__ = ["inferred_from", "mark_inferred"]

#: an hour written so it needs no side of the day: "19:30", "07:05"
_TWENTY_FOUR = re.compile(r"(?<!\d)(?:0\d|1[3-9]|2[0-3])[:：.]\d{2}")
_DIGIT = re.compile(r"\d")


def inferred_from(kind: SlotType, said: str, lex: Lexicon) -> bool:
    """``said`` (the words a value was read from) names it only by inference."""
    if kind == SlotType.DATE:
        return names_a_weekday(said) and not _DIGIT.search(said)
    if kind == SlotType.TIME:
        if _TWENTY_FOUR.search(said):
            return False
        # "7pm": a side of the day may follow the digits without a space
        sides = _sides(lex)
        return sides is None or sides.search(normalize(said)) is None
    return False


#: each lexicon's ``clock_sides`` as one regex, by the phrase set's identity
_SIDES: dict[int, tuple[PhraseSet, re.Pattern[str] | None]] = {}


def _sides(lex: Lexicon) -> re.Pattern[str] | None:
    """One regex finding any side of the day (a Latin one not inside a longer word, a CJK
    one anywhere), compiled once per lexicon: one search where a regex per phrase was
    looked up and run for every time value read."""
    phrases = lex["clock_sides"]
    got = _SIDES.get(id(phrases))
    if got is None or got[0] is not phrases:
        alts = [
            rf"(?<![a-z]){re.escape(w)}(?![a-z])" if w.isascii() else re.escape(w)
            for w in phrases.phrases
        ]
        got = _SIDES[id(phrases)] = (phrases, re.compile("|".join(alts)) if alts else None)
    return got[1]


def mark_inferred(
    commands: list[Command],
    text: str,
    flow_of: Any,
    lex: Lexicon,
    clarified: str | None = None,
) -> list[Command]:
    """``commands`` with their inferred values marked. ``flow_of(name)`` gives a flow's
    spec (None for an unknown one); ``text`` is the whole message, read for a value that
    came without its own words (a StartTask's slots). ``clarified`` is the slot whose
    options the bot just said in full: an answer picking one is not inferred."""
    out: list[Command] = []
    for c in commands:
        if isinstance(c, SetSlot | CorrectSlot) and c.slot == clarified:
            pass
        elif isinstance(c, SetSlot | CorrectSlot) and c.raw_text and not c.inferred:
            kind = _kind(flow_of(c.flow) if isinstance(c, SetSlot) and c.flow else None, c.slot)
            kind = kind or _slot_kind(flow_of, c.slot)
            if kind is not None and inferred_from(kind, c.raw_text, lex):
                c = c.model_copy(update={"inferred": True})
        elif isinstance(c, StartTask) and c.slots:
            flow: FlowSpec | None = flow_of(c.flow)
            names = [
                n
                for n in c.slots
                if (kind := _kind(flow, n)) is not None and inferred_from(kind, text, lex)
            ]
            if names:
                c = c.model_copy(update={"inferred": names})
        out.append(c)
    return out


def _kind(flow: FlowSpec | None, slot: str) -> SlotType | None:
    spec = flow.slot(slot) if flow is not None else None
    if spec is None or spec.type not in (SlotType.DATE, SlotType.TIME):
        return None
    return spec.type


def _slot_kind(flow_of: Any, slot: str) -> SlotType | None:
    return _kind(flow_of(None), slot)
