"""A slot's limits: ``min``/``max`` (numbers, dates, times, text length), ``pattern`` and
``values``, checked on a value already in canonical form (``ValueParser.coerce`` makes it).

Kept apart from reading values out of text: the limits say whether a value may be taken,
whatever produced it (the rules, an LLM, a test, a replay). The reason is the user's, in
the domain's language, from the lexicon's ``messages`` (the caller's ``msg``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date, datetime, timedelta
from typing import Any

from ..spec import SlotSpec, SlotType
from . import dates, times

_TEXT, _INTEGER, _NUMBER, _DATE, _TIME, _MONEY = (
    SlotType.TEXT,
    SlotType.INTEGER,
    SlotType.NUMBER,
    SlotType.DATE,
    SlotType.TIME,
    SlotType.MONEY,
)
_PHONE = SlotType.PHONE
#: a phone number as held: E.164, a plus and its digits (``phones.whole_phone``)
_E164 = re.compile(r"\+\d{6,15}")


def broken_limit(
    spec: SlotSpec,
    kind: SlotType,
    value: Any,
    now: datetime | None,
    listed: Sequence[str] | None,
    check: re.Pattern[str] | None,
    msg: Callable[..., str],
) -> str | None:
    """Why ``value`` breaks one of ``spec``'s limits, or None. ``listed`` holds the values
    a choice slot takes, ``check`` its compiled ``pattern``."""
    if listed is not None and value not in listed:
        return msg("enum", value=str(value))
    if kind == _PHONE and isinstance(value, str) and not _E164.fullmatch(value):
        return msg("phone")  # "12345" typed to the phone's question: a try, refused
    if kind in (_INTEGER, _NUMBER, _MONEY):
        x = value.get("amount") if isinstance(value, dict) else value
        if isinstance(x, int | float):
            lo, hi = _num(spec.min), _num(spec.max)
            if lo is not None and x < lo:
                return msg("min", limit=_fmt_num(spec.min))  # type: ignore[arg-type]
            if hi is not None and x > hi:
                return msg("max", limit=_fmt_num(spec.max))  # type: ignore[arg-type]
    if kind == _DATE and isinstance(value, str):
        d = dates.parse_iso_date(value)
        today = (now or datetime.now()).date()
        first, last = _date_limit(spec.min, today), _date_limit(spec.max, today)
        if d is not None and first is not None and d < first:
            return msg("date_min", limit=first.isoformat())
        if d is not None and last is not None and d > last:
            return msg("date_max", limit=last.isoformat())
    if kind == _TIME and isinstance(value, str):
        if isinstance(spec.min, str) and value < (times.parse_clock(spec.min) or ""):
            return msg("time_min", limit=spec.min)
        if isinstance(spec.max, str) and value > (times.parse_clock(spec.max) or "99"):
            return msg("time_max", limit=spec.max)
    if kind == _TEXT and isinstance(value, str):
        if isinstance(spec.min, int | float) and len(value) < spec.min:
            return msg("short", limit=_fmt_num(spec.min))
        if isinstance(spec.max, int | float) and len(value) > spec.max:
            return msg("long", limit=_fmt_num(spec.max))
    if check is not None and isinstance(value, str) and check.fullmatch(value) is None:
        return msg("pattern")
    return None


_FIELD = re.compile(r"\{(\w+)\}")
#: a refused value is repeated in the reason up to this many characters
_SAID_MAX = 40


def reason(table: dict[str, Any], kind: str, fields: dict[str, str]) -> str:
    """The reason of ``kind`` from a lexicon's ``messages`` ``table``, filled in one pass:
    limits and values (a refused value is what the user typed) are never read as format
    syntax, and a field's value is not searched for other fields."""
    text = str(table.get(kind) or table.get("type") or kind)
    fields.setdefault("kind", kind)
    if "value" in fields and len(fields["value"]) > _SAID_MAX:
        fields["value"] = fields["value"][: _SAID_MAX - 1] + "…"
    return _FIELD.sub(lambda m: fields.get(m.group(1), m.group(0)), text)


def _num(x: float | str | None) -> float | None:
    if isinstance(x, int | float):
        return float(x)
    try:
        return float(x) if x is not None else None
    except ValueError:
        return None


def bounds(spec: SlotSpec, today: date) -> tuple[str | None, str | None]:
    """The slot's limits as said to the user ("2026-11-29", "9", "22:00"): the first and
    last value it takes, None where it has none ("what dates do you have?")."""
    kind = spec.type
    if kind == _DATE:
        first, last = _date_limit(spec.min, today), _date_limit(spec.max, today)
        return (first.isoformat() if first else None), (last.isoformat() if last else None)
    if kind == _TIME:
        low = times.parse_clock(spec.min) if isinstance(spec.min, str) else None
        return low, times.parse_clock(spec.max) if isinstance(spec.max, str) else None
    if kind in (_INTEGER, _NUMBER, _MONEY):
        least, most = spec.min, spec.max
        return (
            _fmt_num(least) if isinstance(least, int | float) else None,
            _fmt_num(most) if isinstance(most, int | float) else None,
        )
    return None, None


def first_day(spec: SlotSpec, today: date) -> str | None:
    """The earliest day a date slot takes from ``today`` on ("asap" asked which day): its
    ``min`` when that is later, nothing when its ``max`` is already past."""
    first, last = bounds(spec, today)
    day = max(first or today.isoformat(), today.isoformat())
    return None if last is not None and day > last else day


def _fmt_num(x: float | str) -> str:
    return f"{x:g}" if isinstance(x, float) else str(x)


def _date_limit(limit: float | str | None, today: date) -> date | None:
    if not isinstance(limit, str):
        return None
    word = limit.strip().lower()
    if word == "today":
        return today
    if word == "tomorrow":
        return today + timedelta(days=1)
    m = re.fullmatch(r"([+-]?\d+)\s*d(?:ays?)?", word)
    if m:
        return today + timedelta(days=int(m.group(1)))
    return dates.parse_iso_date(word)
