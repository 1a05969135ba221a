"""The flow a cancel word asks for, other than the running one: the destructive flow that
takes a value the message holds ("cancel BK-1234"), the one whose entity a reference points
at ("actually I want to cancel that" right after a booking), or the one whose triggers'
thing the message names beside its cancel word ("my lesson, can you cancel it"). A part of
the cancel reader (``control.py``); no reader of the pipeline lives here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec
from ..undo_entities import undoers
from .lexicon import has_cjk, normalize
from .trigger_hits import TriggerHit
from .undo_triggers import undo_triggers
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def cancel_target(u: Knowledge, t: Turn, running: str) -> str | None:
    """The destructive flow (other than ``running``) a value in the message belongs to:
    "cancel BK-1234" names a booking that cancel_booking takes."""
    hits: list[TriggerHit] | None = None
    for flow in u.domain.flows.values():
        if not flow.destructive or flow.name == running:
            continue
        for spec in flow.slots:
            said = u.parser(flow, spec).mentions(t.scan, t.now, t.language)
            if not said:
                continue
            hits = u.triggers.exact(t.norm) if hits is None else hits
            if not all(_asked_by_another(u, t, flow, p.raw_text, hits) for p in said):
                return flow.name
    return None


def _asked_by_another(
    u: Knowledge, t: Turn, target: FlowSpec, value: str, hits: list[TriggerHit]
) -> bool:
    """``value`` stands in another request: the nearest trigger before it is of a flow that
    undoes nothing and takes such a value too ("cancel that, i need to reschedule PS-2211
    instead": the booking is the rescheduling's, not one to cancel)."""
    at = t.norm.find(normalize(value))
    before = [h for h in hits if h.end <= at]
    if at < 0 or not before:
        return False
    nearest = max(before, key=lambda h: h.end)
    flow = u.domain.flows.get(nearest.flow)
    if flow is None or flow.destructive or flow.name == target.name:
        return False
    return any(u.parser(flow, spec).mentions(value, t.now, t.language) for spec in flow.slots)


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
