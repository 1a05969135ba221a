"""The words of increments ("two more", "another", "再来两份", "add my wife"), compiled once
per ``Words`` (an author's words included): a value grammar built at load
(``grammars.warm``), read by the increments refiner (``increments.py``).
"""

from __future__ import annotations

import re

from .numbers import NumberGrammar
from .value_words import Words, alternation, built


class IncrementGrammar:
    """The increment words of one ``Words`` (an author's "tack on" among
    ``increment_before_count`` included), compiled once."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        self.numbers = num = built(NumberGrammar, w)
        self.signs = {
            " ".join(k.split()): int(v)
            for lang in (en, zh)
            for key in ("increment_after_count", "increment_before_count")
            for k, v in lang.mapping(key).items()
        }
        count = rf"\d{{1,2}}|{en.alt('small_numbers')}"
        #: "two more", "another", "remove one" (the unit, any word, may follow)
        self.en = re.compile(
            rf"\b(?:(?:{en.alt('increment_leads')})\s+)?(?:(?P<n>{count})\s+"
            rf"(?P<way>{en.alt('increment_after_count')})"
            rf"|(?P<another>{en.alt('increment_another')})"
            rf"|(?P<verb>{en.alt('increment_before_count')})\s+(?P<m>{count}))"
            r"(?:\s+(?P<unit>[a-z]+))?",
            re.IGNORECASE,
        )
        self.item_only = frozenset(zh.words("increment_item_only"))
        before = [x for x in zh.words("increment_before_count") if x not in self.item_only]
        #: "再来两份", "少要一个", "来个水煮鱼": the way, the amount, its unit (which must be said)
        self.zh = re.compile(
            rf"(?P<sign>{alternation(before)}"
            rf"|(?<![{zh.chars('increment_not_after')}])(?:{alternation(self.item_only)}))"
            rf"(?P<n>{num.numeral_chars}+)?(?P<unit>{zh.alt('increment_units')})"
        )
        #: a word every increment has: most messages stop at these substring tests
        self.needles = tuple(
            x.lower()
            for x in [
                *en.words("increment_after_count"),
                *en.words("increment_another"),
                *en.words("increment_before_count"),
                *zh.words("increment_before_count"),
            ]
        )
        self.measures = tuple(x for lang in (en, zh) for x in lang.words("party_count_measures"))
        #: a word every companion added has: most messages stop at these substring tests
        self.add_words = tuple(
            x.lower()
            for lang in (en, zh)
            for key in ("companion_add_verbs", "companion_coming", "companion_links")
            for x in lang.words(key)
        )
        #: words that make a companion said to come an addition ("too", 也)
        self.also = frozenset(x.lower() for lang in (en, zh) for x in lang.words("companion_also"))
        #: each tuple of words as one regex alternation: the same answer as a substring
        #: test per word, in one search instead of a generator step per word
        self.has_needle = _any_of(self.needles)
        self.has_add_word = _any_of(self.add_words)


def _any_of(words: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern found in a text exactly when one of ``words`` is a substring of it."""
    if not words:
        return re.compile("(?!)")
    return re.compile("|".join(re.escape(w) for w in words))
