"""Numbers written as digits, English words or Chinese numerals.

The conversion itself is left to libraries (``text2num`` for English words, ``cn2an`` for
Chinese numerals); this module only finds the spans worth converting, so that a number can
be located inside a sentence ("a table for two", "三位", "5千块") with its offsets.
Both libraries are imported on first use: ``cn2an`` alone takes ~150 ms to import.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

_EN_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
    "hundred",
    "thousand",
    "million",
]
_EN_WORD = "|".join(sorted(_EN_UNITS, key=len, reverse=True))
# A run of number words, allowing "and" and hyphens between them ("one hundred and five").
EN_NUMBER_RUN = re.compile(
    rf"\b(?:{_EN_WORD})(?:(?:[\s-]+(?:and[\s-]+)?)(?:{_EN_WORD}))*\b", re.IGNORECASE
)
# Digits with optional thousands separators, decimals and a k / m suffix.
DIGITS = re.compile(
    r"(?<![\w.])(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?P<suffix>\s?[kK]\b|\s?[mM]\b)?(?![\d])"
)
ZH_DIGITS = "零〇一二两三四五六七八九"
ZH_UNITS = "十百千万亿"
# Chinese numerals, optionally led by Arabic digits ("5千", "1.5万").
ZH_NUMBER_RUN = re.compile(
    rf"(?:\d+(?:\.\d+)?[{ZH_UNITS}]+[{ZH_DIGITS}{ZH_UNITS}]*"
    rf"|[{ZH_DIGITS}{ZH_UNITS}]+(?:点[{ZH_DIGITS}]+)?)"
)
# Characters before a Chinese numeral that make it something else: an ordinal (第一),
# a weekday (周三, 星期三) or a month/day (handled by the date parser).
_ZH_NOT_A_COUNT_BEFORE = frozenset("第周期拜")
# Common words that contain a numeral but are not a number ("一下", "一起", "一些").
_ZH_NOT_A_COUNT_WORDS = ("一下", "一起", "一些", "一点", "一定", "一直", "一样", "万一", "一般")

EN_SMALL: dict[str, int] = {w: i for i, w in enumerate(_EN_UNITS[:20])}
EN_SMALL.update({"a": 1, "an": 1, "a couple of": 2, "couple of": 2, "a few": 3})


@dataclass(frozen=True)
class NumberSpan:
    value: int | float
    start: int
    end: int
    raw: str


def _tidy(v: float) -> int | float:
    return int(v) if float(v).is_integer() else float(v)


@lru_cache(maxsize=1)
def _text2num() -> Any:
    from text_to_num import text2num

    return text2num


@lru_cache(maxsize=1)
def _cn2an() -> Any:
    import cn2an

    return cn2an.cn2an


def en_words_to_number(words: str) -> int | None:
    """``"twenty one"`` -> 21; None when the words do not form one number."""
    try:
        return int(_text2num()(words.lower().replace("-", " "), "en"))
    except (ValueError, TypeError, IndexError):
        return None


@lru_cache(maxsize=512)
def zh_to_number(text: str) -> int | float | None:
    """``"二十"`` -> 20, ``"两"`` -> 2, ``"1.5万"`` -> 15000; None when not a numeral."""
    if text.isdigit():
        return int(text)
    try:
        return _tidy(float(_cn2an()(text, "smart")))
    except (ValueError, TypeError, KeyError, IndexError, AttributeError):
        return None


def _digits_value(m: re.Match[str]) -> int | float:
    v = float(m.group("num").replace(",", ""))
    suffix = (m.group("suffix") or "").strip().lower()
    if suffix == "k":
        v *= 1000
    elif suffix == "m":
        v *= 1_000_000
    return _tidy(v)


#: spoken counts of their own: "来俩宫保鸡丁" (two), "仨人" (three)
_ZH_COLLOQUIAL = {"俩": 2, "仨": 3}
_ZH_COLLOQUIAL_RUN = re.compile("[俩仨]")
#: "来份鱼香肉丝", "要碗米饭", "点个宫保鸡丁": a measure word right after 来/要/点, with no
#: number, is one ("点个外卖", "点个餐" order a meal, not one of something)
_ZH_IMPLIED_ONE = re.compile(
    r"(?<=[来要点])[份碗盘杯瓶个](?![\d零〇一二两三四五六七八九十]|外卖|餐)"
)
_HINT = re.compile(rf"\d|[{ZH_DIGITS}{ZH_UNITS}俩仨份碗盘杯瓶个]")
_LATIN_WORD = re.compile(r"[a-z]+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_EN_SET = frozenset(_EN_UNITS) | {"couple"}
#: "a couple of nights", "for a couple": two, as people mean it when they count
_EN_COUPLE = re.compile(r"\b(?:a\s+)?couple(?:\s+of)?\b", re.IGNORECASE)


def find_numbers(text: str, language: str = "en") -> list[NumberSpan]:
    """Every number mentioned in ``text`` with its offsets, in order of appearance
    (cached: one turn asks about the same text several times)."""
    return list(_find_numbers(text, language))


@lru_cache(maxsize=256)
def _find_numbers(text: str, language: str) -> tuple[NumberSpan, ...]:
    spans: list[NumberSpan] = []
    if not _HINT.search(text) and _EN_SET.isdisjoint(_LATIN_WORD.findall(text.lower())):
        return ()
    taken: list[tuple[int, int]] = []

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in taken)

    for m in ZH_NUMBER_RUN.finditer(text):
        raw = m.group(0)
        if raw.isdigit():
            continue
        a = m.start()
        if a > 0 and text[a - 1] in _ZH_NOT_A_COUNT_BEFORE:
            continue
        if len(raw) == 1 and any(
            w in text[max(0, a - 1) : m.end() + 1] for w in _ZH_NOT_A_COUNT_WORDS
        ):
            continue
        v = zh_to_number(raw)
        if v is not None:
            spans.append(NumberSpan(v, a, m.end(), raw))
            taken.append((a, m.end()))
    for m in _ZH_COLLOQUIAL_RUN.finditer(text):
        spans.append(NumberSpan(_ZH_COLLOQUIAL[m.group(0)], m.start(), m.end(), m.group(0)))
        taken.append((m.start(), m.end()))
    for m in _ZH_IMPLIED_ONE.finditer(text):
        if free(m.start(), m.end()):
            spans.append(NumberSpan(1, m.start(), m.end(), m.group(0)))
            taken.append((m.start(), m.end()))
    for m in DIGITS.finditer(text):
        if free(m.start(), m.end()):
            spans.append(NumberSpan(_digits_value(m), m.start(), m.end(), m.group(0)))
            taken.append((m.start(), m.end()))
    if language == "en" or _ASCII_LETTER.search(text) is not None:
        for m in EN_NUMBER_RUN.finditer(text):
            if not free(m.start(), m.end()):
                continue
            v = en_words_to_number(m.group(0))
            if v is not None:
                spans.append(NumberSpan(v, m.start(), m.end(), m.group(0)))
                taken.append((m.start(), m.end()))
        for m in _EN_COUPLE.finditer(text):
            if free(m.start(), m.end()):
                spans.append(NumberSpan(2, m.start(), m.end(), m.group(0)))
                taken.append((m.start(), m.end()))
    spans.sort(key=lambda s: s.start)
    return tuple(spans)


def small_number(token: str) -> int | None:
    """A count written as digits, an English word or a Chinese numeral ("3", "three", "三")."""
    token = token.strip().lower()
    if token.isdigit():
        return int(token)
    if token in EN_SMALL:
        return EN_SMALL[token]
    v = en_words_to_number(token) if token.isascii() else zh_to_number(token)
    return int(v) if v is not None and float(v).is_integer() else None


def count_word(token: str) -> int | None:
    """A small count in words or digits, including "a couple of" and "a few"."""
    token = token.strip().lower()
    if token in {"a couple of", "couple of"}:
        return 2
    if token == "a few":
        return 3
    return small_number(token)
