"""A bare cancel right after a booking: "please cancel", "帮我取消了吧" with nothing running.

The task that ended last made something (a result with an ``entity``), and one destructive
flow takes that kind of thing: the cancel asks to undo it ("There is nothing to cancel"
answered it). Only a cancel word that is one of that flow's own trigger words counts:
"never mind", "算了" let go, and nothing is offered. A part of the cancel reader
(``control.py``); no reader of the pipeline lives here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..state import DONE
from ..undo_entities import made_entities, undoers
from .lexicon import has_cjk, normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def undoes_what_was_made(u: Knowledge, t: Turn, cancel: re.Match[str]) -> str | None:
    """The one destructive flow that takes what the task that ended last made, when the
    cancel word is one of its trigger words; None otherwise."""
    done = t.state.last_task
    flow = u.domain.flows.get(done.flow) if done is not None else None
    if done is None or flow is None or done.phase != DONE:
        return None
    made = made_entities(flow, done.results)
    undoing = {f.name: f for f, _ in undoers(u.domain.flows.values(), made, besides=flow.name)}
    if len(undoing) != 1:
        return None
    ((name, target),) = undoing.items()
    said = _pieces(cancel.group(0))
    triggers = [normalize(str(trigger)) for trigger in target.triggers]
    if not any(piece in trigger for piece in said for trigger in triggers):
        return None
    return name


def _pieces(word: str) -> set[str]:
    """What of a cancel phrase may stand in a trigger: its words of three letters or more,
    its runs of two Chinese characters ("取消" of "取消吧"; "算了" and "了吧" name no undoing)."""
    norm = normalize(word)
    if has_cjk(norm):
        return {norm[i : i + 2] for i in range(len(norm) - 1) if has_cjk(norm[i : i + 2])}
    return {w for w in norm.split() if len(w) >= 3}
