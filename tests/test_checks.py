from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from dialogflows.checks import WARNING_CODES, did_you_mean
from dialogflows.errors import SpecError, SpecIssue
from dialogflows.loader import load

REPO = Path(__file__).resolve().parents[1]

#: Calls that create an issue, and the position of their ``code`` argument.
_ISSUE_CALLS = {"SpecIssue": 3, "issue": 1, "_issue": 1, "_at": 1}


def _strings(node: ast.expr) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _strings(node.body) | _strings(node.orelse)
    return set()


def codes_used_in_package() -> set[str]:
    codes = set(WARNING_CODES)
    for file in (REPO / "dialogflows").rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            index = _ISSUE_CALLS.get(name or "")
            if index is not None and len(node.args) > index:
                codes |= {
                    c for c in _strings(node.args[index]) if re.fullmatch(r"[a-z]+(-[a-z]+)+", c)
                }
    return codes


def test_every_issue_code_has_a_docs_heading_and_every_heading_is_used() -> None:
    headings = set(
        re.findall(r"^## ([a-z-]+)$", (REPO / "docs" / "errors.md").read_text(), re.MULTILINE)
    )
    used = codes_used_in_package()
    assert used - headings == set(), "codes without a `## code` heading in docs/errors.md"
    assert headings - used == set(), "headings in docs/errors.md for codes nothing reports"


def issues(tmp_path: Path, text: str) -> list[SpecIssue]:
    path = tmp_path / "flows.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        return load(path).warnings
    except SpecError as e:
        return e.issues


def codes(tmp_path: Path, text: str) -> list[str]:
    return [i.code for i in issues(tmp_path, text)]


def test_results_are_fields_of_done_but_not_of_confirm(tmp_path: Path) -> None:
    text = """
flows:
  order:
    description: Order
    slots: [{name: item}]
    confirm: Order {item}?
    action: order
    results: [order_id]
    done: Order {order_id} for {item} placed.
    failed: Order of {item} failed ({order_id}).
    cancelled: Not ordering {order_id}.
"""
    [issue] = issues(tmp_path, text)
    assert (issue.code, issue.line) == ("unknown-template-field", 11)
    assert "not known yet" in issue.message


def test_a_summary_may_use_results_and_names_a_wrong_field(tmp_path: Path) -> None:
    text = """
flows:
  order:
    description: Order
    slots: [{name: item}]
    action: order
    results: [order_id]
    summary: "{item}, order {order_id}, for {itme}"
"""
    [issue] = issues(tmp_path, text)
    assert (issue.code, issue.line) == ("unknown-template-field", 8)
    assert "the `summary` message uses `{itme}`" in issue.message
    assert issue.hint == "did you mean `item`?"


def test_unknown_template_field_suggests_the_slot(tmp_path: Path) -> None:
    text = """
flows:
  order:
    description: Order
    slots:
      - {name: item, prompt: "Which one?", reprompts: ["Pick {itme}"]}
"""
    [issue] = issues(tmp_path, text)
    assert issue.code == "unknown-template-field"
    assert issue.hint == "did you mean `item`?"
    assert (issue.line, issue.column) == (6, 62)


def test_when_value_may_be_a_list_and_checks_each_item(tmp_path: Path) -> None:
    text = """
flows:
  trip:
    description: Trip
    slots:
      - {name: mode, type: enum, values: [car, train, plane]}
      - {name: seat, when: {mode: [train, plane]}}
      - {name: parking, when: {mode: [car, boat]}}
"""
    [issue] = issues(tmp_path, text)
    assert (issue.code, issue.line) == ("unknown-when-value", 8)
    assert "boat" in issue.message


def test_when_values_of_an_entity_enum_come_from_the_entity(tmp_path: Path) -> None:
    text = """
entities:
  city: {values: [Rome, Paris], synonyms: {Rome: [Roma]}}
flows:
  trip:
    description: Trip
    slots:
      - {name: dest, type: enum, entity: city}
      - {name: museum, when: {dest: paris}}
      - {name: fountain, when: {dest: Roma}}
"""
    [issue] = issues(tmp_path, text)
    assert (issue.code, issue.line) == ("unknown-when-value", 10)
    assert issue.hint == "write `Rome`"


def test_boolean_when_needs_a_boolean(tmp_path: Path) -> None:
    text = """
flows:
  trip:
    description: Trip
    slots:
      - {name: pets, type: boolean}
      - {name: pet_kind, when: {pets: "yes"}}
      - {name: pet_size, when: {pets: yes}}
"""
    assert [(i.code, i.line) for i in issues(tmp_path, text)] == [("unknown-when-value", 7)]


def test_slot_when_cannot_use_results(tmp_path: Path) -> None:
    text = """
flows:
  order:
    description: Order
    slots: [{name: note, when: {status: ok}}]
    action: order
    results: [status]
"""
    [issue] = issues(tmp_path, text)
    assert issue.code == "unknown-when-slot"
    assert "branches" in (issue.hint or "")


def test_non_enum_slot_may_name_an_undeclared_entity_type(tmp_path: Path) -> None:
    text = """
flows:
  cancel:
    description: Cancel
    slots: [{name: booking_id, type: text, entity: booking}]
"""
    assert codes(tmp_path, text) == []


def test_enum_with_an_entity_that_has_no_values(tmp_path: Path) -> None:
    text = """
entities:
  city: {description: no values yet}
flows:
  trip:
    description: Trip
    slots: [{name: dest, type: enum, entity: city}]
"""
    assert codes(tmp_path, text) == ["enum-without-values"]


def test_indirect_when_cycle_never_finishes(tmp_path: Path) -> None:
    text = """
flows:
  f:
    description: F
    slots:
      - {name: a, when: {b: x}}
      - {name: b, when: {a: y}}
      - {name: c, when: {a: y}}
"""
    found = issues(tmp_path, text)
    assert [(i.code, i.line) for i in found] == [("never-finishes", 6), ("never-finishes", 7)]


def test_optional_slot_in_a_cycle_is_not_a_never_finish(tmp_path: Path) -> None:
    text = """
flows:
  f:
    description: F
    slots:
      - {name: a, required: false, when: {a: x}}
"""
    assert codes(tmp_path, text) == []


@pytest.mark.parametrize(
    ("slot", "expected"),
    [
        ("{name: d, type: date, min: today, max: +30d}", []),
        ("{name: d, type: date, min: tomorrow, max: 365 days}", []),
        ("{name: d, type: date, min: +3d, max: -1d}", ["never-finishes"]),
        ("{name: d, type: date, min: tomorrow, max: today}", ["never-finishes"]),
        ("{name: d, type: date, min: 2026-12-24, max: 2026-01-01}", ["never-finishes"]),
        ("{name: d, type: date, min: today+3}", ["invalid-value"]),
        ("{name: d, type: date, min: next week}", ["invalid-value"]),
        ("{name: t, type: time, min: 9:00, max: '17:30'}", []),
        ("{name: t, type: time, min: '18:00', max: 9:00}", ["never-finishes"]),
        ("{name: t, type: time, min: 9am}", ["invalid-value"]),
        ("{name: n, type: integer, min: one}", ["invalid-value"]),
        ("{name: n, type: money, min: 0, max: 100.5}", []),
        ("{name: s, type: text, min: 2, max: 10}", []),
        ("{name: s, type: text, min: 10, max: 2}", ["never-finishes"]),
        ("{name: s, type: text, max: long}", ["invalid-value"]),
        ("{name: e, type: enum, values: [a], max: 3}", ["invalid-value"]),
    ],
)
def test_slot_bounds(tmp_path: Path, slot: str, expected: list[str]) -> None:
    text = f"flows:\n  f:\n    description: F\n    slots:\n      - {slot}\n"
    assert codes(tmp_path, text) == expected


def test_values_on_a_non_enum_slot(tmp_path: Path) -> None:
    text = "flows:\n  f:\n    description: F\n    slots: [{name: s, values: [a, b]}]\n"
    assert codes(tmp_path, text) == ["invalid-value"]


def test_enum_default_must_be_a_value(tmp_path: Path) -> None:
    text = (
        "flows:\n  f:\n    description: F\n"
        "    slots: [{name: s, type: enum, values: [a, b], default: c}]\n"
    )
    assert codes(tmp_path, text) == ["invalid-value"]


def test_specific_branch_before_general_is_fine_but_not_after(tmp_path: Path) -> None:
    good = """
flows:
  f:
    description: F
    action: f
    results: [status, reason]
    branches:
      - {when: {status: failed, reason: timeout}, say: Too slow.}
      - {when: {status: failed}, say: It failed.}
      - {when: {status: [failed, partial]}, say: Partly.}
"""
    assert codes(tmp_path, good) == []
    bad = good.replace("status: failed, reason: timeout", "status: [failed, partial]")
    assert codes(tmp_path, bad) == ["unreachable-branch", "unreachable-branch"]


def test_results_sharing_a_slot_name(tmp_path: Path) -> None:
    text = (
        "flows:\n  f:\n    description: F\n    slots: [{name: status}]\n"
        "    action: f\n    results: [status]\n"
    )
    assert codes(tmp_path, text) == ["duplicate-slot"]


def test_ambiguous_trigger_is_a_warning_that_does_not_stop_loading(tmp_path: Path) -> None:
    path = tmp_path / "flows.yaml"
    path.write_text(
        "flows:\n  a: {description: A, triggers: [Go]}\n  b: {description: B, triggers: [go]}\n",
        encoding="utf-8",
    )
    result = load(path)
    assert sorted(result.domain.flows) == ["a", "b"]
    assert [(w.code, w.line) for w in result.warnings] == [("ambiguous-trigger", 3)]


def test_did_you_mean_catches_typos_and_swaps() -> None:
    assert did_you_mean("promt", ["prompt", "pattern"]) == "did you mean `prompt`?"
    assert did_you_mean("emun", ["text", "enum"]) == "did you mean `enum`?"
    assert did_you_mean("zzz", ["text", "enum"]) is None


def test_example_flows_pass_every_check() -> None:
    for domain in ("travel", "restaurant"):
        assert load(REPO / "flows" / domain).warnings == []


def test_template_issue_points_at_the_field_or_at_a_folded_text(tmp_path: Path) -> None:
    text = """
flows:
  f:
    description: F
    slots: [{name: day}]
    done: 'On {day}, {dya}.'
    cancelled: >-
      Not on
      {dya}.
"""
    found = [(i.line, i.column) for i in issues(tmp_path, text)]
    # `{dya}` is at column 22 of line 6; a folded text has no exact columns: its start
    assert found == [(6, 22), (7, 16)]


def test_differs_from_must_name_another_slot(tmp_path: Path) -> None:
    text = """
flows:
  trip:
    description: Trip
    slots:
      - {name: origin, differs_from: destinaton}
      - {name: destination}
      - {name: back, differs_from: [back]}
"""
    found = issues(tmp_path, text)
    assert [(i.code, i.line) for i in found] == [
        ("unknown-differs-slot", 6),
        ("unknown-differs-slot", 8),
    ]
    assert "destination" in (found[0].hint or "")


def test_an_address_slot_without_its_kind_is_a_warning(tmp_path: Path) -> None:
    """A slot named or labelled an address that declares no kind is read as an address only
    when declared: the author hears it at load, with the slot's line, and loading goes on."""
    path = tmp_path / "flows.yaml"
    path.write_text(
        "flows:\n  visit:\n    description: V\n    slots:\n"
        "      - {name: day, type: date}\n"
        "      - {name: site_address, type: text}\n"
        "      - {name: visit_place, type: text, label: 上门地址}\n",
        encoding="utf-8",
    )
    result = load(path)
    assert sorted(result.domain.flows) == ["visit"]
    assert [(w.code, w.line) for w in result.warnings] == [
        ("undeclared-kind", 6),
        ("undeclared-kind", 7),
    ]
    declared = path.read_text(encoding="utf-8").replace(
        "{name: site_address, type: text}", "{name: site_address, type: text, kind: address}"
    )
    path.write_text(declared, encoding="utf-8")
    assert load(path).warnings == []  # one declared address: the others are not addresses
