"""Kinds of mistake left by the twenty-third session's lead (issue 23), each named in general
and tested here in other words and on other domains than where it was seen, written
inline from docs/dsl.md before any of these cases ran. The clock is a Thursday
(2026-12-03, 10:00).

a. a count said with a word that is a listed value of another slot of the flow ("4
   beginners" where beginner is a value of the class's level): it was queued as a second
   item, where it is the count and that value. Tested on a cupcake decorating class.
b. an address answered with the question's own verb before it ("collect them from my
   office, 9 dock road" to "Where should we collect the clothes from?"): the verb phrase was
   kept as part of the address. Tested on a dry cleaner's collection.
c. not having a code at hand said to its question ("dont have it on me", "its not on me"
   to "What's your membership number?"): it was taken as a value. It says the user cannot
   give it now, as "I don't remember it" does. Tested on a museum's guest passes.
d. a count of a noun the flow has no count noun for ("2 spaniels" to "How many pets need
   their jabs?" for ``counts: pet``): the number was lost. Tested on a mobile vet.

From the strict xfails left by the twenty-third session (each named where its test is):
e. a Chinese number after its question's words said back ("保价了300"), f. Chinese glued
before an email address (both the tenth zh ktv invoice); g. a Chinese count glued before a
day ("3个后天来取"), h. a yes-or-no label said before a word of having it ("发票带着呢"),
j. the capture nearest a pattern's tail ("刻{value}两个字"; the three the seventeenth zh
kezhang); i. a no then a value with an address and a name filled ("no its mr patel", the
fifteenth kinds' piano tuning).

Guards, passing before the fixes too: "5 improvers" to the count question (a bare number
answers it); "no, 21 rowan close" at the balloons' confirmation (read by the address).
Left a strict xfail: "6 beginners" with the request, a count of people said by a listed
value no lexicon reads as people (meaning's: "a pet shoot for my two cats" must stay no
party).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")


def _chat(folder: Path, text: str, actions: list[str]) -> Conversation:
    (folder / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    stand_in_actions(bot, {a: {} for a in actions})
    return Conversation(bot, "s", "u1")


# -- a. a count said with another slot's listed value -----------------------------------------

CUPCAKES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_class:
    description: a cupcake decorating class for a group
    triggers: [cupcake class, cupcake decorating, decorating class]
    slots:
      - {name: people, type: integer, kind: people, min: 1, max: 12, label: people,
         prompt: "How many people?"}
      - {name: level, type: enum, values: [beginner, improver, advanced], label: level,
         prompt: "Beginner, improver or advanced?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{people} people, {level}, on {day}. Book it?"
    action: book_class
    done: "Booked."
"""


@pytest.fixture
def cupcakes(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, CUPCAKES, ["book_class"])


@pytest.mark.xfail(
    strict=True,
    reason=(
        "a count of people said by a listed value that no lexicon reads as people ('6"
        " beginners' for a class's level): a people count never takes a number before another"
        " slot's value ('a pet shoot for my two cats'), and that beginners are people and cats"
        " are not is a matter of meaning; the value is read, the count asked"
    ),
)
def test_a_count_of_a_listed_value_with_the_request(cupcakes: Conversation) -> None:
    reply = cupcakes.say(
        "cupcake decorating class for 6 beginners on saturday",
        flow="book_class",
        slots={"people": 6, "level": "beginner"},
        phase="confirming",
    )
    assert not reply.state.queued, reply.text


def test_a_count_of_a_listed_value_to_the_count_question(cupcakes: Conversation) -> None:
    cupcakes.say("hi can i book a cupcake class", flow="book_class", asked="people")
    reply = cupcakes.say("5 improvers", slots={"people": 5, "level": "improver"}, asked="day")
    assert not reply.state.queued, reply.text


COOKERY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_cookery:
    description: a cookery school class for a group of young cooks
    triggers: [cookery class, cooking class, cookery school]
    slots:
      - {name: cooks, type: integer, kind: people, min: 1, max: 16, label: cooks,
         prompt: "How many cooks?"}
      - {name: ages, type: enum, values: [children, teenagers], label: age group,
         prompt: "Children or teenagers?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{cooks} {ages} on {day}. Book it?"
    action: book_cookery
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said", ["cookery class sunday for 7 teenagers", "hi need a cooking class, 9 children, sunday"]
)
def test_a_count_of_people_named_by_a_listed_value(tmp_path: Path, said: str) -> None:
    school = _chat(tmp_path, COOKERY, ["book_cookery"])
    count = int(next(w for w in said.replace(",", " ").split() if w.isdigit()))
    reply = school.say(
        said,
        flow="book_cookery",
        slots={"cooks": count, "ages": "teenagers" if count == 7 else "children"},
        phase="confirming",
    )
    assert not reply.state.queued, reply.text


# -- b. an address answered after the question's own verb -------------------------------------

DRYCLEAN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  collect_clothes:
    description: collecting clothes for dry cleaning
    triggers: [dry cleaning collection, collect my dry cleaning, dry cleaning pickup]
    slots:
      - {name: address, type: text, kind: address, label: address,
         prompt: "Where should we collect the clothes from?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "Collecting from {address} on {day}. OK?"
    action: collect_clothes
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said",
    ["collect them from my office, 9 dock road", "collecting from work pls, 9 dock road"],
)
def test_the_questions_verb_is_no_part_of_the_address(tmp_path: Path, said: str) -> None:
    cleaner = _chat(tmp_path, DRYCLEAN, ["collect_clothes"])
    cleaner.say("dry cleaning collection please", flow="collect_clothes", asked="address")
    cleaner.say(said, slots={"address": "9 dock road"}, asked="day")


# -- c. a code not at hand ----------------------------------------------------------------

MUSEUM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  guest_pass:
    description: a guest pass for a member of the museum
    triggers: [guest pass, bring a guest, member guest ticket]
    slots:
      - {name: member, type: text, pattern: "^M[0-9]{6}$", label: membership number,
         prompt: "What's your membership number?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A guest pass for member {member} on {day}. OK?"
    action: guest_pass
    done: "Done."
"""


@pytest.mark.parametrize("said", ["dont have it on me", "its not on me sorry"])
def test_a_code_not_at_hand_is_no_value(tmp_path: Path, said: str) -> None:
    museum = _chat(tmp_path, MUSEUM, ["guest_pass"])
    museum.say("can i get a guest pass for saturday", flow="guest_pass", asked="member")
    museum.say(
        said,
        slots={"member": None},
        asked="member",
        bot_contains="If you don't have it now",
    )


# -- d. a count of a noun the flow does not count by -------------------------------------------

VET = """
settings: {language: en, currency: GBP, region: GB}
flows:
  home_jabs:
    description: a mobile vet visiting to vaccinate pets at home
    triggers: [vet visit, home vaccination, jabs at home]
    slots:
      - {name: pets, type: integer, counts: pet, min: 1, max: 6, label: pets,
         prompt: "How many pets need their jabs?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "Jabs for {pets:pet|pets} on {day}. OK?"
    action: home_jabs
    done: "Booked."
"""


@pytest.mark.parametrize("said", ["2 spaniels", "just the 3 kittens"])
def test_a_count_of_another_noun_answers_the_count(tmp_path: Path, said: str) -> None:
    vet = _chat(tmp_path, VET, ["home_jabs"])
    vet.say("need a vet visit for jabs", flow="home_jabs", asked="pets")
    vet.say(said, slots={"pets": int(said.split()[-2])}, asked="day")


# -- from the strict xfails: the tenth Chinese domains' ktv invoice ("开发票 前天 消费了500",
# then "抬头写个人 发到abc123@qq.com"), two kinds, each tested on a courier claim:
# e. a Chinese number slot named by its question's words said back before the number
#    ("保价了300" for "保价了多少钱？"): beside the request the amount was no slot's.
# f. Chinese words typed glued before an email address ("结果发给tom88@163.com"): they were
#    read into its local part.

LIPEI = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  claim_parcel:
    description: 快递丢件理赔
    triggers: [快递理赔, 丢件理赔, 申请理赔]
    slots:
      - {name: sent, type: date, min: -30d, max: today, label: 寄件日期, prompt: "哪天寄的？"}
      - {name: insured, type: money, label: 保价金额, prompt: "保价了多少钱？"}
      - {name: email, type: email, label: 邮箱, prompt: "结果发到哪个邮箱？"}
    confirm: "{sent}寄的，保价{insured}，结果发到{email}。提交吗？"
    action: claim_parcel
    done: "已提交。"
"""


def test_a_number_after_its_questions_words_is_that_slots(tmp_path: Path) -> None:
    claim = _chat(tmp_path, LIPEI, ["claim_parcel"])
    claim.say(
        "快递丢了 申请理赔 上周五寄的 保价了300",
        flow="claim_parcel",
        slots={"sent": "2026-11-27", "insured": {"amount": 300.0, "currency": "CNY"}},
        asked="email",
    )


def test_chinese_glued_before_an_email_is_no_part_of_it(tmp_path: Path) -> None:
    claim = _chat(tmp_path, LIPEI, ["claim_parcel"])
    claim.say("申请理赔", flow="claim_parcel", asked="sent")
    claim.say("昨天", asked="insured")
    claim.say("500", asked="email")
    claim.say("结果发给tom88@163.com", slots={"email": "tom88@163.com"}, phase="confirming")


# -- from the strict xfails: the seventeenth Chinese domains' kezhang
# ("刻合同章光敏1个下周一拿", GLUED_COUNT_BEFORE_VALUE):
# g. a Chinese count and its measure word typed with no space before a day ("3个后天来取"):
#    only a measure word closing its clause was read, so the count was lost. Tested on a
#    trophy maker.

JIANGBEI = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_trophy:
    description: 定做奖杯
    triggers: [定做奖杯, 做奖杯, 订奖杯]
    slots:
      - {name: material, type: enum, values: [水晶, 金属, 树脂], label: 材质, prompt: "水晶、金属还是树脂的？"}
      - {name: count, type: integer, counts: 奖杯, min: 1, max: 50, label: 数量, prompt: "要几个？"}
      - {name: day, type: date, min: tomorrow, label: 取货日期, prompt: "哪天来取？"}
    confirm: "{material}奖杯{count}个，{day}取。确认吗？"
    action: order_trophy
    done: "好的，已下单。"
"""


@pytest.mark.parametrize("said", ["订奖杯 树脂的3个后天来取", "做奖杯树脂3个后天取"])
def test_a_count_glued_before_a_day(tmp_path: Path, said: str) -> None:
    trophy = _chat(tmp_path, JIANGBEI, ["order_trophy"])
    trophy.say(
        said,
        flow="order_trophy",
        slots={"material": "树脂", "count": 3, "day": "2026-12-05"},
        phase="confirming",
    )


# -- from the strict xfails: the seventeenth Chinese domains' kezhang ("2个 执照带着呢",
# LABEL_THEN_HAVING):
# h. a yes-or-no slot's label, whole or in part, said before a word of having it, the
#    thing first as Chinese puts it ("发票带着呢" for 购车发票): only "带着发票" was read, and
#    "…着呢", which tells a state, was taken for a question. Tested on an e-bike registration.

SHANGPAI = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  register_ebike:
    description: 电动车上牌代办
    triggers: [电动车上牌, 电瓶车上牌, 代办上牌]
    slots:
      - {name: day, type: date, min: tomorrow, label: 日期, prompt: "哪天去办？"}
      - {name: invoice, type: boolean, label: 购车发票, prompt: "购车发票带了吗？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day}去办，发票：{invoice}，电话{phone}。确认吗？"
    action: register_ebike
    done: "好的，已预约。"
"""


@pytest.mark.parametrize("said", ["发票带着呢", "购车发票带了"])
def test_a_label_before_a_word_of_having_it(tmp_path: Path, said: str) -> None:
    ebike = _chat(tmp_path, SHANGPAI, ["register_ebike"])
    ebike.say("电动车上牌 明天", flow="register_ebike", asked="invoice")
    ebike.say(said, slots={"invoice": True}, asked="phone")


# -- from the strict xfails: the fifteenth kinds' piano tuning ("no its mr patel" at the
# confirmation, two free-text slots filled):
# i. a no then a value at the confirmation of a flow with two free-text slots, one holding
#    an address and one a name: nothing told which the value changes, so the no was read
#    alone. A value that is no address (no number in it) can only be the name, and one with
#    a house number and a street only the address. Tested on a balloon delivery.

BALLOONS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  send_balloons:
    description: delivering a bunch of helium balloons to someone
    triggers: [balloon delivery, send balloons, deliver balloons]
    slots:
      - {name: address, type: text, kind: address, label: address, patterns: ["to {value}"],
         prompt: "Where should we deliver them?"}
      - {name: recipient, type: text, kind: name, label: recipient, prompt: "Who are they for?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "Balloons for {recipient} at {address} on {day}. Send them?"
    action: send_balloons
    done: "Booked."
"""


@pytest.fixture
def balloons(tmp_path: Path) -> Conversation:
    chat = _chat(tmp_path, BALLOONS, ["send_balloons"])
    chat.say("balloon delivery to 8 rowan close on saturday", flow="send_balloons")
    chat.say("sophie", phase="confirming")
    return chat


def test_a_no_then_a_name_changes_the_name_slot(balloons: Conversation) -> None:
    balloons.say(
        "no its mrs okafor",
        slots={"recipient": "mrs okafor", "address": "8 rowan close"},
        phase="confirming",
    )


def test_a_no_then_an_address_changes_the_address_slot(balloons: Conversation) -> None:
    balloons.say(
        "no, 21 rowan close",
        slots={"recipient": "sophie", "address": "21 rowan close"},
        phase="confirming",
    )


# -- from the strict xfails: the seventeenth Chinese domains' kezhang
# ("刻私章 石头的 刻李明两个字 1个 明天拿", PATTERN_WITH_COUNT_TAIL):
# j. a pattern with words before and after its value whose lead also opens the trigger
#    ("印{value}四个字" beside the trigger 印文化衫): the capture ran from the trigger's 印
#    over the other answers and was cut at its first space to a value of the trigger, so the
#    value was lost. The capture nearest the words after it is the value. Tested on custom
#    printed T-shirts.

WENHUASHAN = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  print_shirts:
    description: 定制印字文化衫
    triggers: [印文化衫, 定制文化衫, 印T恤]
    slots:
      - {name: colour, type: enum, values: [白色, 黑色], label: 颜色, prompt: "白色还是黑色？"}
      - {name: words, type: text, label: 印的字, patterns: ["印{value}四个字", "印{value}这几个字"],
         prompt: "印什么字？"}
      - {name: count, type: integer, counts: 件, min: 1, max: 200, label: 件数, prompt: "要几件？"}
    confirm: "{colour}文化衫{count}件，印「{words}」。确认吗？"
    action: print_shirts
    done: "好的，已下单。"
"""


@pytest.mark.parametrize(
    "said", ["印文化衫 白色的 印前程似锦四个字 10件", "印文化衫 黑色 印前程似锦这几个字 要10件"]
)
def test_the_capture_nearest_the_patterns_tail(tmp_path: Path, said: str) -> None:
    shirts = _chat(tmp_path, WENHUASHAN, ["print_shirts"])
    shirts.say(
        said, flow="print_shirts", slots={"words": "前程似锦", "count": 10}, phase="confirming"
    )
