"""The belief half of a turn: values checked against what the user stated, overrides,
and a statement that contradicts a belief asked about before anything changes.

The rules of binding are ``binding.py``'s; these steps say and record. ``Turn.set_slot``
calls ``breached`` for every value it sets or corrects, and ``Turn.advance`` calls
``recheck`` before a task confirms or runs: the one place each, so a change in how the
turn is laid out keeps them.
"""

from __future__ import annotations

from typing import Any

from .commands import SetBelief
from .spec import SlotSpec
from .state import Task
from .turn_base import TurnBase
from .turn_outcome import Mark


def breached(
    turn: TurnBase,
    task: Task,
    spec: SlotSpec,
    name: str,
    value: Any,
    raw_text: str | None,
    skip: tuple[str, ...] | list[str],
) -> bool:
    """``value`` goes against a belief: said and asked ("That's over the 1000 USD budget
    you set. Go ahead with 1500 USD anyway, or change the amount?"), never taken."""
    if turn.binder is None:
        return False
    breach = turn.binder.breach(task.flow, spec, value, turn.state.beliefs, skip)
    if breach is None:
        return False
    question = turn.r.breach(breach, turn.r.heard(spec), value)
    turn.rec.emit(
        "clarification_set",
        clarification={
            "slot": name,
            "value": value,
            "raw_text": raw_text,
            "confidence": 1.0,
            "question": question,
            "belief": breach.belief,
        },
    )
    turn.say(question)
    turn.mark(Mark.ASKED)
    turn.mark(Mark.TOUCHED)
    return True


def overridden(
    turn: TurnBase, spec: SlotSpec, name: str, value: Any, beliefs: tuple[str, ...]
) -> None:
    """The user keeps a value against a belief: recorded, the belief unchanged."""
    for key in dict.fromkeys(beliefs):
        belief = turn.state.beliefs.get(key)
        if belief is None:
            continue
        turn.rec.emit("belief_overridden", slot=name, belief=key, value=value)
        turn.say(
            turn.r.say(
                "belief_overridden",
                value=turn.r.show(value),
                belief=turn.r.label(key),
                limit=turn.r.show(belief.value),
            )
        )


def recheck(turn: TurnBase, task: Task) -> None:
    """Before a task confirms (or runs): every value against the beliefs as they are
    now (one stated after the value was given binds it too)."""
    if turn.binder is None or task.clarification is not None or not turn.state.beliefs:
        return
    spec = turn.flow_of(task).spec
    for slot in spec.slots:
        held = task.slots.get(slot.name)
        if (
            held is not None
            and held.value is not None
            and breached(turn, task, slot, slot.name, held.value, held.raw_text, held.overrides)
        ):
            return


def record_belief(turn: TurnBase, c: SetBelief) -> None:
    old = turn.state.beliefs.get(c.key)
    turn.rec.emit(
        "belief_changed" if old is not None else "belief_set",
        key=c.key,
        value=c.value,
        source=c.source,
        invariant=c.invariant or (old is not None and old.invariant),
        lasting=c.lasting,
        time=turn.now.isoformat(),
        kind=c.kind or (old.kind if old is not None else None),
        **({"previous": old.value} if old is not None else {}),
    )
    if c.lasting:
        turn.out.lasting_changed = True
    if turn.task is not None and turn.binder is not None:
        turn.mark(Mark.TOUCHED)  # a limit stated mid-task binds the values already given


def settle_belief(turn: TurnBase, yes: bool) -> None:
    """The answer to "Should 8000 replace it?": the new belief, or the old one kept."""
    pending = turn.state.pending_belief
    assert pending is not None
    turn.rec.emit("belief_pending", belief=None)
    c = SetBelief.model_validate({**pending, "explicit_change": True, "hedged": False})
    old = turn.state.beliefs.get(c.key)
    shown = turn.r.show(old.value) if old is not None else ""
    if not yes:
        turn.rec.emit("belief_kept", key=c.key, value=old.value if old else None)
        turn.say(turn.r.say("belief_kept", key=turn.r.label(c.key), old=shown))
        return
    record_belief(turn, c)
    turn.say(
        turn.r.say(
            "belief_replaced", key=turn.r.label(c.key), value=turn.r.show(c.value), old=shown
        )
    )
