"""What reading a value produces: a canonical value with where it was said, or the reason
it cannot be one; and how values are compared. Shared by every reader of values, apart from
the parsers (``values``) so that modules using only these need not import them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
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
    a number for another slot (an amount of 123456 was read beside it). A form written in
    letters and digits is tried by a number only as long as one of its runs that takes
    digits ("551" for "SK-551"): a shorter one ("3" to a registration "AB12 CDE") is no
    part of it, so another slot's number said late (``late_answer``)."""
    if pattern is None or not digit_form(pattern) or _BARE_NUMBER.fullmatch(text) is None:
        return False
    runs, lettered = _digit_runs(pattern)
    size = len(text.strip())
    return not lettered or any(lo <= size <= hi for lo, hi in runs)


def short_of_code(pattern: str | None, text: str) -> bool:
    """``text`` is a bare number said to a code's question that is too short to be a try
    at the code's digits (``tried_code``): a number for another slot, said late."""
    return (
        digit_form(pattern)
        and _BARE_NUMBER.fullmatch(text) is not None
        and not tried_code(pattern, text)
    )


#: one atom of a regular expression (an escape, a class, one character) and how often
_ATOM = re.compile(r"(\\.|\[[^\]]*\]|.)(\{(\d+)(?:,(\d*))?\}|[+*?])?")
#: a class's or an escape's digits
_DIGITS = re.compile(r"\\d|0-9")
#: an escape of no letter ("\s", "\-"), inside a class or alone
_SIGN_ESCAPE = re.compile(r"\\[^wWpPuUxN]")
#: a letter's character or a class or escape of letters ("A-Z", "\w", "\u4e00", "\p{Han}")
_LETTERS = re.compile(r"[^\W\d_]|\\[wpuxN]")
#: more than any code's run of digits: a ``+`` or ``*``
_MANY = 99


@lru_cache(maxsize=256)
def _digit_runs(pattern: str) -> tuple[tuple[tuple[int, int], ...], bool]:
    """The runs of a written form whose atoms take digits, each as its fewest and most
    characters, and whether the form takes letters too (a class or an escape of letters,
    a letter written as itself, any character); worked out once per form, not on every
    number said to its question."""
    runs: list[tuple[int, int]] = []
    lettered, lo, hi, running = False, 0, 0, False
    for m in _ATOM.finditer(pattern):
        atom, times, least, most = m.groups()
        if atom in "^$()|":
            continue
        digits = _DIGITS.search(atom) is not None
        letters = _LETTERS.search(_SIGN_ESCAPE.sub("", _DIGITS.sub("", atom))) is not None
        lettered = lettered or letters or atom == "."
        if not digits:
            if running:
                runs.append((lo, hi))
            lo, hi, running = 0, 0, False
            continue
        if times is None:
            n, x = 1, 1
        elif least is not None:
            n = int(least)
            x = n if most is None else (int(most) if most else _MANY)
        else:
            n, x = (0 if times in "*?" else 1), (1 if times == "?" else _MANY)
        lo, hi, running = lo + n, hi + x, True
    if running:
        runs.append((lo, hi))
    return tuple(runs), lettered
