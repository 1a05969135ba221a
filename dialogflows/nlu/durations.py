"""Stays said in weeks: "a week" is 7 nights, "two weeks" 14, "一个星期" 7, "两周" 14.

A slot that counts nights or days (its name or a pattern says so: "nights", "days", "晚",
"天") reads these as its value, so "How many nights?" - "a week" is an answer. A week said
as a date ("in 2 weeks", "下周") is the date's, not a length of stay.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import SlotKind, SlotSpec, slot_is
from .numbers import NumberGrammar, zh_to_number
from .value_words import BUILT_IN, EN, ZH, Words, alternation, built
from .weekdays import WeekdayWords

#: slot name words and pattern words that make an integer slot that declares no ``kind``
#: a count of nights or days (the fallback guess)
DAY_WORDS = frozenset(EN.words("nights_slot_words") + ZH.words("nights_slot_words"))


@dataclass(frozen=True)
class Stay:
    days: int
    start: int
    end: int
    raw: str


def counts_days(spec: SlotSpec) -> bool:
    """The slot is a number of nights or days: ``kind: nights``, or, declaring no kind,
    its name or one of its patterns says so."""
    return slot_is(spec, SlotKind.NIGHTS, DAY_WORDS)


class StayGrammar:
    """Lengths of stay of one ``Words`` (an author's "fortnight" among ``stay_units``
    included), compiled once."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        wd, self.numbers = built(WeekdayWords, w), built(NumberGrammar, w)
        #: stay unit words -> nights
        self.per: dict[str, int] = {**en.mapping("stay_units"), **zh.mapping("stay_units")}
        self.en = re.compile(
            rf"\b(?:(?P<n>{en.alt('small_numbers', 'number_words')}|\d{{1,2}})\s+)?"
            rf"(?P<u>{en.alt('stay_units')})\b",
            re.IGNORECASE,
        )
        self.gate = re.compile(alternation(self.per), re.IGNORECASE)
        self.zh = re.compile(
            rf"(?P<n>{self.numbers.numeral_chars}+)(?:{zh.alt('date_unit_measures')})?"
            rf"(?P<u>{zh.alt('stay_units')})"
            rf"(?![{wd.zh_day_chars}]|{zh.alt('weekend_words')})"
        )

    def find(self, text: str) -> list[Stay]:
        """Every length of stay said in weeks, in days, in order."""
        if self.gate.search(text) is None:
            return []  # most messages: one search instead of two patterns
        out: list[Stay] = []
        for m in self.en.finditer(text):
            n = m.group("n")
            count = 1 if n is None else self.numbers.count(n)
            if count is None:
                continue
            out.append(Stay(count * self.per[m.group("u").lower()], m.start(), m.end(), m.group(0)))
        for m in self.zh.finditer(text):
            weeks = zh_to_number(m.group("n"))
            if weeks is not None:
                out.append(
                    Stay(int(weeks) * self.per[m.group("u")], m.start(), m.end(), m.group(0))
                )
        return sorted(out, key=lambda s: s.start)


def find_stays(text: str, words: Words = BUILT_IN) -> list[Stay]:
    """Every length of stay said in weeks, in days, in order, read with ``words``."""
    return built(StayGrammar, words).find(text)
