"""A slip the user owns at a destructive flow's confirmation ("不是 我点错了", "点错了 不取消",
"no, pressed that by mistake" to "Cancel …?"): the request itself was the mistake, so the
answer is a no and the thing is kept.

MISTAKE_OWNED_AT_A_DESTRUCTIVE_CONFIRMATION_READ_AS_A_CHANGE: the no's correction word
("不是") took the owned slip for a new value of the flow's free-text slot ("确定取消我点错了
吗？"), or the bare no asked what to change. The words owning the slip (the lexicon's
``own_mistake``) and any apology (``apologies``) say nothing of their own; what is left is
read as the no it is ("不是", "不取消", "no sorry": ``composed.confirmation`` reads it with
the no's reader), or, left empty, is that no.
"""

from __future__ import annotations

from .lexicon import normalize
from .utterance import Turn


def slip_owned(t: Turn) -> Turn | None:
    """The message at a destructive flow's confirmation without the words owning a slip
    and its apologies, as a message of its own (its text empty when nothing else was
    said); None when no slip is owned there."""
    flow = t.flow
    if flow is None or not flow.destructive:
        return None
    rest = t.norm
    found = False
    for key in ("own_mistake", "apologies"):
        for m in reversed(list(t.lex[key].finditer(rest))):
            found = found or key == "own_mistake"
            rest = f"{rest[: m.start()]} {rest[m.end() :]}"
    if not found:
        return None
    rest = normalize(rest)
    words = len(rest.split())
    return Turn(rest, rest, rest, t.lex, t.language, t.now, t.state, t.task, flow, words)
