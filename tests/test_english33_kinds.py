"""The kinds of mistake the thirty-third session's Santa's grotto and lawn mower workshop
found (tests/domains/grotto, tests/domains/mowers, run in
tests/test_written_domains_thirtythird_en.py), each tested here in other words and on
another domain: one that exists already (tests/domains/dentist), or a tiny one written
in the test (a washing machine shop, a rug cleaner, a school trip desk, a bike shop)."""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

DOMAINS = Path(__file__).parent / "domains"
CLOCK = FixedClock("2027-05-04T10:00:00")
_talk = talker(CLOCK)


def _chat(domain: str, now: str) -> Conversation:
    """A new session on the existing test domain ``domain`` at ``now``."""
    bot = Dispatcher.from_path(DOMAINS / domain, clock=FixedClock(now))
    return Conversation(bot, "s", "u1")


WASHER = """
settings: {language: en, currency: GBP}
flows:
  buy_washer:
    description: ordering a washing machine
    triggers: [order a washing machine, new washing machine]
    slots:
      - {name: model, type: enum, values: [compact, standard, large], label: model,
         prompt: "Which size: compact, standard or large?"}
      - {name: installation, type: boolean, label: installation,
         prompt: "Shall we install it for you, or will you plumb it in yourself?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A {model} machine on {day}, installation: {installation}. Order it?"
    action: buy_washer
"""


def test_a_choice_side_said_by_the_verb_the_label_is_made_of(tmp_path: Path) -> None:
    """Kind CHOICE_SIDE_NAMED_BY_THE_LABELS_NOUN: a question offering two sides whose yes
    side says the verb the slot's label is the noun of ("Shall we install it …, or …" for
    a slot labelled "installation") had neither side told apart, since no side said a word
    of the label or a form of it: naming the other side ("we'll plumb it in") answered
    nothing (mowers: "drop off" to "Shall we collect it from you (£15), or will you drop
    it off at the workshop?" for a slot labelled "collection")."""
    chat, _ = _talk(tmp_path, WASHER)
    chat.say("order a washing machine", flow="buy_washer", asked="model")
    chat.say("compact", asked="installation")
    chat.say("we'll plumb it in", slots={"installation": False}, asked="day")


def test_the_verb_side_of_the_label_is_the_yes(tmp_path: Path) -> None:
    """The side saying the label's verb, said back, is the yes."""
    chat, _ = _talk(tmp_path, WASHER)
    chat.say("order a washing machine", flow="buy_washer", asked="model")
    chat.say("large", asked="installation")
    chat.say("install it pls", slots={"installation": True}, asked="day")


RUGS = """
settings: {language: en, currency: GBP}
flows:
  clean_rug:
    description: getting a rug cleaned
    triggers: [clean my rug, rug cleaned]
    slots:
      - {name: size, type: enum, values: [small, medium, large], label: size,
         prompt: "Is it small, medium or large?"}
      - {name: collection, type: boolean, label: collection,
         prompt: "Would you like collection (£10), or will you drop off the rug yourself?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A {size} rug on {day}, collection: {collection}. Book it?"
    action: clean_rug
"""


def test_the_labels_own_word_of_fetching_is_no_no(tmp_path: Path) -> None:
    """Kind FETCHING_NAMED_BY_THE_LABEL: a word of fetching (the lexicon's
    ``boolean_visit``: "collection", "collect") is the no of a slot that offers the thing
    brought over ("drop off" in its question); but when the slot's label is that fetching
    itself ("collection"), the business fetches: "collection please" was read as the user
    fetching it, a no (mowers: "collection please" to "Shall we collect it from you (£15),
    or will you drop it off …?")."""
    chat, _ = _talk(tmp_path, RUGS)
    chat.say("clean my rug", flow="clean_rug", asked="size")
    chat.say("medium", asked="collection")
    chat.say("collection would be great", slots={"collection": True}, asked="day")


def test_the_drop_off_side_of_a_collection_label_is_still_a_no(tmp_path: Path) -> None:
    """The guard: the other side named ("we'll drop off the rug") stays a no."""
    chat, _ = _talk(tmp_path, RUGS)
    chat.say("clean my rug", flow="clean_rug", asked="size")
    chat.say("small", asked="collection")
    chat.say("we'll drop off the rug", slots={"collection": False}, asked="day")


def test_a_choice_side_said_with_the_day_it_is_done(tmp_path: Path) -> None:
    """Kind CHOICE_SIDE_SAID_WITH_ITS_DAY: a side of the choice a yes-or-no question offers
    said with the day it is done on in its clause ("we'll drop off the rug thursday") was
    no side, the day being a word of neither, so the slot was asked after the request
    (mowers: "annual service on my petrol mower, ill drop it off thursday"); the day is the
    date slot's."""
    chat, _ = _talk(tmp_path, RUGS)
    chat.say(
        "clean my rug, its large, we'll drop off the rug thursday",
        flow="clean_rug",
        slots={"size": "large", "collection": False, "day": "2027-05-06"},
        phase="confirming",
    )


def test_a_choice_side_answered_with_its_day(tmp_path: Path) -> None:
    """Said to the question, the day led by its preposition, the side is the answer and
    the day the date slot's, not asked after."""
    chat, _ = _talk(tmp_path, RUGS)
    chat.say("clean my rug", flow="clean_rug", asked="size")
    chat.say("small", asked="collection")
    chat.say(
        "we'll drop off the rug on thursday",
        slots={"collection": False, "day": "2027-05-06"},
        phase="confirming",
    )


def _dentist_cancel_asked() -> Conversation:
    chat = _chat("dentist", "2027-03-09T10:00:00")
    chat.say("cancel my appointment DN-4821", flow="cancel_appointment", phase="confirming")
    return chat


def test_a_yes_to_undo_with_its_reason_after_it() -> None:
    """Kind YES_WITH_A_REASON_AT_A_DESTRUCTIVE_CONFIRMATION: a yes and the undoing's own
    verb, then a clause telling why, to the confirmation of a flow that undoes something
    was too long for a go-ahead, and its cancel word let the cancelling task go: the user
    was told the thing stays, the opposite of what they said (grotto: "yes cancel it, the
    kids have chicken pox"; mowers: "yes please cancel it, weve sold the house")."""
    chat = _dentist_cancel_asked()
    chat.say("yep cancel it please, my work moved me to leeds", flow=None, bot_contains="cancelled")


def test_a_yes_to_undo_then_a_wait_is_no_go_ahead() -> None:
    """The guard: a yes to undo then a clause taking it back ("actually no keep it")
    cancels nothing."""
    chat = _dentist_cancel_asked()
    reply = chat.say("yes cancel it, actually no wait keep it")
    assert not any("is cancelled" in m for m in reply.messages)


TRIP = """
settings: {language: en, currency: GBP}
flows:
  book_trip:
    description: booking a school trip to the farm
    triggers: [book a school trip, farm trip]
    slots:
      - {name: pupils, type: integer, counts: child, min: 1, max: 60, label: pupils,
         prompt: "How many children?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{pupils} children on {day}. Book it?"
    action: book_trip
  book_bikes:
    description: booking bikes in for a service
    triggers: [service our bikes, bike service]
    slots:
      - {name: bikes, type: integer, counts: bicycle, min: 1, max: 10, label: bicycles,
         prompt: "How many bicycles?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{bikes} bicycles on {day}. Book it?"
    action: book_bikes
"""


def test_a_counted_noun_said_by_its_everyday_word(tmp_path: Path) -> None:
    """Kind COUNTED_NOUN_SAID_BY_ITS_EVERYDAY_WORD: a count said with the everyday word
    for what the slot counts ("3 bikes" for ``counts: bicycle``, "28 kids" for ``counts:
    child``; the lexicon's ``counted_kin``) was taken to count a thing of its own, the
    plural of a noun the slot does not count, and the count was asked again (grotto: "for
    my 3 kids sat 5th dec" to a slot that counts child)."""
    chat, _ = _talk(tmp_path, TRIP)
    chat.say("bike service for 3 bikes pls", flow="book_bikes", slots={"bikes": 3}, asked="day")
    (tmp_path / "again").mkdir()
    chat, _ = _talk(tmp_path / "again", TRIP)
    chat.say("farm trip for 28 kids", flow="book_trip", slots={"pupils": 28}, asked="day")


def test_a_plural_of_another_thing_still_counts_none(tmp_path: Path) -> None:
    """The guard: a plural no line of ``counted_kin`` ties to the slot's noun ("2
    trailers") still counts a thing of its own."""
    chat, _ = _talk(tmp_path, TRIP)
    chat.say("bike service, we have 2 trailers too", flow="book_bikes", slots={"bikes": None})
