"""The per-turn route table must decide every trigger exactly as the ``transitions`` machine does.

``CompiledFlow.fire`` reads a table built from the machine at load; ``fire_machine`` runs the
real machine. Hypothesis draws tasks in every phase with any mix of filled, confirmed and
conditional slots, pending clarifications and confirmations, and every trigger is fired both
ways on the example flows and on the dispatcher tests' flows (conditional slots, per-slot
confirmation, a destructive flow).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_dispatcher import SPEC

from dialogflows.compiler import PHASES, CompiledFlow, _routes, compile_flow
from dialogflows.loader import load_domain
from dialogflows.state import Clarification, Slot, Task

ROOT = Path(__file__).resolve().parent.parent


def _flows(tmp: Path) -> list[CompiledFlow]:
    (tmp / "spec.yaml").write_text(SPEC, encoding="utf-8")
    specs = []
    for path in (ROOT / "flows" / "travel", ROOT / "flows" / "restaurant", tmp / "spec.yaml"):
        specs += list(load_domain(path).flows.values())
    return [compile_flow(spec) for spec in specs]


FLOWS = _flows(Path(tempfile.mkdtemp()))
TRIGGERS = sorted({t["trigger"] for f in FLOWS for t in f.transitions} | {"unknown"})


def _candidates(flow: CompiledFlow, name: str) -> list[Any]:
    """Values that make ``when:`` conditions both pass and fail, plus an ordinary one."""
    seen: list[Any] = ["x", 1]
    for s in flow.slots:
        for key, expected in (s.spec.when or {}).items():
            if key == name:
                seen += expected if isinstance(expected, list) else [expected]
    for b in flow.spec.branches:
        for key, expected in (b.when or {}).items():
            if key == name:
                seen += expected if isinstance(expected, list) else [expected]
    return seen


@st.composite
def tasks(draw: st.DrawFn) -> tuple[CompiledFlow, Task]:
    flow = draw(st.sampled_from(FLOWS))
    slots = {}
    for s in flow.slots:
        name = s.spec.name
        filled = draw(st.booleans())
        value = draw(st.sampled_from(_candidates(flow, name))) if filled else None
        slots[name] = Slot(name=name, value=value, confirmed=draw(st.booleans()))
    clarification = None
    if draw(st.booleans()) and flow.slots:
        clarification = Clarification(slot=flow.slots[0].spec.name, value="x")
    task = Task(
        id="t1",
        flow=flow.name,
        phase=draw(st.sampled_from(PHASES)),
        slots=slots,
        clarification=clarification,
        confirmed=draw(st.booleans()),
    )
    return flow, task


def test_every_example_flow_runs_on_the_table() -> None:
    assert all(f.routes for f in FLOWS)


@settings(max_examples=400, deadline=None)
@given(drawn=tasks(), trigger=st.sampled_from(TRIGGERS))
def test_route_table_decides_like_the_machine(
    drawn: tuple[CompiledFlow, Task], trigger: str
) -> None:
    flow, task = drawn
    assert flow.fire(trigger, task) == flow.fire_machine(trigger, task)


def test_a_machine_with_callbacks_is_run_through_transitions() -> None:
    """A table cannot reproduce callbacks: such a machine gets none, and fire still works."""
    flow = compile_flow(next(iter(load_domain(ROOT / "flows" / "travel").flows.values())))
    seen: list[str] = []
    flow.machine.get_state("executing").add_callback("enter", lambda e: seen.append("enter"))
    flow.routes = _routes(flow.machine)
    assert flow.routes == {}
    task = Task(id="t1", flow=flow.name, phase="confirming")
    assert flow.fire("affirm", task) == "executing"
    assert seen == ["enter"]


@pytest.mark.parametrize("phase", ["done", "failed", "cancelled"])
def test_terminal_phases_ignore_every_trigger(phase: str) -> None:
    flow = FLOWS[0]
    task = Task(id="t1", flow=flow.name, phase=phase)  # type: ignore[arg-type]
    for trigger in TRIGGERS:
        assert flow.fire(trigger, task) == phase
