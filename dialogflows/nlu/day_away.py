"""Where a message names a day by a length away: "3天后", "in 3 days", "2 weeks ago".

COUNT_OF_DAYS_READ_IN_A_DAY_AWAY. A count of days or nights reads "3天", "3 days" as its
value, by its counted noun or the patterns its kind gives it ("{value}天"). Said as a
distance from today (the value lexicons' ``date_in_before``, ``date_in_after``,
``date_ago_after``), the same words name a day, which a date slot reads: "租帐篷 3天后来取"
is collected in three days and says nothing of how long. Readers of counts ask this before
they take such a number; the dates are those ``dates.find_dates`` reads (cached per text),
kept when their words say the distance ("the 5th" is a day of the month, whose 5 a count
of the day of payment still reads).
"""

from __future__ import annotations

import re
from datetime import datetime

from .dates import find_dates
from .value_words import Words, alternation, built

Span = tuple[int, int]


def _distance_words(w: Words) -> re.Pattern[str]:
    before = alternation(w.both("date_in_before"))
    after = alternation([*w.both("date_in_after"), *w.both("date_ago_after")])
    # a Latin word stands whole ("in", not "within"); a Chinese one anywhere ("后")
    return re.compile(rf"(?<![a-z])(?:{before}|{after})(?![a-z])", re.I)


def days_said(text: str, now: datetime, language: str, words: Words) -> tuple[Span, ...]:
    """The spans of ``text`` that name a day by its distance from today."""
    said = built(_distance_words, words)
    return tuple(
        (d.start, d.end)
        for d in find_dates(text, now, language, words)
        if said.search(text[d.start : d.end]) is not None
    )


def dates_named(text: str, now: datetime, language: str, words: Words) -> tuple[Span, ...]:
    """The spans of ``text`` that name a day, any way ("on thursday", "the 22nd")."""
    return tuple((d.start, d.end) for d in find_dates(text, now, language, words))


def inside(at: int, days: tuple[Span, ...]) -> bool:
    """Offset ``at`` (a number's start) stands inside one of ``days``."""
    return any(a <= at < b for a, b in days)
