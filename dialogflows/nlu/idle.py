"""A message with no task running: which flow it asks for, if any.

The order matters and was once kept inline in ``rules.py``: a change of the task just
done ("actually change my flight to Saturday"), two requests at once, a follow-up of the
last answer ("And in Berlin?"), a flow kept ("keep the flight though"), the triggers (weak
ones too), values for the task offered to resume ("from London"), an answer to "Do you mean
…?" ("the second one"), and last the flows the message's values point at.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command
from .amend import amended
from .control import keeps_flow
from .for_queued import resumed_with
from .mood import mood
from .polite import asked_politely
from .starting import start
from .triggers import TriggerHit
from .two_requests import two_requests
from .unwanted import negated_verb
from .utterance import Turn
from .which_flow import answered_by_values, flow_chosen, which_flow_for_values

if TYPE_CHECKING:
    from .knowledge import Knowledge


def idle_commands(
    u: Knowledge, t: Turn, hits: list[TriggerHit], scanned: str, weak: bool
) -> list[Command]:
    """The commands for a message with no task running (``hits``: its exact trigger hits;
    ``weak``: weak evidence may start a flow, as no belief was stated)."""
    change = amended(u, t, scanned) if t.state.last_task is not None else None
    if change is not None:  # "actually change my flight to Saturday" once it is booked
        return change
    two = two_requests(u, t) if weak else None
    if two is not None:  # "a flight to Paris and a hotel there"
        return two
    if not hits and weak:
        # "And in Berlin?" right after the forecast for London asks it again
        again = u.followups[t.lex.language].commands(u, t)
        if again is not None:
            return again
    if not hits and keeps_flow(u, t):
        return []  # "keep the flight though" books no second flight
    hits = hits or u.triggers.weak(scanned, names=weak)
    if hits and hits[0].score < 1.0 and negated_verb(t):
        return []  # "I don't need a hotel" asks for no hotel
    if not hits:  # a value outside what the beliefs say: "来份水煮鱼，不要太辣"
        taken_up = resumed_with(u, t) if t.state.offer_resume is not None else None
        if taken_up is not None:  # "from London" to "Shall we get back to …?"
            return taken_up
        chosen = flow_chosen(u, t) if weak else None
        if chosen is not None:  # "the second one" to "Do you mean …?"
            return chosen
        owners = u.owners.flows(t)
        hits = u.owners.hit(owners) or answered_by_values(u, t)
        if not hits and weak:  # "I want to go to Paris": a flight, a hotel or...?
            which = which_flow_for_values(u, t, owners)
            if which is not None:
                return [which]
    # "how long is a flight to Tokyo?" books nothing
    if (
        u.triggers.books(hits)
        and mood(t.lex, t.raw, t.norm).asking
        and not asked_politely(t.lex, scanned, hits)  # "can you deliver it to room 5?"
    ):
        hits = u.triggers.informational(hits)
    return start(u, t, hits) if hits else []
