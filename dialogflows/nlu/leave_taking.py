"""A leave-taking while a task asks: the speaker goes, to come back to it later.

"thanks, ill come back when i know whats wrong with it" to "What's wrong with it?" was
stored as the fault; "thanks ill check with my yard and come back" to "Which do you need: a
trailer, …?" got the question again, "我量一下再说 谢谢" got "没有我量一下再说这一项"
(LEAVING_TO_COME_BACK_LATER_TAKEN_AS_AN_ANSWER). Said while collecting, with no value of a
form of its own in it (a date, a count, a listed value, a phone: "friday, ill come back
with the address" answers the day) and no flow's trigger (what waits is that flow: "送到公
司，查订单的话等会儿再说吧"), it is a goodbye: chit-chat the turn answers as one,
keeping the task for when the speaker is back. The phrases are the lexicon's
``leave_takings`` (``farewells.Farewells.leaves``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import ChitChat, Command
from ..state import COLLECTING
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def leave_taken(u: Knowledge, t: Turn) -> list[Command] | None:
    """The goodbye of a leave-taking said while the task collects; None otherwise."""
    task, flow = t.task, t.flow
    if task is None or flow is None or task.phase != COLLECTING:
        return None
    if not u.farewells[t.lex.language].leaves(t.raw, t.norm):
        return None
    if u.triggers.exact(t.norm):  # "送到公司，查订单的话等会儿再说吧": the other thing waits
        return None
    free = u.any_text_slots(flow)  # free text reads anything: no value of a form of its own
    for spec in flow.slots:
        if spec.name not in free and u.parser(flow, spec).scan(t.scan, t.now, t.language):
            return None
    return [ChitChat(text=t.raw.strip())]
