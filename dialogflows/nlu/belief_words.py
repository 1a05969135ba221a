"""The words a belief statement is read with, built per lexicon.

A belief's templates are the lexicon's ``beliefs`` (``lexicon.BeliefRule``); the small words
around what a template's hole holds are lists of the lexicon's ``values`` (``belief_*``,
``name_not_start``, ``not_names``, ``modifier_marks``), and its amounts and numbers are read
by the value grammars of the same words. Like every value grammar, they are built from a
``value_words.Words`` when the domain loads (``grammars.GRAMMARS``), once per distinct
words, so an author's additions are read and a domain that adds none shares the built-in
build.
"""

from __future__ import annotations

from .lexicon import Lexicon
from .value_words import Words, built

_PUNCTUATION = " \t,.;:!?，。；：！？、"


class BeliefWords:
    """The words a belief statement is read with (``belief_*`` and the name words of the
    lexicon's ``values``), both languages', built per lexicon like every value grammar: an
    author's additions are read."""

    def __init__(self, w: Words) -> None:
        def both(key: str) -> tuple[str, ...]:
            return tuple(w.both(key))

        #: a value that is only one of these says nothing ("i'm allergic to it")
        self.trivial = frozenset(both("belief_trivial"))
        #: punctuation and particles trimmed from a value's edges
        self.edge = _PUNCTUATION + "".join(both("belief_edges"))
        #: a name does not open with these ("叫个外卖" names nobody)
        self.not_name_start = frozenset(both("name_not_start"))
        #: what follows "call me" without being a name ("call me back", "call me later")
        self.not_names = frozenset(both("not_names"))
        #: a clause ending in one of these asks, it states nothing
        self.question_ends = both("belief_question_ends")
        #: words that make an amount a budget even without a currency ("my budget is 5000")
        self.money_words = both("belief_money_words")
        #: what stands between a modifier and what it modifies ("不要太辣的宫保鸡丁")
        self.modifiers = both("modifier_marks")
        #: the numbers and amounts a belief holds, in the same words
        self.words = w


def belief_words(lex: Lexicon) -> BeliefWords:
    """The belief words of ``lex`` (built at load, ``grammars.GRAMMARS``)."""
    return built(BeliefWords, Words.of(lex))
