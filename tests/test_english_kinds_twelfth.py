"""The kinds of mistake the twelfth session's party hire line and dive centre found
(tests/domains/partyhire and divecentre, run in tests/test_written_domains_twelfth.py), each
tested here in other words and another domain: a brewery's tour desk (English), written
inline. The clock is a Thursday (2026-12-03, 10:00): "friday" is 4 December, "saturday" 5,
"fri 11th" 11 December."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

#: the conversation and the count of each action run
Desk = tuple[Conversation, Counter[str]]

BREWERY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_tour:
    description: booking a brewery tour
    triggers: [book a tour, brewery tour, book a brewery tour, tour of the brewery]
    slots:
      - {name: tour, type: enum, label: tour, values: [classic, tasting],
         synonyms: {tasting: [tasting tour, the tasting one], classic: [classic tour, the normal one]},
         prompt: "The classic tour or the tasting tour?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: tour day, prompt: "Which day?"}
      - {name: start, type: time, min: "11:00", max: "19:00", label: start time, prompt: "What time would you like to start?"}
      - {name: membership, type: enum, label: membership, values: [member, guest],
         synonyms: {member: [members, club member, club members], guest: [guests, not members]},
         prompt: "Are you club members or guests?"}
      - {name: lead_name, type: text, label: name, prompt: "What name is it under?"}
    confirm: "The {tour} tour on {day} at {start} for {lead_name} ({membership}). Book it?"
    action: book_tour
    results: [{name: tour_ref, entity: tour}]
    done: "Booked, {tour_ref}."
  cancel_tour:
    description: cancelling a tour booking
    triggers: [cancel my tour, cancel the tour]
    destructive: true
    entity: tour
    slots:
      - {name: tour_ref, type: text, entity: tour, pattern: "^BT-\\\\d{3}$", label: tour reference,
         prompt: "What's the tour reference?"}
    action: drop_tour
    done: "Tour {tour_ref} is cancelled."
    cancelled: "Fine, the tour stays booked."
  hire_bar:
    description: hiring the tap room for a private party
    triggers: [hire the tap room, private hire]
    slots:
      - {name: membership, type: enum, label: membership, values: [member, guest],
         synonyms: {member: [members, club member, club members], guest: [guests, not members]},
         prompt: "Are you club members or guests?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: party day, prompt: "Which day?"}
    action: hire_bar
    done: "The tap room is yours."
  order_beer:
    description: ordering cases of beer
    triggers: [order some beer, order beer, order a case]
    slots:
      - {name: beer, type: enum, label: beer, values: [pale ale, stout, lager], prompt: "Which beer?"}
      - {name: bottle, type: enum, label: bottle size, values: [330ml, 500ml],
         synonyms: {330ml: ["330"], 500ml: ["500"]}, prompt: "330ml or 500ml bottles?"}
      - {name: cases, type: integer, counts: case, min: 1, max: 20, label: cases, prompt: "How many cases?"}
      - {name: delivered, type: boolean, label: delivery, prompt: "Shall we deliver them?"}
    action: order_beer
    done: "Ordered."
  snow:
    description: what happens to a tour in snow
    triggers: [what if it snows, snow]
    done: "Tours run in any weather; if the roads close we move you to another day."
  prices:
    description: what the tours cost
    triggers: [how much is a tour, prices, what are your prices]
    done: "The classic tour is £15, the tasting tour £25."
"""


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    return stood_in(
        tmp_path / "brewery.yaml",
        BREWERY,
        CLOCK,
        {"book_tour": {"tour_ref": "BT-101"}, "drop_tour": {}, "hire_bar": {}},
    )


def _confirming(c: Conversation) -> None:
    c.say("book a tour, the tasting one, saturday at 2pm", asked="membership")
    c.say("guests", asked="lead_name")
    c.say("ines", phase="confirming")


# -- an hour said as a time limit is an hour ------------------------------------------------


@pytest.mark.parametrize(
    ("said", "start"),
    [
        ("book a tour for saturday, we can be there by 2", "14:00"),
        ("brewery tour friday, has to start before 3", "15:00"),
    ],
)
def test_an_hour_said_as_a_limit_is_the_time(desk: Desk, said: str, start: str) -> None:
    c, _ = desk
    c.say(said, flow="book_tour", slots={"start": start})


def test_an_hour_said_as_a_limit_answers_the_time_question(desk: Desk) -> None:
    c, _ = desk
    c.say("book a tour, classic, friday", asked="start")
    c.say("by 12", slots={"start": "12:00"}, asked="membership")


# -- a yes with the held flow's own verb to "Shall we get back to …?" confirms ------------


def test_yes_with_the_flows_verb_after_an_aside_at_the_confirmation_books(desk: Desk) -> None:
    c, ran = desk
    _confirming(c)
    c.say("what are your prices?", stack=["book_tour"])
    c.say("right yes book it", flow=None, bot_contains="BT-101")
    assert ran["book_tour"] == 1


# -- a value said of the speakers takes the held task up ------------------------------------


def test_a_value_said_of_the_speakers_takes_the_held_task_up(desk: Desk) -> None:
    """The membership is a value of two flows (the tour, the private hire), so only the held
    task's question makes it an answer, and the words around it must be no more than
    words of no value."""
    c, _ = desk
    c.say("book a tour, classic, friday at noon", asked="membership")
    c.say("how much is a tour?", stack=["book_tour"])
    c.say("oh we're both club members", flow="book_tour", slots={"membership": "member"})


# -- a no run into a cancel phrase lets the task go -----------------------------------------


@pytest.mark.parametrize("said", ["no never mind", "hmm no forget it, well go another time"])
def test_a_no_run_into_a_cancel_lets_the_task_go(desk: Desk, said: str) -> None:
    c, ran = desk
    _confirming(c)
    c.say(said, flow=None)
    assert ran["book_tour"] == 0


def test_dont_worry_about_it_lets_the_task_go(desk: Desk) -> None:
    c, _ = desk
    c.say("book a tour, classic, friday", asked="start")
    c.say("actually dont worry about it, we'll pop in another time", flow=None)


# -- a correction word before the cancel takes the cancel, not a value ---------------------


def test_a_correction_word_before_a_cancel_beside_a_held_value_lets_go(desk: Desk) -> None:
    """english11's leftover: "actually" opens the cancel, and saturday is already held."""
    c, ran = desk
    _confirming(c)
    c.say("actually dont bother, we'll just walk in on saturday", flow=None)
    assert ran["book_tour"] == 0


def test_a_correction_word_after_a_cancel_is_still_a_change(desk: Desk) -> None:
    c, _ = desk
    _confirming(c)
    c.say("never mind, make it the classic one", phase="confirming", slots={"tour": "classic"})


# -- "yes drop it" to a destructive confirmation is the go-ahead ----------------------------


def test_yes_drop_it_undoes_at_a_destructive_confirmation(desk: Desk) -> None:
    c, ran = desk
    c.say("cancel my tour BT-102", flow="cancel_tour", phase="confirming")
    c.say("yeah drop it", flow=None, bot_contains="is cancelled")
    assert ran["drop_tour"] == 1


def test_a_let_go_at_a_destructive_confirmation_still_keeps_it(desk: Desk) -> None:
    c, ran = desk
    c.say("cancel my tour BT-102", flow="cancel_tour", phase="confirming")
    c.say("ok never mind", flow=None, bot_contains="stays booked")
    assert ran["drop_tour"] == 0


# -- a trigger that itself supposes is asked, mid-task too ----------------------------------


def test_a_supposing_trigger_is_asked_mid_task(desk: Desk) -> None:
    c, _ = desk
    c.say("book a tour, classic, friday", asked="start")
    c.say("what if it snows though?", bot_contains="any weather", stack=["book_tour"])


# -- a value corrected inside the request --------------------------------------------------


@pytest.mark.parametrize(
    "said",
    ["brewery tour on friday, sorry i mean saturday", "book a tour friday no wait saturday"],
)
def test_a_value_corrected_inside_the_request_is_the_later_one(desk: Desk, said: str) -> None:
    c, _ = desk
    c.say(said, flow="book_tour", slots={"day": "2026-12-05"})


def test_two_values_offered_are_still_neither(desk: Desk) -> None:
    c, _ = desk
    c.say("book a tour friday or saturday", flow="book_tour", slots={"day": None})


# -- a bare number as a clause of its own among the request's values ----------------------


def test_a_bare_number_clause_among_the_values_is_the_count(desk: Desk) -> None:
    """english11's leftover: nothing says what "3" counts, but said as a clause of its own
    beside the beer and the bottle (a size that holds digits), it is the flow's one count."""
    c, _ = desk
    c.say(
        "order some beer, stout, 500ml, 3", slots={"cases": 3, "bottle": "500ml"}, asked="delivered"
    )


def test_a_number_inside_a_clause_is_no_bare_count(desk: Desk) -> None:
    c, _ = desk
    c.say("order some beer, stout in 500ml", slots={"cases": None, "bottle": "500ml"})


# -- a weekday with a bare day of the month ------------------------------------------------


def test_a_weekday_with_a_bare_day_of_the_month_is_that_date(desk: Desk) -> None:
    c, _ = desk
    c.say("book a tour on fri 11th", flow="book_tour", slots={"day": "2026-12-11"})


def test_a_day_the_weekday_does_not_fall_on_is_not_taken(desk: Desk) -> None:
    c, _ = desk
    c.say("book a tour on monday 12th", flow="book_tour")
    assert c.slots.get("day") != "2026-12-12"
