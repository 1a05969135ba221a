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

from .value_words import EN, ZH, alternation

_EN_UNITS = EN.words("number_words")
_EN_WORD = alternation(_EN_UNITS)
# A run of number words, allowing joiners and hyphens between them ("one hundred and five").
EN_NUMBER_RUN = re.compile(
    rf"\b(?:{_EN_WORD})(?:(?:[\s-]+(?:(?:{EN.alt('number_joiners')})[\s-]+)?)(?:{_EN_WORD}))*\b",
    re.IGNORECASE,
)
# Digits with optional thousands separators, decimals and a k / m suffix.
DIGITS = re.compile(
    r"(?<![\w.])(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?P<suffix>\s?[kK]\b|\s?[mM]\b)?(?![\d])"
)
ZH_DIGITS = ZH.chars("numeral_digits")
ZH_UNITS = ZH.chars("numeral_units")
#: a Chinese numeral's characters and Arabic digits, as a character class ("[\d一二十]")
NUMERAL_CHARS = rf"[\d{ZH_DIGITS}{ZH_UNITS}]"
# Chinese numerals, optionally led by Arabic digits ("5千", "1.5万").
ZH_NUMBER_RUN = re.compile(
    rf"(?:\d+(?:\.\d+)?[{ZH_UNITS}]+[{ZH_DIGITS}{ZH_UNITS}]*"
    rf"|[{ZH_DIGITS}{ZH_UNITS}]+(?:(?:{ZH.alt('decimal_points')})[{ZH_DIGITS}]+)?)"
)
# Characters before a Chinese numeral that make it something else: an ordinal, a weekday
# or a month/day (handled by the date parser).
_ZH_NOT_A_COUNT_BEFORE = frozenset(ZH.words("not_a_count_before"))
# Common words that contain a numeral but are not a number.
_ZH_NOT_A_COUNT_WORDS = tuple(ZH.words("not_a_count_words"))

EN_SMALL: dict[str, int] = {k: int(v) for k, v in EN.mapping("small_numbers").items()}


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


#: spoken counts of their own ("two", "three" in one character)
_ZH_COLLOQUIAL = {k: int(v) for k, v in ZH.mapping("colloquial_counts").items()}
_ZH_COLLOQUIAL_RUN = re.compile(f"[{re.escape(''.join(_ZH_COLLOQUIAL))}]")
#: a measure word right after an ordering verb, with no number, is one (the lexicon's
#: ``implied_one_*`` words; some measure-word phrases order a meal, not one of something)
_ZH_IMPLIED_ONE = re.compile(
    rf"(?<=[{ZH.chars('implied_one_after')}])[{ZH.chars('implied_one_measures')}]"
    rf"(?!{NUMERAL_CHARS}|{ZH.alt('implied_one_not_before')})"
)
_HINT = re.compile(
    rf"\d|[{ZH_DIGITS}{ZH_UNITS}{re.escape(''.join(_ZH_COLLOQUIAL))}"
    rf"{ZH.chars('implied_one_measures')}]"
)
_LATIN_WORD = re.compile(r"[a-z]+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_PAIR_WORDS = EN.words("pair_words")
#: a text holds an English number only if it holds one of these words (a pair phrase's
#: longest word: "couple", not "a" or "of")
_EN_SET = frozenset(_EN_UNITS) | {max(p.split(), key=len) for p in _PAIR_WORDS}
#: "a couple of nights", "for a couple": two, as people mean it when they count
_EN_COUPLE = re.compile(rf"\b(?:{alternation(_PAIR_WORDS)})\b", re.IGNORECASE)


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
    if _ASCII_LETTER.search(text) is not None:  # number words are Latin words
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
    return small_number(token)
