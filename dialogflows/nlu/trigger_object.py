"""The thing a request names as the object of its trigger: "i left my jacket there" for
the trigger "i left my", "lost my car keys at yours" for "lost my".

A trigger that ends in a determiner (the lexicon's ``slot_name_determiners``: my, the, a)
is open: its object follows it, and that object is what the flow's one free-text slot
asks for ("What did you leave?"). A trigger's words are the request, not values, so the
object was left unread and asked again (FREE_TEXT_AS_THE_TRIGGERS_OBJECT). The object is
the determiner and the words after it up to the end of its clause, a word that ends a
thing said so (``object_ends``: there, at, in…), or a value another slot reads ("…
yesterday"). English only: a Chinese trigger puts its object inside it (把…, 丢了…).

A neutral module: it reads the message it is given and knows no reader.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .clauses import CLAUSE_END
from .lexicon import has_cjk, normalize
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_WORD = re.compile(r"[^\s,.;:!?]+")


def trigger_object(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str], task: Task | None
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The object said after an open trigger of ``flow``, for its one empty free-text slot
    (see the module); none when the flow has no such trigger or slot, or none is said."""
    if has_cjk(t.scan):
        return []
    texts = [
        s
        for s in flow.slots
        if s.type == SlotType.TEXT
        and s.kind is None
        and not s.patterns
        and not s.values
        and not u.parser(flow, s).choices
    ]
    if len(texts) != 1 or texts[0].name in skip:
        return []
    spec = texts[0]
    if task is not None and task.value(spec.name) is not None:
        return []
    dets = frozenset(t.lex["slot_name_determiners"].phrases)
    ends = frozenset(t.lex["object_ends"].phrases)
    low = t.scan.lower()
    for trigger in flow.triggers:
        words = normalize(trigger).split()
        if len(words) < 2 or words[-1] not in dets:
            continue
        m = re.search(r"(?<![\w'])" + r"\s+".join(map(re.escape, words)) + r"(?![\w'])", low)
        if m is None:
            continue
        found = _object_after(u, t, flow, spec, m.end(), ends)
        if found is None:
            continue
        start, end = found
        det = m.start() + m.group(0).rfind(words[-1])
        value = t.scan[det:end].strip()
        return [(spec, Parsed(value, value, 1.0, start, end), 2)]
    return []


def _object_after(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, at: int, ends: frozenset[str]
) -> tuple[int, int] | None:
    """Where the object said from ``at`` on stands: its words up to the end of the clause,
    an ``object_ends`` word, or the first value another slot reads; None when no word."""
    stop = next((c.start() for c in CLAUSE_END.finditer(t.scan, at)), len(t.scan))
    others = [
        p.start
        for s in flow.slots
        if s.name != spec.name and s.type != SlotType.TEXT
        for p in u.parser(flow, s).scan(t.scan, t.now, t.language)
        if p.start >= at
    ]
    stop = min([stop, *others])
    first = last = None
    for w in _WORD.finditer(t.scan, at, stop):
        if w.group(0).lower() in ends:
            break
        first = w.start() if first is None else first
        last = w.end()
    if first is None or last is None:
        return None
    return first, last
