"""Kinds of mistake left by the twentieth session (its lead's probes and the strict xfails),
each fixed in general and tested here in other words and on other domains than where it was
seen, written inline from docs/dsl.md before any of these cases ran. The clock is a Thursday
(2026-12-03, 10:00).

1. a length of time said as "for the" and its unit ("hire it for the weekend", "for the
   week"; the lead's tool hire probe): a count of days or nights read a length only with a
   number or "a" before its unit, and "weekend" was no unit of length at all, so the length
   was asked. One whole unit said so (``length_the``) is a length even where a date reads
   its words; a weekend is two days of a hire (``time_counts.DAYS``), never the nights of a
   stay (``durations.counts_nights``: the houseboat's weekend stays a strict xfail, by
   design). Tested on a beach hut hire (days) and a houseboat stay (nights).
2. a trigger holding "it", said with the thing named in its place ("can i keep the gorilla
   suit for another 3 days" for the trigger "keep it for another"; the lead's tool hire
   probe): the trigger's words were read as written, so nothing started. A trigger of
   three words or more holding a pronoun (``trigger_pronouns``) is said too with a thing led
   by a determiner in its place (``trigger_placeholders.with_placeholder``); "for another
   day" is one more day (``length_the``). Tested on a fancy dress hire ("keep the costumes
   longer, 2 more days" was read before the fix too, by the trigger's words as a set: a
   guard).
3. the booking name said after "name" with no link word ("ping pong table sat 3pm name
   kev"; the lead's probe): the lexicon's ``name_patterns`` wanted "my name is", so the name
   was asked. A name slot reads the lexicon's ``name_said_phrases`` ("name {value}") as
   ``name_for_phrases``' bare "for" is read: one word closing its clause that no list or
   the domain uses otherwise (``names_for.NameForReader``). Tested on a table tennis club.
4. a time said alone after 那 as a change ("那10点" at the confirmation; the lead's
   probe): a then word (``then_words``) and a bare change verb (``change_verbs_bare``: 改,
   换) opening the message before its first value leave it all values
   (``all_values.only_values``). Tested on a 羽毛球馆 (badminton court) and a 陪诊 (hospital
   escort), whose request's hospital, "去协和医院", was not read before kind 7 was fixed (the
   escort's tests were strict xfails of that kind until then); one of its cases stays a
   strict xfail of another kind (a weekday said as a change is read after the held day).
Kinds 1 to 3 are tested again on a campervan hire and a barber (a name slot guessed from its
label, declaring no kind). Read before the fixes too, so guards: a week said "for the week"
or "for the whole week" (a unit alone of a count of days), and "keep the costumes longer, 2
more days" (the trigger's words as a set).

5. the held task's answer said with its question's verb to the resume offer, in a flow of
   two date slots ("那下周三送过去" to "要继续刚才的宠物寄养吗？" after "哪天送来？" and a price
   question; tests/domains/chongwu): the date was no one slot's, and the verb a word of its
   own, so the message was small talk. Tested on a 行李寄存 (luggage storage) and a 婚纱租赁
   (wedding dress hire).

6. a polite ask said as "any chance we could" before a trigger (the campervan's "any chance
   we could keep the camper van for another week?", written for kind 2): only "could we"
   was a polite ask, so the message was a question for information and nothing started.
   ``polite_asks`` holds "any chance we could", "any chance i can" and the like. Tested on
   the fancy dress hire ("any chance we can keep it longer?").

7. a named place of the kind a free-text slot's label names, said with the request as a
   clause of its own ("去协和医院" for the label 医院; the 陪诊 written for kind 4): the slot
   was read by its patterns only, so the place was asked. A short name ending in a word of
   the lexicon's ``place_heads`` that the label ends in, after a word of going at most
   (``address_heads``), is the value (``place_names.place_reader``). Tested on a 婚车租赁
   (wedding car hire; a longer clause with more than the place in it is a guard).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")

HUTS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_hut:
    description: hiring a beach hut on the promenade
    triggers: [beach hut, hire a hut, book a hut]
    slots:
      - {name: start, type: date, min: today, label: first day, prompt: "From which day?"}
      - {name: days, type: integer, counts: day, min: 1, max: 14, label: number of days,
         prompt: "For how many days?"}
      - {name: phone, type: phone, label: phone, prompt: "A number for the key handover?"}
    confirm: "The hut from {start} for {days:day|days}, we'll ring {phone}. Book it?"
    action: hire_hut
    done: "Booked."
"""

HOUSEBOAT = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_boat:
    description: a stay on a moored houseboat
    triggers: [houseboat, stay on the boat, book the houseboat]
    slots:
      - {name: arrive, type: date, min: today, label: arrival, prompt: "Arriving which day?"}
      - {name: stay, type: integer, kind: nights, min: 1, max: 21, label: nights, prompt: "How many nights?"}
      - {name: guests, type: integer, kind: people, min: 1, max: 4, label: guests, prompt: "How many of you?"}
    confirm: "{guests} guests from {arrive} for {stay} nights. Book it?"
    action: book_boat
    done: "Booked."
"""

COSTUMES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_costume:
    description: hiring a fancy dress costume
    triggers: [hire a costume, fancy dress, costume hire]
    slots:
      - {name: costume, type: text, label: costume, prompt: "Which costume?"}
      - {name: day, type: date, min: today, label: pickup day, prompt: "Which day will you pick it up?"}
    confirm: "The {costume} from {day}. Book it?"
    action: hire_costume
    done: "Booked."
  extend_hire:
    description: keeping a hired costume longer
    triggers: [keep it for another, keep it longer, extend my hire]
    slots:
      - {name: extra, type: integer, counts: day, min: 1, max: 7, label: extra days, prompt: "How many more days?"}
    confirm: "{extra:day|days} more. Ok?"
    action: extend_hire
    done: "Extended."
"""

PINGPONG = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_table:
    description: booking a table at the table tennis club
    triggers: [ping pong table, book a table, table tennis]
    slots:
      - {name: day, type: date, min: today, label: day, prompt: "Which day?"}
      - {name: time, type: time, label: time, prompt: "What time?"}
      - {name: booker, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "A table on {day} at {time} for {booker}. Book it?"
    action: book_table
    done: "Booked."
"""

BADMINTON = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_court:
    description: 订羽毛球场地
    triggers: [订场, 订个场地, 打羽毛球]
    slots:
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天打？"}
      - {name: start, type: time, label: 开始时间, prompt: "几点开始？"}
      - {name: hours, type: integer, counts: 小时, min: 1, max: 4, label: 时长, prompt: "打几个小时？"}
    confirm: "{day} {start} 开始，打{hours}小时，确认吗？"
    action: book_court
    done: "订好了。"
"""

ESCORT = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_escort:
    description: 预约陪诊师陪老人去医院看病
    triggers: [约陪诊, 预约陪诊, 找个陪诊]
    slots:
      - {name: day, type: date, min: today, label: 就诊日期, prompt: "哪天去医院？"}
      - {name: meet, type: time, label: 见面时间, prompt: "几点碰面？"}
      - {name: hospital, type: text, label: 医院, prompt: "去哪家医院？"}
    confirm: "{day} {meet} 陪您去{hospital}，确认吗？"
    action: book_escort
    done: "约好了。"
"""

LUGGAGE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  store_bags:
    description: 行李寄存
    triggers: [寄存行李, 存行李, 行李寄存]
    slots:
      - {name: bags, type: integer, counts: 件, min: 1, max: 10, label: 件数, prompt: "存几件？"}
      - {name: drop, type: date, min: today, label: 存放日期, prompt: "哪天送过来？"}
      - {name: collect, type: date, after: drop, min: today, label: 取件日期, prompt: "哪天来取？"}
    confirm: "{bags}件，{drop}存，{collect}取，确认吗？"
    action: store_bags
    done: "好的。"
  prices:
    description: 寄存价格
    triggers: [多少钱, 怎么收费, 寄存一天多少钱]
    done: "每件每天15元。"
"""

DRESSES = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  rent_dress:
    description: 租婚纱
    triggers: [租婚纱, 婚纱租赁, 想租件婚纱]
    slots:
      - {name: fitting, type: date, min: today, label: 试穿日期, prompt: "哪天来试穿？"}
      - {name: wedding, type: date, after: fitting, min: today, label: 婚礼日期, prompt: "婚礼是哪天？"}
      - {name: phone, type: phone, label: 电话, prompt: "留个电话？"}
    confirm: "{fitting}试穿，婚礼{wedding}，电话{phone}，确认吗？"
    action: rent_dress
    done: "好的。"
  deposit:
    description: 押金说明
    triggers: [押金多少, 要交押金吗, 押金怎么退]
    done: "押金2000元，归还后三天内退。"
"""

CAMPERVAN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_van:
    description: hiring a campervan for a trip
    triggers: [hire a campervan, campervan hire, rent a camper]
    slots:
      - {name: pickup, type: date, min: today, label: pickup day, prompt: "When do you want to pick it up?"}
      - {name: days, type: integer, counts: day, min: 1, max: 21, label: days, prompt: "How many days?"}
    confirm: "The van from {pickup} for {days:day|days}. Book it?"
    action: hire_van
    done: "Booked."
  extend_van:
    description: keeping the hired campervan longer
    triggers: [keep it for another, keep it a bit longer, extend the hire]
    slots:
      - {name: more, type: integer, counts: day, min: 1, max: 14, label: extra days, prompt: "How many extra days?"}
    confirm: "{more:day|days} more. Ok?"
    action: extend_van
    done: "Extended."
"""

BARBER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_cut:
    description: a haircut at the barber
    triggers: [haircut, book a cut, skin fade]
    slots:
      - {name: day, type: date, min: today, label: day, prompt: "Which day?"}
      - {name: time, type: time, label: time, prompt: "What time?"}
      - {name: customer, type: text, label: name, prompt: "Name for the booking?"}
    confirm: "{day} at {time} for {customer}. Book it?"
    action: book_cut
    done: "Booked."
"""


def _chat(folder: Path, text: str, actions: list[str]) -> Conversation:
    (folder / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    stand_in_actions(bot, {a: {} for a in actions})
    return Conversation(bot, "s", "u1")


# -- 1. a length said as "for the" and its unit ---------------------------------------------


@pytest.fixture
def huts(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, HUTS, ["hire_hut"])


@pytest.mark.parametrize(
    ("said", "days"),
    [
        ("hiya can we get a beach hut for the weekend", 2),
        ("beach hut for the week from monday pls", 7),
        ("hire a hut for the whole week, starting the 14th", 7),
    ],
)
def test_a_length_said_for_the_unit_is_the_count_of_days(
    huts: Conversation, said: str, days: int
) -> None:
    huts.say(said, flow="hire_hut", slots={"days": days})


def test_a_length_for_the_unit_answers_the_count_question(huts: Conversation) -> None:
    huts.say("beach hut from saturday", flow="hire_hut", asked="days")
    huts.say("just for the weekend", slots={"days": 2}, asked="phone")


def test_the_weekend_as_a_day_is_no_length(huts: Conversation) -> None:
    # guard: the weekend said as when, not for how long, leaves the length to be asked
    huts.say("can i book a hut this weekend", flow="hire_hut", slots={"days": None})


#: a weekend is no length of a stay's nights
WEEKEND_STAY = (
    "kind (left, by design): a stay said 'for the weekend' (here 2 nights expected) is no "
    "count of nights: a stay over a weekend arrives on the Friday or the Saturday and the "
    "date reads the weekend as its Saturday, so the nights are asked; read as 2 it broke "
    "tests/test_clarify_vs_request.py's hotel 'for the weekend', whose nights are asked"
)


@pytest.fixture
def houseboat(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, HOUSEBOAT, ["book_boat"])


@pytest.mark.parametrize(
    ("said", "nights"),
    [
        pytest.param(
            "wed love to stay on the boat for the weekend, 2 of us",
            2,
            marks=pytest.mark.xfail(strict=True, reason=WEEKEND_STAY),
        ),
        ("houseboat for the week from the 12th for me and my partner", 7),
    ],
)
def test_a_stay_said_for_the_unit_is_the_count_of_nights(
    houseboat: Conversation, said: str, nights: int
) -> None:
    houseboat.say(said, flow="book_boat", slots={"stay": nights, "guests": 2})


# -- 2. a trigger's "it" said as the thing named -------------------------------------------


@pytest.fixture
def costumes(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, COSTUMES, ["hire_costume", "extend_hire"])


@pytest.mark.parametrize(
    ("said", "extra"),
    [
        ("can i keep the gorilla suit for another 3 days", 3),
        ("hi id like to keep my pirate costume for another day", 1),
        ("could we keep the costumes longer, 2 more days", 2),
    ],
)
def test_a_trigger_said_with_the_thing_for_it_starts_its_flow(
    costumes: Conversation, said: str, extra: int
) -> None:
    costumes.say(said, flow="extend_hire", slots={"extra": extra})


def test_a_trigger_with_it_said_as_is_still_read(costumes: Conversation) -> None:
    # guard: the trigger as written
    costumes.say("can i keep it for another 2 days", flow="extend_hire", slots={"extra": 2})


def test_other_words_in_its_place_start_nothing(costumes: Conversation) -> None:
    # guard: words that are no thing named ("going", "on") in the pronoun's place
    costumes.say("keep going for another minute", flow=None)


# -- 3. the booking name after "name" --------------------------------------------------------


@pytest.fixture
def pingpong(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, PINGPONG, ["book_table"])


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("ping pong table sat 3pm name kev", "kev"),
        ("book a table tmrw at 6, name priya", "priya"),
        ("table tennis friday 7pm name: dom", "dom"),
    ],
)
def test_a_name_after_the_word_name_is_the_name(
    pingpong: Conversation, said: str, name: str
) -> None:
    pingpong.say(said, flow="book_table", slots={"booker": name})


@pytest.mark.parametrize(
    "said",
    ["book a table on saturday at 3, name later", "table tennis sat 3pm, what name do you need"],
)
def test_other_words_after_name_name_nobody(pingpong: Conversation, said: str) -> None:
    # guards: a question word and a word of time after "name" are no name
    pingpong.say(said, flow="book_table", slots={"booker": None})


# -- 4. a time alone after 那 as a change ----------------------------------------------------


@pytest.fixture
def court(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, BADMINTON, ["book_court"])


@pytest.mark.parametrize(("said", "start"), [("那10点", "10:00"), ("那改9点半吧", "09:30")])
def test_a_time_after_na_at_the_confirmation_changes_it(
    court: Conversation, said: str, start: str
) -> None:
    court.say("订场 明天上午8点 打2个小时", flow="book_court", phase="confirming")
    court.say(said, flow="book_court", slots={"start": start}, phase="confirming")


@pytest.fixture
def escort(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, ESCORT, ["book_escort"])


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        # a weekday said alone as a change is the coming one (the 5th), not the one after
        # the held Monday, the 7th (BARE_WEEKDAY_READ_IN_THE_HELD_DATES_WEEK,
        # tests/test_chinese38_kinds.py)
        ("那换周六吧", {"day": "2026-12-05"}),
        ("改7点半", {"meet": "07:30"}),
        ("那就改个8点", {"meet": "08:00"}),
    ],
)
def test_a_value_after_a_then_word_or_a_bare_verb_changes_it(
    escort: Conversation, said: str, slots: dict[str, str]
) -> None:
    escort.say("约陪诊 下周一早上7点 去协和医院", flow="book_escort", phase="confirming")
    escort.say(said, flow="book_escort", slots=slots, phase="confirming")


def test_a_then_word_with_other_words_changes_nothing(escort: Conversation) -> None:
    # guard: 那 opening a remark that holds a value but is no change of it
    escort.say("约陪诊 下周一早上7点 去协和医院", flow="book_escort", phase="confirming")
    escort.say(
        "那天我儿子也去", flow="book_escort", slots={"day": "2026-12-07"}, phase="confirming"
    )


# -- 5. the held question's verb said back with its answer at the resume offer --------------


@pytest.fixture
def luggage(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, LUGGAGE, ["store_bags"])


@pytest.mark.parametrize(
    ("said", "drop"),
    [("那后天送过去", "2026-12-05"), ("周六送过来吧", "2026-12-05"), ("那就下周一拿过去", None)],
)
def test_a_held_answer_said_with_its_questions_verb_takes_the_task_up(
    luggage: Conversation, said: str, drop: str | None
) -> None:
    luggage.say("存行李 2件", flow="store_bags", asked="drop")
    luggage.say("寄存一天多少钱", bot_contains="15元")
    if drop is None:  # guard: a verb the question does not hold (拿) says more than values
        luggage.say(said, slots={"drop": None})
    else:
        luggage.say(said, flow="store_bags", slots={"drop": drop}, asked="collect")


@pytest.fixture
def dresses(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, DRESSES, ["rent_dress"])


def test_a_held_answer_said_with_its_questions_words_after_a_deposit_question(
    dresses: Conversation,
) -> None:
    dresses.say("想租件婚纱", flow="rent_dress", asked="fitting")
    dresses.say("押金多少", bot_contains="2000")
    dresses.say(
        "那这周六来试穿", flow="rent_dress", slots={"fitting": "2026-12-05"}, asked="wedding"
    )


# -- kinds 1 to 3 again, on a campervan hire and a barber ------------------------------------


@pytest.fixture
def campervan(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, CAMPERVAN, ["hire_van", "extend_van"])


def test_a_van_for_the_weekend_is_two_days(campervan: Conversation) -> None:
    campervan.say("rent a camper for the weekend pls", flow="hire_van", slots={"days": 2})


def test_keeping_the_van_named_for_another_week(campervan: Conversation) -> None:
    campervan.say(
        "any chance we could keep the camper van for another week?",
        flow="extend_van",
        slots={"more": 7},
    )


@pytest.fixture
def barber(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, BARBER, ["book_cut"])


def test_a_booking_name_after_name_at_the_barber(barber: Conversation) -> None:
    barber.say("skin fade sat 10am name jay", flow="book_cut", slots={"customer": "jay"})


# -- 6. a polite ask said as "any chance we could" before a trigger ------------------------


def test_any_chance_we_can_before_a_trigger_asks_for_it(costumes: Conversation) -> None:
    costumes.say("any chance we can keep it longer?", flow="extend_hire", asked="extra")


# -- 7. a named place of the slot's kind said with the request ------------------------------

WEDDING_CARS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  hire_cars:
    description: 租婚车
    triggers: [租婚车, 订婚车, 婚车租赁]
    slots:
      - {name: day, type: date, min: today, label: 婚礼日期, prompt: "婚礼是哪天？"}
      - {name: cars, type: integer, counts: 辆, min: 1, max: 12, label: 车辆数, prompt: "要几辆车？"}
      - {name: hotel, type: text, label: 酒店, prompt: "婚宴在哪家酒店？"}
    confirm: "{day}，{cars}辆车，开到{hotel}，确认吗？"
    action: hire_cars
    done: "订好了。"
"""


@pytest.fixture
def wedding_cars(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, WEDDING_CARS, ["hire_cars"])


@pytest.mark.parametrize(
    ("said", "hotel"),
    [
        ("订婚车 下周六 6辆 到希尔顿酒店", "希尔顿酒店"),
        ("租婚车 婚宴在金陵饭店旁边的凯宾斯基酒店 明年", None),
    ],
)
def test_a_named_place_of_the_slots_kind_with_the_request(
    wedding_cars: Conversation, said: str, hotel: str | None
) -> None:
    # the second: a clause longer than a name, with more than the place in it (a guard)
    wedding_cars.say(said, flow="hire_cars", slots={"hotel": hotel})


# -- 8. a short word with one letter changed is asked about ----------------------------------

COFFEE_CART = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_coffee:
    description: ordering a coffee from the cart to pick up
    triggers: [order a coffee, get a coffee, flat white]
    slots:
      - {name: milk, type: enum, label: milk, values: [dairy, soya, oat, coconut], prompt: "Which milk: dairy, soya, oat or coconut?"}
      - {name: size, type: enum, label: size, values: [small, regular, large], prompt: "Small, regular or large?"}
    confirm: "A {size} with {milk} milk. Order it?"
    action: order_coffee
    done: "Ordered."
"""


@pytest.fixture
def coffee(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, COFFEE_CART, ["order_coffee"])


def test_a_four_letter_value_with_a_letter_changed_is_asked_about(coffee: Conversation) -> None:
    coffee.say("get a coffee pls", flow="order_coffee", asked="milk")
    coffee.say("soja", asked="milk", bot_contains="soya")
    coffee.say("yep", slots={"milk": "soya"}, asked="size")


def test_a_word_far_from_every_value_is_still_refused(coffee: Conversation) -> None:
    # guard: two letters changed ("sola" is one from soya, "solo" two) names no value
    coffee.say("get a coffee pls", flow="order_coffee", asked="milk")
    coffee.say("solo", slots={"milk": None}, asked="milk")
