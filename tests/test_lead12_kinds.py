"""Kinds of mistake the lead found in the wave's twelfth session, probing a trampoline park
and other domains written from docs/dsl.md; each tested here in other words on other
domains. Each test fails with its fix taken out. The clock is a Wednesday (2026-12-02, 10:00).

1. A question about what the business asks of people ("do i need to…", "do we have to…")
   holding another flow's trigger, asked mid-task after a leading word ("wait do i need to
   sign a waiver for each kid?"), put the task on hold and started that flow: the question
   was tested at the message's very start, where the leading word ("wait", "ok so", "hey")
   hid it. The words a question may lead with are looked past, as the meaning readers do.
2. A trigger phrase the author wrote with a question word in it ("先住几天试试": 几 is "a
   few" there, not "how many") made every message holding it a question, and a question
   for information starts no flow that books: the trigger never started its flow. The
   words of the message's own trigger hits ask nothing; a question word outside them, or a
   question mark, still asks.
3. An age said in Chinese of the one the task is for, without 岁 ("我爸82了 想先住几天试试",
   "她都68了"), was not read (English read "my son is 7" already): the lexicon's
   ``age_of_phrases`` and ``age_of_family`` now have Chinese ones, and the slot's label
   names its person too (老人 of 老人年龄).
4. A request with no trigger that gives counts of what only one flow counts ("hi can we
   come on saturday, 2 adults 3 kids" at a museum) started nothing: a number said with a
   count slot's noun (``counts: adult``) points at the flows that count it, as a listed
   value does; a flow that undoes things is never pointed at, and two flows counting the
   same thing are both pointed at (the other values choose, else nothing starts).
5. With a trigger too, "2 adults and 2 children" filled adults with 4 and asked the
   children: a count slot named "adults" is guessed to count people, so it read the party
   of 4. The guess gives way where another count of the flow says what it counts
   (``counts: child``). And "两个大人一个小孩" gave the adults two values (2, and the 1
   said right after their label 大人) and so none: a number another count takes with its
   noun ("一个小孩") is not the number after a label.
6. A hesitation opening a message that states a value given before ("hmm 11am" while the
   bot asks how many jumpers, the time said as 3) was dropped: only a wait ("hold on,
   friday") let the values after it change the task. A hesitation is passed the same way.
7. A request by a word of a flow's name asked as a polite question ("could we have a
   court tomorrow evening?", "any chance of a court tmrw?") was taken for a question for
   information: the name word's hit had no place in the message, so no polite ask could
   stand right before it. It has its place now; "any chance of" is a polite ask.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

COURIER = """
settings: {language: en, region: GB}
flows:
  send_parcel:
    description: sending a parcel with a bike courier
    triggers: [send a parcel, book a courier, courier pickup]
    slots:
      - {name: pickup, type: text, kind: address, prompt: "Where do we collect it from?"}
      - {name: size, type: enum, values: [envelope, small box, large box], prompt: "Envelope, small box or large box?"}
      - {name: day, type: date, min: today, max: +14d, prompt: "Which day?"}
    confirm: "A {size} from {pickup} on {day}?"
    action: send
    done: "Booked."
  insure:
    description: insuring a parcel's contents
    triggers: [insure the parcel, insure my parcel, parcel insurance]
    slots:
      - {name: worth, type: money, prompt: "What is it worth?"}
    confirm: "Insure it for {worth}?"
    action: insure
    done: "Insured."
"""

CODING = """
settings: {language: zh, region: CN}
flows:
  trial:
    description: 少儿编程试听
    triggers: [试听几节课, 试听课]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天来试听？"}
      - {name: age, type: integer, kind: age, min: 5, max: 16, label: 孩子年龄, prompt: "孩子几岁？"}
    confirm: "{day}试听，孩子{age}岁？"
    action: trial
    done: "约好了。"
  enrol:
    description: 报名编程课
    triggers: [报名, 报个班]
    slots:
      - {name: level, type: enum, values: [启蒙班, 进阶班], label: 班级, prompt: "启蒙班还是进阶班？"}
    confirm: "报{level}？"
    action: enrol
    done: "报好了。"
"""

SENIOR = """
settings: {language: zh, region: CN}
flows:
  enrol:
    description: 老年大学报名
    triggers: [报名, 报个班]
    slots:
      - {name: course, type: enum, values: [书法班, 合唱班, 太极班], label: 课程, prompt: "报哪个班？"}
      - {name: age, type: integer, kind: age, min: 50, max: 95, label: 学员年龄, prompt: "学员多大年纪？"}
      - {name: phone, type: phone, label: 电话, prompt: "留个电话？"}
    confirm: "{course}，{age}岁，电话{phone}？"
    action: enrol
    done: "报好了。"
"""

FARM_PARK = """
settings: {language: en, region: GB}
flows:
  day_tickets:
    description: buying day tickets for the farm park
    triggers: [buy tickets, day tickets, entry tickets]
    slots:
      - {name: day, type: date, min: today, max: +60d, prompt: "Which day?"}
      - {name: adults, type: integer, counts: adult, min: 0, max: 10, prompt: "How many adults?"}
      - {name: children, type: integer, counts: child, min: 0, max: 10, prompt: "How many children?"}
    confirm: "{adults} adults, {children} children on {day}?"
    action: sell
    done: "Enjoy your day."
  pony_rides:
    description: booking pony rides
    triggers: [pony ride, pony rides]
    slots:
      - {name: riders, type: integer, counts: rider, min: 1, max: 6, prompt: "How many riders?"}
      - {name: day, type: date, min: today, max: +60d, prompt: "Which day?"}
    confirm: "{riders} riders on {day}?"
    action: ponies
    done: "Booked."
  refund:
    description: refunding day tickets
    triggers: [refund my tickets]
    destructive: true
    slots:
      - {name: adults, type: integer, counts: adult, prompt: "How many adult tickets?"}
    action: refund
    done: "Refunded."
"""

HOT_SPRING = """
settings: {language: zh, region: CN}
flows:
  tickets:
    description: 温泉门票
    triggers: [买门票, 订票]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天来？"}
      - {name: adults, type: integer, counts: 大人, min: 1, max: 10, label: 大人, prompt: "几个大人？"}
      - {name: kids, type: integer, counts: 小孩, min: 0, max: 10, label: 小孩, prompt: "几个小孩？"}
    confirm: "{day}，{adults}大{kids}小？"
    action: sell
    done: "订好了。"
  massage:
    description: 预约按摩
    triggers: [按摩, 约按摩]
    slots:
      - {name: minutes, type: enum, values: [60分钟, 90分钟], label: 时长, prompt: "60分钟还是90分钟？"}
    confirm: "{minutes}按摩？"
    action: massage
    done: "约好了。"
"""

VALETING = """
settings: {language: en, region: GB}
flows:
  valet:
    description: booking a car valet
    triggers: [book a valet, valet my car, car valet]
    slots:
      - {name: day, type: date, min: today, max: +30d, prompt: "Which day?"}
      - {name: time, type: time, prompt: "What time shall we come?"}
      - {name: cars, type: integer, counts: car, min: 1, max: 4, prompt: "How many cars?"}
    confirm: "{cars} cars on {day} at {time}?"
    action: valet
    done: "Booked."
"""

HALL = """
settings: {language: en, region: GB}
flows:
  hire_hall:
    description: hiring the village hall for an event
    triggers: [hire the hall, book the hall, hall hire]
    slots:
      - {name: day, type: date, min: today, max: +90d, prompt: "Which day?"}
      - {name: hours, type: integer, counts: hour, min: 1, max: 12, prompt: "For how many hours?"}
    confirm: "The hall on {day} for {hours} hours?"
    action: hire
    done: "Booked."
  cancel_hire:
    description: cancelling a hall hire
    triggers: [cancel the hall, cancel my hall hire]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: 'VH\\d{3}', prompt: "Booking ref?"}
    action: cancel
    done: "Cancelled."
"""


_talk = talker(CLOCK)


# -- 1. a question of what is required, after a leading word -----------------------------------


def test_a_requirement_question_after_a_leading_word_starts_no_other_flow(
    tmp_path: Path,
) -> None:
    chat, ran = _talk(tmp_path, COURIER)
    chat.say("book a courier", flow="send_parcel", asked="pickup")
    chat.say("ok so do we have to insure the parcel as well?", flow="send_parcel", asked="pickup")
    chat.say("12 mill lane", flow="send_parcel", slots={"pickup": "12 mill lane"}, asked="size")
    chat.say("hey do i need to insure my parcel", flow="send_parcel", asked="size")
    chat.say("small box", flow="send_parcel", asked="day")
    assert ran == []


def test_the_same_words_as_a_request_still_switch(tmp_path: Path) -> None:
    """Not a question of what is required: asked for, the other flow starts."""
    chat, _ = _talk(tmp_path, COURIER)
    chat.say("book a courier", flow="send_parcel", asked="pickup")
    chat.say("ok so can i insure my parcel", flow="insure", asked="worth")


# -- 2. a question word inside the domain's own trigger ----------------------------------------


def test_a_trigger_holding_a_question_word_starts_its_flow(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CODING)
    chat.say("周六让孩子试听几节课", flow="trial", slots={"day": "2026-12-05"}, asked="age")


def test_such_a_trigger_switches_mid_task(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CODING)
    chat.say("报个班", flow="enrol", asked="level")
    chat.say("还是先让他试听几节课吧", flow="trial", asked="day")


def test_a_question_word_outside_the_trigger_still_asks(tmp_path: Path) -> None:
    """Asked how much it costs, the message asks for information: nothing starts."""
    chat, ran = _talk(tmp_path, CODING)
    chat.say("试听几节课要多少钱", flow=None)
    assert ran == []


# -- 3. a Chinese age said of someone, without 岁 ----------------------------------------------


def test_a_chinese_age_said_of_the_family_fills_the_age(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SENIOR)
    chat.say(
        "给我妈报个书法班 她都68了",
        flow="enrol",
        slots={"course": "书法班", "age": 68},
        asked="phone",
    )


def test_a_chinese_age_said_of_the_labels_person(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SENIOR)
    chat.say("报名合唱班，学员已经七十二了", slots={"course": "合唱班", "age": 72}, asked="phone")


def test_a_count_after_a_family_word_is_no_age(tmp_path: Path) -> None:
    """A measure word between the number and 了: two grandchildren, no age."""
    chat, _ = _talk(tmp_path, SENIOR)
    chat.say("报个太极班 孩子2个了都大了", slots={"course": "太极班", "age": None}, asked="age")


# -- 4. counts of what only one flow counts ----------------------------------------------------


def test_counts_of_what_one_flow_counts_start_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, FARM_PARK)
    chat.say(
        "hiya saturday for 2 adults and 2 children please",
        flow="day_tickets",
        slots={"day": "2026-12-05", "adults": 2, "children": 2},
        phase="confirming",
    )


def test_chinese_counts_of_what_one_flow_counts_start_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, HOT_SPRING)
    chat.say(
        "周六 两个大人一个小孩", flow="tickets", slots={"adults": 2, "kids": 1}, phase="confirming"
    )


def test_a_count_of_another_flows_thing_points_there(tmp_path: Path) -> None:
    """Riders are the pony rides' count, not the tickets'; a refund counts adults too, but
    a flow that undoes things is never started by a value."""
    chat, _ = _talk(tmp_path, FARM_PARK)
    chat.say("3 riders on sunday", flow="pony_rides", slots={"riders": 3}, phase="confirming")


# -- 5. counts of people by kind, with the request --------------------------------------------


def test_counts_of_people_by_kind_are_no_party(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, FARM_PARK)
    chat.say(
        "day tickets for 2 adults and 2 children on sunday",
        slots={"adults": 2, "children": 2, "day": "2026-12-06"},
        phase="confirming",
    )


def test_a_count_after_another_counts_label_is_that_ones(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, HOT_SPRING)
    chat.say("订票 周日 三个大人一个小孩", slots={"adults": 3, "kids": 1}, phase="confirming")


def test_counts_in_a_question_start_nothing(tmp_path: Path) -> None:
    """Asked for information, the counts point at no flow."""
    chat, ran = _talk(tmp_path, HOT_SPRING)
    chat.say("2个大人能带几个小孩", flow=None)
    assert ran == []


# -- 6. a hesitation before a changed value ----------------------------------------------------


def test_a_hesitation_before_a_value_given_before_changes_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VALETING)
    chat.say("valet my car on friday", asked="time")
    chat.say("10", slots={"time": "10:00"}, asked="cars")
    chat.say("erm 1pm", slots={"time": "13:00", "cars": None}, asked="cars")
    chat.say("oh well, monday then", slots={"day": "2026-12-07"}, asked="cars")


# -- 7. a polite question asking for a flow by its name's word ------------------------------


def test_a_polite_question_by_a_name_word_asks_for_the_flow(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, HALL)
    chat.say("could we have the hall on saturday?", flow="hire_hall", slots={"day": "2026-12-05"})
    chat = _talk(tmp_path, HALL)[0]
    chat.say(
        "any chance of the hall next friday for 4 hours?", flow="hire_hall", slots={"hours": 4}
    )


def test_a_negation_in_another_clause_refuses_no_name_word(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, HALL)
    chat.say("we've never done this before, could we have the hall on saturday?", flow="hire_hall")
    chat = _talk(tmp_path, HALL)[0]
    chat.say("we dont need the hall after all", flow=None)


def test_a_question_about_the_thing_still_asks(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, HALL)
    chat.say("how many people fit in the hall?", flow=None)
    assert ran == []


# -- 8. a Chinese request by the core of one flow's triggers -----------------------------------

CALLIGRAPHY = """
settings: {language: zh, region: CN}
flows:
  enrol:
    description: 报名书法课
    triggers: [报名书法课, 学书法]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天开始上？"}
      - {name: name, type: text, label: 学员姓名, prompt: "学员叫什么？"}
    confirm: "{name}，{day}开始？"
    action: enrol
    done: "报好了。"
  copybook:
    description: 购买字帖
    triggers: [买字帖, 字帖]
    slots:
      - {name: copies, type: integer, counts: 本, min: 1, max: 20, label: 本数, prompt: "要几本？"}
    confirm: "{copies}本字帖？"
    action: sell
    done: "好的。"
  cancel:
    description: 取消书法课报名
    triggers: [取消报名, 不学书法了]
    destructive: true
    slots:
      - {name: phone, type: phone, label: 手机号, prompt: "报名时的手机号？"}
    action: cancel
    done: "取消了。"
"""


def test_a_core_of_one_flows_triggers_asks_for_it(tmp_path: Path) -> None:
    """书法 stands in the enrolment's description and triggers and in no other making
    flow's (the cancel, which undoes, takes none): said in a request, it asks for that."""
    chat, _ = _talk(tmp_path, CALLIGRAPHY)
    chat.say("孩子下周六开始上书法", flow="enrol", slots={"day": "2026-12-12"}, asked="name")
    chat = _talk(tmp_path, CALLIGRAPHY)[0]
    chat.say("想让孩子练练书法", flow="enrol", asked="day")


def test_a_core_in_a_question_asks_for_nothing(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, CALLIGRAPHY)
    chat.say("书法老师是哪里毕业的", flow=None)
    assert ran == []
