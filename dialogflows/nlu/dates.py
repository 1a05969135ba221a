"""Dates and times in English and Chinese, relative ones resolved against the turn's clock.

Every function takes ``now`` from the caller: the parser never reads the wall clock, so a
conversation replayed a year later resolves "tomorrow" exactly as it did live, and tests
pin the day. Arithmetic is ``dateutil.relativedelta``; absolute dates in free English
("December 5th 2026") fall back to ``dateparser``, imported on first use and only for text
that names a month or looks like a date, because it imports and runs slowly (~1 ms a call).

Weekday semantics (the same in both languages):

* a bare weekday, "this friday", "coming friday", "周五", "星期五": the next such day,
  today included (said on a Friday, "friday" is today);
* "next friday", "下周五", "下个星期五": the Friday of *next calendar week* (weeks run
  Monday to Sunday). Said on Sunday 2026-11-29 it is 2026-12-04; said on Monday 2026-11-30
  it is 2026-12-11, a week after "friday";
* "这周五", "本周五": the Friday of the current calendar week, even if it has passed
  (a date slot's ``min: today`` then rejects it with a reason);
* "下下周五": the Friday two calendar weeks ahead; "friday after next", "a week from friday":
  a week after "next friday" (or "friday");
* "this friday" and "next friday" said together ("not this friday, next friday", "这周五还是
  下周五"): never one day. Where the rules above read them as one (on a Sunday) or read "这周五"
  as past, they are the coming Friday and the one a week later (``weekdays.told_apart``);
* "next week" said with a weekday ("sometime next week, maybe wednesday", "下周吧，周三"):
  that week's day, one date;
* "next week", "下周": Monday of next week, with a low confidence (a week is not a day);
* "weekend", "周末": the coming Saturday (on a Sunday: today), with a lower confidence.

A numeric ``m/d`` is read month first ("12/5" is December 5th), as in the US; with dots,
"20.12." or "20.12.2026", day first, as written in most of Europe ("20.12" alone may be a
time and is no date). "the first monday of december", "the last friday of next month":
the n-th or last weekday of a month.
Clock times live in ``times.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from functools import lru_cache
from typing import Any

from dateutil.relativedelta import relativedelta

from .holidays import EN_HOLIDAY_RX, NEEDLES_EN, NEEDLES_ZH, ZH_HOLIDAY_RX, holiday
from .numbers import NUMERAL_CHARS, ZH_DIGITS, ZH_UNITS, count_word, zh_to_number
from .value_words import EN, ZH, alternation, needle_trie
from .weekdays import (
    EN_WEEKDAYS,
    FULL_DAYS,
    QUALIFIED_DAYS,
    WEEKDAY_WORDS,
    ZH_DAY_CHARS,
    ZH_WEEK,
    ZH_WEEKDAYS,
    meaning,
    qualified,
    told_apart,
    weekday_form,
)

_I = re.IGNORECASE


@dataclass(frozen=True)
class DateSpan:
    value: date
    start: int
    end: int
    raw: str
    confidence: float = 1.0


MONTHS: dict[str, int] = {
    **{k: int(v) for k, v in EN.mapping("months").items()},
    **{k: int(v) for k, v in ZH.mapping("months").items()},
}
EN_OFFSETS: dict[str, int] = {k: int(v) for k, v in EN.mapping("date_offsets").items()}
ZH_OFFSETS: dict[str, int] = {k: int(v) for k, v in ZH.mapping("date_offsets").items()}
#: the unit words of "in 3 days", "两周前" -> day, week or month
UNITS: dict[str, str] = {**EN.mapping("date_units"), **ZH.mapping("date_units")}
#: a month's edge words -> "end" (its last day) or the day of the month they mean
EDGES: dict[str, Any] = {**EN.mapping("month_edges"), **ZH.mapping("month_edges")}

_EN_COUNT = rf"\d+|{EN.alt('small_numbers', 'number_words')}"
_MONTH = alternation(EN.mapping("months"))
ORDINAL_DAYS: dict[str, int] = {k: int(v) for k, v in EN.mapping("ordinal_days").items()}
ORDINAL_DAYS.update(
    {
        f"{ten}{sep}{w}": int(tv) + d
        for ten, tv in EN.mapping("ordinal_tens").items()
        for w, d in list(ORDINAL_DAYS.items())
        if d < 10
        for sep in (" ", "-")
    }
)
_ORDINAL = "|".join(sorted(ORDINAL_DAYS, key=len, reverse=True))
ORDINAL_WORDS = _ORDINAL
_DAY = rf"(?:(?P<d>\d{{1,2}})(?:st|nd|rd|th)?|(?P<dw>{_ORDINAL}))"
_ZH_NUM = rf"{NUMERAL_CHARS}+"
_EN_UNIT = EN.alt("date_units")
_ZH_UNIT = ZH.alt("date_units")
_ZH_MEASURE = ZH.alt("date_unit_measures")
_EN_NEXT = qualified(1)
_EN_THIS_NEXT = qualified("coming", 1)
_ZH_Q = qualified(2, 1, 0, -1, en=False)
_ZH_MONTH = ZH.alt("month_words")
_ZH_DAY_MARK = f"[{ZH.chars('day_markers')}]"

EN_DATE_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("iso", re.compile(r"\b(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})\b")),
    ("offset", re.compile(rf"\b(?:the\s+)?(?P<w>{EN.alt('date_offsets')})\b", _I)),
    (
        "in_n",
        re.compile(
            rf"\b(?:{EN.alt('date_in_before')})\s+(?P<n>{_EN_COUNT})\s+(?P<u>{_EN_UNIT})\b"
            rf"|\b(?P<n2>{_EN_COUNT})\s+(?P<u2>{_EN_UNIT})\s+(?:{EN.alt('date_in_after')})\b",
            _I,
        ),
    ),
    # "3 days ago", "a week ago": back from today
    (
        "ago",
        re.compile(
            rf"\b(?P<n>{_EN_COUNT})\s+(?P<u>{_EN_UNIT})\s+(?:{EN.alt('date_ago_after')})\b", _I
        ),
    ),
    # "the end of the month", "beginning of next month", "mid next month"
    (
        "month_edge",
        re.compile(
            rf"\b(?:the\s+)?(?P<e>{EN.alt('month_edges')})\s+of\s+"
            rf"(?:the\s+|(?P<q>{EN.alt('week_qualifiers')})\s+)?(?:{EN.alt('month_words')})\b",
            _I,
        ),
    ),
    # "the first monday of december", "the last friday of next month": before "weekday",
    # which would take the Monday alone (and "first" would be left to a seat class)
    (
        "nth_weekday",
        re.compile(
            rf"\b(?:the\s+)?(?P<n>{EN.alt('nth_weekdays')})\s+"
            rf"(?P<d>{WEEKDAY_WORDS})\s+(?:of|in)\s+"
            rf"(?:(?P<mon>{_MONTH})\b|(?:the\s+)?(?P<rel>{_EN_THIS_NEXT})\s+"
            rf"(?:{EN.alt('month_words')})\b)",
            _I,
        ),
    ),
    # "friday after next", "the friday after this one", "a week from friday": a week after
    # the Friday "next friday" (or "friday") names; before "weekday", which would take the
    # Friday alone
    (
        "weekday_after",
        re.compile(
            rf"\b(?:the\s+)?(?P<d>{WEEKDAY_WORDS})\s+(?:{EN.alt('weekday_after_words')})\s+"
            rf"(?P<q>{_EN_NEXT}|(?:{_EN_THIS_NEXT})(?:\s+(?:(?:{_EN_THIS_NEXT})\s+)?one)?)\b"
            rf"|\b(?:a|one)\s+(?:{EN.alt('week_words')})\s+(?:{EN.alt('week_from_words')})\s+"
            rf"(?:(?P<q2>{_EN_THIS_NEXT})\s+)?(?P<d2>{WEEKDAY_WORDS})\b",
            _I,
        ),
    ),
    ("next_week", re.compile(rf"\b(?:{_EN_NEXT})\s+(?:{EN.alt('week_words')})\b", _I)),
    (
        "weekend",
        re.compile(rf"\b(?:(?P<q>{_EN_THIS_NEXT}|the)\s+)?(?:{EN.alt('weekend_words')})\b", _I),
    ),
    (
        "weekday",
        re.compile(
            rf"\b(?:(?P<q>{EN.alt('week_qualifiers')})\s+)?(?P<d>{FULL_DAYS})\b"
            rf"|\b(?P<q2>{_EN_THIS_NEXT})\s+(?P<d2>{QUALIFIED_DAYS})\b",
            _I,
        ),
    ),
    (
        "month_day",
        re.compile(
            rf"\b(?P<mon>{_MONTH})\.?\s+(?:the\s+)?{_DAY}\b(?:,?\s+(?P<y>\d{{4}}))?",
            _I,
        ),
    ),
    (
        "day_month",
        re.compile(
            rf"\b(?:the\s+)?{_DAY}\s+(?:of\s+)?(?P<mon>{_MONTH})\b(?:,?\s+(?P<y>\d{{4}}))?",
            _I,
        ),
    ),
    ("slash", re.compile(r"(?<![\d/])(?P<m>\d{1,2})/(?P<d>\d{1,2})(?:/(?P<y>\d{2,4}))?(?![\d/])")),
    # "20.12." or "20.12.2026", day first as written in most of Europe; "20.12" alone is
    # a time as often as a date and is not read here
    (
        "dotted",
        re.compile(r"(?<![\d.])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?:(?P<y>\d{4})(?![\d.]))?(?!\d)"),
    ),
    ("ordinal_day", re.compile(r"\bthe\s+(?P<d>\d{1,2})(?:st|nd|rd|th)\b", _I)),
    ("holiday", EN_HOLIDAY_RX),
]

ZH_DATE_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("iso", re.compile(r"(?<!\d)(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})(?!\d)")),
    (
        "zh_ymd",
        re.compile(
            rf"(?:(?P<y>\d{{4}}|[{ZH_DIGITS}]{{4}})(?:{ZH.alt('year_markers')}))?"
            rf"(?P<m>{_ZH_NUM})(?:{_ZH_MONTH})(?P<d>{_ZH_NUM}){_ZH_DAY_MARK}"
        ),
    ),
    # a day of this, next or last month, or its start, middle or end
    (
        "zh_month_day",
        re.compile(
            rf"(?<!{NUMERAL_CHARS})(?P<q>{_ZH_Q})?(?:{_ZH_MONTH})"
            rf"(?:{ZH.alt('month_day_joiners')})?"
            rf"(?:(?P<d>{_ZH_NUM}){_ZH_DAY_MARK}|(?:{_ZH_MONTH})?(?P<e>{ZH.alt('month_edges')}))"
        ),
    ),
    ("offset", re.compile(rf"(?P<w>{ZH.alt('date_offsets')})")),
    # "3天前", "两周以前": back from today
    (
        "ago",
        re.compile(
            rf"(?P<n>{_ZH_NUM})(?:{_ZH_MEASURE})?(?P<u>{_ZH_UNIT})(?:{ZH.alt('date_ago_after')})"
        ),
    ),
    (
        "in_n",
        re.compile(
            rf"(?:{ZH.alt('date_in_before')})?(?P<n>{_ZH_NUM})(?:{_ZH_MEASURE})?"
            rf"(?P<u>{_ZH_UNIT})(?:{ZH.alt('date_in_after')})"
        ),
    ),
    ("zh_weekday", re.compile(rf"(?P<q>{_ZH_Q})?(?:{ZH_WEEK})(?P<d>[{ZH_DAY_CHARS}])")),
    ("weekend", re.compile(rf"(?P<q>{qualified(1, 0, en=False)})?(?:{ZH.alt('weekend_words')})")),
    (
        "next_week",
        re.compile(
            rf"(?:{qualified(1, en=False)})(?:{ZH_WEEK})"
            rf"(?![{ZH_DAY_CHARS}]|{ZH.alt('weekend_words')})"
        ),
    ),
    ("zh_holiday", ZH_HOLIDAY_RX),
    # "人民路1号", "3号楼", "2号线" are an address, a building and a metro line, not the 1st
    (
        "zh_day",
        re.compile(
            rf"(?<![{ZH.chars('month_words')}\d{ZH_DIGITS}{ZH_UNITS}{ZH.chars('day_not_after')}])"
            rf"(?P<d>{_ZH_NUM}){_ZH_DAY_MARK}(?![{ZH.chars('day_not_before')}])"
        ),
    ),
]

_HAN = re.compile(r"[\u4e00-\u9fff]")
_DATEISH = re.compile(rf"\b(?:{_MONTH})\b|\d{{1,4}}[-/.]\d{{1,2}}", _I)
#: "20.12", "7.30": dateparser reads a time and answers today's date
_CLOCKISH = re.compile(r"\s*(?:at\s+)?\d{1,2}[.:]\d{2}\s*(?:am|pm|h)?\s*$", _I)


def _roll_day_of_month(day: int, today: date) -> date | None:
    """The next date with this day of the month, today included."""
    for k in range(0, 3):
        first = today.replace(day=1) + relativedelta(months=k)
        try:
            d = first.replace(day=day)
        except ValueError:
            continue
        if d >= today:
            return d
    return None


def _month_day(month: int, day: int, year: int | None, today: date) -> date | None:
    """A month and day without a year is the next one to come (today included)."""
    try:
        if year is not None:
            if year < 100:
                year += 2000
            return date(year, month, day)
        d = date(today.year, month, day)
        return d if d >= today else date(today.year + 1, month, day)
    except ValueError:
        return None


def _month_part(g: dict[str, Any], today: date) -> date | None:
    """A day of this month, or of the month ``q`` names ("下个月1号", "end of next month");
    its end is the month's last day."""
    q = meaning(g.get("q") or "")
    first = today.replace(day=1) + relativedelta(months=q if isinstance(q, int) else 0)
    edge = EDGES.get((g.get("e") or "").lower())
    if edge == "end":
        return first + relativedelta(months=1) - timedelta(days=1)
    day = edge or zh_to_number(g.get("d") or "")
    if day is None or not 1 <= int(day) <= 31:
        return None
    try:
        return first.replace(day=int(day))
    except ValueError:
        return None


def _weekday(target: int, qualifier: str, today: date) -> tuple[date, float]:
    """The day a weekday said after ``qualifier`` means (the module docstring's rules)."""
    q = meaning(qualifier)
    monday = today - timedelta(days=today.weekday())
    if q == "last":  # "last friday": the latest one before today
        return today - timedelta(days=(today.weekday() - target - 1) % 7 + 1), 1.0
    if isinstance(q, int):  # calendar weeks from this one: "下周五", "next friday"
        return monday + timedelta(days=7 * q + target), 1.0
    return today + timedelta(days=(target - today.weekday()) % 7), 1.0


_NTH = {k: int(v) for k, v in EN.mapping("nth_weekdays").items()}


def _apart(spans: list[DateSpan], today: date) -> None:
    """ "not this friday, next friday", "这周五还是下周五": each pair told apart, in place."""
    forms = [weekday_form(s.raw) for s in spans]
    for i, fi in enumerate(forms):
        for j, fj in enumerate(forms):
            if fi is None or fj is None or fi[1] or not fj[1] or fi[0] != fj[0]:
                continue
            got = told_apart(spans[i].value, spans[j].value, fi[0], today)
            if got is not None:
                spans[i] = replace(spans[i], value=got[0])
                spans[j] = replace(spans[j], value=got[1])


NEXT_WEEK = re.compile(
    rf"^(?:(?:{_EN_NEXT})\s+(?:{EN.alt('week_words')})|(?:{qualified(1, en=False)})(?:{ZH_WEEK}))$",
    _I,
)
#: "or" between two dates: two to choose from, not one
_EITHER = re.compile(rf"\b(?:or)\b|{ZH.alt('date_alternatives')}")


def _in_next_week(spans: list[DateSpan], today: date, low: str) -> list[DateSpan]:
    """ "sometime next week, maybe wednesday", "下周吧，周三": one day, that week's Wednesday
    (two dates to choose from before, the Monday and the coming Wednesday); "next week or
    friday" stays two."""
    weeks = [s for s in spans if NEXT_WEEK.match(s.raw.strip())]
    days = [(s, f) for s in spans if (f := weekday_form(s.raw)) is not None]
    if len(weeks) != 1 or len(days) != 1:
        return spans
    day, (target, _) = days[0]
    a, b = min(weeks[0].end, day.end), max(weeks[0].start, day.start)  # the words between
    if _EITHER.search(low[a:b]):
        return spans
    monday = today - timedelta(days=today.weekday()) + timedelta(days=7)
    meant = replace(day, value=monday + timedelta(days=target))
    return [meant if s is day else s for s in spans if s is not weeks[0]]


def _nth_weekday(g: dict[str, Any], today: date) -> date | None:
    """The n-th (or last) weekday of a month named, or of this or next month; a month
    named whose day has passed this year is next year's."""
    target = EN_WEEKDAYS[g["d"].lower()]
    if g.get("mon"):
        month, year = MONTHS[g["mon"].lower()], today.year
    else:
        first = date(today.year, today.month, 1)
        if meaning(g.get("rel") or "") == 1:
            first += relativedelta(months=1)
        month, year = first.month, first.year
    n = _NTH[g["n"].lower()]
    for y in (year, year + 1):
        if n < 0:
            end = date(y, month, 1) + relativedelta(months=1) - timedelta(days=1)
            day = end - timedelta(days=(end.weekday() - target) % 7)
        else:
            start = date(y, month, 1)
            day = start + timedelta(days=(target - start.weekday()) % 7 + 7 * (n - 1))
            if day.month != month:
                return None
        if day >= today or g.get("rel"):
            return day
    return None


def _shift(today: date, n: int, unit: str) -> date:
    unit = UNITS.get(unit.lower(), "day")
    if unit == "day":
        return today + timedelta(days=n)
    if unit == "week":
        return today + timedelta(weeks=n)
    return today + relativedelta(months=n)


def _resolve(kind: str, m: re.Match[str], today: date) -> tuple[date, float] | None:
    g = m.groupdict()
    if kind == "iso":
        return _ok(_month_day(int(g["m"]), int(g["d"]), int(g["y"]), today))
    if kind == "offset":
        w = " ".join(g["w"].lower().split())
        return today + timedelta(days=EN_OFFSETS.get(w, ZH_OFFSETS.get(w, 0))), 1.0
    if kind == "in_n":
        n = count_word(g.get("n") or g.get("n2") or "")
        if n is None:
            return None
        return _shift(today, n, g.get("u") or g.get("u2") or "day"), 1.0
    if kind == "ago":
        n = count_word(g.get("n") or "")
        return None if n is None else (_shift(today, -n, g.get("u") or "day"), 1.0)
    if kind in {"month_edge", "zh_month_day"}:
        return _ok(_month_part(g, today))
    if kind == "next_week":
        return today - timedelta(days=today.weekday()) + timedelta(days=7), 0.5
    if kind == "weekend":
        if meaning(g.get("q") or "") == 1:
            monday = today - timedelta(days=today.weekday())
            return monday + timedelta(days=12), 0.7
        if today.weekday() == 6:  # said on a Sunday, "this weekend" is today's, not the next
            return today, 0.7
        return today + timedelta(days=(5 - today.weekday()) % 7), 0.7
    if kind == "weekday":
        name = (g.get("d") or g.get("d2") or "").lower()
        q = g.get("q") or g.get("q2") or ""
        return _weekday(EN_WEEKDAYS[name], q, today)
    if kind == "weekday_after":
        name = (g.get("d") or g.get("d2") or "").lower()
        q = (g.get("q") or g.get("q2") or "").lower()
        first, _ = _weekday(EN_WEEKDAYS[name], q if meaning(q) == 1 else "", today)
        return first + timedelta(days=7), 1.0
    if kind == "zh_weekday":
        return _weekday(ZH_WEEKDAYS[g["d"]], g.get("q") or "", today)
    if kind in {"month_day", "day_month"}:
        year = int(g["y"]) if g.get("y") else None
        mday = int(g["d"]) if g.get("d") else ORDINAL_DAYS[g["dw"].lower()]
        return _ok(_month_day(MONTHS[g["mon"].lower().rstrip(".")], mday, year, today))
    if kind == "nth_weekday":
        return _ok(_nth_weekday(g, today))
    if kind == "dotted":
        year = int(g["y"]) if g.get("y") else None
        return _ok(_month_day(int(g["m"]), int(g["d"]), year, today))
    if kind == "slash":
        year = int(g["y"]) if g.get("y") else None
        return _ok(_month_day(int(g["m"]), int(g["d"]), year, today))
    if kind == "zh_ymd":
        month, day = zh_to_number(g["m"]), zh_to_number(g["d"])
        year = _zh_year(g["y"]) if g.get("y") else None
        if month is None or day is None:
            return None
        return _ok(_month_day(int(month), int(day), year, today))
    if kind in {"holiday", "zh_holiday"}:
        fixed = holiday(m.group("h"))
        return _ok(_month_day(*fixed, None, today)) if fixed is not None else None
    if kind in {"zh_day", "ordinal_day"}:
        day = zh_to_number(g["d"])
        if day is None or not 1 <= day <= 31:
            return None
        return _ok(_roll_day_of_month(int(day), today))
    return None


# "next fri or sat", "December 4 or 5", "the 4th or 5th", "下周五或者六": the second of two
# alternatives leaves out what it shares with the first (the "next", the month), and alone
# it would not read as a date at all ("sat", "5"). After a date and an "or", it is read in
# that date's frame, so the message offers two dates and the bot asks which one.
#: "next fri or sat", and the second date of a stay ("December 10-14", "the 10th to 13th")
_OR = (
    rf"\s*,?\s*(?:(?:{EN.alt('date_alternatives')})\s+|[-–—~]\s*)"
    r"(?:on\s+)?(?:the\s+)?"
)
_ZH_OR = rf"\s*(?:{ZH.alt('date_alternatives')})\s*"
_ELLIPTIC: dict[str, re.Pattern[str]] = {
    "weekday": re.compile(_OR + rf"(?P<d>{WEEKDAY_WORDS})\b", _I),
    "month_day": re.compile(_OR + rf"{_DAY}\b(?!\s*(?:of\s+)?(?:{_MONTH})\b)", _I),
    "day_month": re.compile(_OR + rf"{_DAY}\b(?!\s*(?:of\s+)?(?:{_MONTH})\b)", _I),
    "ordinal_day": re.compile(_OR + r"(?P<d>\d{1,2})(?:st|nd|rd|th)\b", _I),
    "zh_weekday": re.compile(_ZH_OR + rf"(?:{ZH_WEEK})?(?P<d>[{ZH_DAY_CHARS}])"),
}


def _alternative(kind: str, first: re.Match[str], text: str, today: date) -> list[DateSpan]:
    """The date an elliptic "or ..." right after ``first`` names, if any."""
    m = _ELLIPTIC[kind].match(text, first.end())
    if m is None:
        return []
    g, f = m.groupdict(), first.groupdict()
    if kind == "weekday":
        q = f.get("q") or f.get("q2") or ""
        d, _ = _weekday(EN_WEEKDAYS[g["d"].lower()], q, today)
    elif kind == "zh_weekday":
        d, _ = _weekday(ZH_WEEKDAYS[g["d"]], f.get("q") or "", today)
    elif kind == "ordinal_day":
        got = _roll_day_of_month(int(g["d"]), today) if 1 <= int(g["d"]) <= 31 else None
        if got is None:
            return []
        d = got
    else:
        year = int(f["y"]) if f.get("y") else None
        mday = int(g["d"]) if g.get("d") else ORDINAL_DAYS[g["dw"].lower()]
        got = _month_day(MONTHS[f["mon"].lower().rstrip(".")], mday, year, today)
        if got is None:
            return []
        d = got
    a = m.start("d") if m.group("d") is not None else m.start("dw")
    return [DateSpan(d, a, m.end(), text[a : m.end()])]


def _zh_year(y: str) -> int | None:
    if y.isdigit():
        return int(y)
    digits = [zh_to_number(c) for c in y]
    return None if None in digits else int("".join(str(int(d or 0)) for d in digits))


def _ok(d: date | None) -> tuple[date, float] | None:
    return None if d is None else (d, 1.0)


def _gates(rules: list[tuple[str, re.Pattern[str]]]) -> list[tuple[str, re.Pattern[str], bool]]:
    """Each rule, and whether it has needles: words or characters it cannot match without
    (looked for in the lowercased text, far cheaper than running the rule's regex)."""
    return [(kind, rx, kind in _NEEDS) for kind, rx in rules]


def _firsts(*words: str) -> set[str]:
    """Needles of words: a word's first part (a text holding "day after tomorrow" holds
    "day"), lowercased."""
    return {w.lower().split()[0] for w in words if w.split()}


_DIGIT_NEEDLES = set("0123456789")
_WEEK = _firsts(*EN.words("week_words"), *ZH.words("week_words"))
_MONTH_NAMES = _firsts(*EN.words("months"), *ZH.words("months"))
#: each rule's needles: a text holding none of them cannot match the rule
_NEEDS: dict[str, set[str]] = {
    "offset": _firsts(*EN_OFFSETS, *ZH_OFFSETS),
    "in_n": _firsts(*UNITS),
    "ago": _firsts(*EN.words("date_ago_after"), *ZH.words("date_ago_after")),
    "next_week": _WEEK,
    "weekend": _firsts(*EN.words("weekend_words"), *ZH.words("weekend_words")),
    "weekday": _firsts(*EN_WEEKDAYS),
    "weekday_after": _firsts(*EN.words("weekday_after_words")) | _WEEK,
    "month_day": _MONTH_NAMES,
    "day_month": _MONTH_NAMES,
    "nth_weekday": _MONTH_NAMES | _firsts(*EN.words("month_words")),
    "month_edge": _firsts(*EN.words("month_words")),
    "slash": {"/"},
    "iso": _DIGIT_NEEDLES,
    "dotted": {"."},
    "ordinal_day": _DIGIT_NEEDLES,
    "zh_ymd": _firsts(*ZH.words("month_words")),
    "zh_month_day": _firsts(*ZH.words("month_words")),
    "zh_weekday": _firsts(*ZH.words("week_words")),
    "zh_day": _firsts(*ZH.words("day_markers")),
    "holiday": set(NEEDLES_EN.split("|")),
    "zh_holiday": set(NEEDLES_ZH.split("|")),
}
_EN_GATED = _gates(EN_DATE_RULES)
_ZH_GATED = _gates([r for r in ZH_DATE_RULES if r[0] != "iso"])


def _needle_scan() -> tuple[re.Pattern[str], dict[str, frozenset[str]]]:
    """All rules' needles found in one pass: a lookahead alternation, longest first, reports
    the longest needle starting at each position; any other needle starting there is a
    prefix of it. So each needle maps to the rules that any of its prefixes enables."""
    needles = {n for need in _NEEDS.values() for n in need if n}
    ordered = sorted(needles, key=len, reverse=True)
    enables = {
        f: frozenset(kind for kind, need in _NEEDS.items() for n in need if f.startswith(n))
        for f in ordered
    }
    # a trie: each character is tried once, however many needles the lexicons give
    return re.compile("(?=(" + needle_trie(ordered) + "))"), enables


_NEEDLE_SCAN, _ENABLES = _needle_scan()
#: a cheap gate: text without any needle cannot hold a date, and no rule is even tried
_DATE_HINT = re.compile(needle_trie(sorted({n for v in _NEEDS.values() for n in v})), re.IGNORECASE)


def find_dates(text: str, now: datetime, language: str = "en") -> list[DateSpan]:
    """Every date mentioned in ``text``, resolved against ``now``, in order of appearance.

    Both languages' rules run (a Chinese user may type "12/5", an English one "2026-12-05");
    a span already claimed by an earlier, more specific rule is not matched again. Results
    are cached per (text, now): one turn asks about the same text several times.
    """
    return list(_find_dates(text, now, language))


@lru_cache(maxsize=256)
def _find_dates(text: str, now: datetime, language: str) -> tuple[DateSpan, ...]:
    if not _DATE_HINT.search(text):
        return ()
    today = now.date()
    low = text.lower()
    cjk = _HAN.search(text) is not None
    rules = (_ZH_GATED if cjk else []) + _EN_GATED
    if language == "en" or not cjk:
        rules = _EN_GATED + (_ZH_GATED if cjk else [])
    enabled: set[str] = set()
    for m in _NEEDLE_SCAN.finditer(low):
        enabled |= _ENABLES[m.group(1)]
    spans: list[DateSpan] = []
    alternatives: list[DateSpan] = []
    for kind, rx, needy in rules:
        if needy and kind not in enabled:
            continue
        for m in rx.finditer(text):
            a, b = m.span()
            if a == b or (spans and any(not (b <= s.start or a >= s.end) for s in spans)):
                continue
            r = _resolve(kind, m, today)
            if r is not None:
                spans.append(DateSpan(r[0], a, b, m.group(0), r[1]))
                if kind in _ELLIPTIC:
                    alternatives.extend(_alternative(kind, m, text, today))
    for alt in alternatives:  # "next fri or sat": a second date, said in the first one's frame
        if not any(not (alt.end <= s.start or alt.start >= s.end) for s in spans):
            spans.append(alt)
    if not spans and _DATEISH.search(text) and not _CLOCKISH.match(text):
        d = dateparser_date(text, now, language)
        if d is not None:
            spans.append(DateSpan(d, 0, len(text), text, 0.9))
    if len(spans) > 1:
        _apart(spans, today)
        spans = _in_next_week(spans, today, low)
    spans.sort(key=lambda s: s.start)
    return tuple(spans)


@lru_cache(maxsize=1)
def _dateparser() -> Any:
    import dateparser

    return dateparser


def dateparser_date(text: str, now: datetime, language: str) -> date | None:
    """Last resort for free-form absolute dates; slow, so callers gate it on date-ish text."""
    settings = {"RELATIVE_BASE": now.replace(tzinfo=None), "PREFER_DATES_FROM": "future"}
    try:
        got = _dateparser().parse(
            text[:200], settings=settings, languages=list(dict.fromkeys([language, "en"]))
        )
    except Exception:  # dateparser raises assorted errors on odd input; none is the user's fault
        return None
    return None if got is None else got.date()


def parse_iso_date(value: str) -> date | None:
    try:
        return date.fromisoformat(value.strip()[:10])
    except ValueError:
        return None


def as_date(value: Any) -> date | None:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        return parse_iso_date(value)
    return None
