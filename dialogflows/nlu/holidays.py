"""Holidays on a fixed day of the year: "Christmas Eve", "New Year's Day", "平安夜", "国庆".

"a hotel from Christmas Eve for a week" left the check-in empty: no rule read a holiday's
name, and dateparser does not either. Each name here is the next such day to come (today
included), like a month and day said without a year. Holidays that move with the moon
(春节, 中秋) or the week (Thanksgiving) are not here: a wrong day is worse than a question.
"""

from __future__ import annotations

import re

#: English names, lowercased, apostrophes optional; longest first where one holds another
EN_HOLIDAYS: dict[str, tuple[int, int]] = {
    "christmas eve": (12, 24),
    "christmas day": (12, 25),
    "christmas": (12, 25),
    "xmas eve": (12, 24),
    "xmas": (12, 25),
    "boxing day": (12, 26),
    "new year's eve": (12, 31),
    "new years eve": (12, 31),
    "new year's day": (1, 1),
    "new years day": (1, 1),
    "new year's": (1, 1),
    "valentine's day": (2, 14),
    "valentines day": (2, 14),
    "valentine's": (2, 14),
    "st patrick's day": (3, 17),
    "halloween": (10, 31),
    "independence day": (7, 4),
}
#: Chinese names
ZH_HOLIDAYS: dict[str, tuple[int, int]] = {
    "平安夜": (12, 24),
    "圣诞节": (12, 25),
    "圣诞": (12, 25),
    "跨年夜": (12, 31),
    "元旦": (1, 1),
    "情人节": (2, 14),
    "劳动节": (5, 1),
    "五一节": (5, 1),
    "儿童节": (6, 1),
    "六一儿童节": (6, 1),
    "国庆节": (10, 1),
    "国庆": (10, 1),
    "万圣节": (10, 31),
}


def _alternation(names: dict[str, tuple[int, int]]) -> str:
    return "|".join(
        re.escape(n).replace("'", "'?").replace(r"\ ", r"\s+")
        for n in sorted(names, key=len, reverse=True)
    )


#: a name that qualifies a thing names no day: "christmas music", "a halloween party"
_THINGS = (
    r"party|parties|music|tree|trees|gifts?|presents?|markets?|songs?|cards?|shopping|lights"
    r"|sales?|movies?|films?|decorations?|sweaters?|jumpers?|spirit|carols?|specials?|menu"
)
EN_HOLIDAY_RX = re.compile(
    rf"\b(?P<h>{_alternation(EN_HOLIDAYS)})(?!\w)(?!\s+(?:{_THINGS})\b)", re.IGNORECASE
)
ZH_HOLIDAY_RX = re.compile(rf"(?P<h>{_alternation(ZH_HOLIDAYS)})")
#: what a text needs to hold a holiday's name (the dates' cheap gate)
NEEDLES_EN = "christmas|xmas|boxing|new year|valentine|patrick|halloween|independence"
NEEDLES_ZH = "平安夜|圣诞|跨年|元旦|情人节|劳动节|五一节|儿童节|国庆|万圣"


def holiday(name: str) -> tuple[int, int] | None:
    """The (month, day) of a holiday's name as matched by one of the patterns."""
    key = " ".join(name.lower().split())
    got = ZH_HOLIDAYS.get(key) or EN_HOLIDAYS.get(key)
    if got is None and "'" not in key:  # "new years eve", said without the apostrophe
        got = next((v for k, v in EN_HOLIDAYS.items() if k.replace("'", "") == key), None)
    return got
