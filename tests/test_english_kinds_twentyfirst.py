"""The kinds of mistake the twenty-first session's blinds and minibus hire found
(tests/domains/blinds, tests/domains/minibus, run in
tests/test_written_domains_twentyfirst_en.py), each tested here in other words and another
domain: a window cleaner's round (a yes at the confirmation) and a removals firm's van
(times of a loading and an unloading, the second asked only for a two-way job), written
inline in English. The clock is a Wednesday (2027-03-10, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-03-10T10:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]

WINDOWS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  join_round:
    description: joining the window cleaning round
    triggers: [join the round, window cleaning, clean my windows]
    slots:
      - {name: house, type: enum, values: [terrace, semi, detached], label: kind of house,
         prompt: "Terrace, semi or detached?"}
      - {name: often, type: enum, values: [every 4 weeks, every 8 weeks], label: how often,
         prompt: "Every 4 weeks or every 8 weeks?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "A {house}, cleaned {often}, for {name}. Shall I add you?"
    action: join_round
    done: "You're on the round."
"""


HALL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_hall:
    description: hiring the village hall
    triggers: [hire the hall, book the hall, hall hire]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: start, type: time, label: start time, prompt: "What time do you need it from?"}
      - {name: bar, type: boolean, label: the bar, prompt: "Will you want the bar open?"}
      - {name: bar_until, type: time, when: {bar: true}, after: start, label: bar closing time,
         prompt: "Until what time should the bar stay open?"}
      - {name: clear_up, type: boolean, label: clearing up the next day,
         prompt: "Do you need to come back the next day to clear up?"}
      - {name: clear_day, type: date, when: {clear_up: true}, after: day, label: clearing up day,
         prompt: "Which day will you clear up?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "The hall on {day} from {start}. OK?"
    action: hire_hall
    done: "The hall is yours."
"""


def _shop(folder: Path, text: str, actions: dict[str, dict[str, str]]) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, actions)


@pytest.fixture
def windows(tmp_path: Path) -> Shop:
    return _shop(tmp_path, WINDOWS, {"join_round": {}})


@pytest.fixture
def hall(tmp_path: Path) -> Shop:
    return _shop(tmp_path, HALL, {"hire_hall": {}})


def _at_confirmation(chat: Conversation) -> None:
    chat.say("can you clean my windows, its a semi", flow="join_round", asked="often")
    chat.say("every 8 weeks", asked="name")
    chat.say("mo ahmed", phase="confirming")


# -- 1. a thanks closing a yes at the confirmation is no part of its go-ahead ---------------
# (blinds: "yes thats all correct thanks" to "… Book it?" was read as a closing thank-you,
# the go-ahead after the yes counted four words with the thanks, one over its length)


def test_a_yes_with_a_go_ahead_and_thanks_confirms(windows: Shop) -> None:
    chat, runs = windows
    _at_confirmation(chat)
    chat.say("yep everything looks right thanks", flow=None)
    assert runs["join_round"] == 1


def test_a_yes_with_its_all_good_and_thank_you_confirms(windows: Shop) -> None:
    chat, runs = windows
    _at_confirmation(chat)
    chat.say("yes its all good thank you", flow=None)
    assert runs["join_round"] == 1


# -- 2. a value after the yes that opens its slot, of a type two slots of the flow take -----
# (minibus: "yes please, back about 6pm" to "Do you need bringing back too…?" left the
# return time asked: a time beside the answer is read by type only for a flow's one time
# slot, and the pick-up time is one too)


def _asked_the_bar(chat: Conversation) -> None:
    chat.say("hire the hall pls", flow="hire_hall", asked="day")
    chat.say("saturday", slots={"day": "2027-03-13"}, asked="start")
    chat.say("from 7pm", slots={"start": "19:00"}, asked="bar")


def test_a_time_after_the_yes_fills_the_time_the_yes_opens(hall: Shop) -> None:
    chat, _ = hall
    _asked_the_bar(chat)
    chat.say(
        "yeah defo, till about 11.30pm", slots={"bar": True, "bar_until": "23:30"}, asked="clear_up"
    )


def test_a_date_after_the_yes_fills_the_date_the_yes_opens(hall: Shop) -> None:
    chat, _ = hall
    _asked_the_bar(chat)
    chat.say("no bar", slots={"bar": False}, asked="clear_up")
    chat.say(
        "yes we'll come back sunday morning",
        slots={"clear_up": True, "clear_day": "2027-03-14"},
        asked="name",
    )
