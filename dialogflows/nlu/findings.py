"""What a reader may find besides commands: flows asked for, which the pipeline starts, and
the spans of the message a reading used, which the pipeline records.

A reader never starts a flow itself (that is ``starting.py``, run by ``pipeline.py``): "cancel
BK-1234" read by the control words asks for the flow that cancels the booking, and the
control reader says so with a ``FlowAsked``; the pipeline starts it with the values the
message gives it. Nor does a reader write down what it used: it returns the spans with its
commands (``Found``) and the pipeline adds them to the message's ``taken``, so the readers
after it leave them alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..commands import Command
    from .trigger_hits import TriggerHit
    from .utterance import Turn

#: a span of a message's ``scan``: (start, end)
Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class FlowAsked:
    """A flow the message asks for, found by a reader other than the triggers."""

    flow: str
    #: requests joined after it in the same message are queued after it ("取消刚才那单，再帮我
    #: 点一份麻婆豆腐")
    then: bool = False
    #: how sure the reader is that the flow is asked for
    score: float = 1.0
    #: the running task is let go first ("cancel that, i need to move my rental instead")
    instead: bool = False
    #: values the reader knows beyond what the message says, under those it says ("ok
    #: book it" after "how much for 30 people": the 30 of the task just ended)
    given: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class HitsAsked:
    """The flows the message's triggers (or values) point at, best first: the pipeline
    starts the best one, or asks which when two fit equally."""

    hits: list[TriggerHit]


@dataclass(frozen=True, slots=True)
class Request:
    """One way to read a message as several requests: its first part (``head``, a message
    of its own) asks for the flows of ``hits``; the others start at ``cuts`` (where each
    joining word stands, where it ends, and its flow) and are queued after the first."""

    head: Turn
    hits: list[TriggerHit]
    cuts: list[tuple[int, int, TriggerHit]]


@dataclass(frozen=True, slots=True)
class RequestsAsked:
    """Several requests in one message ("a flight to Paris and a hotel there"), each way
    to split it in the order found: the pipeline takes the first whose first request
    starts a task; ``only``: it must be that flow."""

    readings: list[Request]
    only: str | None = None


@dataclass(frozen=True, slots=True)
class RequestsFirst:
    """What a reader found, unless the message reads as several requests ("cancel that
    and book a flight to Madrid instead"): the pipeline asks ``two_requests`` first."""

    otherwise: list[Command] | FlowAsked | RecallFirst | None


#: the kinds of thing the recall readers ask back (``RecallFirst.kinds``): what was done,
#: an entity made, a value said, a belief stated
RECALL_DONE = "done"
RECALL_ENTITY = "entity"
RECALL_SLOT = "slot"
RECALL_BELIEF = "belief"


@dataclass(frozen=True, slots=True)
class RecallFirst:
    """What a reader found, unless the message asks back something said or made ("sorry
    what was the date again?", "订单号是多少来着？"): the pipeline asks the recall readers
    of ``kinds`` first, in that order (``asked_back.RECALLS``, by the ``RECALL_*`` kinds),
    and takes ``otherwise`` when none answers."""

    otherwise: list[Command] | Found | None
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AddedFirst:
    """Another flow asked for mid-task (``otherwise``: the switch to it), unless the
    message asks for it after the running one ("I also need a hotel there"): the pipeline
    asks the two-requests reader (``two_requests.added_request``) about ``hits`` first."""

    hits: list[TriggerHit]
    otherwise: FlowAsked


@dataclass(frozen=True, slots=True)
class Found:
    """Commands a reader found, with the spans of the message it used for them."""

    commands: list[Command]
    spans: tuple[Span, ...] = ()


#: what a reader may return: commands, commands with their spans, a flow to start, or None
Asked = FlowAsked | HitsAsked | RequestsAsked | RequestsFirst | RecallFirst | AddedFirst
