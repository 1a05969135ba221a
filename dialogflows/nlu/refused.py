"""Values the message refuses: "not Paris", "不要海鲜", "first is too pricey", "水煮鱼太辣了".

A value right after a negation marker (with at most three small words between: "not from
london", "不是在") or right before words that refuse it (lexicon ``dislikes``) is one the user
does not want: it is never taken as an answer, and it may name what a correction replaces.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .clauses import CLAUSE_BREAK
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize

if TYPE_CHECKING:
    from .parsed import Parsed
    from .utterance import Turn


@lexicon_grammar
def negation_gap(w: ListWords) -> re.Pattern[str]:
    """What may stand between a negation and the value it refuses."""
    return re.compile(rf"^[\s]*(?:(?:{w.alt('negation_gap')})\s*){{0,3}}$", re.IGNORECASE)


def _closes_clause(text: str, a: int, b: int) -> bool:
    """The Chinese negation at ``a``..``b`` ends a clause it does not open, a space typed
    for a comma after it: it asks or takes back what went before ("估价结果出来没有 上周三验
    的", "明天 哦不 后天"), and refuses nothing of the next clause."""
    return (
        a > 0
        and b < len(text)
        and text[b].isspace()
        and has_cjk(text[a - 1])
        and has_cjk(text[a:b])
    )


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
            and not no_of_its_own(t, a, b, start)
            and not _closes_clause(text, a, b)
            for a, b in negs
        ):
            return True
    return end >= 0 and disliked(t, end)


def disliked(t: Turn, end: int) -> bool:
    """The value ending at ``end`` is followed by words that refuse it (the lexicon's
    ``dislikes``: "水煮鱼太辣了", "周六有事"), a space at most between."""
    return any(end <= a <= end + 1 and not t.scan[end:a].strip() for a in t.dislikes())


def no_of_its_own(t: Turn, a: int, b: int, start: int) -> bool:
    """The negation at ``a``-``b`` is a no said as a clause of its own, after a clause that
    says something, and a clause break stands between it and the value at ``start``
    ("明天 哦不 后天", "5点 不 6点"): the user takes back what came before and says what
    follows, so the value after it is meant, not refused. A no opening the message still
    refuses ("不要 香菜")."""
    brk = CLAUSE_BREAK.search(t.scan, b)  # (no endpos: a break looks at the next character)
    if brk is None or brk.start() >= start:
        return False
    before = [m.end() for m in CLAUSE_BREAK.finditer(t.scan) if m.end() <= a]
    opens = before[-1] if before else 0
    said = normalize(t.scan[opens:a])
    if said and not t.lex["hesitations"].fullmatch(said):
        return False  # "我不 …": the no belongs to its clause
    return bool(normalize(t.scan[:opens]).strip(" ,.;!?，。；！？"))
