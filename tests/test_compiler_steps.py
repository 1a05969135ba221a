"""A step machine's fast lookup must decide every trigger exactly as the machine does.

``StepMachine.fire`` reads the machine's transition objects directly; ``fire_machine`` runs
the real ``transitions`` machine. Hypothesis draws tasks on every state of every example
flow (form flows as the steps they are shorthand for, and flows with `steps:`), with any
mix of filled and confirmed slots, results, clarifications and corrections, and fires
every trigger both ways.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dialogflows.compiler import CompiledFlow, compile_flow
from dialogflows.compiler_steps import COLLECT_PHASES, SEPARATOR
from dialogflows.conditions import lookup
from dialogflows.loader import load_domain
from dialogflows.state import Clarification, Slot, Task

ROOT = Path(__file__).resolve().parent.parent
FLOWS = [
    compile_flow(spec)
    for domain in ("travel", "restaurant", "bank", "bank_zh")
    for spec in load_domain(ROOT / "flows" / domain).flows.values()
]
TRIGGERS = sorted(
    {t["trigger"] for f in FLOWS if f.steps for t in f.steps.transitions} | {"unknown"}
)


def _states(flow: CompiledFlow) -> list[str]:
    assert flow.steps is not None
    out = []
    for sid in flow.steps.steps:
        if sid in flow.steps.collects:
            out += [
                f"{sid}{SEPARATOR}{c}"
                for c in COLLECT_PHASES
                if f"{sid}{SEPARATOR}{c}" in flow.steps.phases
            ]
        else:
            out.append(sid)
    return out


VALUES: list[Any] = ["x", 1, 500, True, False, {"amount": 50.0, "currency": "USD"}, "sold_out"]


@st.composite
def tasks(draw: st.DrawFn) -> tuple[CompiledFlow, Task, frozenset[str]]:
    flow = draw(st.sampled_from(FLOWS))
    slots = {}
    for s in flow.slots:
        value = draw(st.sampled_from([None, *VALUES]))
        slots[s.spec.name] = Slot(name=s.spec.name, value=value, confirmed=draw(st.booleans()))
    results = {r: draw(st.sampled_from([None, *VALUES])) for r in flow.spec.result_names}
    clarification = None
    if draw(st.booleans()) and flow.slots:
        clarification = Clarification(slot=flow.slots[0].spec.name, value="x")
    assert flow.steps is not None
    step = draw(st.sampled_from(_states(flow)))
    task = Task(
        id="t1",
        flow=flow.name,
        step=step,
        phase=flow.steps.phases[step],  # type: ignore[arg-type]
        slots=slots,
        results=results,
        clarification=clarification,
        confirmed=draw(st.booleans()),
    )
    corrected = frozenset(draw(st.sets(st.sampled_from([*flow.spec.slot_names, "other"]))))
    return flow, task, corrected


def test_every_example_flow_runs_on_steps() -> None:
    assert all(f.steps is not None for f in FLOWS)


@settings(max_examples=500, deadline=None)
@given(drawn=tasks(), trigger=st.sampled_from(TRIGGERS))
def test_the_lookup_decides_like_the_machine(
    drawn: tuple[CompiledFlow, Task, frozenset[str]], trigger: str
) -> None:
    flow, task, corrected = drawn
    assert flow.steps is not None
    scope = lookup(flow.values(task), {}, None, None)
    fast = flow.steps.fire(trigger, task, scope, corrected)
    assert fast == flow.steps.fire_machine(trigger, task, scope, corrected)


def test_a_machine_with_callbacks_is_run_through_transitions() -> None:
    flow = compile_flow(load_domain(ROOT / "flows" / "travel").flows["book_flight"])
    assert flow.steps is not None
    seen: list[str] = []
    flow.steps.machine.get_state("book_flight").add_callback("enter", lambda e: seen.append("in"))
    task = Task(id="t1", flow=flow.name, step="confirm", phase="confirming")
    scope = lookup({}, {}, None, None)
    assert flow.steps.fire("affirm", task, scope) == "book_flight"
    assert seen == ["in"]
