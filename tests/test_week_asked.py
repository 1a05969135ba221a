"""A week said where a day is wanted asks which day of it.

Played: "hi, I need to get to Rome from London sometime next week" asked "Just to check:
did you mean Monday 30 November for the depart date?", offering the week's Monday as if the user
had hinted at it; "下周吧" asked the same of the delivery date.
"""

from __future__ import annotations

import pytest

from dialogflows import DialogueState
from dialogflows.testing import Conversation

WHICH = "Which day next week?"


@pytest.mark.parametrize(
    ("said", "day"),
    [("tuesday works", "2026-12-01"), ("monday", "2026-11-30"), ("yes", "2026-11-30")],
)
def test_a_flight_sometime_next_week_asks_which_day(
    travel: Conversation, said: str, day: str
) -> None:
    travel.say(
        "hi, I need to get to Rome from London sometime next week",
        bot=[WHICH],
        phase="clarifying",
        slots={"departure_city": "London", "arrival_city": "Rome", "depart_date": None},
    )
    travel.say(said, asked="seat_class", slots={"depart_date": day})


def test_the_question_is_asked_again_as_it_was(travel: Conversation) -> None:
    travel.say("I need to fly to Rome next week", bot=[WHICH])
    travel.say("hmm", phase="clarifying", bot=f"Sorry, I didn't get that. {WHICH}")
    travel.say("friday", slots={"depart_date": "2026-12-04"})


def test_a_forecast_for_next_week_waits_for_the_day(travel: Conversation) -> None:
    travel.say("what's the weather in Paris this weekend?", flow=None)
    travel.say("and next week?", bot=[WHICH], phase="clarifying", flow="weather")
    travel.say("wednesday", bot=["Paris 2026-12-02: light rain, 14°C."], flow=None)


def test_zh_next_week_asks_which_day(restaurant: Conversation) -> None:
    restaurant.say("我要订餐，两份宫保鸡丁", asked="delivery_date")
    restaurant.say("下周吧", bot=["下周哪天？"], phase="clarifying")
    restaurant.say("周三", asked="delivery_time", slots={"delivery_date": "2026-12-02"})


def test_a_weekday_said_with_the_week_asks_nothing(travel: Conversation) -> None:
    """A guard (passed before): "next week, maybe wednesday" is that week's Wednesday."""
    travel.say(
        "book a flight from London to Rome sometime next week, maybe wednesday",
        asked="seat_class",
        slots={"depart_date": "2026-12-02"},
    )


def test_the_question_survives_a_save_and_an_old_state_loads(travel: Conversation) -> None:
    reply = travel.say("I need to fly to Rome next week", bot=[WHICH])
    saved = reply.state.model_dump_json()
    again = DialogueState.model_validate_json(saved)
    task = again.active_task
    assert task is not None and task.clarification is not None
    assert task.clarification.question == WHICH
    old = reply.state.model_dump(mode="json")
    del old["active_task"]["clarification"]["question"]  # saved before the field existed
    assert DialogueState.model_validate(old).active_task.clarification.question is None  # type: ignore[union-attr]
