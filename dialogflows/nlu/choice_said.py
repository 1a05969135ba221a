"""A listed value as said in a message, beyond finding it: said as the value (the whole
message, or right after a preposition: ``said_as_value``), or as a typo opening a capture of
the slot's patterns (``typo_captures``). Split from ``choices.py``; no reader of the
pipeline.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .lexicon import Lexicon, normalize
from .parsed import Parsed

if TYPE_CHECKING:
    from .choice_typos import Choice
    from .choices import Choices
    from .slot_patterns import SlotPattern


def said_as_value(lex: Lexicon, text: str, c: Choice) -> bool:
    """``c`` is the whole message, or comes right after a preposition ("in first"): how a
    value that is an everyday word too ("first") is said when it is meant as the value."""
    before, after = normalize(text[: c.start]), normalize(text[c.end :])
    if not before and not after:
        return True
    return any(before == p or before.endswith(" " + p) for p in lex["prepositions"].ending(before))


def typo_captures(choices: Choices, patterns: Sequence[SlotPattern], text: str) -> list[Parsed]:
    """The first capture of a slot's patterns ("from {value}") that opens with a typo of a
    value ("from pars"), as that value with a typo's confidence; none when no capture does.
    Tried only when no capture holds a value exactly, as an answer's typos are."""
    for pattern in patterns:
        if not pattern.leading:  # "{value} nights": the value ends the capture
            continue
        for m in pattern.finditer(text):
            capture = m.group("value")
            lead = len(capture) - len(capture.lstrip())
            near = choices.typos.fuzzy_head(capture.strip())
            if near is not None:
                at = m.start("value") + lead
                return [Parsed(near.value, near.raw, near.confidence, at, at + near.end)]
    return []
