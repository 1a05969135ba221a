"""Real annotated conversations (Schema-Guided Dialogue) replayed through the runtime.

The data lives beside the repository (``../shared/data/sgd/train``, or ``$DIALOGFLOWS_SGD_DIR``)
and is never copied in; without it these tests skip and say why.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher, FixedClock
from dialogflows.checks import check_domain
from dialogflows.datasets import (
    ReplayTotals,
    flow_name,
    load_dialogues,
    load_schemas,
    replay_dialogue,
    schema_domain,
    sgd_dir,
)
from dialogflows.datasets.sgd_schema import ENV_VAR
from dialogflows.spec import Domain, SlotType
from dialogflows.yaml_source import SourceMap

DATA = sgd_dir(Path(__file__).resolve().parents[1])
pytestmark = pytest.mark.skipif(
    not (DATA / "schemas.json").is_file(),
    reason=f"SGD data not found at {DATA} (put shared/ beside the repo or set {ENV_VAR})",
)

#: Measured on the first 300 dialogues (all single-service): every compared (turn, slot) pair
#: matches, 5,988/5,988. The bound leaves room for a handful of pairs, not for a broken flow.
FIRST_300_ACCURACY = 0.995
#: Measured on every 6th dialogue after the first 300 (mostly multi-service): 0.9938
#: (3,385/3,406). What remains is annotation the act-to-command mapping does not reproduce:
#: values carried across services inconsistently (a date carried into one flight search and
#: not into the next), an optional slot committed by choosing a result (a bus fare type).
MULTI_SERVICE_ACCURACY = 0.985


@pytest.fixture(scope="module")
def schemas() -> list[dict[str, Any]]:
    return load_schemas(DATA)


@pytest.fixture(scope="module")
def domain(schemas: list[dict[str, Any]]) -> Domain:
    return schema_domain(schemas)


@pytest.fixture(scope="module")
def dialogues() -> dict[str, dict[str, Any]]:
    return {d["dialogue_id"]: d for d in load_dialogues(DATA)}


@pytest.fixture
def bot(domain: Domain) -> Dispatcher:
    return Dispatcher(domain, store="memory://", clock=FixedClock("2019-03-01T09:00:00"))


def test_schema_becomes_a_domain_that_compiles_for_every_service(
    schemas: list[dict[str, Any]], domain: Domain
) -> None:
    assert len(schemas) == 26
    intents = [(s["service_name"], i) for s in schemas for i in s["intents"]]
    assert set(domain.flows) == {flow_name(s, i["name"]) for s, i in intents}
    assert check_domain(domain, SourceMap()) == []
    bot = Dispatcher(domain, store="memory://")
    # every flow compiles, beside the repair patterns the package ships (pattern_cancel, ...)
    flows = {name for name in bot.flows if not name.startswith("pattern_")}
    assert flows == set(domain.flows)
    assert "pattern_cancel" in bot.flows
    for service, intent in intents:
        spec = domain.flows[flow_name(service, intent["name"])]
        assert [s.name for s in spec.slots if s.required] == intent["required_slots"]
        assert [s.name for s in spec.slots if not s.required] == list(intent["optional_slots"])
        assert (spec.confirm is not None) == intent["is_transactional"]
        assert spec.action is not None
    reserve = domain.flows["Flights_1__ReserveOnewayFlight"]
    assert reserve.confirm is not None and "{airlines}" in reserve.confirm
    refundable = reserve.slot("refundable")
    assert refundable is not None and refundable.type is SlotType.ENUM
    assert set(refundable.values) == {"True", "False", "dontcare"}
    origin = reserve.slot("origin_city")
    assert origin is not None and origin.type is SlotType.TEXT


def test_restaurant_booked_once_on_the_yes_with_the_values_the_system_proposed(
    bot: Dispatcher, dialogues: dict[str, dict[str, Any]]
) -> None:
    result = replay_dialogue(bot, dialogues["1_00000"])
    assert result.consistent, result.first_mismatch
    [booking] = result.actions
    assert booking.turn == 18 and booking.after_yes
    assert booking.flow == "Restaurants_1__ReserveRestaurant"
    assert booking.slots == {
        "restaurant_name": "Bird Dog",
        "city": "Palo Alto",
        "time": "11:30 am",
        "date": "today",
        "party_size": "2",
    }
    # the search ran with the refined constraints, not the first ones
    assert result.flow_values["Restaurants_1__FindRestaurants"] == {
        "cuisine": "American",
        "city": "Palo Alto",
        "price_range": "moderate",
        "has_live_music": None,
        "serves_alcohol": None,
    }


def test_corrections_while_confirming_overwrite_and_are_archived(
    bot: Dispatcher, dialogues: dict[str, dict[str, Any]]
) -> None:
    result = replay_dialogue(bot, dialogues["1_00011"])
    assert result.consistent, result.first_mismatch
    [booking] = result.actions
    assert booking.turn == 18
    assert booking.slots["date"] == "March 13th"
    assert booking.slots["time"] == "half past 12 in the afternoon"
    assert booking.slots["party_size"] == "2"  # proposed in the first confirmation
    corrected = [
        (e.data["slot"], e.data.get("previous"), e.data["value"])
        for e in bot.events("sgd-1_00011")
        if e.type == "slot_corrected"
    ]
    assert ("time", "quarter past 5 in the evening", "half past 12 in the afternoon") in corrected


def test_a_refused_booking_is_retried_on_the_accepted_alternative(
    bot: Dispatcher, dialogues: dict[str, dict[str, Any]]
) -> None:
    result = replay_dialogue(bot, dialogues["1_00009"])
    assert result.consistent, result.first_mismatch
    assert [(a.turn, a.slots["time"]) for a in result.actions] == [
        (10, "evening 4:45"),
        (12, "5 pm"),
    ]
    assert all(a.after_yes for a in result.actions)
    ended = [e.data["outcome"] for e in bot.events("sgd-1_00009") if e.type == "task_ended"]
    assert ended[-2:] == ["failed", "done"]


def test_choosing_one_of_several_offers_and_switching_services(
    bot: Dispatcher, dialogues: dict[str, dict[str, Any]]
) -> None:
    movie = replay_dialogue(bot, dialogues["13_00001"])
    assert movie.consistent, movie.first_mismatch
    assert movie.flow_values["Movies_1__GetTimesForMovie"]["movie_name"] == "The Mustang"
    assert movie.flow_values["Movies_1__GetTimesForMovie"]["show_type"] == "imax"

    ride = replay_dialogue(bot, dialogues["45_00000"])
    assert ride.consistent, ride.first_mismatch
    [booking] = ride.actions
    assert booking.flow == "RideSharing_1__GetRide" and booking.turn == 14
    assert booking.slots == {
        "destination": "750 Tennant Station",
        "number_of_riders": "2",
        "shared_ride": "True",
    }


def test_a_service_the_user_turns_to_takes_over_the_city_and_place_held_before(
    bot: Dispatcher, dialogues: dict[str, dict[str, Any]]
) -> None:
    # "Can you book 1 room with wifi at a hotel there": the city of the weather question
    hotel = replay_dialogue(bot, dialogues["47_00007"])
    assert hotel.consistent, hotel.first_mismatch
    assert hotel.flow_values["Hotels_1__SearchHotel"]["destination"] == "Long Beach"
    [booking] = hotel.actions
    assert booking.flow == "Hotels_1__ReserveHotel"
    assert booking.slots["destination"] == "Long Beach"
    assert booking.slots["hotel_name"] == "Courtyard by Marriott Long Beach Airport"
    # a cab to the theater: the address the movie search's result named
    ride = replay_dialogue(bot, dialogues["45_00005"])
    assert ride.consistent, ride.first_mismatch
    [trip] = ride.actions
    assert trip.slots["destination"] == "750 Tennant Station"
    entities = bot.state("sgd-45_00005").entity_stack
    assert any(e.type == "place" and e.value == "750 Tennant Station" for e in entities)


def test_a_state_that_disagrees_with_the_annotation_is_reported(
    bot: Dispatcher, dialogues: dict[str, dict[str, Any]]
) -> None:
    tampered = copy.deepcopy(dialogues["1_00000"])
    tampered["dialogue_id"] = "tampered"
    tampered["turns"][4]["frames"][0]["state"]["slot_values"]["cuisine"] = ["Thai"]
    result = replay_dialogue(bot, tampered)
    assert not result.consistent
    first = result.first_mismatch
    assert first is not None
    assert (first.turn, first.slot, first.expected, first.actual) == (
        4,
        "cuisine",
        ("Thai",),
        "American",
    )


def _replay_all(bot: Dispatcher, dialogues: list[dict[str, Any]]) -> ReplayTotals:
    totals = ReplayTotals()
    for d in dialogues:
        totals.add(replay_dialogue(bot, d))
    return totals


def test_first_300_dialogues_keep_state_and_never_execute_without_a_yes(
    bot: Dispatcher, dialogues: dict[str, dict[str, Any]]
) -> None:
    totals = _replay_all(bot, list(dialogues.values())[:300])
    assert totals.dialogues == 300
    assert totals.transactional_actions > 200
    assert totals.executed_without_yes == 0
    assert totals.confirm_before_execute == 1.0
    assert totals.unexpected_executions == 0
    assert totals.transactions_matched == totals.transactions_expected
    worst = [(r.dialogue_id, r.first_mismatch) for r in totals.failed[:5]]
    assert totals.slot_accuracy >= FIRST_300_ACCURACY, worst


def test_multi_service_dialogues_keep_state_and_the_confirmation_rule(
    bot: Dispatcher, dialogues: dict[str, dict[str, Any]]
) -> None:
    sample = list(dialogues.values())[300::6]
    totals = _replay_all(bot, sample)
    assert totals.executed_without_yes == 0
    assert totals.transactions_matched == totals.transactions_expected
    assert totals.slot_accuracy >= MULTI_SERVICE_ACCURACY
