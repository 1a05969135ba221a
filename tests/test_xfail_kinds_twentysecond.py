"""Kinds of mistake left by the twenty-first session (the lead's list for issue 23 and the
strict xfails), each fixed in general and tested here in other words and on other domains
than where it was seen, written inline from docs/dsl.md before any of these cases ran. The
clock is a Thursday (2026-12-03, 10:00).

1. a number word inside a phrase that counts nothing ("one way", "a one-off"; the
   minibus's "nah one way is fine, theyll get the train back", a strict xfail of
   tests/test_written_domains_twentyfirst_en.py): the number was read as a correction of
   the flow's count, so the count changed to 1 and the yes-or-no question was asked again.
   Tested on an oven cleaning visit.
2. an English question after a supposing clause with no mark between ("if we extend do we
   pay the same nightly rate"; the lead's list): the supposed clause ran to the message's
   end, so the question in it was dropped with the supposition. Tested on a self storage
   firm.
3. an ordinal day before a noun ("the 3rd house on the left", "the 1st floor flat"; the
   lead's list): read as a day of the month, so an address filled the flow's date. "The"
   and an ordinal before a word of the value lexicon's ``rank_nouns`` is no day. Tested on
   a piano removal firm.
4. a route whose first address slot has a route's own pattern ("from {value}"), the second
   none (found by the piano removal's "from the 2nd house on elm road to 7 park street",
   written for kind 3): the route was read only without patterns, so the place gone to was
   asked. Patterns that are a route word and the value are the route's own.
5. a cancel of another thing said by reference mid-task ("actually cancel the other one"
   while a second booking is confirmed; the lead's list, seen on the minibus): its "one"
   was read as a correction of the running task's count, and said without that, the cancel
   let the running task go. Tested on a sewing class.

Guards, read before the fixes too: "no a one-off is fine for now" and "just the one"
(kind 1); the two idle storage questions (a trigger of a flow that only tells inside the
supposed clause was already that question; kind 2); the first three piano cases (an asked
address reads its answer whole, and "from {value}" takes the request's place) and "from 4
oak lane to the 3rd flat on hill street" for kind 3 (it tests kind 4).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")

OVENS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_clean:
    description: an oven cleaning visit at home
    triggers: [oven clean, clean my oven, oven cleaning, book an oven clean]
    slots:
      - {name: ovens, type: integer, counts: oven, min: 1, max: 4, label: ovens, prompt: "How many ovens?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day suits?"}
      - {name: regular, type: boolean, label: regular clean,
         prompt: "Would you like a regular clean every 6 months?"}
      - {name: postcode, type: text, label: postcode, prompt: "What's your postcode?"}
    confirm: "{ovens:oven|ovens} on {day}, regular: {regular}, at {postcode}. Book it?"
    action: book_clean
    done: "Booked."
"""

STORAGE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  rent_unit:
    description: renting a self storage unit
    triggers: [rent a unit, storage unit, book a unit, need storage]
    slots:
      - {name: size, type: enum, values: [small, medium, large], label: unit size,
         prompt: "Small, medium or large?"}
      - {name: start, type: date, min: today, label: move-in day, prompt: "When do you want to move in?"}
      - {name: email, type: email, label: email, prompt: "What email should we use?"}
    confirm: "A {size} unit from {start}, to {email}. Book it?"
    action: rent_unit
    done: "Booked."
  access:
    description: when customers can get to their unit
    triggers: [access hours, get in at night, open at weekends, opening hours, get to my stuff]
    done: "You can get to your unit 6am to 10pm every day with your code."
  insurance:
    description: insurance for stored goods
    triggers: [insurance, insured, cover for my stuff]
    done: "Goods are covered up to 1000 pounds; more cover is 3 pounds a month."
"""

SCAFFOLDS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_scaffold:
    description: putting up a hired scaffold at a house
    triggers: [scaffolding, scaffold hire, hire a scaffold, put up a scaffold]
    slots:
      - {name: address, type: text, kind: address, label: address, prompt: "Where's the job?"}
      - {name: weeks, type: integer, counts: week, min: 1, max: 12, label: weeks, prompt: "For how many weeks?"}
      - {name: start, type: date, min: tomorrow, label: start day, prompt: "Which day should it go up?"}
    confirm: "A scaffold at {address} from {start} for {weeks:week|weeks}. Book it?"
    action: hire_scaffold
    done: "Booked."
  permit:
    description: the council permit for a scaffold on the pavement
    triggers: [permit, licence, license, council permission]
    done: "We apply to the council for the pavement licence; it's included."
  overrun:
    description: what an extra week of scaffold hire costs
    triggers: [weekly rate, extra week, extra weeks, runs over]
    done: "Each extra week is 60 pounds."
"""

PIANOS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  move_piano:
    description: moving a piano to a new home
    triggers: [move a piano, piano removal, move my piano, piano moving]
    slots:
      - {name: pickup, type: text, kind: address, label: pick-up address, prompt: "Where is the piano now?",
         patterns: ["from {value}"]}
      - {name: dropoff, type: text, kind: address, label: new address, prompt: "Where is it going?"}
      - {name: day, type: date, min: tomorrow, label: moving day, prompt: "Which day?"}
    confirm: "From {pickup} to {dropoff} on {day}. Book it?"
    action: move_piano
    done: "Booked."
"""


def _chat(folder: Path, text: str, actions: list[str]) -> Conversation:
    (folder / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    stand_in_actions(bot, {a: {} for a in actions})
    return Conversation(bot, "s", "u1")


# -- 1. a number word inside a phrase that counts nothing -----------------------------------


@pytest.fixture
def ovens(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, OVENS, ["book_clean"])


@pytest.mark.parametrize(
    "said",
    [
        "nah just a one off thanks",
        "no a one-off is fine for now",  # guard: read before the fix too
        "one off please",  # a strict xfail until the twenty-third session (boolean_once)
    ],
)
def test_a_one_off_answers_the_yes_or_no_and_counts_nothing(ovens: Conversation, said: str) -> None:
    ovens.say("oven cleaning for 2 ovens next tuesday", flow="book_clean", asked="regular")
    ovens.say(said, slots={"ovens": 2, "regular": False}, asked="postcode")


def test_just_the_one_still_counts(ovens: Conversation) -> None:
    # guard (read before the fix too): "just the one" is a count of one
    ovens.say("can you clean my oven", flow="book_clean", asked="ovens")
    ovens.say("just the one", slots={"ovens": 1}, asked="day")


# -- 2. a question after a supposing clause, no mark between --------------------------------


@pytest.fixture
def storage(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, STORAGE, ["rent_unit"])


@pytest.mark.parametrize(
    "said",
    [
        "if i rent a unit can i get in at night",
        "if i forget my code what are the access hours",
    ],
)
def test_a_question_after_a_supposing_clause_is_asked(storage: Conversation, said: str) -> None:
    storage.say(said, bot_contains="6am to 10pm", phase="chitchat")


def test_a_question_after_a_supposing_clause_mid_task(storage: Conversation) -> None:
    storage.say("hi i need storage", flow="rent_unit", asked="size")
    storage.say("if we keep a sofa in there do we need insurance", bot_contains="covered up to")


# The self storage above is a theme used before (tests/domains/storage); the kind's test of
# record is this scaffold hire, added after the storage cases ran and written before its own.


@pytest.fixture
def scaffolds(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, SCAFFOLDS, ["hire_scaffold"])


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("if its on the pavement will we need a permit", "pavement licence"),
        ("if the roofer takes longer what is the weekly rate", "Each extra week"),
    ],
)
def test_a_question_after_a_supposing_clause_is_asked_mid_hire(
    scaffolds: Conversation, said: str, told: str
) -> None:
    scaffolds.say("scaffold hire pls", flow="hire_scaffold", asked="address")
    scaffolds.say(said, bot_contains=told)


# -- 3. an ordinal before a noun is no day of the month --------------------------------------


@pytest.fixture
def pianos(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, PIANOS, ["move_piano"])


def test_an_ordinal_before_a_noun_in_an_answer_is_no_date(pianos: Conversation) -> None:
    pianos.say("piano removal please", flow="move_piano", asked="pickup")
    pianos.say(
        "its the 2nd house past the church on elm road", slots={"day": None}, asked="dropoff"
    )
    pianos.say("the 3rd door on the left, rose court", slots={"day": None}, asked="day")


def test_an_ordinal_before_a_noun_in_the_request_is_no_date(pianos: Conversation) -> None:
    pianos.say(
        "can you move my piano from the 1st floor flat at 9 kings road",
        flow="move_piano",
        slots={"day": None},
        asked="dropoff",
    )


def test_an_ordinal_day_alone_is_still_a_date(pianos: Conversation) -> None:
    # guard (read before the fix too): "on the 14th" is a day
    pianos.say("piano moving on the 14th", flow="move_piano", slots={"day": "2026-12-14"})


# Added after the first run, written before their own: the three piano cases above passed
# before the fix (the asked address reads its answer whole, and the pattern "from {value}"
# takes the request's place), so they are guards; the kind shows where the date is read
# from the request's other words.


#: a route said the other way round
ROUTE_BACKWARDS = (
    "kind (left): a route said with where one goes first ('its going to the 4th flat …, from 8"
    " ash grove'): the route reads 'from … to …' only, so the place gone to is asked"
)


@pytest.mark.parametrize(
    "said",
    [
        "we need a piano moving from the 2nd house on elm road to 7 park street",
        pytest.param(
            "piano removal, its going to the 4th flat in the tower block on quay street, from 8 ash grove",
            marks=pytest.mark.xfail(strict=True, reason=ROUTE_BACKWARDS),
        ),
        "piano removal from 4 oak lane to the 3rd flat on hill street pls",
    ],
)
def test_an_ordinal_before_a_noun_beside_the_addresses_is_no_date(
    pianos: Conversation, said: str
) -> None:
    pianos.say(said, flow="move_piano", slots={"day": None}, asked="day")


def test_an_ordinal_floor_beside_a_weekday_leaves_the_weekday(pianos: Conversation) -> None:
    pianos.say(
        "can you move my piano to the 2nd floor at 3 quay street on friday",
        flow="move_piano",
        slots={"day": "2026-12-04"},
    )


# -- 5. a cancel of another thing said by reference mid-task ---------------------------------

SEWING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_class:
    description: booking places on a sewing class
    triggers: [sewing class, book a class, sewing lesson]
    entity: class_booking
    slots:
      - {name: people, type: integer, kind: people, min: 1, max: 6, label: places, prompt: "How many places?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{people} places on {day}. Book it?"
    action: book_class
    results: [{name: ref, entity: class_booking}]
    done: "Booked, your reference is {ref}."
  cancel_class:
    description: cancelling a sewing class booking
    triggers: [cancel my class, cancel the class, cancel my booking]
    destructive: true
    entity: class_booking
    slots:
      - {name: ref, type: text, entity: class_booking, pattern: "^SW-\\\\d{3}$", label: reference,
         prompt: "What's the reference? Like SW-123."}
    action: cancel_class
    done: "Booking {ref} is cancelled."
"""


@pytest.fixture
def sewing(tmp_path: Path) -> Conversation:
    (tmp_path / "domain.yaml").write_text(SEWING, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, {"book_class": {"ref": "SW-101"}, "cancel_class": {}})
    return Conversation(bot, "s", "u1")


@pytest.mark.parametrize(
    "said", ["actually cancel the other one", "oh and can you cancel the other booking pls"]
)
def test_a_cancel_of_the_other_thing_mid_task_is_that_cancel(
    sewing: Conversation, said: str
) -> None:
    sewing.say("sewing class for 2 on saturday", flow="book_class", phase="confirming")
    sewing.say("yes", bot_contains="SW-101")
    sewing.say("and a sewing class for 3 on sunday 13th", flow="book_class", phase="confirming")
    sewing.say(said, flow="cancel_class", slots={"ref": "SW-101"}, stack=["book_class"])
