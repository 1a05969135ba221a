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
from collections.abc import Mapping
from dataclasses import dataclass

from ..spec import SlotSpec
from .lexicon import has_cjk
from .value_words import Words, built

#: how many decimals a converted measure keeps ("4.0", "5.44")
_DECIMALS = 2
#: the letters closing a number as written ("22m", "6 ft")
_CLOSING_LETTERS = re.compile(r"[a-z]+$")


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
    """A Latin unit stands as a word of its own ("kg" of "in kg", not of "backgammon", and
    no "m" of "i'm")."""
    return at == 0 or not (text[at - 1].isalpha() or text[at - 1] in "'’")


@dataclass(frozen=True)
class SlotUnit:
    """The unit a number slot holds its value in, and the table to convert others by."""

    unit: str
    dimension: str
    factor: float
    table: UnitTable

    def of_its_dimension(self, text: str, end: int, raw: str) -> bool:
        """The number ``raw`` ending at ``end`` in ``text`` is said with a unit of the
        slot's dimension, after it or glued to it ("22m", "about 22 metres", "6ft")."""
        if self._glued(raw) is not None:
            return True
        assert self.table.after is not None
        m = self.table.after.match(text, end)
        return m is not None and self.table.units[m.group(1).lower()][0] == self.dimension

    def unsuffixed(self, raw: str, value: float, multipliers: Mapping[str, float]) -> float | None:
        """NUMBER_SUFFIX_THAT_IS_THE_SLOTS_UNIT: "22m" to "how long is the run, in
        metres?" is 22 metres, not 22 million: a letter the number lexicons read as a
        multiplier (``number_suffixes``) that is also a unit of the slot's dimension is that
        unit. ``value`` is the number as read, the multiplier taken; None when ``raw`` ends
        in no such letter."""
        unit = self._glued(raw)
        if unit is None or unit not in multipliers:
            return None
        factor = self.table.units[unit][1]
        return round(value / multipliers[unit] * factor / self.factor, _DECIMALS)

    def _glued(self, raw: str) -> str | None:
        """The unit of the slot's dimension that closes the digits of ``raw``, if any."""
        m = _CLOSING_LETTERS.search(raw.lower())
        if m is None or not any(ch.isdigit() for ch in raw[: m.start()]):
            return None
        said = self.table.units.get(m.group(0))
        return m.group(0) if said is not None and said[0] == self.dimension else None

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


def unit_patterns(spec: SlotSpec, words: Words) -> list[str]:
    """MEASURE_WITH_A_SHORT_FORM_OF_ITS_UNIT_NOT_READ: "new fence 30m" for a slot asked
    "how long, in metres?" read no length with the request, where "30 metres" did (the
    label's word is a pattern, ``slot_patterns.implicit_patterns``). Every unit word of the
    value lexicons of the slot's dimension and its size ("m", "metre", "meters") is a
    pattern after the number, spaced and glued ("30 m", "30m"); a unit of another size is
    left to ``SlotUnit.converted`` when the number is answered, as a capture holds no unit
    to convert by."""
    if spec.counts or spec.kind is not None:
        return []  # an area counted by its sides ("5米乘4米" for 平米), people, nights: theirs
    unit = slot_unit(spec, words)
    if unit is None:
        return []
    out = []
    for word, (dimension, factor) in unit.table.units.items():
        if dimension != unit.dimension or factor != unit.factor:
            continue
        out += [f"{{value}}{word}"] if has_cjk(word) else [f"{{value}} {word}", f"{{value}}{word}"]
    return out
