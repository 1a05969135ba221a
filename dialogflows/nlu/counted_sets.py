"""A count of people of an age kind (babies, children) said by who they are, with no number
counted beside its noun: a word for a set of them born together ("…, its twins": 2; the
lexicon's ``counted_sets``, numbers by ``number_phrases``) and one of them alone ("…, just
her": 1; ``counted_one_alone``). Said so among a request's values, the word counts the
flow's babies or children as it does when it answers "How many babies?"
(SET_WORD_IN_A_REQUEST_COUNTS_NOTHING, PARTY_ALONE_OF_A_COUNT_THAT_IS_NO_PEOPLE_SLOT). A
slot of people reads its party phrases itself (``party.py``), so it is none of these."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, normalize
from .parsed import Parsed


@lexicon_grammar
class _SetWords:
    """The words of ``counted_sets`` and ``counted_one_alone`` (the latter as one pattern,
    whole words only), and the kinds of people by their age they count (``party_age_kinds``)."""

    def __init__(self, w: ListWords) -> None:
        self.sets = frozenset(normalize(x) for x in w.words("counted_sets"))
        alone = w.words("counted_one_alone")
        self.alone = re.compile(rf"\b(?:{w.alt('counted_one_alone')})\b") if alone else None
        self.kinds = frozenset(normalize(x) for x in w.words("party_age_kinds"))


def counted_by_who(
    low: str, numbers: Iterable[Parsed], nouns: frozenset[str], lex: Lexicon
) -> Parsed | None:
    """The count ``low`` (the message, casefolded) says by who is counted, when the slot's
    ``nouns`` are a kind of people by their age: a set word among ``numbers`` ("twins"), else
    one of them alone ("just him"). None for a slot counting anything else."""
    words = grammar(lex, _SetWords)
    if not nouns & words.kinds:
        return None
    for n in numbers:
        if normalize(n.raw_text) in words.sets:
            return n
    m = words.alone.search(low) if words.alone is not None else None
    return Parsed(1, m.group(0), 1.0, m.start(), m.end()) if m is not None else None
