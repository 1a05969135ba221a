"""The diagrams in fsm/ are generated from flows/ and must not go stale."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dialogflows.cli import graph_sources
from dialogflows.compiler import compile_flow, diagram
from dialogflows.loader import load_domain

REPO = Path(__file__).resolve().parents[1]
FSM = REPO / "fsm"
REFRESH = "dialogflows graph flows --out fsm"
EXPECTED = graph_sources(REPO / "flows")


@pytest.mark.parametrize("relative", sorted(EXPECTED), ids=str)
def test_diagram_in_fsm_is_current(relative: Path) -> None:
    file = FSM / relative
    assert file.exists(), f"fsm/{relative} is missing; run `{REFRESH}` from the repo root"
    assert file.read_text(encoding="utf-8") == EXPECTED[relative], (
        f"fsm/{relative} is stale; run `{REFRESH}` from the repo root"
    )


def test_fsm_holds_no_diagram_of_a_flow_that_is_gone() -> None:
    present = {p.relative_to(FSM) for p in FSM.rglob("*.mmd")}
    assert present - set(EXPECTED) == set(), f"remove these or run `{REFRESH}`"


def test_there_is_one_diagram_per_example_flow() -> None:
    flows = {
        f"{domain}/{name}.mmd"
        for domain in ("travel", "restaurant", "bank", "bank_zh")
        for name in load_domain(REPO / "flows" / domain).flows
    }
    assert {p.as_posix() for p in EXPECTED} == flows
    assert len(flows) == 14


#: flows written in the form shorthand, drawn as the steps they are shorthand for
FORM = sorted(p for p in EXPECTED if p.parts[0] in ("travel", "restaurant"))


@pytest.mark.parametrize("relative", FORM, ids=str)
def test_a_form_flow_is_drawn_as_the_steps_it_is_shorthand_for(relative: Path) -> None:
    source = EXPECTED[relative]
    assert "  [*] --> collect\n" in source
    assert re.search(r'^  state "collect \w+(, \w+)*" as collect$', source, re.MULTILINE)
    assert "  done --> [*]" in source
    assert "  cancelled --> [*]" in source


def test_no_two_flows_have_the_same_diagram() -> None:
    bodies = {"\n".join(s.splitlines()[2:]).replace(p.stem, "") for p, s in EXPECTED.items()}
    assert len(bodies) == len(EXPECTED)


def test_step_diagrams_show_the_confirmation_and_branches_each_flow_has() -> None:
    travel = load_domain(REPO / "flows" / "travel")
    flight = diagram(compile_flow(travel.flows["book_flight"]))
    assert "collect.asking --> collect.clarifying: advance [clarification pending]" in flight
    assert "collect.asking --> confirm: advance" in flight
    assert "confirm --> book_flight: advance [confirmed] | affirm" in flight
    assert 'outcome --> branch_1: advance [status == "sold_out"]' in flight
    assert 'state "branch_1: end failed" as branch_1' in flight
    weather = diagram(compile_flow(travel.flows["weather"]))
    assert "confirm" not in weather  # weather never asks for confirmation
    assert "collect.asking --> get_weather: advance" in weather
    cancel = diagram(compile_flow(travel.flows["cancel_booking"]))
    assert "collect.asking --> confirm: advance" in cancel  # destructive: always confirms


def test_dot_source_needs_no_graphviz_binary() -> None:
    spec = load_domain(REPO / "flows" / "restaurant").flows["refund"]
    steps = diagram(compile_flow(spec), "dot")
    assert steps.startswith('digraph "flow refund" {')
    assert "subgraph cluster_collect {" in steps
