"""Flows with steps that hand over to each other by `link` (docs/errors.md `link-cycle`): a
circle in which nobody is asked anything is refused with the line of the `link` that closes
it; one that waits for the user on the way ("another one?") loads."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows.errors import SpecError
from dialogflows.loader import load_domain

CIRCLE = """
flows:
  water_plants:
    description: watering the plants
    triggers: [water the plants]
    slots:
      - {name: room, type: text, prompt: "Which room?"}
    steps:
      - collect: room
      - say: Watering the {room}.
      - link: check_soil
  check_soil:
    description: checking the soil
    slots:
      - {name: room, type: text, prompt: "Which room?"}
    steps:
      - collect: room
      - link: water_plants
"""


def test_a_circle_of_links_that_asks_nothing_is_refused(tmp_path: Path) -> None:
    (tmp_path / "plants.yaml").write_text(CIRCLE, encoding="utf-8")
    with pytest.raises(SpecError) as e:
        load_domain(tmp_path / "plants.yaml")
    [issue] = e.value.issues
    assert issue.code == "link-cycle"
    lines = CIRCLE.splitlines()
    links = {lines.index(f"      - link: {f}") + 1 for f in ("water_plants", "check_soil")}
    assert issue.line in links  # the `link` that closes the circle, reported once
    assert "check_soil → water_plants → check_soil" in issue.message


def test_a_circle_that_asks_on_the_way_loads(tmp_path: Path) -> None:
    asks = CIRCLE.replace(
        "      - collect: room\n      - link: water_plants",
        "      - confirm: Water another room?\n      - link: water_plants",
    )
    (tmp_path / "plants.yaml").write_text(asks, encoding="utf-8")
    assert set(load_domain(tmp_path / "plants.yaml").flows) == {"water_plants", "check_soil"}


def test_a_slot_not_carried_over_waits_for_the_user(tmp_path: Path) -> None:
    fresh = CIRCLE.replace(
        '      - {name: room, type: text, prompt: "Which room?"}\n    steps:\n'
        "      - collect: room\n      - link: water_plants",
        '      - {name: depth, type: integer, prompt: "How deep, in cm?"}\n    steps:\n'
        "      - collect: depth\n      - link: water_plants",
    )
    assert fresh != CIRCLE
    (tmp_path / "plants.yaml").write_text(fresh, encoding="utf-8")
    load_domain(tmp_path / "plants.yaml")
