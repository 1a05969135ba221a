"""Typed slot values: parse what a user wrote, normalize what a command carries, validate.

One ``ValueParser`` is compiled per slot when the domain loads (its value list, synonyms,
patterns and limits become regexes and tables), so a turn only runs prepared matchers.
Canonical values are JSON-native because they go into events and stores:

========  ===========================================================
type      canonical value
========  ===========================================================
text      ``str``, stripped (an entity's canonical name when it names one)
integer   ``int``;  number: ``float``;  boolean: ``bool``
date      ISO ``"YYYY-MM-DD"`` (relative dates resolved against ``now``)
time      ``"HH:MM"`` (24 h)
enum      the canonical value exactly as written in ``values``
email     lowercased address (``email-validator``, no DNS lookups)
phone     E.164 (``phonenumbers``; region from the slot's ``pattern``-free settings)
money     ``{"amount": float, "currency": "USD"}``
========  ===========================================================

The parser never reads the wall clock: ``now`` comes from the caller (the turn's clock).
The values in the captures of a slot's patterns are read in ``pattern_captures.py``; the
edges of a free-text capture (a code opening it, exclamation marks closing it) in
``capture_edges.py``. What the parser works out once per slot, each its own concept, is
built beside it: what the slot reads of people (``slot_people.py``), what a number said
for it measures (``slot_numbers.py``), a listed value that is a date (``dated_values.py``);
and what it asks per message likewise: a free-text answer (``text_answer.py``), a yes or
a no said beside other things (``boolean_values.boolean_said``).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from ..month_slots import holds_month
from ..spec import Domain, SlotKind, SlotSpec, SlotType, yes_no_synonyms
from . import dates, times
from .ages import find_ages
from .boolean_values import boolean_said
from .canonical import coerce
from .choice_words import ChoiceWords
from .choices import shared_choices
from .clock_hours import counts_hours, hour_spans
from .counted_other import counts_other
from .dated_values import DatedValues
from .dimensions import find_areas
from .free_text import PUNCT_EDGES, asked_preposition, cut_at_stop, strip_fillers
from .free_text_ends import parts_after, spaced_clause_at
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, load_lexicon, normalize
from .measure_units import SlotUnit
from .money import MoneyGrammar, normalize_currency
from .none_listed import none_value
from .numbers import find_numbers
from .parsed import Invalid, Parsed, first_per_value, value_key
from .party import PartyReader, party_reader
from .pattern_captures import find_in_patterns
from .place_names import find_places, place_reader
from .slot_namer import asks_where
from .slot_numbers import slot_numbers
from .slot_patterns import (
    asks_how_many,
    compile_pattern,
    find_codes,
    glued_patterns,
    implicit_patterns,
    loosened,
    route_patterns,
    stranded_patterns,
    thing_patterns,
    trigger_counts,
    unanchored,
)
from .slot_people import slot_people
from .summed_parts import summed_parts
from .text_answer import lead_tails, question_echo, question_lead, question_verbs, text_answer
from .typed_scan import MAX_SCAN, TypedScan
from .value_aliases import aliases_of
from .value_ranges import ValueRanges
from .value_words import Words, built
from .wholes import find_wholes
from .years import find_years, in_century

__all__ = ["MAX_SCAN", "ValueParser", "compile_parsers"]

_TEXT, _INTEGER, _BOOLEAN, _ENUM, _EMAIL, _PHONE = (
    SlotType.TEXT,
    SlotType.INTEGER,
    SlotType.BOOLEAN,
    SlotType.ENUM,
    SlotType.EMAIL,
    SlotType.PHONE,
)


#: a run of digits, wherever it is glued (``_parse``'s parts)
_DIGITS = re.compile(r"\d+")


class ValueParser(TypedScan):
    """Parsing and validation for one slot, compiled once at load; the values of its type
    anywhere in a text and its limits are ``TypedScan``'s."""

    def __init__(self, spec: SlotSpec, domain: Domain, lexicon: Lexicon | None = None) -> None:
        self.spec = spec
        self.type = SlotType(spec.type)
        self.language = domain.settings.language
        self._lexicon = lexicon
        entity = domain.entities.get(spec.entity) if spec.entity else None
        values = list(spec.values) + (list(entity.values) if entity else [])
        synonyms = dict(entity.synonyms) if entity else {}
        synonyms.update(spec.synonyms)
        self._extra = tuple(domain.settings.lexicons)
        self._lexicons: dict[str, Lexicon] = {}
        self._value_words: dict[str, Words] = {}
        self._own_units: dict[str, frozenset[str]] = {}
        self._measures: dict[str, SlotUnit | None] = {}
        self._formats = None  # TypedScan._msg makes it on the first reason given
        # the words around a listed value are the domain's lexicon's ("premium economy")
        #: BOOLEAN_ANSWERED_BY_A_WORD_OF_ITS_OWN: a yes-or-no slot's ``synonyms`` under
        #: ``yes`` / ``no`` ("outdoors" to "Is it indoors?"), found as listed values are
        said_for = yes_no_synonyms(synonyms) if self.type == _BOOLEAN else {}
        self._yes_no_words = (
            shared_choices(list(said_for), said_for, grammar(self._lex(self.language), ChoiceWords))
            if said_for
            else None
        )
        if self.type == _BOOLEAN:
            synonyms = {}
        self.choices = shared_choices(
            values, synonyms, grammar(self._lex(self.language), ChoiceWords)
        )
        self._listed = bool(self.choices)  # asked on every parse: a plain bool is cheaper
        #: "考过二级了" for 初级 listed with the synonym 一到三级 (value_ranges.py)
        self._ranges = ValueRanges(
            {str(v): [str(v), *map(str, synonyms.get(v, []))] for v in self.choices.values},
            self._lex(self.language),
        )
        #: "am" for a listed "morning", said as the whole answer (``value_aliases``), or
        #: right after a day said (``day_part_alias``: "tomorrow pm")
        self.aliases = aliases_of(self.choices, Words.of(self._lex(self.language)))
        own = self._lex(self.language)  # the words around a pattern are the domain's lexicon's
        # the domain language's reasons and how it shows a limit (``TypedScan._msg``): read
        # now, not on each refusal
        self._messages = own.raw.get("messages") or {}
        self._format_table = own.raw.get("formats") or {}
        holder = domain.flow_holding(spec)
        beside = holder.slots if holder is not None else []
        written = [
            *spec.patterns,
            *glued_patterns(spec, spec.patterns),  # "30ft" of "{value} ft"
            *implicit_patterns(spec, own),
            *thing_patterns(spec, beside, own),
            *route_patterns(spec, beside, own),  # "从北京到成都" for two slots of one list
            # "its at walgreens" for "Which pharmacy is it at now?": the question's words
            *(stranded_patterns(spec, own) if not (values or synonyms) else []),
        ]
        # "3 spare keys" for the trigger "spare keys": the flow's one count (a trigger's
        # words are no counted thing of the slot, so they stay out of ``written``)
        triggered = trigger_counts(spec, beside, holder.triggers if holder is not None else ())
        self._patterns = [compile_pattern(p, own) for p in [*written, *triggered]]
        # "For which pet?" answered "for rex": the question's own preposition said again
        free = self.type == _TEXT and not self._listed
        self._echoed = asked_preposition(spec.prompt, own) if free else None
        # "叫赵秀兰" to "怎么称呼？" of "我叫{value}": the pattern's verb said without its
        # subject (``text_answer.lead_tails``)
        self._lead_tails = (
            tuple(sorted({*lead_tails(written), *question_lead(spec.prompt, own)}, key=len)[::-1])
            if free
            else ()
        )
        # "collect them from work, 9 dock road": the question's verb said before an address
        address = free and spec.kind == SlotKind.ADDRESS
        self._asked_verbs = question_verbs(spec.prompt, own) if address else frozenset()
        # "it should say thank you" to "What should it say?": the question said back
        empty: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
        self._echo = question_echo(spec.prompt, own) if free and spec.kind is None else empty
        # what a number said for the slot measures: days, months, an area, an age, a
        # year, the whole of what it counts, the thing it counts (slot_numbers.py)
        numbers = slot_numbers(spec, domain, written, self._words(self.language), own)
        self._counted, self._days, self._unit = numbers.counted, numbers.days, numbers.unit
        self._area, self._age, self._holder = numbers.area, numbers.age, numbers.holder
        self._year, self._whole = numbers.year, numbers.whole
        #: a count of hours: "7 till 11" anywhere in a message is 4 of them
        self._hours = spec.type == _INTEGER and counts_hours(spec, self._words(self.language))
        self._check = re.compile(spec.pattern) if spec.pattern else None
        #: the written form is letters and digits only (a code such as "^SS\d{4}$")
        self._coded = bool(spec.pattern) and not has_cjk(spec.pattern or "")
        self._inner = unanchored(spec.pattern) if spec.pattern else None
        self._loose = loosened(spec.pattern) if self._inner is not None and spec.pattern else None
        #: the listed values that are dates, by day ("28 dec" for "28 December")
        self._value_days = DatedValues(list(spec.values))
        # a date slot that holds a month reads "10月份", "last month" (months.py)
        self._month = holds_month(spec, self._extra)
        # "到希尔顿酒店" for a slot labelled 酒店: a named place of its kind (place_names.py)
        self._place = None if self._listed else place_reader(spec, self._lex("zh"))
        self._parties: dict[str, PartyReader] = {}
        # a count of people ("me and my wife": 2), a person's name, the name or the age of
        # the one the task is for, said after "for" (slot_people.py)
        people = slot_people(
            spec, domain, self.language, self._listed, self._age, self._lex, self._words
        )
        self._people, self._person = people.counts, people.person
        # a slot asked "how many …?" counts, though no ``counts`` says so: "the 12th" said
        # to it is no rank of a thing (ranks.py), but a day, and the flow's date slot's
        self._asks_count = spec.type == SlotType.INTEGER and asks_how_many(
            spec.prompt or "", self._lex(self.language)
        )
        self._named_for, self._aged = people.named_for, people.aged
        # a place, declared or asked for ("去哪家医院？"): "在二院" is 二院
        own = self._lex(self.language)
        self._where = spec.kind == SlotKind.ADDRESS or (
            not self._listed and not spec.values and asks_where(spec, own)
        )
        # the slot as users name it before a free-text answer ("the venue is …"): its name,
        # its label, and each run of their words ("licence number" of "driving licence
        # number": "his licence number is …")
        said = [spec.name.replace("_", " "), *([spec.label] if spec.label else [])]
        self._said_names = tuple(dict.fromkeys([*said, *(r for n in said for r in _runs(n))]))
        # whether ``mentions`` can find anything at all (most slots: no)
        self._mentionable = (
            self._listed
            or self._people
            or self._days
            or self._unit is not None
            or self._hours
            or self._area is not None
            or self._age
            or self._year
            or self.type in (_EMAIL, _PHONE)
            or (self._inner is not None and self.type == _TEXT)
            or self.type == _BOOLEAN
            or self._whole is not None
            or self._named_for is not None
            or self._place is not None
        )
        # the question asked again lists every option: a refusal names only the value
        reask = spec.reprompts[0] if spec.reprompts else spec.prompt
        self._reask_lists = bool(
            self._listed
            and reask
            and {c.value for c in self.choices.mentions(reask)} >= set(self.choices.values)
        )
        # the forms of the list that some lexicon calls everyday words ("first")
        self._weak_forms = frozenset(
            f
            for lang in ("en", "zh")
            for f in load_lexicon(lang, tuple(domain.settings.lexicons))["weak_values"].exact
            if f in self.choices.forms
        )
        self.currency = normalize_currency(spec.currency or domain.settings.currency)
        self.region = domain.settings.region
        if self._people:  # built at load, not in the slot's first turn (party.party_reader)
            self._parties[self.language] = party_reader(self._lex(self.language))
        # the listed value that says there is none, per language: asked of every answer
        # to a list, so worked out here once and not per answer (``none_value``)
        self._none_values: dict[str, str | None] = (
            {lang: none_value(spec, self._lex(lang)) for lang in ("en", "zh")}
            if self.type == _ENUM
            else {}
        )

    # ------------------------------------------------------------- public API

    def none_value(self, lex: Lexicon) -> str | None:
        """The listed value that says there is none in ``lex``'s language ("none" of
        stains: pet, wine, none; ``none_listed.none_value``), worked out at load."""
        if self.type != _ENUM:
            return None
        if lex.language not in self._none_values:
            self._none_values[lex.language] = none_value(self.spec, lex)
        return self._none_values[lex.language]

    def parse(self, text: str, now: datetime, language: str) -> Parsed | None:
        """The whole message as an answer to this slot; None if it is not one (or is a tie)."""
        value, _ = self._parse(text[:MAX_SCAN], now, language)
        return self._full_year(value, now)

    def parse_with_options(
        self, text: str, now: datetime, language: str
    ) -> tuple[Parsed | None, list[Any]]:
        """``parse`` and ``ambiguous`` in one pass: the value, or the values that tie."""
        value, options = self._parse(text[:MAX_SCAN], now, language)
        return self._full_year(value, now), options

    def _full_year(self, value: Parsed | None, now: datetime) -> Parsed | None:
        """A year slot's value said in two digits ("18" to "车是哪一年上的牌？", "车是18年"
        named by its label) is that year in full (TWO_DIGIT_YEAR_READ_AS_THE_NUMBER)."""
        if not self._year or value is None or not isinstance(value.value, int):
            return value
        if not 0 <= value.value < 100 or value.value is True or value.value is False:
            return value
        return Parsed(
            in_century(value.value, now.year),
            value.raw_text,
            value.confidence,
            value.start,
            value.end,
        )

    def ambiguous(
        self, text: str, now: datetime | None = None, language: str | None = None
    ) -> list[Any]:
        """The values ``text`` could mean when ``parse`` gave up because two fit equally."""
        _, options = self._parse(
            text[:MAX_SCAN], now or datetime(2000, 1, 1), language or self.language
        )
        return options

    def find(self, text: str, now: datetime, language: str) -> list[Parsed]:
        """Values of this slot volunteered inside a longer sentence: pattern captures
        ("from {value}") and exact mentions of the slot's known values."""
        found = self.find_in_patterns(text, now, language)
        for p in self.mentions(text, now, language):
            if all(p.end <= q.start or p.start >= q.end for q in found):
                found.append(p)
        return sorted(found, key=lambda p: p.start)

    def pattern_spans(self, text: str, now: datetime, language: str) -> list[tuple[int, int]]:
        """The whole matches of the slot's patterns whose value it reads, words and all
        ("跑了8万" of "跑了{value}万"), for a slot of a type other than free text: the
        words around the value say it, the rest of a message keeps none of them."""
        if self.type == _TEXT or not self._patterns:
            return []
        found = {p.start for p in self.find_in_patterns(text, now, language)}
        return [
            m.span("all")
            for pattern in self._patterns
            for m in pattern.finditer(text[:MAX_SCAN])
            if m.start("value") in found
        ]

    def find_in_patterns(self, text: str, now: datetime, language: str) -> list[Parsed]:
        """Values of this slot in the captures of its patterns (``pattern_captures.py``)."""
        return find_in_patterns(self, text, now, language)

    def raw_captures(self, text: str) -> list[tuple[str, int]]:
        """What the slot's patterns capture in ``text``, as said, with its offset: the raw
        material of ``find_in_patterns``, for readers of what is *not* a value."""
        text = text[:MAX_SCAN]
        return [
            (m.group("value"), m.start("value")) for p in self._patterns for m in p.finditer(text)
        ]

    def mentions(self, text: str, now: datetime, language: str) -> list[Parsed]:
        """Unmistakable mentions anywhere: a known value, an email address, a phone number,
        a code that fits the slot's ``pattern``."""
        if not self._mentionable:
            return []
        text = text[:MAX_SCAN]
        if self._whole is not None:
            wholes = find_wholes(text, self._whole, self._words(language))
            if wholes:
                return wholes
        if self._listed:
            return self._listed_mentions(text, now, language)
        if self._people:
            return self._party(text, language)
        if self._unit is not None:  # "a week" of nights, "半年" of months
            return self._lengths(text, now, language)
        if self._hours:  # "6pm until midnight": 6 hours
            spans = hour_spans(text, language, self._words(language))
            if spans:
                return spans
        if self._area is not None:  # "5x8m" of square metres
            return find_areas(text, self._area, self._words(language))
        if self._age:
            found = find_ages(text, self._words(language), self._holder)
            if self._aged is not None and not found:  # "for ollie, 10, 12 kids"
                found = self._aged.ages_after(text)
            return found
        if self._year:
            return find_years(text, self._words(language), now.year)
        if self.type in (_EMAIL, _PHONE):
            return self.scan(text, now, language)
        if self.type == _BOOLEAN:  # "for 2 no car", "不带车"
            lex = self._lex("zh" if has_cjk(text) else language)
            said = boolean_said(text, self.spec.label, self.spec.name, self.spec.prompt, lex)
            if said is None:  # "…, outdoors, …": the author's word for a no
                said = self.yes_no_word(text, language)
            return [] if said is None else [said]
        if self._inner is not None and self.type == _TEXT:  # "cancel BK-1234"
            return [Parsed(code, text[a:b], 1.0, a, b) for code, a, b in self._codes(text)]
        if self._named_for is not None:  # "maths lessons for ella"
            return self._named_for.find(text)
        if self._place is not None:  # "到希尔顿酒店" for a slot labelled 酒店
            return find_places(self._place, text)
        return []

    def coerce(self, value: Any, now: datetime, language: str) -> Parsed | Invalid:
        """A value from a command (an LLM, a test, a replay) in canonical form
        (``canonical.coerce``); checks only the type, not the limits (``validate``)."""
        return coerce(
            value,
            self.type,
            self.choices,
            self._msg,
            lambda: self._currency(language),
            lambda raw: self.parse(raw, now, language),
        )

    def recognizes(self, value: Any) -> bool:
        """``value`` is one this slot knows, not just any text: a listed value, or a code
        that fits the slot's ``pattern``. A reference word loses to a recognized value."""
        if self._listed:
            return value in self.choices.values
        return (
            self._check is not None
            and isinstance(value, str)
            and self._check.fullmatch(value) is not None
        )

    def counts_time(self) -> bool:
        """The slot counts a unit of time only ("房子大概多少年了？", "几个小时？")."""
        return self._counted is not None and self._counted.of_time()

    def counts_other(self, text: str, got: Parsed, said: frozenset[str]) -> bool:
        """The number ``got`` of a slot that counts a named thing counts another thing
        ("2 controllers" asked for how many days; ``counted_other.counts_other``)."""
        if self._counted is None or got.end <= got.start or has_cjk(text):
            return False
        lex = self._lex(self.language)
        return counts_other(self._counted, text, got.end, lex, said, got.start)

    # ------------------------------------------------------------- internals

    def _codes(self, text: str) -> list[tuple[str, int, int]]:
        """Codes that fit the slot's pattern in ``text`` (``find_codes``), but none opening
        with a character that ends a code's label (``code_label_ends``: the 号 of
        "预约号xc7001"): a pattern that opens with any Chinese character (a plate's
        province) would take the label's last one, and the code typed after it is
        another slot's."""
        assert self._inner is not None
        found = find_codes(self._inner, text, self._loose)
        ends = grammar(self._lex("zh"), _code_label_ends)
        return [c for c in found if not (has_cjk(c[0][:1]) and c[0][:1] in ends)]

    def _parts_after(self, text: str, start: int, end: int, now: datetime) -> int:
        return parts_after(text, start, end, now, self._lex, self._words)

    def _strip_fillers(
        self, text: str, language: str, entity: bool = False, heads: bool = True
    ) -> str:
        lex = self._lex("zh" if has_cjk(text) else language)
        # an English statement in the user's words keeps its last word ("…down too")
        told = self.spec.takes_rest and not has_cjk(text)
        return strip_fillers(lex, text, entity, heads, self._where, self._person, told)

    def spaced_clause_at(self, text: str, now: datetime) -> int:
        """Where Chinese free text typed with spaces for commas goes on with a clause of its
        own (``free_text_ends.spaced_clause_at``); ``len(text)`` when it does not."""
        return spaced_clause_at(text, now, self._lex, self._words)

    def cut_at_stop(self, capture: str, language: str) -> str:
        """The capture up to the first stop word (``free_text.cut_at_stop``)."""
        return cut_at_stop(self._lex("zh" if has_cjk(capture) else language), capture)

    def _parse(self, text: str, now: datetime, language: str) -> tuple[Parsed | None, list[Any]]:
        stripped = text.strip(PUNCT_EDGES)
        if not stripped:
            return None, []
        t = self.type
        if t == _INTEGER and self.spec.kind is None:
            # "2 upstairs and 3 downstairs", "主卧两个 次卧两个": one count in parts, before
            # a pattern takes the first of them
            parts = self.scan(text, now, language)
            if len(parts) < 2 and has_cjk(text):
                # "主卧3扇 次卧2扇": digits glued after a part's name are no count alone
                # (a code's, ``GluedUnits``), but each is a part's count here
                numbers = [
                    Parsed(int(n.value), n.raw, 1.0, n.start, n.end)
                    for n in find_numbers(text, language, self._words(language))
                    if float(n.value).is_integer()
                ]
                digits = [
                    Parsed(int(m.group()), m.group(), 1.0, m.start(), m.end())
                    for m in _DIGITS.finditer(text)
                    if all(m.end() <= n.start or m.start() >= n.end for n in numbers)
                ]
                parts = sorted([*numbers, *digits], key=lambda p: p.start)
            summed = summed_parts(self._lex(language), self.spec, text, parts)
            if summed is not None:
                return Parsed(summed, text.strip(), 1.0, parts[0].start, parts[-1].end), []
        if self._patterns:
            found = self.find_in_patterns(text, now, language)
            if len({value_key(p.value) for p in found}) == 1:
                return found[0], []
            if found and t == _TEXT and not self._listed:
                # "送到公司，地址是朝阳区建国路88号": the later phrase says it precisely
                return max(found, key=lambda p: p.start), []
        if self._listed:
            core = self._strip_fillers(stripped, language, entity=True)
            choice, options = self.choices.match(text, core, fuzzy=self.spec.fuzzy)
            if choice is not None:
                return Parsed(
                    choice.value, choice.raw, choice.confidence, choice.start, choice.end
                ), []
            if not options and t == _ENUM and self._ranges:
                ranged = self._ranges.said(text)  # "在考五级" for a range 四到六级
                if len({p.value for p in ranged}) == 1:
                    return ranged[0], []
            if not options and t == _ENUM:
                dated = self._value_days.said(text, now, language, self._words(language))
                if dated is not None:  # "28 dec" for the week listed as "28 December"
                    return dated, []
                alias = self.aliases.get(normalize(core))
                if alias is not None:  # "am" for "morning"
                    return Parsed(alias, core, 1.0, 0, len(text)), []
            if options or t == _ENUM:
                return None, options
        if t == _TEXT:
            return text_answer(self, text, stripped, now, language)
        if self._whole is not None:  # "half a day should do it": no "a" read as one
            wholes = find_wholes(text, self._whole, self._words(language))
            if len({p.value for p in wholes}) == 1:
                return wholes[0], []
        # TWO_VALUES_FOR_ONE_SLOT_IN_A_REQUEST: of an age, the numbers its own phrases say
        # ("一个7岁一个11岁": 7 and 11, to ask which); the 一个 counting each child is none
        aged = find_ages(text, self._words(language), self._holder) if self._age else []
        found = aged or self.scan(text, now, language)
        if len(found) == 1:
            return found[0], []
        distinct = list(dict.fromkeys(value_key(p.value) for p in found))
        if len(distinct) == 1:
            return found[0], []
        if len(distinct) > 1:
            return None, [p.value for p in first_per_value(found)]
        if t == _PHONE:
            return self._phone_whole(stripped, language), []
        return None, []

    def core(self, text: str, language: str) -> str:
        """What an answer says without the words around it ("from Seoul please" -> "Seoul")."""
        return self._strip_fillers(text[:MAX_SCAN], language, entity=True)


def _runs(name: str) -> list[str]:
    """The runs of ``name``'s words, longest first: "driving licence number" gives
    "driving licence", "licence number", then each word."""
    words = name.split()
    return [
        " ".join(words[i : i + n])
        for n in range(len(words) - 1, 0, -1)
        for i in range(len(words) - n + 1)
    ]


def compile_parsers(
    domain: Domain, lexicon: Lexicon | None = None
) -> dict[tuple[str, str], ValueParser]:
    """One parser per (flow, slot) of the domain, built once at load; the value grammars
    of the domain's lexicons are built here too (once per distinct words), not in a turn."""
    extra = tuple(domain.settings.lexicons)
    for lang in ("en", "zh"):
        words = Words.of(load_lexicon(lang, extra))
        for make in (dates.DateGrammar, times.TimeGrammar, MoneyGrammar):
            built(make, words)
    return {
        (flow.name, slot.name): ValueParser(slot, domain, lexicon)
        for flow in domain.flows.values()
        for slot in flow.slots
    }


@lexicon_grammar
def _code_label_ends(w: ListWords) -> frozenset[str]:
    """The Chinese ``code_label_ends`` (``ValueParser._codes``): read once per lexicon, not
    on every code looked for."""
    return frozenset(w.words("code_label_ends", ("zh",)))
