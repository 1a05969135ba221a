"""A value said again that the task already holds: "月嫂" to "哪天开始上户？" after "找月嫂",
"saturday" after "ice skating this weekend" held Saturday. Nothing changes, so no reader
found anything and the bot said it did not understand; the user only repeated what they
had said. Read last, when nothing else was: a message that is wholly the held value of one
of the task's slots (read by that slot's parser, as its answer would be) is taken as an
acknowledgement and the question asked again. Never to a yes-or-no question, where an
acknowledgement would answer it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Affirm, Command
from ..spec import SlotType

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def said_again(u: Knowledge, t: Turn) -> list[Command] | None:
    """An acknowledgement when the whole message is the value a slot of the running task
    holds already; None otherwise."""
    task, flow = t.task, t.flow
    if task is None or flow is None or task.asked is None:
        return None
    asked = flow.slot(task.asked)
    if asked is None or asked.type == SlotType.BOOLEAN:
        return None
    for spec in flow.slots:
        held = task.value(spec.name)
        if held is None or spec.name == asked.name or spec.type == SlotType.TEXT:
            continue
        slot = task.slots.get(spec.name)
        if slot is not None and slot.raw_text is None and held == spec.default:
            continue  # "just me" to "Where to?": the 1 passenger was never said, nothing again
        got = u.parser(flow, spec).parse(t.scan, t.now, t.language)
        if got is not None and (got.start, got.end) == (0, len(t.scan)) and got.value == held:
            return [Affirm()]
    return None
