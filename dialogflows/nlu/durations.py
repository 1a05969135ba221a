"""Stays said in weeks: "a week" is 7 nights, "two weeks" 14, "一个星期" 7, "两周" 14.

A slot that counts nights or days (its name or a pattern says so: "nights", "days", "晚",
"天") reads these as its value, so "How many nights?" - "a week" is an answer. A week said
as a date ("in 2 weeks", "下周") is the date's, not a length of stay.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import SlotKind, SlotSpec, slot_is
from .numbers import NUMERAL_CHARS, count_word, zh_to_number
from .value_words import EN, ZH, alternation
from .weekdays import ZH_DAY_CHARS

#: slot name words and pattern words that make an integer slot that declares no ``kind``
#: a count of nights or days (the fallback guess)
DAY_WORDS = frozenset(EN.words("nights_slot_words") + ZH.words("nights_slot_words"))

#: stay unit words -> nights
_PER: dict[str, int] = {**EN.mapping("stay_units"), **ZH.mapping("stay_units")}
_EN = re.compile(
    rf"\b(?:(?P<n>{EN.alt('small_numbers', 'number_words')}|\d{{1,2}})\s+)?"
    rf"(?P<u>{EN.alt('stay_units')})\b",
    re.IGNORECASE,
)
_ZH_UNITS = ZH.alt("stay_units")
_GATE = re.compile(alternation(_PER), re.IGNORECASE)
_ZH = re.compile(
    rf"(?P<n>{NUMERAL_CHARS}+)(?:{ZH.alt('date_unit_measures')})?(?P<u>{_ZH_UNITS})"
    rf"(?![{ZH_DAY_CHARS}]|{ZH.alt('weekend_words')})"
)


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


def find_stays(text: str) -> list[Stay]:
    """Every length of stay said in weeks, in days, in order."""
    if _GATE.search(text) is None:
        return []  # most messages: one search instead of two patterns
    out: list[Stay] = []
    for m in _EN.finditer(text):
        n = m.group("n")
        count = 1 if n is None else count_word(n)
        if count is None:
            continue
        out.append(Stay(count * _PER[m.group("u").lower()], m.start(), m.end(), m.group(0)))
    for m in _ZH.finditer(text):
        weeks = zh_to_number(m.group("n"))
        if weeks is not None:
            out.append(Stay(int(weeks) * _PER[m.group("u")], m.start(), m.end(), m.group(0)))
    return sorted(out, key=lambda s: s.start)
