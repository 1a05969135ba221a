"""The kinds of mistake the twenty-seventh session's dial-a-ride and claims line found
(tests/domains/dialaride, tests/domains/homeclaim, run in
tests/test_written_domains_twentyseventh_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Wednesday (2027-06-16, 11:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2027-06-16T11:00:00")
_chat = stand_in_talker(CLOCK)

UPHOLSTERY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_recover:
    description: ordering a sofa to be re-covered
    triggers: [recover my sofa, re-cover a sofa, reupholster]
    slots:
      - {name: fabric, type: enum, values: [velvet, linen, leather], label: fabric,
         prompt: "Velvet, linen or leather?"}
      - {name: seats, type: integer, counts: seat, min: 1, max: 6, label: seats, prompt: "How many seats?"}
    confirm: "{fabric} on a {seats}-seater. Shall I place the order?"
    action: place_order
    done: "Ordered."
    cancelled: "No problem, nothing is ordered."
"""


def _at_confirmation(tmp_path: Path) -> tuple[Conversation, Counter[str]]:
    chat, runs = _chat(tmp_path, UPHOLSTERY, ["place_order"])
    chat.say("can you reupholster my sofa in linen", flow="order_recover", asked="seats")
    chat.say("3", phase="confirming")
    return chat, runs


def test_the_action_turned_down_by_its_verb_lets_the_task_go(tmp_path: Path) -> None:
    """Kind REFUSED_ACTION_READ_AS_A_CHANGE: at a confirmation, the action turned down by
    its own verb ("dont book it, my daughter will take me", "hang on, dont submit it, ill
    check with my landlord first") asked "What would you like to change?", as a bare no
    does; the thing itself is refused, so the task is let go. The verb is the flow's: a
    word of its confirmation's question ("place") or the first word of a trigger."""
    chat, runs = _at_confirmation(tmp_path)
    chat.say("hold on dont place it yet, want to measure the cushions again", flow=None)
    assert runs["place_order"] == 0
    chat, runs = _at_confirmation(tmp_path)
    chat.say("nah dont reupholster it after all", flow=None)
    assert runs["place_order"] == 0


def test_the_action_turned_down_by_its_verb_guard(tmp_path: Path) -> None:
    """A bare no, or a no turning down some other verb, still asks what to change."""
    chat, _ = _at_confirmation(tmp_path)
    chat.say("no", flow="order_recover", bot_contains="change")
    chat, _ = _at_confirmation(tmp_path)
    chat.say("no dont laugh, wrong fabric", flow="order_recover")


FIREWOOD = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_logs:
    description: ordering a load of firewood
    triggers: [order logs, order firewood]
    slots:
      - {name: address, type: text, kind: address, patterns: ["to {value}"], label: delivery address,
         prompt: "Where should we deliver?"}
      - {name: loads, type: integer, counts: load, min: 1, max: 5, label: loads, prompt: "How many loads?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{loads} load(s) to {address} on {day}. Order?"
    action: order_logs
    done: "Ordered."
"""


def test_a_changed_address_stops_before_the_part_it_refuses(tmp_path: Path) -> None:
    """Kind ADDRESS_RUNS_INTO_THE_REFUSED_ONE: a new address said by its pattern with the old
    one refused after a comma ("pick me up from 16 elm grove, not 14") kept the refusal as
    a part of the address ("16 elm grove, not 14"), as an address's part after a comma
    continues it; an address found without a pattern already stopped there. The part after
    the comma that opens with a negation or a no is what it was, no more of it."""
    chat, _ = _chat(tmp_path, FIREWOOD, ["order_logs"])
    chat.say("order logs to flat 2, 41 bridge st", flow="order_logs", asked="loads")
    chat.say(
        "oops deliver to flat 3, 41 bridge st, not flat 2",
        slots={"address": "flat 3, 41 bridge st"},
        asked="loads",
    )


def test_a_changed_address_stops_before_the_part_it_refuses_guard(tmp_path: Path) -> None:
    """An address's own parts after commas stay ("flat 3, 41 bridge st, hexham")."""
    chat, _ = _chat(tmp_path, FIREWOOD, ["order_logs"])
    chat.say(
        "order logs to flat 3, 41 bridge st, hexham",
        flow="order_logs",
        slots={"address": "flat 3, 41 bridge st, hexham"},
    )


YARN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_yarn:
    description: ordering yarn
    triggers: [order yarn, order wool]
    slots:
      - {name: weight, type: enum, values: [double knit, chunky, aran], label: weight,
         prompt: "Double knit, chunky or aran?"}
      - {name: colour, type: enum, values: [mustard, charcoal, lavender], label: colour,
         prompt: "Which colour?"}
      - {name: balls, type: integer, counts: ball, min: 1, max: 40, label: balls, prompt: "How many balls?"}
    confirm: "{balls} balls of {weight} in {colour}. Order?"
    action: order_yarn
    done: "Ordered."
"""


def test_a_value_typed_with_neighbours_swapped_in_the_request(tmp_path: Path) -> None:
    """Kind SWAPPED_LETTERS_VALUE_IN_A_REQUEST: a listed value of several words said with
    the request, one of its words typed with two neighbouring letters swapped ("brust pipe"
    for the synonym "burst pipe"), named nothing, where a letter missing, added or changed
    was read: a ratio counts a swap as two slips. It is one, as it is in an answer alone."""
    chat, _ = _chat(tmp_path, YARN, ["order_yarn"])
    chat.say(
        "can i order wool, 5 balls of doulbe knit in mustard",
        flow="order_yarn",
        slots={"weight": "double knit", "colour": "mustard", "balls": 5},
        phase="confirming",
    )


def test_a_value_typed_with_neighbours_swapped_in_the_request_guard(tmp_path: Path) -> None:
    """Two swaps in the odd word, or a swap in a short one, still name nothing."""
    chat, _ = _chat(tmp_path, YARN, ["order_yarn"])
    chat.say("order wool, dobuel knit", flow="order_yarn", slots={"weight": None})
    chat, _ = _chat(tmp_path, YARN, ["order_yarn"])
    chat.say("order wool, aarn please", flow="order_yarn", slots={"weight": None})


BOAT_TRIP = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_cruise:
    description: booking a river cruise
    triggers: [book a cruise, river cruise]
    slots:
      - {name: guests, type: integer, kind: people, min: 1, max: 12, label: guests, prompt: "How many of you?"}
      - {name: scooter, type: boolean, label: mobility scooter, prompt: "Will anyone bring a mobility scooter aboard?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{guests} on {day} (scooter: {scooter}). Book?"
    action: book_cruise
    done: "Booked."
"""


def test_a_yes_no_label_told_as_a_state_of_someone(tmp_path: Path) -> None:
    """Kind BOOLEAN_LABEL_AS_A_STATE_OF_SOMEONE: a yes-or-no slot's label told as how
    someone gets about, beside another answer ("2 of us, me and my husband, hes in a
    wheelchair"), answered nothing: "in", "uses", "using" before the label (a determiner
    between) have the thing, as "with" does (the lexicon's ``boolean_with``), and "not in",
    "doesnt use" lack it (``boolean_without``)."""
    chat, _ = _chat(tmp_path, BOAT_TRIP, ["book_cruise"])
    chat.say("river cruise", flow="book_cruise", asked="guests")
    chat.say("3, my grandad uses a mobility scooter", slots={"guests": 3, "scooter": True})
    chat, _ = _chat(tmp_path, BOAT_TRIP, ["book_cruise"])
    chat.say("river cruise", flow="book_cruise", asked="guests")
    chat.say(
        "3 of us, grandad's not using the mobility scooter this time", slots={"scooter": False}
    )


SAILING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_dinghy:
    description: booking a dinghy lesson
    triggers: [book a dinghy lesson, sailing lesson]
    slots:
      - {name: sailed, type: boolean, label: sailed before, prompt: "Have you sailed before?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: notes, type: text, takes_rest: true, label: notes, prompt: "Anything the instructor should know?"}
    confirm: "A lesson on {day} (sailed before: {sailed}). Notes: {notes}. Book?"
    action: book_dinghy
    done: "Booked."
"""


def test_the_answer_opening_a_remark_is_no_part_of_it(tmp_path: Path) -> None:
    """Kind REST_TAKES_THE_ANSWER_BESIDE_IT: a yes or a no to a yes-or-no question said with
    a statement after it ("no i can walk with a stick" to "Will you be travelling in a
    wheelchair?") answered the slot, and the slot taking the rest (``takes_rest``) kept the
    whole message, the no included; the value read out that opens the remark is no part of
    it."""
    chat, _ = _chat(tmp_path, SAILING, ["book_dinghy"])
    chat.say("sailing lesson", flow="book_dinghy", asked="sailed")
    chat.say(
        "nope we are complete beginners",
        slots={"sailed": False, "notes": "we are complete beginners"},
    )
