"""Every value of a slot's type in a text, read with the lexicons the slot is read with.

``ValueParser`` (values.py) reads what a message says for one slot: its patterns, the whole
message as an answer, a command's value. Beneath it, this base reads values by type
anywhere in a text (``scan``: any date for a date slot, any amount for a money slot, the
listed values for a listed one), with the words of the slot's lexicons (an author's
additions merged), and holds the slot's limits (``validate``): what a value may be, and
why one was refused, said in the domain's language. A date said without its week or year
on a slot that ends before it ("friday", "nov 15" for a date that has happened) is the
last one, not the next (``last_or_next.py``); digits glued to letters are a count of a unit
or a piece of a code (``glued_units.py``); an email address is read by ``email_values.py``.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from ..formats import ValueFormats
from ..spec import NUMBER_TYPES, SlotSpec, SlotType
from . import dates, times
from .booking_count import BookingCount
from .boolean_asked import asked_of_the_business
from .boolean_values import boolean_in
from .choice_said import said_as_value
from .choice_typos import Choice
from .choices import Choices
from .clock_hours import counts_hours, hour_spans
from .date_bounds import said_as_bound
from .day_away import days_said, inside
from .dimensions import AreaUnit, find_areas
from .email_values import emails_in
from .glued_units import GluedUnits, own_units
from .grammar_words import grammar
from .label_parts import short_forms_of_label
from .label_someone import label_without_someone
from .label_verbs import label_verb_forms
from .last_or_next import last_if_past
from .lexicon import Lexicon, has_cjk, load_lexicon, normalize
from .limits import bounds, broken_limit, reason
from .measure_units import SlotUnit, slot_unit
from .money import counts_things, default_currency, find_money, said_as_length
from .months import MonthGrammar
from .numbers import SUFFIXES, find_numbers
from .parsed import Parsed
from .party import PartyReader, party_reader
from .phones import find_phones, whole_phone
from .ranks import counted_ranks, numbers_a_thing, ranks_said
from .time_counts import LengthGrammar, TimeUnit, find_lengths, weekday_spans
from .value_ranges import ValueRanges
from .value_words import Words, built

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_INTEGER, _ENUM, _BOOLEAN = SlotType.INTEGER, SlotType.ENUM, SlotType.BOOLEAN
_DATE, _TIME, _MONEY = SlotType.DATE, SlotType.TIME, SlotType.MONEY
_EMAIL, _PHONE = SlotType.EMAIL, SlotType.PHONE

#: Only this much of a message is ever scanned; a 100 kB paste costs what 1 kB does.
MAX_SCAN = 1000
#: refusals whose limit is a date or a time: said as people read them
_SAID_LIMITS = frozenset({"date_min", "date_max", "time_min", "time_max"})
_DEFAULT_REGION = {"en": "US", "zh": "CN"}
#: the fewest digits a phone number has, to tell one from an amount ("13500001111")
_PHONE_DIGITS = 7


class TypedScan:
    """Values of one slot's type anywhere in a text, and the slot's limits; the state is
    set by ``ValueParser.__init__`` when the domain loads."""

    spec: SlotSpec
    type: SlotType
    language: str
    choices: Choices
    currency: str | None
    region: str | None
    _listed: bool
    #: a yes-or-no slot's own words for its answers (``synonyms`` under ``yes`` / ``no``)
    _yes_no_words: Choices | None
    _ranges: ValueRanges
    _people: bool
    _days: bool
    _asks_count: bool
    _month: bool
    _unit: TimeUnit | None
    _area: AreaUnit | None
    _reask_lists: bool
    _weak_forms: frozenset[str]
    _parties: dict[str, PartyReader]
    _check: re.Pattern[str] | None
    _lexicon: Lexicon | None
    _lexicons: dict[str, Lexicon]
    _value_words: dict[str, Words]
    #: per language, the units the slot names itself (``own_units``), made on first use
    _own_units: dict[str, frozenset[str]]
    _measures: dict[str, SlotUnit | None]
    _extra: tuple[str, ...]
    #: the domain language's reasons (its lexicon's ``messages``), read at load
    _messages: dict[str, Any]
    #: how the domain's language shows a limit in a reason (``_msg``): its lexicon's
    #: ``formats``, read at load, made into ``ValueFormats`` on first use
    _format_table: dict[str, Any]
    _formats: ValueFormats | None

    def _words(self, language: str) -> Words:
        """The value words this slot reads a message of ``language`` with: its lexicon's
        (the author's additions merged), so their dates, numbers and money are read."""
        got = self._value_words.get(language)
        if got is None:
            got = self._value_words[language] = Words.of(self._lex(language))
        return got

    def _lex(self, language: str) -> Lexicon:
        if self._lexicon is not None and self._lexicon.language == language:
            return self._lexicon
        lex = self._lexicons.get(language)
        if lex is None:
            lex = load_lexicon(language if language in ("en", "zh") else "en", self._extra)
            self._lexicons[language] = lex
        return lex

    def scan(self, text: str, now: datetime, language: str) -> list[Parsed]:
        """Every value of this slot's *type* in ``text`` (any date for a date slot ...)."""
        text = text[:MAX_SCAN]
        t = self.type
        if self._listed:
            return self._listed_mentions(text, now, language)
        if t == _DATE and self._month:  # "10月份", "last month": the month's first day
            first, last = bounds(self.spec, now.date())
            past = last is not None and last <= now.date().isoformat()
            said = built(MonthGrammar, self._words(language)).find(text, now.date(), past)
            # this month on a slot that starts today: the month, from the first day it takes
            return [
                Parsed(first, p.raw_text, p.confidence, p.start, p.end)
                if first is not None and p.value < first and p.value[:7] == first[:7]
                else p
                for p in said
            ]
        if t == _DATE:
            return [
                Parsed(
                    last_if_past(
                        self.spec, s, now, self._words(language), self._lex(language), text
                    ).isoformat(),
                    s.raw,
                    s.confidence,
                    s.start,
                    s.end,
                )
                for s in dates.find_dates(text, now, language, self._words(language))
                if not said_as_bound(self._words(language), text, s.start, s.end)
            ]
        if t == _TIME:
            return [
                Parsed(*self._in_hours(s.value, s.raw, s.confidence, language), s.start, s.end)
                for s in times.find_times(text, language, self._words(language))
            ]
        if t in NUMBER_TYPES:
            if self._people:  # "me and my 2 kids": the 2 is part of the party of 3
                parties = self._party(text, language)
                if parties:
                    nums = self._numbers(text, now, language)
                    nums = [
                        n
                        for n in nums
                        if all(n.end <= p.start or n.start >= p.end for p in parties)
                    ]
                    return sorted([*parties, *nums], key=lambda p: p.start)
            nums = self._numbers(text, now, language)
            if self.spec.counts and self.type == _INTEGER:
                # "第二针", "2nd dose": a rank of what the slot counts says which one
                counted = frozenset(c.lower() for c in self.spec.counts)
                for r in counted_ranks(text, language, self._words(language), counted):
                    if all(r.end <= n.start or r.start >= n.end for n in nums):
                        nums.append(Parsed(r.value, r.raw, 1.0, r.start, r.end))
                nums.sort(key=lambda p: p.start)
            if not self._asks_count and numbers_a_thing(self.spec, self._people, self._days):
                # "the 3rd floor", "2nd": a rank names which one where the slot numbers a thing
                names = frozenset(
                    w.lower()
                    for w in re.split(r"[\s_]+", f"{self.spec.name} {self.spec.label or ''}")
                    if len(w) > 2
                )
                for r in ranks_said(text, self._words(language), names):
                    if all(r.end <= n.start or r.start >= n.end for n in nums):
                        nums.append(Parsed(r.value, r.raw, 1.0, r.start, r.end))
                nums.sort(key=lambda p: p.start)
            return nums
        if t == _MONEY:
            # "帮我买一杯咖啡": a number said with a measure word counts cups, no amount
            zh = self._lex("zh") if has_cjk(text) else None
            return [
                Parsed(
                    {"amount": m.amount, "currency": m.currency or self._currency(language)},
                    m.raw,
                    1.0 if m.currency else 0.9,
                    m.start,
                    m.end,
                )
                for m in find_money(text, language, self._words(language))
                if m.currency
                or (
                    (zh is None or not counts_things(zh, text, m.end))
                    and not said_as_length(self._words(language), text, m.end)
                    and not self._phone_shaped(m.raw, language)
                )
            ]
        if t == _EMAIL:
            return emails_in(text)
        if t == _PHONE:
            return self._phones(text, language)
        if t == _BOOLEAN:
            labels = tuple(n for n in (self.spec.label, self.spec.name.replace("_", " ")) if n)
            labels += short_forms_of_label(self.spec.label or "")  # "bird mesh please"
            # "board it up pls" for a slot labelled "board up"
            labels += label_verb_forms(self.spec.label or "", self._lex(language))
            # "nobody over 65" for a slot labelled "someone over 65"
            labels += label_without_someone(self.spec.label or "", self._lex(language))
            b = boolean_in(text, language, self._lex, self.spec.prompt, labels)
            if b is None:  # "outdoors" to "Is it indoors?": the author's word for a no
                b = self.yes_no_word(text, language)
            if b is None:  # "那不要了", "then no": an answer's filler before the yes or no
                lex = self._lex("zh" if has_cjk(text) else language)
                rest, at = lex["answer_fillers"].after_opening(text)
                b = boolean_in(rest, language, self._lex, self.spec.prompt, labels) if at else None
                if b is not None:
                    b = Parsed(b.value, b.raw_text, b.confidence, b.start + at, b.end + at)
            if b is None:  # "could you pick it up?" to the pickup's question: a yes
                b = asked_of_the_business(text, labels, self._lex(language))
            return [] if b is None else [b]
        return []

    def yes_no_word(self, text: str, language: str = "en") -> Parsed | None:
        """BOOLEAN_ANSWERED_BY_A_WORD_OF_ITS_OWN: a word the author listed under the slot's
        ``synonyms`` ``yes`` or ``no`` said in ``text`` ("outdoors", "in the garden" for a
        no to "Is it indoors?"), all such words said agreeing; None when none is said, or
        words of both answers are. Each word said right after one of lacking it (the
        lexicon's ``boolean_without``, determiners between at most: "no 1099", "without
        the freelance") says the other answer (NO_BEFORE_A_WORD_OF_THE_YES_READ_AS_THE_YES)."""
        if self._yes_no_words is None:
            return None
        lex = self._lex("zh" if has_cjk(text) else language)
        said = [
            (c, (c.value == "yes") != _lacked(lex, text[: c.start]))
            for c in self._yes_no_words.mentions(text)
            if normalize(c.raw) != c.value
        ]
        if not said or len({yes for _, yes in said}) > 1:
            return None
        first, yes = said[0]
        return Parsed(yes, first.raw, 1.0, first.start, first.end)

    def _listed_mentions(self, text: str, now: datetime, language: str) -> list[Parsed]:
        """The listed values said in ``text``. One that is also an everyday word ("first")
        is a value when said alone or right after a preposition ("in first"), not as a
        word of a sentence ("I want a hotel first"). One said by a number ("2" for a value
        named "the pair") names nothing inside a day said by its distance from today ("got
        it 2 years ago"; NUMBER_OF_A_DAY_AWAY_NAMES_A_LISTED_VALUE)."""
        found = self._not_in_a_day_away(self.choices.mentions(text), text, now, language)
        if not found and self._ranges:  # "孩子在考五级" for a range 四到六级
            return self._ranges.said(text)
        if not found or not self._weak_forms:  # most lists (cities, dishes) have none
            return [Parsed(c.value, c.raw, 1.0, c.start, c.end) for c in found]
        lex = self._lex("zh" if has_cjk(text) else language)
        weak = lex["weak_values"].exact
        return [
            Parsed(c.value, c.raw, 1.0, c.start, c.end)
            for c in found
            if normalize(c.raw) not in weak or said_as_value(lex, text, c)
        ]

    def _not_in_a_day_away(
        self, found: list[Choice], text: str, now: datetime, language: str
    ) -> list[Choice]:
        """``found`` (listed values said) without those said by a number alone that stands
        inside a day said by its distance from today (``day_away.days_said``)."""
        words = self._words(language)
        numbered = [
            c
            for c in found
            if any(
                n.start == 0 and n.end == len(c.raw) for n in find_numbers(c.raw, language, words)
            )
        ]
        if not numbered:
            return found
        away = days_said(text, now, language, words)
        return [c for c in found if c not in numbered or not inside(c.start, away)]

    def _numbers(self, text: str, now: datetime, language: str) -> list[Parsed]:
        nums = find_numbers(text, language, self._words(language))
        if nums:  # "M1 4BT" asked how many bedrooms: the 4 is a piece of the postcode
            glued = built(GluedUnits, self._words(language))
            own = self._own_units.get(language)
            if own is None:  # once per language: the slot and the endings do not change
                endings = ("", *self._words(language).en.words("plural_endings"))
                own = self._own_units[language] = own_units(self.spec, endings)
            nums = [n for n in nums if not glued.in_code(text, n.end, own)]
        if nums and self.spec.counts and has_cjk(text):  # "那帮我约一个": the booking's count
            booked = grammar(self._lex("zh"), BookingCount)
            nums = [n for n in nums if not booked.of_the_booking(text, n.start, n.end)]
        # "2 people at 7pm", "Dec 4", "5号": those digits belong to a time or a date
        if nums and not (len(nums) == 1 and nums[0].raw == text.strip()):
            taken = [
                (s.start, s.end) for s in times.find_times(text, language, self._words(language))
            ]
            taken += [
                (s.start, s.end)
                for s in dates.find_dates(text, now, language, self._words(language))
                if not said_as_bound(self._words(language), text, s.start, s.end)
            ]
            nums = [n for n in nums if all(n.end <= a or n.start >= b for a, b in taken)]
        # "a week", "两周": the "2" of "2 weeks" is no count of nights; "一年半" for months
        # is 18, and its 一 no count
        weeks = self._lengths(text, now, language) if self._unit is not None else []
        if self._area is not None:  # "5 by 4 metres": one area of 20, not the numbers 5 and 4
            weeks += find_areas(text[:MAX_SCAN], self._area, self._words(language))
        if self.type == _INTEGER and counts_hours(self.spec, self._words(language)):
            # "7 till 11": one count of 4 hours, not the numbers 7 and 11
            weeks += hour_spans(text[:MAX_SCAN], language, self._words(language))
        if weeks:
            nums = [n for n in nums if all(n.end <= w.start or n.start >= w.end for w in weeks)]
        out = weeks
        measure = self._measure_unit(language)
        if measure is not None and len(nums) > 1:
            # "its roughly 12 panels so about 22m" to "how long, in metres?": the number said
            # with a unit of the slot's dimension is the measure; the other counts a thing
            measured = [n for n in nums if measure.of_its_dimension(text, n.end, n.raw)]
            nums = measured or nums
        for n in nums:
            value = float(n.value)
            if measure is not None:  # "八斤" to "多少公斤？": 4; "22m" in metres: 22
                value = (
                    measure.unsuffixed(n.raw, value, SUFFIXES)
                    or measure.converted(text, n.end, value)
                    or value
                )
            if self.type == _INTEGER:
                if not value.is_integer():
                    continue
                out.append(Parsed(int(value), n.raw, 1.0, n.start, n.end))
            else:
                out.append(Parsed(value, n.raw, 1.0, n.start, n.end))
        return sorted(out, key=lambda p: p.start) if weeks else out

    def _measure_unit(self, language: str) -> SlotUnit | None:
        """The unit the slot holds a measure in (``measure_units.slot_unit``), once."""
        if language not in self._measures:
            self._measures[language] = slot_unit(self.spec, self._words(language))
        return self._measures[language]

    def _lengths(self, text: str, now: datetime, language: str) -> list[Parsed]:
        """Lengths of time said as counts of the slot's unit ("a week" = 7 nights, "半年" 6
        months), unless the words are a date's ("in 2 weeks", "3 months ago")."""
        assert self._unit is not None
        found = find_lengths(text[:MAX_SCAN], self._unit, self._words(language))
        weekly = weekday_spans(text[:MAX_SCAN], self._unit, self._words(language))
        if not found:  # most messages: the dates are not needed
            return weekly
        spans = [
            (d.start, d.end) for d in dates.find_dates(text, now, language, self._words(language))
        ]
        grammar = built(LengthGrammar, self._words(language))
        kept = [
            p
            for p in found
            if grammar.is_led(p) or all(p.end <= a or p.start >= b for a, b in spans)
        ]
        return sorted([*kept, *weekly], key=lambda p: p.start) if weekly else kept

    def _party(self, text: str, language: str) -> list[Parsed]:
        """Party sizes said without a count ("me and my wife"), as values of this slot."""
        lang = "zh" if has_cjk(text) else language
        reader = self._parties.get(lang)
        if reader is None:
            reader = self._parties[lang] = party_reader(self._lex(lang))
        return [Parsed(p.size, p.raw, 1.0, p.start, p.end) for p in reader.find(text[:MAX_SCAN])]

    def _currency(self, language: str) -> str:
        return default_currency(language, self.currency)

    def _region(self, language: str) -> str:
        return (self.region or _DEFAULT_REGION.get(language, "US")).upper()

    def _phones(self, text: str, language: str) -> list[Parsed]:
        return [
            Parsed(e164, raw, 1.0, a, b)
            for e164, raw, a, b in find_phones(text, self._region(language))
        ]

    def _phone_shaped(self, raw: str, language: str) -> bool:
        """PHONE_NUMBER_READ_AS_AN_AMOUNT: ``raw``, said with no currency, is a valid phone
        number of the region ("13500001111" to "您是指¥7,000还是¥8,000？"): a number
        for the phone slot, never an amount."""
        digits = sum(c.isdigit() for c in raw)
        if digits < _PHONE_DIGITS:
            return False
        got = whole_phone(raw, self._region(language))
        return got is not None and got[1] >= 1.0

    def _phone_whole(self, text: str, language: str) -> Parsed | None:
        got = whole_phone(text, self._region(language))
        return None if got is None else Parsed(got[0], text, got[1], 0, len(text))

    def _in_hours(
        self, value: str, raw: str, confidence: float, language: str
    ) -> tuple[str, str, float]:
        """A bare hour ("7点", "at 7": morning as written, confidence under 1) that the slot's
        ``min``/``max`` rule out in the morning but allow twelve hours later is the evening:
        a kitchen open 10:00-22:00 delivers "7点半" at 19:30, not at 07:30. A slot with no
        hours reads a bare hour of the small hours that people mean in the afternoon
        (the value lexicon's ``bare_hours_afternoon``: "thursday at 3", "half 4", "3点") in
        the afternoon (BARE_HOUR_OF_THE_SMALL_HOURS_READ_AS_NIGHT); "3am", "凌晨3点" say
        the night."""
        if confidence >= 1.0:
            return value, raw, confidence
        hour = int(value[:2])
        if self.spec.min is None and self.spec.max is None:
            if hour in built(_afternoon_hours, self._words(language)).get(language, ()):
                return f"{hour + 12:02d}{value[2:]}", raw, 0.9
            return value, raw, confidence
        if hour >= 12 or self.validate(value) is None:
            return value, raw, confidence
        later = f"{hour + 12:02d}{value[2:]}"
        # under 1.0: still read from a bare hour, so a morning said before can take it back
        return (later, raw, 0.9) if self.validate(later) is None else (value, raw, confidence)

    def validate(self, value: Any, now: datetime | None = None) -> str | None:
        """Why a canonical value breaks the slot's ``min``/``max``/``pattern``/``values``.

        ``min``/``max`` of a date slot may be ``today``, ``tomorrow`` or an ISO date; they
        are resolved against ``now`` (pass the turn's clock; the host clock is used only
        when it is omitted).
        """
        listed = self.choices.values if self.type == _ENUM and self.choices else None
        return broken_limit(self.spec, self.type, value, now, listed, self._check, self._msg)

    def fits(self, value: Any, now: datetime | None = None) -> bool:
        """Whether ``value`` keeps every limit of the slot: ``validate(value, now) is
        None`` without phrasing the reason, where a reader only asks whether it fits (each
        word of a message tried against a pattern: a reason phrased per word refused)."""
        listed = self.choices.values if self.type == _ENUM and self.choices else None
        return (
            broken_limit(self.spec, self.type, value, now, listed, self._check, _no_reason) is None
        )

    def _msg(self, kind: str, **fields: str) -> str:
        """A reason in the domain's language (``limits.reason``), with this slot's options;
        naming only the value when the question asked again lists them itself."""
        table = self._messages
        if kind == "enum" and self._reask_lists and table.get("enum_listed"):
            kind = "enum_listed"
        formats = self._formats
        if formats is None:  # one per slot: Babel's memo of what it showed is kept with it
            formats = self._formats = ValueFormats(self.language, self._format_table)
        fields.setdefault(
            "options", formats.patterns.get("list_sep", ", ").join(self.choices.values)
        )
        if kind in _SAID_LIMITS and "limit" in fields:  # "on or after Sunday 29 November"
            fields["limit"] = formats.show(fields["limit"], self.type)
        return reason(table, kind, fields)


def _no_reason(kind: str, **fields: str) -> str:
    """A limit broken, unphrased (``TypedScan.fits``): only whether one is broken counts."""
    return kind


def _afternoon_hours(w: Words) -> dict[str, frozenset[int]]:
    """Per language, the bare hours read in the afternoon on a slot with no hours (the
    value lexicons' ``bare_hours_afternoon``), built once per words, not on every read: a
    reading one language's speakers make by convention goes by the message's language."""
    return {
        lang.language: frozenset(int(h) for h in lang.words("bare_hours_afternoon"))
        for lang in (w.en, w.zh)
    }


def _lacked(lex: Lexicon, before: str) -> bool:
    """``before`` (what stands before a word of a yes-or-no slot) ends on a word of lacking
    (``boolean_without``: "no", "without", "dont need"), determiners at most after it
    (``thing_determiners``): "no 1099", "without the freelance"."""
    words = normalize(before).split()
    while words and words[-1] in lex["thing_determiners"].exact:
        words.pop()
    tail = " ".join(words)
    return any(
        tail == p or tail.endswith(" " + p) for p in lex["boolean_without"].phrases if p.isascii()
    )
