"""Amounts of money: a number with a currency mark before or after it.

Numbers are found by ``numbers.find_numbers`` (digits, English words, Chinese numerals);
this module only reads the currency marks around them (``currency_before``,
``currency_after`` of the lexicons' values, an author's added marks included:
``MoneyGrammar`` is built once per lexicon's words).
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .numbers import NumberGrammar
from .phrases import has_cjk
from .value_words import BUILT_IN, Words, built

if TYPE_CHECKING:
    from .lexicon import Lexicon

#: digits right after a CJK character, which ``find_numbers`` leaves alone
#: (with its thousands separators: "月租12,000")
_GLUED = re.compile(r"(?<=[\u3400-\u9fff])(?:\d{1,3}(?:,\d{3})+(?![\d])|\d+)(?:\.\d+)?")


@dataclass(frozen=True)
class MoneySpan:
    """An amount read from a message, with its currency when one was said and where it was
    said."""

    amount: float
    currency: str | None
    start: int
    end: int
    raw: str


class MoneyGrammar:
    """The currency marks of one ``Words`` (an author's "quid" or "刀" included), read
    around the numbers of the same words; compiled once."""

    def __init__(self, w: Words) -> None:
        self.numbers = built(NumberGrammar, w)
        #: currency marks before an amount and after it, of every language -> ISO code
        self.before: dict[str, str] = {
            **w.en.mapping("currency_before"),
            **w.zh.mapping("currency_before"),
        }
        self.after: dict[str, str] = {
            **w.en.mapping("currency_after"),
            **w.zh.mapping("currency_after"),
        }
        self.before_rx = re.compile(
            "(?:"
            + "|".join(re.escape(k) for k in sorted(self.before, key=len, reverse=True))
            + r")\s?$",
            re.IGNORECASE,
        )
        self.after_rx = re.compile(
            r"^\s?(?:"
            + "|".join(re.escape(k) for k in sorted(self.after, key=len, reverse=True))
            + r")(?![a-z])",
            re.IGNORECASE,
        )
        #: what may follow an amount glued to a word and still close it: the end of the
        #: clause, or a sentence particle ("那就3000吧", "往卡里充5000，刷卡"); an address's
        #: number is followed by its unit ("建国路99号") and stays no amount
        self.glued_end = re.compile(rf"(?:$|[\s,，。.!！?？;；、]|{w.zh.alt('amount_closers')})")
        #: how far before and after a number a mark may reach
        self.reach_before = max(map(len, self.before), default=0) + 1
        self.reach_after = max(map(len, self.after), default=0) + 1

    def find(self, text: str) -> list[MoneySpan]:
        """Every amount in ``text``; ``currency`` is None when no mark was written."""
        out: list[MoneySpan] = []
        for n in self.numbers.find(text):
            start, end, currency = n.start, n.end, None
            before = self.before_rx.search(text[max(0, n.start - self.reach_before) : n.start])
            if before is not None:
                currency = self.before[before.group(0).strip().lower()]
                start = n.start - len(before.group(0))
            after = self.after_rx.match(text[n.end : n.end + self.reach_after])
            if after is not None:
                currency = currency or self.after[after.group(0).strip().lower()]
                end = n.end + len(after.group(0))
            out.append(MoneySpan(float(n.value), currency, start, end, text[start:end]))
        # Chinese writes an amount right after the verb ("转500块", "改成80元"), where digits
        # glued to a word are not read as a number (they are part of "建国路99号"); followed
        # by a currency word, or closing their clause, they are an amount all the same
        for m in _GLUED.finditer(text):
            after = self.after_rx.match(text[m.end() : m.end() + self.reach_after])
            crossed = [s for s in out if s.start < m.end() and m.start() < s.end]
            if any(s.start < m.start() for s in crossed):
                continue
            # "月租12,000", "6,500块": the number reader took what follows the separator
            out = [s for s in out if s not in crossed]
            if after is None:
                if not self.glued_end.match(text, m.end()):
                    continue
                amount = float(m.group(0).replace(",", ""))
                out.append(MoneySpan(amount, None, m.start(), m.end(), m.group(0)))
                continue
            end = m.end() + len(after.group(0))
            currency = self.after[after.group(0).strip().lower()]
            out.append(
                MoneySpan(
                    float(m.group(0).replace(",", "")),
                    currency,
                    m.start(),
                    end,
                    text[m.start() : end],
                )
            )
        out.sort(key=lambda s: s.start)
        return out


_BUILT_IN = built(MoneyGrammar, BUILT_IN)
SYMBOLS_BEFORE = _BUILT_IN.before
WORDS_AFTER = _BUILT_IN.after


def find_money(text: str, language: str = "en", words: Words = BUILT_IN) -> list[MoneySpan]:
    """Every amount in ``text``; ``currency`` is None when no mark was written. Read with
    the currency words of ``words``: the built-in ones unless a lexicon's are passed."""
    return built(MoneyGrammar, words).find(text)


#: id(lexicon) -> (the lexicon, weakly: its entry goes with it, its counting words)
_COUNTERS: dict[int, tuple[weakref.ref[Lexicon], frozenset[str]]] = {}


def counting_words(lex: Lexicon) -> frozenset[str]:
    """The lexicon's measure words (``classifiers``) that are no currency word: "盒" and
    "杯" count things, "块" is money. Built once per lexicon (lexicons are loaded once and
    kept), so a turn pays one dictionary lookup."""
    got = _COUNTERS.get(id(lex))
    if got is None or got[0]() is not lex:
        money = built(MoneyGrammar, Words.of(lex)).after
        words = frozenset(c for c in lex["classifiers"].exact if c.lower() not in money)
        got = _COUNTERS[id(lex)] = (weakref.ref(lex), words)
        weakref.finalize(lex, _COUNTERS.pop, id(lex), None)
    return got[1]


def counts_things(lex: Lexicon, text: str, end: int) -> bool:
    """The number ending at ``end`` of ``text`` is said with a measure word that is no money
    word ("一盒", "两杯"; "五十块" is an amount): it counts things, it is no amount. Asked of
    a money slot's numbers and of a bare amount after a trigger ("帮我代购一盒月饼")."""
    return text[end : end + 1] in counting_words(lex)


class LengthWords:
    """The units lengths of time are said in (the value lexicons' ``day_lengths``,
    ``month_lengths``: "week", "周", "个月"), as what may follow a number: built once per
    words."""

    def __init__(self, w: Words) -> None:
        units = sorted(
            {
                str(k)
                for lang in (w.en, w.zh)
                for key in ("day_lengths", "month_lengths")
                for k in lang.mapping(key)
            },
            key=len,
            reverse=True,
        )
        alts = "|".join(re.escape(u) + ("" if has_cjk(u) else r"\b") for u in units)
        self.after = re.compile(rf"\s?(?:{alts})", re.IGNORECASE) if alts else None


def said_as_length(w: Words, text: str, end: int) -> bool:
    """NUMBER_OF_A_LENGTH_TAKEN_AS_MONEY: the number ending at ``end`` is said with a unit
    of time ("一周两次", "2 weeks"): it counts weeks or months, it is no amount."""
    after = built(LengthWords, w).after
    return after is not None and after.match(text, end) is not None


#: the currency a bare amount is in when the domain names none, per language
_DEFAULT_CURRENCY = {"en": "USD", "zh": "CNY"}


def default_currency(language: str, domain: str | None = None) -> str:
    """The currency of an amount said without one: the domain's, else the language's.
    Slot values and budget beliefs both read it, so "5000" is the same money in each."""
    return domain or _DEFAULT_CURRENCY.get(language, "USD")


def normalize_currency(code: str | None) -> str | None:
    """A currency as an ISO code ("$", "dollars" and "usd" are USD, "元" is CNY); None for none:
    a slot's values and a belief compare their currencies so."""
    if not code:
        return None
    c = code.strip()
    return SYMBOLS_BEFORE.get(c.lower()) or WORDS_AFTER.get(c.lower()) or c.upper()
