"""Running the repair patterns (``patterns/``): the built-in behaviours as flows.

Where a behaviour is called for (a cancel, a request no flow takes, talk past the task, a
task on hold to offer back), the turn asks ``pattern``: when the domain's pattern flow is
its built-in action alone (the shipped defaults), the behaviour runs in place; else the
pattern flow starts as a task above the one it interrupted, and the turn's ``advance``
runs it on its step machine like any flow. A built-in action reached in a pattern ends the
pattern and does the behaviour in place; a pattern that ends otherwise gives the turn back
to the task it interrupted, whose question is asked again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .commands import ChitChat, Clarify, CorrectSlot
from .compiler import CompiledFlow
from .patterns import BUILTIN_ACTIONS, is_pattern
from .state import Task
from .turn_steps import StepRunner


class PatternSteps(StepRunner):
    """Repair patterns; see the module docstring and ``Turn``."""

    def pattern(self, name: str, **context: Any) -> bool:
        """Start the pattern flow ``name`` as a task (run by this turn's ``advance``). False
        when it is its built-in action alone, or a pattern is already running: the caller
        then does the built-in behaviour itself."""
        flow = self.flows.get(name)
        if flow is None or flow.builtin is not None:
            return False
        task = self.task
        if task is not None and is_pattern(task.flow):
            return False  # a repair inside a repair: the built-in behaviour
        if task is not None:
            self.rec.emit("task_suspended", task_id=task.id)
        self.begin(name, {}, caller=task.id if task is not None else None)
        given = {k: v for k, v in context.items() if v is not None}
        if given:
            self.rec.emit("results_set", results=given)
        self._dequeued = True  # the turn's advance runs it, however late it started
        return True

    def end_pattern(self, task: Task, outcome: str) -> None:
        """A pattern task ends: it is no task the user asked for (``last.`` and recall skip
        it), and the task it interrupted comes back, its question asked again."""
        self.rec.emit("task_ended", task_id=task.id, flow=task.flow, outcome=outcome, pattern=True)
        self._touched = True
        caller = next((t for t in self.state.task_stack if t.id == task.caller), None)
        if caller is not None:
            self.rec.emit("task_resumed", task_id=caller.id)
            self._dequeued = True
            self._hold = False
            self._asked = False

    def builtin_action(self, name: str, flow: CompiledFlow, task: Task) -> None:
        """A pattern reached its built-in action: the pattern ends, and the behaviour runs
        in place for the task it interrupted."""
        self.end_pattern(task, "done")
        _BUILTINS[name](self, task)

    # -- where the behaviours are called for ------------------------------------------------
    def cannot_handle(self) -> None:
        """A request no flow may take now (an unknown flow, a flow whose ``if:`` fails)."""
        if not self.pattern("pattern_cannot_handle"):
            self.say(self.r.say("unknown_flow"))

    def chitchat_pattern(self, talk: ChitChat | None) -> None:
        if not self.pattern("pattern_chitchat"):
            self.chitchat(talk)

    def cancel_pattern(self, flow: str | None) -> None:
        """A plain cancel of the running task goes through ``pattern_cancel``; a cancel of a
        waiting task by name, or with nothing running, is answered as always."""
        task = self.task
        if (
            task is None
            or (flow is not None and flow != task.flow)
            or not self.pattern("pattern_cancel", flow=self.title(task.flow))
        ):
            self.cancel(flow)

    def correction_pattern(self, c: CorrectSlot) -> bool:
        """A value given before is changed: through ``pattern_correction`` when the author
        wrote one (it may ask first); True when that pattern took the correction over."""
        task = self.task
        if task is None or is_pattern(task.flow) or task.value(c.slot) is None:
            return False
        spec = self.flow_of(task).spec.slot(c.slot)
        if spec is None:
            return False
        shown = self.r.show(c.value, spec) if c.value is not None else ""
        return self.pattern(
            "pattern_correction",
            flow=self.title(task.flow),
            slot=spec.heard,
            value=shown,
            previous=self.r.show(task.value(c.slot), spec),
            correction={"slot": c.slot, "value": c.value, "raw_text": c.raw_text},
        )

    def clarification_pattern(self, c: Clarify) -> bool:
        """The understanding is unsure and asks: through ``pattern_clarification`` when the
        author wrote one; True when that pattern took the question over."""
        task = self.task
        if task is not None and is_pattern(task.flow):
            return False
        return self.pattern(
            "pattern_clarification",
            flow=self.title(task.flow) if task is not None else None,
            # the question in words: the understanding says it by key (``Clarify.ask``)
            question=self.r.asked(c, self.flow_of(task).spec if task is not None else None),
            clarification=c.model_dump(mode="json"),
        )

    def _builtin_clarify(self, pattern: Task) -> None:
        """The question the pattern was started for, asked of the task it interrupted."""
        asked = pattern.results.get("clarification")
        if isinstance(asked, dict):
            self.clarify(Clarify.model_validate(asked))

    def _builtin_chitchat(self, pattern: Task) -> None:
        # the talk as the understanding read it (``ChitChat.said``/``aside``), not its text
        said = next((c for c in self._commands if isinstance(c, ChitChat)), None)
        self.chitchat(said)

    def _builtin_correct(self, pattern: Task) -> None:
        """The change the pattern was started for, made to the task it interrupted."""
        change = pattern.results.get("correction")
        if isinstance(change, dict) and self.task is not None:
            self.set_slot(change["slot"], change["value"], change.get("raw_text"), 1.0, True)


_BUILTINS: dict[str, Callable[[PatternSteps, Task], None]] = {
    "cancel_flow": lambda turn, _: turn.cancel(),
    "cannot_handle": lambda turn, _: turn.say(turn.r.say("unknown_flow")),
    "chitchat": PatternSteps._builtin_chitchat,
    "offer_resume": lambda turn, _: turn.offer_resume_now(),
    "correct_slot": PatternSteps._builtin_correct,
    "clarify": PatternSteps._builtin_clarify,
}
assert set(_BUILTINS) == BUILTIN_ACTIONS
