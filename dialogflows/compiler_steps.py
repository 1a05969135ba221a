"""Compile a flow's ``steps:`` into its own ``transitions`` machine, once, at load.

Each step is a state; a ``collect`` step is a nested state whose children are the phases
of collecting (``asking``, ``clarifying``, ``confirming`` a slot), so one
``HierarchicalMachine`` per flow holds both where the task is and what it is doing there.
Its transitions and guards choose the next step: the runtime (``turn_steps.py``) fires
triggers (``advance``, ``affirm``, ``deny``, ``succeed``, ``fail``, ``returned``,
``cancel``) and reads the state it lands in; it never compares step names itself.

Every trigger runs against a throw-away cursor holding the task's state, the task and what
the guards read (the condition scope, the slots corrected this turn), so no model is
registered per session. Like ``compiler.py``, this module owns its use of ``transitions``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from transitions import EventData
from transitions.extensions.nesting import HierarchicalMachine, NestedState

from .conditions import Condition, ConditionError, Scope, parse
from .spec import FlowSpec
from .spec_steps import TERMINAL_STEPS, StepSpec
from .state import CLARIFYING, COLLECTING, CONFIRMING, EXECUTING, Task


class SlotTable(Protocol):
    """What the guards of a collect step ask of the compiled flow (``CompiledFlow``):
    declared here so this module, which ``compiler.py`` imports, does not import it."""

    def missing_of(self, task: Task, names: tuple[str, ...]) -> tuple[str, ...]: ...

    def unconfirmed_of(self, task: Task, names: tuple[str, ...]) -> list[str]: ...


SEPARATOR = "."
#: the children of a collect step and the phase each one is
COLLECT_PHASES: dict[str, str] = {
    "asking": COLLECTING,
    "clarifying": CLARIFYING,
    "confirming": CONFIRMING,
}
#: step kinds the task waits in for the user; every other step runs as soon as reached
WAITING: frozenset[str] = frozenset({"collect", "confirm"})
#: the phase of a task standing on a step that runs by itself (or waits on a sub-task)
_RUNNING = EXECUTING


class _State(NestedState):
    """Nested state names joined with ``.``: step ids are snake_case, and the default
    separator ``_`` would split ``check_balance`` into a parent and a child. A subclass, so
    no other machine in the process is affected."""

    separator = SEPARATOR


class _Machine(HierarchicalMachine):
    state_cls = _State

    def add_states(self, *args: Any, **kwargs: Any) -> None:
        # the states change (also while the machine is built): names are looked up again
        self.__dict__["_found"] = {}
        super().add_states(*args, **kwargs)

    def plain(self) -> bool:
        """No machine-wide callbacks (before or after a change, on an event, on an error):
        read from the lists themselves, not through five properties per trigger."""
        d = self.__dict__
        return not (
            d.get("_before_state_change")
            or d.get("_after_state_change")
            or d.get("_prepare_event")
            or d.get("_finalize_event")
            or d.get("_on_exception")
        )

    def found(self, name: str) -> NestedState:
        """``get_state(name)``, remembered: a nested name is split and walked from the
        root on every lookup, and a trigger asks for the state it leaves and the one it
        enters. The state objects stay; what they hold (their callbacks) is read live."""
        found: dict[str, NestedState] = self.__dict__["_found"]
        state = found.get(name)
        if state is None:
            state = found[name] = self.get_state(name)
        return state


class _Cursor:
    """The model a trigger runs against."""

    __slots__ = ("corrected", "scope", "state", "task")

    def __init__(self, state: str, task: Task, scope: Scope, corrected: frozenset[str]) -> None:
        self.state = state
        self.task = task
        self.scope = scope
        self.corrected = corrected


class StepGuard:
    """A named guard of a step transition; ``label`` is what a diagram shows."""

    __slots__ = ("__name__", "check", "label")

    def __init__(self, name: str, label: str, check: Callable[[_Cursor], bool]) -> None:
        self.__name__ = name
        self.label = label
        self.check = check

    def __call__(self, e: EventData) -> bool:
        model = e.model
        assert isinstance(model, _Cursor)
        return self.check(model)


@dataclass(frozen=True)
class StepInfo:
    """One step as the runtime sees it: its id, kind, spec and the conditions it holds."""

    id: str
    kind: str  # a step kind (``spec_steps.KINDS``) or "terminal"
    spec: StepSpec | None
    index: int


@dataclass
class StepMachine:
    """The compiled steps of one flow."""

    machine: HierarchicalMachine
    states: list[Any]
    transitions: list[dict[str, Any]]
    initial: str
    steps: dict[str, StepInfo]
    #: leaf state -> phase
    phases: dict[str, str]
    #: collect step id -> its slots
    collects: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def info(self, state: str | None) -> StepInfo:
        step = (state or self.initial).split(SEPARATOR, 1)[0]
        return self.steps[step]

    def where(self, task: Task) -> str:
        """The state the task stands on. A task saved before flows ran on steps (or on a
        step its flow no longer has) goes by its phase: the first state of that phase (a
        confirmation: the last one, the flow's own question after a slot's). A phase that
        disagrees with the step (changed by an event alone) is believed."""
        if task.step is not None and task.step in self.phases:
            if self.phases[task.step] == task.phase:
                return task.step
            # the phase moved on without the step (an event written by other code): the
            # state its step leads to that has that phase
            for t in self.transitions:
                if task.step in t["source"] and t["dest"] is not None:
                    dest = self.enter(t["dest"])
                    if self.phases.get(dest) == task.phase:
                        return dest
        if task.phase == COLLECTING:
            return self.initial
        matching = [s for s, phase in self.phases.items() if phase == task.phase]
        if not matching:
            return self.initial
        return matching[-1] if task.phase == CONFIRMING else matching[0]

    def phase(self, state: str) -> str:
        return self.phases.get(state, _RUNNING)

    # -- what the machine answers for the runtime: "may this happen now?" ----------------
    def can(self, trigger: str, task: Task) -> bool:
        """The task's state (or its step) has a transition for ``trigger``: a yes or a no
        answers a question here only where the machine says one does (a confirmation)."""
        event = self.machine.events.get(trigger)
        if event is None:
            return False
        state = self.where(task)
        parent = state.split(SEPARATOR, 1)[0]
        return bool(event.transitions.get(state) or event.transitions.get(parent))

    def asking(self, task: Task) -> bool:
        """The task waits for a slot's value (the ``asking`` state of a collect step)."""
        return self.phase(self.where(task)) == COLLECT_PHASES["asking"]

    def clarifying(self, task: Task) -> bool:
        """The task waits for an unsure value to be settled."""
        return self.phase(self.where(task)) == COLLECT_PHASES["clarifying"]

    def confirming(self, task: Task) -> bool:
        """The task waits for a yes to its confirmation (of a slot, or of the task)."""
        return self.confirms(self.where(task))

    def confirms(self, state: str) -> bool:
        """``state`` asks for a yes to a confirmation."""
        return self.phase(state) == COLLECT_PHASES["confirming"]

    def running(self, task: Task) -> bool:
        """The task stands on a step that runs by itself (an action, a call waiting)."""
        return self.phase(self.where(task)) == _RUNNING

    def ended(self, task: Task, outcome: str | None = None) -> bool:
        """The task is over (with ``outcome``, when one is given)."""
        state = self.where(task)
        return state in TERMINAL_STEPS and (outcome is None or state == outcome)

    def enter(self, state: str) -> str:
        """The leaf state a transition into ``state`` lands in (a collect step: asking)."""
        return f"{state}{SEPARATOR}asking" if state in self.collects else state

    def fire(
        self,
        trigger: str,
        task: Task,
        scope: Scope,
        corrected: frozenset[str] = frozenset(),
        at: str | None = None,
    ) -> str:
        """Run ``trigger`` from the task's step; the state it lands in (maybe unchanged).

        The machine's own transition objects decide, read as they are now (a transition
        added or removed after load counts): the first transition from the state (then
        from its parent step) whose guards all pass wins, as ``transitions`` decides,
        without building an ``EventData`` per trigger, which cost as much as the rest of
        a turn. Anything a lookup cannot reproduce (callbacks, a guard that is not one of
        ours) goes through ``fire_machine``; a property test holds the two equal.
        ``at``: where the task stands, when the caller has just asked (``where``).
        """
        state = self.where(task) if at is None else at
        event = self.machine.events.get(trigger)
        if event is None:
            return state
        m = self.machine
        if not (m.plain() if isinstance(m, _Machine) else _plain(m)):
            return self.fire_machine(trigger, task, scope, corrected)
        cursor = _Cursor(state, task, scope, corrected)
        parent = state.split(SEPARATOR, 1)[0]
        for source in (state, parent) if parent != state else (state,):
            for t in event.transitions.get(source, ()):
                if t.prepare or t.before or t.after:
                    return self.fire_machine(trigger, task, scope, corrected)
                passed = True
                for c in t.conditions:
                    if not isinstance(c.func, StepGuard):
                        return self.fire_machine(trigger, task, scope, corrected)
                    if c.func.check(cursor) != c.target:
                        passed = False
                        break
                if not passed:
                    continue
                if t.dest is None:
                    return state
                dest = self.enter(t.dest)
                if self._callbacks(state) or self._callbacks(dest):
                    return self.fire_machine(trigger, task, scope, corrected)
                return dest
        return state

    def fire_machine(
        self, trigger: str, task: Task, scope: Scope, corrected: frozenset[str] = frozenset()
    ) -> str:
        """``fire`` through the ``transitions`` machine itself: the reference."""
        cursor = _Cursor(self.where(task), task, scope, corrected)
        if trigger in self.machine.events:
            self.machine.trigger_event(cursor, trigger)
        return cursor.state

    def _callbacks(self, state: str) -> bool:
        m = self.machine
        found = m.found(state) if isinstance(m, _Machine) else m.get_state(state)
        return bool(found.on_enter or found.on_exit)


def _plain(m: HierarchicalMachine) -> bool:
    """``_Machine.plain`` for a machine built elsewhere, through its properties."""
    return not (
        m.before_state_change
        or m.after_state_change
        or m.prepare_event
        or m.finalize_event
        or m.on_exception
    )


def compile_steps(spec: FlowSpec, flow: SlotTable) -> StepMachine:
    """The machine of a flow with ``steps:``. Conditions are parsed here; one that does not
    parse is reported by ``step_checks.py`` with its position, and never holds here."""
    assert spec.steps is not None
    ids = spec.step_ids
    steps = {
        sid: StepInfo(sid, s.kind, s, i)
        for i, (sid, s) in enumerate(zip(ids, spec.steps, strict=True))
    }
    for end in TERMINAL_STEPS:
        steps[end] = StepInfo(end, "terminal", None, len(ids))

    def after(i: int) -> str:
        step = spec.steps[i]  # type: ignore[index]
        if step.next is not None:
            return step.next
        return ids[i + 1] if i + 1 < len(ids) else "done"

    collects = {
        sid: tuple(s.collect or ()) for sid, s in zip(ids, spec.steps, strict=True) if s.collect
    }
    # a collect step confirms a value only when one of its slots says `confirm: true`
    children = {
        sid: [
            c
            for c in COLLECT_PHASES
            if c != "confirming"
            or any((slot := spec.slot(n)) is not None and slot.confirm for n in names)
        ]
        for sid, names in collects.items()
    }
    known = set(steps) | {f"{c}{SEPARATOR}{p}" for c in collects for p in children[c]}
    states: list[Any] = []
    phases: dict[str, str] = {}
    for sid, step in zip(ids, spec.steps, strict=True):
        if step.collect:
            states.append({"name": sid, "children": children[sid], "initial": "asking"})
            for child in children[sid]:
                phases[f"{sid}{SEPARATOR}{child}"] = COLLECT_PHASES[child]
        else:
            states.append(sid)
            phases[sid] = CONFIRMING if step.kind == "confirm" else _RUNNING
    for end in TERMINAL_STEPS:
        states.append(end)
        phases[end] = end

    def leaves(sid: str) -> list[str]:
        if sid in collects:
            return [f"{sid}{SEPARATOR}{c}" for c in children[sid]]
        return [sid]

    clarifying = StepGuard(
        "clarifying", "clarification pending", lambda c: c.task.clarification is not None
    )

    def incomplete(sid: str) -> StepGuard:
        def check(c: _Cursor) -> bool:
            return bool(flow.missing_of(c.task, collects[sid]))

        return StepGuard(f"incomplete_{sid}", "slot missing", check)

    def unconfirmed(sid: str) -> StepGuard:
        def check(c: _Cursor) -> bool:
            return bool(flow.unconfirmed_of(c.task, collects[sid]))

        return StepGuard(f"unconfirmed_{sid}", "slot to confirm", check)

    def corrected(sid: str) -> StepGuard:
        names = frozenset(collects[sid])

        def check(c: _Cursor) -> bool:
            return bool(c.corrected & names)

        return StepGuard(f"corrected_{sid}", f"{', '.join(collects[sid])} changed", check)

    confirmed = StepGuard("confirmed", "confirmed", lambda c: c.task.confirmed)

    def holds(condition: Condition) -> StepGuard:
        return StepGuard(f"when {condition.source}", condition.source, lambda c: condition(c.scope))

    transitions: list[dict[str, Any]] = []

    def add(trigger: str, source: Iterable[str] | str, dest: str | None, *guards: Any) -> None:
        src = [source] if isinstance(source, str) else list(source)
        if dest is not None and dest not in known:
            return  # an unknown step id: reported by the checks, never a transition here
        t: dict[str, Any] = {"trigger": trigger, "source": src, "dest": dest}
        if guards:
            t["conditions"] = list(guards)
        transitions.append(t)

    earlier: list[str] = []  # collect steps before the one at hand, nearest first
    asked: str | None = None  # the last step before the one at hand that waits
    for i, (sid, step) in enumerate(zip(ids, spec.steps, strict=True)):
        nxt = after(i)
        back = earlier[0] if earlier else None
        if step.collect:
            here = leaves(sid)
            asking, clar, conf = here[0], here[1], here[2:]  # conf: [] or [the confirming]
            add("advance", here, f"{sid}{SEPARATOR}clarifying", clarifying)
            for prior in earlier:  # a value of an earlier question changed: from there again
                add("advance", here, prior, corrected(prior))
            add("advance", asking, None, incomplete(sid))
            add("advance", [clar, *conf], asking, incomplete(sid))
            if conf:
                add("advance", [asking, clar], conf[0], unconfirmed(sid))
                add("affirm", conf, nxt)
                add("deny", conf, asking)
            add("advance", [asking, clar], nxt)
            earlier.insert(0, sid)
            asked = sid
        elif step.kind == "confirm":
            if back is not None:
                add("advance", sid, f"{back}{SEPARATOR}clarifying", clarifying)
                for prior in earlier:
                    add("advance", sid, prior, corrected(prior))
                add("advance", sid, back, incomplete(back))
            # confirmed already, and nothing changed since (a slot confirmed just before)
            add("advance", sid, nxt, confirmed)
            add("advance", sid, None)
            add("affirm", sid, nxt)
            add("deny", sid, back)
            asked = sid
        elif step.kind == "action":
            add("succeed", sid, nxt)
            add("fail", sid, "failed")
            # its process died mid-action: back to the question before it, so nothing runs
            # twice without a yes (the confirmation, else the collect step)
            if asked is not None:
                add("interrupted", sid, asked)
        elif step.kind == "branch":
            for case in step.branch or ():
                if case.otherwise is not None:
                    add("advance", sid, case.otherwise)
                    continue
                try:
                    condition = parse(case.when if case.when is not None else True)
                except ConditionError:
                    continue
                add("advance", sid, case.target, holds(condition))
            add("fail", sid, "failed")
        elif step.kind == "call":
            add("returned", sid, nxt)
            add("fail", sid, "failed")
        elif step.kind == "link":
            add("advance", sid, "done")
        elif step.kind == "end":
            add("advance", sid, step.end)
        else:  # say, set
            add("advance", sid, nxt)
    open_states = [leaf for sid in ids for leaf in leaves(sid)]
    add("cancel", open_states, "cancelled")

    machine = _Machine(
        model=None,
        states=states,
        initial=ids[0],
        transitions=transitions,
        auto_transitions=False,
        send_event=True,
        ignore_invalid_triggers=True,
    )
    first = f"{ids[0]}{SEPARATOR}asking" if ids[0] in collects else ids[0]
    return StepMachine(
        machine=machine,
        states=states,
        transitions=transitions,
        initial=first,
        steps=steps,
        phases=phases,
        collects=collects,
    )


def _describe(info: StepInfo) -> str:
    """What a diagram says a step does: its id, its kind and what it names."""
    s = info.spec
    if s is None:
        return info.id
    detail = {
        "collect": ", ".join(s.collect or ()),
        "action": s.action,
        "call": s.call,
        "link": s.link,
        "end": s.end,
        "set": ", ".join(s.set or ()),
    }.get(info.kind)
    what = f"{info.kind} {detail}" if detail and detail != info.id else info.kind
    return what if info.id == info.kind else f"{info.id}: {what}"


def step_diagram(name: str, steps: StepMachine, fmt: str = "mermaid") -> str:
    """The step machine as diagram source, drawn by ``transitions``' own diagram support
    from the states and transitions the flow runs on; each guard shows as its label (a
    branch case: its condition as written)."""
    from transitions.extensions import HierarchicalGraphMachine

    graph_state = type(
        "_GraphState", (HierarchicalGraphMachine.state_cls,), {"separator": SEPARATOR}
    )
    drawing = type("_StepGraph", (HierarchicalGraphMachine,), {"state_cls": graph_state})
    shown = []
    for t in steps.transitions:
        t = dict(t)
        if "conditions" in t:
            t["conditions"] = [c.label for c in t["conditions"]]
        shown.append(t)
    machine = drawing(
        model=type("_GraphModel", (), {})(),
        states=steps.states,
        initial=steps.info(steps.initial).id,
        transitions=shown,
        auto_transitions=False,
        show_conditions=True,
        graph_engine="mermaid" if fmt == "mermaid" else "graphviz",
        title=f"flow {name}",
    )
    source: str = machine.get_graph().source
    if fmt != "mermaid":
        return source
    if source.startswith("---\n"):
        source = source.split("\n---\n", 1)[1]
    for sid, info in steps.steps.items():
        if info.kind != "terminal":
            source = source.replace(
                f'  state "{sid}" as {sid}\n', f'  state "{_describe(info)}" as {sid}\n'
            )
    ends = [s for s in TERMINAL_STEPS if any(t["dest"] == s for t in steps.transitions)]
    return source.rstrip("\n") + "\n" + "".join(f"  {s} --> [*]\n" for s in ends)
