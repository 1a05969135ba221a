"""Conversations with a campsite (English), a domain written from docs/dsl.md ("Slot
kinds", ``round_trip``, ``measures``) before any of these ran. Its slots are named so that
nothing about their names says what they hold (``length``, ``headcount``, ``drop``): only
the declared kinds do. Typed as people type. The clock is a Sunday (2026-11-29)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

DOMAIN = Path(__file__).parent / "domains" / "campsite"
CLOCK = FixedClock("2026-11-29T10:00:00")


@pytest.fixture
def site() -> Conversation:
    bot = Dispatcher.from_path(DOMAIN, clock=CLOCK)
    refs = iter(range(100, 999))

    @bot.action("reserve")
    def reserve(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"ref": f"CP-{next(refs)}"}

    for name in ("firewood", "shuttle", "lost"):
        bot.action(name)(lambda slots, ctx: {})
    return Conversation(bot, "s", "u1")


# -- kind: nights — a stay said in weeks, on a slot named "length" ---------------------


@pytest.mark.parametrize(("said", "nights"), [("a week", 7), ("2 weeks", 14), ("a fortnight", 14)])
def test_a_stay_in_weeks_fills_a_nights_slot_whatever_its_name(
    site: Conversation, said: str, nights: int
) -> None:
    site.say("hi can i book a pitch for a tent, arriving friday", asked="length")
    site.say(said, slots={"length": nights}, asked="headcount")


def test_a_stay_said_with_the_request_is_the_length(site: Conversation) -> None:
    site.say(
        "reserve a pitch for a caravan from dec 10 for a week",
        slots={"pitch": "caravan", "arrival": "2026-12-10", "length": 7},
        asked="headcount",
    )


# -- kind: people — who is coming counts, on a slot named "headcount" -------------------


@pytest.mark.parametrize(
    ("said", "size"),
    [
        ("me and my wife", 2),
        ("just me", 1),
        ("my wife, my two kids and me", 4),
        ("2 adults and 1 child", 3),
    ],
)
def test_who_is_coming_is_the_headcount(site: Conversation, said: str, size: int) -> None:
    site.say("book a pitch for a tent", asked="arrival")
    site.say("friday", asked="length")
    site.say("3 nights", asked="headcount")
    site.say(said, slots={"headcount": size}, phase="confirming")


def test_the_confirmation_says_the_declared_counts(site: Conversation) -> None:
    site.say("book a campsite for a cabin arriving friday for a week", asked="headcount")
    site.say(
        "me n my husband",
        phase="confirming",
        bot="A cabin pitch from Friday 4 December for 7 nights, 2 campers?",
    )
    site.say("yes", bot_matches=r"^Reserved, reference CP-\d{3}\.$", phase="chitchat")


# -- kind: address — commas and numbers belong to it ------------------------------------


def test_an_address_keeps_its_parts_after_a_comma(site: Conversation) -> None:
    site.say(
        "order firewood to pitch 14, meadow field",
        # "firewood" is in every trigger, the flow's theme: asked (docs/dsl.md, `triggers`)
        slots={"drop": "pitch 14, meadow field"},
        asked="fuel",
    )


def test_an_address_answer_keeps_its_number(site: Conversation) -> None:
    site.say("i need firewood", asked="fuel")
    site.say("kindling", asked="amount")
    site.say("3", asked="drop")
    site.say("pitch 22, lakeside row", slots={"drop": "pitch 22, lakeside row"}, phase="confirming")


# -- measures — a measure word between the count and what it counts ---------------------


@pytest.mark.parametrize(
    ("said", "fuel", "amount"),
    [
        ("deliver 2 bags of charcoal to pitch 9", "charcoal", 2),
        ("deliver three bundles of kindling to pitch 9 please", "kindling", 3),
    ],
)
def test_a_count_with_its_measure_word(
    site: Conversation, said: str, fuel: str, amount: int
) -> None:
    site.say(said, slots={"fuel": fuel, "amount": amount, "drop": "pitch 9"}, phase="confirming")


def test_a_count_with_its_measure_word_as_an_answer(site: Conversation) -> None:
    site.say("i need firewood", asked="fuel")
    site.say("3 bundles of kindling pls", slots={"fuel": "kindling", "amount": 3}, asked="drop")


def test_a_value_in_the_trigger_yields_to_the_value_named(site: Conversation) -> None:
    """A value naming what the flow is about ("firewood" of order_firewood, in every
    trigger), said in a trigger, is the request: the value named beside it is the one."""
    site.say(
        "firewood delivery, three bundles of kindling to pitch 9 please",
        slots={"fuel": "kindling", "amount": 3, "drop": "pitch 9"},
        phase="confirming",
    )


# -- round_trip: the way back is queued ---------------------------------------------------


def test_a_shuttle_there_and_back_queues_the_way_back(site: Conversation) -> None:
    r = site.say(
        "book the shuttle from the campsite to the station on friday, coming back on sunday",
        slots={"pickup": "campsite", "dropoff": "station", "ride_date": "2026-12-04"},
        phase="confirming",
    )
    assert [(q.flow, q.filled()) for q in r.state.queued] == [
        ("shuttle", {"pickup": "station", "dropoff": "campsite", "ride_date": "2026-12-06"})
    ]
    site.say(
        "yes",
        bot_contains="Shuttle from the station to the campsite on Sunday 6 December?",
    )
    site.say("yes", phase="chitchat")


def test_a_flow_without_round_trip_queues_nothing(site: Conversation) -> None:
    r = site.say("i lost my jacket, im coming back tomorrow to look", flow="lost_property")
    assert r.state.queued == []


def test_two_counted_items_with_measure_words_are_two_deliveries(site: Conversation) -> None:
    r = site.say(
        "deliver 2 bags of charcoal and 3 bundles of kindling to pitch 4",
        slots={"fuel": "charcoal", "amount": 2, "drop": "pitch 4"},
        phase="confirming",
    )
    assert [q.filled() for q in r.state.queued] == [
        {"fuel": "kindling", "amount": 3, "drop": "pitch 4"}
    ]
