"""A slot's label beside its value at the offer to take a held task up: on either side of
the value, the message is values alone and takes the task up (``resumed_values``).

Guards, passing on main: the label read there and the label ``slot_labels.labels_dropped``
reads (only right before its value) look like one mechanism, and made one they lose the
label said after the value ("4 crew size", "saturday for the trip day"), which no other
test holds. A domain of its own: a canal boat hired for a day.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")  # a Wednesday

_talk = talker(CLOCK)

EN_CANAL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_boat:
    description: hiring a canal boat for a day
    triggers: [hire a canal boat, boat hire, book a boat]
    slots:
      - {name: crew, type: integer, min: 1, max: 10, label: crew size, prompt: "How many on board?"}
      - {name: day, type: date, min: today, label: trip day, prompt: "Which day?"}
    confirm: "{crew} on {day}. Book it?"
    action: book
    done: "Booked."
  price:
    description: what boat hire costs
    triggers: [how much, price]
    done: "£120 a day."
"""


@pytest.mark.parametrize("said", ["ok crew size is 4", "4 crew size", "ok 4 is the crew size"])
def test_the_label_on_either_side_of_the_value_takes_the_task_up_guard(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, EN_CANAL)
    chat.say("boat hire please", bot="How many on board?")
    chat.say("how much is it btw", bot_contains="£120")
    chat.say(said, flow="book_boat", slots={"crew": 4}, bot_contains="Which day?")
    assert ran == []


@pytest.mark.parametrize("said", ["ok trip day saturday", "ok saturday for the trip day"])
def test_the_days_label_either_side_takes_the_task_up_guard(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, EN_CANAL)
    chat.say("boat hire please", bot="How many on board?")
    chat.say("4 of us", bot="Which day?")
    chat.say("how much is it btw", bot_contains="£120")
    chat.say(said, flow="book_boat", slots={"crew": 4, "day": "2026-12-12"}, phase="confirming")
