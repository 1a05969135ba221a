"""The kinds of mistake the twenty-eighth session's interpreting agency and Shopmobility
scheme found (tests/domains/interpreter, tests/domains/shopmobility, run in
tests/test_written_domains_twentyeighth_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Tuesday (2027-08-10, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2027-08-10T10:00:00")
_chat = stand_in_talker(CLOCK)

HALL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_room:
    description: hiring a room at the community centre
    triggers: [hire a room, book a room]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: booker, type: text, kind: name, label: name, prompt: "Whose name is the booking in?"}
      - {name: phone, type: phone, label: phone, prompt: "A contact number?"}
    confirm: "A room on {day} for {booker} ({phone}). Book it?"
    action: book_room
    done: "Booked."
  main_hall:
    description: what the main hall holds
    triggers: [hall, main hall]
    done: "The main hall seats 120 and has a stage."
"""


def _at_the_name(tmp_path: Path) -> tuple[Conversation, Counter[str]]:
    chat, runs = _chat(tmp_path, HALL, ["book_room"])
    chat.say("can i book a room for friday", flow="book_room", asked="booker")
    return chat, runs


def test_a_surname_that_is_a_trigger_word_is_the_name(tmp_path: Path) -> None:
    """Kind SURNAME_THAT_IS_A_TRIGGER_WORD: "jean price" to "What name is the booking
    under?" put the booking on hold and told the charges, "price" being the whole trigger
    of a flow that only tells; a one-word trigger said after a first name, in a few words
    that answer a question for a name as a name does (a phone typed after them or not),
    is the surname."""
    chat, _ = _at_the_name(tmp_path)
    chat.say("martin hall", flow="book_room", slots={"booker": "martin hall"}, asked="phone")
    chat, _ = _at_the_name(tmp_path)
    chat.say(
        "martin hall 07700 900123",
        flow="book_room",
        slots={"booker": "martin hall", "phone": "+447700900123"},
        phase="confirming",
    )


def test_a_surname_that_is_a_trigger_word_guard(tmp_path: Path) -> None:
    """The trigger alone, asked, led by a determiner or by a word of the lexicon's lists
    still asks that flow ("the hall", "ok hall", "hall?"); the booking waits."""
    for said in ("hall", "hall?", "the hall", "ok hall", "how big is the main hall"):
        chat, _ = _at_the_name(tmp_path)
        chat.say(said, bot_contains="seats 120", stack=["book_room"])


BIKES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_bike:
    description: hiring a bike by the hour
    triggers: [hire a bike, rent a bike]
    slots:
      - {name: bike, type: enum, values: [road bike, mountain bike, tandem], label: bike,
         synonyms: {mountain bike: [mtb]}, prompt: "A road bike, a mountain bike or a tandem?"}
      - {name: hours, type: integer, counts: hour, min: 1, max: 8, label: hours, prompt: "How many hours?"}
      - {name: day, type: date, min: today, label: day, prompt: "Which day?"}
    confirm: "A {bike} for {hours} hours on {day}. Book it?"
    action: hire_bike
    done: "Booked."
"""


def test_one_standing_for_a_thing_counts_no_hours(tmp_path: Path) -> None:
    """Kind ONE_STANDING_FOR_ANOTHER_THING_READ_AS_A_COUNT: "an electric one" answered
    which wheelchair and set a count of hours to 1 ("an" the number, "one" standing for the
    counted thing): a word of the lexicon's ``counted_ones`` stands for a thing, never for a
    unit of time, so beside a count of hours it counts nothing."""
    chat, _ = _chat(tmp_path, BIKES, ["hire_bike"])
    chat.say("rent a bike", flow="hire_bike", asked="bike")
    chat.say("a mountain one please", slots={"bike": "mountain bike", "hours": None}, asked="hours")


def test_one_standing_for_a_thing_guard(tmp_path: Path) -> None:
    """A count of hours said is still read beside it, and a count of things still takes
    "ones" ("3 big ones")."""
    chat, _ = _chat(tmp_path, BIKES, ["hire_bike"])
    chat.say("rent a bike", flow="hire_bike", asked="bike")
    chat.say("a road one for 3 hours", slots={"bike": "road bike", "hours": 3}, asked="day")
    pizzas = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order:
    description: ordering pizzas
    triggers: [order pizzas]
    slots:
      - {name: size, type: enum, values: [small, large], prompt: "Small or large?"}
      - {name: pizzas, type: integer, counts: pizza, prompt: "How many pizzas?"}
    confirm: "{pizzas} {size}. Order?"
    action: order
"""
    chat, _ = _chat(tmp_path, pizzas, ["order"])
    chat.say("order pizzas, 3 large ones", slots={"size": "large", "pizzas": 3}, phase="confirming")


COURTS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_court:
    description: booking a tennis court by the hour
    triggers: [book a court, court booking]
    slots:
      - {name: day, type: date, min: today, label: day, prompt: "Which day?"}
      - {name: begin, type: time, min: "07:00", max: "22:00", label: start, prompt: "What time do you want to start?"}
      - {name: length, type: integer, counts: hour, min: 1, max: 4, label: hours, prompt: "For how long?"}
      - {name: racquets, type: boolean, label: racquet hire, prompt: "Do you need racquets?"}
    confirm: "A court on {day} from {begin} for {length} hours. Book it?"
    action: book_court
    done: "Booked."
"""


def test_a_span_answered_to_the_start_gives_its_hours(tmp_path: Path) -> None:
    """Kind SPAN_ANSWERED_TO_THE_START_LEAVES_ITS_HOURS: "10 till 1" to "What time does it
    start?" filled the start and asked the hours again, though the span said them; said
    with the request a span fills both, and answered to the time question it does too."""
    chat, _ = _chat(tmp_path, COURTS, ["book_court"])
    chat.say("book a court for thursday", flow="book_court", asked="begin")
    chat.say("6 til 8pm pls", slots={"begin": "18:00", "length": 2}, asked="racquets")


def test_a_span_answered_to_the_start_guard(tmp_path: Path) -> None:
    """A time alone still leaves the hours to be asked, and two spans say no start."""
    chat, _ = _chat(tmp_path, COURTS, ["book_court"])
    chat.say("book a court for thursday", flow="book_court", asked="begin")
    chat.say("7pm", slots={"begin": "19:00", "length": None}, asked="length")
