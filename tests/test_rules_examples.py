"""The rule-based understander over the example flows in ``flows/`` (as an author wrote them).

The full conversations run in the YAML tests of each folder; these pin single readings
that the examples rely on, so a lexicon or parser change that breaks them fails here, close
to its cause.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from dialogflows.commands import Clarify, Command, CorrectSlot, SetBelief, SetSlot, StartTask
from dialogflows.loader import load_domain
from dialogflows.nlu.base import NluContext
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.spec import Domain
from dialogflows.state import DialogueState, Entity, Slot, Task

FLOWS = Path(__file__).resolve().parent.parent / "flows"
NOW = datetime(2026, 11, 29, 10, 0)

pytestmark = pytest.mark.skipif(
    not (FLOWS / "travel").is_dir() or not (FLOWS / "restaurant").is_dir(),
    reason="example flows not present",
)


def read(
    domain: Domain, text: str, flow: str | None = None, asked: str | None = None, **slots: object
) -> list[Command]:
    task = None
    if flow is not None:
        task = Task(
            id="t",
            flow=flow,
            asked=asked,
            phase="confirming" if asked is None and slots else "collecting",
            slots={k: Slot(name=k, value=v, source_turn=1) for k, v in slots.items()},
        )
    state = DialogueState(
        session_id="s",
        active_task=task,
        entity_stack=[Entity(type="order", value="DD-1234", turn=1)],
    )
    ctx = NluContext(state=state, domain=domain, now=NOW, language=domain.settings.language)
    return RuleUnderstander(domain).understand(text, ctx)


@pytest.fixture(scope="module")
def travel() -> Domain:
    return load_domain(FLOWS / "travel")


@pytest.fixture(scope="module")
def restaurant() -> Domain:
    return load_domain(FLOWS / "restaurant")


def test_travel_one_sentence_booking(travel: Domain) -> None:
    [cmd] = read(
        travel, "book a flight from Boston to Paris tomorrow in first class for 6 passengers"
    )
    assert isinstance(cmd, StartTask) and cmd.flow == "book_flight"
    assert cmd.slots == {
        "departure_city": "Boston",
        "arrival_city": "Paris",
        "depart_date": "2026-11-30",
        "seat_class": "first",
        "passengers": 6,
    }


def test_travel_answers_and_corrections(travel: Domain) -> None:
    assert read(travel, "next Friday", "book_flight", "depart_date") == [
        SetSlot(slot="depart_date", value="2026-12-04", raw_text="next Friday", inferred=True)
    ]
    city = {"arrival_city": "Paris", "departure_city": "Boston"}
    [fix] = read(travel, "not Paris, Rome", "book_flight", None, **city)
    assert isinstance(fix, CorrectSlot)
    assert (fix.slot, fix.value, fix.rejected) == ("arrival_city", "Rome", "Paris")
    # two city slots set in the same turn and no hint which one is meant: ask
    [ask] = read(travel, "no, make it Rome", "book_flight", None, **city)
    assert isinstance(ask, Clarify) and ask.value == "Rome"
    assert ask.options == ["departure_city", "arrival_city"]


def test_restaurant_order_in_one_sentence(restaurant: Domain) -> None:
    [cmd] = read(restaurant, "叫外卖，三份番茄炒蛋，后天中午12点送到朝阳区建国路")
    assert cmd == StartTask(
        flow="order_food",
        slots={
            "dish": "西红柿炒鸡蛋",
            "quantity": 3,
            "delivery_date": "2026-12-01",
            "delivery_time": "12:00",
            "address": "朝阳区建国路",
        },
    )


def test_restaurant_reference_and_belief(restaurant: Domain) -> None:
    [cmd] = read(restaurant, "把它退了", "refund", "order_id")
    assert cmd == SetSlot(slot="order_id", value="DD-1234", raw_text="它")
    assert read(restaurant, "我对花生过敏") == [
        SetBelief(key="allergy", value="花生", invariant=True, kind="avoid")
    ]
