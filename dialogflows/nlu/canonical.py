"""A value from a command in the canonical form of its slot's type.

Split from ``values.py``: a value typed by a person is *read* (``ValueParser.parse``); a
value carried by a command (an LLM's, a test's, a replayed event's) is *coerced*: its
canonical form is taken as it is ("2026-12-05", 3, ``{"amount": 20, "currency": "EUR"}``)
and only anything else is read as if typed. Kept apart because the two answer different
questions: what did the person say, and is this value of the right type.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..spec import SlotType
from . import dates, times
from .choices import Choices
from .money import normalize_currency
from .parsed import Invalid, Parsed

_TEXT, _INTEGER, _NUMBER, _BOOLEAN, _DATE, _TIME, _MONEY = (
    SlotType.TEXT,
    SlotType.INTEGER,
    SlotType.NUMBER,
    SlotType.BOOLEAN,
    SlotType.DATE,
    SlotType.TIME,
    SlotType.MONEY,
)


def coerce(
    value: Any,
    t: SlotType,
    choices: Choices,
    msg: Callable[..., str],
    currency: Callable[[], str],
    parse: Callable[[str], Parsed | None],
) -> Parsed | Invalid:
    """A value from a command (an LLM, a test, a replay) in canonical form.

    Accepts the canonical form itself and anything ``parse`` understands ("next
    friday", "three", "Business"); checks only the type, not the limits (``validate``).
    ``msg`` words a refusal, ``currency`` is the one of an amount without its own.
    """
    raw = value if isinstance(value, str) else str(value)
    if value is None or (isinstance(value, str) and not value.strip()):
        return Invalid(msg("empty"))
    if t == _DATE and (d := dates.as_date(value)) is not None:
        return Parsed(d.isoformat(), raw, 1.0)
    if t == _TIME and isinstance(value, str) and (c := times.parse_clock(value)):
        return Parsed(c, raw, 1.0)
    if t == _INTEGER and isinstance(value, int | float) and not isinstance(value, bool):
        return (
            Parsed(int(value), raw, 1.0) if float(value).is_integer() else Invalid(msg("integer"))
        )
    if t == _NUMBER and isinstance(value, int | float) and not isinstance(value, bool):
        return Parsed(float(value), raw, 1.0)
    if t == _BOOLEAN and isinstance(value, bool | int):
        return Parsed(bool(value), raw, 1.0)
    if t == _BOOLEAN and isinstance(value, str) and value.strip().lower() in {"true", "false"}:
        return Parsed(value.strip().lower() == "true", raw, 1.0)
    if t == _MONEY:
        if isinstance(value, dict) and isinstance(value.get("amount"), int | float | str):
            try:
                amount = float(value["amount"])
            except ValueError:
                return Invalid(msg("money"))
            cur = normalize_currency(value.get("currency")) or currency()
            return Parsed({"amount": amount, "currency": cur}, raw, 1.0)
        if isinstance(value, int | float) and not isinstance(value, bool):
            return Parsed({"amount": float(value), "currency": currency()}, raw, 1.0)
    if t == _TEXT and not choices:
        return Parsed(raw.strip(), raw, 1.0)
    if choices and isinstance(value, str) and (v := choices.exact(value)) is not None:
        return Parsed(v, raw, 1.0)
    parsed = parse(raw)
    if parsed is not None:
        return parsed
    if t == _TEXT:
        return Parsed(raw.strip(), raw, 0.9)
    return Invalid(msg(t.value, value=raw.strip()))
