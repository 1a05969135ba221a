"""The kinds of mistake the seventeenth session's piano tuner and aquarium firm found
(tests/domains/pianotuner and fishtank, run in tests/test_written_domains_seventeenth_en.py),
each tested here in other words and another domain: a gutter clearing firm (English),
written inline, with a day to come, an address, the month the gutters were last cleared (gone by), the
month a yearly contract starts (to come) and gutter guards as a yes or no. The clock is a
Thursday (2026-12-03, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

#: the conversation and the count of each action run
Desk = tuple[Conversation, Counter[str]]

GUTTERS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  clear_gutters:
    description: clearing the gutters of a house
    triggers: [clear my gutters, gutter clearing, gutters cleared, unblock my gutters]
    slots:
      - {name: cleared, type: date, kind: month, max: today, label: last cleared,
         prompt: "Which month were they last cleared?"}
      - {name: guards, type: boolean, label: gutter guards, prompt: "Shall we fit gutter guards?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
      - {name: where, type: text, kind: address, label: address, prompt: "What's the address?"}
      - {name: phone, type: phone, label: phone number, prompt: "Your number?"}
    confirm: "Gutters cleared on {day}, guards: {guards}; we'll ring {phone}. Book?"
    action: book_clearing
    done: "Booked."
  contract:
    description: a yearly gutter contract
    triggers: [yearly contract, gutter contract, annual contract]
    slots:
      - {name: starts, type: date, kind: month, label: first month, prompt: "Which month should it start?"}
      - {name: phone, type: phone, label: phone number, prompt: "Your number?"}
    confirm: "A yearly contract from {starts}; we'll ring {phone}. OK?"
    action: start_contract
    done: "Done."
  ladders:
    description: how high our ladders reach
    triggers: [how high can you reach, how high do your ladders go, three storey house]
    done: "Our ladders and poles reach three storeys."
"""


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    return stood_in(
        tmp_path / "gutters.yaml", GUTTERS, CLOCK, {"book_clearing": {}, "start_contract": {}}
    )


# -- a month said with a year relative to this one after it ---------------------------------


@pytest.mark.parametrize(
    ("said", "month"),
    [
        ("june last year", "2025-06-01"),
        ("it was feb of last year", "2025-02-01"),
        ("nov last year i think", "2025-11-01"),
    ],
)
def test_a_month_gone_by_with_its_year_said_after_it(desk: Desk, said: str, month: str) -> None:
    c, _ = desk
    c.say("clear my gutters please", flow="clear_gutters", asked="cleared")
    c.say(said, slots={"cleared": month}, asked="guards")


def test_a_month_to_come_with_next_year_after_it(desk: Desk) -> None:
    c, _ = desk
    c.say("id like a gutter contract", flow="contract", asked="starts")
    c.say("april next year", slots={"starts": "2027-04-01"}, asked="phone")


def test_a_month_alone_is_still_the_last_or_the_next_one(desk: Desk) -> None:
    """Guard: with no year said, the slot's bound decides, as before."""
    c, _ = desk
    c.say("clear my gutters please", asked="cleared")
    c.say("june", slots={"cleared": "2026-06-01"}, asked="guards")


# -- a date after "after" opens a window: no day, and no new value behind a let-go ----------


def test_a_date_said_after_after_is_no_day(desk: Desk) -> None:
    c, _ = desk
    c.say("clear my gutters please", asked="cleared")
    c.say("june", asked="guards")
    c.say("no thanks", asked="day")
    c.say("any day after the 14th", asked="day", slots={"day": None})


@pytest.mark.parametrize(
    "said",
    [
        "actually never mind, we'll do it after the 20th",
        "actually forget about it, maybe after new years day",
    ],
)
def test_a_let_go_putting_the_task_off_past_a_date_lets_it_go(desk: Desk, said: str) -> None:
    c, ran = desk
    c.say("clear my gutters please", asked="cleared")
    c.say(said, flow=None)
    assert not ran


def test_the_day_after_tomorrow_is_still_a_day(desk: Desk) -> None:
    """Guard: "after" inside a date of its own words is no bound."""
    c, _ = desk
    c.say("clear my gutters please", asked="cleared")
    c.say("june", asked="guards")
    c.say("no thanks", asked="day")
    c.say("the day after tomorrow", slots={"day": "2026-12-05"}, asked="where")


# -- a yes-or-no slot's thing said as needed, or not needed ---------------------------------


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("clear my gutters, they'll need gutter guards this time", True),
        ("clear my gutters, the house needs gutter guards", True),
        ("clear my gutters, it doesnt need gutter guards", False),
        ("clear my gutters, no need for gutter guards", False),
    ],
)
def test_a_yes_or_no_thing_said_as_needed(desk: Desk, said: str, value: bool) -> None:
    c, _ = desk
    c.say(said, flow="clear_gutters", slots={"guards": value}, asked="cleared")


# -- a polite ask before a trigger said with a word inside it -------------------------------


@pytest.mark.parametrize(
    "said",
    ["could you unblock my leaky gutters", "can u clear my mossy gutters on monday"],
)
def test_a_polite_ask_before_a_trigger_with_a_word_inside_it_asks_for_it(
    desk: Desk, said: str
) -> None:
    c, _ = desk
    c.say(said, flow="clear_gutters", asked="cleared")


def test_a_polite_ask_with_a_light_verb_before_a_trigger_asks_for_it(desk: Desk) -> None:
    """ "could you do a full clear of my gutters": the ask, with the verb that carries the
    noun, stands two words before the trigger's first word."""
    c, _ = desk
    c.say("could you do a full clear of my gutters", flow="clear_gutters", asked="cleared")


def test_a_question_around_the_same_words_still_asks_nothing(desk: Desk) -> None:
    """Guard: a what-question holding the trigger's words with a word inside is a question."""
    c, _ = desk
    c.say("what does it cost to clear my mossy gutters?", flow=None)


# -- an address answered to a held address question after an aside -------------------------


@pytest.mark.parametrize(
    ("said", "where"),
    [
        ("yep its 12 castle road whitby", "12 castle road whitby"),
        ("sure, 17 abbey lane scarborough", "17 abbey lane scarborough"),
    ],
)
def test_an_address_answered_to_a_held_question_takes_the_task_up(
    desk: Desk, said: str, where: str
) -> None:
    c, _ = desk
    c.say("clear my gutters please", asked="cleared")
    c.say("june", asked="guards")
    c.say("no thanks", asked="day")
    c.say("monday", asked="where")
    c.say("how high can you reach?", flow=None, stack=["clear_gutters"])
    c.say(said, flow="clear_gutters", slots={"where": where}, asked="phone")


def test_words_without_an_address_form_do_not_take_a_held_address_question(desk: Desk) -> None:
    """Guard: free words with no house number and street are no address said back."""
    c, _ = desk
    c.say("clear my gutters please", asked="cleared")
    c.say("june", asked="guards")
    c.say("no thanks", asked="day")
    c.say("monday", asked="where")
    c.say("how high can you reach?", flow=None, stack=["clear_gutters"])
    c.say("wow thats tall", flow=None, stack=["clear_gutters"])


def test_a_question_whether_the_thing_is_needed_answers_nothing(desk: Desk) -> None:
    """Guard: "do we need …?" asks; it is no yes to the slot."""
    c, _ = desk
    c.say("clear my gutters please", asked="cleared")
    c.say("june", asked="guards")
    c.say("do we need gutter guards?", asked="guards", slots={"guards": None})
