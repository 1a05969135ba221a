"""A bare yes or no among a request's values, for the flow's one empty yes-or-no slot
(BARE_NO_AMONG_A_REQUESTS_VALUES).

People fill a form's fields in order in one message: "hive inspection 1 hive swarm
prevention sunday afternoon 9 cross st no 07700 900888", the "no" answering "Do you need a
spare suit?" before it is asked. Read as a negation, that "no" refused the phone number after
it (and "5 elm row, no, 07700 900222" lost the address): the phone was dropped without a
word and the suit asked for. A yes or a no said alone between two values the message gives
(or after the last one), with nothing but spaces or commas around it, is the answer of the
flow's one yes-or-no slot still empty, and refuses nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .lexicon import normalize
from .parsed import Parsed
from .replies import NO, YES
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a word between the marks that may part a form's fields: spaces and commas
_WORD = re.compile(r"[^\s,，、]+")
#: what may stand between a value and the bare answer beside it
_BETWEEN = re.compile(r"[\s,，、]*")


def bare_yes_no(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task | None,
    skip: set[str],
    found: list[tuple[SlotSpec, Parsed, int]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The flow's one empty yes-or-no slot answered by a bare yes or no standing among the
    values ``found``, ranked as a mention; nothing when the flow has none or several."""
    empty = [
        s
        for s in flow.slots
        if s.type == SlotType.BOOLEAN
        and s.name not in skip
        and (task is None or task.value(s.name) is None)
    ]
    if len(empty) != 1 or any(s.name == empty[0].name for s, _, _ in found):
        return []
    spans = sorted((p.start, p.end) for s, p, _ in found if s.type != SlotType.BOOLEAN)
    if not spans:
        return []
    kinds = u.replies[t.lex.language].kinds
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for m in _WORD.finditer(t.scan):
        said = kinds.get(normalize(m.group(0)), frozenset()) & {YES, NO}
        if len(said) != 1 or any(a < m.end() and m.start() < b for a, b in spans):
            continue
        before = any(_BETWEEN.fullmatch(t.scan[b : m.start()]) for _, b in spans if b <= m.start())
        after = not t.scan[m.end() :].strip(" ,，、") or any(
            _BETWEEN.fullmatch(t.scan[m.end() : a]) for a, _ in spans if a >= m.end()
        )
        if before and after:
            value = YES in said
            out.append((empty[0], Parsed(value, m.group(0), 1.0, m.start(), m.end()), 1))
    return out if len(out) == 1 else []
