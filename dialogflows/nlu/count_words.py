"""The words a count is read with, of the domain's lexicon: what may stand between a
number and the thing it counts, what opens a clause whose bare number is a count, the
plural endings, kin words and determiners around the counted noun, and the units of time
the lexicons know (``time_lengths``, ``units_of_time``).

Tables built once per lexicon (``lexicon_grammar``) for ``counted.py``, which reads a count
in a message with them: apart from it because they are word lists, not the reading.
"""

from __future__ import annotations

import re
from functools import cache

from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, normalize
from .value_words import BUILT_IN, Words


@lexicon_grammar
class RoughCount:
    """A word for "about" said between a round number and its measure word (the lexicon's
    ``rough_count_marks``: 来 of "十来扇", "二十来个"); none in English."""

    def __init__(self, w: ListWords) -> None:
        marks = w.zh_alt("rough_count_marks")
        self.mark = re.compile(marks) if marks else None


def past_rough(rest: str, lex: Lexicon, classifiers: frozenset[str]) -> str:
    """``rest`` (what follows a number) past a word for "about" when a measure word (or the
    counted word) comes right after it ("来扇窗户" of "十来扇窗户"): the number counts what
    the measure word does, roughly, where the word between hid it and the count went unread
    with the request. ``rest`` as it is otherwise."""
    mark = grammar(lex, RoughCount).mark
    m = mark.match(rest) if mark is not None else None
    if m is None or not m.end():
        return rest
    after = rest[m.end() :]
    return after if any(after.startswith(c) for c in classifiers if c) else rest


@lexicon_grammar
def plural_endings(w: ListWords) -> dict[str, tuple[str, ...]]:
    """Per language, the ``plural_endings`` a count's noun is read with: read once per
    lexicon, not on every count."""
    return w.by_language("plural_endings")


@lexicon_grammar
class CountWords:
    """The lists a count slot's reading is built from, of the domain's lexicon (an
    author's words merged; the other language's built-in)."""

    def __init__(self, w: ListWords) -> None:
        #: a Latin measure word's plural endings ("bowls")
        self.endings = ("", *w.words("plural_endings", ("en",)))
        #: words of a trigger that say nothing of its thing ("i need", "can you"): never
        #: between a count and what it counts
        self.trigger_fillers = frozenset(normalize(x) for x in w.words("trigger_fillers"))
        #: endings that make a noun of the one who does a thing ("jumper" of "jump"): the
        #: verb is no shortening of that noun
        self.agent_endings = tuple(w.words("agent_endings", ("en",)))
        #: each word of a line of ``counted_kin`` to the line's other words ("kid" of
        #: "child"): a count of the one is said by the other
        self.kin: dict[str, frozenset[str]] = {}
        for lang in ("en", "zh"):
            for head, said in w.mapping("counted_kin", lang).items():
                line = frozenset(normalize(x) for x in (head, *said))
                for word in line:
                    self.kin[word] = self.kin.get(word, frozenset()) | (line - {word})


@lexicon_grammar
class KindWords:
    """What a whole answer naming the counted things by a kind of them may not count, and
    the words around it (``CountedNoun._kind_counted``): people (``party_kinds``), and the
    determiners before a noun (``thing_determiners``: "the 3 kittens")."""

    def __init__(self, w: ListWords) -> None:
        self.people = frozenset(normalize(x) for x in w.words("party_kinds"))
        self.determiners = frozenset(normalize(x) for x in w.words("thing_determiners"))


@lexicon_grammar
class JustWords:
    """A clause opened by a word of ``just_words`` ("just the", "only"): one said right
    after it, the clause ending there, is a count of the flow's one counted thing."""

    def __init__(self, w: ListWords) -> None:
        self.clause_start = re.compile(rf"(?:^|[,;:!?.])\s*(?:{w.alt('just_words', ('en',))})\s+$")


@lexicon_grammar
class CountLeads:
    """A clause opened by a word of ``count_leads`` ("theres", "there are", "weve got"): a
    number said right after it, the clause ending there, is a count of the flow's one
    counted thing, the thing left unsaid as the request has named it."""

    def __init__(self, w: ListWords) -> None:
        leads = w.alt("count_leads", ("en",))
        self.clause_start = re.compile(rf"(?:^|[,;:!?.])\s*(?:{leads})\s+$")
        #: a word of ``count_for`` right before a number ("fronts for 2")
        self.said_for = re.compile(rf"(?:^|\s)(?:{w.alt('count_for', ('en',))})\s+$")


def measure_joiners(w: Words) -> frozenset[str]:
    """A measure word's joiners ("2 bowls **of** ramen"), an author's included."""
    return frozenset(w.both("measure_joiners"))


@cache
def time_lengths() -> frozenset[str]:
    """The words of units of time the lexicons know (``day_lengths``, ``month_lengths``)."""
    return frozenset(
        normalize(str(w))
        for lang in (BUILT_IN.en, BUILT_IN.zh)
        for key in ("day_lengths", "month_lengths")
        for w in lang.mapping(key)
    )


@cache
def units_of_time() -> frozenset[str]:
    """The lengths of time (``time_lengths``) and the units the clock is read in (the
    value lexicons' ``time_units``: "hour", "hrs", "小时")."""
    units = frozenset(
        normalize(str(w)) for lang in (BUILT_IN.en, BUILT_IN.zh) for w in lang.mapping("time_units")
    )
    return time_lengths() | units
