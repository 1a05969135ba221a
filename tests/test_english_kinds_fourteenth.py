"""The kinds of mistake the fourteenth session's karting track and heating engineer found
(tests/domains/karting and boiler, run in tests/test_written_domains_fourteenth_en.py), and
those left by earlier sessions, each tested here in other words and another domain: a
theatre's box office (English), written inline. The clock is a Thursday (2026-12-03, 10:00):
"the 12th" is 12 December, "the 19th" 19."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")

#: the conversation and the count of each action run
Desk = tuple[Conversation, Counter[str]]

THEATRE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_seats:
    description: booking seats for a show
    triggers: [book seats, book tickets, buy tickets, get tickets]
    slots:
      - {name: show, type: enum, label: show, values: [the tempest, cinderella, blood brothers],
         synonyms: {cinderella: [the panto, panto], the tempest: [tempest], blood brothers: [blood bros]},
         prompt: "Which show: The Tempest, Cinderella or Blood Brothers?"}
      - {name: needs, type: text, label: access needs, prompt: "Any access needs we should know about?"}
      - {name: seats, type: integer, kind: people, min: 1, max: 20, label: number of seats, prompt: "How many seats?"}
      - {name: day, type: date, min: today, max: +60d, label: day, prompt: "Which day?"}
      - {name: wheelchair, type: boolean, label: wheelchair space, prompt: "Is anyone in your party a wheelchair user?"}
      - {name: collect_from, type: text, label: collection point, prompt: "Where will you collect the tickets from?"}
      - {name: name, type: text, label: booking name, prompt: "What name is the booking under?"}
    confirm: "{seats} seats for {show} on {day}, collected at {collect_from}, under {name}. Book?"
    action: book_seats
    done: "Booked."
  post_tickets:
    description: posting tickets to a home address
    triggers: [post my tickets, post the tickets, send my tickets]
    slots:
      - {name: address, type: text, kind: address, label: address, patterns: ["at {value}", "to {value}"],
         prompt: "Which address?"}
      - {name: note, type: text, takes_rest: true, label: note, prompt: "Anything the postie should know?"}
    action: post_tickets
    done: "Posted."
  workshop:
    description: a drama workshop for children
    triggers: [drama workshop, kids workshop, book a workshop]
    slots:
      - {name: child_age, type: integer, kind: age, min: 5, max: 15, label: age, prompt: "How old is your child?"}
      - {name: day, type: date, min: today, max: +60d, label: day, prompt: "Which Saturday?"}
    action: book_workshop
    done: "Booked on the workshop."
"""


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    (tmp_path / "theatre.yaml").write_text(THEATRE, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    ran = stand_in_actions(bot, {"book_seats": {}, "post_tickets": {}, "book_workshop": {}})
    return Conversation(bot, "s", "u1"), ran


def _at_the_seats(c: Conversation) -> None:
    c.say("book tickets for the panto on the 12th", asked="needs")
    c.say("none", asked="seats")


def _confirming(c: Conversation) -> None:
    _at_the_seats(c)
    c.say("3", asked="wheelchair")
    c.say("no", asked="collect_from")
    c.say("the box office", asked="name")
    c.say("priya", phase="confirming")


# -- a let-go said as leaving the task for now ----------------------------------------------


@pytest.mark.parametrize("said", ["hmm leave it for the moment", "lets leave it there thanks"])
def test_leaving_it_for_now_lets_the_task_go(desk: Desk, said: str) -> None:
    c, ran = desk
    _confirming(c)
    c.say(said, flow=None)
    assert not ran


# -- the age one is about to be -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "age"),
    [("a drama workshop for my son, he turns 11 soon", 11), ("kids workshop, she'll be 7", 7)],
)
def test_the_age_one_is_about_to_be_is_the_age(desk: Desk, said: str, age: int) -> None:
    c, _ = desk
    c.say(said, flow="workshop", slots={"child_age": age})


# -- a slot named with a modal copula changes it --------------------------------------------


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("the booking name should be priya shah", "name", "priya shah"),
        ("collection point needs to be the stage door", "collect_from", "the stage door"),
    ],
)
def test_a_slot_named_with_a_modal_copula_is_changed(
    desk: Desk, said: str, slot: str, value: str
) -> None:
    c, _ = desk
    _confirming(c)
    c.say(said, phase="confirming", slots={slot: value})


def test_a_question_naming_a_slot_still_changes_nothing(desk: Desk) -> None:
    c, _ = desk
    _confirming(c)
    c.say("is the booking name priya?", phase="confirming", slots={"name": "priya"})


# -- a pattern's lead word inside a fixed phrase captures nothing ---------------------------


def test_a_pattern_lead_in_a_fixed_phrase_captures_nothing(desk: Desk) -> None:
    c, _ = desk
    c.say(
        "post my tickets please, nobody was in at all last time",
        flow="post_tickets",
        slots={"address": None},
        asked="address",
    )


# -- a let-go at the end of a free-text answer, typed without its apostrophe -----------------


def test_a_let_go_ending_a_free_text_answer_lets_the_task_go(desk: Desk) -> None:
    c, ran = desk
    c.say("book tickets for the panto on the 12th", asked="needs")
    c.say("actually ive just seen its sold out, dont worry", flow=None)
    assert not ran


def test_dont_worry_about_a_thing_keeps_the_task(desk: Desk) -> None:
    c, _ = desk
    c.say("book tickets for the panto on the 12th", asked="needs")
    c.say("dont worry about the steps, my mum uses a stick", flow="book_seats", asked="seats")


# -- someone named to an anyone-question is a yes -------------------------------------------


@pytest.mark.parametrize("said", ["my grandad uses one", "our daughter does, shes 9"])
def test_naming_someone_to_an_anyone_question_is_yes(desk: Desk, said: str) -> None:
    c, _ = desk
    _at_the_seats(c)
    c.say("3", asked="wheelchair")
    c.say(said, slots={"wheelchair": True}, asked="collect_from")


def test_naming_someone_with_a_negation_is_no_yes(desk: Desk) -> None:
    c, _ = desk
    _at_the_seats(c)
    c.say("3", asked="wheelchair")
    c.say("my grandad doesnt need one anymore", slots={"wheelchair": None})


# -- "never" before a past form tells an experience, no thing to avoid ----------------------


@pytest.mark.parametrize(
    ("said", "flow"),
    [
        ("weve never been to a panto, can i get tickets", "book_seats"),
        ("my son has never sung on a stage, can he do a drama workshop", "workshop"),
    ],
)
def test_never_before_a_past_form_stores_no_avoid(desk: Desk, said: str, flow: str) -> None:
    c, _ = desk
    reply = c.say(said, flow=flow)
    assert not reply.state.beliefs


# -- one more person brought along at the confirmation --------------------------------------


@pytest.mark.parametrize("said", ["oh im bringing a friend too", "actually were bringing our nan"])
def test_someone_brought_along_adds_one(desk: Desk, said: str) -> None:
    c, _ = desk
    _confirming(c)
    c.say(said, phase="confirming", slots={"seats": 4, "name": "priya"})


# -- a no typed without its comma before a date while a count is asked ----------------------


@pytest.mark.parametrize("said", ["no the 19th", "nope the 19th please"])
def test_a_no_then_a_date_while_a_count_is_asked_changes_the_date(desk: Desk, said: str) -> None:
    c, _ = desk
    _at_the_seats(c)
    c.say(said, slots={"day": "2026-12-19", "seats": None}, asked="seats")
