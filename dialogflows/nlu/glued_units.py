"""Digits glued to letters: a count of a unit written so, or a piece of a code.

"10kg", "3yo", "2ppl" are counts; "4BT" of the postcode "M1 4BT" or "7HH" of "YO1 7HH" is a
piece of a code, and no count of anything. The units people write glued to a number are the
value lexicons' (``GluedUnits``, built per lexicon), and those a slot names itself
(``own_units``). Read by the number scan of a slot (``typed_scan.py``).

A neutral module: it reads the text it is given and knows no reader.
"""

from __future__ import annotations

import re

from ..spec import SlotSpec
from .value_words import Words


class GluedUnits:
    """Digits glued to letters are a count only when the letters are a unit people write
    so ("10kg", "3yo", "2ppl"; the value lexicons' ``glued_units``, the units of time and
    the number suffixes), or the unit the slot itself declares (``own_units``: "25sqm" for
    a slot that counts sqm or is labelled "area in sqm"): "4BT" of the postcode "M1 4BT" or
    "7HH" of "YO1 7HH" is a piece of a code, and no count of anything. Built per lexicon
    (``built``)."""

    def __init__(self, w: Words) -> None:
        units = {
            *w.en.words("glued_units"),
            *w.en.words("ordinal_suffixes"),
            *w.en.mapping("number_suffixes"),
            *w.en.mapping("time_units"),
            *w.en.mapping("day_lengths"),
            *w.en.mapping("month_lengths"),
        }
        self._units = frozenset(u.casefold() for u in units)

    def in_code(self, text: str, end: int, own: frozenset[str] = frozenset()) -> bool:
        """The number ending at ``end`` runs on into Latin letters of no unit: none the
        lexicon knows, none of ``own`` (the slot's units, casefolded)."""
        m = _LETTERS_AFTER.match(text, end)
        if m is None:
            return False
        letters = m.group(0).casefold()
        return letters not in self._units and letters not in own


def own_units(spec: SlotSpec, plural_endings: tuple[str, ...]) -> frozenset[str]:
    """The units a number slot names itself: what it ``counts`` and ``measures`` (with
    their plurals: "3bags") and the Latin words of its label ("area in sqm", "weight in
    kg"). A number glued to one ("25sqm") is a count of it, whatever the lexicon lists:
    the author who wrote the unit into the slot said how its values are written."""
    words = [*spec.counts, *spec.measures, *_LATIN_WORDS.findall((spec.label or "").casefold())]
    return frozenset(
        w.casefold() + e for w in words if w.isascii() and w.isalpha() for e in plural_endings
    )


#: a Latin word of a label, two letters at least (no "a" or "x" of it is a unit)
_LATIN_WORDS = re.compile(r"[a-z]{2,}")


#: the Latin letters a number runs on into, to the end of the word
_LETTERS_AFTER = re.compile(r"[A-Za-z]+(?![\w])")
