"""Something asked back, composed of the recall readers (``recall.py``): "what was my
reservation number again?", "what date did I say?", "我对什么过敏来着？".

Each recall reader reads one kind of thing asked back (a task done, an entity an action
made, a value of the running task, a belief stated); a question is asked of them in a
given order, and the first that answers decides it. The pipeline asks them while a task
runs (``pipeline.IN_TASK``, ``recall``), and first whenever a reader's finding says so
(``findings.RecallFirst``, resolved in ``resolved.py``). A part of the pipeline: it runs
readers, so no reader imports it.
"""

from __future__ import annotations

from ..commands import Command
from .findings import RECALL_BELIEF, RECALL_DONE, RECALL_ENTITY, RECALL_SLOT
from .knowledge import Knowledge
from .reader import Seen
from .recall import recalled, recalled_belief, recalled_done, recalled_slot
from .utterance import Turn

#: the recall readers, by the kind of thing they ask back (``findings.RecallFirst``, resolved in ``resolved.py``)
RECALLS = {
    RECALL_DONE: recalled_done,
    RECALL_ENTITY: recalled,
    RECALL_SLOT: recalled_slot,
    RECALL_BELIEF: recalled_belief,
}


def first_recalled(u: Knowledge, t: Turn, kinds: tuple[str, ...]) -> Command | None:
    """The first of the recall readers of ``kinds`` that answers."""
    for kind in kinds:
        back = RECALLS[kind](u, t)
        if back is not None:
            return back
    return None


def asked_back(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "我的订单号是多少" asked for a dish: a question about a value is answered, never
    taken as the answer."""
    back = first_recalled(u, t, (RECALL_ENTITY, RECALL_SLOT, RECALL_BELIEF))
    return [back] if back is not None else None
