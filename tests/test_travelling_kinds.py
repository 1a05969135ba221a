"""The kinds of mistake the moving company and 驾校约课 domains found (tests/test_movers.py,
tests/test_jiaxiao.py), each tested here in other words and another domain: a tutoring
centre (English) and 会议室预订 (Chinese), written inline. The clock is a Wednesday
(2026-12-02)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from written_support import talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

TUTORING = """
settings: {language: en}
flows:
  book_session:
    description: a tutoring session
    triggers: [book a session, tutoring session]
    slots:
      - {name: topic, type: enum, values: [algebra, chemistry, french], prompt: "Which subject?"}
      - {name: day, type: date, min: tomorrow, max: +10d, prompt: "Which day?"}
      - {name: at, type: time, min: "15:00", max: "20:00", prompt: "What time?"}
    confirm: "{topic} on {day} at {at}?"
    action: session
    done: "Booked."
  sit_exam:
    description: registering for an exam
    triggers: [register for an exam, sit an exam]
    slots:
      - {name: topic, type: enum, values: [algebra, chemistry, french], prompt: "Which exam?"}
      - {name: day, type: date, min: +21d, prompt: "Which day?"}
    confirm: "The {topic} exam on {day}?"
    action: exam
    done: "Registered."
  campus_tour:
    description: a campus tour
    triggers: [campus tour, book a tour]
    slots:
      - {name: tour_day, type: date, min: tomorrow, prompt: "Which day?"}
      - {name: tour_time, type: time, min: "09:00", max: "16:00", prompt: "What time?"}
    confirm: "A tour on {tour_day} at {tour_time}?"
    action: tour
    done: "See you then."
  home_visit:
    description: a tutor visiting at home
    triggers: [home visit, tutor at home]
    slots:
      - {name: visit_at, type: text, kind: address, prompt: "What's the address?"}
      - {name: pupils, type: integer, min: 1, max: 4, required: false, default: 1}
      - {name: remark, type: text, takes_rest: true, required: false}
    confirm: "A tutor at {visit_at}?"
    action: visit
    done: "Arranged."
  top_up:
    description: topping up lesson credit
    triggers: [top up, add credit]
    slots:
      - {name: credit, type: money, currency: USD, min: 10, max: 500, prompt: "How much?"}
    confirm: "Add {credit}?"
    action: top_up
    done: "Done."
"""

MEETING_ROOMS = """
settings: {language: zh}
flows:
  book_room:
    description: 预订会议室
    triggers: [订会议室, 预订会议室]
    slots:
      - {name: room, type: enum, values: [大会议室, 小会议室], prompt: "大的还是小的？"}
      - {name: day, type: date, min: today, prompt: "哪天用？"}
      - {name: length, type: integer, min: 1, max: 8, patterns: ["{value}个钟头", "{value}个小时"],
         prompt: "用多久？"}
    confirm: "{day}，{room}，{length}个钟头？"
    action: room
    done: "订好了。"
  clean_room:
    description: 会议室保洁
    triggers: [打扫会议室, 会议室保洁]
    slots:
      - {name: room, type: enum, values: [大会议室, 小会议室], prompt: "哪一间？"}
      - {name: when, type: date, min: +3d, prompt: "哪天打扫？"}
    action: clean
    done: "安排好了。"
  visit:
    description: 预约参观
    triggers: [预约参观, 来参观]
    slots:
      - {name: visit_day, type: date, min: tomorrow, prompt: "哪天来？"}
      - {name: visit_time, type: time, min: "09:00", max: "17:00", prompt: "几点到？"}
    confirm: "{visit_day} {visit_time}来参观？"
    action: visit
    done: "恭候。"
  deposit:
    description: 交押金
    triggers: [交押金, 付押金]
    slots:
      - {name: sum, type: money, currency: CNY, prompt: "交多少？"}
      - {name: pay_by, type: enum, values: [现金, 转账], prompt: "现金还是转账？"}
    confirm: "{pay_by}交{sum}？"
    action: deposit
    done: "收到。"
"""


_talk = talker(CLOCK)


@pytest.fixture
def tutor(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, TUTORING)[0]


@pytest.fixture
def rooms(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, MEETING_ROOMS)[0]


# -- values two flows share: the flow that takes the most of the message's values --------


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("chemistry friday at 5pm pls", {"topic": "chemistry", "day": "2026-12-04", "at": "17:00"}),
        ("french tmrw 4pm", {"topic": "french", "day": "2026-12-03", "at": "16:00"}),
    ],
)
def test_values_two_flows_share_start_the_one_that_takes_them_all(
    tutor: Conversation, said: str, slots: dict[str, Any]
) -> None:
    tutor.say(said, flow="book_session", slots=slots)


def test_a_day_only_the_other_flows_bounds_take_points_there(tutor: Conversation) -> None:
    tutor.say("algebra on january 20th", flow="sit_exam", slots={"day": "2027-01-20"})


def test_a_shared_value_alone_still_asks_which(tutor: Conversation) -> None:
    reply = tutor.say("i want algebra")
    assert reply.state.active_task is None or reply.state.phase == "clarifying"


def test_zh_values_two_flows_share_start_the_one_that_takes_them(rooms: Conversation) -> None:
    rooms.say("明天要用大会议室", flow="book_room", slots={"room": "大会议室", "day": "2026-12-03"})


@pytest.mark.parametrize("said", ["想约一下小会议室", "帮忙约个大会议室"])
def test_zh_a_booking_verb_with_a_value_two_flows_share_asks_which(
    rooms: Conversation, said: str
) -> None:
    """A booking verb that is no flow's trigger still asks for something: with a value two
    flows take, the bot asks which of the two, not what it can do."""
    rooms.say(said, bot_contains="预订会议室还是会议室保洁")


def test_zh_wanting_to_ask_is_no_request(rooms: Conversation) -> None:
    rooms.say("我想问一下大会议室能坐几个人", flow=None)


# -- a unit a slot's own pattern counts is no unlisted value of another slot -----------


@pytest.mark.parametrize(
    ("said", "length"), [("订会议室，大会议室，明天用3个小时", 3), ("明天大会议室用两个钟头", 2)]
)
def test_a_patterns_unit_is_not_an_unlisted_choice(
    rooms: Conversation, said: str, length: int
) -> None:
    rooms.say(
        said,
        flow="book_room",
        phase="confirming",
        bot=f"12月3日（周四），大会议室，{length}个钟头？",
        slots={"room": "大会议室", "length": length},
    )


# -- a bare hour correcting an afternoon time stays within the slot's hours --------------


@pytest.mark.parametrize(("said", "hour"), [("改到9点半", "09:30"), ("不对，11点", "11:00")])
def test_a_bare_hour_correcting_an_afternoon_time_keeps_to_the_hours(
    rooms: Conversation, said: str, hour: str
) -> None:
    rooms.say("周五下午3点来参观", phase="confirming", slots={"visit_time": "15:00"})
    rooms.say(said, phase="confirming", slots={"visit_time": hour})


def test_a_bare_hour_correcting_an_afternoon_time_stays_in_the_afternoon_when_it_fits(
    rooms: Conversation,
) -> None:
    rooms.say("周五下午3点来参观", phase="confirming")
    rooms.say("改成4点", phase="confirming", slots={"visit_time": "16:00"})


def test_en_an_hour_correcting_an_afternoon_time_keeps_to_the_hours(tutor: Conversation) -> None:
    tutor.say("book a tour friday at 2pm", phase="confirming", slots={"tour_time": "14:00"})
    tutor.say("at 10 instead", phase="confirming", slots={"tour_time": "10:00"})


# -- an hour said with its part of the day in words ----------------------------------------


@pytest.mark.parametrize(
    ("said", "hour"), [("5 this afternoon", "17:00"), ("maybe 7 in the evening?", "19:00")]
)
def test_an_hour_with_its_part_of_the_day_takes_that_half(
    tutor: Conversation, said: str, hour: str
) -> None:
    tutor.say("book a session for chemistry tomorrow", asked="at")
    tutor.say(said, slots={"at": hour}, phase="confirming")


def test_an_hour_with_a_morning_outside_the_hours_is_refused(tutor: Conversation) -> None:
    tutor.say("book a session for french tomorrow", asked="at")
    tutor.say("10 in the morning", slots={"at": None}, asked="at")


KARAOKE = """
settings: {language: en}
flows:
  book_room:
    description: a karaoke room
    triggers: [karaoke room, book a room]
    slots:
      - {name: night, type: date, min: today, prompt: "Which day?"}
      - {name: crowd, type: integer, kind: people, min: 1, max: 12, prompt: "How many?"}
      - {name: start, type: time, min: "12:00", max: "23:30", prompt: "From when?"}
    confirm: "{crowd} people on {night} from {start}?"
    action: room
    done: "Booked."
"""


def test_a_count_for_tonight_is_no_hour(tmp_path: Path) -> None:
    """ "for 8 tonight" counts people: an hour said with its part of the day is never the
    count after "for" (nor one that is not in that part of the day)."""
    singers, _ = _talk(tmp_path, KARAOKE)
    singers.say("karaoke room for 8 tonight", slots={"crowd": 8, "start": None}, asked="start")
    singers.say("9 at night", slots={"start": "21:00"}, phase="confirming")


# -- a bare number correcting the one held time ------------------------------------------

BARBER = """
settings: {language: en}
flows:
  book_cut:
    description: a haircut
    triggers: [haircut, book a cut]
    slots:
      - {name: style, type: enum, values: [buzz, fade, trim], prompt: "Which cut?"}
      - {name: day, type: date, min: today, prompt: "Which day?"}
      - {name: chair_at, type: time, min: "09:00", max: "18:00", prompt: "What time?"}
    confirm: "A {style} on {day} at {chair_at}?"
    action: visit
    done: "See you."
"""


@pytest.mark.parametrize(
    ("said", "hour"),
    [("make it 4", "16:00"), ("can we do 10 instead", "10:00"), ("nah, 5", "17:00")],
)
def test_a_bare_number_correcting_the_held_time_is_its_hour(
    tmp_path: Path, said: str, hour: str
) -> None:
    chair, _ = _talk(tmp_path, BARBER)
    chair.say("haircut, a fade thursday at 2pm", phase="confirming", slots={"chair_at": "14:00"})
    chair.say(said, phase="confirming", slots={"chair_at": hour})


@pytest.mark.parametrize(
    "said", ["does the shop switch blades between customers?", "do u guys change the towels"]
)
def test_a_question_about_the_business_changes_nothing(tmp_path: Path, said: str) -> None:
    """A correction word inside a question about the business ("switch", "change") is no
    correction, and the question recalls nothing: the bot asks its question again."""
    chair, _ = _talk(tmp_path, BARBER)
    chair.say("haircut, a fade", asked="day")
    chair.say(said, asked="day", slots={"style": "fade"}, bot_contains="Which day?")


def test_zh_a_change_asked_of_the_business_with_its_value_still_changes(
    rooms: Conversation,
) -> None:
    """你们能… opens questions about the business, but one that carries the new value asks
    for a change."""
    rooms.say("订会议室，大会议室，明天用3个小时", phase="confirming")
    rooms.say("你们能改到后天吗", slots={"day": "2026-12-04"}, phase="confirming")


@pytest.mark.parametrize(
    "said",
    [
        "switch the address to 9 pine road",
        "change it to 9 pine road",
        "pls change that to 9 pine road",
    ],
)
def test_a_correction_at_the_confirmation_leaves_the_remark_alone(
    tutor: Conversation, said: str
) -> None:
    """A free-text slot named by its declared kind ("the address") or by "it" takes the
    correction, and the correction's own words are no remark for the slot that takes the
    rest of a message."""
    tutor.say("home visit please", asked="visit_at")
    tutor.say("3 maple court", phase="confirming", slots={"visit_at": "3 maple court"})
    tutor.say(said, phase="confirming", slots={"visit_at": "9 pine road", "remark": None})


def test_a_bare_number_a_count_reads_is_not_the_hour(tmp_path: Path) -> None:
    """With a count beside the time, the number is the count's, even said again."""
    singers, _ = _talk(tmp_path, KARAOKE)
    singers.say("karaoke room tomorrow for 3 from 8pm", phase="confirming")
    singers.say("make it 3", slots={"crowd": 3, "start": "20:00"})
    singers.say("make it 5", slots={"crowd": 5, "start": "20:00"})


# -- an increment of a count whose unit the slot's own pattern spells ------------------


@pytest.mark.parametrize(("said", "length"), [("再加一个钟头", 4), ("减一个钟头吧", 2)])
def test_an_increment_in_the_patterns_unit_moves_that_count(
    rooms: Conversation, said: str, length: int
) -> None:
    rooms.say("订会议室，小会议室，明天用3个钟头", phase="confirming", slots={"length": 3})
    rooms.say(said, phase="confirming", slots={"length": length})


# -- a bare amount right after the request is the flow's one amount --------------------


@pytest.mark.parametrize(("said", "amount"), [("top up 50 please", 50), ("i wanna top up 80", 80)])
def test_a_bare_amount_after_the_request_is_the_amount(
    tutor: Conversation, said: str, amount: int
) -> None:
    tutor.say(said, flow="top_up", phase="confirming", slots={"credit": f"{amount} USD"})


def test_a_bare_amount_after_an_add_trigger(tutor: Conversation) -> None:
    # the amount right after the slot's name ("credit 50"): named_values.py
    tutor.say("pls add credit 50", flow="top_up", phase="confirming", slots={"credit": "50 USD"})


@pytest.mark.parametrize(("said", "amount"), [("付押金800", 800), ("交押金一千二，转账", 1200)])
def test_zh_a_bare_amount_after_the_request_is_the_amount(
    rooms: Conversation, said: str, amount: int
) -> None:
    rooms.say(said, flow="deposit", slots={"sum": {"amount": amount, "currency": "CNY"}})


def test_a_count_after_the_request_is_not_money(rooms: Conversation) -> None:
    rooms.say("订会议室3个钟头", flow="book_room", slots={"length": 3})


# -- a three-character Chinese trigger with a word inside ("交一下押金") -----------------


@pytest.mark.parametrize("said", ["我想付一下押金", "帮我交下押金吧"])
def test_zh_a_short_trigger_with_a_word_inside_starts_its_flow(
    rooms: Conversation, said: str
) -> None:
    rooms.say(said, flow="deposit", asked="sum")


def test_zh_a_short_trigger_with_a_word_inside_switches_mid_task(rooms: Conversation) -> None:
    rooms.say("订会议室", flow="book_room", asked="room")
    rooms.say("对了，先付一下押金", flow="deposit", stack=["book_room"])


def test_zh_a_short_trigger_with_another_word_in_place_is_not_it(rooms: Conversation) -> None:
    rooms.say("我想付定金", flow=None)  # 付…金 without 押: a down payment, no deposit


# -- a value said across a comma leaves no clause of it for the remark ------------------


@pytest.mark.parametrize("address", ["22 baker street, flat 4", "flat 4, 22 baker street"])
def test_an_address_with_a_comma_leaves_nothing_for_the_remark(
    tutor: Conversation, address: str
) -> None:
    tutor.say("i'd like a home visit", flow="home_visit", asked="visit_at")
    tutor.say(address, phase="confirming", slots={"visit_at": address, "remark": None})


@pytest.mark.parametrize(
    ("said", "address", "remark"),
    [
        (
            "22 baker street. the doorbell is broken so please knock",
            "22 baker street",
            "the doorbell is broken so please knock",
        ),
        ("22 baker st. pls knock loudly", "22 baker st", "pls knock loudly"),
        ("12 main st. apt 5", "12 main st. apt 5", None),
    ],
)
def test_a_remark_beside_an_address_is_still_kept(
    tutor: Conversation, said: str, address: str, remark: str | None
) -> None:
    """An address ends at its sentence's end unless a numbered part goes on with it."""
    tutor.say("i'd like a home visit", flow="home_visit", asked="visit_at")
    tutor.say(said, phase="confirming", slots={"visit_at": address, "remark": remark})


# -- the number of an address said at the confirmation is no count ----------------------


@pytest.mark.parametrize(
    "said", ["no wait, the address is 9 mill road", "no its 12 station avenue actually"]
)
def test_a_number_inside_an_address_is_no_count(tutor: Conversation, said: str) -> None:
    tutor.say("home visit please", asked="visit_at")
    tutor.say("40 oak avenue", phase="confirming")
    reply = tutor.say(said, slots={"pupils": 1})
    assert "at most" not in reply.text


# -- a trigger written long matches a message with the short form, and back --------------


@pytest.mark.parametrize(
    ("trigger", "said"),
    [
        ("we are struggling", "hi, we're struggling with homework"),
        ("i am stuck", "i'm stuck"),
        ("i'm stuck", "i am stuck on fractions"),
    ],
)
def test_a_contraction_matches_the_trigger_written_the_other_way(
    tmp_path: Path, trigger: str, said: str
) -> None:
    talk, _ = _talk(
        tmp_path,
        TUTORING.replace("triggers: [home visit, tutor at home]", f'triggers: ["{trigger}"]'),
    )
    talk.say(said, flow="home_visit", asked="visit_at")


# -- a wait that gives its reason is still a wait ---------------------------------------


@pytest.mark.parametrize(
    "said", ["hang on, let me ask my partner", "one sec let me grab my calendar"]
)
def test_a_wait_with_its_reason_gives_time(tutor: Conversation, said: str) -> None:
    tutor.say("book a session for algebra", asked="day")
    tutor.say(said, asked="day", bot="Sure, take your time.")


def test_zh_a_wait_with_its_reason_gives_time(rooms: Conversation) -> None:
    rooms.say("订会议室", asked="room")
    rooms.say("等一下，我去问问我们领导", asked="room", bot="好的，不着急。")


def test_a_wait_then_an_answer_is_the_answer(tutor: Conversation) -> None:
    tutor.say("book a session for algebra", asked="day")
    tutor.say("hold on, friday works", slots={"day": "2026-12-04"})
