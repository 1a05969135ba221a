"""Compile flow specs into ``transitions`` machines, once, shared by every session.

A compiled flow is immutable after load. Every flow runs on the machine of its steps
(``compiler_steps.py``): its own ``steps:``, or the steps a form-style flow is shorthand
for (``spec_steps.shorthand_steps``). Per turn the runtime fires a trigger against a
throw-away cursor that carries the task's step and slot table, so no machine is built and
no model is registered per session. The guards that read the slot table are compiled from
the spec here too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, Literal

from .compiler_steps import StepMachine, compile_steps, step_diagram
from .conditions import Condition, ConditionError, parse
from .spec import Domain, FlowSpec, SlotSpec, listed_route
from .spec_steps import shorthand_steps
from .state import (
    CANCELLED,
    CLARIFYING,
    COLLECTING,
    CONFIRMING,
    DONE,
    EXECUTING,
    FAILED,
    Task,
)

#: the phases a task goes through, whatever step it stands on (``compiler_steps.py``
#: maps each state of a step machine to one); named once, in ``state.py``
PHASES: tuple[str, ...] = (
    COLLECTING,
    CLARIFYING,
    CONFIRMING,
    EXECUTING,
    DONE,
    FAILED,
    CANCELLED,
)
TERMINAL: tuple[str, ...] = (DONE, FAILED, CANCELLED)
OPEN: list[str] = [COLLECTING, CLARIFYING, CONFIRMING, EXECUTING]


def _matches(expected: Any, actual: Any) -> bool:
    if isinstance(expected, list):
        return any(_matches(e, actual) for e in expected)
    if isinstance(expected, bool) or isinstance(actual, bool):
        return expected is actual or expected == actual
    if actual is None:
        return expected is None
    return str(expected).casefold() == str(actual).casefold()


_VALUE = attrgetter("value")
#: tuples of names ``CompiledFlow`` keeps the required slots of (``_required``): a flow's
#: collect steps are far fewer
_REQUIRED_LIMIT = 256


def always(values: dict[str, Any]) -> bool:
    """The ``active`` of a slot with no ``when:``: one function, so ``missing_of`` can
    leave it out of the slots it calls."""
    return True


def _condition(when: dict[str, Any] | None) -> Callable[[dict[str, Any]], bool]:
    """A predicate over a values dict from a ``when:`` mapping (all keys must match)."""
    if not when:
        return always
    items = tuple(when.items())

    def check(values: dict[str, Any]) -> bool:
        return all(_matches(expected, values.get(name)) for name, expected in items)

    return check


@dataclass(frozen=True)
class CompiledSlot:
    spec: SlotSpec
    active: Callable[[dict[str, Any]], bool]


@dataclass
class CompiledFlow:
    """One flow, ready to run: its step machine and the guards of its slots."""

    spec: FlowSpec
    slots: tuple[CompiledSlot, ...]
    needs_confirm: bool
    #: slot -> the slots that may not hold its value (``differs_from``, both ways)
    differs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: slot -> (other slot, whether this one comes after it) for each ``after`` tie
    order: dict[str, tuple[tuple[str, bool], ...]] = field(default_factory=dict)
    #: the machine of the flow's steps (``compiler_steps.py``): its own, or those of the
    #: form it is written in; set by ``compile_flow``, whose guards need this flow
    steps: StepMachine = field(init=False)
    #: the flow guard (``if:``): its triggers count only while it holds
    guard: Condition | None = None
    #: a repair pattern that is one built-in action alone: that action, run in place
    builtin: str | None = None

    def __post_init__(self) -> None:
        self._memo = None  # fields out of __init__ are set here, once per compiled flow
        self._by_name = {s.spec.name: s for s in self.slots}
        self._required = {}

    @property
    def name(self) -> str:
        return self.spec.name

    #: the last task asked about, with its values. Tasks are never changed in place
    #: (reducers replace them), so the same object has the same answers; guards, the next
    #: question and the templates all ask within one turn. Replaced as one tuple, so
    #: threads sharing a flow never see a task paired with another task's values.
    _memo: tuple[Task, dict[str, Any]] | None = field(
        default=None, init=False, repr=False, compare=False
    )
    #: slot name -> its compiled slot, built once: ``missing_of`` runs several times a turn
    _by_name: dict[str, CompiledSlot] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    #: names asked about (a collect step's slots) -> those of them that are required, each
    #: with its ``when:`` test (None: it has none), in order: the slot table's part of
    #: ``missing_of`` that no value changes, worked out once per tuple of names
    _required: dict[
        tuple[str, ...], tuple[tuple[str, Callable[[dict[str, Any]], bool] | None], ...]
    ] = field(default_factory=dict, init=False, repr=False, compare=False)

    def values(self, task: Task) -> dict[str, Any]:
        """Slot values and action results by name. Read-only: the dict may be shared."""
        memo = self._memo
        if memo is not None and memo[0] is task:
            return memo[1]
        slots = task.slots  # built in C: asked again after every event that changed the task
        values = dict(zip(slots, map(_VALUE, slots.values()), strict=True))
        values.update(task.results)
        self._memo = (task, values)
        return values

    def active_slots(self, task: Task) -> list[SlotSpec]:
        """Slots that apply given the other slots' values (``when:`` conditions)."""
        values = self.values(task)
        return [s.spec for s in self.slots if s.active(values)]

    def here(self, task: Task) -> tuple[str, ...]:
        """The slots of the collect step the task stands on (none elsewhere)."""
        return self.steps.collects.get(self.steps.info(self.steps.where(task)).id, ())

    def missing(self, task: Task) -> tuple[str, ...]:
        """Required slots of the collect step the task stands on still empty, in order."""
        return self.missing_of(task, self.here(task))

    def missing_of(self, task: Task, names: tuple[str, ...]) -> tuple[str, ...]:
        """Required slots among ``names`` still empty (a collect step's), in their order."""
        values = self.values(task)
        required = self._required.get(names)
        if required is None:
            required = self._required_of(names)
        # a list, not a generator: resuming a generator per name cost more than the test
        return tuple(
            [
                n
                for n, active in required
                if values.get(n) is None and (active is None or active(values))
            ]
        )

    def _required_of(
        self, names: tuple[str, ...]
    ) -> tuple[tuple[str, Callable[[dict[str, Any]], bool] | None], ...]:
        """The required slots among ``names`` with their ``when:`` test, kept (bounded:
        the names asked about are a flow's steps', and a caller's beyond them are few)."""
        by_name = self._by_name
        required = tuple(
            (n, None if s.active is always else s.active)
            for n in names
            if (s := by_name.get(n)) is not None and s.spec.required
        )
        if len(self._required) < _REQUIRED_LIMIT:
            self._required[names] = required
        return required

    def unconfirmed_of(self, task: Task, names: tuple[str, ...]) -> list[str]:
        """Slots among ``names`` marked ``confirm: true`` and not confirmed yet."""
        return [n for n in self.unconfirmed(task, every=True) if n in names]

    def unconfirmed(self, task: Task, every: bool = False) -> list[str]:
        """Slots marked ``confirm: true`` whose current value the user has not confirmed:
        of the collect step the task stands on, or with ``every`` of the whole flow."""
        if not every:
            return self.unconfirmed_of(task, self.here(task))
        values = self.values(task)
        return [
            s.spec.name
            for s in self.slots
            if s.spec.confirm
            and s.active(values)
            and values.get(s.spec.name) is not None
            and not task.slots[s.spec.name].confirmed
        ]


def _differs(spec: FlowSpec) -> dict[str, tuple[str, ...]]:
    """``differs_from`` made symmetric: "from" differs from "to" and "to" from "from"; and
    a flow's two listed slots of one list read as a route (``spec.listed_route``), which
    no trip goes from a place to itself on ("托运猫 北京到北京")."""
    pairs: dict[str, set[str]] = {}
    ties = [(s.name, other) for s in spec.slots for other in s.differs_from]
    route = listed_route(spec.slots)
    if route is not None:
        ties.append((route[0].name, route[1].name))
    for a, b in ties:
        pairs.setdefault(a, set()).add(b)
        pairs.setdefault(b, set()).add(a)
    return {k: tuple(sorted(v)) for k, v in pairs.items()}


def _order(spec: FlowSpec) -> dict[str, tuple[tuple[str, bool], ...]]:
    """``after`` ties both ways: the return comes after the pick-up, and the pick-up
    before the return."""
    ties: dict[str, list[tuple[str, bool]]] = {}
    for s in spec.slots:
        if s.after is not None:
            ties.setdefault(s.name, []).append((s.after, True))
            ties.setdefault(s.after, []).append((s.name, False))
    return {k: tuple(v) for k, v in ties.items()}


def compile_flow(spec: FlowSpec) -> CompiledFlow:
    """Build the machine of one flow. Called at load time only."""
    from .patterns import builtin_only

    slots = tuple(CompiledSlot(spec=s, active=_condition(s.when)) for s in spec.slots)
    needs_confirm = spec.confirm is not None or spec.destructive
    if spec.steps is not None:
        needs_confirm = any(s.kind == "confirm" for s in spec.steps)
    flow = CompiledFlow(
        spec=spec,
        slots=slots,
        needs_confirm=needs_confirm,
        differs=_differs(spec),
        order=_order(spec),
    )
    if spec.steps is not None:
        flow.steps = compile_steps(spec, flow)
    else:  # the form flow as the steps it is shorthand for
        flow.steps = compile_steps(spec.model_copy(update={"steps": shorthand_steps(spec)}), flow)
    flow.builtin = builtin_only(spec)
    if spec.guard is not None:
        try:
            flow.guard = parse(spec.guard)
        except ConditionError:
            flow.guard = parse(False)  # reported by the checks; never counts meanwhile
    return flow


def compile_domain(domain: Domain) -> dict[str, CompiledFlow]:
    """Every flow of the domain, and its repair patterns: the shipped ones, each replaced
    by the author's flow of the same name (``patterns/``)."""
    from .patterns import shipped

    flows = {name: compile_flow(spec) for name, spec in domain.flows.items()}
    for name, spec in {**shipped(), **domain.patterns}.items():
        flows[name] = compile_flow(spec)
    return flows


def diagram(flow: CompiledFlow, fmt: Literal["mermaid", "dot"] = "mermaid") -> str:
    """The flow's step machine as diagram source, drawn by ``transitions``' own diagram
    support (``compiler_steps.step_diagram``). ``dot`` needs only the ``graphviz`` Python
    package, not its binary."""
    if fmt == "dot":
        try:
            import graphviz  # noqa: F401  (transitions silently falls back to mermaid without it)
        except ImportError:
            from .errors import MissingExtraError

            raise MissingExtraError("the dot diagram format", "graph") from None
    return step_diagram(flow.name, flow.steps, fmt)
