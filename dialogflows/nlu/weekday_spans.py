"""A count of days said as a span of weekdays, or as every weekday.

People book what repeats through the week by the days it runs: "mon to fri", "tues-thurs",
"周一到周五", "every weekday". For a slot that counts days (a hire's, a walker's, a camp's,
not a stay's nights) that span is the count, the days from the first to the last, both
counted (WEEKDAY_SPAN_SAID_FOR_A_COUNT_OF_DAYS: "can someone walk my dog mon to fri" read no
count of days). The joining words are the value lexicons' ``stay_joiners`` (and a hyphen);
the words for every weekday are ``every_weekday`` (five days by the calendar, whatever the
slot's ``whole``).
"""

from __future__ import annotations

import re

from .parsed import Parsed
from .value_words import Words, alternation, built
from .weekdays import WeekdayWords

#: the days of a working week, Monday to Friday
_WORKING_DAYS = 5


class WeekdaySpans:
    """The spans of weekdays of one ``Words``, compiled once (``built``)."""

    def __init__(self, w: Words) -> None:
        wd = built(WeekdayWords, w)
        self.en_days, self.zh_days = wd.en_days, wd.zh_days
        en_join = alternation([*w.en.words("stay_joiners"), "-"])
        zh_join = alternation([*w.zh.words("stay_joiners"), "-"])
        week = alternation(w.zh.words("week_words"))
        self.en = re.compile(
            rf"(?<![\w'])(?P<a>{wd.weekday_words})\s*(?:{en_join})\s*(?P<b>{wd.weekday_words})(?![\w'])",
            re.IGNORECASE,
        )
        zh_day = alternation(self.zh_days)
        self.zh = re.compile(
            rf"(?:{week})(?P<a>{zh_day})\s*(?:{zh_join})\s*(?:{week})?(?P<b>{zh_day})"
        )
        every = w.both("every_weekday")
        self.every = (
            re.compile(rf"(?<![\w']){alternation(every)}(?![\w'])", re.IGNORECASE)
            if every
            else None
        )

    def find(self, text: str) -> list[Parsed]:
        """Each span of weekdays in ``text``, as the count of days it runs."""
        out = []
        for rx, days in ((self.en, self.en_days), (self.zh, self.zh_days)):
            for m in rx.finditer(text):
                a, b = days.get(m.group("a").lower()), days.get(m.group("b").lower())
                if a is None or b is None or a == b:
                    continue
                out.append(Parsed((b - a) % 7 + 1, m.group(0), 1.0, m.start(), m.end()))
        if self.every is not None:
            out.extend(
                Parsed(_WORKING_DAYS, m.group(0), 1.0, m.start(), m.end())
                for m in self.every.finditer(text)
            )
        return sorted(out, key=lambda p: p.start)
