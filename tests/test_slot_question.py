"""The slot to change named at a confirmation: the bot asks that slot's own question.

"no" to the confirmation, "What would you like to change?", then a slot named with no new
value ("the address"): the understanding says which slot by key (``Clarify(ask=
SLOT_QUESTION)``) and the runtime phrases the question, the slot's prompt when the author
wrote one, else the built-in "What is the <slot>?". The understanding phrases nothing. A
piano tuner's visit, written from docs/dsl.md; the clock is a Wednesday.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from written_support import written

from dialogflows.testing import FixedClock

CLOCK = FixedClock(datetime(2026, 12, 2, 10, 0))

TUNER = """
flows:
  tuning:
    description: book a piano tuning
    triggers: ["book a piano tuning", "tune my piano"]
    slots:
      - {name: address, type: text, prompt: "Where is the piano?"}
      - {name: visit_day, type: date}
    confirm: "Tune the piano at {address} on {visit_day}?"
    action: tuning
"""


def test_a_slot_named_for_a_change_is_asked_by_its_own_prompt(tmp_path: Path) -> None:
    c, ran = written(tmp_path, TUNER, CLOCK)
    c.say("can you tune my piano", asked="address")
    c.say("12 elm street", asked="visit_day")
    c.say("friday", phase="confirming")
    c.say("no", bot_contains="change")
    c.say("the address", bot_contains="Where is the piano?")
    c.say("14 elm street", slots={"address": "14 elm street"}, phase="confirming")
    assert ran == []


def test_a_slot_with_no_prompt_named_for_a_change_is_asked_in_built_in_words(
    tmp_path: Path,
) -> None:
    c, _ = written(tmp_path, TUNER, CLOCK)
    c.say("book a piano tuning", asked="address")
    c.say("12 elm street", asked="visit_day")
    c.say("friday", phase="confirming")
    c.say("no", bot_contains="change")
    c.say("the visit day", bot_contains="What is the visit day?")
    c.say("saturday", slots={"visit_day": "2026-12-05"}, phase="confirming")
