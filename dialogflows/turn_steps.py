"""Running a flow with ``steps:``: the runtime half of ``compiler_steps.py``.

The flow's machine decides where the task goes; this module does what a step does when the
task reaches it (run the action, say the text, set the slots, start the called flow, end
the task) and fires the trigger that moves it on. Steps are told apart by their *kind*,
read from the compiled machine; no step or phase name is compared here. The task waits
where its machine stands on a ``collect`` or ``confirm`` step; everything else runs in the
same turn.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from .actions import ActionCall, ActionOutcome
from .compiler import CompiledFlow
from .compiler_steps import WAITING, StepInfo
from .patterns import BUILTIN_ACTIONS, is_pattern
from .state import Task
from .task_ends import finish, next_task
from .task_steps import begin, end_task, start
from .turn_base import StepGen, TurnBase
from .turn_beliefs import recheck
from .turn_outcome import Mark
from .turn_patterns import builtin_action

#: steps one turn may run before it stops: a loop with no collect step in it is refused at
#: load (``step-cycle``), so this only stops a machine altered at run time from spinning
_STEP_LIMIT = 200

#: what a step handler yields and returns: True to go on with the task's next step
Handler = Callable[
    [TurnBase, CompiledFlow, Task, StepInfo], Generator[ActionCall, ActionOutcome, bool]
]


def run_steps(turn: TurnBase) -> StepGen:
    task = turn.task
    if task is None:
        return
    flow = turn.flow_of(task)
    # where the turn found the task: moved on only by what this turn changed (a "no"
    # holds it); a step that waits is asked to move once per turn, so a loop back to
    # it waits there
    at = flow.steps.where(task)
    tried = {(task.id, at)}
    if flow.steps.info(at).kind in WAITING and turn.end.touched and not turn.end.held:
        recheck(turn, task)  # before confirming: the beliefs bind every value
        task = turn.task
        if task is None:
            return
        turn.move(flow, "advance", task, frozenset(turn._corrected_now))
    for _ in range(_STEP_LIMIT):
        task = turn.task
        if task is None:
            return
        flow = turn.flow_of(task)
        here = flow.steps.where(task)
        info = flow.steps.info(here)
        if info.kind in WAITING:
            if (task.id, here) in tried:
                return
            tried.add((task.id, here))
            checked = task
            recheck(turn, task)  # reached after other steps: bound the same way
            task = turn.task
            if task is None:
                return
            # a task no event replaced stands where it stood (reducers replace what changes)
            if not turn.move(flow, "advance", task, at=here if task is checked else None):
                return  # waits for the user
            continue
        go_on = yield from _HANDLERS[info.kind](turn, flow, task, info)
        if not go_on:
            return
    finish(turn, flow, "failed", None)


# -- the steps ---------------------------------------------------------------------------
def _action(
    turn: TurnBase, flow: CompiledFlow, task: Task, info: StepInfo
) -> Generator[ActionCall, ActionOutcome, bool]:
    assert info.spec is not None and info.spec.action is not None
    name = info.spec.action
    if name in BUILTIN_ACTIONS and is_pattern(flow.name):
        # ends the pattern: the behaviour runs
        builtin_action(turn, name, flow, task)
        return False
    values = {n: s.value for n, s in task.slots.items()}
    outcome = yield ActionCall(name, flow.name, values, task.id)
    if outcome.in_flight:  # another turn runs it: its result is that turn's to record
        turn.out.in_flight = True
        return False
    if outcome.missing or outcome.error is not None:
        error = "no action registered" if outcome.missing else repr(outcome.error)[:500]
        turn.rec.emit("action_failed", action=name, error=error)
        turn.move(flow, "fail", task)
        text = None if outcome.missing else flow.spec.failed
        fallback = turn.r.say("no_action", flow=flow.spec.description)
        finish(turn, flow, "failed", text, fallback if outcome.missing else None)
        return False
    result = dict(outcome.result or {})
    if result:
        turn.rec.emit("results_set", results=result)
        for r in flow.spec.results:
            if r.entity and result.get(r.name) is not None:
                turn.push_entity(r.entity, result[r.name], r.name)
    turn.move(flow, "succeed", turn.task or task)
    return True


def _say(
    turn: TurnBase, flow: CompiledFlow, task: Task, info: StepInfo
) -> Generator[ActionCall, ActionOutcome, bool]:
    assert info.spec is not None
    turn.say(turn.fill(info.spec.say, task))
    return turn.move(flow, "advance", task)
    yield  # pragma: no cover


def _set(
    turn: TurnBase, flow: CompiledFlow, task: Task, info: StepInfo
) -> Generator[ActionCall, ActionOutcome, bool]:
    assert info.spec is not None
    for name, value in (info.spec.set or {}).items():
        if value is None:
            turn.clear_slot(name)
        else:
            turn.set_slot(name, value, None, 1.0)
    return turn.move(flow, "advance", turn.task or task)
    yield  # pragma: no cover


def _branch(
    turn: TurnBase, flow: CompiledFlow, task: Task, info: StepInfo
) -> Generator[ActionCall, ActionOutcome, bool]:
    if turn.move(flow, "advance", task):
        return True
    # no case held and no `else`: refused at load (`branch-falls-through`) unless the
    # machine was changed; the task cannot go on, and says so rather than hang
    turn.move(flow, "fail", task)
    finish(turn, flow, "failed", flow.spec.failed)
    return False
    yield  # pragma: no cover


def _call(
    turn: TurnBase, flow: CompiledFlow, task: Task, info: StepInfo
) -> Generator[ActionCall, ActionOutcome, bool]:
    assert info.spec is not None and info.spec.call is not None
    callee = info.spec.call
    # the task it called before, put on hold when the user went back to this one
    # ("back to the transfer"), is taken up again rather than started twice
    earlier = next((t for t in reversed(turn.state.task_stack) if t.caller == task.id), None)
    turn.rec.emit("task_suspended", task_id=task.id)
    if earlier is not None:
        turn.rec.emit("task_resumed", task_id=earlier.id)
        turn.mark(Mark.TOUCHED)
    else:
        begin(turn, callee, _carried(turn, task, callee), caller=task.id)
    yield from turn.advance()
    return False


def _link(
    turn: TurnBase, flow: CompiledFlow, task: Task, info: StepInfo
) -> Generator[ActionCall, ActionOutcome, bool]:
    assert info.spec is not None and info.spec.link is not None
    target = info.spec.link
    turn.move(flow, "advance", task)
    end_task(turn, "done")
    if turn._handovers > len(turn.flows):
        # flows handing over to each other without asking anything: refused at load
        # (`cyclic-next`, `step-cycle`); a domain built in Python stops here instead
        next_task(turn, "done")
        return False
    turn._handovers += 1
    carried = _carried(turn, task, target)
    if task.caller is None:
        yield from start(turn, target, carried)
    else:  # the flow handed over to answers to whoever called this one
        begin(turn, target, carried, caller=task.caller)
    yield from turn.advance()
    return False


def _end_step(
    turn: TurnBase, flow: CompiledFlow, task: Task, info: StepInfo
) -> Generator[ActionCall, ActionOutcome, bool]:
    assert info.spec is not None and info.spec.end is not None
    turn.move(flow, "advance", task)
    finish(turn, flow, info.spec.end, info.spec.say)
    return False
    yield  # pragma: no cover


def _terminal(
    turn: TurnBase, flow: CompiledFlow, task: Task, info: StepInfo
) -> Generator[ActionCall, ActionOutcome, bool]:
    finish(turn, flow, info.id, None)
    return False
    yield  # pragma: no cover


# -- helpers -----------------------------------------------------------------------------


def _carried(turn: TurnBase, task: Task, flow: str) -> dict[str, Any]:
    """The values of ``task`` a flow it starts takes: the slots of the same name."""
    names = set(turn.flows[flow].spec.slot_names)
    return {n: v for n, v in task.filled().items() if n in names}


_HANDLERS: dict[str, Handler] = {
    "action": _action,
    "say": _say,
    "set": _set,
    "branch": _branch,
    "call": _call,
    "link": _link,
    "end": _end_step,
    "terminal": _terminal,
}
