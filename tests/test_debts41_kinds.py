"""Kinds of mistake found while paying the fortieth session's code debts, each tested here
in other words on other domains; each test fails with its fix taken out, but the guards
beside them (named ``..._guard``, which pass either way). The clock is a Wednesday
(2026-12-09, 10:00).

1. **SIZED_THING_SAID_AS_A_ONE_TAKEN_AS_A_COUNT**: a count slot's reading set apart the
   words that name another slot's listed value with "one" after them ("an outdoor one" for
   "outdoor pitch" beside "inside pitch") by ``value_forms.headed`` without the lexicon's
   ``size_heads``, which the value's own reading (``Choices``) passes: a thing a size fits
   ("shire" of a synonym "shire size") named the value, but "a shire one" to another
   question also changed the count to 1. The count's reading now sets apart the same stems
   as the value's (``counted_slot.counted_noun``).
2. **VENUE_NAME_BEFORE_THE_STREET_DROPPED**: "… at the old school hall, 4 mill lane" said
   with the request kept "4 mill lane" for the address: the venue's name before the comma
   is part of the address, as it is when the answer is said alone.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")  # a Wednesday

_talk = talker(CLOCK)

# 1. horse transport: a horsebox with a driver, sized by the horse it fits
EN_HORSEBOX = """
settings: {language: en, region: GB, currency: GBP}
flows:
  book_transport:
    description: booking a horsebox and driver to move horses
    triggers: [book a horsebox, horse transport, move my horse]
    slots:
      - {name: horses, type: integer, min: 1, max: 4, counts: horse, label: horses, prompt: "How many horses?"}
      - {name: pickup, type: text, kind: address, label: pickup yard, prompt: "Which yard do we collect from?"}
      - {name: box, type: enum, values: [pony, standard, heavy], synonyms: {heavy: [shire size]}, label: horsebox, prompt: "Pony, standard or heavy horsebox?"}
      - {name: day, type: date, min: today, label: day, prompt: "Which day?"}
    confirm: "A {box} box for {horses} horses from {pickup} on {day}?"
    action: book
    done: "Booked, the driver will call the day before."
  prices:
    description: what horse transport costs
    triggers: [how much is it, prices]
    done: "From 2 pounds a mile."
"""


def test_a_sized_thing_said_as_a_one_changes_no_count(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_HORSEBOX)
    chat.say("need to move my horse, 2 of them actually", asked="pickup")
    chat.say("oh and a shire one pls", slots={"horses": 2, "box": "heavy"})


def test_a_count_said_with_a_sized_thing_guard(tmp_path: Path) -> None:
    # the count before the sized thing still counts: "3 shire ones" is 3 horses
    chat, _ = _talk(tmp_path, EN_HORSEBOX)
    chat.say("horse transport", asked="horses")
    chat.say("3 shire ones", slots={"horses": 3, "box": "heavy"})


# 2. a mobile coffee cart hired for events, parked at the venue
EN_COFFEE_CART = """
settings: {language: en, region: GB, currency: GBP}
flows:
  hire_cart:
    description: hiring the coffee cart and a barista for an event
    triggers: [hire the coffee cart, coffee cart for, book the coffee van]
    slots:
      - {name: day, type: date, min: today, label: event date, prompt: "Which day is the event?"}
      - {name: site, type: text, kind: address, label: event address, prompt: "Where is the event?"}
      - {name: hours, type: integer, min: 2, max: 8, counts: hour, label: hours, prompt: "For how many hours?"}
    confirm: "The coffee cart on {day} at {site} for {hours} hours?"
    action: book
    done: "Booked, the barista arrives an hour early."
  menu:
    description: what the cart serves
    triggers: [what do you serve, menu]
    done: "Espresso drinks, chai and hot chocolate."
"""


def test_a_venue_named_before_its_street_with_the_request(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_COFFEE_CART)
    chat.say(
        "hi can we hire the coffee cart on 6 feb at the old school hall, 4 mill lane",
        flow="hire_cart",
        slots={"day": "2027-02-06", "site": "the old school hall, 4 mill lane"},
        asked="hours",
    )


def test_a_venue_and_its_street_answered_alone_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_COFFEE_CART)
    chat.say("coffee cart for saturday pls", asked="site")
    chat.say(
        "st marys church rooms, 18 bridge st",
        slots={"site": "st marys church rooms, 18 bridge st"},
        asked="hours",
    )


def test_a_street_then_its_town_with_the_request_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_COFFEE_CART)
    chat.say(
        "book the coffee van for 6 feb at 22 kings road, reading",
        slots={"day": "2027-02-06", "site": "22 kings road, reading"},
        asked="hours",
    )
