"""The flow a cancel word asks for, other than the running one: the destructive flow that
takes a value the message holds ("cancel BK-1234"), the one whose entity a reference points
at ("actually I want to cancel that" right after a booking), or the one whose triggers'
thing the message names beside its cancel word ("my lesson, can you cancel it"). A part of
the cancel reader (``control.py``); no reader of the pipeline lives here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..undo_entities import undoers
from .lexicon import has_cjk, normalize
from .undo_triggers import undo_triggers
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def cancel_target(u: Knowledge, t: Turn, running: str) -> str | None:
    """The destructive flow (other than ``running``) a value in the message belongs to:
    "cancel BK-1234" names a booking that cancel_booking takes."""
    for flow in u.domain.flows.values():
        if not flow.destructive or flow.name == running:
            continue
        for spec in flow.slots:
            if u.parser(flow, spec).mentions(t.scan, t.now, t.language):
                return flow.name
    return None


def referred_target(u: Knowledge, t: Turn) -> str | None:
    """The one destructive flow whose entity a reference points at ("actually I want to
    cancel that" right after a booking): some entity of the kind it takes is on the stack."""
    if t.reference() is None:
        return None
    kinds = {e.type for e in t.state.entity_stack}
    found = {flow.name for flow, _ in undoers(u.domain.flows.values(), kinds)}
    return next(iter(found)) if len(found) == 1 else None


def object_target(u: Knowledge, t: Turn, word: str, rest: str) -> str | None:
    """The one destructive flow whose triggers' thing the message names beside its cancel
    ``word``, in any order ("我昨天约的订单能不能取消" of 取消订单, "my lesson, can you cancel
    it" of "cancel my lesson"): a trigger holding that word, what is left of it once the
    word is out found in ``rest`` (Chinese: as characters; English: its words longer than
    two letters that are no common words, all of them). "never mind the hotel" lets a
    topic go: no trigger of an undoing says "never mind"."""
    if t.lex["cancel"].regex is None:
        return None
    words_said = set(rest.split())
    common = u.common_words
    found: set[str] = set()
    undoing = (f for f in u.domain.flows.values() if f.destructive)
    for trigger in undo_triggers(undoing, (t.lex["cancel"],)):
        if normalize(word) not in trigger.said:
            continue
        thing = trigger.thing
        if has_cjk(thing):
            thing = thing.replace(" ", "")
            if len(thing) >= 2 and thing in rest.replace(" ", ""):
                found.add(trigger.flow.name)
            continue
        words = {w for w in thing.split() if len(w) > 2 and w not in common}
        if words and words <= words_said:
            found.add(trigger.flow.name)
    return next(iter(found)) if len(found) == 1 else None
