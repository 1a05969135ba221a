"""Response templates filled from their parts cut once (``fill.template_parts``)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dialogflows.fill import (
    TEMPLATE_FIELD,
    display_value,
    field_style,
    fill_template,
    template_parts,
)


def _by_regex(template: str, values: dict[str, Any], show: Any = None) -> str:
    """The plain way: every field found by the regex on every fill."""

    def sub(m: re.Match[str]) -> str:
        v = values.get(m.group(1))
        if v is None:
            return ""
        return display_value(v) if show is None else show(m.group(1), v, field_style(m))

    return TEMPLATE_FIELD.sub(sub, template)


TEMPLATES = [
    "Book {seat_class} class from {departure_city} to {arrival_city} on {depart_date:long}?",
    "no field at all",
    "",
    "{a}",
    "{a}{b}{a}",
    "{{a}} and {a:} and {a:x:y} and {9a} and {",
    "预约{a:short}，共{n}位",
    "{missing} stays empty",
]
VALUES: dict[str, Any] = {
    "a": 1,
    "b": "",
    "n": 3,
    "seat_class": "economy",
    "departure_city": "Paris",
    "depart_date": "2026-12-04",
    "arrival_city": {"amount": 2.5, "currency": "EUR"},
}


@pytest.mark.parametrize("template", TEMPLATES)
def test_a_template_fills_as_the_regex_fills_it(template: str) -> None:
    def show(name: str, value: Any, style: str | None) -> str:
        return f"<{name}={value}/{style}>"

    assert fill_template(template, VALUES) == _by_regex(template, VALUES)
    assert fill_template(template, VALUES, show) == _by_regex(template, VALUES, show)


def test_a_template_is_cut_once() -> None:
    """Text, then name, style and the text after, for each field; cut once per template."""
    template = "Fly on {d:long} from {city}?"
    template_parts.cache_clear()
    for _ in range(3):
        fill_template(template, {"d": "x", "city": "y"})
    assert template_parts(template) == ("Fly on ", "d", "long", " from ", "city", "", "?")
    assert template_parts.cache_info().misses == 1
