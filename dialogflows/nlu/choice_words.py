"""The words around a listed value, per lexicon (``ChoiceWords``): qualifiers that make a value
another thing, plurals, degree words, particles, stops, the words joining alternatives and
the verb forms leading a phrase value. Split from ``choices.py``; no reader of the pipeline.
"""

from __future__ import annotations

import re

from babel.dates import get_day_names, get_month_names

from .grammar_words import ListWords, lexicon_grammar
from .inflections import VerbWords, plurals_of
from .spellings import Spellings
from .value_forms import numbers_said
from .value_words import alternation


def _calendar_names(language: str) -> frozenset[str]:
    """The names of the days and months in ``language``, lower-cased (Babel's CLDR data,
    whatever the process's locale)."""
    names = [*get_day_names(locale=language).values(), *get_month_names(locale=language).values()]
    return frozenset(n.lower() for n in names)


#: the language whose plural table (``plural_forms``) a listed value is read by
_PLURAL_LANGUAGE = "en"
_CALENDAR = _calendar_names(_PLURAL_LANGUAGE)


@lexicon_grammar
class ChoiceWords:
    """The words around a listed value, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        #: a measure word that may stand inside a short verb-object form ("换个胎")
        self.measures = w.words("general_measures", ("zh",))
        #: what makes a number said before it stand for a thing ("48的": the 48 one), so
        #: a value of a number and its unit ("48V") is named so (``noun_marks``, Chinese)
        self.noun_marks = w.words("noun_marks", ("zh",))
        #: what a verb said after its fronted object may end with ("快递帮我取一下" for
        #: 取快递): a softener, a mark of done, a count of one (``fronted_value.py``)
        self.verb_tails = (
            w.words("verb_softeners", ("zh",))
            + w.words("done_particles", ("zh",))
            + w.words("fronted_verb_tails", ("zh",))
        )
        #: Words that make a value another thing: "premium economy" is not economy, "a
        #: junior suite" not a suite, "business plus" not business. A mention with one of
        #: these right before it (or, for the second set, right after it at the end of a
        #: clause) is no mention: the answer then names nothing listed and is refused with
        #: the reason. A qualifier that is itself one of the forms stays a value.
        self.before = frozenset(w.words("qualifiers_before", ("en",)))
        self.after = frozenset(w.words("qualifiers_after", ("en",)))
        #: any qualifier at all, searched in the lower-cased text (a case-blind alternation
        #: is tried at every position and costs several times as much)
        self.any = re.compile(rf"\b(?:{alternation(self.before | self.after)})\b")
        #: an English noun's plural by how the noun ends: "boxes", "batteries"
        self.plurals = plurals_of(w.words("plural_forms", ("en",)))
        #: words of degree that people put inside a listed value ("有点划痕" for "有划痕"):
        #: the value said without them is the value
        degree = w.words("degree_words", ("zh",))
        self.degree = re.compile(alternation(degree)) if degree else None
        #: the words that join alternatives ("or", "或"): a value written "cold or flu" is
        #: said by either
        #: the particles a Chinese answer may end with ("的", "吧"): no part of a value
        self.particles = frozenset(w.words("particles", ("zh",))) | frozenset(
            w.words("value_tails", ("zh",))
        )
        #: the tails a Chinese clause tells what happened with ("丢的", "丢了": ``told_tails``):
        #: a form of a verb and one of them is said with the others too (``choices``)
        self.told_tails = tuple(w.words("told_tails", ("zh",)))
        #: adverbs said inside a Chinese value told of a thing, after its subject ("流量就用
        #: 不了", "网络老是连不上"; ``told_adverbs``): the value said with one is the value
        self.told_adverbs = tuple(w.words("told_adverbs", ("zh",)))
        #: what makes a Chinese word "the … one" ("挂的": the one that hangs; ``counted_ones``)
        self.ones = tuple(w.words("counted_ones", ("zh",)))
        #: what stands for a listed value's head word after the word setting it apart ("an
        #: outdoor one" for "outdoor pitch" beside "inside pitch"; ``counted_ones``)
        self.head_ones = frozenset(w.words("counted_ones", ("en",)))
        #: head words that make a value's form a size fitting a thing ("bike size",
        #: ``size_heads``): the thing said alone names that value
        self.size_heads = frozenset(w.words("size_heads", ("en",)))
        #: what a Chinese value's start or end is said right after in a sentence ("我想学咏春"
        #: for 咏春拳; ``edge_leads``): the verbs of taking a thing up
        self.edge_leads = tuple(sorted(w.words("edge_leads", ("zh",)), key=len, reverse=True))
        #: words that name no value on their own ("with", "for": the value stops)
        self.stops = frozenset(w.words("value_stops", ("en",)))
        #: the chat spellings a message is mended by before it is read (``spellings``):
        #: a value or synonym the author typed so ("dont mind") is mended the same way,
        #: or the message, mended, would never say it
        self.spellings = Spellings(w.mapping("spellings", "en"))
        self.or_words = tuple(sorted(w.words("or_words", ("en", "zh")), key=len, reverse=True))
        #: the forms of a verb leading a phrase value ("taken up" for "take up")
        self.verbs = w.grammar(VerbWords)
        #: the particles of a phrasal verb ("back" of "cut back") and the pronouns that may
        #: stand inside one ("cut it back", "take them down"): ``choices.particle_split``
        self.particles_phrasal = frozenset(w.words("phrasal_particles", ("en",)))
        self.split_objects = tuple(w.words("phrasal_objects", ("en",)))
        #: the words before a thing that name none of it ("the", "my"): "the locks changed"
        #: for "change the locks" says the locks without them
        self.determiners = frozenset(w.words("thing_determiners", ("en",)))
        #: the words that tell a thing's state in a sentence, between the thing and its
        #: past form ("the clasp is broken" for a value "clasp broken": ``state_told``)
        self.state_links = tuple(w.words("state_links", ("en",)))
        #: each small number's ways to be said in a value ("2", "two", "a couple of"): the
        #: number words of the ``values`` section (``number_words`` counted by
        #: ``small_numbers``) and, for two, its ``pair_words`` (``value_forms.numbers_said``)
        self.numbers = numbers_said(
            w.value_mapping("small_numbers", "en"),
            w.value_mapping("number_words", "en"),
            w.value_mapping("pair_words", "en"),
        )
        #: the names of the week's days and the year's months in the language of the plural
        #: table: a singular read from a listed plural ("saturday" of "saturdays") that is
        #: one of them is the date's word, no value's
        self.calendar = _CALENDAR
