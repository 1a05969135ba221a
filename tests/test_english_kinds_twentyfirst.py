"""The kinds of mistake the twenty-first session's blinds and minibus hire found
(tests/domains/blinds, tests/domains/minibus, run in
tests/test_written_domains_twentyfirst_en.py), each tested here in other words and another
domain: a window cleaner's round (a yes at the confirmation) and a removals firm's van
(times of a loading and an unloading, the second asked only for a two-way job), written
inline in English. The clock is a Wednesday (2027-03-10, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-03-10T10:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]

WINDOWS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  join_round:
    description: joining the window cleaning round
    triggers: [join the round, window cleaning, clean my windows]
    slots:
      - {name: house, type: enum, values: [terrace, semi, detached], label: kind of house,
         prompt: "Terrace, semi or detached?"}
      - {name: often, type: enum, values: [every 4 weeks, every 8 weeks], label: how often,
         prompt: "Every 4 weeks or every 8 weeks?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "A {house}, cleaned {often}, for {name}. Shall I add you?"
    action: join_round
    done: "You're on the round."
"""


HALL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_hall:
    description: hiring the village hall
    triggers: [hire the hall, book the hall, hall hire]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: start, type: time, label: start time, prompt: "What time do you need it from?"}
      - {name: bar, type: boolean, label: the bar, prompt: "Will you want the bar open?"}
      - {name: bar_until, type: time, when: {bar: true}, after: start, label: bar closing time,
         prompt: "Until what time should the bar stay open?"}
      - {name: clear_up, type: boolean, label: clearing up the next day,
         prompt: "Do you need to come back the next day to clear up?"}
      - {name: clear_day, type: date, when: {clear_up: true}, after: day, label: clearing up day,
         prompt: "Which day will you clear up?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "The hall on {day} from {start}. OK?"
    action: hire_hall
    done: "The hall is yours."
"""


WEDDING_CAR = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_car:
    description: a wedding car with a chauffeur
    triggers: [wedding car, book the car, hire the car]
    slots:
      - {name: day, type: date, min: tomorrow, label: wedding day, prompt: "Which day is the wedding?"}
      - {name: start, type: text, kind: address, label: pick-up place, prompt: "Where do we pick up the bride?"}
      - {name: venue, type: text, kind: address, label: venue, prompt: "And where to?"}
      - {name: at, type: time, label: pick-up time, prompt: "What time?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "The car on {day} from {start} to {venue} at {at}. OK?"
    action: book_car
    done: "The car is booked."
"""


#: the wedding car, there and back: two times, so an hour said is no one slot's by its type
CHAUFFEUR = WEDDING_CAR.replace(
    '      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}',
    '      - {name: back_at, type: time, label: time back, prompt: "And back at what time?"}',
)


SOFA = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_sofa:
    description: ordering a sofa
    triggers: [order a sofa, buy a sofa, order the sofa]
    slots:
      - {name: model, type: enum, values: [chesterfield, corner, sofa bed], label: sofa, prompt: "Which sofa?"}
      - {name: delivery, type: text, kind: address, label: delivery address, prompt: "Where do we deliver?"}
      - {name: delivery_day, type: date, min: tomorrow, label: delivery day, prompt: "Which day?"}
    confirm: "A {model} to {delivery} on {delivery_day}. Order it?"
    action: order_sofa
    done: "Ordered."
"""


BUFFET = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_buffet:
    description: a buffet for a party
    triggers: [order a buffet, buffet for, party food]
    slots:
      - {name: guests, type: integer, counts: [guest, guests], min: 10, max: 200, label: guests,
         prompt: "How many guests?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: pickup, type: time, label: pick-up time, prompt: "What time will you collect?"}
    confirm: "A buffet for {guests} on {day}. OK?"
    action: order_buffet
    done: "Ordered."
"""


def _shop(folder: Path, text: str, actions: dict[str, dict[str, str]]) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, actions)


@pytest.fixture
def windows(tmp_path: Path) -> Shop:
    return _shop(tmp_path, WINDOWS, {"join_round": {}})


@pytest.fixture
def hall(tmp_path: Path) -> Shop:
    return _shop(tmp_path, HALL, {"hire_hall": {}})


@pytest.fixture
def wedding_car(tmp_path: Path) -> Shop:
    return _shop(tmp_path, WEDDING_CAR, {"book_car": {}})


@pytest.fixture
def sofa(tmp_path: Path) -> Shop:
    return _shop(tmp_path, SOFA, {"order_sofa": {}})


def _at_confirmation(chat: Conversation) -> None:
    chat.say("can you clean my windows, its a semi", flow="join_round", asked="often")
    chat.say("every 8 weeks", asked="name")
    chat.say("mo ahmed", phase="confirming")


# -- 1. a thanks closing a yes at the confirmation is no part of its go-ahead ---------------
# (blinds: "yes thats all correct thanks" to "… Book it?" was read as a closing thank-you,
# the go-ahead after the yes counted four words with the thanks, one over its length)


def test_a_yes_with_a_go_ahead_and_thanks_confirms(windows: Shop) -> None:
    chat, runs = windows
    _at_confirmation(chat)
    chat.say("yep everything looks right thanks", flow=None)
    assert runs["join_round"] == 1


def test_a_yes_with_its_all_good_and_thank_you_confirms(windows: Shop) -> None:
    chat, runs = windows
    _at_confirmation(chat)
    chat.say("yes its all good thank you", flow=None)
    assert runs["join_round"] == 1


# -- 2. a value after the yes that opens its slot, of a type two slots of the flow take -----
# (minibus: "yes please, back about 6pm" to "Do you need bringing back too…?" left the
# return time asked: a time beside the answer is read by type only for a flow's one time
# slot, and the pick-up time is one too)


def _asked_the_bar(chat: Conversation) -> None:
    chat.say("hire the hall pls", flow="hire_hall", asked="day")
    chat.say("saturday", slots={"day": "2027-03-13"}, asked="start")
    chat.say("from 7pm", slots={"start": "19:00"}, asked="bar")


def test_a_time_after_the_yes_fills_the_time_the_yes_opens(hall: Shop) -> None:
    chat, _ = hall
    _asked_the_bar(chat)
    chat.say(
        "yeah defo, till about 11.30pm", slots={"bar": True, "bar_until": "23:30"}, asked="clear_up"
    )


def test_a_date_after_the_yes_fills_the_date_the_yes_opens(hall: Shop) -> None:
    chat, _ = hall
    _asked_the_bar(chat)
    chat.say("no bar", slots={"bar": False}, asked="clear_up")
    chat.say(
        "yes we'll come back sunday morning",
        slots={"clear_up": True, "clear_day": "2027-03-14"},
        asked="name",
    )


# -- 3. the place a route goes to ends before a day or an hour, and its leading word -------
# (minibus: "from leeds station to manchester airport on the 30th" went to "manchester airport
# on": the date's span leaves out its "on"; and with two time slots "… at 6am" stayed whole
# in the place, no slot taking the hour)


def test_the_place_gone_to_ends_before_the_word_leading_a_day(wedding_car: Shop) -> None:
    chat, _ = wedding_car
    chat.say(
        "wedding car from st marys church to the old rectory for the 22nd pls",
        flow="book_car",
        slots={"start": "st marys church", "venue": "the old rectory", "day": "2027-03-22"},
        asked="at",
    )


def test_the_place_gone_to_ends_before_an_hour_no_slot_takes(hall: Shop, tmp_path: Path) -> None:
    chat, _ = _shop(
        tmp_path,
        WEDDING_CAR.replace(
            "label: name,",
            "label: name, required: false}\n      - {name: back_at, type: time, label: time back,",
        ),
        {"book_car": {}},
    )
    chat.say("wedding car on sat", flow="book_car", asked="start")
    chat.say(
        "from rose cottage to the registry office at 11am",
        slots={"start": "rose cottage", "venue": "the registry office"},
    )


# -- 4. a word that is one slot's name and a word of another's names both; the value tells ----
# (minibus: "actually make it a 9am pickup" at the confirmation named the slot called pickup,
# the address, so the time read beside it was dropped and the address asked again)


def _sofa_confirming(chat: Conversation) -> None:
    chat.say("order a sofa, the corner one", flow="order_sofa", asked="delivery")
    chat.say("22 brook street, leeds", asked="delivery_day")
    chat.say("friday", slots={"delivery_day": "2027-03-12"}, phase="confirming")


def test_a_day_said_with_the_word_of_a_dates_name_changes_the_date(sofa: Shop) -> None:
    chat, _ = sofa
    _sofa_confirming(chat)
    chat.say(
        "hmm can we make it a saturday delivery",
        slots={"delivery_day": "2027-03-13", "delivery": "22 brook street, leeds"},
        phase="confirming",
    )


def test_the_delivery_moved_to_a_day_changes_the_date(sofa: Shop) -> None:
    chat, _ = sofa
    _sofa_confirming(chat)
    chat.say(
        "change the delivery to the 16th pls",
        slots={"delivery_day": "2027-03-16", "delivery": "22 brook street, leeds"},
        phase="confirming",
    )


# -- 5. a route answered whole, where one sets off written in parts with a comma -------------
# (minibus: "from the village hall, church lane to alton towers" to "Where should we pick you
# up?" was all the pick-up, the comma keeping the route's words from being read)


def test_a_route_answered_with_a_place_in_parts(wedding_car: Shop) -> None:
    chat, _ = wedding_car
    chat.say("wedding car on the 20th", flow="book_car", asked="start")
    chat.say(
        "from the old mill, mill lane to st peters church",
        slots={"start": "the old mill, mill lane", "venue": "st peters church"},
        asked="at",
    )


# -- 6. a place corrected after a wait and the words saying where it goes --------------------
# (minibus: "oh wait its going to harrogate not york" at the confirmation made the
# destination "wait its going to harrogate": only correction words and fillers were taken
# off the new part)


def test_a_place_corrected_after_a_wait_loses_the_going_words(wedding_car: Shop) -> None:
    chat, _ = wedding_car
    chat.say("wedding car on the 20th", flow="book_car", asked="start")
    chat.say("from rose cottage to the barn", slots={"venue": "the barn"}, asked="at")
    chat.say("2pm", asked="name")
    chat.say("amy", phase="confirming")
    chat.say(
        "hang on its going to the old rectory not the barn",
        slots={"venue": "the old rectory", "start": "rose cottage"},
        phase="confirming",
    )


# -- 7. a rough count said as the first clause of an answer to how many --------------------
# (minibus: "about 20, its for a stag do on sat 6th feb" left the passengers asked: "about
# 20" alone is the count, with more words it was read as a clock hour after "about")


def test_a_rough_count_first_is_the_count_and_the_rest_is_read(tmp_path: Path) -> None:
    chat, _ = _shop(tmp_path, BUFFET, {"order_buffet": {}})
    chat.say("party food pls", flow="order_buffet", asked="guests")
    chat.say(
        "around 15, its for a christening on the 21st",
        slots={"guests": 15, "day": "2027-03-21", "pickup": None},
        asked="pickup",
    )
