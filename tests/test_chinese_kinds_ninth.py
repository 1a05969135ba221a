"""The kinds of mistake the 琴行 and 照相馆 domains found on their first run
(tests/test_written_domains_ninth_zh.py: 34/38 and 32/36), each tested here in other words and
a third domain, 宠物美容 (a pet grooming shop), written inline. The clock is a Wednesday
(2026-12-02)."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

GROOMER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  groom:
    description: 预约宠物洗澡美容
    triggers: [宠物洗澡, 给狗洗澡, 约洗护, 剪毛]
    slots:
      - {name: pet, type: enum, values: [狗, 猫], label: 宠物, prompt: "猫还是狗？",
         synonyms: {狗: [狗狗, 狗子, 小狗], 猫: [猫咪, 小猫, 猫猫]}}
      - {name: pets, type: integer, counts: 只, min: 1, max: 3, label: 只数, prompt: "几只？"}
      - {name: age, type: integer, kind: age, min: 0, max: 25, label: 宠物年龄, prompt: "几岁了？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天来？"}
      - {name: note, type: text, required: false, takes_rest: true, label: 备注}
    confirm: "{day}给{pets}只{pet}洗澡，确认吗？"
    action: groom
    done: "约好了。"
  nails:
    description: 给宠物剪指甲
    triggers: [剪指甲, 修指甲]
    slots:
      - {name: pet, type: enum, values: [狗, 猫], label: 宠物, prompt: "猫还是狗？"}
      - {name: pets, type: integer, counts: 只, min: 1, max: 3, label: 只数, prompt: "几只？"}
    confirm: "给{pets}只{pet}剪指甲，确认吗？"
    action: nails
    done: "好的。"
  party:
    description: 办宠物生日派对
    triggers: [生日派对, 办派对]
    slots:
      - {name: theme, type: enum, values: [森林, 海洋, 公主], label: 主题, prompt: "什么主题？"}
      - {name: guests, type: integer, kind: people, min: 1, max: 20, label: 人数, prompt: "来几位？"}
      - {name: place, type: text, kind: address, label: 地址, prompt: "在哪办？"}
      - {name: mobile, type: phone, label: 电话, prompt: "电话？"}
    confirm: "{guests}位，{theme}主题，在{place}，确认吗？"
    action: party
    done: "安排好了。"
"""


@pytest.fixture
def shop(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "groomer.yaml", GROOMER, CLOCK, {"groom": {}, "nails": {}, "party": {}}
    )[0]


# -- a Chinese age phrase led by its number is read after any word ------------------------
# (琴行: "孩子9岁", "我儿子6岁", "说错了 是4岁": the phrase "{n}岁" wanted a word's edge
# before its number, which Chinese text never has; only "9岁" said alone was read)


def test_an_age_said_after_a_word_answers_the_age(shop: Conversation) -> None:
    shop.say("给狗洗澡 1只", flow="groom", asked="age")
    shop.say("它才3岁", slots={"age": 3}, asked="day")


def test_an_age_said_after_a_word_with_the_request(shop: Conversation) -> None:
    shop.say("约洗护 猫 1只 小家伙刚满2岁", flow="groom", slots={"age": 2}, asked="day")


# -- a clause of a value and whose it is gives no remark -----------------------------------
# (琴行: "孩子9岁" to the age question filled the optional note with "孩子9岁": what was
# left once the age was out, "孩子", counted as a remark of two characters)


def test_whose_value_it_is_is_no_remark(shop: Conversation) -> None:
    shop.say("给狗洗澡 1只", flow="groom", asked="age")
    shop.say("我家的宝宝今年5岁", slots={"age": 5, "note": None}, asked="day")


def test_a_remark_beside_an_age_is_still_kept(shop: Conversation) -> None:
    shop.say("给狗洗澡 1只", flow="groom", asked="age")
    shop.say("它4岁 怕吹风机", slots={"age": 4, "note": "怕吹风机"}, asked="day")


# -- a trigger said with a count between its verb and its noun ----------------------------
# (琴行 "对了 顺便帮我买20节吉他课" for 买课, 照相馆 "洗20张照片" for 洗照片: Chinese puts
# the count between the verb and the noun; the trigger was only found weakly, or not at
# all for two characters, so the running task held it)


def test_a_two_character_trigger_split_by_a_count_starts_its_flow(shop: Conversation) -> None:
    shop.say("帮我剪2只狗的毛", flow="groom", slots={"pets": 2, "pet": "狗"}, asked="age")


def test_a_trigger_split_by_a_count_switches_from_a_running_task(shop: Conversation) -> None:
    shop.say("修指甲 猫", flow="nails", asked="pets")
    shop.say(
        "对了 先帮我剪2只狗狗的毛",
        flow="groom",
        slots={"pets": 2, "pet": "狗"},
        stack=["nails"],
        asked="age",
    )


# -- people counted with a measure word are no unlisted choice -----------------------------
# (照相馆: "拍全家福 我和我老婆还有两个孩子" gave the package the value "孩子", refused, and
# left the people unread: a count and its measure word before a word is read as a thing
# the choice slot does not list, unless the flow's people slot reads it)


def test_counted_people_are_no_unlisted_choice(shop: Conversation) -> None:
    shop.say(
        "办个生日派对 我和我老公还有三个朋友",
        flow="party",
        slots={"guests": 5, "theme": None},
        asked="theme",
    )


# -- a phrase of one person inside a phrase of more ---------------------------------------
# (照相馆: "就我们俩" read both "就我" (1) and "我们俩" (2) and asked which)


def test_a_plural_goes_on_past_a_phrase_of_one(shop: Conversation) -> None:
    shop.say("办派对 海洋主题", flow="party", asked="guests")
    shop.say("就我们两个人", slots={"guests": 2}, asked="place")


# -- an address answered with a clause of another slot after a space ----------------------
# (照相馆: "朝阳区望京街8号 13912345678" to "寄到哪里？" kept the phone in the address; an
# address a pattern captures ended there already)


def test_an_answered_address_ends_before_a_phone_after_a_space(shop: Conversation) -> None:
    shop.say("办派对 森林 8个人", flow="party", asked="place")
    shop.say(
        "海淀区学院路20号院 18600186000",
        slots={"place": "海淀区学院路20号院", "mobile": "+8618600186000"},
        phase="confirming",
    )


def test_spaces_inside_an_answered_address_stay(shop: Conversation) -> None:
    shop.say("办派对 森林 8个人", flow="party", asked="place")
    shop.say(
        "北京市 海淀区 学院路20号院", slots={"place": "北京市 海淀区 学院路20号院"}, asked="mobile"
    )


# -- a count with a measure word only people take, beside a request ------------------------
# (the eighth session's strict xfail "验光 明天上午10点 2位": the party grammar counted "N个人",
# "N位老人", and a bare "N位" only said alone to the question)


def test_a_count_of_people_by_their_measure_word_beside_a_request(shop: Conversation) -> None:
    shop.say(
        "办派对 公主主题 一共6位", flow="party", slots={"guests": 6, "theme": "公主"}, asked="place"
    )


def test_a_count_of_a_thing_after_the_measure_word_is_no_people(shop: Conversation) -> None:
    shop.say("办派对 公主主题 6位数的预算", flow="party", slots={"guests": None}, asked="guests")


# -- a wait going on with another wait, said to a free-text question ----------------------
# (the strict xfail of tests/test_pool_desk_kinds.py, "hold on let me ask his mum" to the
# climber's name; in 琴行 "等一下 我问问孩子他妈" became the student's name)


def test_a_wait_with_a_reason_to_a_free_text_question_waits(shop: Conversation) -> None:
    shop.say("办派对 森林 8个人", flow="party", asked="place")
    reply = shop.say("稍等 我问一下我老婆", asked="place", slots={"place": None})
    assert "不着急" in " ".join(reply.messages)
