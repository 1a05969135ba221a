"""A day of the month said to change a date keeps the date's month: "20th june", then
"actually make it the 21st" is the 21st of June.

Said alone, a day of the month is the next one to come ("the 21st" on 2 December is 21
December), and read that way a change of a date months ahead moved the trip to this
month: a wrong date stored and said back as if it were what the user asked. A day said to
change a date says only what differs from it; the month and year it leaves out are the
changed date's. Kept only when the date it gives is one the slot takes (bounds, as any
value): "the 1st" said to change the 20th of this month, when the 1st is past, stays the
next 1st to come.

A refine step: it reworks the change of a filled date slot that any reader made (a
correction, a late answer, a value said beside another answer) whose words are a day of
the month alone; a date said with its
month or a shift ("a day later") are left as read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot, SetSlot
from ..spec import SlotType
from .dates import as_date, find_dates
from .utterance import Turn
from .value_words import Words

if TYPE_CHECKING:
    from .knowledge import Knowledge


def month_kept(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with each date change said as a day of the month alone moved into the
    month of the date it changes, where the slot takes that date."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return out
    kept = list(out)
    for i, c in enumerate(out):
        if not isinstance(c, CorrectSlot | SetSlot) or not c.raw_text:
            continue
        spec = flow.slot(c.slot)
        old = as_date(task.value(c.slot))
        new = as_date(c.value)
        if spec is None or spec.type != SlotType.DATE or old is None or new is None:
            continue
        spans = find_dates(c.raw_text, t.now, t.language, Words.of(t.lex))
        if len(spans) != 1 or spans[0].rolls != "month" or spans[0].value.day != new.day:
            continue
        try:
            moved = old.replace(day=new.day)
        except ValueError:  # the 31st of a 30-day month: as read
            continue
        if moved == new or u.parser(flow, spec).validate(moved.isoformat(), t.now) is not None:
            continue
        kept[i] = c.model_copy(update={"value": moved.isoformat()})
    return kept if kept != out else out
