"""A number before the thing a count slot counts fills it, with other slots' words between.

"two large pizzas", "3 big ones", "两个大披萨", "三个大的": the number is the count, even
though the slot's pattern ("{value} pizzas") wants the noun right after it. What may
stand between is what the flow itself declares — the values and synonyms of its other
listed slots ("large", "big", "大") — and, in languages that have them, a classifier
from the lexicon (``classifiers``: "个", "份"). The counted noun comes from the slot
(worked out at load, ``counted_slot.counted_noun``): the words after ``{value}`` in its
patterns, the nouns its name implies, or its ``counts:`` list;
a lexicon's ``counted_ones`` ("ones", "的") stands for it when the flow has one count.
With one count, a bare number said as a clause of its own after a comma ("a tie for
hillcrest, 9-10, 1, no name tapes") is that count too: said among the request's values with
nothing of its own, it can be said of nothing else.

The reader returns only the number's span: the words between are left to the slots they
belong to, so "two large pizzas" fills the size too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .clauses import CLAUSE_END
from .count_text import CLAUSE_CLOSE, FIRST_WORD, ends_word, skip_words
from .count_words import (
    CountLeads,
    CountWords,
    JustWords,
    measure_joiners,
    past_rough,
    plural_endings,
    time_lengths,
    units_of_time,
)
from .counted_kinds import kind_closing, times_after, times_marks
from .counted_other import SHORTEST, shortened
from .counted_sets import counted_by_who
from .day_away import Span, inside
from .grammar_words import grammar
from .lexicon import Lexicon
from .money import counting_words
from .numbers import counting_nothing, find_numbers, small_number
from .parsed import Parsed
from .rate_period import RateWords, TimesWords, opens_rate_period
from .value_words import Words, built

__all__ = ["CountedNoun"]

#: a Chinese character
_CJK = re.compile(r"[\u3400-\u9fff]")
_GLUED_DIGITS = re.compile(r"(?<=[\u3400-\u9fff])\d{1,3}(?![\d.,])")


#: one Latin word of three letters or more opening the rest after a count ("back" of
#: "both back tyres"), with the space after it
_GAP_WORD = re.compile(r"\s+([a-z]{3,})(?=\s)")
#: a clause opened after a comma: a bare number said as one, among the request's values,
#: is the count of the flow's one counted thing (nothing else it could be said of)
_AFTER_A_COMMA = re.compile(r"[,;]\s*$")
#: a number said as a clause of its own that is a phone number or a reference, not a
#: count: typed with a leading zero ("07700 900123") or longer than any count of things
#: a person books ("book a taxi please, 07700900123"; a phone slot reads it)
_NO_COUNT = re.compile(r"^0\d|\d{7}")


def _countable(n: Parsed) -> bool:
    """A number that may count things: no code's digits (``_NO_COUNT``)."""
    return not _NO_COUNT.search(n.raw_text.replace(" ", ""))


def _alone_after(numbers: Iterable[Parsed], low: str, lead: re.Pattern[str]) -> Parsed | None:
    """The first of ``numbers`` that may count things said alone in a clause of ``low``
    (the text casefolded) with ``lead`` found in the text before it; None when none is."""
    for n in numbers:
        if lead.search(low[: n.start]) and CLAUSE_CLOSE.match(low, n.end) and _countable(n):
            return n
    return None


@dataclass(frozen=True)
class CountedNoun:
    """What one count slot counts, and the words that may stand between number and noun."""

    nouns: frozenset[str]
    between: frozenset[str]
    #: the flow has this one count slot, so "ones" / "的" can only mean its thing
    only_count: bool
    #: the flow's declared measure words (``measures``: "bowl", "碗"), with their plurals
    measures: frozenset[str] = frozenset()
    #: what the domain's other counts count ("瓶" of a count of bottles stored): a measure
    #: word closing a clause that is one of these is no count of this slot
    elsewhere: frozenset[str] = frozenset()
    #: the words the slot's own patterns put right after its number ("度" of "{value}度"):
    #: said so, the number is this slot's way of being said, and a measure word closing a
    #: clause ("配一副") that is none of them counts something else
    said_with: frozenset[str] = frozenset()
    #: the verbs of nouns that name who does a thing ("jump" of "jumpers", the lexicon's
    #: ``agent_endings``): the activity ("a jump session") is no shortening of them
    stems: frozenset[str] = frozenset()
    #: the slot counts people (``party.counts_people``): "a birthday one" is a cake, never
    #: a person, so ``counted_ones`` stand for nothing it counts
    people: bool = False
    #: the words that set a listed value of another slot apart from those sharing its head
    #: word (``value_forms.headed``: "outdoor" of "outdoor pitch" beside "inside pitch"),
    #: or the thing a size fits ("labrador" of a synonym "labrador size", the lexicon's
    #: ``size_heads``): "an outdoor one" is that value, its head left unsaid, and counts
    #: nothing
    set_apart: frozenset[str] = frozenset()
    #: the nouns' first letters as one pattern, built at load: a message holding none of
    #: them names none of the nouns (``count_before``'s quick filter)
    prefixes: re.Pattern[str] | None = field(init=False, repr=False, compare=False)
    #: the listed values of the flow's other slots when this is its one count of things
    #: beside counts of time (``counted_slot._kinds_counted``): "1 luxury trailer",
    #: "5 standard ones" count the things by their kind
    kinds: frozenset[str] = frozenset()
    #: the slot counts things in a period its label or question names ("visits a week",
    #: "每周上门次数"): a rate said by a times word counts them ("twice a week")
    per_period: bool = False

    def __post_init__(self) -> None:
        heads = sorted({noun[:SHORTEST] for noun in self.nouns}, key=len, reverse=True)
        rx = re.compile("|".join(map(re.escape, heads))) if heads else None
        object.__setattr__(self, "prefixes", rx)

    def count_before(
        self,
        text: str,
        numbers: Iterable[Parsed],
        lex: Lexicon,
        days: tuple[Span, ...] = (),
        named: Callable[[], tuple[Span, ...]] = tuple,
    ) -> Parsed | None:
        """The first number of ``text`` followed by (a classifier,) words of ``between``
        and then the counted noun; none inside ``days``, the spans naming a day by its
        distance; ``named``: every span naming a day, read only when a count may close on
        one ("fronts for 2 on thursday")."""
        low = counting_nothing(text.casefold(), Words.of(lex))
        # COUNT_OF_DAYS_READ_IN_A_DAY_AWAY: "3天后来取", "in 3 days" name a day, no count
        numbers = [n for n in numbers if not inside(n.start, days)]
        glued = [n for n in _glued(text, numbers) if not inside(n.start, days)]
        if self.only_count:  # "order a tie for hillcrest, 9-10, 1, no name tapes"
            found = _alone_after(numbers, low, _AFTER_A_COMMA)
            if found is not None:
                return found
        if self.only_count:  # "…just the once, theres 2", "…, we have 3": the thing unsaid
            found = _alone_after(numbers, low, grammar(lex, CountLeads).clause_start)
            if found is not None:
                return found
        if self.per_period and not self.people:  # "twice a week", "一周两次": a rate of times
            times_rate = built(TimesWords, Words.of(lex)).rate(low, numbers)
            if times_rate is not None:
                return times_rate
        if self.only_count and not self.people:
            # COUNT_FOR_A_NUMBER_OF_THE_ONE_COUNTED_THING: "fronts for 2", "a trim for 3, friday":
            # a bare number after "for" closing its clause counts the flow's one thing (a
            # party's "for 2" is read as people by the people slots)
            said_for = grammar(lex, CountLeads).said_for
            for n in numbers:
                if (
                    said_for.search(low[: n.start])
                    and (CLAUSE_CLOSE.match(low, n.end) or _day_next(low, n.end, named(), lex))
                    and _countable(n)
                ):
                    return n
        if self.only_count:  # "刻公章 光敏的 刻两个 后天来拿": a measure word closing its clause
            # the first said: digits glued after a word ("是4台") are no later than a count
            # said after them ("不对 是4台 书房还有一台": 4)
            in_order = sorted([*numbers, *glued], key=lambda p: p.start)
            closed = self._closing_measure(low, in_order, lex)
            if closed is not None:
                # MEASURE_CLOSING_A_CLAUSE_BEFORE_THE_COUNT_OF_ITS_NOUN: a measure word alone
                # counts the thing left unsaid ("约一个" of the booking) only when no number
                # of the message names the slot's own noun ("6个人", "4小时") after it
                return self._own_noun_counted(low, in_order, lex) or closed
        # "…, its twins", "…, just her": a count of babies or children said by who they are,
        # read when no number before a counted noun is (below)
        who = counted_by_who(low, numbers, self.nouns, lex) if not self.people else None
        # (a phrase set's phrases are normalized already)
        alone = (self.only_count or self.kinds) and not self.people
        ones = lex["counted_ones"].exact if alone else frozenset()
        # a count is read only up to its noun: a message that names none of them (most
        # messages, for most flows) has no count before one, and no number is looked at
        # (a noun's first letters stand for it: "2 bed flat" of bedrooms, ``shortened``)
        if (
            (self.prefixes is None or self.prefixes.search(low) is None)
            and not any(one[:SHORTEST] in low for one in ones)
            and not self.kinds
        ):
            return who
        # ONE_STANDING_FOR_ANOTHER_THING_READ_AS_A_COUNT: "ones" stand for a thing, never for
        # a unit of time, so "an electric one" beside a count of hours counts no hour ("just
        # the one" said as a clause of its own still does, below)
        things = not self.nouns & units_of_time()
        nouns = self.nouns | ones if ones and things else self.nouns
        if self.only_count:  # "need a new zip on my parka, just the one, by monday"
            just = grammar(lex, JustWords).clause_start
            for n in numbers:
                if n.value == 1 and just.search(low[: n.start]) and CLAUSE_CLOSE.match(low, n.end):
                    return n
        endings = grammar(lex, plural_endings)[lex.language]
        times = built(times_marks, Words.of(lex))
        timed = times_after(self.nouns, self.kinds, low, times, endings)
        if timed is not None:
            return timed
        # COUNT_WRITTEN_AS_TIMES_A_NUMBER: "3x standard", "3 x luxury trailers": the mark
        # stands where a measure word would
        classifiers = lex["classifiers"].exact | self.measures | times
        singles = [
            Parsed(1, text[m.start() : m.end()], 1.0, m.start(), m.end())
            for m in (lex["single_words"].finditer(low) if lex["single_words"].regex else ())
        ]
        # "a kids party": an article before a plural counts none of it (it goes with the
        # noun after, "party"), where "a kid" would be one
        singles = [n for n in singles if not _plural_next(low[n.end :], nouns, endings)]
        spoken = Words.of(lex)
        rated, leads = lex["single_words"].exact, built(RateWords, spoken).leads
        singles = [
            n
            for n in singles
            if not opens_rate_period(
                low[: n.start], lambda t: small_number(t, spoken), rated, leads
            )
        ]
        # ARTICLE_BEFORE_A_NUMBERED_COUNT_OF_ITS_NOUN: "need a regular clean 3 days a week":
        # a number said with the counted noun wins over an article before it
        ordered = [*sorted([*numbers, *glued], key=lambda p: p.start), *singles]
        for n in ordered:
            own = n.raw_text.casefold().split()
            if len(own) > 1 and _starts_with(own[-1], nouns, endings):
                return n  # "3 days": a number read with its noun
            said, rest = self._after(low, n, lex, classifiers)
            # the counted thing may itself be a measure word ("20份", "30张" of a slot that
            # counts 份 or 张): it is the noun, not a classifier to pass over
            if self._opens_with_noun(said, endings):
                return n
            if self.measures:  # "2 bowls of ramen": the measure word's joiner
                rest = skip_words(rest, built(measure_joiners, Words.of(lex)), once=True)
            if ones and n.raw_text.casefold() in self.between and _starts_with(rest, ones, ()):
                continue  # "the 360 one": a listed value of another slot, chosen, no count
            if ones and self._set_apart(rest, ones):
                continue  # "an outdoor one": a listed value of another slot, no count
            if self._reaches(rest, nouns, endings, 0):
                return n
            if rest != said and self._headed(rest, classifiers):
                return n
            if self._described(rest, nouns, endings, lex):
                return n
            if n not in singles and kind_closing(self.kinds, rest, ones, endings, lex):
                return n
        return who

    def of_time(self) -> bool:
        """What the slot counts is a unit of time only (years, hours): a number with a
        measure word of things ("一个") counts none of it."""
        units = units_of_time()
        # "个小时" of "几个小时？": the unit after the measure word that counts anything
        return bool(self.nouns) and all(n in units or n[1:] in units for n in self.nouns)

    def _own_noun_counted(self, low: str, numbers: Iterable[Parsed], lex: Lexicon) -> Parsed | None:
        """The first of ``numbers`` said with a counted noun right after it, a measure
        word between at most ("6个人", "4小时", "3 hours"): the count that names what it
        counts, where a measure word closing a clause leaves its thing to be guessed."""
        endings = grammar(lex, plural_endings)[lex.language]
        classifiers = lex["classifiers"].exact | self.measures
        for n in numbers:
            said, rest = self._after(low, n, lex, classifiers)
            if self._opens_with_noun(said, endings) or self._opens_with_noun(rest, endings):
                return n
        return None

    def _after(
        self, low: str, n: Parsed, lex: Lexicon, classifiers: frozenset[str]
    ) -> tuple[str, str]:
        """What follows the number ``n`` in ``low``, past a word for "about" ("十来扇":
        ``past_rough``), and the same past one measure word: where a count's noun may
        stand, right after it or after its measure word ("6个人", "4小时")."""
        said = past_rough(low[n.end :], lex, classifiers | self.nouns)
        return said, skip_words(said, classifiers, once=True)

    def _opens_with_noun(self, text: str, endings: tuple[str, ...]) -> bool:
        """``text`` opens with a noun the slot counts (a plural of one, or its stem)."""
        return _starts_with(text, self.nouns, endings, self.stems)

    def _set_apart(self, rest: str, ones: frozenset[str]) -> bool:
        """``rest`` is a word setting a listed value of another slot apart (``set_apart``)
        and then a word of ``ones`` standing for that value's head ("outdoor one" beside
        "inside pitch", "outside pitch": LISTED_VALUE_SAID_AS_A_ONE_TAKEN_AS_AN_ADDRESS)."""
        stripped = rest.lstrip()
        return any(
            stripped.startswith(w) and _starts_with(stripped[len(w) :].lstrip(), ones, ())
            for w in self.set_apart
            if ends_word(stripped, w)
        )

    def _headed(self, rest: str, classifiers: frozenset[str]) -> bool:
        """``rest``, after a measure word, opens with a Chinese noun of two characters whose
        last is a counted word that is itself a measure word: Chinese names a thing by its
        own measure word after a character of what it is (房间 of 间, 车辆 of 辆, 纸张 of
        张), so "测4个房间" counts 间 as "4间" does; with the request it counted nothing."""
        return (
            len(rest) >= 2
            and _CJK.match(rest) is not None
            and rest[1] in self.nouns
            and rest[1] in classifiers
        )

    def _described(
        self, rest: str, nouns: frozenset[str], endings: tuple[str, ...], lex: Lexicon
    ) -> bool:
        """``rest`` is one English word the flow does not list and then a counted noun:
        "both back tyres", "2 front tyres", "a spare wheel", where the word says which of
        the things, as people describe what they count. Not a plural (a noun of its own:
        "2 kids bikes"), a word that stops a value (``value_stops``: "for", "and"), a
        trigger's filler ("the", "my"), a number word or a unit of time."""
        word = _GAP_WORD.match(rest)
        if word is None or word.group(1) in self.between:
            return False
        said = word.group(1)
        plural = any(e and said.endswith(e) for e in endings)
        filler = (
            said in lex["value_stops"].exact or said in grammar(lex, CountWords).trigger_fillers
        )
        if plural or filler or said in time_lengths() or said in lex["counted_ones"].exact:
            return False
        if find_numbers(said):
            return False
        return _starts_with(rest[word.end() :], nouns, endings, self.stems)

    def _closing_measure(self, low: str, numbers: Iterable[Parsed], lex: Lexicon) -> Parsed | None:
        """A number with a measure word (the lexicon's ``classifiers``, the flow's
        ``measures``) that closes its clause, the thing it counts left unsaid, as Chinese
        leaves it once the request has named it ("刻私章 牛角 1个", "刻两个 后天来拿", "2个
        执照带着呢"): with one count in the flow it can count nothing else. A measure word
        another count of the domain counts ("寄存两瓶" where a flow stores bottles) is that
        count's, not this one's (the hours added), and "80块" says an amount. A measure word with
        a noun after it in the clause ("12个人", "3个小时") counts that noun, not this; and a
        slot whose own patterns say its number with a word after it ("{value}度") takes no
        measure word but those ("配一副" is no count of degrees). A word that stops a value
        right after the measure word (``value_stops``: a day, "下周一", a particle) ends the
        clause as a space would: "刻合同章光敏1个下周一拿", typed with no space."""
        # a currency word ("80块") says an amount (``counting_words``); a measure another
        # count of the domain counts by ("寄存两瓶" where bottles are stored) is that one's
        classifiers = (counting_words(lex) - self.elsewhere) | self.measures
        if self.said_with:  # "{value}度": "配一副" counts no degrees
            classifiers = (classifiers & self.said_with) | self.measures
        if not classifiers:
            return None
        for n in numbers:
            rest = past_rough(low[n.end :], lex, classifiers | self.nouns)
            left = skip_words(rest, classifiers, once=True)
            if left == rest or not _CJK.match(rest.lstrip()):
                continue  # no measure word, or a Latin one ("2 bags"): English names its thing
            if not _countable(n):
                continue
            if not left or left[0].isspace() or CLAUSE_END.match(left):
                return n
            if lex["value_stops"].prefix(left) is not None:
                return n  # "光敏1个下周一拿": typed glued before a day, the clause ends there
        return None

    def _reaches(
        self, rest: str, nouns: frozenset[str], endings: tuple[str, ...], depth: int
    ) -> bool:
        """``rest`` is words of ``between`` and then a counted noun. Each way of reading
        the words is tried: "大的" is a size, and "大" + "的" a size and "ones"."""
        stripped = rest.lstrip()
        if _starts_with(stripped, nouns, endings, self.stems):
            return True
        if depth >= 4:
            return False
        return any(
            self._reaches(stripped[len(w) :], nouns, endings, depth + 1)
            for w in self.between
            if stripped.startswith(w) and ends_word(stripped, w)
        )


def _glued(text: str, numbers: Iterable[Parsed]) -> list[Parsed]:
    """Digits right after a Chinese character ("要5袋大米", "改成3个") that ``numbers`` does
    not hold: no number elsewhere (they may be a house number), but a count when the
    counted noun, or a measure word closing the clause, follows."""
    seen = {p.start for p in numbers}
    return [
        Parsed(int(m.group(0)), m.group(0), 1.0, m.start(), m.end())
        for m in _GLUED_DIGITS.finditer(text)
        if m.start() not in seen
    ]


def _starts_with(
    rest: str, nouns: frozenset[str], endings: tuple[str, ...], stems: frozenset[str] = frozenset()
) -> bool:
    stripped = rest.lstrip()
    for noun in nouns:
        for form in (noun, *(noun + e for e in endings)):
            if stripped.startswith(form) and ends_word(stripped, form):
                return True
    word = FIRST_WORD.match(stripped)
    if word is None:
        return False
    said = word.group(0)
    return any(
        shortened(f, nouns, stems)
        for f in (said, *(said[: -len(e)] for e in endings if e and said.endswith(e)))
    )


def _day_next(low: str, end: int, days: tuple[Span, ...], lex: Lexicon) -> bool:
    """A day is named right after ``end``, a word of the lexicon's ``value_leads`` at most
    between ("for 2 on thursday"), and its clause closes with it: what is said after the
    count is its day, not its noun ("for 2 people tomorrow" counts people)."""
    leads = lex["value_leads"].exact
    return any(
        a >= end
        and (not (between := low[end:a].split()) or (len(between) == 1 and between[0] in leads))
        and CLAUSE_CLOSE.match(low, b)
        for a, b in days
    )


def _plural_next(rest: str, nouns: frozenset[str], endings: tuple[str, ...]) -> bool:
    """The word opening ``rest`` is a counted noun in a plural form ("kids" of "kid"): no
    article counts it."""
    word = FIRST_WORD.match(rest.lstrip())
    if word is None:
        return False
    said = word.group(0)
    return any(e and said.endswith(e) and said[: -len(e)] in nouns for e in endings)
