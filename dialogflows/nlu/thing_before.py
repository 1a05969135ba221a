"""The values of the thing a request goes on from: what "it" stands for in "ok book it"
right after "how much for 3 hives?", what a Chinese request's dropped object is after
"洗两块羊毛地毯多少钱".

No task runs, and the message asks for a flow by a pronoun, a then word or a dropped
object: the thing is what the talk just named. Two sources, the first that gives any:

* the task that just ended, done: its values for the new flow's slots of the same name
  and type ("how much for 30 people", answered by a quote flow with a party slot: 30);
* the user's message before, read for the new flow as it was read then: the values it
  says surely (``volunteered``, confidence 1.0), and the one listed value it names of each
  listed slot (``SaidBefore``).

``SaidBefore`` is the one reading of that message: its listed values alone serve a start
that takes nothing else from it (a listed slot of a flow that undoes things, a request while
a task runs, "a flight there" after "a trip to Lisbon next month"), and with its sure values
they are what ``thing_before`` gives. A listed value of a kind the entity stack holds is not
taken from it: what was pushed there (a booking made, a place resolved) is what a reference
of that kind points at, not a word of the message before.

Every reader that starts a flow so takes them: the verb-and-pronoun request
(``verb_request``), the Chinese dropped-object request (``topic_verb``) and any start whose
message holds the pronoun (``prefill``), for the slots the message itself leaves empty; never
a flow that undoes things, which is offered what it would undo and asked (``carryover``).
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..commands import SetSlot
from ..spec import FlowSpec, SlotType
from ..state import DONE
from .earlier import message_before, turn_of
from .lexicon import has_cjk
from .utterance import Turn
from .volunteered import volunteered

if TYPE_CHECKING:
    from .knowledge import Knowledge


def thing_before(
    u: Knowledge, t: Turn, spec: FlowSpec, before: SaidBefore | None = None
) -> dict[str, Any]:
    """The values of the thing talked about just before, for ``spec``'s slots (above);
    ``before``: the message before as already read for ``spec``, when the caller has it."""
    ended = t.state.last_task
    values: dict[str, Any] = {}
    if ended is not None and ended.phase == DONE and ended.flow in u.domain.flows:
        done = u.domain.flows[ended.flow]
        for slot in spec.slots:
            old = done.slot(slot.name)
            value = ended.value(slot.name)
            if old is not None and old.type == slot.type and value is not None:
                values[slot.name] = value
    if not values:  # "how long does a canvas take", then "can i order one": the canvas
        values = dict((SaidBefore(u, t, spec) if before is None else before).named)
    return values


class SaidBefore:
    """The user's message before, read once for ``flow`` as it was read then: the thing a
    pronoun stands for ("one" of "can i order one" after "how long does a canvas take"; "ok
    lets book it" after "quote for a coach for 40 people on the 30th": for 40 on the 30th).
    Each part is read when first asked; all are empty when there was no message before."""

    def __init__(self, u: Knowledge, t: Turn, flow: FlowSpec) -> None:
        self._u, self._t, self._flow = u, t, flow

    @cached_property
    def _prev(self) -> Turn | None:
        before = message_before(self._t)
        return None if before is None else turn_of(self._u, before, self._t)

    @cached_property
    def listed(self) -> dict[str, Any]:
        """Per listed slot, the one value of its list the message named, when nothing on
        the entity stack is of the slot's kind (the module)."""
        prev = self._prev
        if prev is None:
            return {}
        held = {e.type for e in self._t.state.entity_stack}
        values: dict[str, Any] = {}
        for slot in self._flow.slots:
            choices = self._u.parser(self._flow, slot).choices
            if not choices or (slot.entity is not None and slot.entity in held):
                continue
            said = {c.value for c in choices.mentions(prev.norm)}
            if len(said) == 1:
                values[slot.name] = said.pop()
        return values

    @cached_property
    def named(self) -> dict[str, Any]:
        """The values of the flow's slots the message said, one per slot: those it says
        surely (``volunteered``, confidence 1.0), else its listed value (``listed``)."""
        prev = self._prev
        if prev is None:
            return {}
        asked_how_much = prev.lex["wh_words"].search(prev.norm) is not None
        sure = {
            c.slot: c.value
            for c in volunteered(self._u, prev, self._flow, None, skip=set())
            if isinstance(c, SetSlot)
            and c.confidence >= 1.0
            and not (asked_how_much and _per_one(self._flow, c))
        }
        for name, value in self.listed.items():
            sure.setdefault(name, value)
        return sure


def _per_one(flow: FlowSpec, c: SetSlot) -> bool:
    """PRICE_PER_UNIT_OF_TIME_CARRIED_AS_A_COUNT: a count of one read from a message asked
    by a question word ("白班育儿嫂一个月多少钱", "一个人多少钱") is what the price is said
    per, no count of the thing talked about: "那帮我约一个" after it started the booking
    with the baby 1 month old. A count of more ("20个月的孩子上课多少钱") is one. Read in
    Chinese only for now: English said so ("how much for one night", then "book it") was
    not seen wrong, and its cases were not run."""
    spec = flow.slot(c.slot)
    return (
        spec is not None
        and spec.type in (SlotType.INTEGER, SlotType.NUMBER)
        and isinstance(c.value, (int, float))
        and c.value == 1
        and has_cjk(c.raw_text or "")
    )
