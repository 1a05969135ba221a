"""Whether the running task asks a question answered in the user's own words: a free-text
slot of no form (no ``pattern``, no ``kind``, no ``patterns``) asked while collecting
("有什么忌口吗？", "What's wrong with it?").

Such an answer may say what other readers read on their own: a belief ("不吃香菜" to the
question about food to avoid), a no-word opening it ("不吃辣" is no no to the yes-or-no slot
answered before). Asked so, those readings give way to the answer: the belief is still
recorded, but its words stay the answer's, and a bare negation changes no yes-or-no slot
(ANSWER_TO_A_FREE_TEXT_QUESTION_TAKEN_AS_A_BELIEF).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot, SetSlot
from ..state import COLLECTING
from .lexicon import normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def asked_in_words(u: Knowledge, t: Turn) -> bool:
    """The task collects a free-text slot of no form of its own (``worded_slots``), asked
    now."""
    task, flow = t.task, t.flow
    if task is None or flow is None or not task.asked or t.state.phase != COLLECTING:
        return False
    return task.asked in u.worded_slots(flow)


def bare_yes_no(t: Turn, fix: Command) -> bool:
    """``fix`` sets a yes-or-no slot from the whole message: no slot named, only its yes or
    no read out of words that answer something else ("不吃辣")."""
    if not isinstance(fix, SetSlot | CorrectSlot) or not isinstance(fix.value, bool):
        return False
    return normalize(str(fix.raw_text or "")) == t.norm
