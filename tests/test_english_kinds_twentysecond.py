"""The kinds of mistake the twenty-second session's oven cleaner and marquee hire found
(tests/domains/ovenclean, tests/domains/marquee, run in
tests/test_written_domains_twentysecond_en.py), each tested here in other words and another
domain: a knife sharpener's collection (a weekday typed as people type it), a mobile dog
groomer (a yes at the confirmation closed by a farewell) and a bike hire (a cancel after a
correction word, its reason holding a number word), written inline in English. The clock is
a Wednesday (2027-03-10, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-03-10T10:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]

KNIVES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  collect_knives:
    description: collecting knives to sharpen
    triggers: [sharpen my knives, knife sharpening, collect my knives]
    slots:
      - {name: knives, type: integer, counts: [knife, knives], min: 1, max: 30, label: knives,
         prompt: "How many knives?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: collection day, prompt: "Which day shall we collect them?"}
    confirm: "{knives} knives collected on {day}. OK?"
    action: collect_knives
    done: "Booked."
"""


GROOMER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_groom:
    description: a dog groom in our van outside your house
    triggers: [book a groom, dog groom, groom my dog]
    slots:
      - {name: size, type: enum, values: [small, medium, large], label: dog size, prompt: "Small, medium or large dog?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A {size} dog groomed on {day}. Shall I book it?"
    action: book_groom
    done: "Booked in."
"""


BIKES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_bikes:
    description: hiring bikes for a day
    triggers: [hire a bike, hire bikes, bike hire]
    slots:
      - {name: bikes, type: integer, counts: [bike, bikes], min: 1, max: 10, label: bikes, prompt: "How many bikes?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{bikes} bikes on {day}. OK?"
    action: hire_bikes
    done: "Booked."
"""


def _shop(folder: Path, text: str, action: str) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, {action: {}})


@pytest.fixture
def knives(tmp_path: Path) -> Shop:
    return _shop(tmp_path, KNIVES, "collect_knives")


@pytest.fixture
def groomer(tmp_path: Path) -> Shop:
    return _shop(tmp_path, GROOMER, "book_groom")


@pytest.fixture
def bikes(tmp_path: Path) -> Shop:
    return _shop(tmp_path, BIKES, "hire_bikes")


# Kind 1 (seen in ovenclean: "weds" to "Which day would you like the clean?" was no day): a
# weekday typed as people type it in a chat, its short form with an "s" or spelt as it
# sounds, was no weekday, so the day was asked again.


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("wensday works", "2027-03-17"),
        ("thrusday if thats ok", "2027-03-11"),
        ("could do weds morning", "2027-03-17"),
    ],
)
def test_a_weekday_typed_as_people_type_it_answers_the_day(
    knives: Shop, said: str, day: str
) -> None:
    c, _ = knives
    c.say("sharpen my knives", flow="collect_knives", asked="knives")
    c.say("6", slots={"knives": 6}, asked="day")
    c.say(said, slots={"day": day}, phase="confirming")


def test_a_weekday_typed_as_people_type_it_with_the_request(knives: Shop) -> None:
    c, _ = knives
    c.say("can u collect 3 knives on wendsday", slots={"knives": 3, "day": "2027-03-17"})


# Kind 2 (seen in ovenclean: "yes thats perfect see you then" to the confirmation said
# goodbye and held the booking): a farewell closing a yes's go-ahead counted in its length,
# so the whole was read as a goodbye and nothing was booked.


@pytest.mark.parametrize("said", ["yeah thats fine, see ya later", "yep spot on, take care now"])
def test_a_farewell_closing_a_yes_at_the_confirmation_goes_ahead(groomer: Shop, said: str) -> None:
    c, runs = groomer
    c.say("groom my dog, shes medium, on friday", flow="book_groom", phase="confirming")
    c.say(said, flow=None, bot_contains="Booked in")
    assert runs["book_groom"] == 1


def test_a_farewell_alone_at_the_confirmation_still_says_goodbye(groomer: Shop) -> None:
    """Guard: a goodbye with no yes agrees to nothing."""
    c, runs = groomer
    c.say("groom my dog, shes medium, on friday", flow="book_groom", phase="confirming")
    c.say("thats all for now bye", flow="book_groom")
    assert runs["book_groom"] == 0


# Kind 3 (seen in marquee: "actually scrap that, the venue has one already" while the guests
# were asked set the guests to 1): a correction word before a cancel word, with a number
# word inside the clause of why after it, was read as a change to that number.


def test_a_number_word_in_the_reason_after_a_corrected_cancel_lets_the_task_go(
    bikes: Shop,
) -> None:
    c, runs = bikes
    c.say("bike hire please", flow="hire_bikes", asked="bikes")
    c.say("actually never mind, my neighbour has one we can borrow", flow=None)
    assert not c.last.state.task_stack
    assert runs["hire_bikes"] == 0


def test_a_bare_value_after_a_corrected_cancel_is_still_a_change(bikes: Shop) -> None:
    """Guard: the value said alone after the cancel word is the change."""
    c, _ = bikes
    c.say("bike hire please", flow="hire_bikes", asked="bikes")
    c.say("actually never mind, 3 please", flow="hire_bikes", slots={"bikes": 3}, asked="day")
