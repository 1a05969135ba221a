"""The condition language of `when:` and `if:`: parsed by its own grammar, evaluated over
data, never by Python. What a user typed reaches a condition only as a value to compare."""

from __future__ import annotations

from typing import Any

import pytest

from dialogflows.conditions import ConditionError, Name, equal_values, lookup, parse


def holds(source: str, **values: Any) -> bool:
    return parse(source)(lookup(values, {}, None, None))


@pytest.mark.parametrize(
    ("source", "values", "expected"),
    [
        ("amount <= balance", {"amount": 50, "balance": 120}, True),
        ("amount <= balance", {"amount": 500, "balance": 120}, False),
        # money compares by its amount
        (
            "amount <= balance",
            {"amount": {"amount": 80.0, "currency": "USD"}, "balance": {"amount": 120.0}},
            True,
        ),
        ("size == 'Large'", {"size": "large"}, True),  # text compares without case
        ('size in ["small", "medium"]', {"size": "Medium"}, True),
        ('size not in ["small", "medium"]', {"size": "large"}, True),
        ("verified", {"verified": True}, True),
        ("not verified", {"verified": False}, True),
        ("not verified", {}, True),  # nothing held is null
        ("nights > 2 and (room == 'suite' or vip)", {"nights": 3, "room": "suite"}, True),
        ("nights > 2 and (room == 'suite' or vip)", {"nights": 3, "room": "twin"}, False),
        ("guests > 4", {}, False),  # null never orders against a number
        ("day >= '2026-12-01'", {"day": "2026-12-04"}, True),  # ISO dates order as text
        ("missing == null", {}, True),
        ("true", {}, True),
    ],
)
def test_conditions_evaluate_over_the_values(
    source: str, values: dict[str, Any], expected: bool
) -> None:
    assert holds(source, **values) is expected


def test_scopes_read_beliefs_the_users_lasting_ones_and_the_last_task() -> None:
    scope = lookup(
        {"amount": 5},
        {"budget": (500, False), "vip": (True, True)},
        "u7",
        {"transfer_id": "TR-1"},
    )
    assert parse("belief.budget >= 500 and user.vip and user.id == 'u7'")(scope)
    assert parse("last.transfer_id != null")(scope)
    assert not parse("user.budget == 500")(scope)  # a belief of this session only
    assert not parse("last.amount == 5")(lookup({"amount": 5}, {}, None, None))


@pytest.mark.parametrize(
    ("source", "column"),
    [
        ("__import__('os').system('ls')", 16),
        ("size == large; import os", 13),
        ("amount <=", 9),
        ("(a == 1", 0),
        ("os.path == 1", 0),
        ("a === b", 4),
        ("lambda: 1", 6),
    ],
)
def test_anything_but_the_grammar_is_refused_with_its_column(source: str, column: int) -> None:
    with pytest.raises(ConditionError) as info:
        parse(source)
    assert info.value.column == column


def test_what_a_user_typed_is_compared_as_data_never_run() -> None:
    typed = "x' or true or '"  # a value a user could type into a text slot
    assert holds("note == 'hello'", note=typed) is False
    assert holds("note == 'hello'", note="__import__('os')") is False


def test_names_and_equality_tests_are_read_from_the_tree() -> None:
    c = parse("last.transfer_id != null or belief.budget > amount")
    assert c.names == (Name("last", "transfer_id"), Name("belief", "budget"), Name("", "amount"))
    assert equal_values(parse('size in ["s", "m"]')) == (Name("", "size"), {"s", "m"})
    assert equal_values(parse("not ok")) == (Name("", "ok"), {False})
    assert equal_values(parse("a > 1")) is None
    assert parse("true").constant is True and parse("a").constant is None
