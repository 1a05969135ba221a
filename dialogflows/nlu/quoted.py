"""Text put in quotation marks: what is to be written, engraved, printed or said, word for
word ('a little sign for our front door, "the hendersons est 2019"', '刻字“平安喜乐”').

Quotation marks are how people type a text to be reproduced; no word of theirs is a value
of another slot. Said with the request or beside another answer, the quoted text is the
value of the flow's one plain free-text slot (no kind, no pattern, not the rest of the
message): QUOTED_TEXT_WITH_THE_REQUEST. Marks are punctuation, the same in every language,
so they live here, not in a lexicon."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .parsed import Parsed

if TYPE_CHECKING:
    from ..state import Task

#: a run of text between a pair of quotation marks: straight, curly or corner brackets
_QUOTED = re.compile(r'"([^"\n]+)"|“([^”\n]+)”|「([^」\n]+)」|『([^』\n]+)』')

#: how a quoted value ranks beside other readings: as a pattern's capture does
RANK = 2


def quoted_texts(
    scan: str, flow: FlowSpec, skip: set[str], task: Task | None
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The one quoted text of the message, for ``flow``'s one plain free-text slot still
    empty; none when the message quotes no text or several, or the flow has no such slot
    or more than one."""
    quoted = one_quoted(scan)
    if quoted is None:
        return []
    plain = [
        s
        for s in flow.slots
        if s.type == SlotType.TEXT
        and s.kind is None
        and not s.pattern
        and not s.takes_rest
        and not s.values
        and not s.entity
    ]
    if len(plain) != 1 or plain[0].name in skip:
        return []
    spec = plain[0]
    if task is not None and task.value(spec.name) is not None:
        return []
    value, start, end = quoted
    return [(spec, Parsed(value, scan[start:end], 1.0, start, end), RANK)]


def one_quoted(text: str) -> tuple[str, int, int] | None:
    """The text inside the one pair of quotation marks ``text`` holds, with where the pair
    stands; None for none or several: 'inside the band, "forever yours"' to "What should
    it say?" is the quoted words, the rest says where they go."""
    found = [m for m in _QUOTED.finditer(text) if _inner(m).strip()]
    if len(found) != 1:
        return None
    return _inner(found[0]).strip(), found[0].start(), found[0].end()


def _inner(m: re.Match[str]) -> str:
    return next(g for g in m.groups() if g is not None)
