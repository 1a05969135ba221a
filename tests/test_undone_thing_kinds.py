"""A kind found in the library set (bench/domains/library, "cancel my study room booking"
started book_room): a trigger's words match in any order with the verb inflected
("booking" of "book a study room"), and after its object the inflected verb is the thing
made, a noun. Said after an undo word, such words ask for the flow that undoes the thing,
or for none, never for the flow that makes it. Held here on a piano shop, written from
docs/dsl.md before any case ran, with other verbs and wordings.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import written

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T09:00:00")  # a Wednesday

PIANO_SHOP = """
settings:
  language: en
  currency: GBP
flows:
  book_tuning:
    description: book a piano tuning visit
    triggers: [tune my piano, book a tuner]
    slots:
      - {name: tuning_day, type: date, min: today, prompt: Which day should the tuner come?}
    action: book_tuning
    results: [{name: tuning_ref, entity: tuning}]
    done: "Booked, your reference is {tuning_ref}."
  cancel_tuning:
    description: cancel a piano tuning visit
    triggers: [cancel the tuner, call off the tuner]
    destructive: true
    entity: tuning
    slots:
      - {name: tuning_ref, type: text, entity: tuning, pattern: "^T-[0-9]+$",
         prompt: "What's the tuning reference? It looks like T-123."}
    action: cancel_tuning
    done: The tuning is cancelled.
  hire_piano:
    description: hire a piano for an event
    triggers: [hire a piano, rent a piano]
    slots:
      - {name: event_day, type: date, min: today, prompt: Which day is the event?}
    action: hire_piano
    done: The piano is yours for the day.
  drop_hire:
    description: call off a piano hire
    triggers: [cancel the piano hire]
    action: drop_hire
    done: The hire is called off.
  book_lesson:
    description: book a piano lesson
    triggers: [book a piano lesson]
    slots:
      - {name: lesson_day, type: date, min: today, prompt: Which day for the lesson?}
    action: book_lesson
    done: Your lesson is booked.
"""

ACTIONS = {
    "book_tuning": {"tuning_ref": "T-100"},
    "cancel_tuning": {},
    "hire_piano": {},
    "drop_hire": {},
    "book_lesson": {},
}


@pytest.fixture
def shop(tmp_path: Path) -> Conversation:
    return written(tmp_path, PIANO_SHOP, CLOCK, ACTIONS)[0]


def test_the_thing_made_named_after_a_cancel_word_asks_its_undoing(shop: Conversation) -> None:
    shop.say("hi, cancel my piano tuning pls", flow="cancel_tuning", asked="tuning_ref")


def test_the_thing_named_after_an_undo_word_asks_the_flow_named_for_undoing_it(
    shop: Conversation,
) -> None:
    """No entity ties the hire to its undoing: the undoing flow's own trigger names it."""
    shop.say(
        "scrap the piano hiring, we found a venue with one",
        bot_contains="The hire is called off.",
    )


def test_a_thing_nothing_undoes_starts_nothing(shop: Conversation) -> None:
    shop.say("cancel my piano lesson booking", flow=None)


def test_the_verb_before_its_object_after_a_cancel_word_is_still_a_request(
    shop: Conversation,
) -> None:
    shop.say("nvm, booking a piano lesson for friday", bot_contains="Your lesson is booked.")


def test_the_undoing_trigger_itself_still_starts_its_flow(shop: Conversation) -> None:
    shop.say("call off the tuner", flow="cancel_tuning", asked="tuning_ref")
