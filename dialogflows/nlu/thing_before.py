"""The values of the thing a request goes on from: what "it" stands for in "ok book it"
right after "how much for 3 hives?", what a Chinese request's dropped object is after
"洗两块羊毛地毯多少钱".

No task runs, and the message asks for a flow by a pronoun, a then word or a dropped
object: the thing is what the talk just named. Two sources, the first that gives any:

* the task that just ended, done: its values for the new flow's slots of the same name
  and type ("how much for 30 people", answered by a quote flow with a party slot: 30);
* the user's message before, read for the new flow as it was read then: the values it
  says surely (``volunteered``, confidence 1.0), and the one listed value it names of each
  listed slot.

Every reader that starts a flow so takes them: the verb-and-pronoun request
(``verb_request``), the Chinese dropped-object request (``topic_verb``) and any start whose
message holds the pronoun (``prefill``), for the slots the message itself leaves empty; never
a flow that undoes things, which is offered what it would undo and asked (``carryover``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..commands import SetSlot
from ..state import DONE
from .earlier import message_before, turn_of
from .utterance import Turn
from .volunteered import volunteered

if TYPE_CHECKING:
    from ..spec import FlowSpec
    from .knowledge import Knowledge


def thing_before(u: Knowledge, t: Turn, spec: FlowSpec) -> dict[str, Any]:
    """The values of the thing talked about just before, for ``spec``'s slots (above)."""
    ended = t.state.last_task
    values: dict[str, Any] = {}
    if ended is not None and ended.phase == DONE and ended.flow in u.domain.flows:
        before = u.domain.flows[ended.flow]
        for slot in spec.slots:
            old = before.slot(slot.name)
            value = ended.value(slot.name)
            if old is not None and old.type == slot.type and value is not None:
                values[slot.name] = value
    if not values:  # "how long does a canvas take", then "can i order one": the canvas
        values = named_before(u, t, spec)
    return values


def named_before(u: Knowledge, t: Turn, spec: FlowSpec) -> dict[str, Any]:
    """The values of ``spec``'s slots the user's message before said, one per slot: the
    thing a pronoun stands for ("one" of "can i order one" after "how long does a canvas
    take"; "ok lets book it" after "quote for a coach for 40 people on the 30th": for 40
    on the 30th). Empty when the message before said none."""
    before = message_before(t)
    if before is None:
        return {}
    prev = turn_of(u, before, t)  # as it was read then
    norm = prev.norm
    values: dict[str, Any] = {
        c.slot: c.value
        for c in volunteered(u, prev, spec, None, skip=set())
        if isinstance(c, SetSlot) and c.confidence >= 1.0
    }
    for slot in spec.slots:
        choices = u.parser(spec, slot).choices
        said = {c.value for c in choices.mentions(norm)} if choices else set()
        if len(said) == 1:
            values.setdefault(slot.name, said.pop())
    return values
