"""The days of the week: their words, how a weekday was said, and "this" told from "next".

Split from ``dates.py``, which reads dates with these; ``date_words.py`` and
``date_after.py`` read them too.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from .value_words import EN, ZH, alternation

#: each language's words for a day of the week -> its number, Monday 0
EN_WEEKDAYS: dict[str, int] = {k: int(v) for k, v in EN.mapping("weekdays").items()}
ZH_WEEKDAYS: dict[str, int] = {k: int(v) for k, v in ZH.mapping("weekdays").items()}
_QUALIFIED_ONLY = set(EN.words("weekdays_qualified_only"))
#: the English day words that name a day on their own ("friday", "thu")
FULL_DAYS = alternation(w for w in EN_WEEKDAYS if w not in _QUALIFIED_ONLY)
#: the day words read only after a qualifier ("next sat"): everyday words alone
QUALIFIED_DAYS = alternation(_QUALIFIED_ONLY)
SHORT_DAYS = FULL_DAYS
#: every English word for a day of the week, as a regex alternation
WEEKDAY_WORDS = alternation(EN_WEEKDAYS)
#: the Chinese words a weekday is said with ("周", "星期") and its day characters
ZH_WEEK = ZH.alt("week_words")
ZH_DAY_CHARS = "".join(sorted(ZH_WEEKDAYS))
#: what the words before a weekday mean: "coming" (the next such day, today included),
#: "last" (the latest before today), or a number of calendar weeks from this one
QUALIFIERS: dict[str, Any] = {**EN.mapping("week_qualifiers"), **ZH.mapping("week_qualifiers")}


def qualified(*meanings: Any, en: bool = True) -> str:
    """The qualifiers (of English or of Chinese) with one of ``meanings``, as an
    alternation."""
    lang = EN if en else ZH
    return alternation(w for w, v in lang.mapping("week_qualifiers").items() if v in meanings)


def meaning(qualifier: str) -> Any:
    """What a qualifier said means ("next" -> 1, "这" -> 0); "coming" for none."""
    return QUALIFIERS.get(" ".join(qualifier.lower().split()), "coming")


_WEEKDAY_FORM = re.compile(
    rf"^(?:(?P<q>{qualified('coming', 1)})\s+)?(?P<d>{WEEKDAY_WORDS})$"
    rf"|^(?P<zq>{qualified(0, 1, en=False)})?(?:{ZH_WEEK})(?P<zd>[{ZH_DAY_CHARS}])$",
    re.IGNORECASE,
)


def weekday_form(raw: str) -> tuple[int, bool] | None:
    """(weekday, said with "next") of a date said as a weekday, alone or after "this" or
    "next" ("next friday", "这周五"); None for any other way of saying a date."""
    m = _WEEKDAY_FORM.match(raw.strip())
    if m is None:
        return None
    if m.group("d"):
        return EN_WEEKDAYS[m.group("d").lower()], meaning(m.group("q") or "") == 1
    return ZH_WEEKDAYS[m.group("zd")], meaning(m.group("zq") or "") == 1


def told_apart(this: date, nxt: date, target: int, today: date) -> tuple[date, date] | None:
    """The two days meant by "this friday" and "next friday" said together, when the rules
    above read them as one (said on a Sunday, both are the coming Friday) or read "这周五"
    as past and "下周五" as the coming one: whoever says both tells two Fridays apart, the
    coming one and the one a week later. None when the readings already differ."""
    coming = today + timedelta(days=(target - today.weekday()) % 7)
    if this == nxt or (this < today and nxt == coming):
        return coming, coming + timedelta(days=7)
    return None
