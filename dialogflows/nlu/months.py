"""A month said for a date slot that holds a month ("查哪个月的？" — "10月份", "上个月";
"Which month?" — "october", "last month").

A date slot reads days; a month alone is no day, so "查哪个月的缴费？" answered "上个月" was
"没听明白" and "10月份" was asked again. A slot of ``kind: month`` (or, declaring no kind, a
date slot whose name or label holds a word of the lexicon's ``month_slot_words``, the
fallback guess like the other kinds) holds the first day of the month said: a month by
number or name (with a year, or one said relative to this one: "去年8月", "oct last
year"), or this, next
or last month, or a distance from today ("6 months ago", "2 years ago", "in 3 months": the
month that day falls in). A month named without a year is the next one
to come, this one included; on a slot that ends before it (``max: today``), the last one.
The words are the date grammar's (``months``, ``month_words``, ``week_qualifiers``,
``date_units``, ``date_ago_after``, ``date_in_before``, ``date_in_after``).
"""

from __future__ import annotations

import re
from datetime import date

from dateutil.relativedelta import relativedelta

from .date_rules import DateRules
from .numbers import zh_to_number
from .parsed import Parsed
from .value_words import Words, alternation, built

#: an answer this short names a month by an everyday word ("may please")
_SHORT = 3


class MonthGrammar:
    """The ways a month is said, in both languages, compiled once per ``Words``."""

    def __init__(self, w: Words) -> None:
        rules = built(DateRules, w)
        en, zh = w.en, w.zh
        self.months = rules.months
        #: "this month" 0, "next month" 1, "last month" -1 (the weekdays' qualifiers)
        moves = {"coming": 0, 1: 1, "last": -1}
        self.en_shift = {
            k.lower(): moves[v] for k, v in en.mapping("week_qualifiers").items() if v in moves
        }
        #: month names that are everyday words too ("may"): a month alone only when written
        #: with a capital or in a short answer
        self.everyday = frozenset(x.lower() for x in en.words("month_names_everyday"))
        self.zh_shift = {k: int(v) for k, v in zh.mapping("week_qualifiers").items()}
        en_q = alternation(self.en_shift)
        en_month = alternation(en.mapping("months"))
        zh_q = alternation(self.zh_shift)
        zh_month = zh.alt("month_words")
        year = zh.alt("year_markers")
        #: a year said relative to this one before a month ("去年8月": -1)
        self.zh_years = {k: int(v) for k, v in zh.mapping("year_qualifiers").items()}
        zh_yq = alternation(self.zh_years) if self.zh_years else "(?!)"
        #: a year said relative to this one after a month ("oct last year": -1)
        self.en_years = {k: int(v) for k, v in en.mapping("year_qualifiers").items()}
        en_yq = alternation(self.en_years) if self.en_years else "(?!)"
        self.en = re.compile(
            rf"\b(?:(?P<q>{en_q})\s+(?:{en.alt('month_words')})"
            rf"|(?P<mon>{en_month})\.?(?:\s+(?P<y>\d{{4}})"
            rf"|\s+(?:(?:{en.alt('date_of_words')})\s+)?(?P<yq>{en_yq}))?)\b",
            re.IGNORECASE,
        )
        #: a distance from today ("2 years ago", "in 3 months"): the date grammar's own rules
        rule = dict(rules.en_date_rules)
        self.apart = [(rule["ago"], -1), (rule["in_n"], 1)]
        self.count = rules.numbers.count
        self.units = rules.units
        # a number of a month not followed by a day's number ("10月5号" is a date)
        self.zh = re.compile(
            rf"(?:(?P<y>\d{{4}})(?:{year})|(?P<yq>{zh_yq}))?"
            rf"(?:(?P<q>{zh_q})(?:{zh_month})|(?P<m>{rules.zh_num})(?:{zh_month}))"
            rf"(?!{rules.zh_num})"
        )

    def find(self, text: str, today: date, past: bool) -> list[Parsed]:
        """Every month said in ``text``, as its first day; ``past``: the slot ends before
        a month named without a year (the last one, then)."""
        out: list[Parsed] = []
        this = today.replace(day=1)
        for m in self.en.finditer(text):
            if m.group("q") is not None:
                first = this + relativedelta(months=self.en_shift[m.group("q").lower()])
            else:
                name = m.group("mon")
                if (
                    name.lower() in self.everyday
                    and not name[0].isupper()
                    and len(text.split()) > _SHORT
                ):
                    continue  # "may i see last month's?" names no month by "may"
                month = self.months[name.lower()]
                first = self._year_of(month, m.group("y"), this, past)
                if m.group("yq") is not None:  # "oct last year": that year's, whatever the slot
                    first = date(this.year + self.en_years[m.group("yq").lower()], month, 1)
            out.append(Parsed(first.isoformat(), m.group(0), 1.0, m.start(), m.end()))
        out += self._apart(text, today)
        for m in self.zh.finditer(text):
            if m.group("q") is not None:
                first = this + relativedelta(months=self.zh_shift[m.group("q")])
            else:
                n = zh_to_number(m.group("m"))
                if n is None or not 1 <= int(n) <= 12:
                    continue
                first = self._year_of(int(n), m.group("y"), this, past)
                if m.group("yq") is not None:  # "去年8月": that year's, whatever the slot
                    first = date(this.year + self.zh_years[m.group("yq")], int(n), 1)
            out.append(Parsed(first.isoformat(), m.group(0), 1.0, m.start(), m.end()))
        return sorted(out, key=lambda p: p.start)

    def _apart(self, text: str, today: date) -> list[Parsed]:
        """The months said as a distance from today ("about 2 years ago", "6 months back",
        "in 3 months"): the first day of the month the day so far off falls in."""
        out: list[Parsed] = []
        for rx, sign in self.apart:
            for m in rx.finditer(text):
                n = self.count(m.group("n") or m.groupdict().get("n2") or "")
                unit = self.units.get((m.group("u") or m.groupdict().get("u2") or "").lower())
                if n is None or unit is None:
                    continue
                day = today + _apart_by(unit, sign * int(n))
                first = day.replace(day=1).isoformat()
                out.append(Parsed(first, m.group(0), 1.0, m.start(), m.end()))
        return out

    @staticmethod
    def _year_of(month: int, year: str | None, this: date, past: bool) -> date:
        if year is not None:
            return date(int(year), month, 1)
        first = date(this.year, month, 1)
        if past:
            return first if first <= this else date(this.year - 1, month, 1)
        return first if first >= this else date(this.year + 1, month, 1)


def _apart_by(unit: str, n: int) -> relativedelta:
    """``n`` of a date grammar's unit (its ``date_units`` meanings: day, week, month, year)."""
    if unit == "day":
        return relativedelta(days=n)
    if unit == "week":
        return relativedelta(weeks=n)
    if unit == "year":
        return relativedelta(years=n)
    return relativedelta(months=n)
