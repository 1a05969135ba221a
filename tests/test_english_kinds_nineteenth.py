"""The kinds of mistake the nineteenth session's bin cleaning round and trampoline park found
(tests/domains/binclean, tests/domains/trampoline, run in
tests/test_written_domains_nineteenth_en.py), each tested here in other words and another
domain: a climbing wall (climbers counted as people, a day, a wall by its synonyms), a
swimming school (children counted, a day) and a farm park (tickets for adults and children;
the animals brought to an address), written inline in English. The clock is a Friday (2026-12-04, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-04T10:00:00")

#: the conversation and the count of each action run
Venue = tuple[Conversation, Counter[str]]

VENUE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_climb:
    description: a climbing session on the bouldering wall
    triggers: [book a climb, climbing session, book climbing, bouldering session, open climb, taster climb]
    slots:
      - {name: climbers, type: integer, kind: people, min: 1, max: 12, label: number of climbers, prompt: "How many climbers?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
      - {name: wall, type: enum, values: [bouldering, top rope, lead climbing], label: wall,
         synonyms: {bouldering: [low wall, boulder wall], top rope: [tall wall, rope wall],
                    lead climbing: [lead wall]},
         prompt: "Bouldering, top rope or lead climbing?"}
    confirm: "{climbers} climbers on {day}, {wall}. OK?"
    action: book_climb
    done: "Booked."
  swim_lessons:
    description: swimming lessons for children
    triggers: [swim lesson, swimming lesson, swimming lessons, book swimming]
    slots:
      - {name: kids, type: integer, counts: [kid, child], min: 1, max: 4, label: children, prompt: "How many children?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
    confirm: "{kids} children on {day}. OK?"
    action: book_swim
    done: "Booked."
  farm_tickets:
    description: day tickets for the farm park
    triggers: [farm tickets, tickets for the farm, day tickets, entry tickets]
    slots:
      - {name: visitors, type: integer, kind: people, min: 1, max: 20, label: visitors, prompt: "How many of you?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
    confirm: "{visitors} tickets for {day}. OK?"
    action: sell_tickets
    done: "Sold."
  farm_visit:
    description: the animals brought to a school or a party
    triggers: [mobile farm, petting farm visit, bring the animals]
    slots:
      - {name: address, type: text, kind: address, label: address, prompt: "Where should we bring them?"}
      - {name: parking, type: text, required: false, label: parking, patterns: ["parking is {value}", "park {value}"],
         prompt: "Where can the van park?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
    confirm: "The animals at {address} on {day}. OK?"
    action: book_farm
    done: "Booked."
"""


@pytest.fixture
def venue(tmp_path: Path) -> Venue:
    (tmp_path / "venue.yaml").write_text(VENUE, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    ran = stand_in_actions(
        bot, {"book_climb": {}, "book_swim": {}, "sell_tickets": {}, "book_farm": {}}
    )
    return Conversation(bot, "s", "u1"), ran


def test_the_activity_is_no_shortening_of_who_does_it(venue: Venue) -> None:
    """Kind: the verb of a counted noun naming who does it ("climb" of "climbers") read as
    that noun shortened, so the request's article counted one ("a climb" → 1 climber). A
    compound may be said by its first part ("a 2 bed flat"); an agent noun is not."""
    talk, _ = venue
    talk.say("hiya can we get a taster climb on saturday", asked="climbers")
    assert talk.slots["climbers"] is None
    talk.say("4 climbers", slots={"climbers": 4})


def test_counted_kinds_of_people_typed_with_only_spaces_between(venue: Venue) -> None:
    """Kind: people counted by kind and typed one after another with no comma or "and"
    between ("3 adults 1 child"), where only the first or the last group was read: each is
    a count and its kind, so they are one party, summed."""
    talk, _ = venue
    talk.say("entry tickets sunday pls 3 adults 1 child", slots={"visitors": 4}, asked=None)
    assert talk.last.state.phase == "confirming"


def test_an_article_before_a_plural_counts_none_of_it(venue: Venue) -> None:
    """Kind: an article that goes with a later noun ("a kids party", "a kids swim lesson")
    read as one of the counted thing said right after it in a plural form, so one child was
    counted (and refused where the least is more). "a kid" would be one; "a kids …" is
    none."""
    talk, _ = venue
    talk.say("can i get a kids swim lesson on saturday", asked="kids")
    assert talk.slots["kids"] is None
    talk.say("2", slots={"kids": 2})


def test_a_count_said_as_how_many_there_are(venue: Venue) -> None:
    """Kind: a count said as a clause of how many there are, the thing left unsaid
    ("theres 2", "we have 3"), was read for nothing and asked again: with one count in the
    flow it can count nothing else."""
    talk, _ = venue
    talk.say("swimming lesson on sunday please, we have 3", slots={"kids": 3})
    assert talk.last.state.phase == "confirming"


def test_what_sets_a_synonym_apart_names_its_value(venue: Venue) -> None:
    """Kind: a synonym told apart from the others by a word before their shared head word
    ("tall" of "tall wall" beside "low wall") was no name of its value in an answer, where a
    listed value's own such word is ("the basic one" of "basic package"): "the tall one"
    was refused as no option."""
    talk, _ = venue
    talk.say("book a climbing session for 2 on saturday", asked="wall")
    talk.say("prob the tall one", slots={"wall": "top rope"})


def test_the_town_stays_with_the_address_before_another_slots_clause(venue: Venue) -> None:
    """Kind: an address answered with its town after the street and then a clause another
    slot reads ("…, skipton, gate code is 4471"): the town was dropped, since a street
    address keeps the parts after it only at the end of the message. It ends at the comma
    before the other slot's clause instead."""
    talk, _ = venue
    talk.say("can you bring the animals for my sons party", asked="address")
    talk.say(
        "4 bank street, hebden bridge, parking is on the drive",
        slots={"address": "4 bank street, hebden bridge", "parking": "on the drive"},
    )
