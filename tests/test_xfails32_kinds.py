"""Kinds of mistake left by the wave's thirty-first session (its closing note's "Left" list
and its helpers' "Found but left"), taken in the thirty-second; each tested here in other
words on other domains (a wool shop's postal orders), each test checked to fail without
its fix; guards (named ``..._guard``) pass either way. The clock is a Sunday
(2026-12-06, 10:00).
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-06T10:00:00")

_talk = talker(CLOCK)

WOOL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_yarn:
    description: ordering yarn from the wool shop
    triggers: [order yarn, order some wool, buy wool, wool order]
    slots:
      - {name: weight, type: enum, values: [double knit, aran, chunky], label: yarn weight,
         prompt: "Which weight: double knit, aran or chunky?"}
      - {name: balls, type: integer, counts: ball, min: 1, max: 30, label: balls,
         prompt: "How many balls?"}
      - {name: posted, type: boolean, label: posting, prompt: "Would you like it posted?"}
      - {name: address, type: text, kind: address, label: address, when: {posted: true},
         prompt: "Where to?"}
    confirm: "{balls} balls of {weight}. Place the order?"
    action: order_yarn
    done: "Ordered."
"""


def _wool_until_posting(tmp_path: Path) -> Conversation:
    chat, _ = _talk(tmp_path, WOOL)
    for said in ("order some wool", "aran", "6"):
        chat.say(said)  # type: ignore[attr-defined]
    return chat


# EVERYDAY_STREET_WORD_AFTER_A_YES: an address whose street word is an everyday word too
# ("rise", "croft") said after a yes to the yes-or-no question whose yes asks it next was
# lost (only a whole message or the rest after a change word could be one).


def test_an_everyday_street_word_after_a_yes(tmp_path: Path) -> None:
    chat = _wool_until_posting(tmp_path)
    chat.say(  # type: ignore[attr-defined]
        "yep, 14 larch rise, malton",
        slots={"posted": True, "address": "14 larch rise, malton"},
        phase="confirming",
    )


def test_an_everyday_street_word_after_a_yes_please(tmp_path: Path) -> None:
    chat = _wool_until_posting(tmp_path)
    chat.say(  # type: ignore[attr-defined]
        "yes please 3 mill croft", slots={"posted": True, "address": "3 mill croft"}
    )


def test_a_yes_with_a_count_and_no_street_guard(tmp_path: Path) -> None:
    chat = _wool_until_posting(tmp_path)
    chat.say("yes 3 of us close by", slots={"posted": True, "address": None}, bot="Where to?")  # type: ignore[attr-defined]
