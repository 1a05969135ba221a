"""Compile flow specs into ``transitions`` machines, once, shared by every session.

A compiled flow is immutable after load. Per turn the dispatcher fires a trigger against a
throw-away cursor that carries the task's phase and slot table, so no machine is built and no
model is registered per session (building a machine costs orders of magnitude more than a
trigger). The guards that decide where ``advance`` goes are plain functions of the slot table,
compiled from the spec here too, and this is the only module that imports ``transitions``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from transitions import EventData, Machine

from .compiler_steps import StepMachine, compile_steps, step_diagram
from .conditions import Condition, ConditionError, parse
from .spec import Domain, FlowSpec, SlotSpec
from .spec_steps import shorthand_steps
from .state import Task

PHASES: tuple[str, ...] = (
    "collecting",
    "clarifying",
    "confirming",
    "executing",
    "done",
    "failed",
    "cancelled",
)
TERMINAL: tuple[str, ...] = ("done", "failed", "cancelled")
OPEN: list[str] = ["collecting", "clarifying", "confirming", "executing"]

#: One transition as the route table keeps it: its guards (check, expected result) and its
#: destination (``None`` for an internal transition).
Route = tuple[tuple[tuple[Callable[[Task], bool], bool], ...], str | None]


class _Cursor:
    """The model a trigger runs against: a phase and the task whose slots guards read."""

    __slots__ = ("state", "task")

    def __init__(self, phase: str, task: Task) -> None:
        self.state = phase
        self.task = task


def _task_of(e: EventData) -> Task:
    model = e.model
    assert isinstance(model, _Cursor)
    return model.task


def _matches(expected: Any, actual: Any) -> bool:
    if isinstance(expected, list):
        return any(_matches(e, actual) for e in expected)
    if isinstance(expected, bool) or isinstance(actual, bool):
        return expected is actual or expected == actual
    if actual is None:
        return expected is None
    return str(expected).casefold() == str(actual).casefold()


def _condition(when: dict[str, Any] | None) -> Callable[[dict[str, Any]], bool]:
    """A predicate over a values dict from a ``when:`` mapping (all keys must match)."""
    if not when:
        return lambda values: True
    items = tuple(when.items())

    def check(values: dict[str, Any]) -> bool:
        return all(_matches(expected, values.get(name)) for name, expected in items)

    return check


@dataclass(frozen=True)
class CompiledSlot:
    spec: SlotSpec
    active: Callable[[dict[str, Any]], bool]


@dataclass(frozen=True)
class CompiledBranch:
    condition: Callable[[dict[str, Any]], bool]
    say: str | None
    goto: str | None
    outcome: str


@dataclass
class CompiledFlow:
    """One flow, ready to run: its machine, guards and branch predicates."""

    spec: FlowSpec
    machine: Machine
    slots: tuple[CompiledSlot, ...]
    branches: tuple[CompiledBranch, ...]
    needs_confirm: bool
    transitions: list[dict[str, Any]] = field(default_factory=list)
    #: (trigger, phase) -> the machine's transitions from that phase, read once at load:
    #: (guards, destination or None for an internal transition). Empty when the machine has
    #: callbacks a table cannot reproduce; ``fire`` then runs every trigger through it.
    routes: dict[tuple[str, str], tuple[Route, ...]] = field(default_factory=dict)
    #: slot -> the slots that may not hold its value (``differs_from``, both ways)
    differs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: the machine of the flow's own ``steps:`` (``compiler_steps.py``); None for a form
    #: flow, which runs on the lifecycle machine above
    steps: StepMachine | None = None
    #: the flow guard (``if:``): its triggers count only while it holds
    guard: Condition | None = None
    #: a repair pattern that is one built-in action alone: that action, run in place
    builtin: str | None = None

    def __post_init__(self) -> None:
        self._memo = None  # a compiled dataclass gives a field out of __init__ no default

    @property
    def name(self) -> str:
        return self.spec.name

    #: the last task asked about, with its values and missing slots. Tasks are never changed
    #: in place (reducers replace them), so the same object has the same answers; guards,
    #: the next question and the templates all ask within one turn. Replaced as one tuple,
    #: so threads sharing a flow never see a task paired with another task's values.
    _memo: tuple[Task, dict[str, Any], tuple[str, ...] | None] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def values(self, task: Task) -> dict[str, Any]:
        """Slot values and action results by name. Read-only: the dict may be shared."""
        memo = self._memo
        if memo is not None and memo[0] is task:
            return memo[1]
        values = {name: s.value for name, s in task.slots.items()}
        values.update(task.results)
        self._memo = (task, values, None)
        return values

    def active_slots(self, task: Task) -> list[SlotSpec]:
        """Slots that apply given the other slots' values (``when:`` conditions)."""
        values = self.values(task)
        return [s.spec for s in self.slots if s.active(values)]

    def missing(self, task: Task) -> tuple[str, ...]:
        """Required slots still empty, in declaration order. In a flow with steps: those of
        the collect step the task stands on (none elsewhere)."""
        if self.steps is not None:
            return self.missing_of(
                task, self.steps.collects.get(self.steps.info(self.steps.where(task)).id, ())
            )
        values = self.values(task)
        memo = self._memo
        if memo is not None and memo[0] is task and memo[2] is not None:
            return memo[2]
        missing = tuple(
            s.spec.name
            for s in self.slots
            if s.spec.required and values.get(s.spec.name) is None and s.active(values)
        )
        self._memo = (task, values, missing)
        return missing

    def missing_of(self, task: Task, names: tuple[str, ...]) -> tuple[str, ...]:
        """Required slots among ``names`` still empty (a collect step's), in their order."""
        values = self.values(task)
        by_name = {s.spec.name: s for s in self.slots}
        return tuple(
            n
            for n in names
            if (s := by_name.get(n)) is not None
            and s.spec.required
            and values.get(n) is None
            and s.active(values)
        )

    def unconfirmed_of(self, task: Task, names: tuple[str, ...]) -> list[str]:
        """Slots among ``names`` marked ``confirm: true`` and not confirmed yet."""
        return [n for n in self.unconfirmed(task, every=True) if n in names]

    def unconfirmed(self, task: Task, every: bool = False) -> list[str]:
        """Slots marked ``confirm: true`` whose current value the user has not confirmed
        (in a flow with steps, of the collect step the task stands on, unless ``every``)."""
        if self.steps is not None and not every:
            here = self.steps.collects.get(self.steps.info(self.steps.where(task)).id, ())
            return self.unconfirmed_of(task, here)
        values = self.values(task)
        return [
            s.spec.name
            for s in self.slots
            if s.spec.confirm
            and s.active(values)
            and values.get(s.spec.name) is not None
            and not task.slots[s.spec.name].confirmed
        ]

    def fire(self, trigger: str, task: Task) -> str:
        """Run ``trigger`` from the task's phase; return the resulting phase (maybe unchanged).

        The answer comes from ``routes``, the machine's own transition table read at load:
        the first transition whose guards all pass wins, exactly as ``transitions`` decides,
        without building an ``EventData`` and walking its callback chains on every turn
        (that walk was the largest fixed cost of a turn). ``fire_machine`` runs the trigger
        through the machine itself; a property test holds the two equal.
        """
        if not self.routes:
            return self.fire_machine(trigger, task)
        phase = task.phase
        for guards, dest in self.routes.get((trigger, phase), ()):
            if all(guard(task) == expected for guard, expected in guards):
                return phase if dest is None else dest
        return phase

    def fire_machine(self, trigger: str, task: Task) -> str:
        """``fire`` through the ``transitions`` machine: the reference the table is held to."""
        cursor = _Cursor(task.phase, task)
        event = self.machine.events.get(trigger)
        if event is not None:
            event.trigger(cursor)
        return cursor.state

    def can(self, trigger: str, phase: str) -> bool:
        event = self.machine.events.get(trigger)
        return event is not None and phase in event.transitions

    def branch(self, task: Task) -> CompiledBranch | None:
        values = self.values(task)
        for b in self.branches:
            if b.condition(values):
                return b
        return None


def _differs(spec: FlowSpec) -> dict[str, tuple[str, ...]]:
    """``differs_from`` made symmetric: "from" differs from "to" and "to" from "from"."""
    pairs: dict[str, set[str]] = {}
    for s in spec.slots:
        for other in s.differs_from:
            pairs.setdefault(s.name, set()).add(other)
            pairs.setdefault(other, set()).add(s.name)
    return {k: tuple(sorted(v)) for k, v in pairs.items()}


#: form flows run on the steps they are shorthand for (``spec_steps.shorthand_steps``)
SHORTHAND = True


def compile_flow(spec: FlowSpec, shorthand: bool | None = None) -> CompiledFlow:
    """Build the machine of one flow. Called at load time only."""
    shorthand = SHORTHAND if shorthand is None else shorthand
    slots = tuple(CompiledSlot(spec=s, active=_condition(s.when)) for s in spec.slots)
    needs_confirm = spec.confirm is not None or spec.destructive
    if spec.steps is not None:
        needs_confirm = any(s.kind == "confirm" for s in spec.steps)
    flow = CompiledFlow(
        spec=spec,
        machine=Machine(  # replaced below; the guards need ``flow``
            model=None, states=list(PHASES), initial="collecting", auto_transitions=False
        ),
        slots=slots,
        branches=tuple(
            CompiledBranch(_condition(b.when), b.say, b.goto, b.outcome) for b in spec.branches
        ),
        needs_confirm=needs_confirm,
        differs=_differs(spec),
    )

    # named here, not by the functions' ``__name__``: a compiled closure has none
    clarifying = _Guard("clarifying", lambda task: task.clarification is not None)
    incomplete = _Guard("incomplete", lambda task: bool(flow.missing(task)))
    confirm_pending = _Guard(
        "confirm_pending",
        lambda task: (needs_confirm and not task.confirmed) or bool(flow.unconfirmed(task)),
    )

    # Guards are tried in the order transitions are added: the first that passes wins.
    transitions: list[dict[str, Any]] = [
        {
            "trigger": "advance",
            "source": OPEN[:3],
            "dest": "clarifying",
            "conditions": [clarifying],
        },
        # still incomplete while collecting: an internal transition (no exit/enter), cheaper
        {"trigger": "advance", "source": "collecting", "dest": None, "conditions": [incomplete]},
        {
            "trigger": "advance",
            "source": OPEN[1:3],
            "dest": "collecting",
            "conditions": [incomplete],
        },
        {
            "trigger": "advance",
            "source": OPEN[:3],
            "dest": "confirming",
            "conditions": [confirm_pending],
        },
        {"trigger": "advance", "source": OPEN[:3], "dest": "executing"},
        {"trigger": "affirm", "source": "confirming", "dest": "executing"},
        {"trigger": "deny", "source": "confirming", "dest": "collecting"},
        {"trigger": "succeed", "source": "executing", "dest": "done"},
        {"trigger": "fail", "source": "executing", "dest": "failed"},
        # its process died mid-action: asked again before anything runs twice
        {"trigger": "interrupted", "source": "executing", "dest": "confirming"},
        {"trigger": "cancel", "source": OPEN, "dest": "cancelled"},
    ]
    flow.machine = Machine(
        model=None,
        states=list(PHASES),
        initial="collecting",
        transitions=transitions,
        auto_transitions=False,
        send_event=True,
        ignore_invalid_triggers=True,
    )
    flow.transitions = transitions
    flow.routes = _routes(flow.machine)
    if spec.steps is not None:
        flow.steps = compile_steps(spec, flow)
    elif shorthand:  # the form flow as the steps it is shorthand for
        flow.steps = compile_steps(spec.model_copy(update={"steps": shorthand_steps(spec)}), flow)
    from .patterns import builtin_only

    flow.builtin = builtin_only(spec)
    if spec.guard is not None:
        try:
            flow.guard = parse(spec.guard)
        except ConditionError:
            flow.guard = parse(False)  # reported by the checks; never counts meanwhile
    return flow


class _Guard:
    """A guard the machine calls with ``EventData``; the route table calls it with the task."""

    __slots__ = ("__name__", "check")

    def __init__(self, name: str, check: Callable[[Task], bool]) -> None:
        self.check = check
        self.__name__ = name

    def __call__(self, e: EventData) -> bool:
        return self.check(_task_of(e))


def _routes(machine: Machine) -> dict[tuple[str, str], tuple[Route, ...]]:
    """The machine's transitions as a lookup table, or ``{}`` if a table would not be exact.

    Exact means: every condition is one of our task guards and no transition, state or the
    machine has callbacks, so deciding the destination is all a trigger does.
    """
    if machine.before_state_change or machine.after_state_change or machine.prepare_event:
        return {}
    if machine.finalize_event or machine.on_exception:
        return {}
    if any(st.on_enter or st.on_exit for st in machine.states.values()):
        return {}
    table: dict[tuple[str, str], tuple[Route, ...]] = {}
    for trigger, event in machine.events.items():
        for source, found in event.transitions.items():
            routes: list[Route] = []
            for t in found:
                if t.prepare or t.before or t.after:
                    return {}
                guards = []
                for c in t.conditions:
                    if not isinstance(c.func, _Guard):
                        return {}
                    guards.append((c.func.check, bool(c.target)))
                routes.append((tuple(guards), t.dest))
            table[(trigger, source)] = tuple(routes)
    return table


def compile_domain(domain: Domain) -> dict[str, CompiledFlow]:
    """Every flow of the domain, and its repair patterns: the shipped ones, each replaced
    by the author's flow of the same name (``patterns/``)."""
    from .patterns import shipped

    flows = {name: compile_flow(spec) for name, spec in domain.flows.items()}
    for name, spec in {**shipped(), **domain.patterns}.items():
        flows[name] = compile_flow(spec)
    return flows


#: Readable names for the guards of ``compile_flow``, shown on diagram edges.
_GUARD_LABELS: dict[str, str] = {
    "clarifying": "clarification pending",
    "incomplete": "required slot missing",
    "confirm_pending": "confirmation pending",
}


#: what a drawing machine binds its triggers to: a plain class made at run time, since
#: ``transitions`` sets attributes on it, which a class compiled by mypyc does not take
_GraphModel: type = type("_GraphModel", (), {})


def diagram(flow: CompiledFlow, fmt: Literal["mermaid", "dot"] = "mermaid") -> str:
    """The flow's machine as diagram source, drawn by ``transitions``' own diagram support.

    The machine is rebuilt as a ``GraphMachine`` from the very transitions the flow runs on,
    with each guard replaced by its readable name (a string condition is only displayed,
    never called here). Edges into ``confirming`` are left out for a flow that never asks for
    confirmation, since their guard can never pass. ``dot`` needs only the ``graphviz`` Python
    package, not its binary.
    """
    from transitions.extensions import GraphMachine

    if fmt == "dot":
        try:
            import graphviz  # noqa: F401  (transitions silently falls back to mermaid without it)
        except ImportError:
            from .errors import MissingExtraError

            raise MissingExtraError("the dot diagram format", "graph") from None
    if flow.steps is not None:  # a flow with steps: its own machine, step by step
        return step_diagram(flow.name, flow.steps, fmt)

    def label(cond: Any) -> str:
        name = getattr(cond, "__name__", str(cond))
        return _GUARD_LABELS.get(name, name.replace("_", " "))

    # A flow that never confirms keeps the `confirming` phase, but no edge can lead into it.
    confirms = flow.needs_confirm or any(s.spec.confirm for s in flow.slots)
    named = []
    for t in flow.transitions:
        if t["dest"] == "confirming" and t["source"] != "confirming" and not confirms:
            continue
        shown = dict(t)
        if "conditions" in shown:
            shown["conditions"] = [label(c) for c in shown["conditions"]]
        named.append(shown)

    machine = GraphMachine(
        model=_GraphModel(),
        states=list(PHASES),
        initial="collecting",
        transitions=named,
        auto_transitions=False,
        show_conditions=True,
        graph_engine="mermaid" if fmt == "mermaid" else "graphviz",
        title=f"flow {flow.name}",
    )
    source: str = machine.get_graph().source
    if fmt == "mermaid":
        # Front matter must open a mermaid file, which would forbid a leading `%%` comment
        # naming the flow; and transitions marks no final states, which a reader expects.
        if source.startswith("---\n"):
            source = source.split("\n---\n", 1)[1]
        source = source.rstrip("\n") + "\n" + "".join(f"  {s} --> [*]\n" for s in TERMINAL)
    return source
