"""A value given as "the same as last time": "还是送到上次那个地址", "same as before".

The words used to be taken as the value itself: the order went to "上次那个地址" (and a
real address said at the confirmation then was not understood), "same as before" for a
room type was refused as an option. A value that is only such words (lexicon
``as_before``) is the value the same slot held in an earlier task of the same flow: the
task that ended last, else one on hold. With none, the slot is asked back (``Recall``):
"您还没告诉我地址。", and its question follows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..commands import Command, CorrectSlot, Recall, SetSlot
from .lexicon import normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def as_before(u: Knowledge, t: Turn, commands: list[Command]) -> list[Command]:
    """``commands`` with a value said as "the same as last time" replaced by that value."""
    out: list[Command] | None = None
    for i, c in enumerate(commands):
        if not isinstance(c, SetSlot | CorrectSlot) or not isinstance(c.value, str):
            continue
        if c.value != c.raw_text or len(c.value) > _LONGEST:
            continue  # a value read from the words ("明天" is a date) is no such phrase
        if isinstance(c, SetSlot) and c.flow is not None:
            continue
        if not t.lex["as_before"].fullmatch(normalize(c.value)):
            continue
        out = out if out is not None else list(commands)
        earlier = _earlier(t, c.slot)
        if earlier is None:
            out[i] = Recall(slot=c.slot)
        else:
            out[i] = c.model_copy(update={"value": earlier, "raw_text": c.raw_text or c.value})
    return commands if out is None else out


#: longer than any phrase of the kind: not looked up
_LONGEST = 40


def _earlier(t: Turn, slot: str) -> Any:
    """The slot's value in the task of this flow that ended last, or the newest on hold."""
    if t.task is None:
        return None
    done = t.state.last_task
    for task in (done, *reversed(t.state.task_stack)):
        if task is not None and task.flow == t.task.flow and task.id != t.task.id:
            value = task.value(slot)
            if value is not None:
                return value
    return None
