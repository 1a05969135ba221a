"""A count said as the whole of what it counts, or half of it: "new tyres all round" is 4,
"half a day" of hours 4 where a working day is 8.

How many make the whole (four tyres to a car, eight hours to a working day) is the
domain's, declared on the slot (``whole``); the ways people say the whole or half of it
are the lexicon's (``whole_said``, ``half_said``). A slot that declares no whole reads
neither, so "all round" or "half a day" elsewhere says nothing of a count.
"""

from __future__ import annotations

import re

from .parsed import Parsed
from .value_words import Words, alternation, built


class WholeGrammar:
    """The whole and half phrases of one ``Words``, compiled once (``built``)."""

    def __init__(self, w: Words) -> None:
        def phrases(key: str) -> re.Pattern[str] | None:
            said = w.both(key)
            if not said:
                return None
            return re.compile(rf"(?<![\w'])(?:{alternation(said)})(?![\w'])", re.IGNORECASE)

        self.whole = phrases("whole_said")
        self.half = phrases("half_said")


def find_wholes(text: str, whole: int, words: Words) -> list[Parsed]:
    """The counts ``text`` says as the whole (``whole``) or half of it, with their offsets;
    half of an odd whole is no count, so it reads nothing. A half phrase that holds a whole
    one ("half a day" holds "a day" where that is a whole) is the half."""
    g = built(WholeGrammar, words)
    found: list[Parsed] = []
    if g.half is not None and whole % 2 == 0:
        found += [
            Parsed(whole // 2, m.group(0), 1.0, m.start(), m.end()) for m in g.half.finditer(text)
        ]
    if g.whole is not None:
        for m in g.whole.finditer(text):
            if all(m.end() <= p.start or m.start() >= p.end for p in found):
                found.append(Parsed(whole, m.group(0), 1.0, m.start(), m.end()))
    return sorted(found, key=lambda p: p.start)
