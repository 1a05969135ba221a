"""Kinds of mistake the pharmacy counter (tests/domains/pharmacy) and 手机维修店
(tests/domains/phone_repair) found, each tested here in other words and other domains: a
harbour boat tour, a coworking space, a bike courier and a gym (English), a tea house and a
car wash (Chinese). Each test fails with its fix taken out. The clock is a Wednesday
(2026-12-02).

1. A correction whose bare number no slot that reads it can hold ("make that 12" with at
   most 4 people) corrects the held time when that can hold it (in Chinese, "改成8吧", a
   strict xfail: glued digits are no number).
2. A slot a stated ``default`` belief fills is the user's answer: the value the message
   before named is not offered for it as well ("did you mean …?").
3. A place named by its street ("the bakery on king st", "the chemist in the high
   street") goes on past the preposition; a date after it still ends the value.
4. A destructive flow cancelled says nothing was undone (not that the cancellation "is
   cancelled"); a no with a new value still corrects it. A no with its reason ("不，我再想想")
   is no new value for a slot whose ``pattern`` the reason breaks: it asks what to change.
5. A question opened by a polite ask whose predicate is a flow's trigger ("能上门洗车吗") is
   a request, as "可以上门洗车吗" was.
6. A yes-or-no slot named with a word that has it or goes without it ("no shoes", "with
   shoe rental", "不要发票") is its value, asked or said with the request; a party count
   of the speaker's group ("4 of us") or followed by such a word ("for 4 no shoes") counts.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

BOAT = """
settings: {language: en}
flows:
  tour:
    description: booking a harbour boat tour
    triggers: [book a boat tour, harbour tour, boat trip]
    slots:
      - {name: riders, type: integer, kind: people, min: 1, max: 8, prompt: "How many riders?"}
      - {name: day, type: date, min: today, max: +30d, prompt: "Which day?"}
      - {name: depart, type: time, min: "09:00", max: "17:00", prompt: "What time?"}
    confirm: "{riders} riders on {day} at {depart}?"
    action: tour
    done: "See you on board."
"""

TEA = """
settings: {language: zh}
flows:
  room:
    description: 预订茶室包间
    triggers: [订包间, 订茶室, 预订包间]
    slots:
      - {name: guests, type: integer, min: 1, max: 6, label: 人数, prompt: "几位？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天？"}
      - {name: at, type: time, min: "10:00", max: "22:00", label: 时间, prompt: "几点到？"}
    confirm: "{day} {at}，{guests}位，确认吗？"
    action: room
    done: "订好了。"
"""

COWORK = """
settings: {language: en}
entities:
  area:
    values: [quiet zone, open floor, booth]
flows:
  desk:
    description: booking a desk for a day
    triggers: [book a desk, reserve a desk, need a desk]
    slots:
      - {name: area, type: enum, entity: area, prompt: "Quiet zone, open floor or a booth?"}
      - {name: day, type: date, min: today, max: +14d, prompt: "Which day?"}
    confirm: "A desk in the {area} on {day}?"
    action: desk
    done: "Desk booked."
beliefs:
  usual_area:
    how: default
    binds: [area]
    phrases:
      en: ["my usual spot is the {value}", "i usually sit in the {value}"]
"""

COURIER = """
settings: {language: en}
flows:
  pickup:
    description: sending a parcel across town by bike
    triggers: [book a courier, send a parcel, bike courier]
    slots:
      - {name: collect_from, type: text, patterns: ["from {value}"], prompt: "Where do we collect it?"}
      - {name: deliver_to, type: text, patterns: ["to {value}"], prompt: "Where does it go?"}
      - {name: day, type: date, min: today, max: +7d, prompt: "Which day?"}
    confirm: "From {collect_from} to {deliver_to} on {day}?"
    action: courier
    done: "A rider is booked."
"""


GYM = """
settings: {language: en}
flows:
  cancel_membership:
    description: cancelling a gym membership
    triggers: [cancel my membership, end my membership, quit the gym]
    destructive: true
    slots:
      - {name: member, type: text, pattern: '^M-\\d{4}$', prompt: "Your member number? It starts with M-."}
    action: end_membership
    done: "Membership {member} ends today."
"""

WASH = """
settings: {language: zh}
flows:
  home_wash:
    description: 预约上门洗车
    triggers: [上门洗车, 预约洗车]
    slots:
      - {name: plate, type: text, pattern: '^[\u4e00-\u9fff][A-Z][A-Z0-9]{5}$', label: 车牌, prompt: "车牌号？"}
      - {name: day, type: date, min: today, max: +7d, label: 日期, prompt: "哪天？"}
    confirm: "{day}上门洗{plate}，确认吗？"
    action: wash
    done: "约好了。"
  cancel_wash:
    description: 取消洗车预约
    triggers: [取消洗车, 不洗了]
    destructive: true
    slots:
      - {name: plate, type: text, pattern: '^[\u4e00-\u9fff][A-Z][A-Z0-9]{5}$', label: 车牌, prompt: "哪辆车？"}
    action: unwash
    done: "{plate}的洗车取消了。"
"""


BOWLING = """
settings: {language: en}
flows:
  lane:
    description: booking a bowling lane
    triggers: [book a lane, bowling lane, reserve a lane]
    slots:
      - {name: bowlers, type: integer, kind: people, min: 1, max: 8, prompt: "How many bowlers?"}
      - {name: day, type: date, min: today, max: +30d, prompt: "Which day?"}
      - {name: shoes, type: boolean, label: shoe rental, prompt: "Do you need shoe rental?"}
    confirm: "{bowlers} bowlers on {day}, shoe rental: {shoes}?"
    action: lane
    done: "Lane booked."
"""

DRIVER = """
settings: {language: zh}
flows:
  chauffeur:
    description: 叫代驾
    triggers: [叫代驾, 找个代驾, 代驾]
    slots:
      - {name: pickup, type: text, kind: address, label: 上车地点, prompt: "在哪儿上车？"}
      - {name: invoice, type: boolean, label: 发票, prompt: "需要发票吗？"}
    confirm: "从{pickup}出发，发票：{invoice}，确认吗？"
    action: chauffeur
    done: "司机马上到。"
"""


_talk = talker(CLOCK)


def test_a_number_no_slot_reading_it_can_hold_corrects_the_held_time(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, BOAT)
    c.say("book a boat tour for 3 on friday at 2pm", phase="confirming")
    c.say(
        "no, 10 instead",
        phase="confirming",
        slots={"riders": 3, "depart": "10:00"},
        bot_contains="10:00",
    )
    # a number the riders can hold is still theirs
    c.say("no, 5 instead", phase="confirming", slots={"riders": 5, "depart": "10:00"})


def test_a_chinese_number_no_slot_reading_it_can_hold_corrects_the_held_time(
    tmp_path: Path,
) -> None:
    c, _ = _talk(tmp_path, TEA)
    c.say("订包间，周五下午3点，4个人", phase="confirming", slots={"at": "15:00"})
    c.say("改成8吧", phase="confirming", slots={"guests": 4, "at": "20:00"})


def test_a_stated_default_fills_its_slot_without_an_offer(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, COWORK)
    c.say("my usual spot is the quiet zone", phase="chitchat")
    c.say(
        "need a desk for tomorrow",
        flow="desk",
        phase="confirming",
        slots={"area": "quiet zone", "day": "2026-12-03"},
        bot_not_contains="did you mean",
    )
    c.say("actually the booth", phase="confirming", slots={"area": "booth"})


def test_a_place_named_by_its_street_goes_on_past_the_preposition(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, COURIER)
    c.say(
        "send a parcel from the bakery on king st to the chemist in the high street",
        flow="pickup",
        slots={
            "collect_from": "the bakery on king st",
            "deliver_to": "the chemist in the high street",
        },
        asked="day",
    )


def test_a_date_after_the_preposition_still_ends_the_place(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, COURIER)
    c.say(
        "bike courier from the print shop on friday",
        flow="pickup",
        slots={"collect_from": "the print shop", "day": "2026-12-04"},
    )


def test_a_cancelled_undoing_says_nothing_was_undone(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, GYM)
    c.say("i want to cancel my membership, M-2041", phase="confirming")
    # a bare no keeps the membership (tests/test_refused_undoing.py holds that policy)
    c.say(
        "nope", phase="chitchat", bot_contains="nothing has changed", bot_not_contains="cancelled"
    )
    c.say("quit the gym", flow="cancel_membership", asked="member")
    c.say("M-2041", phase="confirming")
    c.say("no, it's M-2014", phase="confirming", slots={"member": "M-2014"})
    c.say("yes", phase="chitchat", bot_contains="M-2014 ends today")


def test_a_no_with_its_reason_is_no_new_code_zh(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, WASH)
    c.say("不洗了，车牌京A12345", flow="cancel_wash", phase="confirming")
    c.say("不，我再想想", slots={"plate": "京A12345"}, bot_not_contains="格式")
    c.say("算了", phase="chitchat", bot_contains="保持原样", bot_not_contains="取消了")


def test_a_polite_ask_of_a_trigger_is_a_request_zh(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, WASH)
    c.say("能上门洗车吗", flow="home_wash", asked="plate")


def test_a_yes_or_no_slot_named_with_or_without_it(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, BOWLING)
    c.say(
        "book a lane saturday for 4 of us", slots={"bowlers": 4, "day": "2026-12-05"}, asked="shoes"
    )
    c.say("no shoe rental", slots={"shoes": False}, phase="confirming")
    c.say("actually with shoe rental", slots={"shoes": True}, phase="confirming")


def test_a_yes_or_no_slot_said_with_the_request(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, BOWLING)
    c.say(
        "reserve a lane for 4 no shoe rental tomorrow",
        slots={"bowlers": 4, "shoes": False, "day": "2026-12-03"},
        phase="confirming",
    )


def test_a_yes_or_no_slot_said_with_the_request_zh(tmp_path: Path) -> None:
    c, _ = _talk(tmp_path, DRIVER)
    c.say("叫代驾，不要发票", flow="chauffeur", slots={"invoice": False}, asked="pickup")
