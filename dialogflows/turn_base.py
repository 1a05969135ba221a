"""What every part of a turn shares: the working state, the recorder, the texts, and the
small helpers that say something, fire a trigger or fill a template.

``Turn`` (``turn.py``) is built in layers: ``TurnBase`` here, ``TaskSteps``
(``task_steps.py``: starting, ending, queueing, suspending and resuming tasks) on top, and
the slot, answer and progress rules in ``Turn`` itself.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from .actions import ActionCall, ActionOutcome
from .commands import Clarify, Command
from .compiler import CompiledFlow
from .conditions import Name, Scope, lookup
from .events import Recorder
from .responses import Responses
from .spec import Domain, SlotSpec
from .state import DialogueState, Task

if TYPE_CHECKING:
    from .binding import Binder
    from .nlu.carryover import CarryOver


class Coercer(Protocol):
    """Normalises a command's value for a slot; returns (value, error reason)."""

    def __call__(
        self, flow: str, slot: SlotSpec, value: Any, now: datetime
    ) -> tuple[Any, str | None]: ...


@dataclass
class TurnOutput:
    messages: list[str] = field(default_factory=list)
    lasting_changed: bool = False
    #: the active task's action is being run by another turn (its claim holds)
    in_flight: bool = False
    #: lasting beliefs the user took back this turn: gone from their long-term memory too
    forgotten: list[str] = field(default_factory=list)


TurnGen = Generator[ActionCall, ActionOutcome, TurnOutput]
StepGen = Generator[ActionCall, ActionOutcome, None]


class TurnBase:
    """The state and helpers of one turn; see ``Turn``."""

    #: the commands of this turn (set by ``run``), for steps that depend on what else was said
    _commands: list[Command]

    def __init__(
        self,
        state: DialogueState,
        rec: Recorder,
        domain: Domain,
        flows: dict[str, CompiledFlow],
        responses: Responses,
        coerce: Coercer,
        now: datetime,
        carry: CarryOver | None = None,
        binder: Binder | None = None,
    ) -> None:
        self.state, self.rec, self.domain, self.flows = state, rec, domain, flows
        self.carry = carry
        #: the beliefs' binding rules (``binding.py``); None: beliefs bind nothing
        self.binder = binder
        self.r = responses
        self.coerce = coerce
        self.now = now
        self.settings = domain.settings
        self.out = TurnOutput()
        #: set when this turn has already said what it needs (a question or an error)
        self._asked = False
        self._touched = False
        #: the question is asked again because it was not answered: its reprompt, if any
        self._retry = False
        #: a "no" in confirming holds the task in collecting until something changes
        self._hold = False
        #: slots given earlier whose value this turn changed, for the question to say back
        self._changed: list[str] = []
        #: slots filled this turn with an inferred value to say back (``confirm_inferred``)
        self._inferred: list[str] = []
        #: a queued task was taken up this turn and has not been advanced yet
        self._dequeued = False
        #: slots whose value this turn corrected: a flow with steps goes back to the step
        #: that collected them (``turn_steps.py``)
        self._corrected_now: list[str] = []
        #: slot -> value of this turn's corrections: "Tokyo to Boston" swaps two slots that
        #: must differ, and neither value is refused for being the other's old one
        self._correcting: dict[str, Any] = {}
        #: the clarifying question pending when the turn began: still pending at the end,
        #: it was talked past
        task = state.active_task
        self._pending = task.clarification if task is not None else None
        #: a clarification was set by this turn: another unsure value waits behind it
        self._clarified_now = False
        #: flows started this turn by another's ``next:``/``goto:``: a circle that never
        #: asks anything is refused at load (``cyclic-next``); a domain built in Python
        #: skips that check, so the turn stops handing over here instead of recursing
        self._handovers = 0
        #: the task entered ``confirming`` this turn and its confirmation is not said yet:
        #: whatever else was said, the turn ends with it (``Turn.prompt``), so a yes never
        #: accepts values the user was not shown
        self._confirm_owed = False
        #: (command type, what its handler did) for each command applied this turn, in
        #: order (``turn_policy.Did``): what tracing and tests read of the policy
        self.handled: list[tuple[str, str]] = []

    # -- helpers ---------------------------------------------------------------------------
    def say(self, text: str) -> None:
        if text and text not in self.out.messages:
            self.out.messages.append(text)

    @property
    def task(self) -> Task | None:
        return self.state.active_task

    def flow_of(self, task: Task) -> CompiledFlow:
        return self.flows[task.flow]

    def title(self, flow: str) -> str:
        spec = self.domain.flows.get(flow)
        return spec.description if spec is not None else flow

    def set_phase(self, task: Task, phase: str, confirms: bool = False) -> None:
        """Record the phase of the state the task moved to; ``confirms``: that state asks
        for a yes, which the turn must end with (``_confirm_owed``)."""
        if task.phase != phase:
            self._confirm_owed = confirms
            self.rec.emit("phase_changed", **{"from": task.phase, "to": phase})

    def fire(self, trigger: str) -> None:
        task = self.task
        if task is None:
            return
        self.move(self.flow_of(task), trigger, task)

    def move(
        self, flow: CompiledFlow, trigger: str, task: Task, corrected: frozenset[str] = frozenset()
    ) -> bool:
        """Fire ``trigger`` on the step machine of ``flow``; record the step and the phase it
        lands in. True when the step changed."""
        was = flow.steps.where(task)
        to = flow.steps.fire(trigger, task, self.scope(task), corrected)
        if to != was:
            self.rec.emit("step_changed", **{"from": was, "to": to})
        moved = self.task
        if moved is not None:
            self.set_phase(moved, flow.steps.phase(to), flow.steps.confirms(to))
        return to != was

    def scope(self, task: Task | None) -> Scope:
        """What a condition reads: the task's values, the beliefs, the last task's values;
        gathered when a condition first asks (most triggers meet none)."""
        state = self.state
        built: list[Scope] = []

        def read(name: Name) -> Any:
            if not built:
                values = self.flow_of(task).values(task) if task is not None else {}
                beliefs = {k: (b.value, b.lasting) for k, b in state.beliefs.items()}
                last = state.last_task
                done = {**last.filled(), **last.results} if last is not None else None
                built.append(lookup(values, beliefs, state.user_id, done))
            return built[0](name)

        return read

    def return_to_caller(self, outcome: str) -> bool:
        """The task that ended was called by another's ``call`` step: that one goes on
        (``turn_steps.py``). False when it was not."""
        return False

    def fill(self, template: str | None, task: Task) -> str:
        if not template:
            return ""
        flow = self.flow_of(task)
        return self.r.complete(template, flow.spec, flow.values(task))

    # -- provided by ``Turn``: the task steps start tasks and move them on ----------------
    def set_slot(
        self,
        name: str,
        value: Any,
        raw_text: str | None,
        confidence: float,
        correction: bool = False,
        confirmed: bool = False,
        overrides: tuple[str, ...] = (),
        inferred: bool = False,
    ) -> None:
        raise NotImplementedError

    def advance(self) -> StepGen:
        raise NotImplementedError

    def clear_slot(self, name: str) -> None:
        raise NotImplementedError

    def push_entity(self, type_: str, value: Any, source: str, keep_source: bool = False) -> None:
        raise NotImplementedError

    # -- provided by ``PatternSteps`` (``turn_patterns.py``): the repair patterns -----------
    def pattern(self, name: str, **context: Any) -> bool:
        return False

    def end_pattern(self, task: Task, outcome: str) -> None:
        raise NotImplementedError

    def builtin_action(self, name: str, flow: CompiledFlow, task: Task) -> None:
        raise NotImplementedError

    def cannot_handle(self) -> None:
        raise NotImplementedError

    # -- provided by ``Turn``: asking what was meant -----------------------------------------
    def clarify(self, c: Clarify) -> None:
        raise NotImplementedError
