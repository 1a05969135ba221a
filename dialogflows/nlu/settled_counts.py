"""A count settled beside another count the answer tells of: "fine 6 then, 2 can watch" to
"How many of you are taking part? Up to 6 per booking." is six, the two the ones who will
watch; "ok call it 5 then ill borrow the neighbours 2" is five. Two counts in the answer made
the bot ask "6 or 2?"; a count followed by a word that settles it (the lexicon's
``settling_closers``: "then", "for now", "it is"), with no count right after that word ("5
then 2 more" says two counts in turn), is the answer to how many."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lexicon import normalize
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .values import ValueParser


def settled_count(t: Turn, parser: ValueParser) -> Parsed | None:
    """The one count of ``t`` a settling word follows, or None when none is, or counts of
    more than one value are."""
    found = parser.scan(t.scan, t.now, t.language)
    closers = t.lex["settling_closers"]
    settled = []
    for p in found:
        closed = closers.prefix(normalize(t.scan[p.end :]))
        if closed is None or not closed.end():
            continue
        said = closed.group(0).strip()
        # "5 then 2 more": the next count said in turn, none settled; a mark between ("6
        # then, 2 can watch") closes the settled count's clause
        if any(
            q.start >= p.end and t.scan[p.end : q.start].strip().casefold() == said for q in found
        ):
            continue
        settled.append(p)
    if len({repr(p.value) for p in settled}) != 1:
        return None
    return settled[0]
