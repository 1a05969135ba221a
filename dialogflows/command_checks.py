"""Commands given from outside the understanding (an LLM, a replay, a test, the HTTP API)
are checked against the domain before anything changes.

The understanding only names flows and slots the domain has; a caller of
``Dispatcher.apply`` may name any. A command naming an unknown flow or slot is refused with
an error that says which, rather than ignored by the turn, so a typo in a script or a
hallucinated slot from a model is seen at once.
"""

from __future__ import annotations

from collections.abc import Collection

from .commands import (
    Amend,
    Cancel,
    ClearSlot,
    Command,
    CorrectSlot,
    ListOptions,
    Recall,
    SetSlot,
    StartTask,
)
from .errors import UnknownFlowError, UnknownSlotError
from .spec import Domain


def check_commands(domain: Domain, slot_names: Collection[str], commands: list[Command]) -> None:
    """Refuse commands naming unknown flows or slots (``slot_names``: every flow's)."""
    for c in commands:
        if isinstance(c, StartTask):
            check_flow(domain, c.flow)
            for name in c.slots:
                if domain.flows[c.flow].slot(name) is None:
                    raise UnknownSlotError(f"flow {c.flow!r} has no slot {name!r}")
            check_commands(domain, slot_names, list(c.then))  # the tasks queued after it
        elif isinstance(c, Cancel) and c.flow is not None:
            check_flow(domain, c.flow)
        elif isinstance(c, Recall) and c.made_by is not None:
            check_flow(domain, c.made_by)
        elif isinstance(c, Amend):
            check_flow(domain, c.flow)
            for name in c.slots:
                if domain.flows[c.flow].slot(name) is None:
                    raise UnknownSlotError(f"flow {c.flow!r} has no slot {name!r}")
        elif isinstance(c, SetSlot | ListOptions) and c.flow is not None:
            check_flow(domain, c.flow)  # a slot of the queued task of that flow
            if domain.flows[c.flow].slot(c.slot) is None:
                raise UnknownSlotError(f"flow {c.flow!r} has no slot {c.slot!r}")
        elif (
            isinstance(c, SetSlot | CorrectSlot | ClearSlot | Recall | ListOptions)
            and c.slot is not None
            and c.slot not in slot_names
        ):
            raise UnknownSlotError(f"no flow has a slot named {c.slot!r}")


def check_flow(domain: Domain, flow: str) -> None:
    if flow not in domain.flows:
        raise UnknownFlowError(f"unknown flow {flow!r}; known flows: {', '.join(domain.flows)}")
