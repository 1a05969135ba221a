"""The days of the week: their words, how a weekday was said, and "this" told from "next".

Split from ``dates.py``, which reads dates with these; ``date_words.py`` and
``date_after.py`` read them too.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

EN_WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2,
    "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4,
    "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
}  # fmt: skip
ZH_WEEKDAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
ZH_WEEKDAYS.update({str(i + 1): i for i in range(7)})
FULL_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
SHORT_DAYS = "mon|tues|tue|wed|thurs|thur|thu|fri"
#: every English word for a day of the week, as a regex alternation
WEEKDAY_WORDS = rf"{FULL_DAYS}|{SHORT_DAYS}|sat|sun"

_WEEKDAY_FORM = re.compile(
    rf"^(?:(?P<q>this|coming|the\s+coming|on|next)\s+)?(?P<d>{WEEKDAY_WORDS})$"
    r"|^(?P<zq>下个?|这个?|本)?(?:周|星期|礼拜)(?P<zd>[一二三四五六日天1-7])$",
    re.IGNORECASE,
)


def weekday_form(raw: str) -> tuple[int, bool] | None:
    """(weekday, said with "next") of a date said as a weekday, alone or after "this" or
    "next" ("next friday", "这周五"); None for any other way of saying a date."""
    m = _WEEKDAY_FORM.match(raw.strip())
    if m is None:
        return None
    if m.group("d"):
        return EN_WEEKDAYS[m.group("d").lower()], (m.group("q") or "").lower() == "next"
    return ZH_WEEKDAYS[m.group("zd")], (m.group("zq") or "").startswith("下")


def told_apart(this: date, nxt: date, target: int, today: date) -> tuple[date, date] | None:
    """The two days meant by "this friday" and "next friday" said together, when the rules
    above read them as one (said on a Sunday, both are the coming Friday) or read "这周五"
    as past and "下周五" as the coming one: whoever says both tells two Fridays apart, the
    coming one and the one a week later. None when the readings already differ."""
    coming = today + timedelta(days=(target - today.weekday()) % 7)
    if this == nxt or (this < today and nxt == coming):
        return coming, coming + timedelta(days=7)
    return None
