"""A change at a confirmation said as agreed: "yes friday works", "yes friday see you then"
with Thursday held. Said bare ("yes friday") the value is a change; the words agreeing to it
(the lexicon's ``value_agreed``) or a farewell closing the message (``farewells``) hid it
among words that are no values, so it was read as talk and the task kept on hold. A value
the task holds so said back is a yes (``yes_no.yes_carrying_a_verb``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lexicon import normalize
from .replies import SOFT, YES
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def agreed_change(u: Knowledge, t: Turn, spans: list[tuple[int, int]]) -> bool:
    """Besides the values at ``spans``, the message holds only a yes or soft words, filler
    words, words agreeing to the value and a farewell closing it, and at least one of the
    last two (else it is all values, read as ever)."""
    if not spans or t.lex.language != "en":
        return False
    out, pos = [], 0
    for a, b in sorted(spans):
        out.append(t.scan[pos:a])
        pos = max(pos, b)
    out.append(t.scan[pos:])
    rest = normalize(" ".join(out))
    bye = u.farewells[t.lex.language].closing_at(rest)
    agreed = t.lex["value_agreed"].finditer(rest[:bye] if bye is not None else rest)
    if bye is None and not agreed:
        return False
    said = rest[:bye] if bye is not None else rest
    for m in reversed(agreed):
        said = f"{said[: m.start()]} {said[m.end() :]}"
    replies = u.replies[t.lex.language]
    fillers = u.filler_words["en"]
    return all(
        w in fillers or replies.kinds.get(w, frozenset()) & {YES, SOFT} for w in said.split()
    )
