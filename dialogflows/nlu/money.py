"""Amounts of money: a number with a currency mark before or after it.

Numbers are found by ``numbers.find_numbers`` (digits, English words, Chinese numerals);
this module only reads the currency marks around them (``currency_before``,
``currency_after`` of the lexicons' values).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .numbers import find_numbers
from .value_words import EN, ZH

#: currency marks before an amount and after it, of every language -> ISO code
SYMBOLS_BEFORE: dict[str, str] = {
    **EN.mapping("currency_before"),
    **ZH.mapping("currency_before"),
}
WORDS_AFTER: dict[str, str] = {**EN.mapping("currency_after"), **ZH.mapping("currency_after")}
_BEFORE = re.compile(
    "(?:"
    + "|".join(re.escape(k) for k in sorted(SYMBOLS_BEFORE, key=len, reverse=True))
    + r")\s?$",
    re.IGNORECASE,
)
_AFTER = re.compile(
    r"^\s?(?:"
    + "|".join(re.escape(k) for k in sorted(WORDS_AFTER, key=len, reverse=True))
    + r")(?![a-z])",
    re.IGNORECASE,
)


#: digits right after a CJK character, which ``find_numbers`` leaves alone
_GLUED = re.compile(r"(?<=[\u3400-\u9fff])\d+(?:\.\d+)?")


@dataclass(frozen=True)
class MoneySpan:
    amount: float
    currency: str | None
    start: int
    end: int
    raw: str


def find_money(text: str, language: str = "en") -> list[MoneySpan]:
    """Every amount in ``text``; ``currency`` is None when no mark was written."""
    out: list[MoneySpan] = []
    for n in find_numbers(text, language):
        start, end, currency = n.start, n.end, None
        before = _BEFORE.search(text[max(0, n.start - 4) : n.start])
        if before is not None:
            currency = SYMBOLS_BEFORE[before.group(0).strip().lower()]
            start = n.start - len(before.group(0))
        after = _AFTER.match(text[n.end : n.end + 8])
        if after is not None:
            currency = currency or WORDS_AFTER[after.group(0).strip().lower()]
            end = n.end + len(after.group(0))
        out.append(MoneySpan(float(n.value), currency, start, end, text[start:end]))
    # Chinese writes an amount right after the verb ("转500块", "改成80元"), where digits
    # glued to a word are not read as a number (they are part of "建国路99号"); followed by
    # a currency word they are an amount all the same
    for m in _GLUED.finditer(text):
        after = _AFTER.match(text[m.end() : m.end() + 8])
        if after is None or any(s.start < m.end() and m.start() < s.end for s in out):
            continue
        end = m.end() + len(after.group(0))
        currency = WORDS_AFTER[after.group(0).strip().lower()]
        out.append(MoneySpan(float(m.group(0)), currency, m.start(), end, text[m.start() : end]))
    out.sort(key=lambda s: s.start)
    return out


#: the currency a bare amount is in when the domain names none, per language
_DEFAULT_CURRENCY = {"en": "USD", "zh": "CNY"}


def default_currency(language: str, domain: str | None = None) -> str:
    """The currency of an amount said without one: the domain's, else the language's.
    Slot values and budget beliefs both read it, so "5000" is the same money in each."""
    return domain or _DEFAULT_CURRENCY.get(language, "USD")


def normalize_currency(code: str | None) -> str | None:
    if not code:
        return None
    c = code.strip()
    return SYMBOLS_BEFORE.get(c.lower()) or WORDS_AFTER.get(c.lower()) or c.upper()
