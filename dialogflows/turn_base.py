"""What every part of a turn shares: the working state, the recorder, the texts, and the
small helpers that say something, fire a trigger or fill a template.

``Turn`` (``turn.py``) is this and the slot, answer and progress rules; every other part
of a turn is a module of plain functions that take it (``task_steps``, ``task_ends``,
``turn_talk``, ``turn_steps``, ``turn_beliefs``, ``turn_amend``, ``turn_patterns``,
``turn_policy``). Those parts take a ``TurnBase``, not a ``Turn``: the rules of ``turn.py``
they call are declared here, so ``turn.py`` imports the parts and no part imports it (the
import graph has no circle; ``tests/test_package_structure.py`` holds it so).
What a part did that the turn's end depends on is an ``Outcome`` (``turn_outcome.py``) in
``outcomes``. The few other per-turn values below are each written in one place (a test
holds the list: ``tests/test_policy_table.py``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Generator
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from .actions import ActionCall, ActionOutcome
from .commands import Clarify, Command, SetBelief
from .compiler import CompiledFlow
from .conditions import Name, Scope, lookup
from .events import Recorder
from .responses import Responses
from .spec import Domain, SlotSpec
from .state import DialogueState, Task
from .turn_outcome import APPLY, Mark, Outcome, TurnEnd

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


class TurnBase(ABC):
    """The state and helpers of one turn, and the rules of ``Turn`` its parts call."""

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
        #: what each part of the turn did (``turn_outcome.py``): one record per command's
        #: handler and per advance, each with its marks in order; the turn's end (``end``)
        #: is read from them, so no layer shares a flag with another by setting it
        self.outcomes: list[Outcome] = [Outcome("start")]
        #: the turn's end so far: ``TurnEnd.of(outcomes)``, kept by ``mark`` (no other
        #: writer; ``tests/test_policy_table.py`` holds them equal)
        self.end = TurnEnd()
        #: slots given earlier whose value this turn changed, for the question to say back
        self._changed: list[str] = []
        #: slots filled this turn with an inferred value to say back (``confirm_inferred``)
        self._inferred: list[str] = []
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
        #: (command type, what its handler did) for each command applied this turn, in
        #: order (``turn_policy.Did``): what tracing and tests read of the policy
        self.handled: list[tuple[str, str]] = []

    # -- what the parts of the turn did -----------------------------------------------------
    def open_part(self, part: str) -> Outcome:
        """Open the record of one part of the turn (a command's handler, an advance): the
        marks made until the next part begins are its own; the part before is closed."""
        said, events = len(self.out.messages), len(self.rec.events)
        last = self.outcomes[-1]  # closed here, as ``close_part`` would (one call fewer)
        last.said = tuple(self.out.messages[last.said_from :])
        last.changed = events > last.events_from
        outcome = Outcome(part, said, events)
        self.outcomes.append(outcome)
        return outcome

    def close_part(self, outcome: Outcome) -> Outcome:
        """What ``outcome``'s part said and whether it changed the state, measured now."""
        outcome.said = tuple(self.out.messages[outcome.said_from :])
        outcome.changed = len(self.rec.events) > outcome.events_from
        return outcome

    def mark(self, m: Mark) -> None:
        """Note what the running part did that the turn's end depends on; the end so far
        (``end``) is the fold of every mark in order, applied as each is made
        (``TurnEnd.apply`` inlined: a mark is made several times a turn)."""
        self.outcomes[-1].marks.append(m)
        APPLY[m._name_](self.end)

    # -- helpers ---------------------------------------------------------------------------
    def say(self, text: str) -> None:
        if text and text not in self.out.messages:
            self.out.messages.append(text)

    def tell(
        self,
        *,
        which_flow: list[str] | None = None,
        ended: str | None = None,
        refused: str | None = None,
    ) -> None:
        """Record what was just said that the understanding reads next turn (``Told``): the
        flows a which-flow question offered, the task whose ending was said, a value refused.
        The understanding reads this, never the bot's words, so neither side phrases the
        other's."""
        told: dict[str, Any] = {}
        if which_flow is not None:
            told["which_flow"] = which_flow
        if ended is not None:
            told["ended"] = ended
        if refused is not None:
            told["refused"] = refused
        if told:
            self.rec.emit("told", **told)

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
        for a yes, which the turn must end with (``TurnEnd.owes_confirmation``)."""
        if task.phase != phase:
            self.mark(Mark.OWES_CONFIRMATION if confirms else Mark.CONFIRMATION_PAID)
            self.rec.emit("phase_changed", **{"from": task.phase, "to": phase})

    def fire(self, trigger: str) -> None:
        task = self.task
        if task is None:
            return
        self.move(self.flow_of(task), trigger, task)

    def move(
        self,
        flow: CompiledFlow,
        trigger: str,
        task: Task,
        corrected: frozenset[str] = frozenset(),
        at: str | None = None,
    ) -> bool:
        """Fire ``trigger`` on the step machine of ``flow``; record the step and the phase it
        lands in. True when the step changed. ``at``: where the task stands, when the caller
        has just asked the machine (``StepMachine.where``)."""
        steps = flow.steps
        was = steps.where(task) if at is None else at
        to = steps.fire(trigger, task, self.scope(task), corrected, was)
        if to == was:  # it stays: only a phase the step disagrees with is recorded
            moved = self.task
            if moved is not None and moved.phase != steps.phase(to):
                self.set_phase(moved, steps.phase(to), steps.confirms(to))
            return False
        # one event per move: the step, and the phase it lands in when that changes too
        # (older logs hold a ``phase_changed`` after the ``step_changed``; both replay)
        phase, live = steps.phase(to), self.task
        if live is not None and live.phase != phase:
            self.mark(Mark.OWES_CONFIRMATION if steps.confirms(to) else Mark.CONFIRMATION_PAID)
            self.rec.emit("step_changed", **{"from": was, "to": to, "phase": phase})
        else:
            self.rec.emit("step_changed", **{"from": was, "to": to})
        return True

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

    def fill(self, template: str | None, task: Task) -> str:
        if not template:
            return ""
        flow = self.flow_of(task)
        return self.r.complete(template, flow.spec, flow.values(task))

    # -- the rules ``Turn`` keeps, which the parts of the turn call --------------------------
    @abstractmethod
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
        """Set a slot of the active task, checked, bound by the beliefs and said back."""

    @abstractmethod
    def clear_slot(self, name: str) -> None:
        """Empty a slot of the active task."""

    @abstractmethod
    def push_entity(self, type_: str, value: Any, source: str, keep_source: bool = False) -> None:
        """Put a value on the entity stack, for references in later turns."""

    @abstractmethod
    def affirm(self, confidence: float = 1.0) -> StepGen:
        """A yes, to whatever was asked."""

    @abstractmethod
    def deny(self, amend: bool = False) -> StepGen:
        """A no, to whatever was asked (``amend``: it says something is wrong, or waits)."""

    @abstractmethod
    def set_belief(self, c: SetBelief) -> None:
        """Something the user stated about themselves, kept as a belief."""

    @abstractmethod
    def clarify(self, c: Clarify) -> None:
        """Ask the question the understanding was unsure about."""

    @abstractmethod
    def advance(self) -> StepGen:
        """Move the active task as far as its step machine allows."""
