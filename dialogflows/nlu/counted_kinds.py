"""A count said by the kind of the thing counted, or as times a number.

Where a flow counts one thing and lists its kinds in another slot (a hire's "standard
cabin", "luxury trailer"; any other count a length of time), people name the count by the
kind: "1 luxury trailer on the 31st", "2 standard from saturday", "5 standard ones"
(COUNT_BEFORE_A_LISTED_VALUE_OF_THE_THING_COUNTED); and, as on an order form, a count
written as times a number: "portable toilets x3", "luxury trailer x 2", "3x standard"
(COUNT_WRITTEN_AS_TIMES_A_NUMBER; the value lexicons' ``count_times_marks``). The kinds are
worked out at load (``counted_slot._kinds_counted``); ``counted.CountedNoun.count_before``
asks these readings beside its own.
"""

from __future__ import annotations

import re
from functools import cache

from .count_text import CLAUSE_CLOSE, FIRST_WORD, ends_word, skip_words
from .lexicon import Lexicon
from .parsed import Parsed
from .value_words import Words

#: the Latin word closing a text ("toilets" of "portable toilets")
_LAST_WORD = re.compile(r"[a-z]+$")


def times_marks(w: Words) -> frozenset[str]:
    """The marks of a count said as times a number ("x" of "toilets x3", "3x standard")."""
    return frozenset(w.both("count_times_marks"))


def times_after(
    nouns: frozenset[str],
    kinds: frozenset[str],
    low: str,
    times: frozenset[str],
    endings: tuple[str, ...],
) -> Parsed | None:
    """A mark of ``times``, glued or not, before a number right after a counted noun of
    ``nouns`` or the last word of a listed value of ``kinds`` ("portable toilets x3",
    "luxury trailer x 2"): the number, which counts the thing said before it."""
    if not times:
        return None
    heads = nouns | {k.split()[-1] for k in kinds}
    for m in _times_pattern(times).finditer(low):
        word = _LAST_WORD.search(low[: m.start()].rstrip())
        if word is None:
            continue
        said = word.group(0)
        stems = {said, *(said[: -len(e)] for e in endings if e and said.endswith(e))}
        if stems & heads:
            digits = m.group(1)
            return Parsed(int(digits), digits, 1.0, m.start(1), m.end(1))
    return None


def kind_closing(
    kinds: frozenset[str], rest: str, ones: frozenset[str], endings: tuple[str, ...], lex: Lexicon
) -> bool:
    """``rest``, what follows a number, opens with one of ``kinds`` (in a plural too, or
    with a word of ``ones`` after it: "standard ones") and its value ends there, at the
    clause's end or a word that stops a value ("1 luxury trailer on the 31st", "2 standard
    from saturday"): the number counts the things of that kind."""
    stripped = rest.lstrip()
    for kind in sorted(kinds, key=len, reverse=True):
        for form in (kind, *(kind + e for e in endings if e)):
            if stripped.startswith(form) and ends_word(stripped, form):
                after = skip_words(stripped[len(form) :], ones, once=True)
                word = FIRST_WORD.match(after.lstrip())
                if CLAUSE_CLOSE.match(after) or (
                    word is not None and word.group(0) in lex["value_stops"].exact
                ):
                    return True
    return False


@cache
def _times_pattern(times: frozenset[str]) -> re.Pattern[str]:
    """A mark of ``times`` and the number of up to three digits after it ("x3", "x 3"),
    the number its group 1; not a size or a time ("x3.5", "x 3:30")."""
    marks = "|".join(re.escape(m) for m in sorted(times, key=len, reverse=True))
    return re.compile(rf"(?<![a-z0-9])(?:{marks})\s?(\d{{1,3}})(?![\d.,:]?\d)")
