"""Numbers written as digits, English words or Chinese numerals.

The conversion itself is left to libraries (``text2num`` for English words, ``cn2an`` for
Chinese numerals); this module only finds the spans worth converting, so that a number can
be located inside a sentence ("a table for two", "三位", "5千块") with its offsets.
Both libraries are imported on first use: ``cn2an`` alone takes ~150 ms to import.

What a number looks like comes from the value words (``NumberGrammar``, built once per
lexicon's words): an author's ``number_phrases`` ("a dozen": 12, "一打": 12) are numbers
wherever they stand, their ``small_numbers`` counts ("in a dozen days").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .lexicon import has_cjk, phrase_regex
from .value_words import BUILT_IN, EN, ZH, Words, alternation, built, texts

#: what a letter after digits multiplies them by ("5k": 5000, "2m"), the value lexicons'
#: ``number_suffixes`` (read with the built-in words, as the ordinal suffixes are)
SUFFIXES: dict[str, int | float] = {
    k: v for lang in (ZH, EN) for k, v in lang.mapping("number_suffixes").items()
}
# Digits with optional thousands separators, decimals and a suffix (``SUFFIXES``, in either
# case); never an ordinal ("the 3rd floor" counts nothing: dates read their ordinal days
# themselves).
DIGITS = re.compile(
    r"(?<![\w.])(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    rf"(?P<suffix>\s?(?i:{alternation(SUFFIXES)})\b)?"
    rf"(?![\d]|(?:{EN.alt('ordinal_suffixes')})\b)"
)


@dataclass(frozen=True)
class NumberSpan:
    """A number read from a message, in digits or words, with where it was said."""

    value: int | float
    start: int
    end: int
    raw: str


#: how far apart two Chinese numerals said side by side may be to make a span ("三五天")
_SPAN_STEP = 2


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


def load_numerals(language: str) -> None:
    """Import the library that reads the numerals of a domain's ``language`` now, as the
    domain loads: imported on first use, the first Chinese numeral a zh domain read ("两份
    宫保鸡丁") paid cn2an's import, a third of a second or more, on that message."""
    if language == "zh":
        _cn2an()
    else:
        _text2num()


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
    if suffix in SUFFIXES:
        v *= SUFFIXES[suffix]
    return _tidy(v)


class NumberGrammar:
    """The number words of one ``Words``, compiled once: where a number may stand and what
    its words are worth."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        units = en.words("number_words")
        word = alternation(units)
        #: a run of number words, joiners and hyphens between them ("one hundred and five")
        self.en_run = re.compile(
            rf"\b(?:{word})(?:(?:[\s-]+(?:(?:{en.alt('number_joiners')})[\s-]+)?)(?:{word}))*\b",
            re.IGNORECASE,
        )
        self.zh_digits = zh.chars("numeral_digits")
        self.zh_units = zh.chars("numeral_units")
        #: a Chinese numeral's characters and Arabic digits, as a character class
        self.numeral_chars = rf"[\d{self.zh_digits}{self.zh_units}]"
        # Chinese numerals, optionally led by Arabic digits ("5千", "1.5万")
        self.zh_run = re.compile(
            rf"(?:\d+(?:\.\d+)?[{self.zh_units}]+[{self.zh_digits}{self.zh_units}]*"
            rf"|[{self.zh_digits}{self.zh_units}]+"
            rf"(?:(?:{zh.alt('decimal_points')})[{self.zh_digits}]+)?)"
        )
        # characters before a Chinese numeral that make it an ordinal, a weekday or a day
        self.not_before = frozenset(zh.words("not_a_count_before"))
        # common words that contain a numeral but are not a number
        self.not_words = tuple(zh.words("not_a_count_words"))
        #: "一拧就断电" (as soon as it is turned): a 一 before one character and a word of
        #: ``one_then_marks`` counts nothing, unless that character is a measure word
        #: (``count_measures``: "一辆就行" is one)
        self.one_then = tuple(zh.words("one_then_marks"))
        self.count_measures = frozenset(zh.words("count_measures"))
        #: English phrases whose number word counts nothing ("one way", "a one-off"): the
        #: same list, matched as whole words anywhere, its spans never a number
        self.not_phrases = re.compile(
            phrase_regex(en.words("not_a_count_words")) or "(?!)", re.IGNORECASE
        )
        #: "one" standing for a thing ("the old one", "that one"): its span never a number
        pointers, dets = en.words("one_pointers"), en.words("one_determiners")
        ones = alternation(en.words("one_pronouns"))
        # no number word and no joiner between: "the kitchen and one in the hall" is a count
        joiners = alternation(en.words("one_pronoun_breaks"))
        between = rf"(?:(?!(?:{word}|{joiners})\b)[a-z']+\s+)"
        forms = []
        if pointers and ones:  # "that one", "which big one"
            forms.append(rf"\b(?:{alternation(pointers)})\s+{between}{{0,2}}(?:{ones})\b")
        if dets and ones:  # "the old one", "a bigger one"; "just the one" stays one
            forms.append(rf"\b(?:{alternation(dets)})\s+{between}{{1,2}}(?:{ones})\b")
        self.pronoun_one = re.compile("|".join(forms) or "(?!)", re.IGNORECASE)
        #: ONE_AS_THE_SUBJECT_OF_A_CLAUSE: "…, one can wait", "but one of us will watch":
        #: someone of the party, no count ("one will do" stays one: ``one_subject_counts``)
        modals, enough = en.words("one_subject_modals"), en.words("one_subject_counts")
        groups, leads = en.words("one_subject_groups"), en.words("one_subject_leads")
        self.subject_one = re.compile(
            rf"(?:^|(?<=[,;.!?])|\b(?:{alternation(leads)})\b)\s*(?:{ones})"
            rf"(?:\s+(?:{alternation(groups)}))?\s+(?:{alternation(modals)})"
            rf"\s+(?!(?:{alternation(enough)})\b)[a-z]+"
            if ones and modals and enough and groups and leads
            else "(?!)",
            re.IGNORECASE,
        )
        self.small: dict[str, int] = {
            k: int(v) for lang in (en, zh) for k, v in lang.mapping("small_numbers").items()
        }
        #: spoken counts of their own ("two", "three" in one character)
        self.colloquial = {k: int(v) for k, v in zh.mapping("colloquial_counts").items()}
        # an alternation, not a character class: an author's entry may be two characters
        self.colloquial_run = re.compile(alternation(self.colloquial))
        #: phrases that are one number wherever they stand ("a dozen", "一打")
        self.phrases: dict[str, int | float] = {
            " ".join(k.split()): _tidy(float(v))
            for lang in (en, zh)
            for k, v in lang.mapping("number_phrases").items()
        }
        self.phrase_run = re.compile(
            phrase_regex(sorted(self.phrases, key=len, reverse=True)) or "(?!)", re.IGNORECASE
        )
        #: a count of a unit number ("2 dozen", "a dozen", "three dozen"): their product
        self.multipliers: dict[str, int] = {
            " ".join(k.split()): int(v)
            for lang in (en, zh)
            for k, v in lang.mapping("number_multipliers").items()
        }
        counts = rf"\d+|{alternation(self.small)}|{self.en_run.pattern}"
        #: what a unit number ends with in the plural ("2 dozens"): ``multiplier_endings``
        endings = [e for lang in (en, zh) for e in lang.words("multiplier_endings")]
        self.multiplied = re.compile(
            rf"\b(?P<n>{counts})\s+(?P<unit>{alternation(self.multipliers)})"
            rf"(?:{alternation(endings)})?\b"
            if self.multipliers
            else "(?!)",
            re.IGNORECASE,
        )
        #: a measure word right after an ordering verb, with no number, is one (the
        #: lexicon's ``implied_one_*`` words; some measure-word phrases order a meal); the
        #: verb's character right after a numeral is none but a word for "about" (来 of
        #: "30来个人": ROUGH_COUNT_MARK_READ_AS_AN_ORDERING_VERB)
        after = zh.chars("implied_one_after")
        self.implied_one = re.compile(
            rf"(?<!{self.numeral_chars}[{after}])"
            rf"(?<=[{after}])[{zh.chars('implied_one_measures')}]"
            rf"(?!{self.numeral_chars}|{zh.alt('implied_one_not_before')})"
        )
        self.hint = re.compile(
            rf"\d|[{self.zh_digits}{self.zh_units}{re.escape(''.join(self.colloquial))}"
            rf"{zh.chars('implied_one_measures')}]"
            + "".join(f"|{re.escape(p)}" for p in self.phrases if not p.isascii())
        )
        pairs = en.words("pair_words")
        #: a text holds an English number only if it holds one of these words (a pair or
        #: number phrase's longest word: "couple", not "a" or "of")
        self.en_set = (
            frozenset(units)
            | {max(p.split(), key=len) for p in pairs}
            | {max(p.split(), key=len) for p in self.phrases if p.isascii() and p.split()}
            | {w for p in self.multipliers if p.isascii() for w in (p, *(p + e for e in endings))}
        )
        #: "a couple of nights", "for a couple": two, as people mean it when they count
        self.couple = re.compile(rf"\b(?:{alternation(pairs)})\b", re.IGNORECASE)
        #: every number in a text with its offsets, in order (memoized per text: one
        #: turn asks about the same text several times)
        self.find: Callable[[str], tuple[NumberSpan, ...]] = lru_cache(256)(self._find)
        texts.append(self.find)

    def _one_then(self, text: str, end: int) -> bool:
        """The 一 ending at ``end`` opens "一X就…" (as soon as X): one character that is
        no measure word, then a word of ``one_then_marks``."""
        verb = text[end : end + 1]
        return (
            bool(verb)
            and has_cjk(verb)
            and verb not in self.count_measures
            and text.startswith(self.one_then, end + 1)
        )

    def approximate(self, raw: str) -> int | float | None:
        """A Chinese count said as a span of two numerals side by side ("两三扇", "七八个",
        "三五天", "十二三", "三四百"): the larger, the number with the smaller numeral taken
        out. Read as written, the pair was one number of two digits ("两三" 23, "七八" 78)
        or none ("十二三"). Only one such pair, of two numerals rising by one or two (a run
        of digits, "一二三", or a falling pair, "五四", is no span)."""
        digits = self.zh_digits
        pairs = [i for i in range(len(raw) - 1) if raw[i] in digits and raw[i + 1] in digits]
        if len(pairs) != 1:
            return None
        i = pairs[0]
        low, high = zh_to_number(raw[i]), zh_to_number(raw[i + 1])
        if low is None or high is None or not 0 < low < high <= low + _SPAN_STEP:
            return None
        return zh_to_number(raw[:i] + raw[i + 1 :])

    def _find(self, text: str) -> tuple[NumberSpan, ...]:
        spans: list[NumberSpan] = []
        if not self.hint.search(text) and self.en_set.isdisjoint(_LATIN_WORD.findall(text.lower())):
            return ()
        taken: list[tuple[int, int]] = []

        def free(a: int, b: int) -> bool:
            return all(b <= s or a >= e for s, e in taken)

        def add(v: int | float, m: re.Match[str]) -> None:
            spans.append(NumberSpan(v, m.start(), m.end(), m.group(0)))
            taken.append((m.start(), m.end()))

        taken.extend((m.start(), m.end()) for m in self.not_phrases.finditer(text))
        taken.extend((m.start(), m.end()) for m in self.pronoun_one.finditer(text))
        taken.extend((m.start(), m.end()) for m in self.subject_one.finditer(text))

        if self.phrases:
            for m in self.phrase_run.finditer(text):
                add(self.phrases[" ".join(m.group(0).lower().split())], m)
        if self.multipliers:
            for m in self.multiplied.finditer(text):
                n = self.count(m.group("n"))
                if n is not None and free(m.start(), m.end()):
                    add(n * self.multipliers[m.group("unit").lower()], m)
        for m in self.zh_run.finditer(text):
            raw = m.group(0)
            if raw.isdigit() or not free(m.start(), m.end()):
                continue
            a = m.start()
            if a > 0 and text[a - 1] in self.not_before:
                continue
            if len(raw) == 1 and any(
                w in text[max(0, a - 1) : m.end() + 1] for w in self.not_words
            ):
                continue
            if len(raw) == 1 and self._one_then(text, m.end()) and zh_to_number(raw) == 1:
                continue
            v = self.approximate(raw)
            if v is None:
                v = zh_to_number(raw)
            if v is not None:
                add(v, m)
        for m in self.colloquial_run.finditer(text):
            if free(m.start(), m.end()):
                add(self.colloquial[m.group(0)], m)
        for m in self.implied_one.finditer(text):
            if free(m.start(), m.end()):
                add(1, m)
        for m in DIGITS.finditer(text):
            if free(m.start(), m.end()):
                add(_digits_value(m), m)
        if _ASCII_LETTER.search(text) is not None:  # number words are Latin words
            for m in self.en_run.finditer(text):
                if not free(m.start(), m.end()):
                    continue
                v = en_words_to_number(m.group(0))
                if v is not None:
                    add(v, m)
            for m in self.couple.finditer(text):
                if free(m.start(), m.end()):
                    add(2, m)
        spans.sort(key=lambda s: s.start)
        return tuple(spans)

    def count(self, token: str) -> int | None:
        """A count written as digits, in words or as a Chinese numeral ("3", "three",
        "三", "a couple of", "a few", an author's "a dozen")."""
        token = " ".join(token.strip().lower().split())
        if token.isdigit():
            return int(token)
        if token in self.small:
            return self.small[token]
        if token in self.phrases:
            got = self.phrases[token]
            return int(got) if float(got).is_integer() else None
        v: int | float | None
        if token.isascii():
            v = en_words_to_number(token)
        else:
            v = self.approximate(token)
            v = zh_to_number(token) if v is None else v
        return int(v) if v is not None and float(v).is_integer() else None


#: the grammar of the built-in words
BUILT_IN_NUMBERS = built(NumberGrammar, BUILT_IN)
NUMERAL_CHARS = BUILT_IN_NUMBERS.numeral_chars
ZH_DIGITS = BUILT_IN_NUMBERS.zh_digits
ZH_UNITS = BUILT_IN_NUMBERS.zh_units
EN_NUMBER_RUN = BUILT_IN_NUMBERS.en_run
ZH_NUMBER_RUN = BUILT_IN_NUMBERS.zh_run
EN_SMALL: dict[str, int] = {k: int(v) for k, v in EN.mapping("small_numbers").items()}
_LATIN_WORD = re.compile(r"[a-z]+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")


def find_numbers(text: str, language: str = "en", words: Words = BUILT_IN) -> list[NumberSpan]:
    """Every number mentioned in ``text`` with its offsets, in order of appearance, read
    with the grammar of ``words`` (the built-in ones unless a lexicon's are passed)."""
    return list(built(NumberGrammar, words).find(text))


def counting_nothing(text: str, words: Words = BUILT_IN) -> str:
    """``text`` with the phrases whose number word counts nothing ("a one-off", "one way";
    the value lexicon's ``not_a_count_words``) blanked, offsets kept: their "one" is no
    counted thing either ("a one off" is no "a one" of a slot's counted ones)."""
    return built(NumberGrammar, words).not_phrases.sub(lambda m: " " * len(m.group(0)), text)


def small_number(token: str, words: Words = BUILT_IN) -> int | None:
    """A count written as digits, an English word or a Chinese numeral ("3", "three", "三")."""
    return built(NumberGrammar, words).count(token)


def count_word(token: str, words: Words = BUILT_IN) -> int | None:
    """A small count in words or digits, including "a couple of" and "a few"."""
    return built(NumberGrammar, words).count(token)
