"""The kinds of mistake the eleventh session's chimney sweep line and school uniform shop
found (tests/domains/sweep and uniform, run in tests/test_written_domains_eleventh.py), each
tested here in other words and another domain: a watch repair counter (English), written
inline. The clock is a Thursday (2026-12-03, 10:00)."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

WATCHES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  repair_watch:
    description: booking a watch in for repair
    triggers: [repair my watch, watch repair, fix my watch, watch fixed]
    slots:
      - {name: brand, type: text, label: make of watch, prompt: "What make and model is the watch?"}
      - {name: strap, type: enum, label: strap, values: [leather, metal, rubber],
         synonyms: {metal: [steel, bracelet], rubber: [silicone]}, prompt: "Leather, metal or rubber strap?"}
      - {name: bought, type: date, max: today, min: -3650d, label: bought, prompt: "When was it bought?"}
      - {name: ready_by, type: date, min: tomorrow, max: +60d, label: needed by, prompt: "When do you need it back?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "Repair the {brand} ({strap} strap), bought {bought}, back by {ready_by}; we'll ring {phone}. OK?"
    action: take_in
    done: "Booked in."
  opening:
    description: when the shop opens
    triggers: [opening hours, when are you open]
    done: "Tuesday to Saturday, 10 to 5."
"""


@pytest.fixture
def counter(tmp_path: Path) -> Conversation:
    return stood_in(tmp_path / "watches.yaml", WATCHES, CLOCK, {"take_in": {}})[0]


def _confirming(c: Conversation) -> None:
    c.say("repair my watch", asked="brand")
    c.say("seiko 5", asked="strap")
    c.say("leather", asked="bought")
    c.say("3 days ago", asked="ready_by")
    c.say("the 18th", asked="phone")
    c.say("07700 900111", phase="confirming", slots={"strap": "leather"})


# -- a free-text answer ends at the comma before a clause an empty slot reads ---------------


@pytest.mark.parametrize(
    ("said", "brand", "other"),
    [
        ("seiko 5, its got a steel bracelet", "seiko 5", {"strap": "metal"}),
        ("tissot prx, ring me on 07700 900456", "tissot prx", {"phone": "+447700900456"}),
    ],
)
def test_a_free_text_answer_ends_before_a_clause_another_slot_reads(
    counter: Conversation, said: str, brand: str, other: dict[str, str]
) -> None:
    counter.say("repair my watch", asked="brand")
    counter.say(said, slots={"brand": brand, **other})


def test_a_part_no_empty_slot_reads_stays_in_the_answer(counter: Conversation) -> None:
    """Only a clause another slot still needs ends the text: a part nothing reads goes on."""
    counter.say("repair my watch", asked="brand")
    counter.say("casio, the one my dad gave me", slots={"brand": "casio, the one my dad gave me"})


# -- a wait opening a value said at the confirmation is a correction ------------------------


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("wait, 07700 900222", {"phone": "+447700900222"}),
        ("one sec its 07700 900999", {"phone": "+447700900999"}),
    ],
)
def test_a_wait_then_a_value_corrects_at_the_confirmation(
    counter: Conversation, said: str, slots: dict[str, str]
) -> None:
    _confirming(counter)
    counter.say(said, phase="confirming", slots=slots)


def test_a_wait_alone_changes_nothing(counter: Conversation) -> None:
    _confirming(counter)
    counter.say("hold on", phase="confirming", slots={"strap": "leather"})


# -- a date only one of several date slots takes goes to it ---------------------------------


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("fix my watch, bought it 3 weeks ago", {"bought": "2026-11-12", "ready_by": None}),
        ("watch repair, i need it back tomorrow", {"ready_by": "2026-12-04", "bought": None}),
    ],
)
def test_a_date_only_one_slot_can_take_is_that_slots(
    counter: Conversation, said: str, slots: dict[str, str | None]
) -> None:
    counter.say(said, flow="repair_watch", slots=slots)


def test_a_date_two_slots_take_is_neither(counter: Conversation) -> None:
    """ "monday" is the last one for when it was bought and the next for when it is needed."""
    counter.say("repair my watch, monday", slots={"bought": None, "ready_by": None})


# -- a cancel beside a correction word and a value already held lets the task go -----------


def test_a_cancel_with_a_value_already_held_lets_the_task_go(counter: Conversation) -> None:
    _confirming(counter)
    counter.say("actually forget it, ill keep wearing it on the leather one", flow=None)


def test_a_cancel_with_a_new_value_is_a_change(counter: Conversation) -> None:
    _confirming(counter)
    counter.say("never mind, make it rubber", phase="confirming", slots={"strap": "rubber"})
