"""A measure said in another unit than the slot's: "八斤" to "宠物体重大概多少公斤？" is 4 kg,
"12 lbs" to "Weight in kg?" is 5.44 (MEASURE_IN_ANOTHER_UNIT_TAKEN_AS_THE_SLOTS_UNIT).

The number was taken as said, 8 kilograms for eight jin, a wrong value stored without a
word. The slot's unit is the first unit word of the value lexicons' ``unit_factors`` its
question, label, name or patterns say ("多少公斤", "weight in kg", "{value} kg"); a number
said right before another unit of the same dimension (mass, length) is converted to it.
A number with no unit, or with one of another dimension, is left as said. Worked out at
load per slot (``SlotUnit``), so a turn only looks at the words after each number.

A neutral module: it reads the text it is given and knows no reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import SlotSpec
from .lexicon import has_cjk
from .value_words import Words, built

#: how many decimals a converted measure keeps ("4.0", "5.44")
_DECIMALS = 2


class UnitTable:
    """The value lexicons' units: each word's dimension and its size in that dimension's
    base unit, and the regexes of them, longest first; built once per ``Words``."""

    def __init__(self, w: Words) -> None:
        self.units: dict[str, tuple[str, float]] = {}
        for lang in (w.en, w.zh):
            for word, said in lang.mapping("unit_factors").items():
                dimension, factor = str(said[0]), float(said[1])
                self.units[word] = (dimension, factor)
        words = sorted(self.units, key=len, reverse=True)
        body = "(" + "|".join(re.escape(x) for x in words) + r")(?![a-z])"
        #: a unit word right after a number (``SlotUnit.converted``), any case
        self.after = re.compile(r"\s*" + body, re.I) if words else None
        #: a unit word anywhere in lowercased text (``first_in``)
        self._anywhere = re.compile(body) if words else None

    def first_in(self, text: str) -> str | None:
        """The first unit word said in ``text`` (a question, a label), as listed."""
        if self._anywhere is None:
            return None
        low = text.lower()
        found = [
            (m.start(1), m.group(1).lower())
            for m in self._anywhere.finditer(low)
            if has_cjk(m.group(1)) or _word_edge(low, m.start(1))
        ]
        return min(found)[1] if found else None


def _word_edge(text: str, at: int) -> bool:
    """A Latin unit stands as a word of its own ("kg" of "in kg", not of "backgammon")."""
    return at == 0 or not text[at - 1].isalpha()


@dataclass(frozen=True)
class SlotUnit:
    """The unit a number slot holds its value in, and the table to convert others by."""

    unit: str
    dimension: str
    factor: float
    table: UnitTable

    def converted(self, text: str, end: int, value: float) -> float | None:
        """``value``, said as a number ending at ``end`` in ``text``, in the slot's unit,
        when a unit of the same dimension but another size follows it; None otherwise."""
        assert self.table.after is not None
        m = self.table.after.match(text, end)
        if m is None:
            return None
        dimension, factor = self.table.units[m.group(1).lower()]
        if dimension != self.dimension or factor == self.factor:
            return None
        return round(value * factor / self.factor, _DECIMALS)


def slot_unit(spec: SlotSpec, words: Words) -> SlotUnit | None:
    """The unit ``spec`` holds a measure in, from its question, label, name and patterns;
    None when they name none."""
    table = built(UnitTable, words)
    if table.after is None:
        return None
    said = " ".join(
        x for x in (spec.prompt, spec.label, spec.name.replace("_", " "), *spec.patterns) if x
    )
    unit = table.first_in(said)
    if unit is None:
        return None
    dimension, factor = table.units[unit]
    return SlotUnit(unit, dimension, factor, table)
