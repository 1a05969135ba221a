"""The diagrams in fsm/ are generated from flows/ and must not go stale."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dialogflows.cli import graph_sources
from dialogflows.compiler import PHASES, compile_flow, diagram
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


#: flows written in the form shorthand run on the lifecycle machine; flows with `steps:`
#: are drawn step by step (tests/test_steps.py)
FORM = sorted(p for p in EXPECTED if p.parts[0] in ("travel", "restaurant"))


@pytest.mark.parametrize("relative", FORM, ids=str)
def test_every_phase_is_a_state(relative: Path) -> None:
    states = set(re.findall(r'^  state "(\w+)" as \1$', EXPECTED[relative], re.MULTILINE))
    assert states == set(PHASES)
    assert "  [*] --> collecting" in EXPECTED[relative]
    assert "  done --> [*]" in EXPECTED[relative]


def test_guards_have_readable_names_and_confirmation_shows_only_where_asked() -> None:
    travel = load_domain(REPO / "flows" / "travel")
    flight = diagram(compile_flow(travel.flows["book_flight"]))
    assert "collecting --> clarifying: advance [clarification pending]" in flight
    assert "clarifying --> collecting: advance [required slot missing]" in flight
    assert "collecting --> confirming: advance [confirmation pending]" in flight
    weather = diagram(compile_flow(travel.flows["weather"]))
    assert "--> confirming" not in weather  # weather never asks for confirmation
    assert "collecting --> executing: advance" in weather
    cancel = diagram(compile_flow(travel.flows["cancel_booking"]))
    assert "collecting --> confirming" in cancel  # destructive: always confirms


def test_dot_source_needs_no_graphviz_binary() -> None:
    spec = load_domain(REPO / "flows" / "restaurant").flows["refund"]
    source = diagram(compile_flow(spec), "dot")
    assert source.startswith('digraph "flow refund" {')
    for phase in PHASES:
        assert re.search(rf"^\s*{phase} \[label=", source, re.MULTILINE)
