"""Kinds of mistake left by the wave's thirty-fourth session (its closing note's "Left" list
and the strict xfails of the written domains), taken in the thirty-fifth; each tested here in
other words on other domains (a golf club regripping shop, a junior tennis camp, 少儿书法体验课,
上门喂宠), each test checked to fail without its fix; guards (named ``..._guard``) pass either
way; a case still failing is a strict xfail naming its kind. The clock is a Wednesday
(2027-04-14, 09:00): "friday" is 16 April, "tuesday" 20 April.

- TWO_VALUES_FOR_ONE_SLOT_IN_A_REQUEST: "带两个孩子 一个7岁一个11岁" for an age slot from 5
  was refused as too young: the 一个 counting a child was read as an age of 1. In English
  "one is 6 and one is 9" already gives no age of 1 on main (a guard).
- CHOICE_SIDE_SAID_IN_OTHER_WORDS: a side of a choice said in words neither side nor the
  label holds (strict xfail: the reading by meaning's job).
- UNLISTED_VALUE_FOR_AN_ENUM_WITH_AN_OTHER_VALUE: "就一只乌龟 很好养" to a pet question whose
  values are 猫, 狗, 其他 asked again, where the pet is clearly an other one.
- VALUE_IN_A_RANGE_SYNONYM: "考过二级了" to a level whose synonyms are 一到三级, 四到六级 was
  not read: a number inside a range said as a synonym names the value.
- GO_AHEAD_TYPED_WITHOUT_ITS_APOSTROPHE: "thats great book it in" at a confirmation asked
  again, where "that's great book it in" books; "thats all for now cheers" must not agree.
- GOODBYE_OPENING_WITH_A_GO_AHEAD_READ_AS_A_YES (found fixing the one before): "that's it
  from me, bye" at a confirmation booked: "that's it" is a go-ahead, the rest read as a
  closing after it ("that's everything for now cheers" agrees to nothing on main: a guard).
- DAY_BESIDE_A_POLITE_ASK_TO_ITS_QUESTION_DROPPED: "could u collect them on friday" to
  "Shall we collect the clubs …?" read the yes and dropped friday.
- COUNT_SAID_AGAIN_WITH_A_CLAUSE_OF_ITS_REASON: "哦是三只 我妹那只也放我家了" with two pets
  held kept 2.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2027-04-14T09:00:00")

_talk = talker(CLOCK, {"book_regrip": {"ref": "GR-3301"}, "book_visits": {"ref": "WC8812"}})

REGRIP = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_regrip:
    description: booking golf clubs in for new grips
    triggers: [regrip my clubs, new grips, regrip, golf club regrip]
    entity: regrip
    slots:
      - {name: clubs, type: integer, counts: club, min: 1, max: 14, label: clubs,
         prompt: "How many clubs need new grips?"}
      - {name: grip, type: enum, values: [standard, midsize, jumbo],
         synonyms: {midsize: [mid size, mid], jumbo: [oversize, oversized]},
         label: grip size, prompt: "Standard, midsize or jumbo grips?"}
      - {name: collect, type: boolean, label: collection,
         prompt: "Shall we collect the clubs from you (£8), or will you drop them at the shop?"}
      - {name: address, type: text, kind: address, when: {collect: true}, label: address,
         prompt: "What's the collection address?"}
      - {name: day, type: date, min: tomorrow, max: +21d, label: day, prompt: "Which day suits?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "{clubs} clubs with {grip} grips on {day}, collection: {collect}, for {name}. Book it?"
    action: book_regrip
    results: [{name: ref, entity: regrip}]
    done: "Booked, reference {ref}."
  cancel_regrip:
    description: cancelling a regrip booking
    triggers: [cancel my regrip, cancel the regrip]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^GR-\\\\d{4}$", entity: regrip, label: reference,
         prompt: "What's the reference? Like GR-1234."}
    action: cancel_regrip
    done: "Cancelled."
  prices:
    description: what a regrip costs
    triggers: [how much, price, cost]
    done: "£6 a club, grips included."
"""

TENNIS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_camp:
    description: booking a place on the junior tennis camp
    triggers: [tennis camp, junior camp, book the camp]
    slots:
      - {name: age, type: integer, kind: age, min: 5, max: 16, label: age,
         prompt: "How old is the player?"}
      - {name: week, type: enum, values: [easter, summer], label: week,
         prompt: "The easter week or the summer one?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Player's name?"}
    action: book_camp
    done: "Booked."
"""

ZH_SHUFA = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_trial:
    description: 预约少儿书法体验课
    triggers: [书法体验课, 约书法课, 预约书法, 练书法]
    slots:
      - {name: pen, type: enum, values: [硬笔, 软笔], synonyms: {硬笔: [铅笔, 钢笔], 软笔: [毛笔]},
         label: 书写工具, prompt: "学硬笔还是软笔？"}
      - {name: level, type: enum, values: [零基础, 初级, 中级, 高级],
         synonyms: {零基础: [没学过, 没基础], 初级: [一到三级, 1到3级], 中级: [四到六级, 4到6级],
                    高级: [七到九级, 7到9级]},
         label: 水平, prompt: "孩子现在什么水平：零基础、初级、中级还是高级？"}
      - {name: age, type: integer, kind: age, min: 5, max: 15, label: 孩子年龄, prompt: "孩子几岁？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天来上？"}
      - {name: phone, type: phone, label: 电话, prompt: "家长电话？"}
    confirm: "{pen}，{level}，孩子{age}岁，{day}，电话{phone}。确认吗？"
    action: book_trial
    done: "约好了。"
  fees:
    description: 书法课收费
    triggers: [多少钱, 收费, 学费]
    done: "体验课免费，正式课每节120元。"
"""

ZH_WEICHONG = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_visits:
    description: 预约上门喂宠物
    triggers: [上门喂猫, 上门喂狗, 上门喂宠物, 喂宠上门, 约上门喂养]
    entity: visit
    slots:
      - {name: pet, type: enum, values: [猫, 狗, 其他], synonyms: {猫: [猫咪, 小猫], 狗: [狗狗, 小狗]},
         label: 宠物, prompt: "家里是猫、狗，还是其他小宠物？"}
      - {name: count, type: integer, counts: 只, min: 1, max: 6, label: 只数, prompt: "一共几只？"}
      - {name: litter, type: boolean, label: 铲屎, prompt: "要顺便铲屎清理吗？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 开始日期, prompt: "从哪天开始？"}
      - {name: phone, type: phone, label: 电话, prompt: "联系电话？"}
    confirm: "{pet}{count}只，铲屎：{litter}，{day}开始，电话{phone}。确认吗？"
    action: book_visits
    results: [{name: ref, entity: visit}]
    done: "约好了，单号{ref}。"
  prices:
    description: 上门喂养收费
    triggers: [多少钱, 价格, 怎么收费]
    done: "每次上门50元，多一只加10元。"
"""

ZH_PLANTS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_care:
    description: 预约上门养护绿植
    triggers: [绿植养护, 养护绿植, 上门养护]
    slots:
      - {name: plant, type: enum, values: [盆栽, 多肉, 大型绿植], label: 植物,
         prompt: "是盆栽、多肉还是大型绿植？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天上门？"}
    action: book_care
    done: "约好了。"
"""


# 1. TWO_VALUES_FOR_ONE_SLOT_IN_A_REQUEST


@pytest.mark.parametrize(
    "said", ["约书法课 带两个孩子 一个7岁一个11岁", "练书法 俩孩子一个6岁一个10岁"]
)
def test_two_ages_counted_by_one_each_are_no_age_of_one(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ZH_SHUFA)
    reply = chat.say(said, flow="book_trial")
    assert not any("不能小于" in m for m in reply.messages), reply.messages
    assert chat.slots.get("age") != 1


def test_one_child_counted_then_its_age_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_SHUFA)
    chat.say("约书法课 一个孩子 7岁", flow="book_trial", slots={"age": 7})


@pytest.mark.parametrize(
    "said",
    ["tennis camp for my two, one is 6 and one is 9", "junior camp pls - 2 kids, one's 7 one's 10"],
)
def test_a_counted_one_beside_two_ages_is_no_age_guard(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, TENNIS)
    reply = chat.say(said, flow="book_camp")
    assert not any("less than" in m for m in reply.messages), reply.messages
    assert chat.slots.get("age") != 1


def test_an_age_said_alone_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TENNIS)
    chat.say("tennis camp for my son, he's 9", flow="book_camp", slots={"age": 9})


# 2. CHOICE_SIDE_SAID_IN_OTHER_WORDS (the reading by meaning's job)


@pytest.mark.xfail(
    strict=True,
    reason="CHOICE_SIDE_SAID_IN_OTHER_WORDS: 'ill pop them in to you' shares no word with"
    " either side of 'collect the clubs from you, or will you drop them at the shop'"
    " nor with the label: the reading by meaning's job (rules only here)",
)
def test_a_side_said_in_other_words_answers_the_choice(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, REGRIP)
    chat.say("regrip my clubs, 9 of them, midsize", flow="book_regrip", asked="collect")
    chat.say("ill pop them in to you", slots={"collect": False}, asked="day")


# 3. UNLISTED_VALUE_FOR_AN_ENUM_WITH_AN_OTHER_VALUE


@pytest.mark.parametrize("said", ["就一只乌龟 很好养", "是两只仓鼠"])
def test_an_unlisted_pet_takes_the_other_value(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ZH_WEICHONG)
    chat.say("约上门喂养", flow="book_visits", asked="pet")
    chat.say(said, slots={"pet": "其他"})


def test_a_listed_pet_is_itself_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_WEICHONG)
    chat.say("约上门喂养", flow="book_visits", asked="pet")
    chat.say("两只猫咪", slots={"pet": "猫", "count": 2}, asked="litter")


def test_a_question_to_the_pet_question_is_no_other_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_WEICHONG)
    chat.say("约上门喂养", flow="book_visits", asked="pet")
    chat.say("上门一次多少钱", slots={"pet": None})


def test_an_unlisted_value_without_an_other_value_is_asked_again_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_PLANTS)
    chat.say("约绿植养护", flow="book_care", asked="plant")
    chat.say("是一棵柠檬树", slots={"plant": None}, asked="plant")


LOST = """
settings: {language: en, currency: GBP, region: GB}
flows:
  report_lost:
    description: reporting something lost at the stadium
    triggers: [lost something, lost property, i lost]
    slots:
      - {name: item, type: enum, values: [phone, wallet, keys, other],
         label: item, prompt: "Was it a phone, a wallet, keys or something else?"}
      - {name: stand, type: enum, values: [north, south], label: stand, prompt: "North or south stand?"}
    action: report_lost
    done: "Logged."
"""


def test_an_unlisted_english_answer_takes_the_other_value(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LOST)
    chat.say("lost property pls", flow="report_lost", asked="item")
    chat.say("a black brolly", slots={"item": "other"}, asked="stand")


# 4. VALUE_IN_A_RANGE_SYNONYM


@pytest.mark.parametrize(
    ("said", "level"), [("考过二级了", "初级"), ("在考五级", "中级"), ("孩子毛笔8级了", "高级")]
)
def test_a_level_inside_a_range_synonym_names_its_value(
    tmp_path: Path, said: str, level: str
) -> None:
    chat, _ = _talk(tmp_path, ZH_SHUFA)
    chat.say("约书法课 硬笔", flow="book_trial", asked="level")
    chat.say(said, slots={"level": level}, asked="age")


def test_a_range_synonym_said_whole_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_SHUFA)
    chat.say("约书法课 硬笔", flow="book_trial", asked="level")
    chat.say("四到六级吧", slots={"level": "中级"}, asked="age")


def test_a_number_outside_every_range_names_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_SHUFA)
    chat.say("约书法课 硬笔", flow="book_trial", asked="level")
    chat.say("考过十二级了", slots={"level": None})


DRAMA = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_coaching:
    description: booking drama exam coaching for a child
    triggers: [drama coaching, exam coaching, lamda coaching]
    slots:
      - {name: stage, type: enum, values: [beginner, intermediate, advanced],
         synonyms: {beginner: [grade 1-3, grade 1 to 3], intermediate: [grade 4-5],
                    advanced: [grade 6-8]},
         label: stage, prompt: "Beginner, intermediate or advanced?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Child's name?"}
    action: book_coaching
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "stage"),
    [("she passed grade 2 last term", "beginner"), ("hes doing his grade 7 in june", "advanced")],
)
def test_an_english_grade_inside_a_range_names_its_value(
    tmp_path: Path, said: str, stage: str
) -> None:
    chat, _ = _talk(tmp_path, DRAMA)
    chat.say("drama coaching pls", flow="book_coaching", asked="stage")
    chat.say(said, slots={"stage": stage}, asked="name")


# 5. GO_AHEAD_TYPED_WITHOUT_ITS_APOSTROPHE


@pytest.mark.parametrize("said", ["thats great book it in", "thats good go for it"])
def test_a_go_ahead_typed_without_its_apostrophe_books(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, REGRIP)
    chat.say("regrip my clubs, 9 of them, midsize", flow="book_regrip", asked="collect")
    chat.say("no ill drop them at the shop", asked="day")
    chat.say("friday", asked="name")
    chat.say("dev patel", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["book_regrip"]


def test_a_go_ahead_of_its_own_after_a_bare_praise_books_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, REGRIP)
    chat.say("regrip my clubs, 9 of them, midsize", flow="book_regrip", asked="collect")
    chat.say("no ill drop them at the shop", asked="day")
    chat.say("friday", asked="name")
    chat.say("dev patel", phase="confirming")
    chat.say("thats perfect, go ahead", flow=None)
    assert ran == ["book_regrip"]


@pytest.mark.parametrize("said", ["thats all for now cheers", "thats it from me bye"])
def test_a_bare_closing_is_no_go_ahead_guard(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, REGRIP)
    chat.say("regrip my clubs, 9 of them, midsize", flow="book_regrip", asked="collect")
    chat.say("no ill drop them at the shop", asked="day")
    chat.say("friday", asked="name")
    chat.say("dev patel", phase="confirming")
    chat.say(said)
    assert ran == []


# (found fixing 5) GOODBYE_OPENING_WITH_A_GO_AHEAD_READ_AS_A_YES: "that's all for now bye" at a
# confirmation booked on main, its "that's all" read as a go-ahead and the rest as a closing


@pytest.mark.parametrize("said", ["that's it from me, bye"])
def test_a_goodbye_opening_with_a_go_ahead_books_nothing(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, REGRIP)
    chat.say("regrip my clubs, 9 of them, midsize", flow="book_regrip", asked="collect")
    chat.say("no ill drop them at the shop", asked="day")
    chat.say("friday", asked="name")
    chat.say("dev patel", phase="confirming")
    chat.say(said)
    assert ran == []


def test_a_goodbye_of_no_go_ahead_books_nothing_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, REGRIP)
    chat.say("regrip my clubs, 9 of them, midsize", flow="book_regrip", asked="collect")
    chat.say("no ill drop them at the shop", asked="day")
    chat.say("friday", asked="name")
    chat.say("dev patel", phase="confirming")
    chat.say("that's everything for now cheers")
    assert ran == []


# 6. DAY_BESIDE_A_POLITE_ASK_TO_ITS_QUESTION_DROPPED


@pytest.mark.parametrize(
    "said", ["could u collect them on friday", "can you collect them tuesday pls"]
)
def test_a_day_beside_a_polite_ask_to_its_question_is_kept(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, REGRIP)
    chat.say("regrip my clubs, 9 of them, midsize", flow="book_regrip", asked="collect")
    day = "2027-04-16" if "friday" in said else "2027-04-20"
    chat.say(said, slots={"collect": True, "day": day}, asked="address")


def test_a_polite_ask_alone_to_its_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, REGRIP)
    chat.say("regrip my clubs, 9 of them, midsize", flow="book_regrip", asked="collect")
    chat.say("could u collect them", slots={"collect": True, "day": None}, asked="address")


# 7. COUNT_SAID_AGAIN_WITH_A_CLAUSE_OF_ITS_REASON


@pytest.mark.parametrize("said", ["哦是三只 我妹那只也放我家了"])
def test_a_count_said_again_with_its_reason_changes_it(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ZH_WEICHONG)
    chat.say(
        "上门喂猫 两只猫咪", flow="book_visits", slots={"pet": "猫", "count": 2}, asked="litter"
    )
    chat.say(said, slots={"count": 3, "litter": None}, asked="litter")


def test_a_count_said_again_alone_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_WEICHONG)
    chat.say(
        "上门喂猫 两只猫咪", flow="book_visits", slots={"pet": "猫", "count": 2}, asked="litter"
    )
    chat.say("是3只才对", slots={"count": 3, "litter": None}, asked="litter")


def test_a_count_corrected_with_its_reason_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_WEICHONG)
    chat.say(
        "上门喂猫 两只猫咪", flow="book_visits", slots={"pet": "猫", "count": 2}, asked="litter"
    )
    chat.say("不对是3只 邻居家那只也要喂", slots={"count": 3, "litter": None}, asked="litter")
