"""The kinds of mistake the utility help line and the bakery found (tests/test_utility_line.py,
tests/test_bakery.py), each tested here in other words and another domain: a car rental
desk (English), written inline. The clock is a Wednesday (2026-12-02)."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

RENTAL = """
settings: {language: en, currency: USD}
entities:
  car:
    values: [economy, compact, suv, van]
    synonyms: {economy: [cheapest, small car], suv: [4x4, jeep], van: [minivan, people carrier]}
flows:
  rent_car:
    description: renting a car
    triggers: [rent a car, hire a car, car rental]
    entity: rental
    slots:
      - {name: car, type: enum, entity: car, prompt: "Which class of car?"}
      - {name: drivers, type: integer, counts: driver, min: 1, max: 3, label: drivers,
         prompt: "How many drivers?"}
      - {name: from_day, type: date, min: today, max: +90d, label: pickup day,
         prompt: "Which day?"}
      - {name: from_time, type: time, min: "07:00", max: "20:00", label: pickup time,
         prompt: "What time?"}
      - {name: bring_to, type: text, kind: address, label: delivery address,
         patterns: ["to {value}"], prompt: "Where should we bring it?"}
      - {name: licence, type: text, label: licence number, prompt: "Your licence number?"}
      - {name: note, type: text, takes_rest: true, required: false}
    confirm: "A {car} car on {from_day} at {from_time} to {bring_to}, {drivers:driver|drivers}. Book it?"
    action: rent
    results: [{name: rental_id, entity: rental}]
    done: "Booked, {rental_id}."
    summary: "a {car} car from {from_day}, rental {rental_id}"
  breakdown:
    description: getting help with a breakdown
    triggers: [report a breakdown, car broke down, flat tyre, battery is dead, battery died,
               no fuel, headlight is out, car is not starting]
    slots:
      - {name: trouble, type: enum, values: [flat tyre, dead battery, engine, crash, fuel, lights],
         synonyms: {flat tyre: [flat, puncture], dead battery: [battery, battery died, battery is dead],
                    engine: [engine light, overheating], crash: [accident, collision],
                    fuel: [petrol, diesel], lights: [headlight, headlights]},
         prompt: "What happened?"}
      - {name: where, type: text, kind: address, prompt: "Where is the car?"}
    action: roadside
    done: "Help is on the way to {where}."
  toll_fine:
    description: contesting a toll fine
    triggers: [contest a fine, toll fine, got a fine]
    slots:
      - {name: fined_on, type: date, min: -90d, max: today, label: fine date, prompt: "When was the fine?"}
      - {name: fine, type: money, min: 1, max: 2000, prompt: "How much was it?"}
    confirm: "Contest the {fine} fine of {fined_on}?"
    action: contest
    done: "Contested."
  end_rental:
    description: cancelling a rental
    triggers: [cancel my rental, cancel the rental]
    destructive: true
    entity: rental
    slots:
      - {name: rental_id, type: text, entity: rental, pattern: "^RC-\\\\d{3}$", label: rental number,
         prompt: "The rental number?"}
    action: end_rental
    done: "Rental {rental_id} is cancelled."
    cancelled: "Fine, the rental stays."
  shuttle:
    description: booking the airport shuttle
    triggers: [book the shuttle, airport shuttle]
    slots:
      - {name: riders, type: integer, kind: people, min: 1, max: 8, label: riders,
         prompt: "How many riding?"}
      - {name: ride_day, type: date, min: today, prompt: "Which day?"}
    action: shuttle
    done: "Shuttle booked."
  buy_tokens:
    description: buying toll tokens
    triggers: [buy tokens, toll tokens]
    slots:
      - {name: tokens, type: integer, counts: token, min: 1, max: 100, prompt: "How many tokens?"}
    action: tokens
    done: "Here are {tokens} tokens."
  child_seat:
    description: adding a seat for a child
    triggers: [child seat, add a child seat, need a child seat]
    slots:
      - {name: seat, type: enum, values: [infant seat, child seat, booster], prompt: "Which seat?"}
    action: seat
    done: "A {seat} is added."
  supplies:
    description: supplies brought to the car
    triggers: [bring supplies, order supplies]
    slots:
      - {name: item, type: enum, values: [water, snacks], measures: [case, pack], prompt: "Water or snacks?"}
      - {name: qty, type: integer, counts: [water, snacks], min: 1, max: 9, prompt: "How many?"}
      - {name: bay, type: text, kind: address, patterns: ["to {value}"], prompt: "Which bay?"}
    confirm: "{qty} of {item} to {bay}?"
    action: supplies
    done: "On the way."
beliefs:
  my_licence:
    how: default
    binds: [licence]
    phrases: {en: ["my licence number is {value}", "my license is {value}"]}
"""


@pytest.fixture
def desk(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "rental.yaml",
        RENTAL,
        CLOCK,
        {
            "rent": {"rental_id": "RC-104"},
            "roadside": {},
            "contest": {},
            "end_rental": {},
            "shuttle": {},
            "tokens": {},
            "seat": {},
            "supplies": {},
        },
    )[0]


# -- a default said again replaces the one said before -------------------------------------


def test_a_default_said_again_replaces_the_first(desk: Conversation) -> None:
    """An author's ``default`` kind holds one value: the licence said last is the one used
    (it had been keyed per value, so the first one stayed and the new one was ignored)."""
    desk.say("my licence number is D1234", flow=None)
    desk.say("oops no, my license is D9876", flow=None)
    desk.say("hire a car", flow="rent_car")
    assert desk.slots["licence"] == "D9876"


# -- a word that names no topic names no flow ---------------------------------------------


def test_a_function_word_of_a_description_starts_nothing(desk: Conversation) -> None:
    """ "with" of "getting help with a breakdown" is in no other description, but it names
    no topic: a thank-you with it starts no breakdown (the bakery's "what did i order?"
    had started "asking what a flavor contains")."""
    desk.say("thanks for being so quick with that", flow=None)
    desk.say("rent a car", flow="rent_car")
    desk.say("nvm", flow=None)
    desk.say("how long does it take?", flow=None)


def _to_confirm(desk: Conversation) -> None:
    desk.say("rent a car, an suv for 2 drivers", flow="rent_car", asked="from_day")
    desk.say("friday at 1pm", slots={"from_time": "13:00"}, asked="bring_to")
    desk.say("the airport, terminal 2", asked="licence")
    desk.say("D1234", phase="confirming")


# -- a correction that names its slot changes that slot -----------------------------------


@pytest.mark.parametrize(
    ("said", "hour"),
    [("switch the time to 3", "15:00"), ("no, pickup time 2 pls", "14:00")],
)
def test_a_number_for_the_named_time_is_no_count(desk: Conversation, said: str, hour: str) -> None:
    """The message names the time, so its bare number is the hour, not the count of drivers
    that could also take it (a dangerous kind: "change the time to 4" had made a cake for 4)."""
    _to_confirm(desk)
    desk.say(said, slots={"from_time": hour, "drivers": 2}, phase="confirming")


# -- a value the trigger itself says --------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "trouble"),
    [
        ("hey, flat tyre pls", "flat tyre"),  # a trigger and filler words: still a value
        ("no fuel, stuck on the a40", "fuel"),  # the trigger's "no" refuses no fuel
        ("my headlight is out", "lights"),  # nor its "is out" the headlight
    ],
)
def test_a_value_inside_the_trigger_is_read(desk: Conversation, said: str, trouble: str) -> None:
    """The trigger that starts the flow may say a value of it ("my power is out", "no
    water" on the utility line): the value is read, neither dropped as part of a bare
    request nor refused by the trigger's own negation."""
    desk.say(said, flow="breakdown", slots={"trouble": trouble}, asked="where")


def test_a_negation_outside_the_trigger_still_refuses(desk: Conversation) -> None:
    desk.say("car broke down", flow="breakdown", asked="trouble")
    desk.say("not the battery, the engine", slots={"trouble": "engine"}, asked="where")


# -- the words of dates and value ends ---------------------------------------------------


def test_a_pattern_value_ends_before_since_until_starting(desk: Conversation) -> None:
    desk.say("rent a car", asked="car")
    desk.say(
        "a van, deliver to 12 dock rd starting friday",
        slots={"car": "van", "bring_to": "12 dock rd", "from_day": "2026-12-04"},
    )


@pytest.mark.parametrize(
    ("said", "day"), [("last night", "2026-12-01"), ("this morning", "2026-12-02")]
)
def test_a_part_of_the_day_said_as_the_day(desk: Conversation, said: str, day: str) -> None:
    desk.say("i got a fine", flow="toll_fine", asked="fined_on")
    desk.say(f"it was {said}", slots={"fined_on": day}, asked="fine")


@pytest.mark.parametrize(
    ("said", "day"),
    [("oct 30", "2026-10-30"), ("on the 28th", "2026-11-28"), ("11/20", "2026-11-20")],
)
def test_a_day_without_its_year_on_a_past_slot_is_the_last_one(
    desk: Conversation, said: str, day: str
) -> None:
    """A slot that ends today takes a month and day (or a day of the month) said bare as the
    last one, not next year's ("nov 15" of a bill had been refused as 15 November 2027)."""
    desk.say("contest a fine", flow="toll_fine", asked="fined_on")
    desk.say(said, slots={"fined_on": day}, asked="fine")


def test_a_day_without_its_year_ahead_stays_ahead(desk: Conversation) -> None:
    desk.say("rent a car, economy", asked="drivers")
    desk.say("1", asked="from_day")
    desk.say("jan 3", slots={"from_day": "2027-01-03"}, asked="from_time")


# -- people counted as typed ---------------------------------------------------------------


def test_one_count_of_people_said_with_its_word(desk: Conversation) -> None:
    """ "for 12 ppl" of the bakery: a count with a word for people fills a ``kind: people``
    slot (it was read only as "for 12", "2 adults and 1 child" or a list of companions)."""
    desk.say("airport shuttle for 6 persons", flow="shuttle", slots={"riders": 6})


def test_an_article_is_no_count_of_people(desk: Conversation) -> None:
    desk.say("book the shuttle, a guest list is coming", flow="shuttle", slots={"riders": None})


def test_companions_listed_without_commas(desk: Conversation) -> None:
    """ "me my wife and our 3 kids": people list their party as they type, with no comma."""
    desk.say("book the shuttle", asked="riders")
    desk.say("me my husband and my mom", slots={"riders": 3}, asked="ride_day")


# -- numbers said by the dozen -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "n"), [("can i buy 3 dozen tokens", 36), ("buy tokens, half a dozen tokens", 6)]
)
def test_a_count_by_the_dozen(desk: Conversation, said: str, n: int) -> None:
    """ "2 dozen cupcakes" of the bakery: a count of a unit number is their product."""
    desk.say(said, phase="chitchat", bot_contains=f"Here are {n} tokens")


def test_a_dozen_as_an_answer(desk: Conversation) -> None:
    desk.say("buy tokens", asked="tokens")
    desk.say("a dozen pls", phase="chitchat", bot_contains="Here are 12 tokens")


# -- a value naming what the flow is about, said in its trigger ----------------------------


def test_a_theme_value_in_the_trigger_yields(desk: Conversation) -> None:
    """ "child seat" is the flow's name and in every trigger: said there it asks for the
    flow, so the seat named beside it is the one (not two values, so a question)."""
    desk.say("need a child seat, a booster for my 6 year old", bot_contains="A booster is added")


def test_a_theme_value_in_the_trigger_alone_asks(desk: Conversation) -> None:
    desk.say("add a child seat pls", flow="child_seat", asked="seat")


# -- contractions both ways in triggers ---------------------------------------------------


@pytest.mark.parametrize("said", ["my car isnt starting!!", "ugh the car isn't starting"])
def test_a_trigger_said_with_a_contraction(desk: Conversation, said: str) -> None:
    """ "whats in the carrot cake?" of the bakery missed the trigger "what is in the": "is
    not", "what is" and the like are contractions too (the lexicon's ``contractions``)."""
    desk.say(said, flow="breakdown", asked="trouble")


# -- a question about what was done, after an apology word --------------------------------


@pytest.mark.parametrize("said", ["sorry what have i booked?", "oops, what did i book again"])
def test_what_was_done_asked_after_an_apology(desk: Conversation, said: str) -> None:
    """ "sorry what did i order?" of the bakery was read as "say that again" (the repeat
    phrase "sorry what"), then as a change to the order ("sorry" corrects): it asks what
    was done."""
    _to_confirm(desk)
    desk.say("yes", bot_contains="RC-104")
    desk.say(said, bot_contains="a suv car from Friday 4 December, rental RC-104")


def test_an_amount_after_a_trigger_ending_in_the_slots_name(desk: Conversation) -> None:
    """ "got a fine 120": read after the trigger and after the slot's name ("fine"), one
    span read twice is one reading (it had been left alone as two)."""
    desk.say("got a fine 120", flow="toll_fine", slots={"fine": "120 USD"}, asked="fined_on")


# -- a free-text value named by its slot at the confirmation ------------------------------


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("no, the delivery is 9 quay st", "bring_to", "9 quay st"),
        ("nah the licence is D5555", "licence", "D5555"),
    ],
)
def test_a_copula_names_the_free_text_slot_it_changes(
    desk: Conversation, said: str, slot: str, value: str
) -> None:
    """Two free-text values held: "the <start of the label> is <new value>" after a no
    changes that one (the movers' "no wait, the drop-off is 22 birch road")."""
    _to_confirm(desk)
    desk.say(said, slots={slot: value, "from_time": "13:00"}, phase="confirming")


# -- the same kinds in Chinese, on an aquarium cleaner's desk ------------------------------

TUNER = """
settings: {language: zh}
flows:
  tune:
    description: 上门清洗鱼缸
    triggers: [洗鱼缸, 清洗鱼缸]
    slots:
      - {name: pianos, type: integer, min: 1, max: 5, prompt: "几个缸？"}
      - {name: day, type: date, min: today, prompt: "哪天来？"}
    action: tune
    done: "约好了。"
"""


@pytest.fixture
def tuner(tmp_path: Path) -> Conversation:
    return stood_in(tmp_path / "tuner.yaml", TUNER, CLOCK, {"tune": {}})[0]


def test_zh_a_count_its_measure_word_marks(tuner: Conversation) -> None:
    """ "寄养 两只猫" of the pet boarding: a number with a measure word said with the request
    is the flow's one count, though the slot declares no kind or counted thing."""
    tuner.say("清洗鱼缸，家里两个大缸", flow="tune", slots={"pianos": 2}, asked="day")


def test_zh_a_date_word_inside_a_longer_one_is_none(tuner: Conversation) -> None:
    """ "大后儿" is no "后儿" (+2): "大" makes "后天" another day word, so it is not read."""
    tuner.say("洗鱼缸", asked="pianos")
    tuner.say("1个", asked="day")
    tuner.say("大后儿吧", slots={"day": None}, asked="day")


# -- a no and a refusal at a destructive confirmation --------------------------------------


@pytest.mark.parametrize("said", ["nope, don't", "nah dont"])
def test_a_no_and_a_refusal_keeps_what_would_be_undone(desk: Conversation, said: str) -> None:
    """ "no dont" to "cancel order CK-4821?" had asked what to change: the act is refused."""
    desk.say("cancel my rental RC-104", flow="end_rental", phase="confirming")
    desk.say(said, bot_contains="the rental stays", flow=None)


# -- a whole street address ends before a sentence of its own ------------------------------


@pytest.mark.parametrize(
    ("said", "place", "note"),
    [
        (
            "an suv, deliver to 7 canal st, dogs bark loudly there",
            "7 canal st",
            "dogs bark loudly there",
        ),
        ("an suv, deliver to 7 canal st, leeds", "7 canal st, leeds", None),
        ("an suv, deliver to 7 canal st, flat 2", "7 canal st, flat 2", None),
    ],
)
def test_a_street_address_goes_on_only_with_a_number_or_a_place(
    desk: Conversation, said: str, place: str, note: str | None
) -> None:
    """ "9 cedar ct, a tree fell on the line" was one address: after a number and a street
    word, a part goes on with a number or as a short place name, not as a sentence."""
    desk.say("rent a car", asked="car")
    desk.say(said, slots={"bring_to": place, "note": note})


# -- an address slot with no pattern takes a street address said beside the request ---------


def test_a_street_address_said_with_the_request(desk: Conversation) -> None:
    """ "delivered to 41 rosewood ave on monday" of the bakery: an address slot no pattern
    reads takes a street address beyond doubt (a number, a street word) said unasked."""
    desk.say(
        "report a breakdown, puncture, car is on 12 ring road",
        bot_contains="Help is on the way to 12 ring road",
    )


def test_what_was_done_asked_in_other_verbs(desk: Conversation) -> None:
    """ "what did i sign up for again?" asks what was done, as "what did i book?" does."""
    _to_confirm(desk)
    desk.say("yes", bot_contains="RC-104")
    desk.say("hmm what did i sign up for", bot_contains="rental RC-104")


# -- items each with a count and a measure word, and where they all go ------------------------


def test_items_with_measure_words_go_to_the_one_place(desk: Conversation) -> None:
    """Two items each counted in its measure word ("3 packs of snacks" is longer than the
    words allowed before an item), and the place said after the last is every item's."""
    r = desk.say(
        "bring supplies: 2 cases of water and 3 packs of snacks to bay 12",
        slots={"item": "water", "qty": 2, "bay": "bay 12"},
        phase="confirming",
    )
    assert [q.filled() for q in r.state.queued] == [{"item": "snacks", "qty": 3, "bay": "bay 12"}]


# -- the kinds the storage desk and the pharmacy found (tests/test_written_domains.py), on a
# dog groomer's desk in other words (fifth session) -------------------------------------------

GROOMER = """
settings: {language: en, currency: USD, region: US}
flows:
  book_groom:
    description: booking a dog grooming
    triggers: [book a groom, book a grooming, grooming appointment, get my dog groomed]
    entity: groom
    slots:
      - {name: service, type: enum, values: [bath, full groom, nail trim],
         synonyms: {full groom: [haircut, full cut], nail trim: [nails, claws]},
         prompt: "Bath, full groom or nail trim?"}
      - {name: coat, type: enum, values: [short, long, curly], label: coat, prompt: "What's the coat like?"}
      - {name: visits, type: integer, counts: visit, min: 1, max: 12, label: visits,
         prompt: "How many visits should we book?"}
      - {name: day, type: date, min: today, max: +60d, prompt: "Which day?"}
      - {name: note, type: text, takes_rest: true, required: false}
    confirm: "{service} for a {coat} coat, {visits:visit|visits} from {day}. Book?"
    action: book_groom
    results: [{name: groom_id, entity: groom}]
    done: "Booked, {groom_id}."
  incident:
    description: reporting something that happened to a dog after a visit
    triggers: [report an incident, report a problem with my dog, something happened to my dog]
    slots:
      - {name: seen_on, type: date, min: -30d, max: today, label: day, prompt: "When did you notice?"}
      - {name: what, type: text, takes_rest: true, prompt: "What happened?"}
    action: incident
    done: "Logged, a manager will call you."
  board:
    description: boarding a dog overnight
    triggers: [board my dog, dog boarding, kennel stay]
    slots:
      - {name: kennel, type: enum, values: [standard, deluxe], prompt: "Standard or deluxe kennel?"}
      - {name: weeks, type: integer, counts: week, min: 1, max: 8, prompt: "For how many weeks?"}
      - {name: drop_off, type: date, min: today, max: +60d, prompt: "Which day will you drop off?"}
    action: board
    done: "Boarded."
  mobile_groom:
    description: grooming at the customer's home from the van
    triggers: [mobile grooming, groom at my house, send the van]
    slots:
      - {name: where, type: text, kind: address, label: address, prompt: "What's the address?"}
      - {name: van_day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
    confirm: "The van at {where} on {van_day}?"
    action: van
    done: "The van is booked."
  link_card:
    description: linking a loyalty card to a dog's kennel tag
    triggers: [link my loyalty card, loyalty card]
    slots:
      - {name: card, type: text, pattern: "^\\\\d{6}$", label: card number,
         patterns: ["card number {value}", "card no {value}"], prompt: "The card number?"}
      - {name: tag, type: text, pattern: "^[Kk]-?\\\\d{2}$", label: kennel tag, prompt: "The kennel tag?"}
    confirm: "Link card {card} to tag {tag}?"
    action: link
    done: "Linked."
  add_tip:
    description: leaving a tip for the groomer
    triggers: [leave a tip, add a tip, tip the groomer]
    slots:
      - {name: tip, type: money, min: 1, max: 200, prompt: "How much?"}
    action: tip
    done: "Thanks, they'll love that."
  dog_taxi:
    description: fetching a dog by taxi
    triggers: [dog taxi, pet taxi]
    slots:
      - {name: from_place, type: text, patterns: ["from {value}"], label: pickup place,
         prompt: "Where from?"}
      - {name: ride_day, type: date, min: today, max: +30d, prompt: "Which day?"}
    confirm: "A taxi from {from_place} on {ride_day}?"
    action: taxi
    done: "The taxi is booked."
  puppy_class:
    description: signing up for puppy training class
    triggers: [puppy class, puppy training]
    slots:
      - {name: class_day, type: date, min: today, max: +30d, label: class day, prompt: "Which day?"}
      - {name: pup_age, type: integer, min: 1, max: 18, label: "puppy's age", prompt: "How old is the puppy?"}
    confirm: "Puppy class on {class_day}, age {pup_age}?"
    action: puppy
    done: "Signed up."
  engrave_tag:
    description: engraving a name tag for a collar
    triggers: [engrave a tag, name tag]
    slots:
      - {name: engraving, type: text, max: 30, prompt: "What should the tag say?"}
      - {name: metal, type: enum, values: [brass, steel], prompt: "Brass or steel?"}
    confirm: "A {metal} tag saying \\"{engraving}\\". Order it?"
    action: engrave
    done: "Ordered."
  cancel_groom:
    description: cancelling a grooming appointment
    triggers: [cancel my grooming, cancel the groom]
    destructive: true
    entity: groom
    slots:
      - {name: groom_id, type: text, entity: groom, pattern: "^G-\\\\d{3}$", label: booking,
         prompt: "The booking number?"}
    action: cancel_groom
    done: "Cancelled {groom_id}."
    cancelled: "It stays booked."
"""


@pytest.fixture
def groomer(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "groomer.yaml",
        GROOMER,
        CLOCK,
        {
            "book_groom": {"groom_id": "G-301"},
            "incident": {},
            "cancel_groom": {},
            "board": {},
            "van": {},
        },
    )[0]


@pytest.mark.parametrize(
    "said",
    [
        "she keeps scratching and won't stop",
        "the itching doesnt stop",
        "he had to stop eating",
        "she quit eating",
    ],
)
def test_a_control_verb_in_a_statement_cancels_nothing(groomer: Conversation, said: str) -> None:
    """Dangerous: "dry cough that wont stop" as a side effect cancelled the report. A one-word
    control verb negated ("won't stop") or naming an activity ("had to stop eating") is the
    user's statement, here the free-text answer, not an order to stop the task."""
    groomer.say("report an incident", flow="incident", asked="seen_on")
    groomer.say("yesterday", asked="what")
    reply = groomer.say(said, phase="chitchat")
    assert "manager will call" in reply.text


def test_a_control_verb_alone_still_cancels(groomer: Conversation) -> None:
    """The counterpart: "ok stop" and "stop it" still stop the task."""
    groomer.say("report an incident", flow="incident")
    groomer.say("ok stop", flow=None)
    groomer.say("book a groom", flow="book_groom")
    groomer.say("stop it", flow=None)


@pytest.mark.parametrize("said", ["dog boarding, a deluxe one", "board my dog pls, deluxe one"])
def test_one_is_no_count_of_a_unit_of_time(groomer: Conversation, said: str) -> None:
    """ "need a storage unit, a small one" rented it for 1 month: "one" after a value of
    another slot stands for the thing chosen; it counts a flow's one count only when that
    count is of things, never of weeks or months."""
    groomer.say(said, flow="board", slots={"kennel": "deluxe", "weeks": None}, asked="weeks")
    groomer.say("a fortnight", slots={"weeks": 2}, asked="drop_off")


def test_a_unit_after_the_street_is_part_of_the_address(groomer: Conversation) -> None:
    """ "the address is 88 maple ave apt 4b, not 3b" left the address "88 maple ave": a part
    of a building said after the street without a comma (the lexicon's
    ``address_unit_words``: "unit 6", "suite 300") is part of the address, and a part after
    a comma that refuses ("not unit 6") is what it was, not more of it."""
    groomer.say(
        "mobile grooming at 14 pine st unit 6 on friday",
        flow="mobile_groom",
        slots={"where": "14 pine st unit 6", "van_day": "2026-12-04"},
        phase="confirming",
    )
    groomer.say(
        "the address is 14 pine st unit 9, not unit 6",
        slots={"where": "14 pine st unit 9"},
        phase="confirming",
    )


@pytest.mark.parametrize(
    ("said", "note"),
    [
        ("cologne is fine", "cologne is fine"),
        ("the conditioner is great", "the conditioner is great"),
    ],
)
def test_a_remark_judged_with_a_yes_word_is_kept(
    groomer: Conversation, said: str, note: str
) -> None:
    """ "refill 4417823, pick up tomorrow, the generic is fine" lost "the generic is fine":
    a word of a yes after what it judges ("fine", "great") says something in a remark; only
    a yes-word alone or opening the clause is an answer."""
    groomer.say(
        f"book a groom, a bath for a short coat, 1 visit on friday, {said}",
        flow="book_groom",
        slots={"service": "bath", "coat": "short", "visits": 1, "note": note},
        phase="confirming",
    )


def test_a_value_of_a_written_form_stops_at_a_comma(groomer: Conversation) -> None:
    """ "change my gate code to 4821, unit C-105" refused the code: a pattern's capture went
    on across the comma ("4821, unit C-105"), as an address's parts do. A slot with a
    written form (`pattern`) takes the longer capture only in that form."""
    groomer.say(
        "link my loyalty card, card number 204981, kennel tag K-12",
        flow="link_card",
        slots={"card": "204981", "tag": "K-12"},
        phase="confirming",
    )


@pytest.mark.parametrize(
    "rule", ["fyi i never tip more than $15", "i dont give more than $15 usually"]
)
def test_a_money_limit_said_with_any_verb(groomer: Conversation, rule: str) -> None:
    """ "i never pay more than $300 at once" was kept as a thing to avoid ("pay more than
    $300 at once") and bound nothing: a money limit is "never/don't <verb> more than
    <amount>" whatever the verb."""
    groomer.say(rule, flow=None, beliefs={"budget": {"amount": 15, "currency": "USD"}})
    reply = groomer.say("add a tip of $25", flow="add_tip")
    assert "over" in reply.text and "anyway" in reply.text


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("dog taxi from the vet on oak street on friday", "the vet on oak street"),
        ("pet taxi from the daycare at pine rd, on friday", "the daycare at pine rd"),
        ("dog taxi from the vet on friday", "the vet"),
    ],
)
def test_a_street_after_a_stop_word_is_part_of_the_place(
    groomer: Conversation, said: str, place: str
) -> None:
    """ "transfer my prescription from cvs on main st" took "cvs": a stop word ("on", "at")
    followed by a street's name says where the place is; it ends the value only before
    something else ("on friday")."""
    groomer.say(said, flow="dog_taxi", slots={"from_place": place, "ride_day": "2026-12-04"})


@pytest.mark.parametrize(
    "said", ["puppy class on saturday, puppy is 5", "puppy training on sat, the puppy's 5"]
)
def test_an_age_said_of_the_one_the_label_names(groomer: Conversation, said: str) -> None:
    """ "driver is 45" (the car rental's label "driver's age") was not read: an age said of
    the one the slot's label names is that slot's value (`age_of_phrases`)."""
    groomer.say(said, flow="puppy_class", slots={"pup_age": 5}, phase="confirming")


@pytest.mark.parametrize(
    "said",
    [
        "could the engraving read Buddy 555-0101 instead",
        "can the engraving say Buddy 555-0101 instead pls",
        # a strict xfail until the thirteenth session (tests/test_xfail_kinds_thirteenth.py,
        # kind 5): without a correction word it changed nothing
        "can the engraving say Buddy 555-0101 pls",
    ],
)
def test_a_free_text_value_said_with_a_verb_of_its_own(groomer: Conversation, said: str) -> None:
    """ "can the writing say Happy Birthday Mia Rose instead" took the whole message as the
    writing: the slot named before a verb of what a text says ("say", "read") is the slot
    changed, and what follows is its value, without the closing "instead" or "please"."""
    groomer.say("engrave a tag", flow="engrave_tag", asked="engraving")
    groomer.say("BUDDY", asked="metal")
    groomer.say("steel", phase="confirming")
    groomer.say(said, slots={"engraving": "Buddy 555-0101"}, phase="confirming")


def test_a_written_text_keeps_its_exclamation_marks(groomer: Conversation) -> None:
    """ "happy 30th bday tom!!" was written on the cake as "happy 30th bday tom": the marks
    closing a free-text answer are part of it; an address loses them."""
    groomer.say("name tag pls", flow="engrave_tag", asked="engraving")
    groomer.say("good boy Rex!!", slots={"engraving": "good boy Rex!!"}, asked="metal")
    groomer.say("send the van", flow="mobile_groom", asked="where")
    groomer.say("14 pine st!", slots={"where": "14 pine st"}, asked="van_day")


# The kinds the tailor's counter and the caterer found (tests/domains/tailor,
# tests/domains/catering, sixth session), each tested here in other words on a third domain
# written inline: a ski school's desk.
SKI = """
settings: {language: en, currency: USD, region: US}
flows:
  group_lesson:
    description: booking a group ski lesson for a school or a club
    triggers: [group lesson, book a group lesson, ski lessons for a group]
    entity: lesson
    slots:
      - {name: skiers, type: integer, kind: people, min: 5, max: 400, label: group size,
         prompt: "How many skiers?"}
      - {name: level, type: enum, values: [beginner, intermediate, advanced], prompt: "What level?"}
      - {name: day, type: date, min: today, max: +120d, label: lesson day, prompt: "Which day?"}
      - {name: spend, type: money, min: 50, max: 90000, required: false, label: spend}
      - {name: remarks, type: text, takes_rest: true, required: false}
    confirm: "A {level} lesson for {skiers} on {day}. Book it?"
    action: book_lesson
    results: [{name: lesson_code, entity: lesson}]
    done: "Booked, {lesson_code}."
  resize_group:
    description: changing how many skiers come to a booked lesson
    triggers: [resize my group, change the group size]
    entity: lesson
    slots:
      - {name: lesson_code, type: text, entity: lesson, pattern: "^[Ss][Kk]-?\\\\d{3}$",
         label: booking code, prompt: "The booking code? It looks like SK-123."}
      - {name: skiers, type: integer, kind: people, min: 5, max: 400, label: group size,
         prompt: "How many skiers now?"}
    confirm: "{lesson_code} for {skiers}?"
    action: resize
    done: "Changed."
  private_lesson:
    description: a one to one lesson with an instructor
    triggers: [private lesson, one on one lesson]
    entity: lesson
    slots:
      - {name: day, type: date, min: today, max: +120d, label: lesson day, prompt: "Which day?"}
      - {name: start, type: time, min: "09:00", max: "16:00", label: start time,
         prompt: "What time? Lessons start 9 to 4."}
    confirm: "A private lesson on {day} at {start}?"
    action: book_lesson
    results: [{name: lesson_code, entity: lesson}]
    done: "Booked, {lesson_code}."
  bring_skis:
    description: bringing rented skis to a chalet
    triggers: [bring my skis, bring rental, drop the skis]
    slots:
      - {name: rental, type: text, pattern: "^[Rr]-?\\\\d{4}$", label: rental number,
         prompt: "The rental number? It looks like R-1234."}
      - {name: chalet, type: text, kind: address, label: chalet address, prompt: "Where to?"}
    confirm: "Bring {rental} to {chalet}?"
    action: bring
    done: "On its way."
  locker:
    description: renting a locker for the day
    triggers: [rent a locker, need a locker]
    slots:
      - {name: heating, type: boolean, label: heating, prompt: "Heated locker? It's $3 more."}
      - {name: locker_day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: locker_note, type: text, takes_rest: true, required: false}
    confirm: "A locker on {locker_day}, heating: {heating}?"
    action: locker
    done: "Locker booked."
  skip_lesson:
    description: calling off a booked lesson
    triggers: [cant make my lesson, dont need my lesson anymore]
    destructive: true
    slots:
      - {name: skipped, type: text, pattern: "^[Ss][Kk]-?\\\\d{3}$", label: booking code,
         prompt: "The booking code? It looks like SK-123."}
    action: resize
    done: "Called off."
  club_card:
    description: a discount card for a ski club
    triggers: [club card, club discount]
    slots:
      - {name: club, type: text, label: club, prompt: "Which club?"}
    confirm: "A card for {club}?"
    action: resize
    done: "Carded."
  gondola:
    description: whether the gondola runs
    triggers: [is the gondola running, gondola hours]
    done: "The gondola runs 8:30 to 4:30 every day."
  lesson_complaint:
    description: complaining about a lesson that went badly
    triggers: [complain about a lesson, i want to complain, lodge a complaint]
    entity: lesson
    slots:
      - {name: booking, type: text, pattern: "^[Ss][Kk]-?\\\\d{3}$",
         label: booking code, prompt: "The booking code? It looks like SK-123."}
      - {name: grievance, type: text, takes_rest: true, prompt: "What went wrong?"}
    action: complaint
    done: "Logged."
beliefs:
  home_club:
    how: default
    binds: [club]
    phrases:
      en: ["our club is {value}", "we ski with {value}"]
"""


@pytest.fixture
def ski(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "ski.yaml",
        SKI,
        CLOCK,
        {"book_lesson": {"lesson_code": "SK-551"}, "resize": {}, "complaint": {}},
    )[0]


@pytest.mark.parametrize(
    ("said", "n"),
    [("a school trip of 140 students", 140), ("we are 110 people", 110), ("for 250", 250)],
)
def test_a_count_of_people_in_three_digits_is_read_whole(
    ski: Conversation, said: str, n: int
) -> None:
    """ "120 guests" had counted 20: the count of people read two digits, wherever they
    stood, so the last two of a longer number were taken for the party, silently."""
    ski.say("group lesson pls", asked="skiers")
    ski.say(said, slots={"skiers": n}, asked="level")


@pytest.mark.parametrize("said", ["1,200 skiers", "we're 2,150 people lol"])
def test_a_number_with_a_thousands_separator_is_one_number(ski: Conversation, said: str) -> None:
    """ "1,200 guests" had become 200 (a comma was a clause's end, so "200 guests" was read
    after it): a comma between digits is inside the number, refused here for the slot's
    maximum and asked again, not cut to a count that fits."""
    ski.say("book a group lesson", asked="skiers")
    ski.say(said, asked="skiers", slots={"skiers": None})


def test_an_amount_with_a_thousands_separator_leaves_no_remark(ski: Conversation) -> None:
    """ "budget around $6,000" had also been kept as the remark "budget around $6": the
    clause ended at the comma of the amount, and the money's sign was left over once a
    count had taken its digits."""
    ski.say(
        "group lesson, 30 skiers, beginner, spend around $2,500",
        flow="group_lesson",
        slots={"skiers": 30, "level": "beginner", "spend": {"amount": 2500, "currency": "USD"}},
        asked="day",
    )
    assert ski.slots["remarks"] is None


@pytest.mark.parametrize("said", ["551", "551."])
def test_a_bare_number_for_a_numbered_form_is_no_count(ski: Conversation, said: str) -> None:
    """Asked "EV-204"'s reference, "204" had been refused for its form and taken as the
    new number of guests, so the confirmation said a count nobody gave: a bare number asked
    for a written form with digits is a try at that form, asked again."""
    ski.say("change the group size", asked="lesson_code")
    ski.say(said, asked="lesson_code", slots={"skiers": None, "lesson_code": None})
    ski.say("SK-551", slots={"lesson_code": "SK-551"}, asked="skiers")


@pytest.mark.parametrize(
    "said",
    [
        "i want to complain, we came last friday and the private lesson was awful",
        "lodge a complaint, my kid had a private lesson on sunday and the instructor yelled at him",
    ],
)
def test_another_flows_trigger_told_in_the_remark_queues_nothing(
    ski: Conversation, said: str
) -> None:
    """ "a complaint, … and the hem is crooked" had kept the remark and also queued an
    alteration for after the complaint ("I'll help with … after that"): a trigger of a flow
    about the same thing, told in the remark, is what happened, not a second request."""
    ski.say(said, flow="lesson_complaint", asked="booking")
    assert "private lesson" in str(ski.slots["grievance"])
    ski.say("SK-551", flow=None, bot_contains="Logged")
    assert ski.last.state.queued == [] and ski.last.state.task_stack == []


@pytest.mark.parametrize(
    ("said", "chalet"),
    [
        ("bring rental R-2210 to 45 summit rd pls", "45 summit rd"),
        ("drop the skis R-2210 at 9 pine rd", "9 pine rd"),
    ],
)
def test_a_house_number_is_never_the_digits_of_a_code(
    ski: Conversation, said: str, chalet: str
) -> None:
    """ "deliver my order T-4821 to 88 harbor rd" had lost both the ticket and the address:
    the address was read from the code's digits on ("4821 to 88 harbor rd"), and the two
    readings fell out over the overlap. A house number starts a word."""
    ski.say(said, phase="confirming", slots={"rental": "R-2210", "chalet": chalet})


@pytest.mark.parametrize(
    "said", ["the chalet is 12 alpine rd, unit 3", "our chalet address is 12 alpine rd, unit 3"]
)
def test_a_free_text_answer_after_its_slots_name(ski: Conversation, said: str) -> None:
    """ "the venue is 5 harbor way, suite 200" had been stored whole as the venue's address:
    the slot's name (or a word of its label) said before the answer with a word of being
    is how the answer is said, not part of it."""
    ski.say("bring my skis", asked="rental")
    ski.say("R-2210", asked="chalet")
    ski.say(said, slots={"chalet": "12 alpine rd, unit 3"}, phase="confirming")


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("private lesson sat around 10", "2026-12-05"),
        ("one on one lesson sun around 10", "2026-12-06"),
    ],
)
def test_a_short_day_said_bare_and_an_hour_around(ski: Conversation, said: str, day: str) -> None:
    """ "need to get measured sat around 11" had read neither: "sat" and "sun" were days
    only after "on" or "next" (so "i sat down" is none), and "around 11" no hour. A short
    day is one unless the word before or after it makes it the everyday word."""
    ski.say(said, flow="private_lesson", slots={"day": day, "start": "10:00"})


@pytest.mark.parametrize(
    "said", ["i sat down to book a private lesson", "private lesson, the sun is out"]
)
def test_a_short_day_that_is_the_everyday_word_is_none(ski: Conversation, said: str) -> None:
    ski.say(said, flow="private_lesson", asked="day", slots={"day": None})


@pytest.mark.parametrize("said", ["sat", "sun pls"])
def test_a_short_day_as_the_answer(ski: Conversation, said: str) -> None:
    ski.say("private lesson", asked="day")
    ski.say(said, asked="start")


@pytest.mark.parametrize(("said", "hour"), [("ok 2 then", "14:00"), ("fine, 11", "11:00")])
def test_a_bare_hour_after_an_acknowledgement(ski: Conversation, said: str, hour: str) -> None:
    """ "ok 5 then" asked the time had been asked again: a number alone was an hour only
    with nothing before it."""
    ski.say("private lesson on friday", asked="start")
    ski.say(said, slots={"start": hour})


# The slot-kind fallback guesses and the joiners of an avoided list read the lexicon in use
# (an author's words), where they were built from the built-in files only.
LODGE = """
settings: {language: en, currency: USD, lexicons: [lodge.lexicon.yaml]}
flows:
  stay:
    description: booking beds in the ski lodge
    triggers: [book the lodge, lodge beds]
    slots:
      - {name: arrive, type: date, min: today, max: +120d, prompt: "Arriving when?"}
      - {name: sleeps, type: integer, min: 1, max: 30, prompt: "How many sleeps?"}
      - {name: bunkers, type: integer, min: 1, max: 12, prompt: "How many bunkers?"}
      - {name: board, type: enum, values: [cheese fondue, trail mix, soup],
         tags: {cheese fondue: [dairy], trail mix: [nuts]}, prompt: "Which board?"}
    confirm: "{bunkers} from {arrive} for {sleeps}, {board}?"
    action: stay
    done: "Booked."
"""

LODGE_WORDS = """
values:
  people_slot_words: [bunkers]
  nights_slot_words: [sleeps]
  list_joiners: [plus]
"""


@pytest.fixture
def lodge(tmp_path: Path) -> Conversation:
    (tmp_path / "lodge.yaml").write_text(LODGE, encoding="utf-8")
    return stood_in(tmp_path / "lodge.lexicon.yaml", LODGE_WORDS, CLOCK, {"stay": {}})[0]


def test_an_authors_people_slot_word_makes_a_count_of_people(lodge: Conversation) -> None:
    """``people_slot_words`` were read from the built-in files only: an author's word for
    the people a slot counts ("bunkers") made no count of people of it."""
    lodge.say("book the lodge", asked="arrive")
    lodge.say("friday", asked="sleeps")
    lodge.say("3")
    lodge.say("me my wife and our 2 kids", slots={"bunkers": 4}, asked="board")


def test_an_authors_nights_slot_word_makes_a_stay(lodge: Conversation) -> None:
    """``nights_slot_words`` likewise: "a week" is 7 of an author's "sleeps"."""
    lodge.say("book the lodge", asked="arrive")
    lodge.say("friday", asked="sleeps")
    lodge.say("a week", slots={"sleeps": 7}, asked="bunkers")


def test_an_authors_list_joiner_splits_an_avoided_list(lodge: Conversation) -> None:
    """``list_joiners`` of a belief bound to a list were the built-in ones: "nuts plus
    dairy" was one thing to avoid, and the refusal named all of it for the fondue."""
    lodge.say("im allergic to nuts plus dairy")
    lodge.say("book the lodge friday, 3 sleeps, 2 bunkers", asked="board")
    lodge.say("cheese fondue", bot_contains="(allergy: dairy)")


@pytest.mark.parametrize(
    ("said", "n"), [("me and my 4 teammates", 5), ("me and my 6 classmates", 7)]
)
def test_companions_of_a_group_count_with_the_speaker(ski: Conversation, said: str, n: int) -> None:
    """ "me and my 3 groomsmen" had counted 3: the companion words were family and
    friends only, so the speaker of a group of other companions went uncounted."""
    ski.say("book a group lesson", asked="skiers")
    ski.say(said, slots={"skiers": n}, asked="level")


@pytest.mark.parametrize("said", ["is the gondola running today?", "is the gondola running"])
def test_a_question_an_informational_flow_answers_mid_task(ski: Conversation, said: str) -> None:
    """ "is the deposit refundable?" mid-booking (the trigger of a flow telling how the
    deposit works) had been "Sorry, I can't answer that here": a question about the
    business starts no booking, but the flow that answers it runs."""
    ski.say("group lesson pls", asked="skiers")
    ski.say(said, bot_contains="8:30")


@pytest.mark.parametrize(
    "said", ["btw the coach will bring the helmets", "oh and the coach will bring the helmets"]
)
def test_a_remark_without_the_words_leading_into_it(ski: Conversation, said: str) -> None:
    """ "oh and the bride wants the sauce on the side" had been kept with its "oh and"."""
    ski.say("group lesson, 40 skiers, beginner, friday", phase="confirming")
    ski.say(said, phase="confirming", slots={"remarks": "the coach will bring the helmets"})


@pytest.mark.parametrize(
    "said",
    [
        "no heating pls. its just for the snowboard bags",
        "no heating, its just for the snowboard bags",
    ],
)
def test_a_remark_beside_a_yes_or_no_said_by_its_name(ski: Conversation, said: str) -> None:
    """ "no rush. theyre for my sisters wedding" had dropped the remark: a yes-or-no slot
    named with "no" is read first, and nothing then read the rest of the message."""
    ski.say("rent a locker", asked="heating")
    ski.say(said, slots={"heating": False}, asked="locker_day")
    assert ski.slots["locker_note"] == "its just for the snowboard bags"


@pytest.mark.parametrize(
    "said", ["i dont need my lesson anymore, SK-551", "sorry i don't need my lesson anymore SK-551"]
)
def test_a_trigger_written_as_people_type_it(ski: Conversation, said: str) -> None:
    """A trigger the author typed without its apostrophe ("dont need the alteration
    anymore") matched nothing: a message's chat spellings are fixed before it is read
    ("dont" is "don't"), the triggers' were not."""
    ski.say(said, flow="skip_lesson", phase="confirming", slots={"skipped": "SK-551"})


@pytest.mark.parametrize("said", ["our club is Alpine Racers", "we ski with Alpine Racers"])
def test_a_default_said_as_the_answer_fills_the_asked_slot(ski: Conversation, said: str) -> None:
    """ "my name is jo smith" asked the name (an author's default belief binds it) had been
    "Noted: name jo smith." and the same question again: the default is the answer too."""
    ski.say("club card", asked="club")
    ski.say(said, slots={"club": "Alpine Racers"}, phase="confirming")


# -- kinds the print shop and the tattoo studio found (tests/domains/printshop, tattoo),
#    tested in other words on a third domain: a dance studio ------------------------------

DANCE = """
settings: {language: en, currency: USD}
entities:
  style:
    values: [salsa, ballet, hip hop, tango, swing]
    synonyms: {hip hop: [hiphop, street dance], swing: [lindy hop, lindy]}
flows:
  join_class:
    description: joining a dance class
    triggers: [join a class, sign up for a class, dance class, enrol]
    entity: spot
    slots:
      - {name: style, type: enum, entity: style, prompt: "Which style?"}
      - {name: dancers, type: integer, kind: people, min: 1, max: 6, label: dancers,
         prompt: "How many of you are dancing?"}
      - {name: level, type: enum, values: [beginner, improver, advanced],
         synonyms: {beginner: [never danced, total newbie], improver: [brush up, freshen up]},
         prompt: "Beginner, improver or advanced?"}
      - {name: start_day, type: date, min: today, max: +30d, prompt: "Starting which day?"}
      - {name: note, type: text, takes_rest: true, required: false}
    confirm: "{style} for {dancers}, {level}, from {start_day}. Sign you up?"
    action: enrol
    results: [{name: spot_ref, entity: spot}]
    done: "You're in, {spot_ref}."
  rent_floor:
    description: renting the studio floor for practice
    triggers: [rent the studio, hire the studio, book the floor]
    slots:
      - {name: hours, type: integer, counts: hour, min: 1, max: 4, prompt: "For how many hours?"}
      - {name: day, type: date, min: today, max: +30d, prompt: "Which day?"}
    action: rent
    done: "The floor is yours."
  buy_passes:
    description: buying drop-in passes
    triggers: [buy passes, drop-in pass, punch card]
    slots:
      - {name: passes, type: integer, counts: [pass, punch], min: 1, max: 20, prompt: "How many?"}
      - {name: first_day, type: date, min: today, max: +30d, prompt: "From which day?"}
      - {name: remark, type: text, takes_rest: true, required: false}
    confirm: "{passes} passes from {first_day}?"
    action: passes
    done: "Here you go."
  resize:
    description: changing how many dance in a booked class
    triggers: [change the group size, update my group]
    slots:
      - {name: spot_ref, type: text, pattern: "^[Dd][Ss]-?[0-9]{2}$", prompt: "Booking ref?"}
      - {name: dancers, type: integer, kind: people, min: 1, max: 6, prompt: "How many now?"}
    confirm: "Make {spot_ref} {dancers}?"
    action: resize
    done: "Changed."
  price_list:
    description: what private hours and term passes cost
    triggers: [price list, how much is a lesson]
    done: "A private hour is $60."
  pay_up:
    description: paying for lessons
    triggers: [settle my bill, pay for the term]
    slots:
      - {name: amount, type: money, min: 10, max: 2000, prompt: "How much?"}
    action: pay
    done: "Paid."
"""


@pytest.fixture
def dance(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "dance.yaml",
        DANCE,
        CLOCK,
        {"enrol": {"spot_ref": "DS-31"}, "rent": {}, "pay": {}, "passes": {}, "resize": {}},
    )[0]


@pytest.mark.parametrize(("said", "n"), [("me and my gf", 2), ("my hubby my bestie and me", 3)])
def test_companions_said_in_chat_words(dance: Conversation, said: str, n: int) -> None:
    """ "me my bf and our 2 friends" had counted nobody: the companions were words of
    writing ("boyfriend"), not the ones people type ("bf", "hubby", "bestie")."""
    dance.say("dance class pls", asked="style")
    dance.say("salsa", asked="dancers")
    dance.say(said, slots={"dancers": n}, asked="level")


@pytest.mark.parametrize("said", ["its tango not my salsa", "tango, not our salsa"])
def test_a_value_refused_with_a_possessive_is_the_old_one(dance: Conversation, said: str) -> None:
    """ "its my forearm not my wrist" changed nothing: "my" between "not" and the value
    said before hid the refusal, so the message held two values of one slot and neither
    was taken."""
    dance.say("join a class for salsa", slots={"style": "salsa"}, asked="dancers")
    dance.say(said, slots={"style": "tango"}, asked="dancers")


@pytest.mark.parametrize(
    ("said", "flow"),
    [
        ("id like to get my son enrolled, ballet", "join_class"),
        ("renting the studio on friday", "rent_floor"),
        ("hiring the studio for 3 hours", "rent_floor"),
        ("settling my bill", "pay_up"),
    ],
)
def test_a_trigger_said_with_its_verb_inflected(dance: Conversation, said: str, flow: str) -> None:
    """ "i need my thesis printed" started nothing (the trigger is "print"), and the
    description word "printed" of another flow started that one instead: a trigger's
    leading verb counts in its inflected forms."""
    dance.say(said, flow=flow)


@pytest.mark.parametrize("said", ["i already settled my bill", "we paid for the term last week"])
def test_a_past_form_after_a_subject_asks_for_nothing(dance: Conversation, said: str) -> None:
    """An inflected trigger verb right after its subject tells what was done ("i paid"),
    it asks for nothing: the payment does not start."""
    dance.say(said, flow=None)


def test_a_phrase_value_with_its_verb_inflected(dance: Conversation) -> None:
    """ "i need my jeans taken up an inch" asked what alteration: a listed value that is
    a verb phrase ("take up") is said with its verb inflected too ("brushing up")."""
    dance.say("sign up for a class, tango, just me", asked="level")
    dance.say("just brushing up really", slots={"level": "improver"}, asked="start_day")


def test_a_word_another_flow_counts_names_no_flow(dance: Conversation) -> None:
    """ "need 200 color copies on tabloid by friday" got the price list, whose
    description says "copies": a word of a description that another flow counts (or
    lists as a value) is that flow's word too, so it names neither; the values start the
    flow that takes them."""
    dance.say("can i get the floor for 3 hours saturday", bot_contains="The floor is yours")


@pytest.mark.parametrize(
    ("said", "style"),
    [("enrol me in balet pls", "ballet"), ("sign up for a class, salsaa", "salsa")],
)
def test_a_typo_of_a_value_said_with_the_request(
    dance: Conversation, said: str, style: str
) -> None:
    """ "print 30 copies on cardstok" and "get vaccinated for tetnus" asked the value
    again: said unasked, a value was matched exactly only (a Chinese one a character off
    was asked about). One letter off a word of five letters or more is that value, as
    sure as the same typo said to its question."""
    dance.say(said, flow="join_class", slots={"style": style}, asked="dancers")


def test_a_word_two_letters_off_a_value_is_no_value(dance: Conversation) -> None:
    """The other side: "tanning" is no "tango", said unasked."""
    dance.say("join a class after tanning", flow="join_class", slots={"style": None}, asked="style")


@pytest.mark.parametrize(
    "said", ["book the floor, only one, saturday", "book the floor for saturday, just the one"]
)
def test_one_said_as_a_clause_with_the_request_is_the_count(dance: Conversation, said: str) -> None:
    """ "need a new zip on my parka, just the one, by monday" asked how many: "just the
    one" was read as an answer only. Said as a clause of its own beside the request, it
    is the flow's one count."""
    dance.say(said, bot_contains="The floor is yours")


@pytest.mark.parametrize(
    "said", ["buy passes, 3 punch cards by friday", "drop-in pass, 2 passes, starting on monday"]
)
def test_the_requests_own_words_are_no_remark(dance: Conversation, said: str) -> None:
    """ "hem 1 pair of jeans by monday" kept the whole request as the note: what the
    count counts ("pair") and the word leading the date ("by") were left over as words of
    a remark."""
    dance.say(said, slots={"remark": None}, phase="confirming")


def test_a_remark_beside_them_is_still_kept(dance: Conversation) -> None:
    dance.say(
        "buy passes, 3 of them by friday, my knees are bad so mostly slow classes",
        slots={"passes": 3, "remark": "my knees are bad so mostly slow classes"},
    )


@pytest.mark.parametrize(
    ("said", "n"),
    [("change the group size on DS-31 to 5", 5), ("pls update my group ds-31 to three", 3)],
)
def test_a_new_number_at_the_end_of_a_change_request(
    dance: Conversation, said: str, n: int
) -> None:
    """ "change the headcount for EV-204 to 85" asked how many: "to" before a bare number
    is no count (it is an hour in a flow with a time); at the end of a change request, in
    a flow with one number slot and no time, it is that slot's new value."""
    dance.say(said, slots={"dancers": n}, phase="confirming")


def test_a_new_number_out_of_bounds_is_refused(dance: Conversation) -> None:
    dance.say("change the group size on DS-31 to 9", slots={"dancers": None}, asked="dancers")


def test_a_slots_name_word_in_another_sense_keeps_the_remark(dance: Conversation) -> None:
    """ "theyre for a job interview" was no remark, taken to be about the slot `job`: a
    slot's name in a remark counts as naming it only where it is said as a name (first,
    after "the" / "my", before "is")."""
    dance.say(
        "sign up for a class, tango, me and my gf, we fell for its style in buenos aires",
        slots={"style": "tango", "dancers": 2, "note": "we fell for its style in buenos aires"},
    )


@pytest.mark.parametrize("said", ["not sure about the level", "my level is a mystery tbh"])
def test_a_clause_about_a_slot_by_its_name_is_no_remark(dance: Conversation, said: str) -> None:
    dance.say(f"sign up for a class, tango, just me, {said}", slots={"note": None}, asked="level")


def test_the_request_said_with_its_verb_inflected_is_no_remark(dance: Conversation) -> None:
    """ "im thinking about getting my first tattoo, something small on my wrist" kept
    the request as the design idea: a trigger's words with others between ("get … tattoo")
    counted only with the verb as written. And "just him" is one dancer."""
    dance.say(
        "thinking of signing up my son for a class, salsa, just him",
        slots={"style": "salsa", "dancers": 1, "note": None},
        asked="level",
    )


@pytest.mark.parametrize("said", ["what did i buy again?", "sorry what did i ask for"])
def test_what_was_done_asked_with_a_verb_of_handing_over(dance: Conversation, said: str) -> None:
    """ "wait what did i drop off again?" after an alteration ticket was "I can't answer
    that": what was done is asked with the verbs of leaving, buying or asking for a thing
    too (the lexicon's ``done_asks``)."""
    dance.say("sign up for a class, tango, just me, beginner, from friday", phase="confirming")
    dance.say("yes", bot_contains="DS-31")
    dance.say(said, bot_contains="That's DS-31")
