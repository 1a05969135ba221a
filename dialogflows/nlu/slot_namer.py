"""Which of a flow's slots a message names: by the slot's own name or label ("return
date", "地址"), else by a word for its type ("the date", "时间").

Compiled once per flow and language, and asked by corrections, recall and named slots
alike; a leaf module, so that the readers asking it form no circle.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType, named_by
from .grammar_words import LANGUAGES, Lexicons, ListWords, grammar, lexicon_grammar
from .lexicon import PLAIN_SPELLING, Lexicon, PhraseSet, has_cjk, normalize
from .value_words import own_values


@lexicon_grammar
class NameWords:
    """The words of a slot's name that say little, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        #: words of a slot name (identifiers, English whatever the bot's language) that say
        #: nothing about what is named (the lexicon's ``slot_name_generic``)
        self.generic = frozenset(w.words("slot_name_generic", ("en",)))
        #: words of a slot name that name no slot by themselves ("room type", "depart date")
        self.slot_generic = self.generic | frozenset(w.words("slot_name_vague", ("en",)))


def slot_names(spec: SlotSpec) -> tuple[str, ...]:
    """What users call the slot: its label and its name in words, normalized."""
    return _names(spec.heard, spec.name)


@lru_cache(maxsize=4096)
def _names(heard: str, name: str) -> tuple[str, ...]:
    """``slot_names`` of a slot heard as ``heard`` and named ``name``: worked out once per
    slot, where every message with a free-text slot empty asked it again."""
    names = {normalize(heard), normalize(name.replace("_", " "))}
    names.discard("")
    return tuple(sorted(names, key=len, reverse=True))


def _not_a_measure(types: PhraseSet, lex: Lexicon) -> PhraseSet:
    """``types`` found only where no numeral stands right before the word: after a count
    a word for a type is the count's measure, no name of a slot ("不对 租两天" counts days;
    天 names the date only said alone: TYPE_WORD_AS_THE_MEASURE_OF_A_COUNT). The numerals
    are the value lexicon's ``numeral_digits``, ``numeral_units`` and
    ``colloquial_counts`` (俩, 仨), and digits."""
    if types.regex is None:
        return types
    w = own_values(lex)
    numerals = w.chars("numeral_digits", "numeral_units") + re.escape(
        "".join(k for k in w.mapping("colloquial_counts") if len(k) == 1)
    )
    regex = re.compile(rf"(?<![\d{numerals}])(?:{types.regex.pattern})", types.regex.flags)
    plain = PLAIN_SPELLING.get(types.regex)
    if plain is not None:
        PLAIN_SPELLING[regex] = rf"(?<![\d{numerals}])(?:{plain})"
    return PhraseSet(types.phrases, regex)


def name_words(lex: Lexicons) -> NameWords:
    """The words of a slot's name that say little, in ``lex``'s lists."""
    return grammar(lex, NameWords)


class SlotNamer:
    """Words that name a flow's slots in one language: the slot's own name ("return date")
    first, else a word for its type ("the date", "时间"). Compiled once per flow."""

    def __init__(self, flow: FlowSpec, lex: Lexicon) -> None:
        vague = name_words(lex).slot_generic
        self.by_name: dict[str, list[str]] = {}
        for s in flow.slots:
            # the slot's label names it too ("地址", "份数")
            forms = {s.name.replace("_", " ").lower(), s.name.lower()}
            for said in (s.label, s.description):
                if said:
                    forms.add(normalize(said))
            for form in forms:
                if form:
                    self.by_name.setdefault(normalize(form), []).append(s.name)
        self.by_type: dict[str, list[str]] = {}
        for s in flow.slots:
            kind = s.kind or guessed_name(s, lex)
            kind_words = lex.type_words.get(kind.value, ()) if kind is not None else ()
            for w in (*lex.type_words.get(s.type.value, ()), *kind_words):  # "the address"
                self.by_type.setdefault(w, []).append(s.name)
            if s.entity:  # "the city" is any slot that takes a city
                self.by_type.setdefault(normalize(s.entity.replace("_", " ")), []).append(s.name)
            # a word of its name: "the class" (seat_class), "the departure" (departure_city)
            for w in s.name.lower().split("_"):
                if len(w) > 2 and w not in vague and s.name not in self.by_type.get(w, ()):
                    self.by_type.setdefault(w, []).append(s.name)
        self.names = PhraseSet.build(list(self.by_name))
        self.types = _not_a_measure(PhraseSet.build(list(self.by_type)), lex)
        #: the words that ask for a change ("make it", "改成"): a slot's name inside one is
        #: that phrase's word, no naming ("make it the 6th" names no slot called "make")
        self.changes = lex["corrections"]
        #: the words that say a slot is kept as it is ("same time"): a slot's name after one
        #: names no slot to change (``kept_slot_marks``; SAME_VALUE_WORD_EMPTIES_THE_SLOT)
        self.kept = lex["kept_slot_marks"]
        #: per slot (by identity), what users call it (``called``) and that with the
        #: lexicon's ``type_words`` of its type (``called_typed``): built here, not for
        #: every pair of values a message holds
        self._called: dict[int, tuple[str, ...]] = {}
        self._called_typed: dict[int, tuple[str, ...]] = {}
        for s in flow.slots:
            typed = slot_names(s) + tuple(
                normalize(w) for w in lex.type_words.get(s.type.value, ())
            )
            self._called_typed[id(s)] = typed
            one_of_type = sum(o.type == s.type for o in flow.slots) == 1
            self._called[id(s)] = typed if one_of_type else slot_names(s)
        self._lex = lex
        self._flow = flow
        #: the slots that take a name (``kind: name``, or a text slot that reads as one:
        #: ``guessed_name``), found here: ``one_name_slot`` is asked on every message
        self.name_slots = tuple(
            s
            for s in flow.slots
            if s.type == SlotType.TEXT and (s.kind == SlotKind.NAME or guessed_name(s, lex))
        )
        #: the words of a slot's English label that no other slot's label or name holds
        #: ("code" of the one "voucher code", though "code" alone names no slot in
        #: general: ``slot_name_generic``): said alone they still name the slot, as
        #: people shorten a label once it was asked (``parts``)
        words = name_words(lex)
        unnamed = words.slot_generic - words.generic
        held: dict[str, set[str]] = {}
        for s in flow.slots:
            for said in (s.label or "", s.name.replace("_", " ")):
                for w in normalize(said).split():
                    held.setdefault(w, set()).add(s.name)
        self.parts: tuple[str, ...] = tuple(
            sorted(
                {
                    w
                    for s in flow.slots
                    if s.label and " " in s.label.strip()
                    for w in normalize(s.label).split()
                    if len(w) > 2 and not has_cjk(w) and w not in unnamed and held[w] == {s.name}
                }
            )
        )
        #: per slot, its label and name in words, and their words of three letters or more
        #: (``said_in``): built here, not per message
        self.loose: dict[str, tuple[tuple[str, ...], frozenset[str]]] = {}
        for s in flow.slots:
            whole = tuple(normalize(n) for n in (s.label or "", s.name.replace("_", " ")) if n)
            self.loose[s.name] = (
                whole,
                frozenset(w for n in whole for w in n.split() if len(w) >= 3),
            )

    def the_one(self, norm: str, slots: list[SlotSpec]) -> SlotSpec | None:
        """Of ``slots`` (those a change could mean: the filled dates, the filled times),
        the one meant: the only one, else the only one ``norm`` names; None when that does
        not single one out ("a day later" with two dates filled and neither named)."""
        if len(slots) == 1:
            return slots[0]
        named = self.named(norm)
        meant = [s for s in slots if s.name in named]
        return meant[0] if len(meant) == 1 else None

    def named(self, norm: str) -> set[str]:
        found = {n for m in self._said(self.names, norm) for n in self.by_name.get(m.group(0), ())}
        if found:
            return found
        return {n for m in self._said(self.types, norm) for n in self.by_type.get(m.group(0), ())}

    def named_widely(self, norm: str) -> set[str]:
        """The slots ``named`` names, and those a word of whose name or type is said: "make
        it a 9am pickup" names the slot called pickup (an address) and, by a word of its
        name, the pick-up time, which the value said tells apart."""
        found = {n for m in self._said(self.types, norm) for n in self.by_type.get(m.group(0), ())}
        return self.named(norm) | found

    def called(self, spec: SlotSpec) -> tuple[str, ...]:
        """What users call ``spec``: its label and name, and the lexicon's ``type_words`` of
        its type when it is the flow's one slot of that type (with two dates, "the date"
        names neither)."""
        got = self._called.get(id(spec))
        if got is not None:
            return got
        if sum(s.type == spec.type for s in self._flow.slots) == 1:
            return self.called_typed(spec)
        return slot_names(spec)

    def called_typed(self, spec: SlotSpec) -> tuple[str, ...]:
        """``spec``'s label and name, and the lexicon's ``type_words`` of its type whatever
        other slots the flow has: what may stand right before a value of that type to say
        what it is ("kate mobile 07700900123"), where the value itself tells the slot."""
        got = self._called_typed.get(id(spec))
        if got is not None:
            return got
        typed = self._lex.type_words.get(spec.type.value, ())
        return slot_names(spec) + tuple(normalize(w) for w in typed)

    def said_in(self, slot: str, raw: str) -> bool:
        """``raw`` (the words a value was read from) names the slot called ``slot`` loosely:
        it holds the slot's label or name in words, or a word of three letters or more of
        either ("no signature actually" for a slot labelled "Signature on delivery"). Looser
        than ``named``, which reads the whole message and a word of the name only when it
        says something; this asks of a value's own words whether they are about its slot."""
        whole, words = self.loose[slot]
        said = normalize(raw)
        return any(n in said for n in whole) or not words.isdisjoint(said.split())

    def _said(self, words: PhraseSet, norm: str) -> list[re.Match[str]]:
        """The matches of ``words`` in ``norm`` that no change phrase holds and no word
        that keeps the slot stands right before."""
        found = list(words.finditer(norm))
        if not found:
            return found
        changes = [m.span() for m in self.changes.finditer(norm)]
        return [
            m
            for m in found
            if not any(a <= m.start() and m.end() <= b for a, b in changes)
            and not self._kept(norm[: m.start()].rstrip())
        ]

    def _kept(self, before: str) -> bool:
        """``before`` (the text before a slot's name) ends with a word that keeps the slot
        ("make it monday same time": the time stays, the day changes)."""
        return any(
            before.endswith(p) and not before[: len(before) - len(p)][-1:].isalnum()
            for p in self.kept.ending(before)
        )


def guessed_name(spec: SlotSpec, lex: Lexicon) -> SlotKind | None:
    """A free-text slot that declares no kind holds a person's name when its label or a
    part of its name says so (the lexicon's ``name_slot_words``: "考生姓名", "contact_name"),
    or its question asks someone's name (``name_asks``: "就诊人怎么称呼？", "What's the
    patient's name?"), the fallback of ``kind: name`` for flows written before it, as for
    people and nights."""
    if spec.type != SlotType.TEXT:
        return None
    words = grammar(lex, _kind_words)[lex.language]
    said = named_by(spec, words.name_slot_words)
    if not said and spec.prompt:  # "就诊人怎么称呼？": the question asks a person's name
        asked = normalize(spec.prompt)
        said = any(w in asked for w in words.name_asks)
    return SlotKind.NAME if said else None


def one_name_slot(namer: SlotNamer, skip: set[str]) -> SlotSpec | None:
    """The flow's one slot that takes a name (``kind: name``, or a text slot that reads
    as one: ``guessed_name``; ``namer``, the flow's ``SlotNamer`` in the message's
    language, found them at load), unless it is among ``skip``; None when there is none or
    more than one: a name said without its slot's label fills only an only slot."""
    names = namer.name_slots
    if len(names) != 1 or names[0].name in skip:
        return None
    return names[0]


def asks_own_name(spec: SlotSpec, lex: Lexicon) -> bool:
    """``spec``'s question asks the user's own name (the lexicon's ``own_name_asks``)."""
    return bool(spec.prompt) and lex["own_name_asks"].search(normalize(spec.prompt)) is not None


def asks_where(spec: SlotSpec, lex: Lexicon) -> bool:
    """A free-text slot that declares no kind whose question asks where (the lexicon's
    ``place_asks``: "去哪家医院？", "Where from?"): its answer is a place, said as people say
    one is there or goes there ("在二院", "from the church hall"), and those words are no
    part of it, as for a ``kind: address`` slot."""
    if spec.type != SlotType.TEXT or spec.kind is not None or not spec.prompt:
        return False
    asked = normalize(spec.prompt)
    words = grammar(lex, _kind_words)[lex.language].place_asks
    return any((w in asked) if has_cjk(w) else (w in asked.split()) for w in words)


class _KindWords(NamedTuple):
    """One language's words that tell a slot declaring no kind by its name or question
    (``guessed_name``, ``asks_where``); the questions' words normalized."""

    name_slot_words: tuple[str, ...]
    name_asks: tuple[str, ...]
    place_asks: tuple[str, ...]


@lexicon_grammar
def _kind_words(w: ListWords) -> dict[str, _KindWords]:
    """Per language, ``_KindWords``: read once per lexicon, not each time a slot's kind is
    guessed (the readers of names and places ask on every turn)."""
    return {
        lang: _KindWords(
            w.words("name_slot_words", (lang,)),
            tuple(normalize(x) for x in w.words("name_asks", (lang,))),
            tuple(normalize(x) for x in w.words("place_asks", (lang,))),
        )
        for lang in LANGUAGES
    }
