"""Values said as people read them: dates, times, money and counts, per language, with Babel.

A slot keeps its canonical value (``2026-12-11``, ``19:30``, ``{"amount": 1450, "currency":
"USD"}``); what a reply shows is made here, from the value, its slot type, the domain's
language and an optional *style* a template asks for (``{depart_date:long}``). Babel holds
the CLDR data (month and day names, currency symbols and patterns, plural rules); the
patterns a language uses by default are data in its lexicon (``formats:``), never code.

A style is a name looked up in ``STYLES`` or, for numbers, plural forms (``{count:pizza|
pizzas}``); it is never evaluated, and a value is inserted once and never read again, so a
value a user typed cannot act as a style or a template.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Any

from babel import Locale
from babel.dates import format_date, format_skeleton, format_time
from babel.numbers import format_currency, format_decimal

from .spec import SlotType

__all__ = ["STYLES", "ValueFormats", "style_problem"]

#: styles a template may ask for, by the kind of value they apply to
STYLES: dict[str, tuple[str, ...]] = {
    "date": ("day", "weekday", "month", "short", "medium", "long", "full", "iso"),
    "time": ("short", "iso"),
    "money": ("short", "iso"),
    "number": ("iso",),
}
_KIND = {
    SlotType.DATE: "date",
    SlotType.TIME: "time",
    SlotType.MONEY: "money",
    SlotType.INTEGER: "number",
    SlotType.NUMBER: "number",
}
#: the order CLDR lists plural categories in; plural forms in a style follow it
_PLURAL_ORDER = ("zero", "one", "two", "few", "many", "other")
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_ISO_TIME = re.compile(r"^\d{1,2}:\d{2}(?::\d{2})?$")


def style_problem(style: str, kind: SlotType | None) -> str | None:
    """Why ``style`` cannot apply to a value of ``kind`` (None: it can). For the loader's
    checks, so a misspelt style is a validate error, not a surprise in a reply."""
    if "|" in style:
        if kind in (None, SlotType.INTEGER, SlotType.NUMBER):
            return None
        return "plural forms (`word|words`) apply to integer and number slots"
    known = STYLES.get(_KIND.get(kind, ""), ()) if kind is not None else ()
    if kind is None:  # an action's result: any style of any kind may fit its value
        known = tuple(dict.fromkeys(s for styles in STYLES.values() for s in styles))
    if style in known:
        return None
    if not known:
        return f"a {kind.value if kind else 'value'} takes no style"
    return f"styles: {', '.join(known)}"


#: how many shown values a ``ValueFormats`` keeps before it starts over
_SHOWN_KEPT = 1024


class ValueFormats:
    """How one language shows values. Built once per domain; cheap to call per turn."""

    def __init__(
        self, language: str, patterns: Mapping[str, Any], currency: str | None = None
    ) -> None:
        self.language = language
        self.locale = Locale.parse(language)
        self.patterns = {str(k): str(v) for k, v in patterns.items()}
        self.currency = currency
        rule = self.locale.plural_form
        self._plural_tags = [t for t in _PLURAL_ORDER if t in rule.tags or t == "other"]
        self._plural = rule
        #: what Babel made, by what it was made from: the same dates, times, amounts and
        #: counts are shown on turn after turn (questions, confirmations), and Babel parses
        #: its pattern and walks the locale's data on every call
        self._shown: dict[tuple[Any, ...], str] = {}

    def _memo(self, key: tuple[Any, ...]) -> str | None:
        return self._shown.get(key)

    def _keep(self, key: tuple[Any, ...], shown: str) -> str:
        if len(self._shown) >= _SHOWN_KEPT:
            self._shown.clear()
        self._shown[key] = shown
        return shown

    def show(self, value: Any, kind: SlotType | None = None, style: str | None = None) -> str:
        """``value`` as a reply shows it. ``kind`` is the slot's type (None for an action's
        result: an ISO date or time is then recognised by its form only when a style asks)."""
        if value is None:
            return ""
        if style == "iso":
            return _plain(value)
        if style is not None and "|" in style:
            return self.count(value, style.split("|"))
        if isinstance(value, bool) or kind == SlotType.BOOLEAN:
            return self.patterns.get("yes" if value else "no", "yes" if value else "no")
        if isinstance(value, dict) and "amount" in value:
            return self.money(value)
        if isinstance(value, list):
            return self.patterns.get("list_sep", ", ").join(self.show(v, kind) for v in value)
        if kind is None and style is not None and isinstance(value, str):
            kind = _guess(value)
        if kind == SlotType.DATE:
            day = _as_date(value)
            return _plain(value) if day is None else self.date(day, style or "day")
        if kind == SlotType.TIME:
            at = _as_time(value)
            return _plain(value) if at is None else self.time(at)
        if kind == SlotType.NUMBER and isinstance(value, int | float):
            key = ("number", type(value), value)
            shown = self._memo(key)
            return shown or self._keep(key, format_decimal(value, locale=self.locale))
        return _plain(value)

    def date(self, day: dt.date, style: str = "day") -> str:
        key = ("date", day, style)
        return self._memo(key) or self._keep(key, self._date(day, style))

    def _date(self, day: dt.date, style: str) -> str:
        if style in ("short", "medium", "long", "full"):
            return format_date(day, style, locale=self.locale)
        if style == "month":  # "October 2026", "2026年10月": CLDR's year-and-month form
            pattern = self.patterns.get("date_month")
            if pattern:
                return format_date(day, pattern, locale=self.locale)
            return format_skeleton("yMMMM", day, locale=self.locale)
        pattern = self.patterns.get("date_weekday" if style == "weekday" else "date")
        return format_date(day, pattern or "medium", locale=self.locale)

    def time(self, at: dt.time) -> str:
        key = ("time", at)
        shown = self._memo(key)
        if shown is None:
            pattern = self.patterns.get("time") or "short"
            shown = self._keep(key, format_time(at, pattern, locale=self.locale))
        return shown

    def money(self, value: Mapping[str, Any]) -> str:
        currency = str(value.get("currency") or self.currency or "")
        amount = value.get("amount")
        key = ("money", currency, repr(value.get("currency")), type(amount), str(amount))
        shown = self._memo(key)
        return shown or self._keep(key, self._money(currency, amount, value))

    def _money(self, currency: str, amount: Any, value: Mapping[str, Any]) -> str:
        try:
            number = Decimal(str(amount))
        except (InvalidOperation, ValueError):
            return _plain(value)
        if not currency:
            return format_decimal(number, locale=self.locale)
        whole = number == number.to_integral_value()
        pattern = _whole_pattern(self.language) if whole else None
        return format_currency(
            number, currency, pattern, locale=self.locale, currency_digits=pattern is None
        )

    def count(self, value: Any, forms: list[str]) -> str:
        """``3 pizzas``, ``1 pizza``: the number and the form its CLDR plural category picks
        (forms in the order zero, one, two, few, many, other, as the language has them;
        the last form is ``other``)."""
        key = ("count", type(value), str(value), *forms)
        return self._memo(key) or self._keep(key, self._count(value, forms))

    def _count(self, value: Any, forms: list[str]) -> str:
        try:
            n = Decimal(str(value))
        except (InvalidOperation, ValueError):
            return _plain(value)
        category = self._plural(n)
        tags = self._plural_tags
        if len(forms) == 1:
            word = forms[0]
        elif category in tags and tags.index(category) < len(forms) - 1:
            word = forms[tags.index(category)]
        else:
            word = forms[-1]
        shown = format_decimal(n, locale=self.locale)
        return f"{shown}{self.patterns.get('count_joiner', ' ')}{word}"


@lru_cache(maxsize=8)
def _whole_pattern(language: str) -> str | None:
    """The language's currency pattern without decimals: "$1,450", not "$1,450.00"."""
    pattern = Locale.parse(language).currency_formats.get("standard")
    if pattern is None:
        return None
    return re.sub(r"\.0+", "", pattern.pattern)


def _plain(value: Any) -> str:
    if isinstance(value, dict) and "amount" in value:
        amount = value["amount"]
        text = f"{amount:g}" if isinstance(amount, float) else str(amount)
        return f"{text} {value.get('currency') or ''}".strip()
    return str(value)


def _guess(text: str) -> SlotType | None:
    if _ISO_DATE.match(text):
        return SlotType.DATE
    if _ISO_TIME.match(text):
        return SlotType.TIME
    return None


def _as_date(value: Any) -> dt.date | None:
    if isinstance(value, dt.date):
        return value
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError:
        return None


def _as_time(value: Any) -> dt.time | None:
    if isinstance(value, dt.time):
        return value
    try:
        return dt.time.fromisoformat(str(value))
    except ValueError:
        return None
