"""Kinds of mistake the lead found in the wave's twenty-fourth session, probing domains
written from docs/dsl.md outside the repo (a DJ for hire, charity furniture collection,
上门漏水检测, 舞蹈班试课); each tested here in other words on other domains, and each test
fails with its fix taken out, but the guards beside them (named ``..._guard``, which pass
either way). The clock is a Friday (2026-12-04, 10:00).

1. **A free-text question swallowing another slot's answer**: "ground floor" to "What
   would you like to donate?" beside an empty floor slot, or an address beyond doubt
   ("apt 5, 1 quay st, manchester") beside an empty address slot, became the free text,
   and the floor or the address was asked for later; the whole message is that slot's
   value, and the question is asked again (``all_values.said_for_an_empty_slot``). Said
   again to the same question, it is the free text's: the bot never asks in a circle.
2. **A flat or unit said before the street**: "flat 2, 10 park ave" lost "flat 2", and a
   town said before a value in the same clause ("22 high st altrincham on tuesday") was
   dropped; the unit and the town are the address's (``addresses.address_said``,
   ``_town_before_stop``; the lexicon's ``address_unit_words``, ``value_stops``).
3. **A day of the month said to a how-many question, read as a rank**: "the 12th" to "How
   many pieces in total?" was 12 pieces, as a rank names which floor; a slot whose question
   asks how many counts (the lexicon's ``count_questions``), and the day is the date
   slot's (``slot_patterns.asks_how_many``).
4. **Today said with a request, beside a slot of days gone by and one of days to come**:
   "厨房漏水 今天能来吗" filled when the leak was noticed (漏水, the flow's own thing, is a
   word of that question too), and "mice in the loft, can someone come today?" filled
   neither; today goes to the slot that takes no day gone by when its clause asks, to the
   one that takes no day to come when it tells (``date_by_bounds.by_tense``), and a
   trigger's word names no question.
5. **A loose or half count of days back**: "前几天", "几天前" and "半个月前" to "什么时候发现
   漏水的？" were not read ("前几天" was even taken for a question, 几 asking how many), and
   "一个半月前" was half a month and a count of one for the next question; a count said
   only of a distance from today (the value lexicon's ``date_loose_counts``,
   ``date_ago_before``, ``half_after``) is read as English reads "a few days ago".
6. **A Chinese value said without the head word it shares with others**: "爵士" for 爵士舞
   beside 中国舞 and 拉丁舞 was "没有爵士这一项"; a three-character value's two-character
   start or end, in no other value, names it when it is the whole answer, as a longer
   value's did (``value_forms.edges``).
7. **A yes opening a free-text answer kept in it**: "yes a wardrobe and a chest of drawers"
   to "What would you like to donate?" (asked after "can you take an old wardrobe") stored
   the yes; a yes or a no then a determiner or "just" opens the answer (the lexicon's
   ``no_answer_leads``).
8. **"saturday week" read as the coming Saturday**: British English says a weekday then
   "week" for the one a week after the coming one; it is now that day (the value
   lexicon's ``weekday_week_words``, the ``weekday_after`` date rule).
9. **A booking verb and a count after a price question about a flow whose words hold no
   such verb**: "漏水检测多少钱" then "那约一个" listed what the bot can do (约 is in none of
   its triggers, and no "帮我" was said); a verb of the lexicon's ``booking_verbs`` asks for
   the one flow the message before named that acts, with or without a lead
   (``topic_verb``).
10. **A yes and the held free-text question's answer, typed without a comma**: "ok just the
   bed frame then" to "Shall we get back to …?" (the held task asking "What would you like
   to donate?") was small talk; "ok, …" was read. A yes then a word of the lexicon's
   ``no_answer_leads`` parts the two as the comma does (``for_queued._yes_then_text``).
11. **A name slot taking a none word or a sentence**: "none", "n/a", "my back's a bit
   dodgy" and "i had knee surgery last year" to "What's your name?" (an optional injuries
   question expected first) were stored as the name; a none value of the lexicon, or an
   answer holding a word no name holds (``never_in_names``: "my", "had", "我"), is no name,
   and the name is asked again (``all_values.no_name``).
12. **A yes-or-no slot's thing said first, then taken or turned down**: "电视不要" and "电视
   要的" to "需要加装电视吗？" were asked again, and **"电视就不要了" cancelled the whole
   broadband order**; the thing named as the topic, then a word of having or lacking it
   closing the clause (``boolean_with``, ``boolean_without``, the new
   ``boolean_fronted_gap``), answers the question, and a cancel word inside that answer
   lets no task go (``boolean_named._fronted``, ``control._inside_asked_yes_or_no``).
14. **A month said where a day is wanted**: "上个月" and "last month" to "什么时候发现漏水的？"
   or "When did you first notice them?" were not read; like a week, the month asks which
   day of it ("上个月几号？", "Which day last month?"; ``which_day_last_month``), and a day of
   the month answered is that month's (``dates`` rule ``month_bare``, ``period_asked``). Said
   with the request, the month fills nothing and asks nothing out of turn.
15. **A phone number said at a count's clarification**: "07700900123" to "Did you mean 80 or
   90?" (asked after "80-90" guests) was read as the count and refused ("it must be at most
   400"); a number inside a phone number another slot takes fills that slot, and the
   question stays (``clarification_answer._said_after``, ``another_slot.in_phone_or_address``).
16. **A range of counts with a dash read as a date years away**: "30-40" and "20-25" to "How
   many passengers?" were the 30th of December 2040 and the 20th of 2125 by the last-resort
   date parser, so no count was read and the bot said nothing of it; a date it reads in a
   year neither this nor the next, the text writing no year in full, is none
   (``dates.DateGrammar.find``).
17. **"one" for the thing the message before named**: "how much is a luton", then "ok book
   one" started the van hire and asked the size again, where "ok book it" carried the
   Luton; a request of a flow's verb and one of the lexicon's ``object_pronouns`` carries
   the listed value the message before named, whichever pronoun it is (``prefill``).
18. **A condition of the body read as a time to avoid**: "我妈腿脚不方便 能不能来家里给她剪个
   头", word for word one of the flow's examples, answered "记下了：不要妈腿脚。" and started
   nothing; the rules that say when one is not free ("{text}不方便", "{text}没空") are of
   ``value: when`` now, their thing a date, a time or a part of the day or week (the
   lexicon's ``clock_sides``, new ``when_words``; ``beliefs._says_when``).
19. **A booking verb after a price question that named no flow**: "多少钱", then "那约一个"
   listed what the bot can do; with one flow that makes a thing, that flow is the one
   booked (``topic_verb``).
13. **Where one lives said before an address**: "我想装个宽带 家在西城区…10号" kept "家在" in
   the address (the lexicon's ``address_leads`` gain 家在, 住在, 我家住…).
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-04T10:00:00")

_talk = talker(CLOCK)

GARDEN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_clearance:
    description: clearing garden waste
    triggers: [garden clearance, clear my garden, garden waste]
    slots:
      - {name: waste, type: text, label: waste, prompt: "What needs clearing?"}
      - {name: access, type: enum, values: [front gate, side passage, back lane], label: access, prompt: "How do we get to the garden: front gate, side passage or back lane?"}
      - {name: address, type: text, kind: address, label: address, prompt: "What's the address?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
    confirm: "Clearing {waste} at {address} ({access}) on {day}. Book it?"
    action: book_clearance
    done: "Booked."
"""


def test_another_slots_listed_value_said_to_a_free_text_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GARDEN)
    chat.say("garden clearance", bot="What needs clearing?")
    chat.say(
        "side passage", bot="What needs clearing?", slots={"access": "side passage", "waste": None}
    )
    chat.say("hedge cuttings and an old shed", slots={"waste": "hedge cuttings and an old shed"})


def test_an_address_said_to_a_free_text_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GARDEN)
    chat.say("clear my garden", bot="What needs clearing?")
    chat.say(
        "flat 1, 9 mill lane, hexham",
        bot="What needs clearing?",
        slots={"address": "flat 1, 9 mill lane, hexham", "waste": None},
    )


def test_the_same_value_said_again_is_the_free_texts(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GARDEN)
    chat.say("garden waste", bot="What needs clearing?")
    chat.say("back lane", slots={"access": "back lane"})
    chat.say("back lane", slots={"waste": "back lane"}, bot_contains="What's the address?")


def test_a_town_before_a_day_and_a_flat_before_the_street(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GARDEN)
    chat.say(
        "garden clearance at 9 mill lane hexham on monday",
        slots={"address": "9 mill lane hexham", "day": "2026-12-07"},
    )
    (tmp_path / "b").mkdir()
    chat2, _ = _talk(tmp_path / "b", GARDEN)
    chat2.say(
        "garden waste from flat 4, 2 mill lane, corbridge on tuesday",
        slots={"address": "flat 4, 2 mill lane, corbridge", "day": "2026-12-08"},
    )


SKIPS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_skip:
    description: hiring a skip
    triggers: [hire a skip, skip hire]
    slots:
      - {name: skip_count, type: integer, min: 1, max: 5, label: skips, prompt: "How many skips do you need?"}
      - {name: floor, type: integer, min: 0, max: 20, label: floor, prompt: "Which floor is the flat on?"}
      - {name: drop_day, type: date, min: today, max: +60d, label: drop-off day, prompt: "Which day should we drop it off?"}
    confirm: "{skip_count} skips, floor {floor}, on {drop_day}. Book it?"
    action: hire_skip
    done: "Booked."
"""


def test_a_day_of_the_month_said_to_a_how_many_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIPS)
    chat.say("skip hire", bot="How many skips do you need?")
    chat.say(
        "the 21st",
        bot_contains="How many skips do you need?",
        slots={"drop_day": "2026-12-21", "skip_count": None},
    )


def test_a_rank_said_to_a_which_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIPS)
    chat.say("skip hire", bot="How many skips do you need?")
    chat.say("2", bot="Which floor is the flat on?")
    chat.say("the 3rd", slots={"floor": 3, "drop_day": None})


AIRCON = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_repair:
    description: 空调上门维修
    triggers: [空调维修, 修空调, 空调不制冷]
    slots:
      - {name: broke, type: date, min: -60d, max: today, label: 故障时间, prompt: "空调什么时候开始不制冷的？"}
      - {name: visit, type: date, min: today, max: +14d, label: 上门日期, prompt: "哪天上门？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{visit}上门，电话{phone}，确认吗？"
    action: book_repair
    done: "约好了。"
"""


def test_today_in_a_can_you_question_is_the_visit(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, AIRCON)
    chat.say(
        "空调不制冷 今天能上门吗",
        slots={"visit": "2026-12-04", "broke": None},
        bot="空调什么时候开始不制冷的？",
    )


def test_today_told_of_what_happened_is_when_it_broke_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, AIRCON)
    chat.say("空调不制冷 今天早上发现的", slots={"broke": "2026-12-04", "visit": None})


BOILER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_engineer:
    description: an engineer comes out to repair a boiler
    triggers: [boiler repair, book an engineer]
    slots:
      - {name: broke, type: date, min: -90d, max: today, label: when it broke, prompt: "When did it stop working?"}
      - {name: visit, type: date, min: today, max: +30d, label: visit day, prompt: "Which day should the engineer come?"}
    confirm: "Engineer on {visit}. Book it?"
    action: book_engineer
    done: "Booked."
"""


def test_today_asked_for_in_english(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BOILER)
    chat.say(
        "boiler repair please, could an engineer come out today?",
        slots={"visit": "2026-12-04", "broke": None},
        bot="When did it stop working?",
    )


SCREEN = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  fix_phone:
    description: 手机上门换屏
    triggers: [换屏, 修手机, 屏幕碎了]
    slots:
      - {name: dropped, type: date, min: -365d, max: today, label: 摔的时间, prompt: "什么时候摔的？"}
      - {name: brand, type: enum, values: [苹果, 华为, 小米], label: 品牌, prompt: "什么牌子的手机？"}
    confirm: "{brand}手机换屏，确认吗？"
    action: fix_phone
    done: "好的。"
"""


def test_a_loose_count_of_days_back(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SCREEN)
    chat.say("修手机", bot="什么时候摔的？")
    chat.say("前几天不小心摔的", slots={"dropped": "2026-12-01"}, bot="什么牌子的手机？")


def test_half_a_month_back_and_one_and_a_half(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SCREEN)
    chat.say("换屏", bot="什么时候摔的？")
    chat.say("半个月前", slots={"dropped": "2026-11-19"}, bot="什么牌子的手机？")
    (tmp_path / "b").mkdir()
    chat2, _ = _talk(tmp_path / "b", SCREEN)
    chat2.say("换屏", bot="什么时候摔的？")
    chat2.say("一个半月前吧", slots={"dropped": "2026-10-20"}, bot="什么牌子的手机？")


def test_a_plain_count_after_before_is_no_distance_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SCREEN)
    chat.say("换屏", bot="什么时候摔的？")
    chat.say("三天前", slots={"dropped": "2026-12-01"})


CARS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  rent_car:
    description: 租车
    triggers: [租车, 租辆车]
    slots:
      - {name: model, type: enum, values: [越野车, 商务车, 面包车], label: 车型, prompt: "要越野车、商务车还是面包车？"}
      - {name: days, type: integer, min: 1, max: 30, label: 天数, prompt: "租几天？"}
    confirm: "{model}租{days}天，确认吗？"
    action: rent_car
    done: "好的。"
"""


def test_a_chinese_value_without_its_shared_head(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CARS)
    chat.say("租车", bot="要越野车、商务车还是面包车？")
    chat.say("商务", slots={"model": "商务车"}, bot="租几天？")


CAKES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_cake:
    description: ordering a celebration cake
    triggers: [order a cake, birthday cake]
    slots:
      - {name: wishes, type: text, label: special requests, prompt: "Any special requests for the cake?"}
      - {name: pickup, type: date, min: +2d, max: +30d, label: pickup day, prompt: "Which day will you collect it?"}
    confirm: "A cake ({wishes}) for {pickup}. Order it?"
    action: order_cake
    done: "Ordered."
"""


def test_a_yes_opening_a_free_text_answer(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CAKES)
    chat.say("order a cake", bot="Any special requests for the cake?")
    chat.say(
        "yeah a unicorn on top and pink icing", slots={"wishes": "a unicorn on top and pink icing"}
    )


def test_yes_just_opening_a_free_text_answer(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CAKES)
    chat.say("birthday cake", bot="Any special requests for the cake?")
    chat.say("yes just the name sophie in gold", slots={"wishes": "just the name sophie in gold"})


def test_a_weekday_then_week_is_a_week_after_the_coming_one(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GARDEN)
    chat.say("garden clearance", bot="What needs clearing?")
    chat.say("brambles", bot_contains="How do we get to the garden")
    chat.say("front gate", bot="What's the address?")
    chat.say("2 elm row", bot="Which day?")
    chat.say("thursday week", slots={"day": "2026-12-17"})


CLEANING = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  deep_clean:
    description: 新房开荒保洁
    triggers: [开荒保洁, 新房保洁]
    slots:
      - {name: area, type: integer, min: 20, max: 500, label: 面积, prompt: "房子多少平？"}
    confirm: "{area}平开荒保洁，确认吗？"
    action: deep_clean
    done: "好的。"
  price:
    description: 保洁价格
    triggers: [多少钱, 怎么收费]
    done: "开荒保洁每平8元。"
"""


def test_a_booking_verb_after_a_price_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLEANING)
    chat.say("新房保洁怎么收费", bot="开荒保洁每平8元。")
    chat.say("那约一个", bot="房子多少平？")


def test_a_booking_verb_with_a_lead_after_a_price_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLEANING)
    chat.say("开荒保洁多少钱", bot="开荒保洁每平8元。")
    chat.say("行 帮我安排一个", bot="房子多少平？")


CAKES_WITH_DELIVERY = (
    CAKES
    + """
  delivery:
    description: whether cakes are delivered
    triggers: [do you deliver, delivery]
    done: "We deliver within 5 miles for £5."
"""
)


def test_a_yes_and_the_held_free_text_answer_without_a_comma(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CAKES_WITH_DELIVERY)
    chat.say("order a cake", bot="Any special requests for the cake?")
    chat.say("do you deliver?", bot_contains="We deliver within 5 miles")
    chat.say(
        "ok just happy birthday mum on it",
        slots={"wishes": "just happy birthday mum on it"},
        bot_contains="Which day will you collect it?",
    )


LESSONS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_lesson:
    description: booking a swimming lesson for an adult
    triggers: [book a lesson, swimming lesson]
    slots:
      - {name: level, type: enum, values: [beginner, improver], label: level, prompt: "Beginner or improver?"}
      - {name: notes, type: text, required: false, label: medical notes, prompt: "Anything we should know, medically?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What's your name?"}
    confirm: "A {level} lesson for {name}. Book it?"
    action: book_lesson
    done: "Booked."
"""


def test_a_none_word_or_a_sentence_is_no_name(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LESSONS)
    chat.say("book a lesson", bot="Beginner or improver?")
    chat.say("beginner", bot="What's your name?")
    chat.say("none", bot_contains="What's your name?", slots={"name": None})
    chat.say(
        "i had a shoulder op last spring", bot_contains="What's your name?", slots={"name": None}
    )
    chat.say("jo and sam", slots={"name": "jo and sam"}, bot_contains="Book it?")


YOGA_ZH = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_class:
    description: 预约瑜伽私教课
    triggers: [约私教, 预约私教]
    slots:
      - {name: name, type: text, kind: name, label: 姓名, prompt: "怎么称呼您？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天上课？"}
    confirm: "{name}，{day}上课，确认吗？"
    action: book_class
    done: "约好了。"
"""


def test_a_chinese_sentence_is_no_name(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, YOGA_ZH)
    chat.say("约私教", bot="怎么称呼您？")
    chat.say("我腰不太好", bot_contains="怎么称呼您？", slots={"name": None})
    chat.say("刘婷", slots={"name": "刘婷"}, bot="哪天上课？")


WATER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_water:
    description: 订桶装水送上门
    triggers: [订水, 送水]
    slots:
      - {name: buckets, type: integer, min: 1, max: 10, label: 桶数, prompt: "要几桶？"}
      - {name: invoice, type: boolean, label: 发票, prompt: "需要开发票吗？"}
      - {name: address, type: text, kind: address, label: 地址, prompt: "送到哪里？"}
    confirm: "{buckets}桶水送到{address}，确认吗？"
    action: order_water
    done: "好的。"
"""


def test_a_yes_or_no_slots_thing_said_first_then_turned_down(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, WATER)
    chat.say("订水", bot="要几桶？")
    chat.say("3桶", bot="需要开发票吗？")
    chat.say("发票就不用了", slots={"invoice": False}, bot="送到哪里？")


def test_a_yes_or_no_slots_thing_said_first_then_taken(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, WATER)
    chat.say("送水", bot="要几桶？")
    chat.say("2", bot="需要开发票吗？")
    chat.say("发票要的", slots={"invoice": True}, bot="送到哪里？")


def test_where_one_lives_said_before_the_address(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, WATER)
    chat.say("订水 我家住海淀区学院路20号院3号楼", slots={"address": "海淀区学院路20号院3号楼"})


def test_a_month_gone_by_asks_which_day_of_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SCREEN)
    chat.say("换屏", bot="什么时候摔的？")
    chat.say("上个月", bot="上个月几号？", slots={"dropped": None})
    chat.say("15号", slots={"dropped": "2026-11-15"}, bot="什么牌子的手机？")


def test_last_month_asks_which_day_of_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BOILER)
    chat.say("boiler repair", bot="When did it stop working?")
    chat.say("last month", bot="Which day last month?")
    chat.say("the 28th", slots={"broke": "2026-11-28"}, bot="Which day should the engineer come?")


def test_a_month_volunteered_with_the_request_asks_nothing_yet_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BOILER)
    chat.say("boiler repair please, it broke last month", bot="When did it stop working?")


MINIBUS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_minibus:
    description: hiring a minibus with a driver
    triggers: [hire a minibus, minibus hire]
    slots:
      - {name: passengers, type: integer, min: 1, max: 50, label: passengers, prompt: "How many passengers?"}
      - {name: phone, type: phone, label: phone, prompt: "A contact number?"}
    confirm: "A minibus for {passengers}, contact {phone}. Book it?"
    action: hire_minibus
    done: "Booked."
"""


def test_a_phone_said_at_a_counts_clarification(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, MINIBUS)
    chat.say("minibus hire", bot="How many passengers?")
    chat.say("40-50", bot_contains="40 or 50")
    chat.say("07700900461", bot_contains="40 or 50", slots={"phone": "+447700900461"})
    chat.say("50", slots={"passengers": 50}, bot_contains="Book it?")


def test_a_range_of_counts_with_a_dash_is_no_date_in_another_year(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, MINIBUS)
    chat.say("hire a minibus", bot="How many passengers?")
    chat.say("30-40", bot_contains="30 or 40")


BIKES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_bike:
    description: hiring a bike for the day
    triggers: [hire a bike, book a bike]
    slots:
      - {name: kind, type: enum, values: [road bike, e-bike, tandem], label: bike, prompt: "Road bike, e-bike or tandem?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
    confirm: "A {kind} on {day}. Book it?"
    action: hire_bike
    done: "Booked."
  prices:
    description: bike hire prices
    triggers: [how much, prices]
    done: "Road bikes £25 a day, e-bikes £40, tandems £45."
"""


def test_one_for_the_thing_named_before_carries_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BIKES)
    chat.say("how much is a tandem", bot_contains="tandems £45")
    chat.say("ok book me one", slots={"kind": "tandem"}, bot="Which day?")


NAILS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_care:
    description: 上门足部护理
    triggers: [约足疗, 上门足疗, 预约护理]
    examples: ["我爸脚不方便走路 能不能上门修个脚"]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门，确认吗？"
    action: book_care
    done: "约好了。"
  price:
    description: 护理价格
    triggers: [多少钱, 价格]
    done: "每次120元。"
"""


def test_a_condition_of_the_body_is_no_time_to_avoid(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, NAILS)
    chat.say("我爸脚不方便走路 能不能上门修个脚", bot="哪天上门？")


def test_a_time_that_does_not_suit_is_still_avoided_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, NAILS)
    chat.say("约足疗", bot="哪天上门？")
    chat.say("工作日不方便 周六吧", slots={"day": "2026-12-05"})


def test_a_booking_verb_after_a_price_question_naming_no_flow(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, NAILS)
    chat.say("多少钱", bot="每次120元。")
    chat.say("那约一个", bot="哪天上门？")
