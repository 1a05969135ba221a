"""A word of the flow just done said after "another" in the other number, spelled by the
lexicon's plural table: "another" then a word of the ended flow's triggers asks for that
flow again (``same_again._another_of``), and the word may be said in the singular or the
plural. The forms were made by adding and taking off the plain endings ("s", "es"), so a
plural the table spells otherwise ("supplies" of "supply": "y ies") was not found there.
The forms are the lexicon's plural table's
(``inflections.plurals_of``), as every other reader that finds a word in the plural reads
it. Domain: an art supplies shop (theme not used before). The clock is a Saturday
(2026-12-05, 10:00).

The test is a guard: it passes with the old forms too, as the trigger index already reads
"supply" as a word of the trigger "art supplies" by the same plural table, so the message
starts the flow before ``_another_of`` is asked. It keeps the conversation the change must
not break.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-05T10:00:00")
_talk = talker(CLOCK)

ART_SUPPLIES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_supplies:
    description: ordering art supplies for collection
    triggers: [order art supplies, art supplies]
    slots:
      - {name: kit, type: enum, values: [watercolour, acrylic, charcoal], prompt: "Which kit would you like?"}
      - {name: day, type: date, min: today, prompt: "Which day will you collect?"}
    confirm: "{kit} kit, collecting {day}. Place the order?"
    action: order_supplies
    done: "Ordered."
"""


def test_another_of_the_flow_just_done_said_in_the_singular_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, ART_SUPPLIES)
    chat.say("need art supplies pls", bot="Which kit would you like?")
    chat.say("charcoal", bot="Which day will you collect?")
    chat.say("monday", phase="confirming")
    chat.say("yep", flow=None)
    chat.say(
        "could i get another supply order for thursday too",
        flow="order_supplies",
        slots={"day": "2026-12-10", "kit": None},
        bot_contains="Which kit would you like?",
    )
    assert ran == ["order_supplies"]
