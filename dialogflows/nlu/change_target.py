"""The day a change moves a made thing to, not the day told as the reason for it: "i'm
working saturday now so need to change my appointment to sunday", "we're away on the
14th, can you change my collection to the week after", "周六去不了 改到周日".

In a flow that changes what another flow made (a slot of the ``entity`` of another flow's
result: moving a booking), the day or hour said right after a word that leads what the
thing becomes (the lexicon's ``change_into_leads``: "to", 改到) is the new one; a day or
hour of the same slot said before such a word is the one changed from, or the one that no
longer suits: it is never the new value, even when the new one is said in words no reader
takes as a day ("the week after"), and the slot is then asked. Both days had tied and the
change lost its day, or the reason's day was taken and the thing moved to the day the user
had said they could not do (DAY_OF_THE_REASON_TAKEN_FOR_THE_DAY_OF_THE_CHANGE).

The flows read so are those that change a made thing (``made_things.changers_of_made``: a
trigger says a change word; ``ValueOwners.changers``), not every flow taking one: a report
or a complaint takes the thing too, and its day said before a "to" of purpose ("nobody came
monday to pick up my sofa", "no one showed up yesterday to clean the hot tub") is the day it
tells of, not a day changed from (DAY_BEFORE_A_TO_OF_PURPOSE_DROPPED_IN_A_REPORT). That set
once left out a flow of changing whose trigger holds a let-go phrase inside a phrasal verb
("drop it off another day" counted it an undoer); ``undo_forms.UndoForms.cancels`` reads
no let-go there now (UNDO_WORD_INSIDE_THE_THING_A_FLOW_CHANGES).

A neutral module: it reads the message it is given and knows no reader.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_WHEN = frozenset({SlotType.DATE, SlotType.TIME})


def change_target_only(
    u: Knowledge, t: Turn, flow: FlowSpec, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` (each slot, a value of it, its rank) without the days and hours said
    before the last word leading what a made thing is changed into, in a flow that changes
    a made thing; unchanged in any other flow or message."""
    if not any(s.type in _WHEN for s, _, _ in found) or flow.name not in u.owners.changers(t.lex):
        return found
    lead = _last_lead(t)
    if lead is None:
        return found
    # the day changed from, or the one that no longer suits
    return [f for f in found if f[0].type not in _WHEN or f[1].end > lead.end()]


def _last_lead(t: Turn) -> re.Match[str] | None:
    """The last word of the message leading what a made thing becomes (the lexicon's
    ``change_into_leads``: "to", 改到), or None."""
    return next(reversed(list(t.lex["change_into_leads"].finditer(t.scan.lower()))), None)


def moved_days(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """DAYS_OF_A_MOVE_BETWEEN_TWO_SLOTS_LOST: in a flow that changes a made thing and asks
    two days (or two hours) with no `patterns` of their own, the one changed from and the
    new one, declared in that order, "can we move saturdays clean to sunday?" read neither
    (a day of two slots of one type is no one's). The one day said after the last word
    leading what the thing becomes (``change_into_leads``) is the second slot's, the one
    said before it the first's; nothing when more are said on a side."""
    if flow.name not in u.owners.takers_of_made:
        return []
    lead = _last_lead(t)
    if lead is None:
        return []
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for kind in _WHEN:
        pair = [s for s in flow.slots if s.type == kind]
        if len(pair) != 2 or any(s.patterns for s in pair) or {s.name for s in pair} & skip:
            continue
        said = u.parser(flow, pair[0]).scan(t.scan, t.now, t.language)
        before = [p for p in said if p.end <= lead.start()]
        after = [p for p in said if p.start >= lead.end()]
        if len(after) == 1:
            out.append((pair[1], after[0], 1))
            if len(before) == 1:
                out.append((pair[0], before[0], 1))
    return out
