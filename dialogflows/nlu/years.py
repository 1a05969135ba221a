"""A calendar year said in a message: "2016年上的牌", "a 2016 model".

An integer slot that holds a year (the year a car was registered, a house was built) took a
number only as the answer to its own question: said with the request ("卖车 本田 2016年 10万
公里"), the year was left unread, since a bare number beside other values is no slot's. People
mark a year the way they mark an age: with its word ("年", "model"). The ways a year is said
are the lexicon's (``year_phrases``, {n} the year: four digits), read for a slot of ``kind:
year``, or, declaring no kind, an integer slot whose name holds one of ``year_slot_words``
(the fallback guess, like ages). A year followed by a number and a word of ``year_not_before``
(a month: "2016年3月") is a date, not read.

A year is said in its two last digits too, with a phrase that says it is one
(``year_phrases_short``: "车是18年的", "18款"; TWO_DIGIT_YEAR_READ_AS_THE_NUMBER): a bare
"18年" is as often eighteen years ("开了18年"), so only those phrases read it. The century
is the one that puts the year no later than next year.
"""

from __future__ import annotations

import re

from ..spec import SlotKind, SlotSpec, SlotType, named_by, slot_is
from .hole_phrases import hole_forms, hole_values
from .numbers import NumberGrammar
from .parsed import Parsed
from .value_words import Words, built


def holds_year(spec: SlotSpec, words: Words) -> bool:
    """The slot is a calendar year: declared, or guessed from its name or its label
    ("出厂年份"), as a month slot is."""
    if spec.type != SlotType.INTEGER:
        return False
    names = frozenset(w.lower() for w in words.both("year_slot_words"))
    # a word of its label as a whole word ("reg year", not the "yr" of "number of tyres";
    # A_YEAR_WORD_INSIDE_ANOTHER_WORD_OF_THE_LABEL), anywhere in a Chinese one ("出厂年份")
    if spec.kind is None and spec.label and named_by(spec, names):
        return True
    return slot_is(spec, SlotKind.YEAR, names)


class YearGrammar:
    """The year phrases of one ``Words``, compiled once (``built``)."""

    def __init__(self, w: Words) -> None:
        numbers = built(NumberGrammar, w)
        phrases = w.both("year_phrases")
        body = hole_forms(phrases, r"(?<!\d)(\d{4})(?!\d)")
        # "2016年3月", "2016年三月": a date's year, which the date reads
        units = w.both("year_not_before")
        month = (
            rf"(?!\s*{numbers.numeral_chars}+\s*(?:{'|'.join(map(re.escape, units))}))"
            if units
            else ""
        )
        self.pattern = (
            re.compile(rf"(?:{body})(?![a-z0-9]){month}", re.IGNORECASE) if body else None
        )
        short = hole_forms(w.both("year_phrases_short"), r"(?<![\d.])(\d{2})(?!\d)")
        self.short = re.compile(rf"(?:{short})(?![a-z0-9])", re.IGNORECASE) if short else None

    def find(self, text: str, this_year: int) -> list[Parsed]:
        """Every year said in ``text``, as the number's span (two digits read in the
        century ``in_century`` puts them in, from ``this_year``)."""
        full = hole_values(self.pattern, text, int)
        seen = [(p.start, p.end) for p in full]
        return sorted(
            [
                *full,
                *(
                    p
                    for p in hole_values(self.short, text, lambda x: in_century(int(x), this_year))
                    if not any(a < p.end and p.start < b for a, b in seen)
                ),
            ],
            key=lambda p: p.start,
        )


def in_century(n: int, now: int) -> int:
    """A year said in two digits, in the century that puts it no later than next year
    (``now`` this year: "18" is 2018, "98" 1998): a year a thing was made or registered is
    behind us."""
    year = now - now % 100 + n
    return year if year <= now + 1 else year - 100


def find_years(text: str, words: Words, this_year: int) -> list[Parsed]:
    """The years said in ``text`` with ``words``' phrases."""
    return built(YearGrammar, words).find(text, this_year)
