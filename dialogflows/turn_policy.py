"""The turn's policy as one table: each kind of command, and the handler that applies it.

``Turn.apply`` looks a command's type up in ``POLICY`` and runs its handler; there is no
other place that decides what a command does. A handler is a generator (a command may run
an action) and returns what it did (``Did``), which ``Turn`` keeps for the turn
(``Turn.handled``) and tracing reads. A new command type is one more row here; a test holds
the table to every type in ``commands.COMMAND_TYPES``.

Where a handler asks "may this happen now?" (a yes answers a confirmation, a no goes back
to a question), the compiled flow's machine answers (``StepMachine.can``, ``asking``,
``clarifying``, ``running``); no handler compares phase names.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from enum import StrEnum
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from .turn import Turn


class Did(StrEnum):
    """What applying one command did, as the user would notice it."""

    #: nothing changed and nothing was said (a value for a queued task, noted later)
    NOTHING = "nothing"
    #: something was said; the state is as it was
    SAID = "said"
    #: the state changed (a slot, a task, a belief)
    CHANGED = "changed"
    #: the user was asked something: the turn's closing question is not needed
    ASKED = "asked"


HandlerGen = Generator[ActionCall, ActionOutcome, Did]
Handler = Callable[["Turn", Any], HandlerGen]


class _Before:
    """What the turn looked like before a handler ran: its effect is measured against it."""

    __slots__ = ("asked", "events", "said")

    def __init__(self, turn: Turn) -> None:
        self.events = len(turn.rec.events)
        self.said = len(turn.out.messages)
        self.asked = turn._asked

    def did(self, turn: Turn) -> Did:
        if turn._asked and not self.asked:
            return Did.ASKED
        if len(turn.rec.events) > self.events:
            return Did.CHANGED
        return Did.SAID if len(turn.out.messages) > self.said else Did.NOTHING


def start_task(turn: Turn, c: StartTask) -> HandlerGen:
    before = _Before(turn)
    guard = turn.flows[c.flow].guard if c.flow in turn.flows else None
    if (guard is not None and not guard(turn.scope(None))) or is_pattern(c.flow):
        turn.cannot_handle()  # the flow's `if:` does not hold: its trigger does not count
        return before.did(turn)
    yield from turn.start(c.flow, c.slots, c.inferred)
    if c.then and turn.task is not None and turn.task.flow == c.flow:
        turn.queue(c.then)
    return before.did(turn)


def set_slot(turn: Turn, c: SetSlot | CorrectSlot) -> HandlerGen:
    if isinstance(c, SetSlot) and c.flow is not None:
        return Did.NOTHING  # a queued task's value: noted with the others (``Turn.run``)
    before = _Before(turn)
    fix = isinstance(c, CorrectSlot)
    if isinstance(c, CorrectSlot) and turn.correction_pattern(c):
        return before.did(turn)  # the author's pattern_correction takes it (may ask first)
    turn.set_slot(c.slot, c.value, c.raw_text, c.confidence, fix, inferred=c.inferred)
    return before.did(turn)
    yield  # pragma: no cover


def clear_slot(turn: Turn, c: ClearSlot) -> HandlerGen:
    before = _Before(turn)
    turn.clear_slot(c.slot)
    return before.did(turn)
    yield  # pragma: no cover


def affirm(turn: Turn, c: Affirm) -> HandlerGen:
    before = _Before(turn)
    yield from turn.affirm(c.confidence)
    return before.did(turn)


def deny(turn: Turn, c: Deny) -> HandlerGen:
    before = _Before(turn)
    yield from turn.deny()
    return before.did(turn)


def cancel(turn: Turn, c: Cancel) -> HandlerGen:
    before = _Before(turn)
    if c.restart:
        turn.restart()
    elif c.everything:
        turn.cancel_everything()
    else:
        turn.cancel_pattern(c.flow)
    return before.did(turn)
    yield  # pragma: no cover


def resume(turn: Turn, c: Resume) -> HandlerGen:
    before = _Before(turn)
    turn.resume(c.flow)
    return before.did(turn)
    yield  # pragma: no cover


def set_belief(turn: Turn, c: SetBelief) -> HandlerGen:
    before = _Before(turn)
    turn.set_belief(c)
    return before.did(turn)
    yield  # pragma: no cover


def chitchat(turn: Turn, c: ChitChat) -> HandlerGen:
    before = _Before(turn)
    turn.chitchat_pattern(c)
    return before.did(turn)
    yield  # pragma: no cover


def clarify(turn: Turn, c: Clarify) -> HandlerGen:
    before = _Before(turn)
    if not turn.clarification_pattern(c):
        turn.clarify(c)
    return before.did(turn)
    yield  # pragma: no cover


def handoff(turn: Turn, c: Handoff) -> HandlerGen:
    turn.rec.emit("handoff_requested", reason=c.reason)
    turn.say(turn.r.say("handoff"))
    turn._asked = True
    return Did.ASKED
    yield  # pragma: no cover


def repeat(turn: Turn, c: Repeat) -> HandlerGen:
    # what the bot said, without its asides on the message before ("Sorry, I can't answer
    # that here." is no part of the question asked again)
    asides = (turn.r.say("not_answered"), turn.r.say("not_understood"))
    said = [m for m in turn.state.last_bot if m not in asides]
    for m in said or [turn.r.say("nothing_to_repeat")]:
        turn.say(m)
    turn._asked = True
    return Did.ASKED
    yield  # pragma: no cover


def recall(turn: Turn, c: Recall) -> HandlerGen:
    before = _Before(turn)
    turn.recall(c.entity, c.slot, c.belief, c.made_by, c.summary)
    return before.did(turn)
    yield  # pragma: no cover


def list_options(turn: Turn, c: ListOptions) -> HandlerGen:
    before = _Before(turn)
    turn.list_options(c.slot, c.flow)
    return before.did(turn)
    yield  # pragma: no cover


def amend(turn: Turn, c: Amend) -> HandlerGen:
    before = _Before(turn)
    turn.amend(c.flow, c.slots)
    return before.did(turn)
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
