"""A count of a unit of time said as a length: "半年" is 6 for a slot that counts months,
"a year" 12, "一年半" 18, "two weeks" 14 for a slot that counts days, "a week" 7 nights.

A slot that counts months (``counts: 月``, ``counts: month``) read only a number before its
unit ("3个月"), so "交半年的" or "for a year" was not understood, though people say lengths
of time in the unit that fits them, not in the slot's. The unit words and how long each is
are the lexicon's (``day_lengths``, ``month_lengths``, ``half_words``); a length that is not
a whole number of the slot's unit (a week of a slot counting months) is not its value.

One grammar reads every such length. A slot of ``kind: nights`` counts days too, and takes
the lengths said in a longer unit ("a week", "两周", an author's "fortnight" among the
lexicon's ``stay_units``, kept readable); its own count ("3 nights") is its number's and
its pattern's, as before. A length that is a date's ("in 2 weeks", "3 days ago") is the
date's; a week word that starts a weekday ("两周五") is no length.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import SlotSpec, SlotType
from .lexicon import normalize
from .numbers import NumberGrammar
from .parsed import Parsed
from .rate_period import RateWords, TimesWords, opens_rate_period
from .value_words import Words, alternation, built
from .weekday_spans import WeekdaySpans
from .weekdays import WeekdayWords

#: the two bases lengths are measured in
_BASES = ("day_lengths", "month_lengths")


@dataclass(frozen=True)
class TimeUnit:
    """What a slot counts, as a length: the base (days or months) and how many of it;
    ``longer``: only lengths said in a longer unit are its values, a unit alone one of it
    (a count of nights: "a week", "fortnight")."""

    base: str
    size: int
    longer: bool = False
    #: "for the weekend" is a length of it: days of a hire, not the nights of a stay (a
    #: stay over a weekend arrives on the Friday or the Saturday, which the date says)
    weekends: bool = False


#: what a count of nights or days reads as lengths: weeks and longer, in days
NIGHTS = TimeUnit("day_lengths", 1, longer=True)
#: the same for a count of days that are no nights (a hire): a weekend is two of them
DAYS = TimeUnit("day_lengths", 1, longer=True, weekends=True)


def time_unit(spec: SlotSpec, words: Words) -> TimeUnit | None:
    """The unit of time an integer slot counts (from ``counts``), or None."""
    if spec.type != SlotType.INTEGER or not spec.counts:
        return None
    for base in _BASES:
        lengths = {**words.en.mapping(base), **words.zh.mapping(base)}
        for counted in spec.counts:
            size = lengths.get(normalize(counted))
            if isinstance(size, int) and size > 0:
                return TimeUnit(base, size, weekends=base == "day_lengths")
    return None


class LengthGrammar:
    """Lengths of time of one ``Words``, compiled once (``built``)."""

    def __init__(self, w: Words) -> None:
        self.numbers = built(NumberGrammar, w)
        self.lengths = {base: {**w.en.mapping(base), **w.zh.mapping(base)} for base in _BASES}
        # the lengths of stay an author names (``stay_units``, the older key) are days too
        stays = {**w.en.mapping("stay_units"), **w.zh.mapping("stay_units")}
        self.lengths["day_lengths"] = {**stays, **self.lengths["day_lengths"]}
        units = [u for base in _BASES for u in self.lengths[base]]
        # "两周五" is a weekday ("周五"), "两周末" the weekends: no length of two weeks
        wd = built(WeekdayWords, w)
        self.week_units = frozenset(w.zh.words("week_words")) & set(units)
        self.starts_a_day = re.compile(
            rf"[{wd.zh_day_chars}]|{alternation(w.zh.words('weekend_words'))}"
        )
        halves = w.both("half_words")
        digits = rf"\d+(?:\.5)?|{self.numbers.numeral_chars}+"
        self.ones = frozenset(x.lower() for x in w.both("length_ones"))
        #: the words that lead a length, never a rate's thing (``rate_not_things``)
        self.not_rated = built(RateWords, w).leads
        #: the periods of rates said by a times word ("twice a week", "一周两次")
        self.rates = built(TimesWords, w)
        ones = alternation(self.ones)
        # "for the weekend", "for the whole week": one of the unit, a length though a date
        # reads the same words (``length_the``)
        the = alternation(w.both("length_the"))
        self.lead = re.compile(rf"(?:{the})\s", re.IGNORECASE) if the else None
        the = the or r"(?!)"
        # a weekend said alone is when, never how long ("this weekend")
        self.weekend_units = frozenset(x.lower() for x in w.both("weekend_words")) & {
            u.lower() for u in units
        }
        said = [*w.en.words("small_numbers"), *w.en.words("number_words")]
        number = rf"\b(?:{alternation(said)}|{ones})\b|{digits}"
        half = alternation(halves)
        more = alternation(w.both("half_after"))
        measure = alternation(w.zh.words("date_unit_measures"))
        self.pattern = re.compile(
            rf"(?:(?P<the>\b(?:{the})\s+)|(?P<half>{half})\s*"
            rf"|(?P<n>{number})\s*(?:{measure})?\s*|(?<![^\W\d_]))"
            rf"(?P<u>{alternation(units)})(?P<more>\s*(?:{more}))?(?![a-z])",
            re.IGNORECASE,
        )
        self.gate = re.compile(alternation(units), re.IGNORECASE)

    def find(self, text: str, unit: TimeUnit) -> list[Parsed]:
        """Every length in ``text`` that is a whole number of ``unit``."""
        if self.gate.search(text) is None:
            return []
        out: list[Parsed] = []
        periods = self.rates.periods(text)
        for m in self.pattern.finditer(text):
            if any(a <= m.start() < b for a, b in periods):
                continue  # "twice a week", "一周两次": the rate's period, no length
            word = m.group("u").lower()
            base = next((b for b in _BASES if word in self.lengths[b]), None)
            if base != unit.base:
                continue
            if unit.longer and self.lengths[base][word] <= unit.size:
                continue  # "3 nights" to a count of nights: its number's, not a length
            if word in self.week_units and self.starts_a_day.match(text, m.end()):
                continue
            if word in self.weekend_units and not unit.weekends:
                continue
            led = m.group("n")
            if (
                led is not None
                and led.strip().lower() in self.ones
                and opens_rate_period(text[: m.start()], self._count, self.ones, self.not_rated)
            ):
                continue  # "2 days a week": the rate's period, no length
            if m.group("the") is not None:
                count: float | None = 1.0  # "for the weekend": one, whatever the slot counts
            elif word in self.weekend_units and m.group("n") is None:
                continue
            elif m.group("half") is None and m.group("n") is None:
                # a unit alone is one of it ("fortnight" to "how many nights?") for a
                # count of nights; a week word alone starts a weekday ("周五")
                if not unit.longer or word in self.week_units:
                    continue
                count = 1.0
            else:
                count = self._count(m.group("n")) if m.group("half") is None else 0.5
            if count is None:
                continue
            if m.group("more"):
                count += 0.5
            total = count * self.lengths[base][word]
            if total <= 0 or total % unit.size:
                continue
            out.append(Parsed(int(total // unit.size), m.group(0), 1.0, m.start(), m.end()))
        return out

    def is_led(self, found: Parsed) -> bool:
        """``found`` was said as one whole unit ("for the weekend"): a length, though a
        date reads its unit too."""
        return self.lead is not None and self.lead.match(found.raw_text) is not None

    def _count(self, said: str | None) -> float | None:
        if said is None:
            return None
        low = said.lower().strip()
        if low in self.ones:
            return 1.0
        if low.endswith(".5") and low[:-2].isdigit():  # "1.5 years"
            return float(low)
        got = self.numbers.count(low)
        return float(got) if got is not None else None


def find_lengths(text: str, unit: TimeUnit, words: Words) -> list[Parsed]:
    """Lengths of time said in ``text`` as counts of ``unit``."""
    return built(LengthGrammar, words).find(text, unit)


def weekday_spans(text: str, unit: TimeUnit, words: Words) -> list[Parsed]:
    """For a count of days that are no nights, the spans of weekdays said in ``text`` as
    the days they run ("mon to fri": 5; ``weekday_spans.py``); a date reads the days too,
    which does not take the span from the count."""
    if not (unit.weekends and unit.base == "day_lengths" and unit.size == 1):
        return []
    return built(WeekdaySpans, words).find(text)
