"""An area said by its sides: "5 by 4 metres", "5x8m", "6m x 3m", "5米乘4米" is 20, 40, 18
and 20 for a count slot that counts an area ("counts: sqm", "counts: 平米").

People measure a lawn, a deck or a floor with a tape, so they give its two sides, not its
area in square metres; a count of square metres read the two sides as two numbers, asked
which one and took neither (or took the first one said). The words are the value lexicons'
(``dimension_joiners``: "by", "x", "乘"; ``area_units``: each unit of area with the unit of
length its sides are measured in, "sqm" in "m"; ``length_units``: each unit of length with
its base, "metres" in "m"). Sides said in a unit of length that is not the one the slot's
area is measured in ("5 by 8 feet" to a count of square metres) are no area of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import SlotSpec, SlotType
from .lexicon import normalize
from .numbers import NumberGrammar
from .parsed import Parsed
from .value_words import Words, alternation, built

__all__ = ["AreaUnit", "area_forms", "area_unit", "find_areas"]


@dataclass(frozen=True)
class AreaUnit:
    """What an area slot counts: the unit of length its sides are measured in ("m")."""

    side: str


def area_unit(spec: SlotSpec, words: Words) -> AreaUnit | None:
    """The unit of area an integer slot counts (one of its ``counts`` in the lexicons'
    ``area_units``), or None."""
    if spec.type != SlotType.INTEGER or not spec.counts:
        return None
    units = {**words.en.mapping("area_units"), **words.zh.mapping("area_units")}
    for counted in spec.counts:
        side = units.get(normalize(counted))
        if side:
            return AreaUnit(str(side))
    return None


def area_forms(spec: SlotSpec, words: Words) -> tuple[str, ...]:
    """The other names of the unit of area an integer slot counts: every unit of the
    lexicons' ``area_units`` measured by the same unit of length ("平", "平方", "㎡" beside
    "平米"; "square metres" beside "sqm"). People say a flat's area in the short form ("90平",
    "一百二十个平方"); a slot counting 平米 read no number before them and asked again."""
    area = area_unit(spec, words)
    if area is None:
        return ()
    units = {**words.en.mapping("area_units"), **words.zh.mapping("area_units")}
    counted = {normalize(c) for c in spec.counts}
    return tuple(
        normalize(u)
        for u, side in units.items()
        if str(side) == area.side and normalize(u) not in counted
    )


class DimensionGrammar:
    """Two sides joined by a joiner, each with an optional unit of length, compiled once
    per ``Words`` (``built``)."""

    def __init__(self, w: Words) -> None:
        self.numbers = built(NumberGrammar, w)
        self.lengths = {
            normalize(k): str(v)
            for k, v in {**w.en.mapping("length_units"), **w.zh.mapping("length_units")}.items()
        }
        joiners = w.both("dimension_joiners")
        said = [*w.en.words("number_words")]
        side = rf"\d+(?:\.\d+)?|\b(?:{alternation(said)})\b|{self.numbers.numeral_chars}+"
        unit = alternation(self.lengths) if self.lengths else "(?!)"
        # a Latin unit ends its word ("5m", not the "m" of "monday"); a Chinese one stands alone
        end = r"(?![a-z])"
        self.pattern = (
            re.compile(
                rf"(?<![A-Za-z0-9.])(?P<a>{side})\s*(?:(?P<ua>{unit}){end})?\s*"
                rf"(?:{alternation(joiners)})\s*"
                rf"(?P<b>{side})\s*(?:(?P<ub>{unit}){end})?",
                re.IGNORECASE,
            )
            if joiners
            else None
        )

    def find(self, text: str, area: AreaUnit) -> list[Parsed]:
        """Every area said by its sides in ``text`` that is a whole number of the unit."""
        if self.pattern is None:
            return []
        out: list[Parsed] = []
        for m in self.pattern.finditer(text):
            units = {self.lengths[normalize(u)] for u in (m.group("ua"), m.group("ub")) if u}
            if units - {area.side}:
                continue  # "5 by 8 feet" is no area in square metres
            a, b = self._side(m.group("a")), self._side(m.group("b"))
            if a is None or b is None or not (a * b).is_integer() or a * b <= 0:
                continue
            raw = m.group(0).rstrip()
            out.append(Parsed(int(a * b), raw, 1.0, m.start(), m.start() + len(raw)))
        return out

    def _side(self, said: str) -> float | None:
        if re.fullmatch(r"\d+(?:\.\d+)?", said):
            return float(said)
        got = self.numbers.count(said)
        return float(got) if got is not None else None


def find_areas(text: str, area: AreaUnit, words: Words) -> list[Parsed]:
    """Areas said by their sides in ``text``, in the slot's unit of area."""
    return built(DimensionGrammar, words).find(text, area)
