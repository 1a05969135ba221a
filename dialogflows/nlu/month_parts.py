"""The days of a month a date names: a month named with no day ("october", "last oct",
"去年10月": its first day, unsure, so which day is asked), and a day or an edge of a month
("下个月1号", "the end of next month", "mid feb"). The month alone said for a slot that
holds a month is ``months.py``'s; every other date is ``dates.py``'s, which asks these
when one of its rules found a month's day (``DateGrammar._resolve``).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING, Any

from dateutil.relativedelta import relativedelta

from .numbers import zh_to_number

if TYPE_CHECKING:
    from .date_rules import DateRules


def weeks_from(meaning: Any) -> int:
    """How many weeks from this one a qualifier's meaning names: a number as it is, "last"
    the one before this (a week or a weekend gone by), none for "coming"."""
    if isinstance(meaning, int):
        return meaning
    return -1 if meaning == "last" else 0


def month_part(rules: DateRules, g: dict[str, Any], today: date) -> date | None:
    """A day of this month, or of the month ``q`` names ("下个月1号", "end of next month")."""
    q = rules.weekdays.meaning(g.get("q") or "")
    # "end of last month": the month before this one ("last" is a weekday's latest)
    months = q if isinstance(q, int) else -1 if q == "last" else 0
    return _day_of(rules, today.replace(day=1) + relativedelta(months=months), g)


def month_named(
    rules: DateRules, kind: str, g: dict[str, Any], today: date
) -> tuple[date, float] | None:
    """A month named with no day ("october", "last oct", "oct 2026", "去年10月"): its
    first day, unsure, so which day of it is asked. Without a year, the next such
    month to come, this one included (a slot that ends before it takes the last one,
    ``rolls``); "last october" the last one before this month, "next" the next after.
    A name that is an everyday word too ("may") counts only written with a capital."""
    if kind == "month_named":
        said = g["mon"]
        month = rules.months.get(said.lower())
        if said.lower() in rules.everyday_months and not (
            said[:1].isupper() or g.get("q") or g.get("y") or g.get("yq")
        ):
            return None
    else:
        n = zh_to_number(g["m"])
        month = int(n) if n is not None and float(n).is_integer() else None
    if month is None or not 1 <= month <= 12:
        return None
    year = today.year
    if g.get("y"):
        y = g["y"] if g["y"].isdigit() else str(zh_to_number(g["y"]) or "")
        if not y.isdigit():
            return None
        year = int(y)
    elif g.get("yq"):
        year += rules.year_qualifiers.get(" ".join(g["yq"].lower().split()), 0)
    elif g.get("q"):
        n_from = weeks_from(rules.weekdays.meaning(g["q"]))
        if n_from < 0:
            year -= 0 if month < today.month else 1
        elif n_from > 0:
            year += 0 if month > today.month else 1
    elif month < today.month:
        year += 1
    return date(year, month, 1), 0.5


def named_month_part(rules: DateRules, month: int, g: dict[str, Any], today: date) -> date | None:
    """An edge of the month named ("the end of november", "mid feb"): in the next such
    month to come, this one included; a slot that ends before it takes the last one
    (``rolls``)."""
    first = date(today.year + (month < today.month), month, 1)
    return _day_of(rules, first, g)


def _day_of(rules: DateRules, first: date, g: dict[str, Any]) -> date | None:
    """The day of the month beginning ``first`` that the day said or the edge word
    says; its end is the month's last day. A day said with the edge ("end of june, the
    25th") is the day meant: the edge only told where in the month it lies."""
    said = rules.ordinal_days.get((g.get("dw") or "").lower()) or zh_to_number(g.get("d") or "")
    edge = None if said else rules.edges.get((g.get("e") or "").lower())
    if edge == "end":
        return first + relativedelta(months=1) - timedelta(days=1)
    day = said or edge
    if day is None or not 1 <= int(day) <= 31:
        return None
    try:
        return first.replace(day=int(day))
    except ValueError:
        return None
