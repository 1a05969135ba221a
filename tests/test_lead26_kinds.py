"""Kinds of mistake the lead found in the wave's twenty-sixth session, probing domains
written from docs/dsl.md outside the repo (a band rehearsal room, …); each tested here in
other words on other domains, and each test fails with its fix taken out, but the guards
beside them (named ``..._guard``, which pass either way). The clock is a Saturday
(2026-12-05, 10:00).

1. **A value of the task offered back, said to the offer, started that flow over**: a
   question mid-booking put the booking on hold and offered it back ("Shall we get back to
   …?"); "ok 2 hours then" started a second booking holding only the two hours, and the
   first one's room, day and time were gone from the conversation. A start of the flow
   whose task is offered back takes that task up, and the values the message says change
   what it held (``turn_policy._offered_back``). A change said with a verb of change ("好的
   不过改成下周二") was small talk, the change lost: read as a correction of the held task,
   it takes the task up and changes it (``pipeline.held_changed``, the reader
   ``resumed_changed``).
2. **A span of the clock read as the hours only**: "8pm till 11" in a flow with a start time
   and a count of hours filled the three hours and asked "What time do you want to start?";
   the span's words were the count's, so the start was never read. In a flow with one time
   slot and one count of hours, the hour the span starts at is the time, and the rest the
   count (``slot_pairs.start_and_length``; ``clock_hours.spans_with_starts`` gives the start
   on the clock when either end names its part of the day: "8 till 11pm" starts at 20:00).
3. **A rank of what a count slot counts**: "第二针" to "这次是第几针？" was not understood
   ("抱歉，我没听明白"), as a count never takes a rank. Said right before a word the slot
   ``counts`` ("2nd dose", "第3次课"; Chinese ranks after the value lexicon's
   ``ordinal_prefixes``), the rank is the slot's value (``ranks.counted_ranks``).
4. **A verb of booking said alone after a price question**: "先约吧" and "那就约吧" after
   "打带状疱疹多少钱" listed what the bot can do, where "那帮我约一个" booked; a verb of
   ``booking_verbs`` asks for the flow the message before named with no count after it, and
   先 is an adverb the request may carry (``topic_verb_adverbs``).
5. **A count of people read as no party beside a count of hours**: "just me" and "4 of us" to
   "How many of you?" were not understood in a flow that also counts hours; a flow with
   another count slot that says what it counts reads no party for a slot that only guesses
   it counts people (adults beside children), but a slot whose own ``counts`` names people
   declares it (``slot_people.slot_people``).
6. **A name said beside another slot named with its value, in a clause of its own**: "吴磊
   手机13800138000" to "接种人姓名？" stored the phone and asked the name again; a slot named
   with a value it takes made the whole message meant for it ("日期就定这周六吧" is no name),
   but a clause holding no value and naming no slot answers the question
   (``all_values.said_for_typed_others``; in English the words naming the phone, "kate
   mobile 07700900123", stand with it: "mobile" and the like join the lexicon's phone
   ``type_words``, and the name ends before them, ``text_answer_ends._slot_named_off``).
   And a rank of what a count slot counts said
   beside other answers ("第三针") is that slot's, as a pattern's capture is (``ranks.ranked``).
7. **A yes before a yes-or-no slot's thing, said out of turn**: "yes backline" to "Which
   day?" was small talk, where "backline yes please" set it; a yes opening a message whose
   other words only name the slot's thing (and fillers) is that slot's yes
   (``boolean_values._named_then_answered``).
8. **A no opening a change at the confirmation read as a yes-or-no slot's no**: "no wait,
   the drop off is 10 park row" turned the signature on delivery to no and kept the
   address; a no that names no slot answers the confirmation, never a yes-or-no slot (at
   the confirmation no slot is asked; ``correction_filters.not_asked_yes_no``).
9. **The house number of an address with an everyday street word read as an hour**: "no its
   going to 10 park row" at the confirmation moved the time to 10:00 (in a flow with no
   yes-or-no slot); a number opening an address with one of
   ``address_street_words_everyday`` ("row", "close", "rise") that ends the message is no
   hour or count (``addresses.in_address``).
10. **A question typed in chat spelling, or after a lead of two words, taken as free text**:
    "hang on whats the price for a small box" to "And where's it going?" became the
    delivery address; "whats", "wheres"… open a question as "what's" does
    (``question_words``), and a lead of several words ("hang on", "hold on") may stand before
    it (``question_leads``; ``mood.MoodReader._lead_off`` reads leads of up to three words).
11. **A question naming a listed value read as a late answer**: "how much is a small box" to
    the address question set the size; a message that asks with a question word is no late
    answer of another slot (``late_answer``), and its trigger asks for the prices.
12. **The word leading a time kept at the end of a route's place**: "…to 40 queen rd by 2pm"
    stored the drop-off as "40 queen rd by"; the words that lead a time (the value lexicon's
    ``clock_at``: by, before, around…) are cut off a place's end as prepositions are
    (``slot_pairs._without_leading_word``).
13. **One end of a route said alone, with two address slots**: "can someone collect a shoebox
    from my office at 5 mill lane this afternoon" filled neither address, took "at 5" for
    5pm, and read "collect" as the user fetching it (the signature on delivery: no). An
    address beyond doubt a few words after a ``route_from`` word is where one sets off,
    after a ``route_to`` word where one goes (``route.one_end_said``); and the business
    asked to fetch it ("can someone collect", ``boolean_visit_asked``) is no no to a slot
    that offers it brought (``boolean_own._comes_over_en``).
14. **A bare number only the amount can be, said among values**: "约看房 两室 6000 明天上午9点"
    left the budget empty; a bare number among other things is money only when marked or
    when the amount is the flow's one slot a number fills, but no other such slot (a time,
    a day, a count) can hold 6000 here (``bare_amount.no_other_takes``).
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-05T10:00:00")

_talk = talker(CLOCK)

#: a step said before a test's own: a message and the bot's whole reply to it, or None
#: where the reply is the confirmation (the phase is then ``confirming``)
Step = tuple[str, str | None]


def _played(tmp_path: Path, flows: str, *steps: Step) -> Conversation:
    """A conversation on ``flows`` with ``steps`` said and checked: the start and answers
    (and the confirmation) several tests of a domain open with, written once per domain."""
    chat, _ = _talk(tmp_path, flows)
    for said, reply in steps:
        if reply is None:
            chat.say(said, phase="confirming")
        else:
            chat.say(said, bot=reply)
    return chat


HEADSHOTS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_shoot:
    description: booking a headshot photo session at the studio
    triggers: [book a shoot, headshot session, book headshots]
    slots:
      - {name: looks, type: integer, min: 1, max: 5, counts: [looks, outfits], label: looks, prompt: "How many looks?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: time, type: time, min: "09:00", max: "17:00", label: time, prompt: "What time?"}
      - {name: retouch, type: boolean, label: retouching, prompt: "Do you want retouching?"}
    confirm: "{looks} looks on {day} at {time}, retouching: {retouch}. Book it?"
    action: book_shoot
    done: "Booked."
  parking:
    description: parking near the studio
    triggers: [parking, where do i park]
    done: "There's a car park behind the studio."
"""
SHOOT_TO_DAY: tuple[Step, ...] = (("book headshots", "How many looks?"), ("2", "Which day?"))

JIAZHENG = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_clean:
    description: 预约上门保洁
    triggers: [预约保洁, 约保洁, 上门打扫]
    slots:
      - {name: hours, type: integer, min: 2, max: 8, counts: [小时, 个小时], label: 时长, prompt: "打扫几个小时？"}
      - {name: day, type: date, min: +0d, max: +30d, label: 日期, prompt: "哪天上门？"}
      - {name: time, type: time, min: "08:00", max: "18:00", label: 时间, prompt: "几点？"}
      - {name: pets, type: boolean, label: 宠物, prompt: "家里有宠物吗？"}
    confirm: "{day}{time}上门打扫{hours}小时，宠物：{pets}。确认吗？"
    action: book_clean
    done: "约好了。"
  tools:
    description: 保洁阿姨带不带工具
    triggers: [带工具吗, 工具, 清洁剂]
    done: "工具和清洁剂都带。"
"""


def test_a_value_said_to_the_offer_back_changes_the_held_task(tmp_path: Path) -> None:
    chat = _played(tmp_path, HEADSHOTS, *SHOOT_TO_DAY)
    chat.say("tuesday", bot_contains="What time?")
    chat.say("11am", bot="Do you want retouching?")
    chat.say("where do i park btw", flow=None)
    chat.say(
        "yep and make it 3 looks",
        flow="book_shoot",
        slots={"looks": 3, "day": "2026-12-08", "time": "11:00"},
        bot_contains="Do you want retouching?",
    )
    chat.say("yes", bot="3 looks on Tuesday 8 December at 11:00 AM, retouching: yes. Book it?")


def test_a_change_said_to_the_offer_back_in_chinese(tmp_path: Path) -> None:
    chat = _played(tmp_path, JIAZHENG, ("约保洁 下周一上午9点", "打扫几个小时？"))
    chat.say("阿姨带工具吗", flow=None)
    chat.say(
        "好的 不过改成下周二",
        flow="book_clean",
        slots={"day": "2026-12-08", "time": "09:00"},
        bot_contains="打扫几个小时？",
    )


def test_an_empty_slot_said_to_the_offer_back_guard(tmp_path: Path) -> None:
    chat = _played(tmp_path, JIAZHENG, ("约保洁 下周一上午9点", "打扫几个小时？"))
    chat.say("阿姨带工具吗", flow=None)
    chat.say("好 那就4个小时", flow="book_clean", slots={"hours": 4, "time": "09:00"})


def test_a_yes_to_the_offer_back_guard(tmp_path: Path) -> None:
    chat = _played(tmp_path, HEADSHOTS, *SHOOT_TO_DAY)
    chat.say("parking?", flow=None)
    chat.say("yes", flow="book_shoot", slots={"looks": 2}, bot_contains="Which day?")


KARAOKE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_room:
    description: 预订KTV包厢
    triggers: [订包厢, 订个包间, 预订包厢]
    slots:
      - {name: size, type: enum, values: [小包, 中包, 大包], label: 包厢, prompt: "小包、中包还是大包？"}
      - {name: day, type: date, min: +0d, max: +14d, label: 日期, prompt: "哪天？"}
      - {name: time, type: time, min: "12:00", max: "23:59", label: 开始时间, prompt: "几点开始？"}
      - {name: hours, type: integer, min: 1, max: 8, counts: [小时, 个小时, 钟], label: 时长, prompt: "唱几个小时？"}
    confirm: "{day}{time}{size}，{hours}小时。确认吗？"
    action: book_room
    done: "订好了。"
"""

HALL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_hall:
    description: hiring the function room by the hour
    triggers: [hire the function room, book the hall, function room]
    slots:
      - {name: day, type: date, min: today, max: +90d, label: day, prompt: "Which day?"}
      - {name: start, type: time, min: "08:00", max: "23:00", label: start, prompt: "What time would you start?"}
      - {name: hours, type: integer, min: 1, max: 12, counts: [hours, hrs], label: hours, prompt: "For how many hours?"}
      - {name: guests, type: integer, min: 1, max: 120, counts: [guests, people], label: guests, prompt: "How many guests?"}
    confirm: "{day} from {start}, {hours} hours, {guests} guests. Book it?"
    action: hire_hall
    done: "Booked."
"""


def test_a_span_of_the_clock_is_the_start_and_the_hours(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, HALL)
    chat.say(
        "hi wanna book the hall next sat 6pm until midnight for about 40 people",
        flow="hire_hall",
        slots={"day": "2026-12-12", "start": "18:00", "hours": 6, "guests": 40},
    )
    (tmp_path / "b").mkdir()
    chat2, _ = _talk(tmp_path / "b", KARAOKE)
    chat2.say(
        "订个包间 明天晚上7点到10点 中包",
        flow="book_room",
        slots={"day": "2026-12-06", "time": "19:00", "hours": 3, "size": "中包"},
    )


def test_a_count_of_hours_alone_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, HALL)
    chat.say("book the hall for 5 hours on friday", slots={"hours": 5, "start": None})


PHYSIO = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_physio:
    description: booking a physio session
    triggers: [book physio, physio appointment, book a session]
    slots:
      - {name: session, type: integer, min: 1, max: 12, counts: [session, appointment], label: session number, prompt: "Which session of your course is this?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
    confirm: "Session {session} on {day}. Book it?"
    action: book_physio
    done: "Booked."
"""
PHYSIO_START: Step = ("book physio", "Which session of your course is this?")

PIANO_ZH = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_lesson:
    description: 预约钢琴课
    triggers: [约钢琴课, 约课, 预约上课]
    slots:
      - {name: lesson, type: integer, min: 1, max: 48, counts: [节, 次, 节课], label: 课次, prompt: "这是第几节课？"}
      - {name: day, type: date, min: +0d, max: +30d, label: 日期, prompt: "哪天上课？"}
    confirm: "第{lesson}节，{day}。确认吗？"
    action: book_lesson
    done: "约好了。"
"""


def test_a_rank_of_what_the_slot_counts(tmp_path: Path) -> None:
    chat = _played(tmp_path, PHYSIO, PHYSIO_START)
    chat.say("its my 3rd session", slots={"session": 3}, bot="Which day?")
    (tmp_path / "b").mkdir()
    chat2, _ = _talk(tmp_path / "b", PIANO_ZH)
    chat2.say("约课", bot="这是第几节课？")
    chat2.say("第五节", slots={"lesson": 5}, bot="哪天上课？")
    (tmp_path / "c").mkdir()
    chat3, _ = _talk(tmp_path / "c", PIANO_ZH)
    chat3.say("约课 第3次课 明天", slots={"lesson": 3, "day": "2026-12-06"})


def test_a_rank_of_another_thing_guard(tmp_path: Path) -> None:
    chat = _played(tmp_path, PHYSIO, PHYSIO_START)
    chat.say("2", slots={"session": 2}, bot="Which day?")
    chat.say("the 3rd", slots={"session": 2, "day": "2027-01-03"})


GROOM_ZH = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_groom:
    description: 预约宠物洗澡美容
    triggers: [宠物洗澡, 给狗洗澡, 约洗澡, 美容]
    slots:
      - {name: size, type: enum, values: [小型犬, 中型犬, 大型犬], label: 体型, prompt: "狗狗是小型、中型还是大型？"}
      - {name: day, type: date, min: +0d, max: +30d, label: 日期, prompt: "哪天来？"}
    confirm: "{size}，{day}。确认吗？"
    action: book_groom
    done: "约好了。"
  fees:
    description: 洗澡美容价格
    triggers: [多少钱, 价格, 怎么收费]
    done: "小型犬60元起。"
"""


def test_a_booking_verb_alone_after_a_price_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GROOM_ZH)
    chat.say("给狗洗澡多少钱", flow=None, bot="小型犬60元起。")
    chat.say("行 那就预约吧", flow="book_groom", bot="狗狗是小型、中型还是大型？")
    (tmp_path / "b").mkdir()
    chat2, _ = _talk(tmp_path / "b", GROOM_ZH)
    chat2.say("宠物洗澡怎么收费", flow=None)
    chat2.say("先约吧", flow="book_groom")


def test_a_booking_verb_alone_with_nothing_named_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GROOM_ZH)
    chat.say("你好", flow=None)
    chat.say("先约吧", flow=None)


BOATS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_boat:
    description: hiring a rowing boat on the lake by the hour
    triggers: [hire a boat, rowing boat, boat hire]
    slots:
      - {name: party, type: integer, min: 1, max: 6, counts: [people, persons], label: people, prompt: "How many people?"}
      - {name: hours, type: integer, min: 1, max: 4, counts: [hours, hrs], label: hours, prompt: "How many hours?"}
    confirm: "{party} people for {hours} hours. OK?"
    action: hire_boat
    done: "Enjoy."
"""


def test_a_party_beside_a_count_of_hours(tmp_path: Path) -> None:
    chat = _played(tmp_path, BOATS, ("hire a boat", "How many people?"))
    chat.say("me n my girlfriend", slots={"party": 2}, bot="How many hours?")
    (tmp_path / "b").mkdir()
    chat2, _ = _talk(tmp_path / "b", BOATS)
    chat2.say("boat hire for 2 hours", bot="How many people?")
    chat2.say("just me", slots={"party": 1, "hours": 2})


def test_a_bare_count_beside_a_count_of_hours_guard(tmp_path: Path) -> None:
    chat = _played(tmp_path, BOATS, ("hire a boat", "How many people?"))
    chat.say("3", slots={"party": 3}, bot="How many hours?")


GYM_ZH = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  trial:
    description: 预约健身房体验课
    triggers: [体验课, 预约体验, 免费体验]
    slots:
      - {name: name, type: text, kind: name, label: 姓名, prompt: "怎么称呼您？"}
      - {name: visit, type: integer, min: 1, max: 3, counts: [次], label: 第几次来, prompt: "这是第几次来？"}
      - {name: day, type: date, min: +0d, max: +14d, label: 日期, prompt: "哪天来？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{name}，{day}，{phone}。确认吗？"
    action: trial
    done: "约好了。"
"""


def test_a_name_beside_a_named_value_in_a_clause_of_its_own(tmp_path: Path) -> None:
    chat = _played(tmp_path, GYM_ZH, ("体验课", "怎么称呼您？"))
    chat.say(
        "李娜 第二次来 电话13912345678",
        slots={"name": "李娜", "visit": 2, "phone": "+8613912345678"},
        bot="哪天来？",
    )


def test_a_value_with_its_slot_named_to_a_name_question_guard(tmp_path: Path) -> None:
    chat = _played(tmp_path, GYM_ZH, ("体验课", "怎么称呼您？"))
    chat.say("电话13912345678", slots={"name": None, "phone": "+8613912345678"})


TUTOR = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_tutor:
    description: booking a maths tutor session
    triggers: [book a tutor, tutoring session, maths tutor]
    slots:
      - {name: student, type: text, kind: name, label: name, prompt: "What's your name?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: phone, type: phone, label: phone, prompt: "Best number to reach you?"}
    confirm: "{student}, {day}, {phone}. OK?"
    action: book_tutor
    done: "Booked."
"""


def test_a_name_beside_the_phone_named_in_english(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TUTOR)
    chat.say("book a tutor", bot="What's your name?")
    chat.say(
        "tom barker mobile 07700 900456",
        slots={"student": "tom barker", "phone": "+447700900456"},
        bot="Which day?",
    )


POTTERY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_class:
    description: booking a pottery wheel class
    triggers: [book a class, pottery class, wheel class]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: apron, type: boolean, label: apron hire, prompt: "Do you want to hire an apron?"}
      - {name: people, type: integer, min: 1, max: 6, counts: [people], label: people, prompt: "How many people?"}
    confirm: "{people} on {day}, apron: {apron}. OK?"
    action: book_class
    done: "Booked."
"""


def test_a_yes_before_the_thing_out_of_turn(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, POTTERY)
    chat.say("book a class", bot="Which day?")
    chat.say("yeah apron hire please", slots={"apron": True, "day": None}, bot="Which day?")


def test_a_yes_to_the_question_asked_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, POTTERY)
    chat.say("book a class friday", bot_contains="Do you want to hire an apron?")
    chat.say("yes please", slots={"apron": True}, bot="How many people?")


VAN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_van:
    description: hiring a van for a day
    triggers: [hire a van, van hire, book a van]
    slots:
      - {name: van, type: enum, values: [small, luton], label: van, prompt: "Small van or a Luton?"}
      - {name: insurance, type: boolean, label: extra insurance, prompt: "Do you want the extra insurance?"}
      - {name: address, type: text, kind: address, label: delivery address, prompt: "Where should we bring it?"}
      - {name: time, type: time, min: "07:00", max: "18:00", label: drop-off time, prompt: "What time?"}
    confirm: "{van} van to {address} at {time}, extra insurance: {insurance}. Book it?"
    action: hire_van
    done: "Booked."
"""
VAN_TO_CONFIRMATION: tuple[Step, ...] = (
    ("hire a van", "Small van or a Luton?"),
    ("small", "Do you want the extra insurance?"),
    ("yes", "Where should we bring it?"),
    ("5 mill lane", "What time?"),
    ("9am", None),
)


def test_a_no_opening_a_change_at_the_confirmation(tmp_path: Path) -> None:
    chat = _played(tmp_path, VAN, *VAN_TO_CONFIRMATION)
    chat.say(
        "no wait, its 14 kiln close",
        slots={"insurance": True, "address": "14 kiln close", "time": "09:00"},
        phase="confirming",
    )


MINIBUS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_minibus:
    description: a minibus to pick a group up
    triggers: [book a minibus, minibus hire]
    slots:
      - {name: seats, type: enum, values: [8 seater, 16 seater], label: minibus, prompt: "8 or 16 seater?"}
      - {name: pickup, type: text, kind: address, label: pickup address, prompt: "Where do we pick you up?"}
      - {name: time, type: time, min: "06:00", max: "22:00", label: pickup time, prompt: "What time?"}
    confirm: "{seats} from {pickup} at {time}. Book it?"
    action: book_minibus
    done: "Booked."
"""


def test_a_house_number_of_an_everyday_street_is_no_hour(tmp_path: Path) -> None:
    chat = _played(
        tmp_path,
        MINIBUS,
        ("book a minibus", "8 or 16 seater?"),
        ("16 seater", "Where do we pick you up?"),
        ("5 mill lane", "What time?"),
        ("9am", None),
    )
    chat.say(
        "no sorry its from 11 heron close",
        slots={"pickup": "11 heron close", "time": "09:00"},
        phase="confirming",
    )


def test_a_no_naming_the_yes_or_no_slot_at_the_confirmation_guard(tmp_path: Path) -> None:
    chat = _played(tmp_path, VAN, *VAN_TO_CONFIRMATION)
    chat.say("no extra insurance actually", slots={"insurance": False}, phase="confirming")


FLOWERS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  send_flowers:
    description: sending a bouquet with a card
    triggers: [send flowers, order a bouquet, flower delivery]
    slots:
      - {name: bouquet, type: enum, values: [small bouquet, large bouquet], synonyms: {large bouquet: [the big one]}, label: bouquet, prompt: "Small or large bouquet?"}
      - {name: address, type: text, kind: address, label: delivery address, prompt: "Where should they go?"}
      - {name: card, type: text, label: card message, prompt: "What should the card say?"}
    confirm: "{bouquet} to {address}, card: {card}. OK?"
    action: send_flowers
    done: "Ordered."
  prices:
    description: bouquet prices
    triggers: [how much, prices]
    done: "Small £25, large £40."
"""
FLOWERS_TO_CARD: tuple[Step, ...] = (
    ("send flowers", "Small or large bouquet?"),
    ("small bouquet", "Where should they go?"),
    ("3 elm road", "What should the card say?"),
)


def test_a_question_in_chat_spelling_is_no_free_text(tmp_path: Path) -> None:
    chat = _played(tmp_path, FLOWERS, *FLOWERS_TO_CARD)
    chat.say("hold on whats the delivery charge", slots={"card": None})


def test_a_question_naming_a_value_is_no_late_answer(tmp_path: Path) -> None:
    chat = _played(tmp_path, FLOWERS, *FLOWERS_TO_CARD[:2])
    chat.say("how much is the large bouquet", bot_contains="Small £25, large £40.")
    chat.say("yes", slots={"bouquet": "small bouquet"}, bot_contains="Where should they go?")


def test_a_card_message_that_asks_nothing_guard(tmp_path: Path) -> None:
    chat = _played(tmp_path, FLOWERS, *FLOWERS_TO_CARD)
    chat.say("happy birthday mum love jo", slots={"card": "happy birthday mum love jo"})


REMOVALS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_move:
    description: a man and van moving a few items
    triggers: [man and van, move my stuff, book a move]
    slots:
      - {name: origin, type: text, kind: address, label: collection address, prompt: "Where from?"}
      - {name: destination, type: text, kind: address, label: delivery address, prompt: "Where to?"}
      - {name: time, type: time, min: "07:00", max: "19:00", label: time, prompt: "What time?"}
    confirm: "{origin} to {destination} at {time}. Book it?"
    action: book_move
    done: "Booked."
"""


def test_a_time_lead_is_no_part_of_the_place(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, REMOVALS)
    chat.say(
        "man and van from 3 oak lane to 22 birch road before 10am please",
        slots={"origin": "3 oak lane", "destination": "22 birch road", "time": "10:00"},
    )


def test_one_end_of_a_route_said_alone(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, REMOVALS)
    chat.say(
        "can someone move a sofa from my flat at 14 station road",
        slots={"origin": "14 station road", "destination": None, "time": None},
        bot="Where to?",
    )


DOCS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  send_docs:
    description: a bike courier taking documents across town
    triggers: [send documents, bike courier, courier]
    slots:
      - {name: pickup, type: text, kind: address, label: pickup address, prompt: "Where from?"}
      - {name: dropoff, type: text, kind: address, label: drop-off address, prompt: "Where to?"}
      - {name: signed, type: boolean, label: signature on delivery, prompt: "Signature on delivery?"}
    confirm: "{pickup} to {dropoff}, signed: {signed}. OK?"
    action: send_docs
    done: "Booked."
"""


def test_the_business_asked_to_collect_is_no_no(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, DOCS)
    chat.say(
        "bike courier pls, can someone collect some contracts from 9 church street",
        flow="send_docs",
        slots={"pickup": "9 church street", "signed": None},
        bot="Where to?",
    )


BAKERY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_cake:
    description: ordering a celebration cake
    triggers: [order a cake, birthday cake, cake order]
    slots:
      - {name: size, type: enum, values: [6 inch, 8 inch], label: size, prompt: "6 or 8 inch?"}
      - {name: delivered, type: boolean, label: delivery, prompt: "Shall we deliver it?"}
    confirm: "{size} cake, delivered: {delivered}. OK?"
    action: order_cake
    done: "Ordered."
"""


def test_the_business_asked_to_collect_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BAKERY)
    chat.say("order a cake, 8 inch, ill collect", slots={"delivered": False})


DECORATOR = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_painter:
    description: a quote visit from a decorator
    triggers: [book a decorator, painting quote, decorator]
    slots:
      - {name: rooms, type: enum, values: [one room, whole flat, whole house], label: job, prompt: "One room, a whole flat or a whole house?"}
      - {name: budget, type: money, min: 100, max: 20000, label: budget, prompt: "Roughly what budget?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day for the visit?"}
      - {name: time, type: time, min: "08:00", max: "18:00", label: time, prompt: "What time?"}
    confirm: "{rooms}, budget {budget}, {day} at {time}. OK?"
    action: book_painter
    done: "Booked."
"""


def test_a_bare_number_only_the_amount_can_be(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, DECORATOR)
    chat.say(
        "book a decorator, whole flat, 1500, tuesday 10am",
        slots={"budget": {"amount": 1500.0, "currency": "GBP"}, "time": "10:00"},
        phase="confirming",
    )


def test_a_bare_number_an_hour_may_be_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, DECORATOR)
    chat.say("book a decorator, whole flat, tuesday, 10", slots={"budget": None})


def test_one_end_on_an_everyday_street(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, REMOVALS)
    chat.say(
        "need a man and van for a sofa going to 12 heron rise please",
        slots={"origin": None, "destination": "12 heron rise"},
        bot="Where from?",
    )


def test_an_everyday_street_word_with_no_route_word_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, REMOVALS)
    chat.say("man and van, 3 of us close by", slots={"origin": None, "destination": None})
