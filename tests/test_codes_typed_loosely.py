"""Order and booking numbers typed without their hyphen: "DD 1234", "dd1234", "BK 1234".

"我要退款，订单号DD 1234" asked for the order number again, as if none had been given. The
slot's ``pattern`` ("^DD-[0-9]+$") still decides: a code found loosely is stored in the
pattern's own form, and only if it then fits.
"""

from __future__ import annotations

import re

import pytest

from dialogflows.nlu.slot_patterns import loosened
from dialogflows.testing import Conversation


@pytest.mark.parametrize("said", ["我要退款，订单号DD 1234", "我要退款，订单号dd1234"])
def test_zh_a_refund_for_an_order_number_typed_without_its_hyphen(
    restaurant: Conversation, said: str
) -> None:
    restaurant.say(
        said,
        bot="确认为订单DD-1234退款吗？退款后无法撤销。",
        phase="confirming",
        slots={"order_id": "DD-1234"},
    )


def test_zh_the_number_as_an_answer(restaurant: Conversation) -> None:
    restaurant.say("查一下订单", asked="order_id")
    restaurant.say("DD 5678", bot_contains="订单DD-5678：", phase="chitchat")


@pytest.mark.parametrize("said", ["cancel BK 1234", "cancel bk1234"])
def test_a_booking_reference_typed_loosely(travel: Conversation, said: str) -> None:
    travel.say(said, bot="Cancel booking BK-1234? This cannot be undone.", phase="confirming")


def test_something_else_is_still_no_code(restaurant: Conversation) -> None:
    restaurant.say("查一下订单", asked="order_id")
    restaurant.say("1234", asked="order_id", slots={"order_id": None})


@pytest.mark.parametrize(
    ("pattern", "loose"),
    [
        ("^DD-[0-9]+$", r"DD[-\s]?[0-9]+"),
        (r"^BK\-[0-9]{4}$", r"BK[-\s]?[0-9]{4}"),
        ("^[A-Z-]+$", None),  # a hyphen inside a class is no separator
        (r"^[A-Z]\.[0-9]$", None),
        (r"^\d{3}/\d{2} R\d{2}$", r"\d{3}/\d{2}\s?R\d{2}"),  # a literal space, left out
    ],
)
def test_only_literal_hyphens_are_loosened(pattern: str, loose: str | None) -> None:
    got = loosened(pattern)
    # each separator is a named group of its own, so a match is put back in the form
    bare = re.sub(r"\(\?P<\w+>([^()]*)\)", r"\1", got.pattern) if got else None
    assert bare == loose


def test_a_reference_without_its_hyphen_is_confirmed_in_full(travel: Conversation) -> None:
    """ "BK12" was refused for its format; it is BK-12, and the cancellation says so before
    anything is done (a destructive flow always confirms the concrete reference)."""
    travel.say("cancel my booking", asked="booking_id")
    travel.say("BK12", bot="Cancel booking BK-12? This cannot be undone.", phase="confirming")
