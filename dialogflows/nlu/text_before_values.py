"""Where a free-text value taken by a pattern ends when another slot's value follows it.

A pattern's capture goes on over commas so that "room 14, hall B" stays one address; a
part after a comma that another slot reads ("amara okafor, essay writing") is said for
that slot, and the text ends at the comma before it."""

from __future__ import annotations

from ..spec import SlotSpec, SlotType
from .parsed import Parsed
from .utterance import Turn


def texts_end_before_values(
    t: Turn, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A free-text value a pattern took on over commas ends at the comma before a part
    that is another slot's value: "the student's name is amara okafor, essay writing" is
    amara okafor, and essay writing the subject. A pattern's capture goes on after a comma
    so that "room 14, hall B" stays one address (``free_text_ends.parts_after``); a part that
    another slot reads is said for that slot, as a date or a phone after the comma is,
    and taken as the longer text it would win over that slot's reading (a pattern ranks
    above a mention)."""
    out = list(found)
    for i, (spec, p, rank) in enumerate(found):
        if rank != 2 or spec.type != SlotType.TEXT or not isinstance(p.value, str):
            continue
        said = t.scan[p.start : p.end]
        first = said.find(",")
        if first < 0:
            continue
        others = [
            q.start
            for o, q, _ in found
            if o.name != spec.name and p.start + first < q.start < p.end and q.end > q.start
        ]
        if not others:
            continue
        cut = said.rfind(",", 0, min(others) - p.start)
        kept = said[:cut].rstrip()
        parts = p.value.split(",")[: kept.count(",") + 1]
        value = ",".join(parts).strip()
        if kept and value:
            out[i] = (spec, Parsed(value, kept, p.confidence, p.start, p.start + len(kept)), rank)
    return out
