"""The kinds of mistake the 推拿足疗馆 and 装修公司 domains found on their first run
(tests/test_written_domains_twelfth_zh.py: 33/40 and 17/39), each tested here in other
words and a third domain, 窗帘店 (a curtain shop: windows measured at home, curtains made to
measure, measuring visits called off), written inline. The clock is a Thursday
(2026-12-03)."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

CURTAINS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  measure_windows:
    description: 预约上门测量窗户
    triggers: [预约测量, 约测量, 上门测量, 量窗户]
    slots:
      - {name: spot, type: text, kind: address, label: 上门地址, patterns: ["地址是{value}", "家在{value}"],
         prompt: "上门地址？"}
      - {name: width, type: number, min: 0.5, max: 20, label: 窗宽, patterns: ["宽{value}米", "{value}米宽"],
         prompt: "窗户大概多宽？"}
      - {name: fabric, type: enum, values: [遮光布, 纱帘, 棉麻], label: 面料, prompt: "要什么面料？",
         synonyms: {遮光布: [遮光的, 全遮光], 纱帘: [纱的, 白纱], 棉麻: [棉麻的]}}
      - {name: visit_day, type: date, min: tomorrow, max: +30d, label: 测量日期, prompt: "哪天上门？"}
      - {name: mobile, type: phone, label: 手机, prompt: "手机号？"}
      - {name: contact, type: text, label: 联系人, patterns: ["我姓{value}"], prompt: "怎么称呼？"}
      - {name: fitting, type: boolean, label: 安装, prompt: "做好了需要上门安装吗？"}
      - {name: remark, type: text, required: false, takes_rest: true, label: 备注}
    confirm: "{visit_day}上门，{spot}，宽{width}米，{fabric}，{mobile}，安装：{fitting}。确认吗？"
    action: measure_windows
    done: "约好了。"
  cancel_visit:
    description: 取消上门测量
    triggers: [取消测量, 取消上门]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^CL\\\\d{4}$", label: 预约号, prompt: "预约号是多少？"}
    action: cancel_visit
    done: "取消了。"
  track_repair:
    description: 窗帘轨道报修
    triggers: [报修轨道, 轨道坏了]
    slots:
      - {name: fitted, type: date, kind: month, min: -1095d, max: today, label: 安装月份, prompt: "哪个月装的？"}
      - {name: caller, type: phone, label: 手机, prompt: "手机号？"}
    action: track_repair
    done: "记下了。"
  room_plan:
    description: 全屋窗帘上门量房
    triggers: [量房, 全屋量房]
    slots:
      - {name: rooms, type: enum, values: [一房, 两房, 三房], label: 户型, prompt: "几房？"}
      - {name: plan_day, type: date, min: tomorrow, max: +30d, label: 量房日期, prompt: "哪天？"}
    action: room_plan
    done: "约好了。"
  book_class:
    description: 预约布艺体验课
    triggers: [约体验课, 报体验课]
    slots:
      - {name: guests, type: integer, kind: people, min: 1, max: 6, label: 人数, prompt: "几位？"}
      - {name: class_day, type: date, min: tomorrow, max: +30d, label: 上课日期, prompt: "哪天？"}
      - {name: contact, type: text, label: 联系人, prompt: "联系人怎么称呼？"}
    confirm: "{class_day}，{guests}位，{contact}。确认吗？"
    action: book_class
    done: "约好了。"
"""


@pytest.fixture
def shop(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "curtains.yaml",
        CURTAINS,
        CLOCK,
        {
            "measure_windows": {},
            "cancel_visit": {},
            "book_class": {},
            "track_repair": {},
            "room_plan": {},
        },
    )[0]


# -- an address typed with spaces for commas ends before a clause another slot reads --------
# (装修: "约量房 地址是朝阳区双井富力城A座1803 89平 两居" took "…1803 89平 两居" as the address:
# the area said by its pattern and the layout by its value ran on inside it)


def test_an_address_by_its_pattern_ends_before_other_slots_clauses(shop: Conversation) -> None:
    shop.say(
        "约测量 地址是天河区体育西路103号1502 宽3米 纱的",
        flow="measure_windows",
        slots={"spot": "天河区体育西路103号1502", "width": 3, "fabric": "纱帘"},
        asked="visit_day",
    )


def test_an_address_answered_ends_before_other_slots_clauses(shop: Conversation) -> None:
    shop.say("约测量", flow="measure_windows", asked="spot")
    shop.say(
        "海珠区江南大道中88号 遮光的 宽2.5米",
        slots={"spot": "海珠区江南大道中88号", "fabric": "遮光布", "width": 2.5},
        asked="visit_day",
    )


def test_spaces_inside_an_address_with_numbers_stay(shop: Conversation) -> None:
    shop.say(
        "约测量 地址是广州市 天河区 体育西路 103号",
        flow="measure_windows",
        slots={"spot": "广州市 天河区 体育西路 103号"},
        asked="width",
    )


# -- a trigger said with its object put first by 把 and a modifier before the object --------
# (推拿: "把明天晚上那个预约取消掉", 装修: "把丰台那套老房子量一下吧", 体检中心: "把上周三的体检报告寄到…":
# a modifier of more than four characters between 把 and the object started nothing)


def test_ba_with_a_day_and_a_demonstrative_before_the_object(shop: Conversation) -> None:
    shop.say("把下周二上午那次测量取消掉", flow="cancel_visit", asked="ref")


def test_ba_with_a_place_and_a_count_before_the_object(shop: Conversation) -> None:
    shop.say("麻烦把客厅那两扇旧窗户量一下", flow="measure_windows", asked="spot")


# -- a can-you question with a trigger's object as its topic is a request -------------------
# (体检中心: "纸质报告能寄到家里吗" was answered "这个问题我回答不了": the object said first, then
# 能 and the verb, is 寄报告 asked for, as "能寄报告吗" is)


def test_a_can_you_question_with_the_object_first_is_the_request(shop: Conversation) -> None:
    shop.say("周末的体验课还能报吗", flow="book_class", asked="guests")


def test_a_can_you_question_with_the_object_first_and_a_place_word(shop: Conversation) -> None:
    shop.say("卧室的窗户能上门量吗", flow="measure_windows", asked="spot")


def test_a_question_about_the_thing_with_no_trigger_verb_starts_nothing(
    shop: Conversation,
) -> None:
    shop.say("测量要收费吗", flow=None)


def test_a_can_you_question_asking_how_far_is_no_request(shop: Conversation) -> None:
    # a question word and no yes-or-no end: it asks for information (held-out-5's
    # "发票可以开多久以前的" was a false start of the first version of the fix)
    shop.say("测量可以约到多久以后的", flow=None)


# -- a count of people between a trigger's verb and its noun --------------------------------
# (推拿: "这周六下午能约两个人的足疗吗" started nothing: a count and its measure word stood
# inside 约足疗 with 人的 after them, which no value of the domain is)


def test_a_count_of_people_inside_a_trigger(shop: Conversation) -> None:
    shop.say(
        "下周六能约两个大人的体验课吗",
        flow="book_class",
        slots={"guests": 2, "class_day": "2026-12-12"},
        asked="contact",
    )


# -- the particle 呗 after an answer ----------------------------------------------------------
# (推拿: "要呗" to "需要店长给您回个电话吗？" was no answer: 呗 was in none of the lexicon's
# particle lists)

FILLED = "约测量 地址是天河区体育西路103号1502 宽3米 纱的 下周一 13800001111 我姓黄"


def test_a_yes_echoed_with_bei(shop: Conversation) -> None:
    shop.say(FILLED, flow="measure_windows", asked="fitting")
    shop.say("需要呗", slots={"fitting": True}, phase="confirming")


# -- a month said with a year relative to this one --------------------------------------------
# (装修: "去年8月" to "哪个月完工的？" was this year's August: 去年 was no word of the month)


def test_a_month_of_last_year(shop: Conversation) -> None:
    shop.say("报修轨道 前年10月装的", flow="track_repair", slots={"fitted": "2024-10-01"})


def test_a_month_of_next_year_is_refused_by_a_past_month_slot(shop: Conversation) -> None:
    shop.say("轨道坏了", flow="track_repair", asked="fitted")
    shop.say("明年3月", slots={"fitted": None}, asked="fitted")


# -- a slot named by a word for its type to change it at the confirmation --------------------
# (装修: "地址改成昌平区回龙观龙跃苑二区5号楼" for the slot labelled 房屋地址 changed nothing, and
# "地址改成朝阳区建国路88号" took the words 地址改成 into the new address, in a flow with a
# second free-text slot, the name)


def test_an_address_changed_by_its_type_word(shop: Conversation) -> None:
    shop.say(FILLED + " 要安装", phase="confirming")
    shop.say(
        "地址换成白云区机场路1188号",
        slots={"spot": "白云区机场路1188号"},
        phase="confirming",
        bot_contains="机场路1188号",
    )


def test_an_address_changed_by_its_type_word_with_a_number_in_a_word(
    shop: Conversation,
) -> None:
    shop.say(FILLED + " 要安装", phase="confirming")
    shop.say(
        "地址改成番禺区市桥二区5号楼", slots={"spot": "番禺区市桥二区5号楼"}, phase="confirming"
    )


# -- a relative said in a colloquial or short form counts as a person -------------------------
# (推拿: "再加上我妹" added nobody: the lexicon's companions held 妹妹, not 我妹, nor 媳妇, 闺蜜,
# 婆婆, …)


def test_a_colloquial_relative_is_a_companion(shop: Conversation) -> None:
    shop.say("约体验课 我和媳妇 下周六", flow="book_class", slots={"guests": 2}, asked="contact")


def test_a_short_form_relative_added(shop: Conversation) -> None:
    shop.say("约体验课 两个人 下周六", flow="book_class", slots={"guests": 2}, asked="contact")
    shop.say("黄敏", phase="confirming")
    shop.say("再加上我姐", slots={"guests": 3}, phase="confirming")


# -- a flow's own trigger said with a measure word inside is no value a sound off ---------------
# (装修: "这周六能来我家量个房吗" asked "户型是两居室吗？": 量个房, the trigger 量房 with 个 inside,
# was also read as 两房 typed by its sound)


def test_a_trigger_with_a_measure_word_is_no_value_by_sound(shop: Conversation) -> None:
    shop.say(
        "周日能过来帮我量个房吗",
        flow="room_plan",
        slots={"rooms": None, "plan_day": "2026-12-06"},
        asked="rooms",
    )


# -- a new address said after a bare change word at the confirmation -------------------------
# (found probing the 装修 domain: "改成昌平区回龙观龙跃苑二区5号楼" changed the time to 14:00, the
# 二 of 二区 read as an hour; fixed in the thirteenth session, tests in other words in
# tests/test_chinese_kinds_thirteenth.py and tests/test_xfail_kinds_thirteenth.py, kind 1)


def test_a_bare_change_to_an_address_with_a_numeral_in_a_word(shop: Conversation) -> None:
    shop.say(FILLED + " 要安装", phase="confirming")
    shop.say("改成番禺区市桥二区5号楼", slots={"spot": "番禺区市桥二区5号楼", "width": 3})


def test_a_bare_change_to_an_address_leaves_the_change_word_out(shop: Conversation) -> None:
    shop.say(FILLED + " 要安装", phase="confirming")
    shop.say("换成白云区机场路1188号", slots={"spot": "白云区机场路1188号"})
