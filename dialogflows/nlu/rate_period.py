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
from collections.abc import Callable

from .value_words import Words

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
