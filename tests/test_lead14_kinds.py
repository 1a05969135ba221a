"""Kinds of mistake the lead found in the wave's fourteenth session, probing a heating
engineer and an e-bike repair shop written from docs/dsl.md; each tested here in other
words on other domains. Each test fails with its fix taken out. The clock is a Wednesday
(2026-12-02, 10:00).

1. **A piece of a code stored as a count**: a postcode typed to a count question ("M1 4BT"
   asked how many bedrooms) gave the count 4 (and "YO1 7HH" 7), digits glued to letters
   read as a number. Digits glued to letters count only when the letters are a unit people
   glue to a count ("10kg", "3yo": the value lexicons' ``glued_units``, the units of time,
   the number suffixes).
2. A counted noun said by its first letters ("4 beds", "a 2 bed flat" asked how many
   bedrooms) was "a count of another thing" and refused, or not read with the request: a
   word a longer counted noun opens with (three letters or more) is that noun shortened.
3. A day of the month said alone as an ordinal ("12th", "5th please") to "Which day?" was
   not read ("the 12th" was): a bare ordinal is no date inside a sentence ("the 12th
   floor"), but said alone to a date question it is the day.
4. **A change stored in the wrong slot**: "no wait, make it the 6th" in a flow with a slot
   called "make" (a boiler's make) named that slot, so the date said was no change of
   it, and the free text of another slot took "the 6th". A slot's name inside a phrase that
   asks for a change ("make it", "switch to") is that phrase's word, not the slot named.
5. A polite word alone to a yes-or-no question ("please" to "Send an engineer?", "麻烦了"
   to "要帮您叫车吗？") was "Sorry, I didn't get that": the lexicon's ``affirm_alone``.
6. A Chinese trigger ending with a two-character verb said by its last character
   ("能上门修吗" for 上门维修) started nothing: ``verb_short_forms`` applied only to a
   trigger opening with the verb; one ending with it after two characters or more matches
   with the short form last.
7. A Chinese trigger asking whether a thing is done ("修好了吗") asked in another form of
   that question ("修好没", "修好了没有") started nothing: the lexicon's
   ``done_question_ends`` stand for each other.
8. **A value said dropped**: "no the make is vauxhall" at a confirmation cleared the make
   (the clearing template "no {slot}" took "the make is vauxhall" for a name of the
   slot) and asked it again; "no the reg should be AB12 CDF" was a bare no. A slot named
   with more said after it is no clearing, and a link of two words ("should be", the
   lexicon's ``value_links``) stands between a free-text slot's name and its new value.
9. A yes/no question led by a modal ("需要送货上门吗？") answered by the verb it asks
   about, said by its first characters ("送", "要送"; "不用送" for no), was "没听明白":
   only the modal said back was read. The lexicon's ``echo_modals`` lead the verb that is
   said back.
10. A date said in full as the British write it ("saturday 12th dec") was two dates, the
    weekday read with its day ("saturday 12th") and the day with its month ("12th dec")
    overlapping, and the request's date was dropped: a day already read with its month is
    left to it, and the weekday joined to that date.
11. **A wrong value stored**: "actually can we do 4 person?" at the confirmation, with the
    4 person tub held, changed the nights to 4: a number inside another slot's listed value
    said is that value's, no count of anything (as it already was for an answer).
12. A count said with the noun of its slot's label ("extend my hire by 3 nights" for a
    slot `extra` labelled "extra nights") was asked again: a count slot labelled after what
    it counts reads "{n} <noun>" as one named after it does.
13. **A wrong slot filled**: "214" to "Which room?" was taken as a late answer by the
    towel count the flow asks after it, then refused (at most 10), and the room asked
    again: a number the count cannot be is no count, so the free text takes it (a bare
    number the count can be, "2" to an address question, still goes to the count).
14. **A wrong amount stored**: an address said while a budget is asked ("金地花园2栋1单元
    301" to "预算多少钱？") gave the budget ¥301: a number inside an address beyond doubt
    (or a phone number) the flow takes is no count and no amount.
15. **A wrong amount stored**: "帮我买一杯瑞幸的生椰拿铁" gave the budget ¥1: a bare number
    said with a measure word (the lexicon's ``classifiers``: 一杯, 两盒) counts things and
    is no amount; with a money word ("50块") it still is one.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

DECORATOR = """
settings: {language: en, region: GB}
flows:
  quote:
    description: a quote for painting and decorating rooms
    triggers: [get a quote, decorating quote, paint my house]
    slots:
      - {name: rooms, type: integer, min: 1, max: 20, label: rooms to paint, prompt: "How many rooms need doing?"}
      - {name: postcode, type: text, label: postcode, prompt: "What's your postcode?"}
    action: quote
    done: "We'll email it."
"""

SKIP = """
settings: {language: en, region: GB}
flows:
  hire:
    description: hiring a skip bag for rubble
    triggers: [order a skip bag, skip bag]
    slots:
      - {name: weight, type: number, min: 1, max: 2000, label: weight of rubble, prompt: "Roughly how heavy is it?"}
      - {name: bags, type: integer, min: 1, max: 10, prompt: "How many bags?"}
    confirm: "{bags} bags for {weight} kg?"
    action: hire
    done: "Ordered."
"""

LETTINGS = """
settings: {language: en, region: GB}
flows:
  valuation:
    description: a rental valuation of a house or flat
    triggers: [rental valuation, value my house, valuation]
    slots:
      - {name: bathrooms, type: integer, min: 1, max: 6, prompt: "How many bathrooms?"}
      - {name: furnished, type: boolean, prompt: "Will it be let furnished?"}
    confirm: "Valuation for {bathrooms} bathrooms, furnished: {furnished}?"
    action: valuation
    done: "Booked."
"""

DENTIST = """
settings: {language: en, region: GB}
flows:
  appointment:
    description: booking a check-up at the dentist
    triggers: [book a check up, dentist appointment]
    slots:
      - {name: day, type: date, min: today, max: +60d, prompt: "Which day would you like?"}
      - {name: reason, type: text, prompt: "Anything we should know?"}
    confirm: "Check-up on {day}?"
    action: appointment
    done: "Booked."
"""

GARAGE = """
settings: {language: en, region: GB}
flows:
  mot:
    description: booking an MOT test for a car
    triggers: [book an mot, mot test]
    slots:
      - {name: day, type: date, min: today, max: +60d, prompt: "Which day?"}
      - {name: make, type: text, label: car make, prompt: "What make is the car?"}
      - {name: reg, type: text, label: registration, prompt: "And the registration?"}
    confirm: "MOT on {day} for the {make} {reg}?"
    action: mot
    done: "Booked."
"""

TAXI_ZH = """
settings: {language: zh, region: CN}
flows:
  airport:
    description: 预约接机
    triggers: [预约接机, 接机]
    slots:
      - {name: flight, type: text, label: 航班号, prompt: "航班号是多少？"}
      - {name: sign, type: boolean, label: 举牌, prompt: "需要司机举牌接您吗？"}
    confirm: "接{flight}航班，举牌：{sign}，确认吗？"
    action: airport
    done: "约好了。"
"""

GROOMER = """
settings: {language: en, region: GB}
flows:
  groom:
    description: booking a dog groom
    triggers: [book a groom, dog grooming]
    slots:
      - {name: dog, type: text, label: dog's name, prompt: "What's your dog called?"}
      - {name: breed, type: text, prompt: "What breed?"}
    confirm: "A groom for {dog} the {breed}?"
    action: groom
    done: "Booked."
"""

PRINT_ZH = """
settings: {language: zh, region: CN}
flows:
  order:
    description: 下单打印
    triggers: [打印文件, 我要打印]
    slots:
      - {name: pages, type: integer, counts: 页, min: 1, max: 500, label: 页数, prompt: "一共几页？"}
      - {name: invoice, type: boolean, label: 发票, prompt: "需要开发票吗？"}
    confirm: "{pages}页，发票：{invoice}，确认吗？"
    action: order
    done: "好的。"
"""

VENUE = """
settings: {language: en, region: GB}
flows:
  viewing:
    description: booking a viewing of the wedding venue
    triggers: [book a viewing, come and see the venue]
    slots:
      - {name: day, type: date, min: today, max: +90d, prompt: "Which day?"}
      - {name: couple, type: text, prompt: "Your names?"}
    action: viewing
    done: "See you then."
"""

PIZZA = """
settings: {language: en, region: GB}
flows:
  order:
    description: ordering pizzas for delivery
    triggers: [order pizza, order a pizza]
    slots:
      - {name: size, type: enum, values: [10 inch, 12 inch, 14 inch], prompt: "10, 12 or 14 inch?"}
      - {name: pizzas, type: integer, min: 1, max: 20, prompt: "How many pizzas?"}
    confirm: "{pizzas} x {size}?"
    action: order
    done: "Ordered."
"""

LUGGAGE = """
settings: {language: en, region: GB}
flows:
  add_bags:
    description: adding hold luggage to a flight booking
    triggers: [add bags, add luggage, extra luggage]
    slots:
      - {name: ref, type: text, label: booking reference, prompt: "What's the booking reference?"}
      - {name: extra, type: integer, min: 1, max: 4, label: extra bags, prompt: "How many bags?"}
    confirm: "Add {extra} bags to {ref}?"
    action: add_bags
    done: "Added."
"""

HOTEL_DESK = """
settings: {language: en, region: GB}
flows:
  towels:
    description: asking housekeeping for towels
    triggers: [need towels, send up towels, more towels]
    slots:
      - {name: room, type: text, prompt: "Which room?"}
      - {name: n, type: integer, min: 1, max: 10, label: extra towels, prompt: "How many towels?"}
    action: towels
    done: "On their way."
"""

SHOPPER_ZH = """
settings: {language: zh, region: CN}
flows:
  buy:
    description: 代购商品送上门
    triggers: [帮我代购, 代购]
    slots:
      - {name: goods, type: text, label: 商品, prompt: "买什么？"}
      - {name: budget, type: money, label: 预算, prompt: "预算多少？"}
      - {name: address, type: text, kind: address, label: 收货地址, prompt: "送到哪？"}
    confirm: "{goods}，预算{budget}，送到{address}？"
    action: buy
    done: "好的。"
"""

AIRCON_ZH = """
settings: {language: zh, region: CN}
flows:
  install:
    description: 预约空调上门安装
    triggers: [上门安装, 预约安装]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门安装？"
    action: install
    done: "约好了。"
  refund:
    description: 查询退款有没有到账
    triggers: [退款到账了吗, 查退款]
    slots:
      - {name: order, type: text, label: 订单号, prompt: "订单号是多少？"}
    action: refund
    done: "已到账。"
"""


_talk = talker(CLOCK)


# -- 1. a piece of a code is no count ----------------------------------------------------------


def test_a_postcode_typed_to_a_count_question_is_no_count(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, DECORATOR)
    chat.say("paint my house", flow="quote", asked="rooms")
    chat.say("SW1A 2AA", slots={"rooms": None}, asked="rooms")
    chat.say("n7 8qp", slots={"rooms": None}, asked="rooms")
    chat.say("5 rooms", slots={"rooms": 5}, asked="postcode")
    assert ran == []


def test_a_unit_glued_to_a_number_still_counts(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIP)
    chat.say("skip bag", flow="hire", asked="weight")
    chat.say("about 500kg", slots={"weight": 500}, asked="bags")
    chat.say("2 pls", slots={"bags": 2}, phase="confirming")


# -- 2. a counted noun said by its first letters -----------------------------------------------


def test_a_counted_noun_shortened_answers_the_count(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LETTINGS)
    chat.say("rental valuation", flow="valuation", asked="bathrooms")
    chat.say("2 baths", slots={"bathrooms": 2}, asked="furnished")


def test_a_counted_noun_shortened_with_the_request(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LETTINGS)
    chat.say("valuation please, its a 3 bath house", flow="valuation", slots={"bathrooms": 3})


# -- 3. a day of the month said alone ----------------------------------------------------------


def test_an_ordinal_day_alone_answers_a_date_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, DENTIST)
    chat.say("dentist appointment", flow="appointment", asked="day")
    chat.say("23rd pls", slots={"day": "2026-12-23"}, asked="reason")


def test_an_ordinal_inside_a_sentence_is_no_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, DENTIST)
    chat.say("dentist appointment", flow="appointment", asked="day")
    chat.say("its my 3rd visit", slots={"day": None}, asked="day")


# -- 4. a slot's name inside a change phrase names no slot -------------------------------------


def test_make_it_changes_the_date_not_the_slot_called_make(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GARAGE)
    chat.say("book an mot for the 14th", flow="mot", slots={"day": "2026-12-14"}, asked="make")
    chat.say("ford", slots={"make": "ford"}, asked="reg")
    chat.say("actually make it the 15th", slots={"day": "2026-12-15", "make": "ford"}, asked="reg")


def test_the_slot_called_make_can_still_be_named(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GARAGE)
    chat.say("book an mot for the 14th", flow="mot", asked="make")
    chat.say("ford", asked="reg")
    chat.say("AB12 CDE", phase="confirming")
    chat.say("change the make to vauxhall", slots={"make": "vauxhall"}, phase="confirming")


# -- 5. a polite word alone is a yes -----------------------------------------------------------


def test_please_alone_answers_a_yes_no_slot_and_the_confirmation(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, LETTINGS)
    chat.say("rental valuation", flow="valuation", asked="bathrooms")
    chat.say("1", asked="furnished")
    chat.say("please", slots={"furnished": True}, phase="confirming")
    chat.say("please", flow=None)
    assert ran == ["valuation"]


def test_a_chinese_polite_word_alone_is_a_yes(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, TAXI_ZH)
    chat.say("预约接机", flow="airport", asked="flight")
    chat.say("CA1234", asked="sign")
    chat.say("麻烦了", slots={"sign": True}, phase="confirming")
    chat.say("麻烦您了", flow=None)
    assert ran == ["airport"]


# -- 6. a Chinese trigger's last verb said by its short form -----------------------------------


def test_a_trigger_ending_with_its_verb_said_by_one_character(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, AIRCON_ZH)
    chat.say("新买的空调 你们能上门装吗", flow="install", asked="day")


# -- 7. a done question asked in another form --------------------------------------------------


def test_a_done_question_in_another_form_starts_its_flow(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, AIRCON_ZH)
    chat.say("上周申请的退款到账没", flow="refund", asked="order")
    chat.say("DD20931", flow=None)
    assert ran == ["refund"]


def test_a_done_question_with_its_long_negative_form(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, AIRCON_ZH)
    chat.say("我的退款到账了没有", flow="refund", asked="order")


# -- 8. a no before the slot's name and its new value ------------------------------------------


def test_a_no_before_a_slot_named_with_its_new_value_changes_it(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, GROOMER)
    chat.say("book a groom", flow="groom", asked="dog")
    chat.say("biscuit", asked="breed")
    chat.say("poodle", phase="confirming")
    chat.say("no the breed is cockapoo", slots={"breed": "cockapoo"}, phase="confirming")
    chat.say("no the breed should be a cavapoo", slots={"breed": "a cavapoo"}, phase="confirming")
    chat.say("yes", flow=None)
    assert ran == ["groom"]


# -- 9. a modal question answered by its verb --------------------------------------------------


def test_a_modal_question_answered_by_its_verb(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PRINT_ZH)
    chat.say("我要打印 20页", flow="order", asked="invoice")
    chat.say("要开", slots={"invoice": True}, phase="confirming")


def test_a_modal_question_refused_by_its_verb(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PRINT_ZH)
    chat.say("我要打印 20页", flow="order", asked="invoice")
    chat.say("不用开", slots={"invoice": False}, phase="confirming")


# -- 10. a date said in full, its weekday first ------------------------------------------------


def test_a_weekday_ordinal_day_and_month_are_one_date(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VENUE)
    chat.say(
        "hiya can we book a viewing for fri 18th dec", flow="viewing", slots={"day": "2026-12-18"}
    )


def test_the_same_said_with_the_month_in_full(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VENUE)
    chat.say("book a viewing, sunday 20th december", flow="viewing", slots={"day": "2026-12-20"})


# -- 11. a number inside a listed value said again -------------------------------------------


def test_a_listed_value_said_at_the_confirmation_changes_no_count(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIZZA)
    chat.say("order pizza", flow="order", asked="size")
    chat.say("12 inch", asked="pizzas")
    chat.say("3", phase="confirming")
    chat.say("could we do 10 inch?", slots={"size": "10 inch", "pizzas": 3}, phase="confirming")
    chat.say("actually 10 inch", slots={"size": "10 inch", "pizzas": 3}, phase="confirming")


# -- 12. a count said with its label's noun ----------------------------------------------------


def test_a_count_said_with_the_noun_of_its_label(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LUGGAGE)
    chat.say(
        "can i add 2 bags to my booking, ref AB1234",
        flow="add_bags",
        slots={"extra": 2, "ref": "AB1234"},
        phase="confirming",
    )


# -- 13. a bare number to a free-text question before a count is asked ------------------------


def test_a_number_to_a_free_text_question_is_its_answer_before_a_count(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, HOTEL_DESK)
    chat.say("need towels", flow="towels", asked="room")
    chat.say("214", slots={"room": "214", "n": None}, asked="n")
    chat.say("3", flow=None)
    assert ran == ["towels"]


# -- 14. a number inside an address is no amount ---------------------------------------------


def test_an_address_said_to_the_budget_question_is_the_address(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SHOPPER_ZH)
    chat.say("代购", flow="buy", asked="goods")
    chat.say("月饼", asked="budget")
    chat.say(
        "幸福里小区4栋1单元602",
        slots={"budget": None, "address": "幸福里小区4栋1单元602"},
        asked="budget",
    )
    chat.say("200块", slots={"budget": {"amount": 200, "currency": "CNY"}}, phase="confirming")


# -- 15. a count with a measure word is no amount ----------------------------------------------


def test_a_count_with_a_measure_word_is_no_amount(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SHOPPER_ZH)
    chat.say("帮我代购一盒月饼", flow="buy", slots={"budget": None})


def test_an_amount_with_a_money_word_is_still_one(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SHOPPER_ZH)
    chat.say(
        "帮我代购月饼 预算100块", flow="buy", slots={"budget": {"amount": 100, "currency": "CNY"}}
    )
