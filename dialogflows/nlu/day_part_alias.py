"""A short name of a listed part of the day said right after a day: "tomorrow pm", "fri pm"
for a slot listing "morning" and "afternoon"; "周五早上", "明天 早晨" for one listing 上午
and 下午 (tests/test_day_part_alias.py: without the Chinese run each asks the part again).

A_PART_OF_THE_DAY_ALIAS_RIGHT_AFTER_A_DAY: "tomorrow pm" to "Morning or afternoon?" was
asked again: the lexicon's ``value_aliases`` ("am", "pm", "早上") are read only as the whole
answer, since inside a sentence "am" is a verb ("i am free") and "pm" may be a message sent.
Right after a day the flow's date slot reads, with nothing between but spaces, the alias
can only be the part of that day. Only for a slot that lists the value the alias names
(``value_aliases.aliases_of``); ranked as a mention, so a value the author's own forms name
elsewhere in the message contests it as two mentions do. (An alias the answer-alone reader
takes for a filler, "sat am" to the day's own question, is not reached: see the session's
closing note.)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .lexicon import has_cjk, normalize
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: an alias right after a day: a space or none, then a short run of letters and dots that
#: ends its word, or of one to three Chinese characters (早上, 早上的, 早上吧), of which the
#: alias is the longest one it opens with (``_alias_in``)
_AFTER = re.compile(r"\s*([A-Za-z.]{1,5}|[\u4e00-\u9fff]{1,3})(?![A-Za-z])")


def day_part_alias(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The listed value an alias right after a day names, for each empty listed slot that
    has aliases, ranked as a mention."""
    dates = [s for s in flow.slots if s.type == SlotType.DATE]
    listed = [s for s in u.choice_slots(flow) if s.name not in skip and u.parser(flow, s).aliases]
    if not dates or not listed:
        return []
    ends = sorted({p.end for s in dates for p in u.parser(flow, s).scan(t.scan, t.now, t.language)})
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec in listed:
        aliases = u.parser(flow, spec).aliases
        for end in ends:
            m = _AFTER.match(t.scan, end)
            said = _alias_in(aliases, m.group(1)) if m is not None else None
            if m is not None and said is not None:
                at = m.start(1)
                value = aliases[normalize(said)]
                out.append((spec, Parsed(value, said, 1.0, at, at + len(said)), _RANK))
                break
    return out


def _alias_in(aliases: dict[str, str], run: str) -> str | None:
    """The alias ``run`` is, or in Chinese the longest alias it opens with
    (DAY_PART_ALIAS_BEFORE_A_PARTICLE): "早上吧", "早上去", "午后可以" say the part of the
    day and then how, a particle or a verb; Chinese writes no space between them. Latin
    letters are taken whole ("amazing" is no "am"), as the run ends its word."""
    if normalize(run) in aliases:
        return run
    if not has_cjk(run):
        return None
    for n in range(len(run) - 1, 0, -1):
        if normalize(run[:n]) in aliases:
            return run[:n]
    return None


#: ranked as a mention of a listed value (``volunteered``: 1)
_RANK = 1
