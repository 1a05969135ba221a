"""A value corrected inside the message that gives it: "bouncy castle hire for saturday,
no sorry sunday", "2 divers, i mean 3", "周六，不对，周日".

Two values read for one slot in one message are contested and read for neither, since
nothing says which one holds ("saturday or sunday", "from 9 to 5"). When what stands
between them is only a correction said on the spot (the lexicon's ``corrections`` and
``deny`` words, with ``waits``, ``hesitations`` and ``answer_fillers`` around them,
punctuation aside), the later value replaces the earlier one as a correction in a later
message would.
Anything else between them ("two pizzas, no onions, one coke") keeps them contested.

A reader's helper: it reads the message only, and knows nothing of the orchestrator."""

from __future__ import annotations

import re

from .lexicon import normalize
from .utterance import Turn

#: what a correction said on the spot is made of
_SAID_ON_THE_SPOT = ("corrections", "deny", "waits", "hesitations", "answer_fillers")


def corrected_on_the_spot(t: Turn, spans: list[tuple[int, int]]) -> tuple[int, int] | None:
    """Of the spans of two values read for one slot, the later one when only a correction
    stands between them; None otherwise (three or more values, or other words between)."""
    if len(spans) != 2:
        return None
    (_, b), (c, d) = sorted(spans)
    if c < b:
        return None
    between = normalize(t.scan[b:c])
    if not between:
        return None
    marked = False
    for category in _SAID_ON_THE_SPOT:
        words = t.lex[category]
        if words.regex is None:
            continue
        left = words.regex.sub(" ", between)
        if category in ("corrections", "deny") and left != between:
            marked = True
        between = re.sub(r"\s+", " ", left).strip()
    return (c, d) if marked and not between else None
