"""What reading a value produces: a canonical value with where it was said, or the reason
it cannot be one; and how values are compared. Shared by every reader of values, apart from
the parsers (``values``) so that modules using only these need not import them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Parsed:
    """A value found in text, already canonical; offsets point into the scanned text."""

    value: Any
    raw_text: str
    confidence: float
    start: int = 0
    end: int = 0


@dataclass(frozen=True)
class Invalid:
    """A value that cannot be read as the slot's type; ``reason`` is for the user."""

    reason: str


def value_key(v: Any) -> Any:
    """A hashable stand-in for a canonical value, equal for equal values (an amount is a
    dict, a list slot holds a list): for sets of values and "is it the same one?"."""
    if isinstance(v, dict):
        return repr(sorted(v.items(), key=lambda kv: str(kv[0])))
    return repr(v) if isinstance(v, list) else v


def first_per_value(found: list[Parsed]) -> list[Parsed]:
    """The first of ``found`` for each distinct value, in order."""
    seen: dict[Any, Parsed] = {}
    for p in found:
        seen.setdefault(value_key(p.value), p)
    return list(seen.values())


#: a written form (a slot's ``pattern``) that holds digits
_DIGIT_FORM = re.compile(r"\\d|\[[^\]]*0-9")
#: a number said with nothing around it: no currency, no unit, no word
_BARE_NUMBER = re.compile(r"\s*\d+\s*")


def digit_form(pattern: str | None) -> bool:
    """A slot's written form (``pattern``) holds digits ("EV-\\d{3}", "[0-9]{8}")."""
    return pattern is not None and _DIGIT_FORM.search(pattern) is not None


def tried_code(pattern: str | None, text: str) -> bool:
    """``text`` is a bare number said to a slot whose written form holds digits: a try at
    that code ("123456" to "卡号多少？8位数字"), refused for its form and asked again, never
    a number for another slot (an amount of 123456 was read beside it)."""
    return digit_form(pattern) and _BARE_NUMBER.fullmatch(text) is not None
