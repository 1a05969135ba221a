"""A request said by a flow's verb with a pronoun for its object: "ok book it", "can u book
that in", "sign me up then", said when no task runs, most often right after a price or an
opening time was given ("how much for 30 people" - "For 30 passengers it's from £350"). The
thing is what the talk just named; the verb says which flow makes it. No trigger holds the
pronoun, so nothing started and the bot listed what it can do.

The verb is the first word of an English trigger of exactly one flow ("book" of "book a
coach"), and that flow undoes nothing: "cancel it" is the cancel readers' (``cancel_alone``).
The message is nothing but that verb and a pronoun (the lexicon's ``object_pronouns``), with
the words that carry no request around them (an acknowledgement, a polite ask, a hesitation,
a filler, thanks). The values the task that just ended holds for the new flow's slots of
the same name and type are the thing's ("how much for 30 people": the coach for 30). A
Chinese request drops its object instead ("那帮我约一个"), which ``topic_verb`` reads."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state import DONE
from .findings import FlowAsked
from .verb_words import verb_with_pronoun

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def asked_by_verb(u: Knowledge, t: Turn) -> FlowAsked | None:
    """The start of the flow ``t``'s message asks for by its verb and a pronoun, given the
    values the task that just ended holds for slots of the same name and type (the pronoun
    is that thing: "how much for 30 people", then "ok book it" books for 30); None when the
    message is no such request."""
    flow = verb_with_pronoun(u.making_verbs, t)
    if flow is None:
        return None
    spec = u.domain.flows[flow]
    ended = t.state.last_task
    values: dict[str, Any] = {}
    if ended is not None and ended.phase == DONE and ended.flow in u.domain.flows:
        before = u.domain.flows[ended.flow]
        for slot in spec.slots:
            old = before.slot(slot.name)
            value = ended.value(slot.name)
            if old is not None and old.type == slot.type and value is not None:
                values[slot.name] = value
    return FlowAsked(flow, given=values)
