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
from .turn_base import StepGen
from .turn_beliefs import BeliefSteps

#: steps one turn may run before it stops: a loop with no collect step in it is refused at
#: load (``step-cycle``), so this only stops a machine altered at run time from spinning
_STEP_LIMIT = 200

#: what a step handler yields and returns: True to go on with the task's next step
Handler = Callable[
    ["StepRunner", CompiledFlow, Task, StepInfo], Generator[ActionCall, ActionOutcome, bool]
]


class StepRunner(BeliefSteps):
    """The steps of flows that declare them; see ``Turn``."""

    def run_steps(self) -> StepGen:
        task = self.task
        if task is None:
            return
        flow = self.flow_of(task)
        # where the turn found the task: moved on only by what this turn changed (a "no"
        # holds it); a step that waits is asked to move once per turn, so a loop back to
        # it waits there
        tried = {(task.id, flow.steps.where(task))}
        if (
            flow.steps.info(flow.steps.where(task)).kind in WAITING
            and self._touched
            and not self._hold
        ):
            self.recheck(task)  # before confirming: the beliefs bind every value
            task = self.task
            if task is None:
                return
            self.move(flow, "advance", task, frozenset(self._corrected_now))
        for _ in range(_STEP_LIMIT):
            task = self.task
            if task is None:
                return
            flow = self.flow_of(task)
            here = flow.steps.where(task)
            info = flow.steps.info(here)
            if info.kind in WAITING:
                if (task.id, here) in tried:
                    return
                tried.add((task.id, here))
                self.recheck(task)  # reached after other steps: bound the same way
                task = self.task
                if task is None:
                    return
                if not self.move(flow, "advance", task):
                    return  # waits for the user
                continue
            go_on = yield from _HANDLERS[info.kind](self, flow, task, info)
            if not go_on:
                return
        self._end(flow, "failed", None)

    # -- the steps ---------------------------------------------------------------------------
    def _action(
        self, flow: CompiledFlow, task: Task, info: StepInfo
    ) -> Generator[ActionCall, ActionOutcome, bool]:
        assert info.spec is not None and info.spec.action is not None
        name = info.spec.action
        if name in BUILTIN_ACTIONS and is_pattern(flow.name):
            self.builtin_action(name, flow, task)  # ends the pattern: the behaviour runs
            return False
        values = {n: s.value for n, s in task.slots.items()}
        outcome = yield ActionCall(name, flow.name, values, task.id)
        if outcome.in_flight:  # another turn runs it: its result is that turn's to record
            self.out.in_flight = True
            return False
        if outcome.missing or outcome.error is not None:
            error = "no action registered" if outcome.missing else repr(outcome.error)[:500]
            self.rec.emit("action_failed", action=name, error=error)
            self.move(flow, "fail", task)
            text = None if outcome.missing else flow.spec.failed
            fallback = self.r.say("no_action", flow=flow.spec.description)
            self._end(flow, "failed", text, fallback if outcome.missing else None)
            return False
        result = dict(outcome.result or {})
        if result:
            self.rec.emit("results_set", results=result)
            for r in flow.spec.results:
                if r.entity and result.get(r.name) is not None:
                    self.push_entity(r.entity, result[r.name], r.name)
        self.move(flow, "succeed", self.task or task)
        return True

    def _say(
        self, flow: CompiledFlow, task: Task, info: StepInfo
    ) -> Generator[ActionCall, ActionOutcome, bool]:
        assert info.spec is not None
        self.say(self.fill(info.spec.say, task))
        return self.move(flow, "advance", task)
        yield  # pragma: no cover

    def _set(
        self, flow: CompiledFlow, task: Task, info: StepInfo
    ) -> Generator[ActionCall, ActionOutcome, bool]:
        assert info.spec is not None
        for name, value in (info.spec.set or {}).items():
            if value is None:
                self.clear_slot(name)
            else:
                self.set_slot(name, value, None, 1.0)
        return self.move(flow, "advance", self.task or task)
        yield  # pragma: no cover

    def _branch(
        self, flow: CompiledFlow, task: Task, info: StepInfo
    ) -> Generator[ActionCall, ActionOutcome, bool]:
        if self.move(flow, "advance", task):
            return True
        # no case held and no `else`: refused at load (`branch-falls-through`) unless the
        # machine was changed; the task cannot go on, and says so rather than hang
        self.move(flow, "fail", task)
        self._end(flow, "failed", flow.spec.failed)
        return False
        yield  # pragma: no cover

    def _call(
        self, flow: CompiledFlow, task: Task, info: StepInfo
    ) -> Generator[ActionCall, ActionOutcome, bool]:
        assert info.spec is not None and info.spec.call is not None
        callee = info.spec.call
        # the task it called before, put on hold when the user went back to this one
        # ("back to the transfer"), is taken up again rather than started twice
        earlier = next((t for t in reversed(self.state.task_stack) if t.caller == task.id), None)
        self.rec.emit("task_suspended", task_id=task.id)
        if earlier is not None:
            self.rec.emit("task_resumed", task_id=earlier.id)
            self._touched = True
        else:
            self.begin(callee, self._carried(task, callee), caller=task.id)
        yield from self.advance()
        return False

    def _link(
        self, flow: CompiledFlow, task: Task, info: StepInfo
    ) -> Generator[ActionCall, ActionOutcome, bool]:
        assert info.spec is not None and info.spec.link is not None
        target = info.spec.link
        self.move(flow, "advance", task)
        self.end_task("done")
        if self._handovers > len(self.flows):
            # flows handing over to each other without asking anything: refused at load
            # (`cyclic-next`, `step-cycle`); a domain built in Python stops here instead
            self.next_task("done")
            return False
        self._handovers += 1
        carried = self._carried(task, target)
        if task.caller is None:
            yield from self.start(target, carried)
        else:  # the flow handed over to answers to whoever called this one
            self.begin(target, carried, caller=task.caller)
        yield from self.advance()
        return False

    def _end_step(
        self, flow: CompiledFlow, task: Task, info: StepInfo
    ) -> Generator[ActionCall, ActionOutcome, bool]:
        assert info.spec is not None and info.spec.end is not None
        self.move(flow, "advance", task)
        self._end(flow, info.spec.end, info.spec.say)
        return False
        yield  # pragma: no cover

    def _terminal(
        self, flow: CompiledFlow, task: Task, info: StepInfo
    ) -> Generator[ActionCall, ActionOutcome, bool]:
        self._end(flow, info.id, None)
        return False
        yield  # pragma: no cover

    # -- helpers -----------------------------------------------------------------------------
    def _end(
        self, flow: CompiledFlow, outcome: str, text: str | None, fallback: str | None = None
    ) -> None:
        """The task ends with ``outcome``, saying ``text`` (else the flow's own words for
        that outcome, else the built-in ones); what waited behind it comes next."""
        task = self.task
        if task is None:
            return
        spec = flow.spec
        own = {"done": spec.done, "failed": spec.failed, "cancelled": spec.cancelled}[outcome]
        said = self.fill(text or own, task)
        if is_pattern(task.flow):  # a repair says its own words or none
            self.say(said)
            self.end_pattern(task, outcome)
            return
        if not said and outcome != "done":
            said = fallback or self.r.say(outcome, flow=spec.description)
        elif not said and task.caller is None:  # a called task leads into its caller's words
            said = self.r.say("done")
        self.say(said)
        self.end_task(outcome)
        self.next_task(outcome)

    def _carried(self, task: Task, flow: str) -> dict[str, Any]:
        """The values of ``task`` a flow it starts takes: the slots of the same name."""
        names = set(self.flows[flow].spec.slot_names)
        return {n: v for n, v in task.filled().items() if n in names}

    def return_to_caller(self, outcome: str) -> bool:
        """A called task ended: its caller comes back off the stack and goes on from its
        ``call`` step, with the values the called flow found under names it declares
        (slots of the same name, results it lists). A called task that failed or was
        cancelled ends its caller the same way: the caller needed it."""
        last = self.state.last_task
        if last is None or last.caller is None or self.task is not None:
            return False
        caller = next((t for t in self.state.task_stack if t.id == last.caller), None)
        if caller is None:
            return False
        self.rec.emit("task_resumed", task_id=caller.id)
        if self.state.offer_resume is not None:
            self.rec.emit("offer_resume_set", task_id=None)
        flow = self.flow_of(caller)
        found = {**last.filled(), **last.results}
        results = {n: found[n] for n in flow.spec.result_names if n in found}
        if results:
            self.rec.emit("results_set", results=results)
        for name in flow.spec.slot_names:
            if name in found and caller.value(name) is None:
                self.set_slot(name, found[name], None, 1.0)
        task = self.task
        assert task is not None
        if outcome == "done":
            self.move(flow, "returned", task)
            self._dequeued = True
            self._hold = False
            self._asked = False
            return True
        self.move(flow, "fail" if outcome == "failed" else "cancel", task)
        self._end(flow, outcome, None)
        return True


_HANDLERS: dict[str, Handler] = {
    "action": StepRunner._action,
    "say": StepRunner._say,
    "set": StepRunner._set,
    "branch": StepRunner._branch,
    "call": StepRunner._call,
    "link": StepRunner._link,
    "end": StepRunner._end_step,
    "terminal": StepRunner._terminal,
}
