"""Where an English address's street ends inside a free-text value: a street beyond doubt
(a house number, then a street word of the lexicon's ``address_street_words``: "9 cedar
ct") is whole, and a day or a time said after it with no comma ("from 3 river lane friday",
"14 elm rd on monday") is another slot's value, not the address's. Read for a value a
pattern captured (``street_then_clause``), for an answer to the address's own question
(``answer_street_then_clause``) and for the parts after a comma (``free_text_ends.parts_after``).

Split from ``free_text.py`` (where a free-text value begins and ends): the street is one
concept of its own, with its own regexes built once per words."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from . import dates, times
from .lexicon import Lexicon, has_cjk
from .value_words import Words, built

#: a number and a word said right after a street: a count of something, no part of it
_COUNT_AFTER_STREET = re.compile(r"\s+(?P<n>\d+)\s+[a-z]{3,}\b", re.IGNORECASE)


class Streets:
    """A street as a free-text value's edges read it, from the English ``address_street_words``
    of the words in use (an author's included), built once per words (``built``)."""

    def __init__(self, w: Words) -> None:
        streets = w.en.alt("address_street_words")
        #: a street address beyond doubt at the end, a number then a street word ("9 cedar
        #: ct"): after it a part goes on only with a number ("unit 4b") or as a short place
        #: name ("springfield")
        self.whole = re.compile(
            rf"\b\d+[a-z]?\s+(?:[\w'-]+\s+){{0,3}}?(?:{streets})\s*$", re.IGNORECASE
        )
        #: a street beyond doubt at the start: where an address said first ends its street
        self.whole_at_start = re.compile(
            rf"\s*\d+[a-z]?\s+(?:[\w'-]+\s+){{0,3}}?(?:{streets})\b", re.IGNORECASE
        )
        #: a street beyond doubt anywhere: where an answer's address ends its street
        self.anywhere = re.compile(
            rf"\b\d+[a-z]?\s+(?:[\w'-]+\s+){{0,3}}?(?:{streets})\b", re.IGNORECASE
        )
        #: after a stop word, a street named: "on 5th ave", "in the high street", "at elm
        #: rd"; not an address of its own with its house number ("to 77 lake drive")
        self.named = re.compile(
            rf"\s*(?!\d+\s)(?:[\w'-]+\s+){{0,3}}?(?:{streets})\b", re.IGNORECASE
        )


def street_then_clause(text: str, now: datetime, words_of: Callable[[str], Words]) -> int:
    """Where an English address captured by a pattern ends when a day or a time follows its
    street with no comma: "from 3 river lane friday", "9 oak ave tuesday afternoon". A
    street beyond doubt (a number, then a street word) ends the address at a date or time
    said after it; before the street word a date is no cut ("12 march road" is a street).
    ``len(text)`` when none."""
    street = built(Streets, words_of("en")).whole_at_start.match(text)
    if street is None:
        return len(text)
    return street.end() + clause_after_street(
        text[: street.end()], text[street.end() :], now, words_of
    )


def answer_street_then_clause(
    text: str, now: datetime, lex_of: Callable[[str], Lexicon], words_of: Callable[[str], Words]
) -> int:
    """TIME_AFTER_AN_ADDRESS_ANSWER_KEPT_IN_IT: where an English address answered to its
    question ends when a day or a time follows its street ("pick up from 22 station road at
    7pm", "14 elm rd on monday"), as one captured by a pattern does
    (``street_then_clause``); the word leading the day or time (``value_leads``: "at",
    "on") goes with it. ``len(text)`` when none."""
    if has_cjk(text):
        return len(text)
    street = built(Streets, words_of("en")).anywhere.search(text)
    if street is None:
        return len(text)
    rest = text[street.end() :]
    cut = clause_after_street(text[: street.end()], rest, now, words_of)
    if cut >= len(rest):
        return len(text)
    before = text[: street.end() + cut].rstrip()
    leads = lex_of("en")["value_leads"].finditer(before.casefold())
    lead = leads[-1] if leads else None
    if lead is not None and lead.end() == len(before) and lead.start() > street.end():
        before = before[: lead.start()].rstrip()
    return len(before.rstrip(" ,"))


def clause_after_street(
    value: str, rest: str, now: datetime, words_of: Callable[[str], Words]
) -> int:
    """Where a date or a time begins in ``rest``, said after ``value``, an English street
    beyond doubt; ``len(rest)`` when none or when ``value`` is no such street."""
    if has_cjk(value + rest) or not built(Streets, words_of("en")).whole.search(value):
        return len(rest)
    words = words_of("en")
    spans = [d.start for d in dates.find_dates(rest, now, "en", words)]
    spans += [t.start for t in times.find_times(rest, "en", words)]
    # ADDRESS_RUNS_OVER_A_COUNT_AFTER_ITS_STREET: "2 b st 0 steps on friday": a number and a
    # word right after the street count something (a street's own parts come before it)
    count = _COUNT_AFTER_STREET.match(rest)
    if count is not None:
        spans.append(count.start("n"))
    starts = [at for at in spans if at > 0 and not rest[at - 1].isalnum()]
    return min(starts, default=len(rest))
