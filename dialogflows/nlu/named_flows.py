"""The flows a message names by a word of a flow's name ("the flight", "my hotel"), and
what such a flow made ("cancel the flight": the newest booking it made). Shared by the
recall, the amendments, the clarification's answers and the prefill; no reader of the
pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..spec import FlowSpec
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def named_flows(u: Knowledge, t: Turn) -> set[str]:
    """The flows the message names by a word of a flow's name ("the flight", "my hotel")."""
    names = u.triggers.name_words
    return {f for w in t.norm.split() if (f := names.get(w)) is not None}


def made_by_named_flow(
    u: Knowledge, t: Turn, flow: FlowSpec, slots: dict[str, Any]
) -> tuple[str, Any] | None:
    """ "cancel the flight": the newest booking the flight flow made, for the slot of
    ``flow`` that takes that kind of entity (a flow is named by a word of its name)."""
    owners = named_flows(u, t) - {flow.name}
    if len(owners) != 1:
        return None
    other = u.domain.flows[str(next(iter(owners)))]
    # "cancel the flight too" right after cancelling the hotel: not the hotel again
    done = t.state.last_task
    used = (
        {s.value for s in done.slots.values() if isinstance(s.value, (str, int))}
        if done is not None and done.flow == flow.name
        else set()
    )
    for spec in flow.slots:
        if not spec.entity or spec.name in slots:
            continue
        sources = {r.name for r in other.results if r.entity == spec.entity}
        for ent in reversed(t.state.entity_stack):
            if ent.type == spec.entity and ent.source in sources and ent.value not in used:
                return spec.name, ent.value
    return None
