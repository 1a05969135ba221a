"""Conversations with an equipment loan desk (English), a domain written from docs/dsl.md
before any of these ran. Each test names the kind of mistake it guards; the wording is a
user's, lower case and typos included. The clock is a Sunday (2026-11-29)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

DOMAIN = Path(__file__).parent / "domains" / "loan_desk"
CLOCK = FixedClock("2026-11-29T10:00:00")


@pytest.fixture
def desk() -> Conversation:
    bot = Dispatcher.from_path(DOMAIN, clock=CLOCK)
    count = iter(range(1000, 9999))

    @bot.action("borrow")
    def borrow(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"loan_id": f"LN-{next(count)}"}

    for name in ("cancel_loan", "report", "deliver", "purchase"):
        bot.action(name)(lambda slots, ctx: {})
    return Conversation(bot, "s", "u1")


def _borrowed(desk: Conversation) -> str:
    desk.say("i want to borrow a laptop tomorrow for 3 days", asked="phone")
    r = desk.say("555-201-7788", phase="confirming")
    assert r.text.startswith("Lend you a laptop from Monday 30 November for 3 days")
    desk.say("yes", bot_matches=r"^Done\. Your loan number is LN-\d{4}\.$")
    return str(desk.last.state.entity_stack[-1].value)


# -- a yes that carries more words is a yes ----------------------------------------------


@pytest.mark.parametrize("yes", ["yes, cancel it", "yep go ahead and cancel it", "yes cancel"])
def test_a_yes_with_its_verb_at_a_destructive_confirmation_cancels(
    desk: Conversation, yes: str
) -> None:
    loan = _borrowed(desk)
    desk.say(f"cancel loan {loan}", phase="confirming", flow="cancel_loan")
    desk.say(yes, bot=f"Loan {loan} is cancelled.", phase="chitchat")


def test_a_yes_with_a_verb_books_at_an_ordinary_confirmation(desk: Conversation) -> None:
    desk.say("can i borrow a camera tomorrow for 2 days", asked="phone")
    desk.say("5552017788", phase="confirming")
    desk.say("yes, lend it", bot_matches=r"^Done\. Your loan number is LN-\d{4}\.$")


# -- past dates on a slot whose max is today ---------------------------------------------


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("3 days ago", "2026-11-26"),
        ("two days ago", "2026-11-27"),
        ("on monday", "2026-11-23"),
        ("friday", "2026-11-27"),
        ("last friday", "2026-11-27"),
        ("last tuesday i think", "2026-11-24"),
    ],
)
def test_a_past_date_is_read_when_the_slot_ends_today(
    desk: Conversation, said: str, day: str
) -> None:
    desk.say("my camera is broken", asked="damaged_on", flow="report_damage")
    desk.say(said, asked="what_happened", slots={"damaged_on": day})


# -- a free-text slot takes no answer meant for another slot -----------------------------


def test_free_text_does_not_take_a_date_meant_for_the_date_slot(desk: Conversation) -> None:
    desk.say("report damage on the tripod", asked="damaged_on")
    desk.say("yesterday", asked="what_happened")
    # the user goes back and gives the date again: a date is not what happened
    desk.say("sorry it was actually 2 days ago", slots={"damaged_on": "2026-11-27"})
    assert desk.last.state.active_task is not None
    assert desk.last.state.active_task.value("what_happened") is None


def test_free_text_does_not_take_a_question_asked_midway(desk: Conversation) -> None:
    desk.say("i need to report a broken mic", asked="damaged_on")
    desk.say("today", asked="what_happened")
    desk.say("will i have to pay for it?", asked="what_happened")
    assert desk.last.state.active_task is not None
    assert desk.last.state.active_task.value("what_happened") is None
    desk.say("dropped it on the stairs", phase="confirming")


def test_free_text_does_not_take_a_number_meant_for_a_number_slot(desk: Conversation) -> None:
    desk.say("deliver a projector please", asked="address")
    desk.say("2", asked="address", slots={"copies": 2})


# -- an address is not cut at its comma, and a correction of part of it keeps the rest ----


def test_a_plural_of_a_listed_value_is_read(desk: Conversation) -> None:
    desk.say("deliver 2 projectors", asked="address", slots={"item": "projector", "copies": 2})


def test_an_address_keeps_everything_after_its_first_comma(desk: Conversation) -> None:
    desk.say("deliver a projector", asked="address")
    desk.say("Room 210, Hall B, 12 Elm Street", asked="copies")
    assert desk.slots["address"] == "Room 210, Hall B, 12 Elm Street"
    desk.say("2", phase="confirming")
    assert desk.slots["address"] == "Room 210, Hall B, 12 Elm Street"


def test_a_request_asked_as_a_question_starts_the_flow(desk: Conversation) -> None:
    desk.say("can you deliver a laptop to room 14", flow="deliver_equipment")


def test_an_address_given_with_the_request_keeps_its_commas(desk: Conversation) -> None:
    desk.say("pls deliver a laptop to room 14, science building", asked="copies")
    assert desk.slots["address"] == "room 14, science building"


def test_a_correction_of_part_of_an_address_keeps_the_rest(desk: Conversation) -> None:
    desk.say("deliver a tripod", asked="address")
    desk.say("Room 210, Hall B, 12 Elm Street", asked="copies")
    desk.say("1", phase="confirming")
    desk.say("sorry, room 212 not 210", phase="confirming")
    assert desk.slots["address"] == "Room 212, Hall B, 12 Elm Street"


def test_a_count_before_the_item_is_read(desk: Conversation) -> None:
    desk.say("deliver 1 tripod", asked="address", slots={"copies": 1})


# -- a question about a consequence starts no other flow -------------------------------


def test_a_question_about_cancelling_later_starts_no_cancel(desk: Conversation) -> None:
    desk.say("borrow a projector tomorrow", asked="days")
    desk.say(
        "if i cancel my loan later do i lose anything?",
        flow="borrow_equipment",
        asked="days",
        stack=[],
    )
    desk.say("4", asked="phone", slots={"days": 4})


# -- a hold word followed by a request takes the request ---------------------------------


def test_a_hold_word_then_a_request_takes_the_request(desk: Conversation) -> None:
    desk.say("i'd like to borrow a camera", asked="pickup_date")
    r = desk.say("wait, first, what are your opening hours?")
    assert "The desk is open 9:00-17:00, Monday to Friday." in r.messages


# -- "make that <number>" corrects the number -------------------------------------------


def test_make_that_a_number_corrects(desk: Conversation) -> None:
    desk.say("borrow a tripod tomorrow for 3 days", asked="phone")
    desk.say("make that 5", asked="phone", slots={"days": 5})
    desk.say("555 201 7788", phase="confirming")
    desk.say("actually make that 6 days", phase="confirming", slots={"days": 6})


# -- money with a thousands separator --------------------------------------------------


@pytest.mark.parametrize(("said", "amount"), [("$2,000", 2000), ("about 1,250 dollars", 1250)])
def test_money_with_a_thousands_separator(desk: Conversation, said: str, amount: int) -> None:
    desk.say("i want to suggest a purchase", asked="title")
    desk.say("a 4k projector", asked="budget")
    desk.say(said, phase="confirming")
    assert desk.slots["budget"]["amount"] == amount


# -- a value of the wrong form is refused -----------------------------------------------


def test_a_five_digit_number_is_no_phone_number(desk: Conversation) -> None:
    desk.say("borrow a mic tomorrow for 2 days", asked="phone")
    desk.say("12345", asked="phone", phase="collecting")
    assert desk.slots["phone"] is None


# -- an optional enum slot takes only its own values ------------------------------------


def test_an_optional_enum_takes_no_other_slots_value(desk: Conversation) -> None:
    desk.say("borrow a laptop for tomorrow afternoon", asked="days")
    assert desk.slots["case"] is None
    desk.say("3", asked="phone")


# -- the confirmation is always said when confirming begins -----------------------------


def test_the_confirmation_is_said_when_the_last_value_comes_with_others(
    desk: Conversation,
) -> None:
    desk.say("i want to borrow something", asked="item")
    r = desk.say("a camera for 3 days starting tomorrow", asked="phone")
    r = desk.say("555-201-7788 and i need a backpack", phase="confirming")
    assert any(m.startswith("Lend you a camera from Monday 30 November") for m in r.messages)


def test_the_confirmation_is_said_whenever_confirming_begins(desk: Conversation) -> None:
    r = desk.say("borrow a laptop tomorrow for 2 days, my number is 555 201 7788")
    assert r.state.phase == "confirming"
    assert any(m.startswith("Lend you a laptop from Monday 30 November") for m in r.messages)


# -- a control word counts only as a whole word ----------------------------------------


def test_a_control_word_inside_another_word_cancels_nothing(desk: Conversation) -> None:
    desk.say("borrow a camera tomorrow", asked="days")
    desk.say("is the nonstop shuttle running to the desk?", flow="borrow_equipment")
    desk.say("what's your cancellation policy?", flow="borrow_equipment")
