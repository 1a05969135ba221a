"""The calendar arithmetic of a day said without all of its parts: a day of the month or a
month and day with no year is the next one to come (today included), a Chinese year may be
typed in numerals ("二〇二六"), and a week runs from its Monday. Split from ``dates.py``,
whose rules resolve what they read with these.
"""

from __future__ import annotations

from datetime import date, timedelta

from dateutil.relativedelta import relativedelta

from .numbers import zh_to_number


def roll_day_of_month(day: int, today: date) -> date | None:
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


def month_day(month: int, day: int, year: int | None, today: date) -> date | None:
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


def zh_year(y: str) -> int | None:
    """A year typed in digits or digit by digit in Chinese numerals; None when it is neither."""
    if y.isdigit():
        return int(y)
    digits = [zh_to_number(c) for c in y]
    return None if None in digits else int("".join(str(int(d or 0)) for d in digits))


def monday_of(today: date) -> date:
    """The Monday of ``today``'s week."""
    return today - timedelta(days=today.weekday())
