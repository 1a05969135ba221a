"""The kinds of mistake the twenty-third session's septic tank emptier and dog trainer found
(tests/domains/septic, tests/domains/dogtraining, run in
tests/test_written_domains_twentythird_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Thursday (2027-06-10, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-06-10T10:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]


def _shop(folder: Path, text: str, action: str) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, {action: {}})


HAY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_bales:
    description: a delivery of bales from the farm
    triggers: [order bales, bales delivered, deliver some bales]
    slots:
      - {name: bale, type: enum, values: [hay, straw, haylage], label: kind of bale, prompt: "Hay, straw or haylage?"}
      - {name: loader, type: boolean, label: loader help, prompt: "Shall we bring the loader to stack them?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{bale} on {day}, loader: {loader}. OK?"
    action: order_bales
    done: "Ordered."
"""


def test_a_noun_beginning_a_label_word_is_no_polite_ask_for_it(tmp_path: Path) -> None:
    """Kind: a noun after a want and a determiner, one that only begins a word of a
    yes-or-no slot's label ("a load" of hay, "loader help"), read as the slot's verb asked
    for, a yes nobody said (the septic tank's "need my septic tank emptied" for "tanker
    access"). A determiner makes the word a thing: only the label's own word, or its
    plural, names the slot after one ("we need a loader as well")."""
    chat, _ = _shop(tmp_path, HAY, "order_bales")
    chat.say("hiya i need a load of haylage delivered", flow="order_bales", asked="loader")
    assert chat.slots["bale"] == "haylage"
    assert chat.slots["loader"] is None
    chat, _ = _shop(tmp_path, HAY, "order_bales")
    chat.say("need some straw bales, and we need a loader as well", asked="day")
    assert chat.slots["loader"] is True
