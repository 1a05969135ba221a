"""Changing a task that is already done: "actually change my flight to Saturday".

The action ran, so the task cannot take new values. Starting the flow again with the new
value alone (what the rules did before) asked "Where are you flying from?" for a second
flight; offering the capabilities list ignored the request. What a person at the counter
does is say it is done and offer the way there is: undo it, then do it again with the new
values. The domain says what undoes what: a destructive flow with a slot of the entity type
the done flow's action produced ("cancel_booking" takes a ``booking``, which "book_flight"
results in; "refund" takes the ``order`` "order_food" made). With one, both are queued and
the first is offered; a yes starts the undo, which confirms as it always does, and the
new task runs once it is done (``Task.after``). A no, a failure or a cancellation of the
undo drops the new task too, so nothing is booked twice.
"""

from __future__ import annotations

from typing import Any

from .fill import display_value
from .state import DONE, Task
from .turn_base import TurnBase
from .turn_outcome import Mark
from .undo_entities import made_entities, undoers


def amend(turn: TurnBase, flow: str, slots: dict[str, Any]) -> None:
    turn.mark(Mark.ASKED)
    done = turn.state.last_task
    if (
        turn.task is not None
        or done is None
        or done.flow != flow
        or not turn.flows[flow].steps.ended(done, DONE)
    ):
        turn.say(turn.r.say("nothing_to_amend", flow=turn.title(flow)))
        return
    spec = turn.flows[flow].spec
    changes: dict[str, Any] = {}
    for name, value in slots.items():
        slot = spec.slot(name)
        if slot is None:
            continue
        value, reason = turn.coerce(flow, slot, value, turn.now)
        if reason is not None:  # "change it to yesterday": why not, and nothing offered
            turn.say(reason)
            return
        if value is not None and value != done.value(name):
            changes[name] = value
    undo = _undo(turn, done)
    held = len(turn.state.task_stack) + len(turn.state.queued)
    if undo is None or not changes or held + 2 > turn.settings.max_task_depth:
        ref = _made(turn, done)
        key = "already_done" if ref is None else "already_done_ref"
        turn.say(turn.r.say(key, flow=turn.title(flow), ref=ref))
        return
    undo_flow, undo_slot, ref = undo
    first = f"t{turn.state.task_counter + 1}"
    turn.rec.emit(
        "task_queued",
        task_id=first,
        flow=undo_flow,
        slots=[s.name for s in turn.flows[undo_flow].spec.slots],
        values={undo_slot: ref},
    )
    turn.rec.emit(
        "task_queued",
        task_id=f"t{turn.state.task_counter + 1}",
        flow=flow,
        slots=[s.name for s in spec.slots],
        values={**done.filled(), **changes},
        after=first,
    )
    turn.rec.emit("offer_resume_set", task_id=first)
    said = turn.r.texts["list_sep"].join(
        turn.r.say("slot_value", slot=turn.r.heard(slot), value=turn.r.show(v, slot))
        for n, v in changes.items()
        if (slot := spec.slot(n)) is not None
    )
    turn.say(turn.r.say("already_done_ref", flow=turn.title(flow), ref=display_value(ref)))
    turn.say(
        turn.r.say(
            "amend_offer",
            undo=turn.title(undo_flow),
            ref=display_value(ref),
            flow=turn.title(flow),
            changes=said,
        )
    )


def _undo(turn: TurnBase, done: Task) -> tuple[str, str, Any] | None:
    """(flow, slot, value): the one destructive flow that takes, in a slot of its own,
    an entity the done task's action produced. Two would be a guess: none is offered."""
    made = made_entities(turn.flows[done.flow].spec, done.results)
    found = undoers((f.spec for f in turn.flows.values()), made, besides=done.flow)
    if len(found) != 1:
        return None
    flow, slot = found[0]
    assert slot.entity is not None  # undoers takes only slots with an entity
    return flow.name, slot.name, made[slot.entity]


def _made(turn: TurnBase, done: Task) -> str | None:
    """The reference the done task's action handed out, as the bot said it."""
    for r in turn.flows[done.flow].spec.results:
        if r.entity and done.results.get(r.name) is not None:
            return display_value(done.results[r.name])
    return None
