"""The rest of a message after its cancel word tells the speaker's plan for a later week or
month, no change of the task.

"forget it, we'll come back next month instead", "算了 下个月再约吧": a correction word
("instead") or a value said bare after the cancel word reads as a change of the day, and the
bot asked which day next month, where the speaker lets the task go and says when they may
be back. A plan is a word of the lexicon's ``later_plans`` ("come back", "try again", 再约,
再来) with only a whole week or month said as a date (``dates.WEEK_SAID``,
``dates.MONTH_SAID``): a day of its own ("we'll come on saturday instead") is the change
it asks for, and a month said bare ("scrap that, next month instead") asks which day of it.
A part of the cancel reader (``control.py``); no reader of the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import SlotSpec, SlotType
from .dates import MONTH_SAID, WEEK_SAID
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def plans_later(u: Knowledge, t: Turn, rest: str) -> bool:
    """``rest`` (normalized: what follows the cancel word) says a plan of the speaker's
    for a later week or month, and no day: the cancel stands."""
    flow = t.flow
    if flow is None or not rest.strip() or t.lex["later_plans"].search(rest) is None:
        return False
    said = [p.raw_text.strip() for spec in flow.slots for p in _dates_in(u, t, spec, rest)]
    return bool(said) and all(
        WEEK_SAID.match(s) is not None or MONTH_SAID.match(s) is not None for s in said
    )


def _dates_in(u: Knowledge, t: Turn, spec: SlotSpec, rest: str) -> list[Parsed]:
    """The dates ``rest`` says for the date slot ``spec``: found as its answer, else
    scanned for inside the sentence (a week or month said among other words)."""
    assert t.flow is not None
    if spec.type != SlotType.DATE:
        return []
    parser = u.parser(t.flow, spec)
    return parser.find(rest, t.now, t.language) or parser.scan(rest, t.now, t.language)
