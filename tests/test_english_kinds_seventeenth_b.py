"""The kinds of mistake the seventeenth session's second-round turfing firm found or kept
(tests/domains/turfing, run in tests/test_written_domains_seventeenth_b_en.py, and the
aquarium firm's "nah leave it, ill do it myself"), each tested here in other words and
another domain: a bark and compost merchant (English), written inline, delivering bags of
bark counted by the bag, loose compost weighed in kilos (the unit said only in the label),
a grade of bark, a day, an address and whether to tip it round the back as a yes or no. The
clock is a Thursday (2026-12-03, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

#: the conversation and the count of each action run
Yard = tuple[Conversation, Counter[str]]

BARK = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_bark:
    description: bags of bark mulch delivered
    triggers: [order bark, bark mulch, bark chippings, bags of bark]
    slots:
      - {name: bags, type: integer, counts: bag, min: 1, max: 200, label: bags, prompt: "How many bags?"}
      - {name: grade, type: enum, values: [fine, medium, chunky], label: grade, prompt: "Fine, medium or chunky?"}
      - {name: round_back, type: boolean, label: tipping round the back, prompt: "Shall we carry them round the back?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
      - {name: where, type: text, kind: address, label: address, prompt: "What's the address?"}
    confirm: "{bags} bags of {grade} bark on {day}. Book?"
    action: book_bark
    done: "Booked."
  order_compost:
    description: loose compost by weight
    triggers: [order compost, loose compost, compost delivery]
    slots:
      - {name: weight, type: integer, min: 100, max: 5000, label: weight in kilos, prompt: "How much do you need?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
    confirm: "{weight} kilos of compost on {day}. OK?"
    action: book_compost
    done: "Done."
"""


@pytest.fixture
def yard(tmp_path: Path) -> Yard:
    return stood_in(tmp_path / "bark.yaml", BARK, CLOCK, {"book_bark": {}, "book_compost": {}})


# -- a number glued to the unit the slot itself names ---------------------------------------


@pytest.mark.parametrize(("said", "bags"), [("prob 30bags", 30), ("12bag", 12)])
def test_a_number_glued_to_what_the_slot_counts_is_the_count(
    yard: Yard, said: str, bags: int
) -> None:
    c, _ = yard
    c.say("order bark please", flow="order_bark", asked="bags")
    c.say(said, slots={"bags": bags}, asked="grade")


def test_a_number_glued_to_what_the_slot_counts_in_the_request(yard: Yard) -> None:
    c, _ = yard
    c.say(
        "can i order bark, 40bags of chunky",
        flow="order_bark",
        slots={"bags": 40, "grade": "chunky"},
    )


def test_a_number_glued_to_the_unit_of_the_slots_label_is_its_value(yard: Yard) -> None:
    c, _ = yard
    c.say("loose compost please", flow="order_compost", asked="weight")
    c.say("around 800kilos", slots={"weight": 800}, asked="day")


def test_digits_glued_to_letters_of_no_unit_are_still_no_count(yard: Yard) -> None:
    """The guard: a piece of a postcode ("4BT") counts nothing, the slot's units aside."""
    c, _ = yard
    c.say("order bark please", flow="order_bark", asked="bags")
    c.say("M1 4BT", slots={"bags": None}, asked="bags")


# -- a clause of doing it oneself instead lets the task go ----------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "nah leave it we'll sort it ourselves",
        "its ok ill just get it on my own",
        "leave it, im gonna do it myself",
    ],
)
def test_doing_it_oneself_while_a_value_is_asked_lets_the_task_go(yard: Yard, said: str) -> None:
    c, ran = yard
    c.say("order bark, 20 bags", flow="order_bark", asked="grade")
    c.say(said, flow=None)
    assert not ran


def test_doing_it_oneself_to_a_yes_or_no_question_is_the_no(yard: Yard) -> None:
    """The guard: to "Shall we carry them round the back?" the same words are the no."""
    c, _ = yard
    c.say("order bark, 20 bags of chunky", flow="order_bark", asked="round_back")
    c.say("nah ill carry them myself", flow="order_bark", slots={"round_back": False})


def test_asking_to_do_it_oneself_lets_nothing_go(yard: Yard) -> None:
    """The guard: a question about doing it oneself asks, the task waits."""
    c, _ = yard
    c.say("order bark, 20 bags", flow="order_bark", asked="grade")
    c.say("can i collect it myself?", flow="order_bark")
