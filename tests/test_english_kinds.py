"""The kinds of mistake the utility help line and the bakery found (tests/test_utility.py,
tests/test_bakery.py), each tested here in other words and another domain: a car rental
desk (English), written inline. The clock is a Wednesday (2026-12-02)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-02T10:00:00")

RENTAL = """
settings: {language: en, currency: USD}
entities:
  car:
    values: [economy, compact, suv, van]
    synonyms: {economy: [cheapest, small car], suv: [4x4, jeep], van: [minivan, people carrier]}
flows:
  rent_car:
    description: renting a car
    triggers: [rent a car, hire a car, car rental]
    entity: rental
    slots:
      - {name: car, type: enum, entity: car, prompt: "Which class of car?"}
      - {name: drivers, type: integer, counts: driver, min: 1, max: 3, label: drivers,
         prompt: "How many drivers?"}
      - {name: from_day, type: date, min: today, max: +90d, label: pickup day,
         prompt: "Which day?"}
      - {name: from_time, type: time, min: "07:00", max: "20:00", label: pickup time,
         prompt: "What time?"}
      - {name: bring_to, type: text, kind: address, label: delivery address,
         patterns: ["to {value}"], prompt: "Where should we bring it?"}
      - {name: licence, type: text, label: licence number, prompt: "Your licence number?"}
      - {name: note, type: text, takes_rest: true, required: false}
    confirm: "A {car} car on {from_day} at {from_time} to {bring_to}, {drivers:driver|drivers}. Book it?"
    action: rent
    results: [{name: rental_id, entity: rental}]
    done: "Booked, {rental_id}."
    summary: "a {car} car from {from_day}, rental {rental_id}"
  breakdown:
    description: getting help with a breakdown
    triggers: [report a breakdown, car broke down, flat tyre, battery is dead, battery died]
    slots:
      - {name: trouble, type: enum, values: [flat tyre, dead battery, engine, crash],
         synonyms: {flat tyre: [flat, puncture], dead battery: [battery, battery died, battery is dead],
                    engine: [engine light, overheating], crash: [accident, collision]},
         prompt: "What happened?"}
      - {name: where, type: text, kind: address, prompt: "Where is the car?"}
    action: roadside
    done: "Help is on the way to {where}."
  toll_fine:
    description: contesting a toll fine
    triggers: [contest a fine, toll fine, got a fine]
    slots:
      - {name: fined_on, type: date, min: -90d, max: today, label: fine date, prompt: "When was the fine?"}
      - {name: fine, type: money, min: 1, max: 2000, prompt: "How much was it?"}
    confirm: "Contest the {fine} fine of {fined_on}?"
    action: contest
    done: "Contested."
  end_rental:
    description: cancelling a rental
    triggers: [cancel my rental, cancel the rental]
    destructive: true
    entity: rental
    slots:
      - {name: rental_id, type: text, entity: rental, pattern: "^RC-\\\\d{3}$", label: rental number,
         prompt: "The rental number?"}
    action: end_rental
    done: "Rental {rental_id} is cancelled."
    cancelled: "Fine, the rental stays."
beliefs:
  my_licence:
    how: default
    binds: [licence]
    phrases: {en: ["my licence number is {value}", "my license is {value}"]}
"""


@pytest.fixture
def desk(tmp_path: Path) -> Conversation:
    (tmp_path / "rental.yaml").write_text(RENTAL, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(
        bot,
        {
            "rent": {"rental_id": "RC-104"},
            "roadside": {},
            "contest": {},
            "end_rental": {},
        },
    )
    return Conversation(bot, "s", "u1")


# -- a default said again replaces the one said before -------------------------------------


def test_a_default_said_again_replaces_the_first(desk: Conversation) -> None:
    """An author's ``default`` kind holds one value: the licence said last is the one used
    (it had been keyed per value, so the first one stayed and the new one was ignored)."""
    desk.say("my licence number is D1234", flow=None)
    desk.say("oops no, my license is D9876", flow=None)
    desk.say("hire a car", flow="rent_car")
    assert desk.slots["licence"] == "D9876"


# -- a word that names no topic names no flow ---------------------------------------------


def test_a_function_word_of_a_description_starts_nothing(desk: Conversation) -> None:
    """"with" of "getting help with a breakdown" is in no other description, but it names
    no topic: a thank-you with it starts no breakdown (the bakery's "what did i order?"
    had started "asking what a flavor contains")."""
    desk.say("thanks for being so quick with that", flow=None)
    desk.say("rent a car", flow="rent_car")
    desk.say("nvm", flow=None)
    desk.say("how long does it take?", flow=None)
