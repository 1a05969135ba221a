"""What a reader may find besides commands: a flow asked for, which the orchestrator starts.

A reader never starts a flow itself (that is ``starting.py``, run by ``pipeline.py``): "cancel
BK-1234" read by the control words asks for the flow that cancels the booking, and the
control reader says so with a ``FlowAsked``; the pipeline starts it with the values the
message gives it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FlowAsked:
    """A flow the message asks for, found by a reader other than the triggers."""

    flow: str
    #: requests joined after it in the same message are queued after it ("取消刚才那单，再帮我
    #: 点一份麻婆豆腐")
    then: bool = False
