"""Whether a number said for a count slot counts a thing of its own, not the slot's: "does
it come with 2 controllers?" asked for how many days counts controllers; "2 spaniels" to
"How many pets?" still counts the pets, by a kind of them (``counts_other``). And a counted
noun said by its first letters ("4 beds" of bedrooms: ``shortened``), which both this and
``counted.CountedNoun.count_before`` read.

Apart from ``counted.py`` (which reads the count itself) because it is another question
asked of a number already read: is it this slot's at all.
"""

from __future__ import annotations

import re
from typing import Protocol

from .count_words import KindWords, plural_endings, time_lengths
from .grammar_words import grammar
from .lexicon import Lexicon


class CountSlot(Protocol):
    """What ``counted.CountedNoun`` says of a count slot that these questions read (a
    protocol: ``counted.py`` imports this module, never the other way round)."""

    @property
    def nouns(self) -> frozenset[str]: ...
    @property
    def between(self) -> frozenset[str]: ...
    @property
    def measures(self) -> frozenset[str]: ...
    @property
    def stems(self) -> frozenset[str]: ...
    @property
    def elsewhere(self) -> frozenset[str]: ...


#: the fewest letters a shortened counted noun keeps ("bed" of "bedroom")
SHORTEST = 3
#: the Latin word right after a number ("2 controllers")
_NEXT_WORD = re.compile(r"\s+([a-z][a-z0-9']{2,})\b")


def counts_other(
    c: CountSlot,
    text: str,
    end: int,
    lex: Lexicon,
    said: frozenset[str],
    start: int | None = None,
) -> bool:
    """The number ending at ``end`` counts a thing of its own: "does it come with 2
    controllers?" asked for how many days. The word right after it is a plural (the
    lexicon's ``plural_endings``) of none of the words a count of this slot may carry:
    its noun, the words that may stand before it, a measure word, a unit of time, the
    lexicon's ``counted_ones``; nor a word of ``said`` (fillers, thanks: "3 thanks").
    A whole answer of the number (from ``start``) and that plural counts this slot's
    things by a kind of them (``_kind_counted``: "2 spaniels" to "How many pets?")."""
    endings = tuple(e for e in grammar(lex, plural_endings)[lex.language] if e)
    low = text.casefold()
    after = _NEXT_WORD.match(low, end)
    if not endings or after is None:
        return False
    word = after.group(1)
    if word in said or not word.endswith(endings):
        return False
    forms = {word} | {word[: -len(e)] for e in endings if word.endswith(e)}
    known = c.nouns | c.between | c.measures | time_lengths() | lex["counted_ones"].exact
    if forms & known or any(shortened(f, c.nouns, c.stems) for f in forms):
        return False
    return start is None or not _kind_counted(c, low, start, after.end(), forms, lex, said)


def _kind_counted(
    c: CountSlot,
    low: str,
    start: int,
    end: int,
    forms: set[str],
    lex: Lexicon,
    said: frozenset[str],
) -> bool:
    """``low`` is nothing but a number and the plural of a noun this slot does not count
    by (from ``start`` to ``end``), with fillers, thanks, a determiner or a word of
    ``just_words`` around it ("2 spaniels", "just the 3 kittens" to "How many pets need
    their jabs?"): answered to the count's question, the noun names the counted things
    by a kind of them, as people answer, and the number is the count. Not a slot that
    counts people or time ("2 dogs" is no party, "2 adults" no nights), nor a noun
    another count of the domain counts or a unit of the lexicon (``units``,
    ``party_kinds``)."""
    kinds = grammar(lex, KindWords)
    if c.nouns & (kinds.people | lex["units"].exact) or c.nouns & time_lengths():
        return False
    if forms & (c.elsewhere | kinds.people | lex["units"].exact):
        return False
    around = said | kinds.determiners | lex["just_words"].exact
    words = [*low[:start].split(), *low[end:].split()]
    return all(w.strip(",.!") in around for w in words if w.strip(",.!"))


def shortened(word: str, nouns: frozenset[str], stems: frozenset[str] = frozenset()) -> bool:
    """``word`` is a counted noun said by its first letters, as people shorten a compound
    ("4 beds", "a 2 bed flat" asked how many bedrooms; "3 bath" of bathrooms): a Latin
    word of ``SHORTEST`` letters or more that a longer noun opens with. Not the verb of a
    noun naming who does it (``stems``): "a jump session" counts no jumpers, as a compound's
    first part would."""
    return (
        word not in stems
        and len(word) >= SHORTEST
        and word.isascii()
        and any(len(n) > len(word) and n.startswith(word) for n in nouns)
    )
