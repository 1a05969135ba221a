"""The days of the week: their words, how a weekday was said, and "this" told from "next".

Split from ``dates.py``, which reads dates with these; ``date_words.py`` and
``date_after.py`` read them too (with the built-in words).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from .value_words import BUILT_IN, Words, alternation, built


class WeekdayWords:
    """The weekday words of one ``Words``: the day names, the qualifiers before them and
    what those mean, compiled once (an author's "thurz" or "下礼拜" is read like a built-in
    word)."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        self.en_words, self.zh_words = en, zh
        #: each language's words for a day of the week -> its number, Monday 0
        self.en_days: dict[str, int] = {k: int(v) for k, v in en.mapping("weekdays").items()}
        self.zh_days: dict[str, int] = {k: int(v) for k, v in zh.mapping("weekdays").items()}
        only = set(en.words("weekdays_qualified_only"))
        #: the English day words that name a day on their own ("friday", "thu")
        self.full_days = alternation(d for d in self.en_days if d not in only)
        #: the day words read only after a qualifier ("next sat"): everyday words alone
        self.qualified_days = alternation(only)
        #: a short day that is an everyday word too ("sat", "sun") said bare: a day unless
        #: the word before it makes it that word ("i sat", "the sun": the lexicon's
        #: ``weekdays_short_not_after``) or the word after it does ("sat down", "sun is
        #: out": ``weekdays_short_not_before``); one lookbehind per word, as each is of a
        #: fixed width
        before = "".join(rf"(?<!\b{re.escape(x)}\s)" for x in en.words("weekdays_short_not_after"))
        after = alternation(en.words("weekdays_short_not_before"))
        self.bare_short_days = (
            rf"{before}(?<![\w'-])(?:{self.qualified_days})\b(?!\s+(?:{after})\b)(?![\w'-])"
            if only
            else "(?!)"
        )
        #: every English word for a day of the week, as a regex alternation
        self.weekday_words = alternation(self.en_days)
        #: the Chinese words a weekday is said with ("周", "星期") and its day characters
        self.zh_week = zh.alt("week_words")
        self.zh_day_chars = "".join(sorted(self.zh_days))
        #: what the words before a weekday mean: "coming" (the next such day, today
        #: included), "last" (the latest before today), or calendar weeks from this one
        self.qualifiers: dict[str, Any] = {
            **en.mapping("week_qualifiers"),
            **zh.mapping("week_qualifiers"),
        }
        #: a day of the week named anywhere in a text ("sunday", "fri"; "周日")
        self.weekday_word = re.compile(rf"\b({self.weekday_words})\b", re.IGNORECASE)
        self.zh_weekday_word = re.compile(rf"(?:{self.zh_week})([{self.zh_day_chars}])")
        self.form = re.compile(
            rf"^(?:(?P<q>{self.qualified('coming', 1)})\s+)?(?P<d>{self.weekday_words})$"
            rf"|^(?P<zq>{self.qualified(0, 1, en=False)})?(?:{self.zh_week})"
            rf"(?P<zd>[{self.zh_day_chars}])$",
            re.IGNORECASE,
        )

    def qualified(self, *meanings: Any, en: bool = True) -> str:
        """The qualifiers (of English or of Chinese) with one of ``meanings``, as an
        alternation."""
        lang = self.en_words if en else self.zh_words
        return alternation(w for w, v in lang.mapping("week_qualifiers").items() if v in meanings)

    def meaning(self, qualifier: str) -> Any:
        """What a qualifier said means ("next" -> 1, "这" -> 0); "coming" for none."""
        return self.qualifiers.get(" ".join(qualifier.lower().split()), "coming")

    def weekday_form(self, raw: str) -> tuple[int, bool] | None:
        """(weekday, said with "next") of a date said as a weekday, alone or after "this"
        or "next" ("next friday", "这周五"); None for any other way of saying a date."""
        m = self.form.match(raw.strip())
        if m is None:
            return None
        if m.group("d"):
            return self.en_days[m.group("d").lower()], self.meaning(m.group("q") or "") == 1
        return self.zh_days[m.group("zd")], self.meaning(m.group("zq") or "") == 1


#: the built-in words' weekdays, for readers that take no lexicon's words
BUILT_IN_WEEKDAYS = built(WeekdayWords, BUILT_IN)
EN_WEEKDAYS = BUILT_IN_WEEKDAYS.en_days
ZH_WEEKDAYS = BUILT_IN_WEEKDAYS.zh_days
FULL_DAYS = BUILT_IN_WEEKDAYS.full_days
QUALIFIED_DAYS = BUILT_IN_WEEKDAYS.qualified_days
SHORT_DAYS = FULL_DAYS
WEEKDAY_WORDS = BUILT_IN_WEEKDAYS.weekday_words
ZH_WEEK = BUILT_IN_WEEKDAYS.zh_week
ZH_DAY_CHARS = BUILT_IN_WEEKDAYS.zh_day_chars
QUALIFIERS = BUILT_IN_WEEKDAYS.qualifiers
qualified = BUILT_IN_WEEKDAYS.qualified
meaning = BUILT_IN_WEEKDAYS.meaning
weekday_form = BUILT_IN_WEEKDAYS.weekday_form


def told_apart(this: date, nxt: date, target: int, today: date) -> tuple[date, date] | None:
    """The two days meant by "this friday" and "next friday" said together, when the rules
    above read them as one (said on a Sunday, both are the coming Friday) or read "这周五"
    as past and "下周五" as the coming one: whoever says both tells two Fridays apart, the
    coming one and the one a week later. None when the readings already differ."""
    coming = today + timedelta(days=(target - today.weekday()) % 7)
    if this == nxt or (this < today and nxt == coming):
        return coming, coming + timedelta(days=7)
    return None
