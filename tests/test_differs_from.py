"""Two slots that may not hold the same value: a flight from Rome to Rome.

"book a flight to Rome", then "in Rome" to "Where are you flying from?", set the departure
to Rome too and went on to book a flight from a city to itself. The example flow's
``departure_city`` now says ``differs_from: arrival_city``.
"""

from __future__ import annotations

from pathlib import Path

from dialogflows import Dispatcher, SetSlot
from dialogflows.compiler import compile_flow
from dialogflows.spec import FlowSpec
from dialogflows.testing import Conversation

LEAVING = "Which city are you leaving from? For example New York or London."


def test_the_departure_may_not_be_the_arrival(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    travel.say(
        "Rome",
        bot=["Sorry, Rome is already the arrival city.", LEAVING],
        asked="departure_city",
        slots={"departure_city": None, "arrival_city": "Rome"},
    )
    travel.say("Paris", asked="depart_date", slots={"departure_city": "Paris"})


def test_both_ways_and_in_one_message(travel: Conversation) -> None:
    travel.say(
        "book a flight from Rome to Rome",
        bot_contains="Sorry, Rome is already the departure city.",
        asked="arrival_city",
        slots={"departure_city": "Rome", "arrival_city": None},
    )


def test_a_correction_to_the_same_city_is_refused_and_nothing_is_lost(
    travel: Conversation,
) -> None:
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    r = travel.say("no, from Rome")
    assert r.messages[0] == "Sorry, Rome is already the arrival city."
    assert r.state.active_task is not None
    assert r.state.active_task.value("departure_city") == "Paris"


def test_an_llm_or_replay_gets_the_same_refusal(travel: Conversation) -> None:
    travel.say("book a flight to Rome", asked="departure_city")
    r = travel.bot.apply("s", [SetSlot(slot="departure_city", value="Rome")], user_id="u1")
    assert r.messages[0] == "Sorry, Rome is already the arrival city."


def test_the_relation_is_made_symmetric_at_load() -> None:
    spec = FlowSpec.model_validate(
        {
            "name": "trip",
            "description": "a trip",
            "slots": [{"name": "a", "differs_from": "b"}, {"name": "b"}, {"name": "c"}],
        }
    )
    assert compile_flow(spec).differs == {"a": ("b",), "b": ("a",)}


def test_the_zh_reason(tmp_path: Path) -> None:
    (tmp_path / "swap.yaml").write_text(
        """
settings: {language: zh}
flows:
  swap:
    description: 换座
    triggers: [换座]
    slots:
      - {name: from_seat, label: 原座位, prompt: 原来坐哪？}
      - {name: to_seat, label: 新座位, prompt: 换到哪？, differs_from: from_seat}
""",
        encoding="utf-8",
    )
    bot = Conversation(Dispatcher.from_path(tmp_path), "s")
    bot.say("换座", asked="from_seat")
    bot.say("12A", asked="to_seat")
    bot.say("12A", bot=["抱歉，12A已经是原座位了。", "换到哪？"], asked="to_seat")
