"""A trigger's words are the request, not values, however the flow is started (issue 23,
words5): asked for alone, queued as the second request of a message, or read again. Until
now only a flow asked for alone left its trigger out of the values read; a request queued
behind another read its words as a count ("and buy a bottle of shampoo" ordered one).

A dog grooming salon written from docs/dsl.md before running. The clock is a Wednesday
(2026-12-02): "friday" is 4 December.
"""

from __future__ import annotations

from pathlib import Path

from written_support import written

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T09:00:00")

SALON = """
settings:
  language: en
flows:
  book_groom:
    description: booking a grooming
    triggers: [book a groom, book a grooming, groom my dog]
    slots:
      - name: day
        type: date
        min: today
        prompt: Which day should we groom your dog?
    confirm: "Grooming on {day}?"
    action: book_groom
    done: Booked.
  order_shampoo:
    description: ordering dog shampoo
    triggers: [order shampoo, buy a bottle of shampoo]
    slots:
      - name: scent
        type: enum
        values: [lavender, oatmeal, unscented]
        prompt: Which scent?
      - name: bottles
        type: integer
        min: 1
        max: 6
        prompt: How many bottles?
    confirm: "{bottles} bottles of {scent} shampoo?"
    action: order_shampoo
    done: Ordered.
"""


def _salon(tmp_path: Path) -> Conversation:
    return written(tmp_path, SALON, CLOCK)[0]


def test_a_request_asked_alone_counts_nothing_from_its_trigger(tmp_path: Path) -> None:
    c = _salon(tmp_path)
    c.say(
        "hiya, buy a bottle of shampoo, the lavender one",
        asked="bottles",
        slots={"scent": "lavender"},
    )


def test_a_queued_request_counts_nothing_from_its_trigger(tmp_path: Path) -> None:
    c = _salon(tmp_path)
    c.say("book a groom for friday and buy a bottle of shampoo, the lavender one")
    c.say("yes", asked="bottles")  # the grooming booked; the shampoo order comes next
    r = c.last
    task = r.state.active_task
    assert task is not None and task.flow == "order_shampoo"
    assert task.slots["scent"].value == "lavender"
    assert task.slots["bottles"].value is None  # asked, not one from "a bottle"
