"""Kinds of mistake the lead found in the wave's thirty-sixth session, probing domains
written from docs/dsl.md outside the repo (a beehive inspection service, a piano removals
firm, 老房电路检修, 婚礼跟拍); each tested here in other words on other domains, and each
test fails with its fix taken out, but the guards beside them (named ``..._guard``, which
pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **NO_TO_A_YES_OR_NO_SLOT_NOT_ASKED_READ_AS_A_CANCEL** (dangerous): "相册就不要了 占地方"
   while the hours were asked CANCELLED the whole wedding booking, and so did "no tuning,
   never mind" and "dont bother with the tuning" to a piano move: a cancel word turning
   down one yes-or-no slot's thing was a no only when that slot was the one asked. Any of
   the running flow's yes-or-no slots so named is turned down, the cancel words inside the
   no or a clause of their own beside it with nothing else said; "don't bother with",
   "skip", "scrap", "leave out" say the no in English (``boolean_without``).
2. **A_COUNT_QUESTIONS_CLOSING_PARTICLE_TAKEN_FOR_WHAT_IT_COUNTS**: "约电工 跳闸 房子20年" to a
   slot asking "房子大概多少年了？" asked the house's age again: the question's closing "了"
   was taken for a part of what it counts ("{value}年了"), so "20年" said with the request
   was no count of it (the lexicon's ``count_question_tails``).
3. **A_COUNT_SAID_WITHOUT_THE_GENERIC_MEASURE_ITS_QUESTION_HAS**: "约跟拍 单机位 … 4小时 …" to
   a slot asking "需要拍几个小时？" asked the hours again: what the question counts was read
   as "个小时", and "4小时" lacks the 个 that counts anything.
4. **NAMED_PLACE_OF_A_KIND_THE_QUESTION_NAMES_DROPPED**: "约跟拍 单机位 … 希尔顿酒店 100人 …"
   to a slot labelled 场地 asking "在哪个酒店或场地？" asked the venue again: a named place
   was read only for a slot whose label ends in its kind (``place_heads``). The question
   naming the kind names it too, and a slot of ``kind: address`` takes a place of any kind.
5. **A_THING_COUNT_TAKEN_BY_A_COUNT_OF_TIME**: "那帮我约一个 明天上午" after a price question
   filled a slot asking "房子大概多少年了？" with 1: the flow's one number slot took any
   number with a measure word of things. A count of years or hours takes none.
6. **ANSWER_TO_WHAT_TO_CHANGE_NOT_READ_AS_A_CHANGE**: "周日下午" (Sunday held, the morning
   to change) and "friday afternoon" to "What would you like to change?" got "Sorry, I
   didn't get that.": values said before were changed only by a message that reads as a
   correction, and one saying a held value again, or a unit beside its number ("5小时"), did
   not. Asked what to change, a value said is the change.
7. **BARE_NO_AMONG_A_REQUESTS_VALUES**: "hive inspection 1 hive swarm prevention sunday
   afternoon 9 cross st no 07700 900888" dropped the phone without a word and asked about
   the spare suit: the "no" (a form's fields filled in order) was read as refusing the
   phone after it. A bare yes or no between two of a request's values answers the flow's
   one empty yes-or-no slot and refuses nothing.
8. **BOOLEAN_NAMED_BY_A_WORD_OF_ITS_LABELS_TAIL**: "can u move a digital piano tomorrow" set
   "tuning after the move" to yes: a polite ask by a verb of any word of the label asked
   for the slot, and "move" is the request's own verb. The words after a word opening the
   label's tail (the lexicon's ``label_tail_leads``: "after", "for") name no thing asked.
9. **A_TRY_AT_A_PHONE_TAKEN_FOR_TALK**: "12345" and "123456" to "What number can the
   inspector call?" / "联系电话多少？" were asked again without a word why (read as talk): a
   number of five digits or more, typed as a phone is, is a try at it, refused for its form
   ("Sorry, that is not a valid phone number."); a phone is held in E.164 or not at all.
10. **ADDRESS_RUNS_OVER_A_COUNT_AFTER_ITS_STREET**: "… to 2 b st 0 steps on friday 18th …"
   stored the delivery address "2 b st 0 steps" and asked the steps again: an English
   address ended after its street only at a day or a time. A number and a word right after
   the street count something; the street's own parts come before it.
11. **BARE_NAME_BEFORE_THE_PHONE_AMONG_A_REQUESTS_VALUES**: "…, no tuning, mike, 07700 900789"
   asked "What name is the booking under?": a form puts the contact's name right before the
   phone. A word or two of letters there (after the last comma), none a word no name holds
   (``never_in_names``), a yes or a no, or a word of the flow's own texts, is the flow's one
   empty name slot's (English; Chinese reads it by its surname).
12. **CONTACT_GIVEN_TO_A_PLACE_QUESTION**: "小陈 13600002222" to "在哪个酒店或场地？" made the
   venue 小陈 and left the name empty: a name and a phone said together to another free-text
   question were read as the contact, never to a place's (``kind: address``). There, a name
   sure by its surname or title ("老周", "李女士") is the contact; a short place ("国贸") may
   stand before a phone too and stays the place.
13. **LISTED_PLURAL_SAID_IN_THE_SINGULAR**: "need a mite check on 2 hives" for the synonym
   "mites" asked what the inspection was for: a listed word was read in its plurals, never a
   listed plural in its singular. The singulars the lexicon's plural table gives
   (``plural_forms``; four letters or more: "news" is no plural of "new") name it too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK)

# 1. NO_TO_A_YES_OR_NO_SLOT_NOT_ASKED_READ_AS_A_CANCEL

EN_CHEF = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_chef:
    description: booking a private chef to cook at home
    triggers: [book a chef, private chef, chef at home]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: guests, type: integer, min: 1, max: 20, label: guests, prompt: "How many guests?"}
      - {name: dessert, type: boolean, label: dessert course, prompt: "Shall the chef make a dessert too?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What name is it under?"}
    confirm: "{day}, {guests} guests, dessert: {dessert}, for {name}. Book it?"
    action: book_chef
    done: "Booked."
"""

ZH_CHEF = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_chef:
    description: 预约厨师上门做饭
    triggers: [约厨师, 厨师上门, 上门做饭]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天？"}
      - {name: guests, type: integer, min: 1, max: 20, label: 人数, prompt: "几位用餐？"}
      - {name: shopping, type: boolean, label: 代买菜, prompt: "需要厨师代买菜吗？"}
      - {name: name, type: text, kind: name, label: 称呼, prompt: "怎么称呼您？"}
    confirm: "{day}，{guests}位，代买菜：{shopping}，{name}。确认吗？"
    action: book_chef
    done: "约好了。"
"""


@pytest.mark.parametrize("said", ["no dessert, never mind", "dont bother with the dessert"])
def test_a_yes_or_no_slot_turned_down_by_a_cancel_word_is_no_cancel(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, EN_CHEF)
    chat.say("private chef saturday for 6 with dessert", flow="book_chef", asked="name")
    chat.say(said, flow="book_chef", asked="name", phase="collecting")
    assert chat.slots["dessert"] is False and chat.slots["guests"] == 6
    chat.say("ria patel", phase="confirming")
    chat.say("yes")
    assert ran == ["book_chef"]


@pytest.mark.parametrize("said", ["代买菜就不用了 我们自己买", "买菜就不要了"])
def test_a_chinese_yes_or_no_slot_turned_down_while_another_is_asked_is_no_cancel(
    tmp_path: Path, said: str
) -> None:
    chat, _ = _talk(tmp_path, ZH_CHEF)
    chat.say("约厨师 周六 要代买菜", flow="book_chef", asked="guests")
    chat.say(said, flow="book_chef", asked="guests")
    assert chat.slots["shopping"] is False


def test_a_yes_or_no_slot_turned_down_at_the_confirmation_is_no_cancel(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, ZH_CHEF)
    chat.say("约厨师 周六 4位 要代买菜 王女士", flow="book_chef", phase="confirming")
    chat.say("代买菜就不用了", flow="book_chef", phase="confirming")
    assert chat.slots["shopping"] is False
    chat.say("确认")
    assert ran == ["book_chef"]


@pytest.mark.parametrize(
    ("domain", "opening", "said"),
    [
        (EN_CHEF, "private chef saturday for 6 with dessert", "never mind"),
        (
            EN_CHEF,
            "private chef saturday for 6 with dessert",
            "no dessert. actually forget it, cancel",
        ),
        (ZH_CHEF, "约厨师 周六 要代买菜", "算了 不约了"),
    ],
)
def test_a_cancel_beside_no_slot_or_with_more_said_still_cancels_guard(
    tmp_path: Path, domain: str, opening: str, said: str
) -> None:
    chat, ran = _talk(tmp_path, domain)
    chat.say(opening, flow="book_chef")
    chat.say(said, flow=None)
    assert ran == []


# 2. A_COUNT_QUESTIONS_CLOSING_PARTICLE_TAKEN_FOR_WHAT_IT_COUNTS
# 3. A_COUNT_SAID_WITHOUT_THE_GENERIC_MEASURE_ITS_QUESTION_HAS

ZH_PIANO_BUYBACK = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  buy_back:
    description: 上门回收旧钢琴
    triggers: [回收钢琴, 卖钢琴, 收钢琴]
    slots:
      - {name: years, type: integer, min: 0, max: 100, label: 琴龄, prompt: "琴用了多少年了？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门看琴？"}
    confirm: "琴龄{years}年，{day}上门。可以吗？"
    action: buy_back
    done: "约好了。"
"""

ZH_ESCORT = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_escort:
    description: 预约陪诊
    triggers: [约陪诊, 陪诊, 陪老人看病]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天去医院？"}
      - {name: hours, type: integer, min: 1, max: 12, label: 时长, prompt: "大概要陪几个小时？"}
      - {name: hospital, type: text, label: 医院, prompt: "去哪家医院？"}
    confirm: "{day}，陪{hours}小时，{hospital}。可以吗？"
    action: book_escort
    done: "约好了。"
"""


@pytest.mark.parametrize("said", ["收钢琴 12年 周六上门", "卖钢琴 琴是12年的 周六"])
def test_a_count_asked_with_a_closing_particle_is_read_with_the_request(
    tmp_path: Path, said: str
) -> None:
    chat, _ = _talk(tmp_path, ZH_PIANO_BUYBACK)
    chat.say(said, flow="buy_back", phase="confirming")
    assert chat.slots["years"] == 12


def test_a_count_asked_with_a_closing_particle_is_read_as_its_answer_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_PIANO_BUYBACK)
    chat.say("回收钢琴", asked="years")
    chat.say("琴12年了", asked="day")
    assert chat.slots["years"] == 12


@pytest.mark.parametrize("said", ["约陪诊 周五 3小时 去协和", "陪老人看病 后天 大概5小时 人民医院"])
def test_hours_said_without_the_generic_measure_are_read_with_the_request(
    tmp_path: Path, said: str
) -> None:
    chat, _ = _talk(tmp_path, ZH_ESCORT)
    reply = chat.say(said, flow="book_escort")
    assert reply.state.active_task is not None
    assert chat.slots["hours"] in (3, 5) and said.count(str(chat.slots["hours"])) == 1


def test_hours_said_with_the_generic_measure_still_read_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_ESCORT)
    chat.say("约陪诊 周五 陪3个小时", flow="book_escort")
    assert chat.slots["hours"] == 3


# 4. NAMED_PLACE_OF_A_KIND_THE_QUESTION_NAMES_DROPPED

ZH_DECOR = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_decor:
    description: 预约宴会场地布置
    triggers: [场地布置, 约布置, 布置场地]
    slots:
      - {name: day, type: date, min: today, max: +60d, label: 日期, prompt: "哪天办？"}
      - {name: tables, type: integer, min: 1, max: 100, label: 桌数, prompt: "一共几桌？"}
      - {name: place, type: text, label: 场地, prompt: "在哪个饭店或酒店办？"}
    confirm: "{day}，{tables}桌，{place}。可以吗？"
    action: book_decor
    done: "约好了。"
"""

ZH_DECOR_ADDRESS = ZH_DECOR.replace("label: 场地,", "kind: address, label: 场地,")


@pytest.mark.parametrize("domain", [ZH_DECOR, ZH_DECOR_ADDRESS])
@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("场地布置 下周五 20桌 金陵饭店", "金陵饭店"),
        ("约布置 周六 在喜来登酒店 12桌", "喜来登酒店"),
    ],
)
def test_a_named_place_of_a_kind_the_question_names_is_read_with_the_request(
    tmp_path: Path, domain: str, said: str, place: str
) -> None:
    chat, _ = _talk(tmp_path, domain)
    chat.say(said, flow="book_decor", phase="confirming")
    assert chat.slots["place"] == place


def test_a_longer_clause_about_a_place_is_left_to_the_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_DECOR)
    chat.say("场地布置 下周五 20桌 就在上次说的那个饭店旁边", flow="book_decor", asked="place")


# 5. A_THING_COUNT_TAKEN_BY_A_COUNT_OF_TIME


@pytest.mark.parametrize("said", ["收钢琴 周六上门 一个", "回收钢琴 后天 就一个"])
def test_a_count_of_things_is_no_count_of_years(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ZH_PIANO_BUYBACK)
    chat.say(said, flow="buy_back", asked="years")
    assert chat.slots["years"] is None and chat.slots["day"] is not None


def test_a_count_of_things_is_no_count_of_hours(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_ESCORT)
    chat.say("陪诊 周五 去协和 一个人", flow="book_escort", asked="hours")


ZH_KENNEL = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  board:
    description: 宠物寄养
    triggers: [寄养, 宠物寄养]
    slots:
      - {name: pets, type: integer, min: 1, max: 5, label: 数量, prompt: "寄养几只？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天送来？"}
    confirm: "{pets}只，{day}送来。可以吗？"
    action: board
    done: "约好了。"
"""


def test_a_count_of_things_still_counts_a_count_of_things_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_KENNEL)
    chat.say("寄养 两只 周六", flow="board", phase="confirming")
    assert chat.slots["pets"] == 2


# 6. ANSWER_TO_WHAT_TO_CHANGE_NOT_READ_AS_A_CHANGE


def test_a_change_said_with_a_held_value_answers_what_to_change(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, EN_CHEF)
    chat.say("private chef saturday for 6 with dessert, name ria patel", phase="confirming")
    chat.say("no", bot_contains="change")
    chat.say("saturday for 8", phase="confirming")
    assert chat.slots["guests"] == 8 and chat.slots["day"] == "2026-12-12"
    chat.say("yes")
    assert ran == ["book_chef"]


def test_a_chinese_change_said_with_a_held_value_answers_what_to_change(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_ESCORT)
    chat.say("约陪诊 周五 3小时 去协和医院", phase="confirming")
    chat.say("不对", phase="collecting")
    chat.say("周五 5小时", phase="confirming")
    assert chat.slots["hours"] == 5 and chat.slots["day"] == "2026-12-11"


# 7. BARE_NO_AMONG_A_REQUESTS_VALUES

EN_STORAGE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  rent_unit:
    description: renting a self storage unit
    triggers: [storage unit, rent a unit, book a unit]
    slots:
      - {name: size, type: enum, values: [small, medium, large], label: unit size, prompt: "Small, medium or large?"}
      - {name: start, type: date, min: today, max: +60d, label: start date, prompt: "When do you want it from?"}
      - {name: insurance, type: boolean, label: contents insurance, prompt: "Do you want contents insurance?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "A {size} unit from {start}, insurance: {insurance}, phone {phone}. Book it?"
    action: rent_unit
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "insured"),
    [
        ("storage unit medium from monday no 07700 900123", False),
        ("rent a unit, large, next friday, yes, 07700 900456", True),
    ],
)
def test_a_bare_yes_or_no_among_a_requests_values_answers_its_one_yes_or_no_slot(
    tmp_path: Path, said: str, insured: bool
) -> None:
    chat, _ = _talk(tmp_path, EN_STORAGE)
    chat.say(said, flow="rent_unit", phase="confirming")
    assert chat.slots["insurance"] is insured
    assert str(chat.slots["phone"]).startswith("+447700900")


def test_a_no_before_words_that_are_no_value_answers_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_STORAGE)
    chat.say("storage unit medium from monday, no idea about insurance yet", flow="rent_unit")
    assert chat.slots["insurance"] is None


# 8. BOOLEAN_NAMED_BY_A_WORD_OF_ITS_LABELS_TAIL

EN_VAN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_van:
    description: hiring a van for a day
    triggers: [hire a van, van hire, rent a van]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: cover, type: boolean, label: damage cover for the hire, prompt: "Do you want damage cover (£15)?"}
    confirm: "A van on {day}, damage cover: {cover}. Book it?"
    action: hire_van
    done: "Booked."
"""


def test_the_requests_verb_in_a_yes_or_no_labels_tail_asks_for_no_yes(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_VAN)
    chat.say("hi can you hire me a van for saturday", flow="hire_van", asked="cover")
    assert chat.slots["cover"] is None


def test_the_labels_head_asked_for_by_its_verb_is_still_a_yes_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_VAN)
    chat.say("rent a van saturday, can you cover damage too", flow="hire_van")
    assert chat.slots["cover"] is True


# 9. A_TRY_AT_A_PHONE_TAKEN_FOR_TALK


@pytest.mark.parametrize("said", ["12345", "0770 900"])
def test_a_try_at_a_phone_number_is_refused_for_its_form(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, EN_STORAGE)
    chat.say("storage unit medium from monday, no insurance", asked="phone")
    chat.say(said, bot_contains="not a valid phone number", asked="phone")
    chat.say("07700 900123", phase="confirming")


ZH_TUNING = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  tune_piano:
    description: 预约钢琴调音
    triggers: [钢琴调音, 调琴, 约调音]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天上门？"}
      - {name: phone, type: phone, label: 电话, prompt: "联系电话多少？"}
    confirm: "{day}上门调音，电话{phone}。可以吗？"
    action: tune_piano
    done: "约好了。"
"""


def test_a_chinese_try_at_a_phone_number_is_refused_for_its_form(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_TUNING)
    chat.say("约调音 周六", asked="phone")
    chat.say("138123", bot_contains="电话号码无效", asked="phone")
    chat.say("13812345678", phase="confirming")


def test_a_short_number_to_a_phone_question_is_no_try_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_STORAGE)
    chat.say("storage unit medium from monday, no insurance", asked="phone")
    reply = chat.say("3", asked="phone")
    assert not any("valid phone" in m for m in reply.messages)


# 10. ADDRESS_RUNS_OVER_A_COUNT_AFTER_ITS_STREET

EN_COAL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  deliver_coal:
    description: delivering bags of coal
    triggers: [coal delivery, deliver coal, order coal]
    slots:
      - {name: bags, type: integer, min: 1, max: 40, counts: bag, label: bags, prompt: "How many bags?"}
      - {name: address, type: text, kind: address, patterns: ["to {value}"], label: address, prompt: "Where to?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
    confirm: "{bags} bags to {address} on {day}. OK?"
    action: deliver_coal
    done: "Ordered."
"""


@pytest.mark.parametrize(
    "said",
    [
        "order coal to 14 mill lane 3 bags on saturday",
        "deliver coal to 14 mill lane 3 bags saturday",
    ],
)
def test_a_count_after_a_street_is_no_part_of_the_address(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, EN_COAL)
    chat.say(said, flow="deliver_coal", phase="confirming")
    assert chat.slots["address"] == "14 mill lane" and chat.slots["bags"] == 3


def test_a_flat_number_after_a_street_stays_in_the_address_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_COAL)
    chat.say("order coal, 3 bags, to 14 mill lane, flat 2 on saturday", flow="deliver_coal")
    assert chat.slots["address"] == "14 mill lane, flat 2"


# 11. BARE_NAME_BEFORE_THE_PHONE_AMONG_A_REQUESTS_VALUES

EN_WINDOWS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  clean_windows:
    description: booking a window clean
    triggers: [window clean, clean my windows, window cleaning]
    slots:
      - {name: house, type: enum, values: [flat, terrace, semi, detached], label: house type, prompt: "Flat, terrace, semi or detached?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: contact, type: text, kind: name, label: name, prompt: "Who should we ask for?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "A {house} on {day}, ask for {contact} on {phone}. OK?"
    action: clean_windows
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("window clean, semi, next tuesday, jo 07700 900555", "jo"),
        ("clean my windows thursday detached house, marek nowak, 07700 900556", "marek nowak"),
    ],
)
def test_a_bare_name_right_before_the_phone_is_the_contacts(
    tmp_path: Path, said: str, name: str
) -> None:
    chat, _ = _talk(tmp_path, EN_WINDOWS)
    chat.say(said, flow="clean_windows", phase="confirming")
    assert chat.slots["contact"] == name


@pytest.mark.parametrize(
    "said",
    [
        "window clean, semi, next tuesday, thanks 07700 900555",
        "window clean semi tuesday house 07700 900555",
    ],
)
def test_words_before_the_phone_that_are_no_name_are_none_guard(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, EN_WINDOWS)
    chat.say(said, flow="clean_windows", asked="contact")


# 12. CONTACT_GIVEN_TO_A_PLACE_QUESTION

ZH_FLOWERS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  send_flowers:
    description: 同城送花
    triggers: [送花, 订花, 送一束花]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天送？"}
      - {name: address, type: text, kind: address, label: 地址, prompt: "送到哪里？"}
      - {name: name, type: text, kind: name, label: 联系人, prompt: "联系人怎么称呼？"}
      - {name: phone, type: phone, label: 电话, prompt: "联系电话？"}
    confirm: "{day}送到{address}，{name}，{phone}。可以吗？"
    action: send_flowers
    done: "订好了。"
"""


@pytest.mark.parametrize(
    ("said", "name"), [("老周 13912345678", "老周"), ("李女士 13912345678", "李女士")]
)
def test_a_name_and_phone_said_to_a_place_question_are_the_contact(
    tmp_path: Path, said: str, name: str
) -> None:
    chat, _ = _talk(tmp_path, ZH_FLOWERS)
    chat.say("送花 明天", asked="address")
    chat.say(said, asked="address")
    assert chat.slots["name"] == name and chat.slots["phone"] == "+8613912345678"


def test_a_short_place_before_a_phone_is_still_the_place_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_FLOWERS)
    chat.say("送花 明天", asked="address")
    chat.say("国贸 13912345678", asked="name")
    assert chat.slots["address"] == "国贸"


# 13. LISTED_PLURAL_SAID_IN_THE_SINGULAR

EN_PESTS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  pest_visit:
    description: booking a pest control visit
    triggers: [pest control, book a pest visit, exterminator]
    slots:
      - {name: pest, type: enum, values: [wasps, rodents, insects],
         synonyms: {rodents: [rats, mice], insects: [bedbugs, fleas, cockroaches]},
         label: pest, prompt: "Wasps, rodents or insects?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
    confirm: "{pest} on {day}. OK?"
    action: pest_visit
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "pest"),
    [
        ("pest control pls, theres a wasp nest in the loft, tuesday", "wasps"),
        ("exterminator for a flea problem in the lounge friday", "insects"),
    ],
)
def test_a_listed_plural_said_in_the_singular_is_that_value(
    tmp_path: Path, said: str, pest: str
) -> None:
    chat, _ = _talk(tmp_path, EN_PESTS)
    chat.say(said, flow="pest_visit", phase="confirming")
    assert chat.slots["pest"] == pest
