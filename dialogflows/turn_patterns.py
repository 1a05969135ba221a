"""Running the repair patterns (``patterns/``): the built-in behaviours as flows.

Where a behaviour is called for (a cancel, a request no flow takes, talk past the task, a
task on hold to offer back), the turn asks ``task_steps.pattern``: when the domain's pattern
flow is its built-in action alone (the shipped defaults), the behaviour runs in place; else
the pattern flow starts as a task above the one it interrupted, and the turn's ``advance``
runs it on its step machine like any flow. A built-in action reached in a pattern ends the
pattern and does the behaviour in place; a pattern that ends otherwise gives the turn back
to the task it interrupted, whose question is asked again.

Starting and ending a pattern's task is task work (``task_steps.pattern``,
``task_steps.end_pattern``); here is where each behaviour is called for, and what each
built-in action does.
"""

from __future__ import annotations

from collections.abc import Callable

from .commands import ChitChat, Clarify, CorrectSlot
from .compiler import CompiledFlow
from .patterns import BUILTIN_ACTIONS, is_pattern
from .state import Task
from .task_ends import cancel, offer_resume_now
from .task_steps import end_pattern
from .task_steps import pattern as start_pattern
from .turn_base import TurnBase
from .turn_talk import chitchat


def builtin_action(turn: TurnBase, name: str, flow: CompiledFlow, task: Task) -> None:
    """A pattern reached its built-in action: the pattern ends, and the behaviour runs
    in place for the task it interrupted."""
    end_pattern(turn, task, "done")
    _BUILTINS[name](turn, task)


# -- where the behaviours are called for ------------------------------------------------
def chitchat_pattern(turn: TurnBase, talk: ChitChat | None) -> None:
    if not start_pattern(turn, "pattern_chitchat"):
        chitchat(turn, talk)


def cancel_pattern(turn: TurnBase, flow: str | None) -> None:
    """A plain cancel of the running task goes through ``pattern_cancel``; a cancel of a
    waiting task by name, or with nothing running, is answered as always."""
    task = turn.task
    if (
        task is None
        or (flow is not None and flow != task.flow)
        or not start_pattern(turn, "pattern_cancel", flow=turn.title(task.flow))
    ):
        cancel(turn, flow)


def correction_pattern(turn: TurnBase, c: CorrectSlot) -> bool:
    """A value given before is changed: through ``pattern_correction`` when the author
    wrote one (it may ask first); True when that pattern took the correction over."""
    task = turn.task
    if task is None or is_pattern(task.flow) or task.value(c.slot) is None:
        return False
    spec = turn.flow_of(task).spec.slot(c.slot)
    if spec is None:
        return False
    shown = turn.r.show(c.value, spec) if c.value is not None else ""
    return start_pattern(
        turn,
        "pattern_correction",
        flow=turn.title(task.flow),
        slot=turn.r.heard(spec),
        value=shown,
        previous=turn.r.show(task.value(c.slot), spec),
        correction={"slot": c.slot, "value": c.value, "raw_text": c.raw_text},
    )


def clarification_pattern(turn: TurnBase, c: Clarify) -> bool:
    """The understanding is unsure and asks: through ``pattern_clarification`` when the
    author wrote one; True when that pattern took the question over."""
    task = turn.task
    if task is not None and is_pattern(task.flow):
        return False
    return start_pattern(
        turn,
        "pattern_clarification",
        flow=turn.title(task.flow) if task is not None else None,
        # the question in words: the understanding says it by key (``Clarify.ask``)
        question=turn.r.asked(c, turn.flow_of(task).spec if task is not None else None),
        clarification=c.model_dump(mode="json"),
    )


def _builtin_clarify(turn: TurnBase, pattern: Task) -> None:
    """The question the pattern was started for, asked of the task it interrupted."""
    asked = pattern.results.get("clarification")
    if isinstance(asked, dict):
        turn.clarify(Clarify.model_validate(asked))


def _builtin_chitchat(turn: TurnBase, pattern: Task) -> None:
    # the talk as the understanding read it (``ChitChat.said``/``aside``), not its text
    said = next((c for c in turn._commands if isinstance(c, ChitChat)), None)
    chitchat(turn, said)


def _builtin_correct(turn: TurnBase, pattern: Task) -> None:
    """The change the pattern was started for, made to the task it interrupted."""
    change = pattern.results.get("correction")
    if isinstance(change, dict) and turn.task is not None:
        turn.set_slot(change["slot"], change["value"], change.get("raw_text"), 1.0, True)


def _builtin_cancel(turn: TurnBase, pattern: Task) -> None:
    cancel(turn)


def _builtin_cannot_handle(turn: TurnBase, pattern: Task) -> None:
    turn.say(turn.r.say("unknown_flow"))


def _builtin_offer_resume(turn: TurnBase, pattern: Task) -> None:
    offer_resume_now(turn)


_BUILTINS: dict[str, Callable[[TurnBase, Task], None]] = {
    "cancel_flow": _builtin_cancel,
    "cannot_handle": _builtin_cannot_handle,
    "chitchat": _builtin_chitchat,
    "offer_resume": _builtin_offer_resume,
    "correct_slot": _builtin_correct,
    "clarify": _builtin_clarify,
}
assert set(_BUILTINS) == BUILTIN_ACTIONS
