"""The article of a rate's period is no count.

A count said as a rate puts an article before the period it is counted in: "2 days a week",
"3 walks a week", "4 visits a month". That article names one period, not one of the things
counted, so it counts nothing, and the period is no length of time either, even where the
slot counts the period's unit (a count of days reads "a week" alone as seven;
PERIOD_OF_A_RATE_READ_AS_A_COUNT: "i need a dog walker, 4 days a week" stored 1, then
asked "4 or 7?"). ``counted.CountedNoun.count_before`` drops such articles from the ones
it would read as a count of one (the lexicon's ``single_words``); ``time_counts`` reads no
length from them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .numbers import small_number
from .parsed import Parsed
from .value_words import Words, alternation

#: a word of letters closing a text, after a token before it
_COUNT_AND_WORD = re.compile(r"(\S+)\s+([^\W\d_]+)\s+$")


def opens_rate_period(
    before: str,
    count: Callable[[str], object | None],
    articles: frozenset[str],
    leads: frozenset[str] = frozenset(),
) -> bool:
    """An article said after ``before`` opens a rate's period: ``before`` ends with a count
    (``count`` reads it; an article is none) and one word, the thing counted ("2 days ",
    "3 walks "), no word leading a length (``leads``, the value lexicons'
    ``rate_not_things``: "from dec 10 for a week" is a stay of a week)."""
    m = _COUNT_AND_WORD.search(before.casefold())
    return (
        m is not None
        and m.group(1) not in articles
        and m.group(2) not in leads
        and count(m.group(1)) is not None
    )


class RateWords:
    """The words that lead a length of one ``Words`` (``rate_not_things``), as a set built
    once (``value_words.built``), not on every message a count is read in."""

    def __init__(self, w: Words) -> None:
        self.leads = frozenset(x.casefold() for x in w.both("rate_not_things"))


class TimesWords:
    """The words a rate is said with by a times word, of one ``Words`` (built once, as
    ``RateWords``): a count of times said whole ("twice": ``rate_times``), the word after a
    number that makes it a count of times ("times", "次": ``times_words``), and the words
    leading the period it is counted in ("a", "per", "每", "一个": ``rate_period_leads``)
    before a unit of time (``day_lengths``, ``month_lengths``)."""

    def __init__(self, w: Words) -> None:
        whole = {**w.en.mapping("rate_times"), **w.zh.mapping("rate_times")}
        self.whole = {k.casefold(): int(v) for k, v in whole.items()}
        lengths = ("day_lengths", "month_lengths")
        units = alternation(str(k) for v in (w.en, w.zh) for key in lengths for k in v.mapping(key))
        leads = alternation(w.both("rate_period_leads"))
        times = alternation(w.both("times_words"))
        self.words = w
        #: a period: its lead and its unit ("a week", "per month", "每周", "一个月")
        self.period = re.compile(rf"(?<![a-z])(?:{leads})\s*(?:{units})(?![a-z])")
        period = rf"(?P<p>(?:{leads})\s*(?:{units}))(?![a-z])"
        #: after a count: its times word, then the period ("3 times a week", "3x per month")
        self.after = re.compile(rf"\s*(?:{times})\s*{period}")
        #: the period, then a count and its times word ("一周两次", "每周3次")
        self.period_first = re.compile(
            rf"(?P<p>(?:{leads})\s*(?:{units}))\s*(\w{{1,3}}?)\s*(?:{times})(?![a-z])"
        )
        #: a count of times said whole, then the period ("twice a week")
        self.said_whole = re.compile(rf"(?<![a-z])({alternation(self.whole)})\s+{period}")
        #: any count of times beside its period, a number's too (``periods``)
        self.counted_after = re.compile(rf"(?<![a-z])(?P<n>\w+?)\s*(?:{times})(?![a-z])\s*{period}")

    def names_a_rate(self, text: str) -> bool:
        """``text`` (a slot's label or question) names a period a rate is counted in
        ("visits a week", "How many days a week?", "每周上门次数")."""
        return self.period.search(text.casefold()) is not None

    def rate(self, low: str, numbers: Iterable[Parsed]) -> Parsed | None:
        """The count of times in a period ``low`` (lowercased) says first: a number of
        ``numbers`` before a times word and the period, one between the period and a times
        word, or a count said whole before the period; None when it says none."""
        found = [n for n in numbers if self.after.match(low, n.end)]
        for m in self.period_first.finditer(low):
            value = small_number(m.group(2), self.words)
            if value is not None:
                found.append(Parsed(value, m.group(2), 1.0, m.start(2), m.end(2)))
        if self.whole:
            for m in self.said_whole.finditer(low):
                found.append(Parsed(self.whole[m.group(1)], m.group(1), 1.0, m.start(1), m.end(1)))
        return min(found, key=lambda p: p.start) if found else None

    def periods(self, text: str) -> list[tuple[int, int]]:
        """The spans of ``text`` (lowercased) that are the period of a rate said by a times
        word ("a week" of "twice a week", "一周" of "一周两次"): no length of time."""
        low = text.casefold()
        counted = [
            m
            for m in self.counted_after.finditer(low)
            if small_number(m["n"], self.words) is not None
        ]
        told = [*self.period_first.finditer(low), *self.said_whole.finditer(low)]
        return [m.span("p") for m in (*counted, *told)]
