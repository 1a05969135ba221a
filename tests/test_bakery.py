"""A bakery's custom cake counter (English): a domain written from docs/dsl.md alone, and
these conversations written before any of them ran (issue 23, fourth session: does the
understanding travel to a domain nobody tuned it for?). Messages are typed the way people
type. The clock is a Wednesday morning (2026-12-02): a cake needs 2 days' notice, so the
first pickup day is Friday 4 December; "saturday" is 5 December, "monday" ahead 7 December;
said of the past, "yesterday" is 1 December, "last saturday" 28 November, "2 days ago" 30
November, "sunday" 29 November."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

DOMAIN = Path(__file__).parent / "domains" / "bakery"
CLOCK = FixedClock("2026-12-02T10:00:00")


class Counter_(Conversation):
    """A conversation that also counts how often each action ran."""

    runs: Counter[str]


@pytest.fixture
def shop() -> Counter_:
    bot = Dispatcher.from_path(DOMAIN, clock=CLOCK)
    refs = iter(range(4100, 4999))
    runs = stand_in_actions(
        bot,
        {
            "place_order": lambda s: {"order_id": f"CK-{next(refs)}"},
            "cancel_order": {},
            "take_deposit": {"receipt": "R-22"},
            "file_complaint": {"case_id": "C-8"},
            "allergens": lambda s: {"contains": "walnuts" if s["flavor"] == "carrot" else "milk"},
        },
    )
    conv = Counter_(bot, "s", "u1")
    conv.runs = runs
    return conv


def to_writing(shop: Counter_) -> None:
    """A cake order brought up to the writing on it, one answer at a time."""
    shop.say("hi i'd like to order a cake", flow="order_cake", asked="flavor")
    shop.say("chocolate", slots={"flavor": "chocolate"}, asked="guests")
    shop.say("about 20 people", slots={"guests": 20}, asked="pickup_date")
    shop.say("saturday", slots={"pickup_date": "2026-12-05"}, asked="pickup_time")
    shop.say("2pm", slots={"pickup_time": "14:00", "handover": "pickup"}, asked="writing")


def to_confirm(shop: Counter_) -> None:
    to_writing(shop)
    shop.say(
        "Happy Birthday Mia",
        slots={"writing": "Happy Birthday Mia"},
        phase="confirming",
        bot_contains="Place the order?",
    )


# -- a cake: answer by answer, in one breath ----------------------------------------------


def test_a_cake_answer_by_answer(shop: Counter_) -> None:
    to_confirm(shop)
    assert "Saturday 5 December" in shop.last.text and "2:00" in shop.last.text
    shop.say("yes pls", phase="chitchat", bot_matches=r"Ordered! Your order number is CK-\d{4}\.")
    assert shop.runs["place_order"] == 1


def test_several_values_in_the_request(shop: Counter_) -> None:
    shop.say(
        "need a red velvet birthday cake for 12 ppl on friday at 3pm",
        flow="order_cake",
        slots={
            "flavor": "red velvet",
            "guests": 12,
            "pickup_date": "2026-12-04",
            "pickup_time": "15:00",
        },
        asked="writing",
    )


def test_who_is_coming_counts_as_servings(shop: Counter_) -> None:
    shop.say("i need a cake, lemon", asked="guests")
    shop.say("me my wife and our 3 kids", slots={"guests": 5}, asked="pickup_date")


def test_a_typo_in_the_flavor(shop: Counter_) -> None:
    shop.say("custom cake", asked="flavor")
    reply = shop.say("vanila")
    if reply.state.phase == "clarifying":
        shop.say("yes")
    assert shop.slots["flavor"] == "vanilla"


# -- refusals: notice, opening hours, too few, too long -----------------------------------


def test_tomorrow_is_too_soon(shop: Counter_) -> None:
    shop.say("order a cake, carrot, for 8", asked="pickup_date")
    shop.say("tomorrow", slots={"pickup_date": None}, asked="pickup_date")
    shop.say("ok friday", slots={"pickup_date": "2026-12-04"}, asked="pickup_time")


def test_an_evening_pickup_is_outside_the_hours(shop: Counter_) -> None:
    shop.say("order a cake, carrot, for 8 on monday", asked="pickup_time")
    shop.say("7pm", slots={"pickup_time": None}, asked="pickup_time")
    shop.say("3 then", slots={"pickup_time": "15:00"}, asked="writing")


def test_too_few_servings_are_refused(shop: Counter_) -> None:
    shop.say("get a cake", asked="flavor")
    shop.say("choco", slots={"flavor": "chocolate"}, asked="guests")
    shop.say("2", slots={"guests": None}, asked="guests")


def test_writing_too_long_is_refused(shop: Counter_) -> None:
    to_writing(shop)
    shop.say(
        "Happy birthday to the best grandma in the whole wide world",
        slots={"writing": None},
        asked="writing",
    )


def test_numbers_in_the_writing_are_the_writing(shop: Counter_) -> None:
    to_writing(shop)
    shop.say(
        "happy 30th bday tom!!",
        slots={"writing": "happy 30th bday tom!!", "guests": 20, "pickup_time": "14:00"},
        phase="confirming",
    )


def test_a_date_in_the_writing_is_the_writing(shop: Counter_) -> None:
    to_writing(shop)
    shop.say(
        "Congrats Sam & Lee 12/5",
        slots={"writing": "Congrats Sam & Lee 12/5", "pickup_date": "2026-12-05"},
        phase="confirming",
    )


# -- delivery: an optional enum and the address it brings ---------------------------------


def test_delivery_asked_mid_order_asks_the_address(shop: Counter_) -> None:
    to_writing(shop)
    shop.say("oh and can u deliver it?", slots={"handover": "delivery"}, asked="delivery_address")
    shop.say(
        "41 rosewood ave, apt 2",
        slots={"delivery_address": "41 rosewood ave, apt 2"},
        asked="writing",
    )


def test_delivery_and_the_address_in_one_breath(shop: Counter_) -> None:
    shop.say(
        "a lemon cake for 10, delivered to 41 rosewood ave on monday at 11",
        flow="order_cake",
        slots={
            "flavor": "lemon",
            "guests": 10,
            "handover": "delivery",
            "delivery_address": "41 rosewood ave",
            "pickup_date": "2026-12-07",
            "pickup_time": "11:00",
        },
        asked="writing",
    )


# -- corrections at the confirmation ------------------------------------------------------


def test_a_new_flavor_at_the_confirmation(shop: Counter_) -> None:
    to_confirm(shop)
    shop.say("actually make it vanilla", slots={"flavor": "vanilla"}, phase="confirming")
    assert shop.runs["place_order"] == 0


def test_more_people_at_the_confirmation(shop: Counter_) -> None:
    to_confirm(shop)
    shop.say("make that 25 people", slots={"guests": 25}, phase="confirming")


def test_a_bare_hour_corrects_the_pickup_time(shop: Counter_) -> None:
    to_confirm(shop)
    shop.say("change the time to 4", slots={"pickup_time": "16:00"}, phase="confirming")


def test_a_new_writing_at_the_confirmation(shop: Counter_) -> None:
    to_confirm(shop)
    shop.say(
        "can the writing say Happy Birthday Mia Rose instead",
        slots={"writing": "Happy Birthday Mia Rose"},
        phase="confirming",
    )


# -- an allergy said once binds every cake after it --------------------------------------


def test_a_nut_allergy_is_held_against_the_carrot_cake(shop: Counter_) -> None:
    shop.say("just so u know my son is allergic to nuts", flow=None)
    shop.say("birthday cake", asked="flavor")
    reply = shop.say("carrot")
    assert shop.slots.get("flavor") != "carrot" or "nuts" in reply.text
    shop.say("ok chocolate then", slots={"flavor": "chocolate"}, asked="guests")


# -- cupcakes: counts by the dozen ---------------------------------------------------------


def test_two_dozen_cupcakes_in_one_breath(shop: Counter_) -> None:
    shop.say(
        "2 dozen choc cupcakes for saturday",
        flow="order_cupcakes",
        slots={"count": 24, "flavor": "chocolate", "pickup_date": "2026-12-05"},
        phase="confirming",
    )
    shop.say("yup sounds good", phase="chitchat", bot_contains="Ordered!")
    assert shop.runs["place_order"] == 1


def test_too_few_cupcakes_are_refused(shop: Counter_) -> None:
    shop.say("order cupcakes", asked="flavor")
    shop.say("lemon", asked="count")
    shop.say("4", slots={"count": None}, asked="count")
    shop.say("fine, a dozen", slots={"count": 12}, asked="pickup_date")


# -- cancelling an order: destructive ---------------------------------------------------


def test_cancelling_an_order_by_its_number(shop: Counter_) -> None:
    shop.say(
        "cancel my order CK-4821", flow="cancel_order", phase="confirming", bot_contains="CK-4821"
    )
    shop.say("yes cancel it", phase="chitchat", bot_contains="CK-4821 is cancelled")
    assert shop.runs["cancel_order"] == 1


def test_keeping_the_order(shop: Counter_) -> None:
    shop.say("cancel the order", asked="order_id")
    shop.say("CK-4821", phase="confirming")
    shop.say("no dont", bot_contains="the order stands", flow=None)
    assert shop.runs["cancel_order"] == 0


def test_cancel_it_right_after_ordering_names_the_order(shop: Counter_) -> None:
    to_confirm(shop)
    shop.say("yes")
    ref = shop.last.text.split("order number is ")[1].rstrip(".")
    shop.say(
        "ugh wait can you cancel that", flow="cancel_order", phase="confirming", bot_contains=ref
    )


def test_what_did_i_order(shop: Counter_) -> None:
    to_confirm(shop)
    shop.say("yes")
    shop.say("sorry what did i order?", bot_contains="a chocolate cake for 20")


# -- complaints: free text beside values, past days ---------------------------------------


def test_a_complaint_with_the_order_and_the_problem(shop: Counter_) -> None:
    shop.say(
        "file a complaint. order CK-3310, the icing was all melted when we got it",
        flow="complain",
        slots={"order_id": "CK-3310", "problem": "the icing was all melted when we got it"},
        asked="received",
    )
    shop.say("last saturday", phase="chitchat", bot_contains="Complaint C-8 is filed")
    assert shop.runs["file_complaint"] == 1


@pytest.mark.parametrize(
    ("said", "day"),
    [("2 days ago", "2026-11-30"), ("sunday", "2026-11-29"), ("yesterday", "2026-12-01")],
)
def test_the_day_it_came_is_read_in_the_past(shop: Counter_, said: str, day: str) -> None:
    shop.say("i want to complain", flow="complain", asked="order_id")
    shop.say("CK-3310", asked="received")
    shop.say(said, slots={"received": day}, asked="problem")


# -- deposits: money -----------------------------------------------------------------------


def test_a_deposit_in_one_breath(shop: Counter_) -> None:
    shop.say(
        "pay the deposit on CK-1200, $50",
        flow="pay_deposit",
        slots={"order_id": "CK-1200", "deposit": {"amount": 50, "currency": "USD"}},
        phase="confirming",
    )
    shop.say("yes, pay it", phase="chitchat", bot_contains="receipt R-22")
    assert shop.runs["take_deposit"] == 1


def test_a_deposit_over_the_limit_is_refused(shop: Counter_) -> None:
    shop.say("pay a deposit", asked="order_id")
    shop.say("CK-1200", asked="deposit")
    shop.say("$1,000", slots={"deposit": None}, asked="deposit")


# -- questions and holds mid-order --------------------------------------------------------


def test_what_is_in_a_flavor_mid_order(shop: Counter_) -> None:
    shop.say("order a cake", asked="flavor")
    shop.say("whats in the carrot cake?", bot_contains="walnuts")
    assert shop.runs["allergens"] == 1
    assert shop.runs["place_order"] == 0


def test_a_request_after_a_hold_word_is_taken(shop: Counter_) -> None:
    shop.say("order a cake", asked="flavor")
    shop.say("hang on, first can i get some cupcakes", flow="order_cupcakes")


def test_hold_on_gives_time(shop: Counter_) -> None:
    to_writing(shop)
    shop.say(
        "hold on let me ask my husband what to write", asked="writing", slots={"writing": None}
    )
