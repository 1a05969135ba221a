"""The kinds of mistake the twenty-sixth session's cobbler and rehearsal studio found
(tests/domains/cobbler, tests/domains/rehearsal, run in
tests/test_written_domains_twentysixth_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Tuesday (2027-09-14, 09:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-09-14T09:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]


def _shop(folder: Path, text: str, *actions: str) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, {a: {} for a in actions})


SALON = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_colour:
    description: booking a hair colour appointment
    triggers: [book a colour, colour appointment, get my hair coloured]
    slots:
      - {name: treatment, type: enum, values: [highlights, balayage, toner], label: treatment,
         prompt: "Highlights, balayage or a toner?"}
      - {name: length, type: enum, values: [short, shoulder, long], label: hair length,
         prompt: "How long is your hair: short, shoulder or long?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{treatment} for {length} hair on {day}. OK?"
    action: book_colour
    done: "Booked."
  prices:
    description: what the salon charges
    triggers: [how much, prices]
    done: "Balayage from £90."
"""


def test_a_request_said_only_by_values_typed_wrong_starts_their_flow(tmp_path: Path) -> None:
    """Kind: a request that names no trigger, only listed values, each typed a letter off
    ("my trainrs need restiching" at the cobbler): one value written right found the flow,
    and the typo beside it was read, but with every value mistyped nothing was found and
    the bot listed what it can do. A word of five letters or more one typo from a listed
    value points at the flow that lists it, as a Chinese value written one character
    wrong does."""
    chat, _ = _shop(tmp_path, SALON, "book_colour")
    chat.say(
        "hiya could i get balyage done, mines shouldr length",
        flow="book_colour",
        slots={"treatment": "balayage", "length": "shoulder"},
        asked="day",
    )
    chat, _ = _shop(tmp_path, SALON, "book_colour")
    chat.say(
        "fancy some higlights thurs",
        flow="book_colour",
        slots={"treatment": "highlights"},
        asked="length",
    )
