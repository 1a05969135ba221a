"""The turn's policy as one table: each kind of command, and the handler that applies it.

``Turn.apply`` looks a command's type up in ``POLICY`` and runs its handler; there is no
other place that decides what a command does. A handler is a generator (a command may run
an action) and returns its ``Outcome`` (``turn_outcome.py``): what it said, whether it
changed the state, and its marks (asked, held, a task taken up) in order. The turn's end
(``Turn.advance``, ``Turn.prompt``) is read from the outcomes, and ``Turn.handled`` keeps
each command's ``Did`` for tracing. A new command type is one more row here; a test holds
the table to every type in ``commands.COMMAND_TYPES``.

Where a handler asks "may this happen now?" (a yes answers a confirmation, a no goes back
to a question), the compiled flow's machine answers (``StepMachine.can``, ``asking``,
``clarifying``, ``running``); no handler compares phase names.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from .actions import ActionCall, ActionOutcome
from .commands import (
    Affirm,
    Amend,
    Cancel,
    ChitChat,
    Clarify,
    ClearSlot,
    CorrectSlot,
    Deny,
    Handoff,
    ListOptions,
    Recall,
    Repeat,
    Resume,
    SetBelief,
    SetSlot,
    StartTask,
)
from .patterns import is_pattern
from .task_ends import cancel_everything, restart
from .task_ends import resume as resume_task
from .task_steps import cannot_handle, queue, start
from .turn_amend import amend as amend_made
from .turn_base import TurnBase
from .turn_outcome import Did as Did  # re-exported: what a handler did
from .turn_outcome import Mark, Outcome
from .turn_patterns import (
    cancel_pattern,
    chitchat_pattern,
    clarification_pattern,
    correction_pattern,
)
from .turn_talk import list_options as say_options
from .turn_talk import recall as say_recalled

HandlerGen = Generator[ActionCall, ActionOutcome, Outcome]
Handler = Callable[[TurnBase, Any], HandlerGen]


def start_task(turn: TurnBase, c: StartTask) -> HandlerGen:
    o = turn.open_part(c.type)
    guard = turn.flows[c.flow].guard if c.flow in turn.flows else None
    if (guard is not None and not guard(turn.scope(None))) or is_pattern(c.flow):
        cannot_handle(turn)  # the flow's `if:` does not hold: its trigger does not count
        return turn.close_part(o)
    if _offered_back(turn, c.flow):
        # "Shall we get back to booking the room?" - "ok 2 hours then": the task offered
        # back is taken up, and what the message says for it changes what it held; a
        # second task of the same flow would start over and leave the first one behind
        resume_task(turn, c.flow)
        for name, value in c.slots.items():
            inferred = name in (c.inferred or ())
            turn.set_slot(name, value, None, 1.0, correction=True, inferred=inferred)
        return turn.close_part(o)
    yield from start(turn, c.flow, c.slots, c.inferred)
    if c.then and turn.task is not None and turn.task.flow == c.flow:
        queue(turn, c.then)
    return turn.close_part(o)


def _offered_back(turn: TurnBase, flow: str) -> bool:
    """No task runs and the bot has just offered back a task of ``flow`` held on the
    stack."""
    held = turn.state.offered_held()
    return turn.task is None and held is not None and held.flow == flow


def set_slot(turn: TurnBase, c: SetSlot | CorrectSlot) -> HandlerGen:
    o = turn.open_part(c.type)
    if isinstance(c, SetSlot) and c.flow is not None:
        return o  # a queued task's value: noted with the others (``Turn.run``)
    fix = isinstance(c, CorrectSlot)
    if isinstance(c, CorrectSlot) and correction_pattern(turn, c):
        return turn.close_part(o)  # the author's pattern_correction takes it (may ask first)
    turn.set_slot(c.slot, c.value, c.raw_text, c.confidence, fix, inferred=c.inferred)
    return turn.close_part(o)
    yield  # pragma: no cover


def clear_slot(turn: TurnBase, c: ClearSlot) -> HandlerGen:
    o = turn.open_part(c.type)
    turn.clear_slot(c.slot)
    return turn.close_part(o)
    yield  # pragma: no cover


def affirm(turn: TurnBase, c: Affirm) -> HandlerGen:
    o = turn.open_part(c.type)
    yield from turn.affirm(c.confidence)
    return turn.close_part(o)


def deny(turn: TurnBase, c: Deny) -> HandlerGen:
    o = turn.open_part(c.type)
    yield from turn.deny(c.amend)
    return turn.close_part(o)


def cancel(turn: TurnBase, c: Cancel) -> HandlerGen:
    o = turn.open_part(c.type)
    if c.restart:
        restart(turn)
    elif c.everything:
        cancel_everything(turn)
    else:
        cancel_pattern(turn, c.flow)
    return turn.close_part(o)
    yield  # pragma: no cover


def resume(turn: TurnBase, c: Resume) -> HandlerGen:
    o = turn.open_part(c.type)
    resume_task(turn, c.flow)
    return turn.close_part(o)
    yield  # pragma: no cover


def set_belief(turn: TurnBase, c: SetBelief) -> HandlerGen:
    o = turn.open_part(c.type)
    turn.set_belief(c)
    return turn.close_part(o)
    yield  # pragma: no cover


def chitchat(turn: TurnBase, c: ChitChat) -> HandlerGen:
    o = turn.open_part(c.type)
    chitchat_pattern(turn, c)
    return turn.close_part(o)
    yield  # pragma: no cover


def clarify(turn: TurnBase, c: Clarify) -> HandlerGen:
    o = turn.open_part(c.type)
    if not clarification_pattern(turn, c):
        turn.clarify(c)
    return turn.close_part(o)
    yield  # pragma: no cover


def handoff(turn: TurnBase, c: Handoff) -> HandlerGen:
    o = turn.open_part(c.type)
    turn.rec.emit("handoff_requested", reason=c.reason)
    turn.say(turn.r.say("handoff"))
    turn.mark(Mark.ASKED)
    return turn.close_part(o)
    yield  # pragma: no cover


def repeat(turn: TurnBase, c: Repeat) -> HandlerGen:
    o = turn.open_part(c.type)
    # what the bot said, without its asides on the message before ("Sorry, I can't answer
    # that here." is no part of the question asked again)
    asides = (turn.r.say("not_answered"), turn.r.say("not_understood"))
    said = [m for m in turn.state.last_bot if m not in asides]
    for m in said or [turn.r.say("nothing_to_repeat")]:
        turn.say(m)
    turn.mark(Mark.ASKED)
    return turn.close_part(o)
    yield  # pragma: no cover


def recall(turn: TurnBase, c: Recall) -> HandlerGen:
    o = turn.open_part(c.type)
    say_recalled(turn, c.entity, c.slot, c.belief, c.made_by, c.summary)
    return turn.close_part(o)
    yield  # pragma: no cover


def list_options(turn: TurnBase, c: ListOptions) -> HandlerGen:
    o = turn.open_part(c.type)
    say_options(turn, c.slot, c.flow)
    return turn.close_part(o)
    yield  # pragma: no cover


def amend(turn: TurnBase, c: Amend) -> HandlerGen:
    o = turn.open_part(c.type)
    amend_made(turn, c.flow, c.slots)
    return turn.close_part(o)
    yield  # pragma: no cover


#: command type -> its handler: the whole policy of a turn, in one place
POLICY: dict[type[Any], Handler] = {
    StartTask: start_task,
    SetSlot: set_slot,
    CorrectSlot: set_slot,
    ClearSlot: clear_slot,
    Affirm: affirm,
    Deny: deny,
    Cancel: cancel,
    Resume: resume,
    SetBelief: set_belief,
    ChitChat: chitchat,
    Clarify: clarify,
    Handoff: handoff,
    Repeat: repeat,
    Recall: recall,
    ListOptions: list_options,
    Amend: amend,
}
