"""Holidays on a fixed day of the year: "Christmas Eve", "New Year's Day", "平安夜", "国庆".

"a hotel from Christmas Eve for a week" left the check-in empty: no rule read a holiday's
name, and dateparser does not either. Each name here is the next such day to come (today
included), like a month and day said without a year. Holidays that move with the moon
(春节, 中秋) or the week (Thanksgiving) are not here: a wrong day is worse than a question.
"""

from __future__ import annotations

import re
from typing import Any

from .value_words import BUILT_IN, Words, built


def _days(names: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """Names -> (month, day), from the lexicon's ``[month, day]`` pairs."""
    return {" ".join(k.split()): (int(v[0]), int(v[1])) for k, v in names.items()}


def _alternation(names: dict[str, tuple[int, int]]) -> str:
    return "|".join(
        re.escape(n).replace("'", "'?").replace(r"\ ", r"\s+")
        for n in sorted(names, key=len, reverse=True)
    )


def _rx(names: dict[str, tuple[int, int]], things: list[str], flags: int) -> re.Pattern[str]:
    """A name as a whole word, not before a word that makes it qualify a thing."""
    left = r"\b" if any(n[:1].isascii() for n in names) else ""
    right = r"(?!\w)" if left else ""
    after = rf"(?!\s*(?:{'|'.join(map(re.escape, things))})\b)" if things else ""
    return re.compile(rf"{left}(?P<h>{_alternation(names) or '(?!)'}){right}{after}", flags)


def _needles(names: dict[str, tuple[int, int]]) -> str:
    """What a text needs to hold a name: its longest word before any apostrophe (the
    rarest: "patrick", not "st"; "year", not "new")."""
    return "|".join(sorted({re.escape(max(n.split("'")[0].split(), key=len)) for n in names}))


class Holidays:
    """The holidays of one ``Words`` (an author's "founders day": [3, 14] included):
    names, their patterns and the needles the dates' gate looks for."""

    def __init__(self, w: Words) -> None:
        #: each language's names, lowercased -> (month, day)
        self.en = _days(w.en.mapping("holidays"))
        self.zh = _days(w.zh.mapping("holidays"))
        self.en_rx = _rx(self.en, w.en.words("holiday_things"), re.IGNORECASE)
        self.zh_rx = _rx(self.zh, w.zh.words("holiday_things"), 0)
        #: what a text needs to hold a holiday's name (the dates' cheap gate)
        self.needles_en = _needles(self.en)
        self.needles_zh = _needles(self.zh)

    def day(self, name: str) -> tuple[int, int] | None:
        """The (month, day) of a holiday's name as matched by one of the patterns."""
        key = " ".join(name.lower().split())
        got = self.zh.get(key) or self.en.get(key)
        if got is None and "'" not in key:  # "new years eve", said without the apostrophe
            got = next((v for k, v in self.en.items() if k.replace("'", "") == key), None)
        return got


_BUILT_IN = built(Holidays, BUILT_IN)
EN_HOLIDAYS = _BUILT_IN.en
ZH_HOLIDAYS = _BUILT_IN.zh
EN_HOLIDAY_RX = _BUILT_IN.en_rx
ZH_HOLIDAY_RX = _BUILT_IN.zh_rx
NEEDLES_EN = _BUILT_IN.needles_en
NEEDLES_ZH = _BUILT_IN.needles_zh
holiday = _BUILT_IN.day
