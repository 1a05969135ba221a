"""Stays said in weeks: "a week" is 7 nights, "two weeks" 14, "一个星期" 7, "两周" 14.

A slot that counts nights or days (its name or a pattern says so: "nights", "days", "晚",
"天") reads these as its value, so "How many nights?" - "a week" is an answer. A week said
as a date ("in 2 weeks", "下周") is the date's, not a length of stay.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import SlotSpec, slot_words
from .numbers import count_word, zh_to_number

#: slot name words and pattern words that make an integer slot a count of nights or days
DAY_WORDS = frozenset({"nights", "night", "days", "day", "晚", "天", "夜", "晚上"})

_EN = re.compile(
    r"\b(?:(?P<n>a|an|one|two|three|four|five|six|\d{1,2})\s+)?(?P<u>weeks?|fortnights?)\b",
    re.IGNORECASE,
)
_ZH_HINT = re.compile("[周期拜]")
_ZH = re.compile(r"(?P<n>[一两二三四五六\d]+)个?(?P<u>星期|礼拜|周)(?![一二三四五六日天1-7末])")


@dataclass(frozen=True)
class Stay:
    days: int
    start: int
    end: int
    raw: str


def counts_days(spec: SlotSpec) -> bool:
    """The slot is a number of nights or days: its name or one of its patterns says so."""
    return not slot_words(spec).isdisjoint(DAY_WORDS)


def find_stays(text: str) -> list[Stay]:
    """Every length of stay said in weeks, in days, in order."""
    low = text.lower()
    if "week" not in low and "fortnight" not in low and not _ZH_HINT.search(text):
        return []  # most messages: two substring tests instead of two patterns
    out: list[Stay] = []
    for m in _EN.finditer(text):
        n = m.group("n")
        count = 1 if n is None or n.lower() in ("a", "an") else count_word(n)
        if count is None:
            continue
        per = 14 if m.group("u").lower().startswith("fortnight") else 7
        out.append(Stay(count * per, m.start(), m.end(), m.group(0)))
    for m in _ZH.finditer(text):
        weeks = zh_to_number(m.group("n"))
        if weeks is not None:
            out.append(Stay(int(weeks) * 7, m.start(), m.end(), m.group(0)))
    return sorted(out, key=lambda s: s.start)
