"""The value grammars of a lexicon, built when a domain loads and never in a turn.

An author's lexicon file may add value words (``values:`` in ``*.lexicon.yaml``: a date
word, a part of the day, a number, a currency, a shift verb). Every value grammar is a
class built from a ``value_words.Words`` and kept per content (``value_words.built``); the
readers find theirs through what they already hold (the message's lexicon, a slot's
parser). ``warm`` builds them all for a lexicon at load, so the first turn pays nothing
and a domain whose words are the built-in ones shares the grammars built at import.
"""

from __future__ import annotations

from .address_words import AddressWords
from .belief_words import BeliefWords
from .count_words import measure_joiners
from .date_after import AfterWords
from .date_shifts import ShiftEdges, ShiftGrammar
from .dates import DateGrammar
from .day_parts import DayParts
from .glued_units import GluedUnits
from .grammar_words import warm as warm_lists
from .increment_grammar import IncrementGrammar
from .items import ItemWords
from .last_or_next import qualified_day
from .lexicon import Lexicon
from .money import MoneyGrammar
from .numbers import NumberGrammar
from .ranges import StayRanges
from .time_counts import LengthGrammar
from .times import TimeGrammar
from .value_words import Words, built

#: every grammar built from value words, in the order they build on each other
GRAMMARS = (
    NumberGrammar,
    DateGrammar,
    TimeGrammar,
    MoneyGrammar,
    ShiftGrammar.days,
    ShiftGrammar.minutes,
    ShiftEdges,
    DayParts,
    LengthGrammar,
    IncrementGrammar,
    StayRanges,
    AfterWords,
    ItemWords,
    measure_joiners,
    AddressWords,
    BeliefWords,
    qualified_day,
    GluedUnits,
)


def warm(lex: Lexicon) -> Words:
    """Build every value grammar of ``lex``'s words now (a no-op for words already
    built); the words, for the caller to keep."""
    words = Words.of(lex)
    for grammar in GRAMMARS:
        built(grammar, words)
    warm_lists(lex)  # the readers' own patterns over the lexicon's lists
    return words
