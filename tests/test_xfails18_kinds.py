"""Kinds of mistake that older suites kept as strict xfails (issue 23, eighteenth session),
each fixed in general and tested here in other words and another domain than where it was
seen: a minibus hire firm, a classic car show and a decorating centre's paint mixing (all
English, British), written inline from docs/dsl.md before any of these cases ran. The
clock is a Friday (2026-12-04, 10:00).

1. a thing given up flatly in English, no cancel word ("we wont need the visit on saturday
   anymore, ref aq2203"; tests/domains/fishtank, the seventeenth English written domains):
   Chinese read "周五那节课不上了" through the lexicon's ``undo_flat`` and the thing it names,
   English had no such words, so nothing started. English ``undo_flat`` now holds the needs
   and goings given up ("won't need", "no longer need", "can't make"), and the thing is named
   in English by the noun an undoing flow's own trigger undoes ("visit" of "cancel my visit",
   ``cancel_alone._undone_nouns``). Said of nothing the domain undoes ("i wont need a
   receipt"), nothing starts, as "我明天不去了" starts nothing.
2. a free-text value said after its pattern's verb, the thing named without the pattern's
   copula or by a listed value that is a kind of it ("40 ft motorboat called wave runner" for
   "boat is called {value}", the kind of boat a listed value; tests/domains/marina, the
   ninth English written domains): the pattern wanted "boat is called", so the name was
   asked again. A pattern "<noun> <value_links word> <words> {value}" is also read as
   "<thing> <words> {value}", the thing its noun or a listed value (or synonym) of a slot
   of the same flow whose label or name holds the noun (``slot_patterns.thing_patterns``).
   "called" alone stays no cue ("i called earlier about …"). Tested on a classic car show.
3. a listed value named in a request by the word that sets it apart, its head word said
   elsewhere in the message ("duplicate key for the mailbox" for "mailbox key", all values
   ending in "key"; tests/domains/locksmith, the first written domains): what sets a value
   apart from those sharing its head word was read in an answer only ("mailbox" to "What
   kind of key?"), so the kind of key was asked. Said with the head word (or its plural)
   in the same message, and no value said whole, it names that value
   (``Choices._headed``). Tested on a decorating centre's paint mixing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-04T10:00:00")

MINIBUS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_minibus:
    description: hiring a minibus with a driver for a trip
    triggers: [hire a minibus, book a minibus, minibus hire, need a minibus]
    slots:
      - {name: day, type: date, min: today, label: day, prompt: "Which day is the trip?"}
      - {name: seats, type: integer, kind: people, min: 1, max: 16, label: passengers,
         prompt: "How many passengers?"}
      - {name: pickup, type: text, kind: address, label: pickup address, patterns: ["from {value}"],
         prompt: "Where do we pick you up?"}
    confirm: "A minibus on {day} for {seats} from {pickup}. Book it?"
    action: book_minibus
    results: [{name: hire_ref, entity: hire}]
    done: "Booked, your reference is {hire_ref}."
  cancel_hire:
    description: cancelling a minibus hire
    triggers: [cancel my hire, cancel the hire, cancel my minibus, cancel the minibus]
    destructive: true
    entity: hire
    slots:
      - {name: hire_ref, type: text, entity: hire, pattern: "^MB-\\\\d{4}$", label: hire reference,
         prompt: "What's the hire reference? It looks like MB-1234."}
    action: cancel_hire
    done: "Hire {hire_ref} is cancelled."
    cancelled: "Ok, the hire stands."
  prices:
    description: what a minibus hire costs
    triggers: [how much, prices, price list]
    done: "A day's hire with a driver is £180."
"""


_chat = stand_in_talker(CLOCK)


@pytest.fixture
def minibus(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, MINIBUS, ["book_minibus", "cancel_hire"])[0]


# -- 1. a thing given up flatly in English ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "slots", "phase"),
    [
        (
            "we no longer need the minibus on the 12th ref mb3310",
            {"hire_ref": "MB-3310"},
            "confirming",
        ),
        ("sorry cant make the trip now so wont be needing the minibus", {}, "collecting"),
    ],
)
def test_a_thing_given_up_flatly_starts_the_flow_that_undoes_it(
    minibus: Conversation, said: str, slots: dict[str, str], phase: str
) -> None:
    minibus.say(said, flow="cancel_hire", slots=slots, phase=phase)


def test_a_need_given_up_of_nothing_the_domain_undoes_starts_nothing(minibus: Conversation) -> None:
    minibus.say("i wont need a receipt thanks", flow=None)


# -- 2. a free-text value after its pattern's verb, the thing named another way ------------------

CARSHOW = """
settings: {language: en, currency: GBP, region: GB}
flows:
  enter_show:
    description: entering a car in the classic car show
    triggers: [enter the show, enter my car, show entry, car show entry]
    slots:
      - {name: category, type: enum, label: kind of car, values: [vintage, classic, kit car],
         synonyms: {vintage: [pre war, prewar], classic: [old timer], kit car: [kit, replica]},
         prompt: "Vintage, classic or kit car?"}
      - {name: car_name, type: text, label: car's name,
         patterns: ["car is called {value}", "car's name is {value}"],
         prompt: "Does the car have a name? What is it?"}
      - {name: day, type: date, min: today, label: show day, prompt: "Which show day?"}
    confirm: "{category} car {car_name} on {day}. Enter it?"
    action: enter_show
    done: "Entered."
"""


@pytest.fixture
def carshow(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, CARSHOW, ["enter_show"])[0]


def test_a_name_after_a_listed_kind_of_the_thing_fills_the_name(carshow: Conversation) -> None:
    carshow.say(
        "enter my car in the show saturday, its a kit car called the green bean",
        flow="enter_show",
        slots={"category": "kit car", "car_name": "the green bean", "day": "2026-12-05"},
        phase="confirming",
    )


def test_a_name_after_the_thing_without_its_copula_fills_the_name(carshow: Conversation) -> None:
    carshow.say(
        "show entry pls my old car called rusty, its a classic",
        flow="enter_show",
        slots={"category": "classic", "car_name": "rusty"},
        asked="day",
    )


def test_called_of_no_thing_names_nothing(carshow: Conversation) -> None:
    carshow.say("i called earlier about entering the show", slots={"car_name": None})


# -- 3. a value named by what sets it apart, its head word said beside it ---------------------

PAINT = """
settings: {language: en, currency: GBP, region: GB}
flows:
  mix_paint:
    description: mixing paint to a colour at the decorating centre
    triggers: [mix some paint, paint mixing, get paint mixed, tins of paint, tin of paint]
    slots:
      - {name: finish, type: enum, label: finish, values: [matt paint, gloss paint, eggshell paint],
         prompt: "Which finish: matt, gloss or eggshell?"}
      - {name: tins, type: integer, counts: tin, min: 1, max: 10, label: tins, prompt: "How many tins?"}
      - {name: pickup, type: date, min: today, label: pickup day, prompt: "When will you collect?"}
    confirm: "{tins} tins of {finish}, ready {pickup}. Ok?"
    action: mix_paint
    done: "Mixed."
"""


@pytest.fixture
def paint(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, PAINT, ["mix_paint"])[0]


@pytest.mark.parametrize(
    ("said", "finish"),
    [
        ("need 3 tins of paint in eggshell", "eggshell paint"),
        ("paint mixing pls, matt for the ceiling, 3 tins", "matt paint"),
    ],
)
def test_a_value_named_by_what_sets_it_apart_beside_its_head_word(
    paint: Conversation, said: str, finish: str
) -> None:
    paint.say(said, flow="mix_paint", slots={"finish": finish, "tins": 3}, asked="pickup")


def test_what_sets_a_value_apart_without_its_head_word_names_nothing(paint: Conversation) -> None:
    paint.say("do u sell gloss brushes", slots={"finish": None})
