"""Dates as people say them back and choose among them: "Friday 4 December", "周日",
"the 13th" of two dates offered.

Split from ``dates.py`` (reading dates out of a message): these take dates already read,
say them for a question, and tell which of the dates a question offered an answer means.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from functools import cache
from typing import Any

from babel.dates import format_date

from .dates import ORDINAL_DAYS, ORDINAL_WORDS, as_date, find_dates
from .lexicon import load_lexicon
from .value_words import BUILT_IN, EN, ZH, Words, built
from .weekdays import WEEKDAY_WORDS, ZH_DAY_CHARS, ZH_WEEK, WeekdayWords


def spoken(value: Any, language: str) -> str:
    """A date as a question to the user says it: "Friday 4 December", "12月4日（周五）".

    Choosing between two dates by their ISO form makes the user work out the weekday; the
    slot keeps the ISO value. The pattern is the lexicon's ``formats.date``, the names
    Babel's. Anything that is not a date is returned as ``str(value)``.
    """
    d = as_date(value)
    if d is None:
        return str(value)
    return _format(d, language)


def _format(d: date, language: str) -> str:
    lang = language if language in ("en", "zh") else "en"
    return format_date(d, _date_format(lang), locale=lang)


@cache
def _date_format(language: str) -> str:
    """The built-in lexicon's ``formats.date`` of ``language`` (Babel's "medium" if none),
    read once per language."""
    return str((load_lexicon(language).raw.get("formats") or {}).get("date") or "medium")


_WEEKDAY_WORD = re.compile(rf"\b({WEEKDAY_WORDS})\b", re.IGNORECASE)
_ZH_WEEKDAY_WORD = re.compile(rf"(?:{ZH_WEEK})([{ZH_DAY_CHARS}])")
_ONLY_A_WEEKDAY = re.compile(
    rf"(?:(?:{EN.alt('weekday_lead')})\s+)?(?:{WEEKDAY_WORDS})|{_ZH_WEEKDAY_WORD.pattern}",
    re.IGNORECASE,
)


def names_a_weekday(text: str) -> bool:
    """``text`` (a date as said) names a day of the week: "sunday", "fri", "周日"."""
    return _WEEKDAY_WORD.search(text) is not None or _ZH_WEEKDAY_WORD.search(text) is not None


def only_a_weekday(text: str) -> bool:
    """``text`` is a day of the week and nothing else ("Sunday", "on sat", "周日")."""
    return _ONLY_A_WEEKDAY.fullmatch(text.strip()) is not None


def in_week_of(value: Any, said: str, before: Any, today: date) -> Any:
    """A weekday said alone against a date given before it ("Saturday", then "And Sunday?";
    "make it Sunday" for Saturday 5 December): that day of the earlier date's week, not
    the next such day from today (said on a Sunday, "Sunday" reads as today). A day of that
    week already past stays as read. In a language whose value lexicon says otherwise
    (``weekday_in_held_week`` false: Chinese "能改到周日吗" right after a booking for next
    Monday is the coming Sunday, as a bare 周日 is anywhere; BARE_WEEKDAY_READ_IN_THE_HELD_DATES_WEEK)
    it stays the next such day from today."""
    if not only_a_weekday(said) or not _read_in_held_week(said):
        return value
    then, now = as_date(before), as_date(value)
    if then is None or now is None:
        return value
    day = then - timedelta(days=then.weekday() - now.weekday())
    return day.isoformat() if day >= today else value


def _read_in_held_week(said: str) -> bool:
    """The language ``said`` (a bare weekday) is in reads it, said as a change, in the
    held date's week: its value lexicon's ``weekday_in_held_week``."""
    words = ZH if _ZH_WEEKDAY_WORD.search(said) is not None else EN
    return words.flag("weekday_in_held_week")


_DAY_NUMBER = re.compile(
    rf"\b(\d{{1,2}})(?:{EN.alt('ordinal_suffixes')})?\b|\b({ORDINAL_WORDS})\b|(\d{{1,2}})[{ZH.chars('day_markers')}]",
    re.IGNORECASE,
)


def pick_option(
    text: str, options: list[Any], now: datetime, language: str, words: Words = BUILT_IN
) -> Any | None:
    """The one of ``options`` (dates) an answer to "Friday 4 December or Saturday 5
    December?" means: a date it names that is an option, else the option on the weekday it
    names ("Sunday" is the Sunday offered, not the coming one), else the option on the day
    of the month it names ("13th", "13号"). None when it names none, or several."""
    offered = [(o, d) for o in options if (d := as_date(o)) is not None]
    if not offered:
        return None
    for span in find_dates(text, now, language, words):
        for o, d in offered:
            if d == span.value:
                return o
    # the weekday words of the lexicon in use ("thurz" an author added names Thursday)
    wd = built(WeekdayWords, words)
    weekdays = {wd.en_days[m.group(1).lower()] for m in wd.weekday_word.finditer(text)}
    weekdays |= {wd.zh_days[m.group(1)] for m in wd.zh_weekday_word.finditer(text)}
    by_weekday = [o for o, d in offered if d.weekday() in weekdays]
    if len(by_weekday) == 1:
        return by_weekday[0]
    days = set()
    for m in _DAY_NUMBER.finditer(text):
        number, word, zh = m.groups()
        days.add(int(number or zh) if (number or zh) else ORDINAL_DAYS[word.lower()])
    by_day = [o for o, d in offered if d.day in days]
    return by_day[0] if len(by_day) == 1 else None
