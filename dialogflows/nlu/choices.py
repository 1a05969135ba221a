"""Matching text against a closed list of values with synonyms, exactly or with typos.

Used by enum slots and by slots bound to an entity type (cities, dishes). Exact mentions
are found with one compiled alternation, with a confidence of 1.0 (case and punctuation
aside); a typo is scored against every written form by ``choice_typos.py``, only when no
form is said. Two different values within ``TIE`` points of each other are a tie: the
caller asks.

The words around a value, per lexicon, are ``choice_words.py``; how a found value was said
(as the value, as a typo opening a pattern's capture) is ``choice_said.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from .choice_typos import CUTOFF, NEAR_LATIN, TIE, Choice, ChoiceTypos, confidence
from .choice_words import ChoiceWords
from .fronted_value import fronted_forms
from .grammar_words import grammar
from .lexicon import has_cjk, normalize, phrase_regex
from .value_forms import (
    alternatives,
    edges,
    first_characters,
    headed,
    number_forms,
    plurals,
    stems,
)

#: a value written as a number and a Latin unit ("48v", "6 mm")
_NUMBER_UNIT = re.compile(r"(\d+)\s*[a-z]{1,3}")
_WORD_BEFORE = re.compile(r"([A-Za-z]+)[\s\-]+$")
_WORD_AFTER = re.compile(r"[\s\-]+([A-Za-z]+)\s*(?:$|[,.;!?])")
#: the word right after a value's stem ("one" of "an outdoor one", ``_headed_in``)
_ONE_AFTER = re.compile(r"\s+([A-Za-z]+)\b")


BUILT_IN_WORDS = grammar(None, ChoiceWords)


#: what may follow a value's edge for it to close its clause ("我想学咏春 周六", "学咏春吧")
_CLAUSE_ENDS = frozenset(" \t,.;!?，。；！？~～、")


#: what stands between two words of a value said in a message: spaces, a hyphen, an
#: underscore, or a decimal point between two digits (LISTED_VALUE_WITH_A_DECIMAL_UNREAD)
_BETWEEN_WORDS = r"(?:[\s\-_]+|(?<=\d)\.(?=\d))"


class Choices:
    """The written forms of a value list, compiled once."""

    def __init__(
        self, values: list[str], synonyms: dict[str, list[str]], words: ChoiceWords = BUILT_IN_WORDS
    ) -> None:
        self.words = words
        self.values = list(dict.fromkeys(values + [v for v in synonyms if v not in values]))
        forms: dict[str, str] = {}
        for v in self.values:
            for form in [v, v.replace("_", " "), *synonyms.get(v, [])]:
                n = normalize(str(form))
                if n:
                    forms.setdefault(n, v)
                    forms.setdefault(normalize(words.spellings.fix(n, n)), v)
        said = list(forms)  # the forms as written: typos are matched against these only
        # "flu" for "cold or flu", "发烧" for "感冒或发烧": a value written as alternatives
        # is named by each of them, unless another value is named by it too
        parts: dict[str, set[str]] = {}
        for f in said:
            for part in alternatives(f, words.or_words):
                parts.setdefault(part, set()).add(forms[f])
        for part, owners in parts.items():
            if len(owners) == 1 and part not in forms:
                forms[part] = next(iter(owners))
        by_value: dict[str, list[str]] = {}  # each value's one-word forms as written
        for f in said:
            if " " not in f:
                by_value.setdefault(forms[f], []).append(f)
        measured: set[str] = set()  # forms made with a measure word, never written
        for f in said:  # "every couple of months" for "every 2 months": a number said
            for other in number_forms(f, words.numbers):  # another way names it too
                forms.setdefault(other, forms[f])
        # "48的" for 48V: a value of a number and a Latin unit named by its number and a
        # mark that makes it a thing, when no other value holds that number
        numbered: dict[str, set[str]] = {}
        for f in said:
            unit = _NUMBER_UNIT.fullmatch(f)
            if unit is not None:
                numbered.setdefault(unit.group(1), set()).add(forms[f])
        for number, owners in numbered.items():
            if len(owners) == 1 and not any(number in f for f in said if forms[f] not in owners):
                for mark in words.noun_marks:
                    forms.setdefault(number + mark, next(iter(owners)))
        for f in said:  # "2 projectors", "two laptops": a value counted says its plural
            for plural in plurals(f, words.plurals):
                forms.setdefault(plural, forms[f])
            if f.isdigit():  # "no 1099s" for the form "1099": a number names things too
                for plural in words.plurals.forms(f):
                    forms.setdefault(plural, forms[f])
            # LISTED_PLURAL_SAID_IN_THE_SINGULAR: "a mite check" for the synonym "mites"
            # (a day's or a month's name stays the date's: "saturdays" of "saturday morning"
            # names no window by "on saturday", DAY_READ_TWICE)
            if f.isascii() and " " not in f:
                for one in words.plurals.singulars(f):
                    if one not in words.calendar:
                        forms.setdefault(one, forms[f])
            # "i need them taken up", "brushing up": a phrase's leading verb inflected (a
            # one-word value is a noun as often as a verb: "back", "swing")
            if " " in f and not has_cjk(f):
                for inflected in words.verbs.variants(f):
                    forms.setdefault(inflected, forms[f])
                for done in object_first(f, words):
                    forms.setdefault(done, forms[f])
                for split in particle_split(f, words):
                    forms.setdefault(split, forms[f])
                for told in state_told(f, words):
                    forms.setdefault(told, forms[f])
            elif not has_cjk(f) and _a_verb_of(f, by_value.get(forms[f], ())):
                # "shipped to 5 main st": a one-word form that another form of its value
                # is made from ("ship" of "shipping", "deliver" of "delivery") is a verb
                for inflected in words.verbs.forms(f):
                    forms.setdefault(inflected, forms[f])
            # DONE_THING_TOLD_WITH_ANOTHER_TAIL: "上周三丢的" for the synonym 丢了: a Chinese
            # form of a verb and a tail telling what happened (``told_tails``: 的, 了) is
            # said with the other tails too
            if 2 <= len(f) <= 4 and has_cjk(f) and f[-1] in words.told_tails:
                for tail in words.told_tails:
                    forms.setdefault(f[:-1] + tail, forms[f])
            # VALUE_TOLD_WITH_AN_ADVERB_AFTER_ITS_SUBJECT: "流量就用不了了" for the synonym
            # 流量用不了, "网络老是连不上": an adverb of the lexicon (``told_adverbs``) after the
            # two characters of its subject, two or more said after it
            if 4 <= len(f) <= 6 and has_cjk(f) and f.isalpha():
                for adverb in words.told_adverbs:
                    said_so = f[:2] + adverb + f[2:]
                    if said_so not in forms:
                        forms[said_so] = forms[f]
                        measured.add(said_so)
            # "换个胎" is 换胎, "合个影" 合影: a measure word between a short verb and its
            # object (the lexicon's ``general_measures``)
            if 2 <= len(f) <= 3 and " " not in f and has_cjk(f[:2]):
                for measure in words.measures:
                    if f[0] + measure + f[1:] not in forms:
                        forms[f[0] + measure + f[1:]] = forms[f]
                        measured.add(f[0] + measure + f[1:])
        self.forms = forms
        # "快递帮我取一下" for 取快递: a verb-object value said object first
        self._fronted = (
            fronted_forms({f: forms[f] for f in said}, words.verb_tails, words.particles)
            if any(has_cjk(f) for f in said)
            else []
        )
        ordered = sorted(forms, key=len, reverse=True)
        # a decimal point between a form's digits as typed ("3.5 tonne box": the form is
        # "3 5 tonne box" once normalized, and was never found inside a sentence)
        self._rx = (
            re.compile(phrase_regex(ordered, _BETWEEN_WORDS), re.IGNORECASE) if ordered else None
        )
        #: the forms typos are matched against (``choice_typos.py``)
        self.typos = ChoiceTypos(forms, said, measured)
        # "基础" for 基础套餐, "the basic one" for "basic package": what sets a value apart
        # from the others that end in the same head word, read in an answer only
        # (a Latin synonym is a form of its value too: "the brown one" for a synonym "brown
        # bin" beside "green bin"; Chinese synonyms, written as shorthands more than as
        # modifier and head, add none)
        own = {normalize(str(v)) for v in self.values}
        named = [f for f in said if f in own or f.isascii()]
        self._stems = {
            st: v for st, v in stems(named, words.stops, forms).items() if st not in forms
        }
        # "312s" for "size 312": a number standing for its value is said in the plural too,
        # as the things it sizes are counted ("the 13s")
        self._stems.update(
            (p, v)
            for st, v in list(self._stems.items())
            if st.isdigit()
            for p in words.plurals.forms(st)
            if p not in forms and p not in self._stems
        )
        self._edges = {e: v for e, v in edges(self.values).items() if e not in forms}
        # "挂的" for 挂机 beside 柜机: a two-character value told apart by its first
        # character, said as "the … one"
        self._heads = first_characters(self.values, forms)
        self._stem_rx = (
            re.compile(phrase_regex(sorted(self._stems, key=len, reverse=True), r"[\s\-_]+"))
            if self._stems
            else None
        )

        # "duplicate key for the mailbox": what sets a value apart from those sharing its
        # head word, said in the same message as that head (or its plural)
        latin = {f: forms[f] for f in said if f.isascii()}
        self._headed = {
            st: vh
            for st, vh in headed(self.values, latin, words.size_heads).items()
            if st not in forms
        }
        heads = {h for _, h in self._headed.values()}
        heads |= {p for h in heads for p in words.plurals.forms(h)}
        self._head_rx = re.compile(phrase_regex(sorted(heads)), re.I) if heads else None
        self._headed_rx = (
            re.compile(phrase_regex(sorted(self._headed, key=len, reverse=True)), re.I)
            if self._headed
            else None
        )

    def __bool__(self) -> bool:
        return bool(self.forms)

    def exact(self, text: str) -> str | None:
        return self.forms.get(normalize(text))

    def mentions(self, text: str) -> list[Choice]:
        """Exact mentions of any form in ``text``, with offsets into ``text``."""
        if self._rx is None:
            return []
        return list(_mentions(self, text))

    def _find(self, text: str) -> tuple[Choice, ...]:
        assert self._rx is not None
        out = []
        qualifiers: bool | None = None  # looked for once, and only when something is found
        for m in self._rx.finditer(text):
            value = self.forms.get(normalize(m.group(0)))
            if value is None:
                continue
            if qualifiers is None:
                qualifiers = self.words.any.search(text.lower()) is not None
            if not (qualifiers and self._qualified(text, m.start(), m.end())):
                out.append(Choice(value, 1.0, m.start(), m.end(), m.group(0)))
        for rx, value in self._fronted:
            for m in rx.finditer(text):
                if not any(c.start < m.end() and m.start() < c.end for c in out):
                    out.append(Choice(value, 1.0, m.start(), m.end(), m.group(0)))
        if out:
            return tuple(sorted(out, key=lambda c: c.start))
        return self._headed_in(text) or self._edge_led(text)

    def _edge_led(self, text: str) -> tuple[Choice, ...]:
        """ "我想学咏春", "孩子想练跆拳 周六": the start of a Chinese value
        (``value_forms.edges``) said inside a sentence, right after a verb of taking it up
        (the lexicon's ``edge_leads``) and closing its clause, particles aside. Elsewhere
        inside a longer text an edge names nothing (it would take a typo for the value);
        there the verb says a thing is named. Only when it names one value."""
        leads = self.words.edge_leads
        if not self._edges or not leads:
            return ()
        found: list[Choice] = []
        for edge, value in self._edges.items():
            if not normalize(value).startswith(edge):
                continue  # an end is the value's head ("体检" of 入职体检): a trigger's noun
            at = text.find(edge)
            while at >= 0:
                end = at + len(edge)
                rest = text[end:]
                while rest and rest[0] in self.words.particles:
                    rest = rest[1:]
                closes = not rest or rest[0] in _CLAUSE_ENDS
                if closes and text[:at].endswith(leads):
                    found.append(Choice(value, 1.0, at, end, edge))
                at = text.find(edge, at + 1)
        return (found[0],) if len({c.value for c in found}) == 1 else ()

    def _headed_in(self, text: str) -> tuple[Choice, ...]:
        """The one value whose stem (``value_forms.headed``) the text says, its head word
        said in it too and no value said whole: "key for the mailbox", "paint ... in
        eggshell". A stem without its head names nothing ("gloss brushes"), but the thing
        a size fits does ("my bike" for "bike size": the lexicon's ``size_heads``)."""
        if self._headed_rx is None or self._head_rx is None:
            return ()
        found = [
            (m, vh)
            for m in self._headed_rx.finditer(text)
            if (vh := self._headed.get(normalize(m.group(0)))) is not None
        ]
        if len({vh[0] for _, vh in found}) != 1:
            return ()
        m, (value, head) = found[0]
        # "an outdoor one": a word of ``head_ones`` right after the stem stands for its
        # head (LISTED_VALUE_SAID_AS_A_ONE_TAKEN_AS_AN_ADDRESS)
        one = _ONE_AFTER.match(text, m.end())
        if one is not None and one.group(1).lower() in self.words.head_ones:
            return (Choice(value, 1.0, m.start(), one.end(), text[m.start() : one.end()]),)
        # SYNONYM_HEAD_WORD_OF_A_VALUE: "spaniel" of "spaniel size" (a head of
        # ``size_heads``) is the thing the size fits: said alone ("a crate for my spaniel"),
        # it names the value as "spaniel size" does, where "gloss" of "gloss paint" is no
        # paint said
        sized = head in self.words.size_heads
        if not sized and not any(
            normalize(h.group(0)) in (head, *self.words.plurals.forms(head))
            for h in self._head_rx.finditer(text)
        ):
            return ()
        return (Choice(value, 1.0, m.start(), m.end(), m.group(0)),)

    def _qualified(self, text: str, start: int, end: int) -> bool:
        """A qualifier stands right beside the mention ("premium economy")."""
        if start and (b := _WORD_BEFORE.search(text, max(0, start - 16), start)):
            word = b.group(1).lower()
            if word in self.words.before and word not in self.forms:
                return True
        if end < len(text) and (a := _WORD_AFTER.match(text, end)):
            word = a.group(1).lower()
            if word in self.words.after and word not in self.forms:
                return True
        return False

    def match(
        self, text: str, core: str | None = None, fuzzy: bool = True
    ) -> tuple[Choice | None, list[str]]:
        """The one value ``text`` names, or ``(None, options)`` when two values fit equally.

        ``core`` is the text without fillers ("business" of "business please"), tried for
        an exact form and for typos; mentions are searched in ``text`` so their offsets
        point into it. An exact mention beats any fuzzy score; two different exact mentions
        ("economy or business?") are a tie, as are two fuzzy scores within ``TIE`` points.
        ``fuzzy=False`` stops before typo matching (a slot with ``fuzzy: false``).
        """
        core = text if core is None else core
        value = self.exact(core) or self.exact(text)
        if value is not None:
            return Choice(value, 1.0, 0, len(text), text.strip()), []
        found = self.mentions(text)
        distinct = list(dict.fromkeys(c.value for c in found))
        if len(distinct) == 1:
            return found[0], []
        if len(distinct) > 1:
            return None, distinct
        if self.words.any.search(text.lower()) and self._rx is not None and self._rx.search(text):
            return None, []  # only qualified forms ("premium economy"): not a typo of one
        if self.words.degree is not None:  # "有点划痕", "稍微有些磕碰": the value said softer
            plain = self.words.degree.sub("", core)
            value = self.exact(plain) if plain != core else None
            if value is not None:
                return Choice(value, 1.0, 0, len(text), text.strip()), []
        stem = self._stem(text) or self._edge(text)
        if stem is not None:
            return stem, []
        if not fuzzy:  # the slot asked for exact values (and synonyms) only
            return None, []
        ranked = self.typos.fuzzy(core)
        if not ranked:
            changed = self.typos.one_changed(core)
            if changed is None:
                return None, []
            # "maxy" for maxi, "soja" for soya: one letter changed in a word of four letters
            # (a ratio of 75, under ``CUTOFF``) is asked about, at the least confidence a
            # typo has, never taken; a longer word so changed is scored above already
            return Choice(changed, confidence(CUTOFF), 0, len(text), text.strip()), []
        if len(ranked) > 1 and ranked[0].confidence - ranked[1].confidence < TIE * 0.02:
            top = ranked[0].confidence
            return None, [c.value for c in ranked if top - c.confidence < TIE * 0.02]
        best = ranked[0]
        sure = confidence(NEAR_LATIN)
        if best.confidence < sure and self.typos.one_typo(core) == best.value:
            # "leagl" for legal: a slip of the fingers (a letter missing or doubled, two
            # swapped) in a word of five letters is as sure a typo as one in a longer word
            # (the ratio's scale gives a short word no room: 80 for any one typo of five
            # letters); a letter changed is not, in a short word it often makes another
            # ("regal"), so that is still asked about
            return Choice(best.value, sure, 0, len(text), text.strip()), []
        return Choice(best.value, best.confidence, 0, len(text), text.strip()), []

    def _stem(self, text: str) -> Choice | None:
        """The one value whose stem ``text`` says ("中老年的", "女性体检", "the basic one"),
        when it says no other's."""
        if self._stem_rx is None:
            return None
        low = text.lower()
        found = [
            (m, v)
            for m in self._stem_rx.finditer(low)
            if self._stem_ends(
                low, normalize(m.group(0)), m.end(), v := self._stems[normalize(m.group(0))]
            )
        ]
        if len({v for _, v in found}) != 1:
            return None
        m, value = found[0]
        return Choice(value, 1.0, m.start(), m.end(), text[m.start() : m.end()])

    def _stem_ends(self, text: str, stem: str, end: int, value: str) -> bool:
        """The stem found ending at ``end`` is a word of its own: a Chinese stem whose value
        is it and one character more (20次 of 20次卡, 书法 of 书法课) is followed by no
        Chinese character but that head or a word that may follow a part of a value (the
        lexicon's ``particles``, ``value_tails``: "20次那种", "双人的吧"); "书法班" and
        "书法棵" say another word (or a typo asked about), not 书法课."""
        full, rest = normalize(value), text[end:]
        if len(full) != len(stem) + 1 or not full.startswith(stem) or not has_cjk(full[-1]):
            return True
        if not rest or not has_cjk(rest[0]) or rest[0] == full[-1]:
            return True
        return any(rest.startswith(w) for w in self.words.particles)

    def _edge(self, text: str) -> Choice | None:
        """The value whose start or end (``value_forms.edges``) is the whole answer,
        particles aside ("遗失的", "退休吧"); or the first character of a two-character value
        said as "the … one" ("挂的" for 挂机 beside 柜机; ``value_forms.heads``)."""
        if not self._edges and not self._heads:
            return None
        said = text.strip(" ,.;!?，。；！？~～")
        core = said
        while core and core[-1] in self.words.particles:
            core = core[:-1]
        value = self._edges.get(core)
        if value is None and self._heads:  # "挂的": its first character, "the … one"
            one = next((o for o in self.words.ones if said.startswith(o, 1)), None)
            tail = said[1 + len(one) :] if one is not None else "?"
            alone = all(c in self.words.particles for c in tail)
            value = self._heads.get(said[:1]) if one is not None and alone else None
            core = said[:1]
        if value is None:
            return None
        at = text.find(core)
        return Choice(value, 1.0, at, at + len(core), core)


def object_first(phrase: str, words: ChoiceWords) -> list[str]:
    """A verb-object value said the way one asks for a thing done: the object, then the
    verb's past form ("need the locks changed", "get my tyres balanced" for "change the
    locks", "balance tyres"), without its determiner. Only for a phrase of two to four
    words whose first word has past forms; a noun phrase makes forms nobody types ("lock
    newed" of "new lock"), which match nothing."""
    verb, _, rest = phrase.partition(" ")
    things = [x for x in rest.split() if x not in words.determiners]
    if not things or len(phrase.split()) > 4:
        return []
    thing = " ".join(things)
    return [f"{thing} {p}" for p in words.verbs.forms(verb) if words.verbs.past(p)]


def state_told(phrase: str, words: ChoiceWords) -> list[str]:
    """SYNONYM_OF_A_STATE_SAID_AS_A_SENTENCE: a value of a thing and its state in a past
    form ("clasp broken", "screen cracked") said the way one tells it, a word of being or
    having between (the lexicon's ``state_links``: "the clasp is broken", "the screen's
    cracked", "the chain has snapped"). Only for a phrase of two words, the first no
    determiner, the second a past form; the longer form then wins over a shorter value
    said inside it ("broken" of another value)."""
    parts = phrase.split()
    if len(parts) != 2 or parts[0] in words.determiners or not words.verbs.past(parts[1]):
        return []
    thing, state = parts
    return [
        f"{thing} {link} {state}" if link[0].isalpha() else f"{thing}{link} {state}"
        for link in words.state_links
    ]


def particle_split(phrase: str, words: ChoiceWords) -> list[str]:
    """A phrasal-verb value said with a pronoun for its object between the verb and its
    particle, the verb in any of its forms ("cut it back", "cutting them back" for "cut
    back"; the lexicon's ``phrasal_particles`` and ``phrasal_objects``): English puts a
    pronoun object there and nowhere else. Only for a phrase of a verb and a particle."""
    parts = phrase.split()
    if len(parts) != 2 or parts[1] not in words.particles_phrasal:
        return []
    verb, particle = parts
    return [
        f"{form} {it} {particle}"
        for form in dict.fromkeys([verb, *words.verbs.forms(verb)])
        for it in words.split_objects
    ]


@lru_cache(maxsize=256)
def _shared(
    values: tuple[str, ...],
    synonyms: tuple[tuple[str, tuple[str, ...]], ...],
    words: ChoiceWords,
) -> Choices:
    return Choices(list(values), {k: list(v) for k, v in synonyms}, words)


def shared_choices(
    values: list[str], synonyms: dict[str, list[str]], words: ChoiceWords = BUILT_IN_WORDS
) -> Choices:
    """One ``Choices`` per distinct value list: slots bound to the same entity (departure
    and arrival city) share it, so a message is searched for cities once, not per slot."""
    return _shared(tuple(values), tuple((k, tuple(v)) for k, v in synonyms.items()), words)


@lru_cache(maxsize=256)
def _mentions(choices: Choices, text: str) -> tuple[Choice, ...]:
    """Cached per (value list, text): one turn asks about the same message several times
    (the asked slot, corrections, volunteered values), often for slots that share a list."""
    return choices._find(text)


def _a_verb_of(form: str, same: Iterable[str]) -> bool:
    """``form``, one word, is the stem of another one-word form of the same value (``same``):
    the author wrote the verb beside the noun made from it ("ship" and "shipping"), so its
    inflections name that value too. A one-word value alone is as often a noun ("book")."""
    return " " not in form and any(g != form and g.startswith(form) for g in same)
