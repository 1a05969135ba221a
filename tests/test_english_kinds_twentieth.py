"""The kinds of mistake the twentieth session's boarding kennels and driving range found
(tests/domains/kennels, tests/domains/drivingrange, run in
tests/test_written_domains_twentieth_en.py), each tested here in other words and another
domain: a carpet cleaner (rooms counted, the van parked on the driveway as a yes or no,
notes kept as a remark), written inline in English. The clock is a Friday (2026-12-04, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-04T10:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]

CARPETS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_clean:
    description: a carpet clean at home
    triggers: [carpet clean, clean my carpets, carpet cleaning]
    slots:
      - {name: rooms, type: integer, counts: room, min: 1, max: 10, label: rooms, prompt: "How many rooms?"}
      - {name: parking, type: boolean, label: van parking on the driveway,
         prompt: "Can our van park on your driveway?"}
      - {name: notes, type: text, takes_rest: true, label: notes, prompt: "Anything we should know?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "{rooms} rooms, parking on the driveway: {parking}, notes: {notes}, for {name}. OK?"
    action: book_clean
    done: "Booked."
"""


def _shop(folder: Path, text: str, actions: dict[str, dict[str, str]]) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, actions)


@pytest.fixture
def carpets(tmp_path: Path) -> Shop:
    return _shop(tmp_path, CARPETS, {"book_clean": {}})


# -- 1. a yes said with its question's words back is no remark -----------------------------
# (kennels: "yep all up to date" to "Are their vaccinations up to date…?" was kept as the
# feeding notes, so the notes were never asked)


def test_a_yes_with_its_label_said_back_is_no_remark(carpets: Shop) -> None:
    chat, _ = carpets
    chat.say("carpet clean for 3 rooms", flow="book_clean", asked="parking")
    chat.say("yes theres driveway parking", slots={"parking": True, "notes": None}, asked="notes")


def test_a_no_with_its_label_said_back_is_no_remark(carpets: Shop) -> None:
    chat, _ = carpets
    chat.say("carpet clean for 3 rooms", flow="book_clean", asked="parking")
    chat.say(
        "nah the driveway parking is taken", slots={"parking": False, "notes": None}, asked="notes"
    )
