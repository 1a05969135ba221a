"""The kinds of mistake the thirty-first session's Christmas tree yard and hearing clinic
found (tests/domains/xmastrees, tests/domains/hearing, run in
tests/test_written_domains_thirtyfirst_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Tuesday (2027-06-15, 10:00)."""

from __future__ import annotations

from pathlib import Path

from written_support import stand_in_talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2027-06-15T10:00:00")
_chat = stand_in_talker(CLOCK)

SOFAS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  collect_sofa:
    description: booking a sofa collection for reupholstery
    triggers: [collect my sofa, sofa collection, reupholster my sofa]
    slots:
      - {name: seats, type: integer, counts: seat, min: 1, max: 6, label: seats, prompt: "How many seats?"}
      - {name: address, type: text, kind: address, label: address, prompt: "Where do we collect it from?"}
      - {name: name, type: text, kind: name, label: name, prompt: "And your name?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "A {seats} seater from {address} for {name} ({phone}). Book it?"
    action: collect_sofa
    done: "Booked."
"""


def test_a_name_said_with_a_bare_is_ends_an_address(tmp_path: Path) -> None:
    """Kind NAME_SAID_WITH_A_BARE_IS: a name said after the word for a name and a bare
    "is" ("name is omar haddad", no "my" or "the"; the lexicon's ``name_said_phrases``)
    was no name at all, so an address answered with it after a comma kept the clause as
    its last part and the name was asked again."""
    chat, _ = _chat(tmp_path, SOFAS, ["collect_sofa"])
    chat.say("can you collect my sofa", flow="collect_sofa", asked="seats")
    chat.say("3", asked="address")
    chat.say(
        "flat 2, 7 quarry road, hexham, name is omar haddad",
        slots={"address": "flat 2, 7 quarry road, hexham", "name": "omar haddad"},
        asked="phone",
    )


def test_a_name_said_with_a_bare_is_to_its_own_question(tmp_path: Path) -> None:
    """The same phrase answers the name's own question with the name alone."""
    chat, _ = _chat(tmp_path, SOFAS, ["collect_sofa"])
    chat.say("can you collect my sofa", flow="collect_sofa", asked="seats")
    chat.say("2", asked="address")
    chat.say("9 kiln lane, alnwick", asked="name")
    chat.say("name is bea morris", slots={"name": "bea morris"}, asked="phone")


PRINTS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_prints:
    description: ordering photo prints
    triggers: [order prints, photo prints, print my photos]
    slots:
      - {name: prints, type: integer, counts: print, min: 1, max: 200, label: prints, prompt: "How many prints?"}
      - {name: posted, type: boolean, label: posting, prompt: "Shall we post them to you?"}
      - {name: address, type: text, kind: address, label: address, when: {posted: true},
         prompt: "What's the address?"}
    confirm: "{prints} prints. Order them?"
    action: order_prints
    done: "Ordered."
"""


def test_a_yes_run_into_a_clause_with_a_later_comma(tmp_path: Path) -> None:
    """Kind YES_RUN_INTO_A_LATER_CLAUSE: a yes typed without its comma ("yep send them to
    …") ends where its own words do even when a comma comes later, inside what follows (an
    address's parts): the clause ran on to that comma and the address its ``when:`` slot
    reads after the yes was lost, so it was asked again."""
    chat, _ = _chat(tmp_path, PRINTS, ["order_prints"])
    chat.say("order prints", flow="order_prints", asked="prints")
    chat.say("40", asked="posted")
    chat.say(
        "yep send them to 9 ash road, york",
        slots={"posted": True, "address": "9 ash road, york"},
        phase="confirming",
    )


def test_a_yes_run_into_a_clause_guard(tmp_path: Path) -> None:
    """A yes with its own comma is still a clause up to it ("yes, 9 ash road, york")."""
    chat, _ = _chat(tmp_path, PRINTS, ["order_prints"])
    chat.say("order prints", flow="order_prints", asked="prints")
    chat.say("40", asked="posted")
    chat.say(
        "yes, 9 ash road, york",
        slots={"posted": True, "address": "9 ash road, york"},
        phase="confirming",
    )


CLIMBING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_taster:
    description: booking a climbing taster session
    triggers: [book a taster, climbing taster, taster session]
    slots:
      - {name: climber, type: text, kind: name, label: climber's name, prompt: "Who's climbing?"}
      - {name: age, type: integer, kind: age, min: 8, max: 80, label: age, prompt: "How old are they?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{climber} ({age}) on {day}. Book it?"
    action: book_taster
    done: "Booked."
"""


def test_the_number_said_by_its_phrase_beside_a_bare_count(tmp_path: Path) -> None:
    """Kind NUMBER_OF_ITS_PHRASE_BESIDE_A_BARE_COUNT: an answer to an age holding the age
    said by its phrase ("im 34") and another number counting a thing of its own ("3 kids")
    asked which of the two was meant; the one said by the slot's own words is the answer."""
    chat, _ = _chat(tmp_path, CLIMBING, ["book_taster"])
    chat.say("book a taster", flow="book_taster", asked="climber")
    chat.say("leah price", asked="age")
    chat.say("im 34 and ive got 3 kids who might come another time", slots={"age": 34}, asked="day")


def test_the_number_said_by_its_phrase_guard(tmp_path: Path) -> None:
    """Two numbers said bare, none by the slot's phrase, still ask which was meant."""
    chat, _ = _chat(tmp_path, CLIMBING, ["book_taster"])
    chat.say("book a taster", flow="book_taster", asked="climber")
    chat.say("leah price", asked="age")
    chat.say("34 or 35", slots={"age": None})


SANDPAPER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_sandpaper:
    description: ordering sandpaper sheets
    triggers: [order sandpaper, sandpaper, sanding sheets]
    slots:
      - {name: grit, type: enum, values: [grit 80, grit 120, grit 240], label: grit,
         prompt: "Which grit: 80, 120 or 240?"}
      - {name: sheets, type: integer, counts: sheet, min: 1, max: 100, label: sheets,
         prompt: "How many sheets?"}
    confirm: "{sheets} sheets of {grit}. Order them?"
    action: order_sandpaper
    done: "Ordered."
"""


def test_a_value_named_by_the_number_after_a_shared_lead(tmp_path: Path) -> None:
    """Kind VALUE_NAMED_BY_WHAT_FOLLOWS_A_SHARED_LEAD: values that share their first word
    and differ by a number ("grit 80", "grit 120") were named by no answer of the number
    alone ("240"), nor by its plural ("the 120s"): a word setting one value apart named it
    only when longer than three letters, so a short number never did."""
    chat, _ = _chat(tmp_path, SANDPAPER, ["order_sandpaper"])
    chat.say("order sandpaper", flow="order_sandpaper", asked="grit")
    chat.say("240", slots={"grit": "grit 240"}, asked="sheets")
    chat, _ = _chat(tmp_path, SANDPAPER, ["order_sandpaper"])
    chat.say("order sandpaper", flow="order_sandpaper", asked="grit")
    chat.say("the 120s pls", slots={"grit": "grit 120"}, asked="sheets")


def test_a_value_named_by_the_number_guard(tmp_path: Path) -> None:
    """A number no value holds names none: the grit is asked again."""
    chat, _ = _chat(tmp_path, SANDPAPER, ["order_sandpaper"])
    chat.say("order sandpaper", flow="order_sandpaper", asked="grit")
    chat.say("100", slots={"grit": None}, asked="grit")


OVENS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  clean_oven:
    description: booking an oven clean
    triggers: [book an oven clean, oven clean, clean my oven]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "An oven clean on {day} for {name}. Book it?"
    action: clean_oven
    done: "Booked."
"""


def test_an_answer_by_its_phrase_beside_a_change_is_no_correction(tmp_path: Path) -> None:
    """Kind ANSWER_TAKEN_FOR_A_CORRECTION: a change said beside the asked name given by its
    phrase ("oops could we do thursday instead, name: kit wong") was read as a correction
    whose one value was the asked name: the name was taken and the change beside it
    dropped."""
    chat, _ = _chat(tmp_path, OVENS, ["clean_oven"])
    chat.say("book an oven clean", flow="clean_oven", asked="day")
    chat.say("friday", slots={"day": "2027-06-18"}, asked="name")
    chat.say(
        "oops could we do thursday instead, name: kit wong",
        slots={"day": "2027-06-17", "name": "kit wong"},
        asked="phone",
    )
