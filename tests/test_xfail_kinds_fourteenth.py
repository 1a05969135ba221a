"""Kinds of mistake that older suites kept as strict xfails (issue 23, fourteenth session),
each fixed in general and tested here in other words and other domains than where it was
seen: a hot tub hire firm and a made-to-measure blinds fitter (both English, British), and a
gift voucher desk, all written inline from docs/dsl.md before any of these cases ran. The
clock is a Thursday (2026-12-03, 10:00).

1. a purpose said after "to" ("…need somewhere to dump all the rubbish", seen in
   tests/domains/skiphire) is read by a free-text slot's pattern ``to {value}`` as its value:
   the address became "dump all the rubbish", was never asked, and a value another slot
   reads inside the purpose (the rubbish, the waste kind) was lost. A verb followed by its
   object ("dump all the …", "fix my …") or a purpose after a word that asks for one
   ("somewhere to …", "something to …") is no value of the slot.
2. an English address whose street word is an everyday word too ("22 kiln close", "9 heron
   rise", "4 abbey mews"; seen in tests/test_xfail_kinds_thirteenth.py, the solar panel
   firm): said as the new address at the confirmation it was no address beyond doubt, and
   its house number went to the count.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")

HOT_TUB = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_tub:
    description: hiring a hot tub delivered and set up at a house
    triggers: [hire a hot tub, hot tub hire, rent a hot tub, hot tub for the weekend]
    slots:
      - {name: size, type: enum, label: tub size, values: [small, family, party],
         synonyms: {small: [4 seater], family: [6 seater], party: [8 seater]},
         prompt: "Small, family or party size?"}
      - {name: address, type: text, kind: address, label: delivery address, patterns: ["to {value}"],
         prompt: "Where should we set it up?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: delivery day,
         prompt: "Which day should we bring it?"}
    confirm: "A {size} hot tub to {address} on {day}. Book it?"
    action: hire_tub
    done: "Booked."
"""

VOUCHERS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  buy_voucher:
    description: buying a gift voucher for someone
    triggers: [gift voucher, buy a voucher, voucher for a present]
    slots:
      - {name: recipient, type: text, label: recipient, patterns: ["to {value}", "for {value}"],
         prompt: "Who is it for?"}
      - {name: amount, type: money, label: amount, prompt: "How much should it be worth?"}
    confirm: "A {amount} voucher for {recipient}. Buy it?"
    action: buy_voucher
    done: "Done."
"""

BLINDS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  fit_blinds:
    description: measuring and fitting made-to-measure window blinds
    triggers: [fit blinds, blinds fitting, new blinds, measure for blinds]
    slots:
      - {name: address, type: text, kind: address, label: address, patterns: ["at {value}"],
         prompt: "What's the address?"}
      - {name: windows, type: integer, counts: window, min: 1, max: 30, label: windows,
         prompt: "How many windows?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day suits?"}
    confirm: "Blinds for {windows} windows at {address} on {day}. Book it?"
    action: fit_blinds
    done: "Booked."
"""


def _chat(folder: Path, text: str, actions: list[str]) -> Conversation:
    (folder / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    stand_in_actions(bot, {a: {} for a in actions})
    return Conversation(bot, "s", "u1")


@pytest.fixture
def tubs(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, HOT_TUB, ["hire_tub"])


@pytest.fixture
def blinds(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, BLINDS, ["fit_blinds"])


# -- 1. a purpose after "to" is no value of a `to {value}` pattern -----------------------------


@pytest.mark.parametrize(
    "said",
    [
        "hiya can i rent a hot tub to surprise my husband for his 50th",
        "need a hot tub for the weekend to keep the kids busy",
        "want to hire a hot tub to celebrate our anniversary",
        "hot tub hire pls, need something to unwind in after work",
    ],
)
def test_a_purpose_after_to_is_no_address(tubs: Conversation, said: str) -> None:
    tubs.say(said, flow="hire_tub", slots={"address": None}, asked="size")
    tubs.say("family", slots={"size": "family"}, asked="address")


@pytest.mark.xfail(
    strict=True,
    reason="the case (written before its first run) names two values of the size slot: "
    "'family' of 'entertain the family' and '8 seater'; the bot asks which size, as it "
    "should; the kind is tested by test_a_value_inside_a_purpose_is_still_read",
)
def test_a_purpose_after_to_leaves_another_slots_value_to_it(tubs: Conversation) -> None:
    """The purpose said no address, and the value inside it is still read."""
    tubs.say(
        "rent a hot tub to entertain the family at xmas, 8 seater",
        flow="hire_tub",
        slots={"address": None, "size": "party"},
        asked="address",
    )


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("hot tub hire to 14 orchard rd pls", "14 orchard rd"),
        ("can i rent a hot tub to my mums house on saturday", "my mums house"),
    ],
)
def test_an_address_after_to_is_still_the_address(
    tubs: Conversation, said: str, address: str
) -> None:
    """Guards: a street address, and a place named with a possessive, after the pattern."""
    tubs.say(said, flow="hire_tub", slots={"address": address}, asked="size")


def test_a_purpose_after_to_is_no_recipient(tmp_path: Path) -> None:
    """Any free-text slot's ``to {value}``: a voucher's recipient."""
    desk = _chat(tmp_path, VOUCHERS, ["buy_voucher"])
    desk.say(
        "gift voucher to cheer up my sister pls",
        flow="buy_voucher",
        slots={"recipient": None},
        asked="recipient",
    )


def test_a_value_inside_a_purpose_is_still_read(tmp_path: Path) -> None:
    """The purpose is no recipient, and the amount said inside it is the amount (the
    skip hire's "somewhere to dump all the rubbish" kept the waste from its slot)."""
    desk = _chat(tmp_path, VOUCHERS, ["buy_voucher"])
    desk.say(
        "gift voucher pls, i need something to give my sister worth £40",
        flow="buy_voucher",
        slots={"recipient": None, "amount": {"amount": 40, "currency": "GBP"}},
        asked="recipient",
    )


def test_a_person_after_to_is_still_the_recipient(tmp_path: Path) -> None:
    """Guard: the person the voucher goes to."""
    desk = _chat(tmp_path, VOUCHERS, ["buy_voucher"])
    desk.say("buy a voucher to my nan", flow="buy_voucher", slots={"recipient": "my nan"})


# -- 2. a British street word that is an everyday word too ------------------------------------


def _blinds_to_confirm(blinds: Conversation) -> None:
    blinds.say("new blinds pls", flow="fit_blinds", asked="address")
    blinds.say("5 station road", slots={"address": "5 station road"}, asked="windows")
    blinds.say("6", slots={"windows": 6}, asked="day")
    blinds.say("monday", slots={"day": "2026-12-07"}, phase="confirming")


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("sorry its 9 heron rise", "9 heron rise"),
        ("change it to 31 old mill close pls", "31 old mill close"),
        ("oh hang on its 4 abbey mews", "4 abbey mews"),
        ("switch it to 12 linden grove", "12 linden grove"),
    ],
)
def test_a_new_address_with_an_everyday_street_word(
    blinds: Conversation, said: str, address: str
) -> None:
    _blinds_to_confirm(blinds)
    blinds.say(said, slots={"address": address, "windows": 6}, phase="confirming")


def test_a_count_then_close_is_no_address(blinds: Conversation) -> None:
    """Guard: the word as a verb, after a word that ends a value ("then")."""
    _blinds_to_confirm(blinds)
    blinds.say(
        "make it 8 then close it off",
        slots={"windows": 8, "address": "5 station road"},
        phase="confirming",
    )
