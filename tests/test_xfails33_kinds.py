"""Kinds of mistake left by the wave's thirty-second session (its closing note's "Left" list
and its helpers' "Found but left"), taken in the thirty-third; each tested here in other
words on other domains (an observatory's stargazing evenings, 羽毛球场订场), each test checked
to fail without its fix; guards (named ``..._guard``) pass either way. The clock is a Sunday
(2026-12-06, 10:00).
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-06T10:00:00")

_talk = talker(CLOCK, {"book_evening": {"ref": "OB-5120"}, "book_court": {"ref": "YM8841"}})

STARGAZING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_evening:
    description: booking a stargazing evening at the observatory
    triggers: [book a stargazing evening, stargazing tickets, book stargazing]
    entity: evening_booking
    slots:
      - {name: guests, type: integer, kind: people, min: 1, max: 12, label: guests,
         prompt: "How many of you?"}
      - {name: telescope, type: enum, values: [big dome, rooftop scopes],
         synonyms: {rooftop scopes: [roof, rooftop]}, label: telescope,
         prompt: "The big dome or the rooftop scopes?"}
      - {name: day, type: date, min: today, max: +120d, label: evening, prompt: "Which evening?"}
      - {name: blankets, type: boolean, label: blankets, prompt: "Shall we put blankets out?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "{guests} at the {telescope} on {day}, blankets {blankets}, for {name}. Book it?"
    action: book_evening
    results: [{name: ref, entity: evening_booking}]
    done: "Booked, your reference is {ref}."
  prices:
    description: what an evening costs
    triggers: [how much, prices]
    done: "12 pounds a head."
"""

BADMINTON = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_court:
    description: 预订羽毛球场地
    triggers: [订场, 订羽毛球场, 约场地]
    entity: court_booking
    slots:
      - {name: courts, type: integer, min: 1, max: 4, counts: [片, 块], label: 场地数,
         prompt: "要几片场？"}
      - {name: rackets, type: boolean, label: 租球拍, prompt: "需要租球拍吗？"}
      - {name: day, type: date, min: +0d, max: +30d, label: 日期, prompt: "哪天打？"}
      - {name: hours, type: integer, min: 1, max: 4, counts: [小时, 个小时, 钟头], label: 时长,
         prompt: "打几个小时？"}
      - {name: phone, type: phone, label: 电话, prompt: "留个电话？"}
      - {name: floor, type: enum, values: [木地板, 塑胶场],
         synonyms: {木地板: [木板], 塑胶场: [塑胶, 塑胶地]}, label: 场地类型,
         prompt: "木地板还是塑胶场？"}
    confirm: "{day} {courts}片{floor}{hours}小时，租拍：{rackets}，电话{phone}。确认吗？"
    action: book_court
    results: [{name: ref, entity: court_booking}]
    done: "订好了，单号{ref}。"
"""


def _evening_until(tmp_path: Path, *answers: str) -> Conversation:
    chat, _ = _talk(tmp_path, STARGAZING)
    chat.say("book stargazing", flow="book_evening", bot="How many of you?")  # type: ignore[attr-defined]
    for answer in answers:
        chat.say(answer)  # type: ignore[attr-defined]
    return chat


def _court_until(tmp_path: Path, *answers: str) -> Conversation:
    chat, _ = _talk(tmp_path, BADMINTON)
    chat.say("订场", flow="book_court", bot="要几片场？")  # type: ignore[attr-defined]
    for answer in answers:
        chat.say(answer)  # type: ignore[attr-defined]
    return chat


# CANCEL_WITH_A_LATER_PLAN_READ_AS_A_CHANGE: a cancel word, then the speaker's plan for a
# later week or month ("…, we'll try again next month instead", "算了 下个月再约吧"), lets
# the task go; the period, no day of it, changes no slot


def test_a_cancel_then_a_plan_to_try_again_next_month(tmp_path: Path) -> None:
    chat = _evening_until(tmp_path, "3", "the big dome")
    chat.say("ah scrap that, we'll try again next month instead", flow=None)  # type: ignore[attr-defined]


def test_a_cancel_then_a_plan_to_book_next_month_zh(tmp_path: Path) -> None:
    chat = _court_until(tmp_path, "2片", "不用")
    chat.say("算了 下个月再约吧", flow=None)  # type: ignore[attr-defined]


def test_a_cancel_then_a_day_said_with_a_plan_guard(tmp_path: Path) -> None:
    # a day of its own, not a period: the change it asks for is read
    chat = _evening_until(tmp_path, "3", "the big dome")
    chat.say(  # type: ignore[attr-defined]
        "scrap that, we'll come on saturday instead",
        flow="book_evening",
        slots={"day": "2026-12-12"},
    )


def test_a_cancel_then_a_month_with_no_plan_guard(tmp_path: Path) -> None:
    # the month said bare after the cancel word: which day of it is asked
    chat = _evening_until(tmp_path, "3", "the big dome")
    chat.say("scrap that, next month instead", flow="book_evening", bot_contains="next month")  # type: ignore[attr-defined]


# SELF_CORRECTION_INSIDE_AN_ANSWER: two values of the asked slot with a correction said on
# the spot between them ("…, actually …", "… 其实 … 就…吧"): the last one is meant; no list
# of two items (a second booking queued), no question which of the two


def test_an_answer_taken_back_for_another_value(tmp_path: Path) -> None:
    chat = _evening_until(tmp_path, "3")
    chat.say(  # type: ignore[attr-defined]
        "big dome, actually rooftop pls",
        slots={"telescope": "rooftop scopes"},
        bot="Which evening?",
    )


def _court_to_floor(tmp_path: Path) -> Conversation:
    return _court_until(tmp_path, "2片", "不用", "明天", "2个小时", "13812345678")


def test_an_answer_taken_back_for_another_value_zh(tmp_path: Path) -> None:
    chat = _court_to_floor(tmp_path)
    chat.say("木地板 其实塑胶的也可以 那就塑胶", slots={"floor": "塑胶场"}, phase="confirming")  # type: ignore[attr-defined]


def test_a_value_after_the_word_of_correction_alone_guard(tmp_path: Path) -> None:
    chat = _court_to_floor(tmp_path)
    chat.say("其实木地板就行", slots={"floor": "木地板"}, phase="confirming")  # type: ignore[attr-defined]


def test_two_values_joined_by_and_guard(tmp_path: Path) -> None:
    # a list of two, no correction between them: each its own booking, as before
    chat = _evening_until(tmp_path, "3")
    chat.say("big dome and rooftop", slots={"telescope": "big dome"}, bot_contains="after that")  # type: ignore[attr-defined]


# CHANGE_ASKED_BY_A_MOVING_VERB: a change of the day asked with a verb of moving the thing
# later or sooner ("bring it forward to …", "推迟到…") is a change, as "move it to" and
# "挪到" were


def _evening_confirming(tmp_path: Path) -> Conversation:
    chat, _ = _talk(tmp_path, STARGAZING)
    chat.say(  # type: ignore[attr-defined]
        "book stargazing for 3 at the big dome on saturday, no blankets, name is ann lee",
        flow="book_evening",
        phase="confirming",
    )
    return chat


def test_a_day_changed_by_bringing_it_forward(tmp_path: Path) -> None:
    chat = _evening_confirming(tmp_path)
    chat.say(  # type: ignore[attr-defined]
        "could we bring it forward to thursday?",
        slots={"day": "2026-12-10"},
        phase="confirming",
    )


def test_a_day_changed_by_putting_it_off_zh(tmp_path: Path) -> None:
    chat = _court_until(tmp_path, "2片", "不用", "明天", "2个小时", "13812345678", "木地板")
    # (asked as a question: "要不推迟到下周三吧", first written here, was read on main too)
    chat.say("能不能推迟到周三", slots={"day": "2026-12-09"}, phase="confirming")  # type: ignore[attr-defined]


def test_a_moving_verb_with_no_day_guard(tmp_path: Path) -> None:
    # nothing to move it to: the day held stays
    chat = _evening_confirming(tmp_path)
    chat.say("can we push it back a bit?", slots={"day": "2026-12-12"}, phase="confirming")  # type: ignore[attr-defined]
