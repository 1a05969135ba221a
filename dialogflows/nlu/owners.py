"""Which flow a message asks for when it names no trigger, only values: "我想点个麻婆豆腐"
(a dish only the food order takes), "from London to Paris on Friday, business" (cities are
every flow's, a seat class only the flight's), "DD-1234" on its own (a code only the order
lookup reads).

The evidence is weak (a ``TriggerHit`` of score 0.6), never starts a destructive flow, and
a value inside a stated belief points nowhere: "I always fly economy" books nothing. The
value lists and the coded slots are gathered once per domain.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ..spec import Domain, FlowSpec, SlotKind, SlotSpec, SlotType
from .choice_typos import Choice
from .choices import Choices
from .lexicon import Lexicon, PhraseSet, normalize
from .made_things import MadeCodes, changers_of_made, takers_of_made, undoing_flows
from .mood import mood
from .polite import stock_asked_plainly
from .query_forms import forms_of
from .trigger_hits import TriggerHit
from .utterance import Turn
from .values import ValueParser

#: the score of a flow found by its values alone: below a trigger's, so it never beats one
BY_VALUE = 0.6

#: the most words a message may have for a code in it to point at the flow that looks
#: such codes up
_CODE_WORDS = 6
#: the shortest word of a people slot's label that names who is counted ("jumpers")
_NAMED_PEOPLE = 4


class ValueOwners:
    """The flows each value list and each code shape belong to, for one domain."""

    def __init__(
        self,
        domain: Domain,
        parser: Callable[[FlowSpec, SlotSpec], ValueParser],
        party_kinds: tuple[str, ...] = (),
    ) -> None:
        self.domain = domain
        # flows sharing a value list (three city slots) look for its values once
        lists: dict[int, tuple[Choices, set[str]]] = {}
        own: dict[tuple[str, int], set[str]] = {}  # a flow's patterns for a value list
        for flow in domain.flows.values():
            for spec in flow.slots:
                choices = parser(flow, spec).choices
                if choices:
                    lists.setdefault(id(choices), (choices, set()))[1].add(flow.name)
                    own.setdefault((flow.name, id(choices)), set()).update(spec.patterns)
        self.lists = list(lists.values())
        #: per flow, other flows' slots whose patterns capture values this flow takes too,
        #: with patterns it does not have for them: "from {value}" is the flight's
        #: departure, not the hotel's city, though both take cities (volunteered.py)
        self.foreign: dict[str, list[ValueParser]] = {
            flow.name: [
                parser(other, spec)
                for other in domain.flows.values()
                if other.name != flow.name
                for spec in other.slots
                if spec.patterns
                and (key := (flow.name, id(parser(other, spec).choices))) in own
                and not set(spec.patterns) <= own[key]
            ]
            for flow in domain.flows.values()
        }
        #: slots that take a code of a set shape ("DD-1234"), by flow: a bare code from
        #: idle is for the one flow that looks such codes up
        self.coded = [
            (flow.name, parser(flow, spec))
            for flow in domain.flows.values()
            for spec in flow.slots
            if spec.type == SlotType.TEXT and spec.pattern and not flow.destructive
        ]
        #: the flows taking a thing another flow makes (``made_things.takers_of_made``):
        #: they act on what was made, and make nothing themselves
        self.takers_of_made = takers_of_made(domain)
        #: per language, the flows that change a thing another flow makes
        #: (``made_things.changers_of_made``), read once per lexicon (``changers``)
        self._changers: dict[str, frozenset[str]] = {}
        #: the coded slots of things made, and the one rule saying which flow a code said
        #: goes to (``made_things.MadeCodes``)
        self.made_codes = MadeCodes(domain, parser)

        #: slots without a value list whose pattern ends in a unit word of its own ("{value}
        #: nights", "{value} passengers"): a value said with it is that flow's ("3 nights in
        #: Rome" is a hotel's, whoever else takes cities)
        units: dict[str, set[str]] = {}
        for flow in domain.flows.values():
            for spec in flow.slots:
                if flow.destructive or parser(flow, spec).choices:
                    continue
                for pattern in spec.patterns:
                    head, _, tail = pattern.partition("{value}")
                    if not head.strip() and len(tail.strip()) >= 3:
                        units.setdefault(tail.strip().casefold(), set()).add(flow.name)
        self.unit_slots = [
            (flow.name, parser(flow, spec), mine)
            for flow in domain.flows.values()
            for spec in flow.slots
            if not flow.destructive
            and not parser(flow, spec).choices
            and (
                mine := tuple(
                    unit
                    for p in spec.patterns
                    if not p.partition("{value}")[0].strip()
                    and units.get(unit := p.partition("{value}")[2].strip().casefold())
                    == {flow.name}
                )
            )
        ]
        #: the unit words of those slots: a message with none of them is not searched
        words = sorted({u for _, _, units in self.unit_slots for u in units}, key=len, reverse=True)
        self.unit_words = PhraseSet.build(words).regex if words else None

        #: count slots that name what they count (``counts: adult``): a number said with
        #: that noun ("2 adults 3 kids", "两个大人") points at the flows that count it, as
        #: a listed value does; a flow that undoes things is never pointed at
        #: and slots that declare a count of people (``kind: people``): "8个人" points at the
        #: flow that counts people, by the lexicons' ``party_kinds`` (人, adults, kids)
        self.counted = [
            (flow.name, parser(flow, spec), spec.kind == SlotKind.PEOPLE and not spec.counts)
            for flow in domain.flows.values()
            if not flow.destructive
            for spec in flow.slots
            if spec.type == SlotType.INTEGER and (spec.counts or spec.kind == SlotKind.PEOPLE)
        ]
        counting_people = [
            s
            for f in domain.flows.values()
            if not f.destructive
            for s in f.slots
            if s.kind == SlotKind.PEOPLE and not s.counts
        ]
        people = bool(counting_people)
        #: and the words of such a slot's label or name, who its people are ("4 jumpers" of
        #: a slot labelled "jumpers", "6 bowlers")
        named = {
            w
            for s in counting_people
            for w in normalize(f"{s.label or ''} {s.name}".replace("_", " ")).split()
            if len(w) >= _NAMED_PEOPLE and w.isalpha() and w.isascii()
        }
        #: their nouns: a message holding none of them (as a part of a word: "adults" holds
        #: "adult") is not searched
        self.counted_nouns = tuple(
            sorted(
                (
                    {
                        normalize(str(n))
                        for f in domain.flows.values()
                        for s in f.slots
                        for n in s.counts
                    }
                    | ({normalize(w) for w in party_kinds} | named if people else set())
                )
                - {""}
            )
            if self.counted
            else ()
        )
        #: the same nouns as one search: a step per noun at every message cost more
        self.counted_noun_said = (
            re.compile("|".join(map(re.escape, self.counted_nouns))).search
            if self.counted_nouns
            else None
        )

        #: per flow, its slots of listed values that have patterns ("from {value}", "to
        #: {value}"): values two of them capture point at that flow, whoever else takes them.
        #: One capture is not enough: "Maybe next year I'll go to Tokyo" books nothing, nor
        #: does a question.
        self.patterned = [
            (flow.name, parsers)
            for flow in domain.flows.values()
            if not flow.destructive
            and len(
                parsers := [
                    p for spec in flow.slots if spec.patterns and (p := parser(flow, spec)).choices
                ]
            )
            >= 2
        ]

    def changers(self, lex: Lexicon) -> frozenset[str]:
        """The flows that change what another flow made ("move my appointment"; not a
        report nor a lookup that takes it: ``made_things.changers_of_made``), in ``lex``'s
        words, read once per language."""
        got = self._changers.get(lex.language)
        if got is None:
            forms = forms_of(lex)
            undoers = undoing_flows(self.domain, forms)
            got = self._changers[lex.language] = changers_of_made(self.domain, forms, undoers)
        return got

    def hits(self, t: Turn) -> list[TriggerHit]:
        """The one flow the message's values point at, weakly; none when they point at
        several, or at a destructive flow."""
        return self.hit(self.flows(t))

    def listed_in(self, text: str) -> set[str]:
        """The flows the listed values said in ``text`` (a part of a message, as scanned)
        point at: "家里油烟机太脏了" names a thing only the cleaning takes."""
        return _common(names for choices, names in self.lists if choices.mentions(text))

    def said(self, text: str, flow: str) -> list[Choice]:
        """Where values of the lists ``flow`` takes stand in ``text``: "can u do pet
        photos" asks politely for a value only the booking lists (``asked_flow.py``)."""
        return [c for choices, names in self.lists if flow in names for c in choices.mentions(text)]

    def lists_said(self, text: str, flow: str) -> int:
        """How many of ``flow``'s value lists ``text`` names a value of: "a hip flask, in
        caps" names two things of the engraving, its item and its lettering."""
        return sum(1 for choices, names in self.lists if flow in names and choices.mentions(text))

    def listed(self, word: str) -> bool:
        """``word`` is a value or synonym some slot of the domain lists: such a word names
        that value before anything else ("is mid range much better than budget?" asks about
        a range of tyres, not the belief called budget; ``recall.py``)."""
        return any(choices.exact(word) is not None for choices, _ in self.lists)

    def takers_of_code(self, t: Turn, makers: set[str]) -> set[str]:
        """CODE_OF_A_MADE_THING_OVER_A_WEAK_WORD_OF_ITS_MAKER: the flows (not undoing
        anything) that take the code said in ``t`` of a thing one of ``makers`` makes
        (``MadeCodes.takers``): "im at work on thursday now, could the surveyor come monday
        instead? FQ-20417" moves the survey FQ-20417, where "work" of the booking's
        description ("… fencing work") asked for a new one. Empty when no such code is
        said; several when several flows take it alike (the move and the status check)."""
        return self.made_codes.takers(self.made_codes.said(t), makers)

    def taker_tied_with_maker(self, t: Turn, tied: set[str]) -> str | None:
        """Of flows ``tied`` by their triggers, the one taking the code the message says
        of a thing another of them makes (``MadeCodes.takers`` with the tied as evidence):
        "nobody came for my bulky waste, BW-204518" (the report's trigger and the
        booking's) reports on the booking the code names, no new one
        (ANOTHER_FLOWS_TRIGGER_SAID_AS_THE_THING_A_REPORT_IS_ABOUT, as
        CODE_OF_A_MADE_THING_GIVEN_TO_ITS_MAKER reads it beside a value). Only a maker
        among the tied makes the code decide: two takers tied ("move it or where is the
        tuner, PT-20417") both take it, and are asked about. Was ``code_taker``, a name
        that said any taker of any code."""
        said = self.made_codes.takers(self.made_codes.said(t), tied) & tied
        return next(iter(said)) if len(said) == 1 else None

    def hit(self, owners: set[str]) -> list[TriggerHit]:
        """``hits`` for flows already found: the one, unless it is destructive."""
        if len(owners) != 1:
            return []
        name = next(iter(owners))
        return [] if self.domain.flows[name].destructive else [TriggerHit(name, BY_VALUE, 0, 0, 0)]

    def flows(self, t: Turn) -> set[str]:
        """The flows the message's values point at: one, several, or none."""
        spans = t.belief_spans

        def free(start: int, end: int) -> bool:
            return all(end <= a or start >= b for a, b in spans)

        groups = [
            names
            for choices, names in self.lists
            if any(free(c.start, c.end) for c in choices.mentions(t.scan))
        ]
        if self.unit_words is not None and self.unit_words.search(t.norm) is not None:
            low = t.scan.casefold()
            groups += [
                {name}
                for name, parser, units in self.unit_slots
                if any(
                    free(p.start, p.end) and low[p.end :].lstrip().startswith(units)
                    for p in t.captures(parser)
                )
            ]
        noun_said = self.counted_noun_said
        if noun_said is not None and noun_said(t.norm) is not None and not _asking(t):
            # ARTICLE_COUNT_POINTING_AT_A_FLOW: "lovely weather for a walk today" counts one
            # walk by its article alone, which says a thing, not how many are asked for
            articles = t.lex["single_words"].exact
            counting = {
                name
                for name, parser, party in self.counted
                if any(
                    free(p.start, p.end) and p.raw_text.casefold() not in articles
                    for p in (
                        [*parser.mentions(t.scan, t.now, t.language), *t.captures(parser)]
                        if party
                        else t.captures(parser)
                    )
                )
            }
            if counting:  # "2 adults 3 kids": the flows that count adults ("一天几顿" asks)
                groups.append(counting)
        owners = _common(groups)
        if not owners:  # "我要一份海鮮炒饭": a dish written with one character wrong
            owners = _common(
                names
                for choices, names in self.lists
                if any(free(c.start, c.end) for c in choices.typos.near_cjk(t.scan))
            )
        if not owners:
            # "my trainrs need restiching": every value typed a letter off, as said with a
            # request (a word of five letters or more one typo from a listed one); with
            # one said as written the lists above found the flow, and the typo was read
            owners = _common(
                names
                for choices, names in self.lists
                if any(free(c.start, c.end) for c in choices.typos.near_latin(t.scan))
            )
        if owners and self.made_codes:
            # "寿宴要往后推一推 单号YX2046": the code of a banquet booked, said with a value
            # of the booking flow, is that booking's (CODE_OF_A_MADE_THING_GIVEN_TO_ITS_MAKER)
            # "YY30512 想改到下周四下午" (下午 listed by the booking and its change too): the
            # code leaves the flows that take it
            owners = self.made_codes.takers(self.made_codes.said(t, free), owners) or owners
        if not owners and self.coded and (t.words <= _CODE_WORDS or _requesting(t)):
            # "DD-1234" on its own, or with a few words ("any news on INC204711"), or in a
            # request of more ("something came up friday, could the tech come monday
            # instead? sp30517": CODE_IN_A_LONGER_REQUEST_NAMED_NO_FLOW; which of the flows
            # taking the code the values say, ``which_flow.best_fitting``)
            owners = {
                n
                for n, parser in self.coded
                if any(free(p.start, p.end) for p in parser.mentions(t.scan, t.now, t.language))
            }
        # "from Boston to Paris tomorrow": a route is a flight's; one asked about ("a day
        # trip to London, is that easy from Paris?") is talk around travel
        if len(owners) > 1 and "?" not in t.raw and "？" not in t.raw:
            routes = {
                name
                for name, parsers in self.patterned
                if name in owners
                and sum(any(free(p.start, p.end) for p in t.captures(parser)) for parser in parsers)
                >= 2
            }
            owners = routes or owners
        return owners


def _requesting(t: Turn) -> bool:
    """The message asks for something done (a request's mood, a question of it too)."""
    return mood(t.lex, t.raw, t.norm).request


def _asking(t: Turn) -> bool:
    """The message asks for information ("月子餐一天几顿", "能先过来试一节课吗": a trial, not
    the lessons counted): its counts point nowhere. A yes-or-no question opened by asking
    whether the business has one ("have you got anything for 2 nights?", the lexicon's
    ``stock_asks``) asks for the thing counted: its count points at the flow that counts
    it; a question word in it still asks."""
    said = mood(t.lex, t.raw, t.norm)
    return said.asking and not stock_asked_plainly(t.lex, t.scan, said)


def _common(groups: Iterable[set[str]]) -> set[str]:
    """The flows every mentioned value list belongs to ("from London to Paris ... business":
    cities are every flow's, a seat class only the flight's), else all of them."""
    sets = list(groups)
    if not sets:
        return set()
    common = set.intersection(*sets)
    return common if common else set.union(*sets)
