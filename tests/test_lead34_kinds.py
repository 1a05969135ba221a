"""Kinds of mistake the lead found in the wave's thirty-fourth session, probing domains
written from docs/dsl.md outside the repo (a pottery studio, a windscreen repairer, 宠物殡葬,
钢琴陪练); each tested here in other words on other domains, and each test fails with its
fix taken out, but the guards beside them (named ``..._guard``, which pass either way). The
clock is a Wednesday (2026-12-09, 10:00).

1. **YES_WITH_A_REASON_AT_A_DESTRUCTIVE_CONFIRMATION** (in its other shapes): "yes cancel
   it, we dont need it anymore", "对 取消吧 家里人想土葬" and "对 退了吧 孩子不想学了" to
   "Cancel …?" kept the booking or asked again: a reason that says what is no longer wanted
   holds a negation, read as taking the yes back, and Chinese parts its clauses by spaces,
   where only marks were looked for. A yes and a go-ahead as clauses of their own, then
   clauses saying why, is the yes; a reason clause opening with a no, a wait, a doubt or a
   correction still takes it back.
2. **THING_NAMED_ALONE_WITH_A_NEGATION_BEFORE_IT**: "not claiming" to "Are you claiming on
   your insurance?" was not understood, where "claiming" alone was a yes: the words of the
   slot's label after a refusal (the lexicon's ``refusals``), the speaker at most before it
   ("we're not claiming"), are a no.
3. **APPROXIMATE_HOUR_IN_A_LONGER_MESSAGE_DROPPED**: "… this saturday afternoon, 2ish" and
   "… at 2ish" lost the hour, which "2ish" alone gave: an hour of the clock face with a
   rough ending glued to it (``approximate_endings``) closing its clause, or after a word
   leading a time, is the time; "10ish people" is still no hour.
4. **ALWAYS_WITH_A_PAST_VERB_READ_AS_A_STANDING_PREFERENCE**: "ive always wanted to have a
   go on a potters wheel, …" was noted as a preference to keep ("Noted: prefer — wanted
   to …"): "always" with a verb in the past tells what was so, as "never" with one tells
   what happened; "i always sit at the front" is still a preference.
5. **DAY_OF_AN_EVENT_TOLD_TAKEN_AS_THE_DAY_WANTED**: "我家狗狗今天早上走了 想预约单独火化"
   booked today: today is both gone by and to come, and the clause telling what happened
   today gave the slot its day, which was never said. Today so told (a past form of its
   verb, or a Chinese clause closed by a ``told_tails`` word) is no answer; the day is
   asked.
6. **YES_TO_THE_OFFER_TAKEN_AS_THE_HELD_QUESTIONS_ANSWER**: "yes" to "Shall we get back to
   …?" after a question mid-task, the held task asking for a registration of a `pattern`,
   took the task up and said "Sorry, that does not have the expected format.": the yes was
   read as the registration too. Only answer words, the message takes the task up and
   answers no held question, whatever its slot's type.
7. **NEGATED_VALUE_TAKES_BACK_A_LOOSE_TRIGGER**: "预约猫咪单独火化 5斤 明天 不用上门 电话…"
   (预约火化 said with values between its words, beside a slot of being fetched) started
   nothing: the negation of a later clause took the loose trigger back. A negation inside a
   no that the flow's own yes-or-no slots read answers that slot and refuses nothing.
8. **CLARIFIED_DAY_DROPS_THE_VALUES_SAID_WITH_IT**: "改到周日下午3点" to "下周哪天？" moved the
   lesson to that Sunday and asked "几点？" again: the answer to which day of a week or a
   month asked took the day alone. The values said beside it are read as beside any answer.
9. **YES_TAKEN_BACK_AFTER_ITS_GO_AHEAD** (found rereading kind 1): "yes cancel it, hang on",
   "yes cancel it, not sure" and "yes cancel it, actually keep it" to "Cancel …?" undid the
   thing: the go-ahead's words were read as a whole yes, the wait, the doubt or the keeping
   after it unheard. Any of them after a yes takes it back; the thing stays.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK)

# 1. YES_WITH_A_REASON_AT_A_DESTRUCTIVE_CONFIRMATION

SCAFFOLD = """
settings: {language: en, currency: GBP, region: GB}
flows:
  end_hire:
    description: ending a scaffold tower hire early
    triggers: [end my hire, end the hire, stop the hire]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^ST-\\\\d{3}$", label: hire reference, prompt: "Which hire? Like ST-123."}
    action: end_hire
    done: "Hire {ref} ended."
    cancelled: "OK, the hire carries on."
"""

ZH_GYM = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  quit_class:
    description: 退掉私教课
    triggers: [退私教课, 退课, 私教课不上了]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^SJ\\\\d{3}$", label: 课程号, prompt: "课程号？形如SJ123。"}
    action: quit_class
    done: "课程{ref}已退。"
    cancelled: "好的，课程保留。"
"""


@pytest.mark.parametrize(
    "said",
    [
        "yes end it, we dont need the tower anymore",
        "yep, end the hire. the builders finished early",
        "yes please, we won't be using it again",
    ],
)
def test_a_yes_to_an_undoing_with_a_reason_holding_a_negation_undoes(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, SCAFFOLD)
    chat.say("end my hire ST-204", flow="end_hire", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["end_hire"]


@pytest.mark.parametrize("said", ["是的 退了吧 最近老加班没空练", "嗯对 退掉 教练不太行"])
def test_a_chinese_yes_to_an_undoing_with_a_spaced_reason_undoes(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, ZH_GYM)
    chat.say("退课 SJ305", flow="quit_class", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["quit_class"]


@pytest.mark.parametrize("said", ["yes end it, no wait", "yes end it. actually hang on"])
def test_a_yes_taken_back_in_the_next_clause_undoes_nothing_guard(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, SCAFFOLD)
    chat.say("end my hire ST-204", flow="end_hire", phase="confirming")
    chat.say(said)
    assert ran == []


@pytest.mark.parametrize("said", ["是的 退了吧 不对 等一下", "好的 算了 还是别退了"])
def test_a_chinese_yes_taken_back_after_it_undoes_nothing_guard(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, ZH_GYM)
    chat.say("退课 SJ305", flow="quit_class", phase="confirming")
    chat.say(said)
    assert ran == []


# 2. THING_NAMED_ALONE_WITH_A_NEGATION_BEFORE_IT

VENUE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_room:
    description: booking a meeting room at the conference centre
    triggers: [book a meeting room, meeting room]
    slots:
      - {name: day, type: date, min: tomorrow, max: +60d, label: date, prompt: "Which day?"}
      - {name: overnight, type: boolean, label: staying overnight, prompt: "Will anyone be staying overnight?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Name for the booking?"}
    action: book_room
    done: "Booked."
"""


@pytest.mark.parametrize("said", ["not staying overnight", "we're not staying overnight"])
def test_the_thing_named_after_a_refusal_is_a_no(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, VENUE)
    chat.say("book a meeting room for friday", flow="book_room", asked="overnight")
    chat.say(said, slots={"overnight": False}, asked="name")


def test_the_thing_named_alone_is_a_yes_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VENUE)
    chat.say("book a meeting room for friday", flow="book_room", asked="overnight")
    chat.say("staying overnight", slots={"overnight": True}, asked="name")


# 3. APPROXIMATE_HOUR_IN_A_LONGER_MESSAGE_DROPPED

GOLF = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_tee:
    description: booking a tee time
    triggers: [book a tee time, tee time]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: date, prompt: "Which day?"}
      - {name: time, type: time, min: "07:00", max: "18:00", label: time, prompt: "What time?"}
      - {name: players, type: integer, kind: people, min: 1, max: 4, label: players, prompt: "How many players?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Name for the booking?"}
    action: book_tee
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("tee time for 3 on sunday morning, 9ish", "09:00"),
        ("can i get a tee time friday at 4ish for 2", "16:00"),
    ],
)
def test_a_rough_hour_in_a_request_is_the_time(tmp_path: Path, said: str, time: str) -> None:
    chat, _ = _talk(tmp_path, GOLF)
    chat.say(said, flow="book_tee", slots={"time": time})


def test_a_rough_count_is_no_hour_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GOLF)
    chat.say("tee time for sunday, 3ish players", flow="book_tee", slots={"time": None})


# 4. ALWAYS_WITH_A_PAST_VERB_READ_AS_A_STANDING_PREFERENCE

KAYAK = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_kayak:
    description: booking a kayak trip down the river
    triggers: [book a kayak trip, kayak trip, kayaking]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: date, prompt: "Which day?"}
    action: book_kayak
    done: "Booked."
"""


def test_always_with_a_past_verb_notes_no_preference(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, KAYAK)
    reply = chat.say("we've always fancied kayaking, can we book a kayak trip for saturday")
    assert not reply.state.beliefs
    assert not any("Noted" in m for m in reply.messages)


def test_always_with_a_present_verb_is_a_preference_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, KAYAK)
    reply = chat.say("i always sit at the front")
    assert reply.state.beliefs


# 5. DAY_OF_AN_EVENT_TOLD_TAKEN_AS_THE_DAY_WANTED

ZH_PLUMBER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_plumber:
    description: 预约上门维修水管
    triggers: [修水管, 水管维修, 找人修水管]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话？"}
    action: book_plumber
    done: "约好了。"
"""

PHONES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_repair:
    description: booking a phone screen repair
    triggers: [screen repair, fix my screen, book a repair]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: date, prompt: "Which day can you bring it in?"}
    action: book_repair
    done: "Booked."
"""


def test_a_chinese_clause_telling_what_happened_today_gives_no_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_PLUMBER)
    chat.say(
        "厨房水管今天早上爆了 想找人修水管", flow="book_plumber", asked="day", slots={"day": None}
    )


def test_a_clause_telling_what_happened_today_gives_no_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PHONES)
    chat.say(
        "i dropped my phone this morning, can i book a repair", asked="day", slots={"day": None}
    )


def test_today_told_then_asked_for_is_the_day_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_PLUMBER)
    chat.say(
        "厨房水管今天早上爆了 今天能来修水管吗", flow="book_plumber", slots={"day": "2026-12-09"}
    )


def test_today_asked_for_is_the_day_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_PLUMBER)
    chat.say("今天上午能来修水管吗", flow="book_plumber", slots={"day": "2026-12-09"})


# 6. YES_TO_THE_OFFER_TAKEN_AS_THE_HELD_QUESTIONS_ANSWER

VAN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_van:
    description: hiring a van for the day
    triggers: [hire a van, van hire]
    slots:
      - {name: licence, type: text, pattern: "^[A-Z]{5}\\\\d{6}[A-Z0-9]{5}$", label: licence number, prompt: "What's your driving licence number?"}
      - {name: day, type: date, min: today, max: +30d, label: date, prompt: "Which day?"}
    action: book_van
    done: "Booked."
  insurance:
    description: what the hire insurance covers
    triggers: [whats covered, insurance cover]
    done: "Damage over £500 is covered."
"""


@pytest.mark.parametrize("said", ["yes", "ok sure"])
def test_a_yes_to_the_offer_answers_no_held_question_of_a_pattern(
    tmp_path: Path, said: str
) -> None:
    chat, _ = _talk(tmp_path, VAN)
    chat.say("hire a van", flow="book_van", asked="licence")
    chat.say("whats covered?")
    reply = chat.say(said, flow="book_van", asked="licence", slots={"licence": None})
    assert not any("format" in m for m in reply.messages)


# 7. NEGATED_VALUE_TAKES_BACK_A_LOOSE_TRIGGER

ZH_CARPET = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_clean:
    description: 预约清洗地毯
    triggers: [预约清洗, 清洗地毯]
    slots:
      - {name: size, type: enum, values: [小号, 大号], synonyms: {小号: [小的], 大号: [大的]}, label: 尺寸, prompt: "大号还是小号？"}
      - {name: fetch, type: boolean, label: 上门取件, prompt: "需要上门取件吗？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话？"}
    action: book_clean
    done: "约好了。"
"""


def test_a_no_to_a_yes_no_slot_keeps_a_loose_trigger(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_CARPET)
    chat.say(
        "预约大号地毯清洗 后天 不用上门取件",
        flow="book_clean",
        slots={"size": "大号", "fetch": False, "day": "2026-12-11"},
    )


def test_a_negation_refusing_the_loose_trigger_still_does_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_CARPET)
    chat.say("大号地毯不用清洗了", flow=None)


# 8. CLARIFIED_DAY_DROPS_THE_VALUES_SAID_WITH_IT

BARBER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_cut:
    description: booking a haircut
    triggers: [book a haircut, haircut]
    slots:
      - {name: day, type: date, min: today, max: +60d, label: date, prompt: "Which day?"}
      - {name: time, type: time, min: "09:00", max: "18:00", label: time, prompt: "What time?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Name?"}
    action: book_cut
    done: "Booked."
"""

ZH_NAILS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_nails:
    description: 预约美甲
    triggers: [约美甲, 预约美甲]
    slots:
      - {name: day, type: date, min: today, max: +60d, label: 日期, prompt: "哪天？"}
      - {name: time, type: time, min: "10:00", max: "21:00", label: 时间, prompt: "几点？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话？"}
    action: book_nails
    done: "约好了。"
"""


def test_a_weekday_answered_with_its_time_keeps_the_time(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BARBER)
    chat.say("book a haircut next week", flow="book_cut")
    chat.say("tuesday at 4pm", slots={"day": "2026-12-15", "time": "16:00"}, asked="name")


def test_a_chinese_weekday_answered_with_its_time_keeps_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_NAILS)
    chat.say("约美甲 下周", flow="book_nails")
    chat.say("周五晚上7点吧", slots={"day": "2026-12-18", "time": "19:00"}, asked="phone")


def test_a_weekday_answered_alone_asks_the_time_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BARBER)
    chat.say("book a haircut next week", flow="book_cut")
    chat.say("tuesday", slots={"day": "2026-12-15", "time": None}, asked="time")


# 9. YES_TAKEN_BACK_AFTER_ITS_GO_AHEAD

ROWING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  cancel_lesson:
    description: cancelling a rowing lesson
    triggers: [cancel my lesson, cancel the lesson]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^RW-\\\\d{3}$", label: lesson reference, prompt: "Which lesson? Like RW-123."}
    confirm: "Cancel lesson {ref}?"
    action: cancel_lesson
    done: "Lesson {ref} cancelled."
    cancelled: "OK, the lesson stays booked."
"""


@pytest.mark.parametrize(
    "said",
    ["yes cancel it, hang on", "yep cancel it, not sure", "yes cancel it, actually keep it"],
)
def test_a_yes_then_a_wait_or_a_doubt_undoes_nothing(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, ROWING)
    chat.say("cancel my lesson RW-204", flow="cancel_lesson", phase="confirming")
    chat.say(said)
    assert ran == []


def test_a_yes_and_its_go_ahead_alone_undoes_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, ROWING)
    chat.say("cancel my lesson RW-204", flow="cancel_lesson", phase="confirming")
    chat.say("yes please cancel it", flow=None)
    assert ran == ["cancel_lesson"]
