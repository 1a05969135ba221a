"""How different people talk to the travel bot: terse, chatty with typos, several things at
once, and by reference ("book it", "the second one", "there").

Whole conversations on flows/travel with a fixed clock (Sunday 2026-11-29), turn by turn,
asserting what the bot said, the phase, the flow, the slots and the task stack. Each one
comes from a script of that style (/work/h6/scripts.py) where the bot went wrong.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

ROOT = Path(__file__).resolve().parent.parent
CLOCK = FixedClock("2026-11-29T10:00:00")


@pytest.fixture(scope="module")
def bot() -> Dispatcher:
    return Dispatcher.from_path(ROOT / "flows" / "travel", clock=CLOCK)


@pytest.fixture
def travel(bot: Dispatcher, request: pytest.FixtureRequest) -> Conversation:
    return Conversation(bot, request.node.name, "u1")


def slots(c: Conversation) -> dict[str, Any]:
    task = c.last.state.active_task
    return {} if task is None else {n: s.value for n, s in task.slots.items()}


# -- terse -----------------------------------------------------------------------------------


def test_a_one_letter_yes_while_collecting_starts_no_other_flow(travel: Conversation) -> None:
    # "y" is inside "cancel my booking": it once started the cancellation
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say("y", flow="book_flight", asked="departure_city", stack=[])
    travel.say("n", flow="book_flight", asked="departure_city", stack=[])


def test_first_is_the_first_class_not_the_first_option(travel: Conversation) -> None:
    travel.say("flight from Boston to Tokyo tomorrow", asked="seat_class")
    travel.say(
        "first",
        phase="confirming",
        slots={"seat_class": "first"},
        bot="Book first class from Boston to Tokyo on 2026-11-30 for 1 passenger(s)?",
    )


def test_the_second_one_still_counts_the_classes_offered(travel: Conversation) -> None:
    travel.say("flight from Boston to Tokyo tomorrow", asked="seat_class")
    travel.say("the second one", phase="confirming", slots={"seat_class": "business"})


def test_first_said_early_for_a_city_is_the_class(travel: Conversation) -> None:
    # asked where from, "first" is the class, not the first city the user mentioned
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say(
        "first",
        asked="departure_city",
        slots={"seat_class": "first", "departure_city": None, "arrival_city": "Rome"},
    )
