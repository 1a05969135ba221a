"""Values the message refuses: "not Paris", "不要海鲜", "first is too pricey", "水煮鱼太辣了".

A value right after a negation marker (with at most three small words between: "not from
london", "不是在") or right before words that refuse it (lexicon ``dislikes``) is one the user
does not want: it is never taken as an answer, and it may name what a correction replaces.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .correcting_no import said_on_its_own
from .grammar_words import ListWords, grammar, lexicon_grammar

if TYPE_CHECKING:
    from .parsed import Parsed
    from .utterance import Turn


@lexicon_grammar
def negation_gap(w: ListWords) -> re.Pattern[str]:
    """What may stand between a negation and the value it refuses."""
    return re.compile(rf"^[\s]*(?:(?:{w.alt('negation_gap')})\s*){{0,3}}$", re.IGNORECASE)


def is_negated(t: Turn, p: Parsed, answers: Sequence[tuple[int, int]] = ()) -> bool:
    """``p`` sits right after a negation marker ("not Paris", "不要海鲜"), or right before
    words that refuse it ("first is too pricey", "水煮鱼太辣了"). A marker inside one of
    ``answers`` (a yes-or-no slot's no, read as its answer) refuses nothing else."""
    return negated_at(t, p.start, p.end, answers)


def negated_at(t: Turn, start: int, end: int = -1, answers: Sequence[tuple[int, int]] = ()) -> bool:
    """A value at ``start`` (ending at ``end``) is refused by the words around it."""
    negs = [(a, b) for a, b in t.negations() if not any(x <= a and b <= y for x, y in answers)]
    if negs:
        text = t.scan.lower()
        gap = grammar(t.lex, negation_gap)
        if any(
            b <= start
            and start - b <= 12
            and gap.match(text[b:start])
            and not said_on_its_own(t, a, b, start)
            for a, b in negs
        ):
            return True
    return end >= 0 and disliked(t, end)


def disliked(t: Turn, end: int) -> bool:
    """The value ending at ``end`` is followed by words that refuse it (the lexicon's
    ``dislikes``: "水煮鱼太辣了", "周六有事"), a space at most between."""
    return any(end <= a <= end + 1 and not t.scan[end:a].strip() for a in t.dislikes())
