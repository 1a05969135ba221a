"""A listed value that is a date ("21 December", "Sat 5th") said as another form of the
same day ("21 dec", "12/21", "28 dec" for the week listed as "28 December").

An enum's values are matched by their words; a date written as a value is matched by the
day it names, so any way of saying that day picks it. The values are read as dates once
per day of ``now`` (a value such as "Sat 5th" names another day as the month turns), not
once per answer.
"""

from __future__ import annotations

from datetime import date, datetime

from . import dates
from .lexicon import normalize
from .parsed import Parsed
from .value_words import Words


class DatedValues:
    """The listed values of one slot that are dates, by day, as read on one day."""

    def __init__(self, values: list[str]) -> None:
        self._values = values
        self._days: tuple[date, dict[date, list[str]]] | None = None

    def said(self, text: str, now: datetime, language: str, words: Words) -> Parsed | None:
        """The one listed value written as the one day ``text`` names; None when it names
        none or several days, or when no value or several are that day."""
        day = now.date()
        if self._days is None or self._days[0] != day:
            by_day: dict[date, list[str]] = {}
            for v in self._values:
                found = dates.find_dates(str(v), now, language, words)
                if len(found) == 1 and len(normalize(found[0].raw)) >= len(normalize(str(v))):
                    by_day.setdefault(found[0].value, []).append(v)
            self._days = (day, by_day)
        by_day = self._days[1]
        if not by_day:
            return None
        said = {d.value: d for d in dates.find_dates(text, now, language, words)}
        if len(said) != 1:
            return None
        ((when, span),) = said.items()
        values = by_day.get(when, [])
        if len(values) != 1:
            return None
        return Parsed(values[0], span.raw, 1.0, span.start, span.end)
