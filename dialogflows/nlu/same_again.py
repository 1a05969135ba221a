"""The flow that just ended asked for again, "the same" ("can you book the same for the
friday after", "再订一个一样的，换到周六"): the new task starts with the ended task's values,
what the message says replacing them.

A request for the flow that ended last started it empty, so "book the same for next
friday" asked again for everything just said. The words are the lexicon's ``same_task``
("the same", "another one", "again", "一样的", "再来一"); only the flow that ended last,
done, and never a destructive one (the same cancellation twice undoes nothing new). Its
results are no values of the new task.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, StartTask
from ..state import DONE
from .findings import FlowAsked
from .grammar_words import grammar
from .inflections import Plurals, english_plurals
from .lexicon import normalize

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def same_asked(u: Knowledge, t: Turn) -> FlowAsked | None:
    """With no trigger read, "下周一再约一个一样的", "another one for saturday": the flow that
    ended last asked for again (its values are given by ``same_again``)."""
    flow = _again(u, t)
    if flow is None:
        return None
    if t.lex["same_task"].search(t.norm) is None and not _another_of(u, t, flow):
        return None
    return FlowAsked(flow)


def _another_of(u: Knowledge, t: Turn, flow: str) -> bool:
    """ "and another collection for next week please" right after a collection was booked:
    a word of ``another_words`` then a word of four letters or more of the ended flow's
    triggers (in the plural too, either way, spelled by the lexicon's ``plural_forms``)
    asks for that flow again, a new one: its values are not copied, as "the same" copies
    them."""
    words = {w for p in u.domain.flows[flow].triggers for w in normalize(p).split() if len(w) > 3}
    plurals = grammar(t.lex, english_plurals)
    for m in t.lex["another_words"].finditer(t.norm):
        after = t.norm[m.end() :].split()
        if after and _either_number(after[0], words, plurals):
            return True
    return False


def _either_number(word: str, words: set[str], plurals: Plurals) -> bool:
    """``word`` is one of ``words``, or its plural, or its singular ("dresses" of "dress",
    "supply" of "supplies")."""
    return (
        word in words
        or not words.isdisjoint(plurals.forms(word))
        or any(word in plurals.forms(w) for w in words)
    )


def _again(u: Knowledge, t: Turn) -> str | None:
    """The flow of the task that ended last, done, if it may be asked for again."""
    ended = t.state.last_task
    if ended is None or ended.phase != DONE or t.task is not None:
        return None
    flow = u.domain.flows.get(ended.flow)
    return None if flow is None or flow.destructive else flow.name


def same_again(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with a start of the ended task's flow given that task's values, when the
    message asks for the same again."""
    ended = t.state.last_task
    name = _again(u, t)
    if ended is None or name is None:
        return out
    flow = u.domain.flows[name]
    for i, c in enumerate(out):
        if not isinstance(c, StartTask) or c.flow != ended.flow:
            continue
        if t.lex["same_task"].search(t.norm) is None:
            return out
        held = {
            s.name: ended.value(s.name)
            for s in flow.slots
            if ended.value(s.name) is not None and s.name not in c.slots
        }
        if not held:
            return out
        inferred = [s for s in c.inferred if s not in held]
        again = c.model_copy(update={"slots": {**held, **c.slots}, "inferred": inferred})
        return [*out[:i], again, *out[i + 1 :]]
    return out
