"""A count said per head beside the count asked: "three please, one each for the kids" to
"How many would you like?" is three, the one each what every child gets. Two counts in the
answer made the bot ask "3 or 1?"; a count followed by a word that shares it out (the
lexicon's ``each_words``: "each", "apiece", "per person") is no answer to how many."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lexicon import normalize
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .values import ValueParser


def without_each(t: Turn, parser: ValueParser) -> Parsed | None:
    """The one count of ``t`` not shared out per head, or None when no count is so shared,
    or what is left is not one count."""
    found = parser.scan(t.scan, t.now, t.language)
    each = t.lex["each_words"]
    shared = [p for p in found if each.prefix(normalize(t.scan[p.end :])) is not None]
    if not shared:
        return None
    kept = [p for p in found if p not in shared]
    if len({repr(p.value) for p in kept}) != 1:
        return None
    return kept[0]
