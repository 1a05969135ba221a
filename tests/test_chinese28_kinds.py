"""Kinds of mistake in Chinese seen by the twenty-eighth Chinese session in its written
domains (老人上门助浴 tests/domains/zhuyu, 康复器械租赁 tests/domains/lunyi;
/work/notes/s28-chinese28.md), each tested here in other words and another domain, written
inline. The clock is Thursday 2026-12-10, 09:00."""

from __future__ import annotations

from pathlib import Path

from written_support import stand_in_talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-10T09:00:00")
_chat = stand_in_talker(CLOCK)

SUIT_HIRE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  hire_suit:
    description: 租西装
    triggers: [租西装, 租礼服]
    slots:
      - {name: suits, type: integer, counts: 套, measures: [套, 件], min: 1, max: 10, label: 套数,
         prompt: "租几套？"}
      - {name: days, type: integer, counts: 天, min: 1, max: 30, label: 天数, prompt: "租几天？"}
      - {name: day, type: date, min: today, max: +30d, label: 取衣日期, prompt: "哪天来取？"}
    confirm: "{day}取{suits}套，租{days}天？"
    action: hire_suit
    done: "好的。"
"""


# -- kind 1 (MEASURE_WORD_OF_ONE_OF_SEVERAL_COUNTS): "租护理床 1张 30天" left the count of
# -- beds empty: of a flow's two counts (the things, the days), a count said with a measure
# -- word only one of them declares (``measures``) was read for neither ---------------------


def test_a_measure_word_one_count_declares_says_whose_count_it_is(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, SUIT_HIRE, ["hire_suit"])
    chat.say("租西装 两件 5天", flow="hire_suit", slots={"suits": 2, "days": 5}, asked="day")


def test_the_measure_word_alone_with_the_request_fills_its_count(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, SUIT_HIRE, ["hire_suit"])
    chat.say("想租礼服 3件", flow="hire_suit", slots={"suits": 3, "days": None}, asked="days")


PHONE_FIX = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  fix_phone:
    description: 修手机
    triggers: [修手机, 换屏幕]
    slots:
      - {name: pickup, type: boolean, label: 上门取件, prompt: "需要上门取件吗？还是您拿到店里来？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天？"}
    confirm: "{day}，上门取件：{pickup}？"
    action: fix_phone
    done: "好的。"
"""


# -- kind 2 (CHOICE_ASKED_AS_TWO_QUESTIONS): "送货上门" to "要送货上门吗？还是来店里自提？" said
# -- nothing: a choice offered as two questions, the joiner 还是 opening the second, had no
# -- first side (the text after the first question's mark was empty), so naming either side
# -- answered nothing ----------------------------------------------------------------------


def test_naming_the_first_of_two_questions_offered_is_yes(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, PHONE_FIX, ["fix_phone"])
    chat.say("修手机", flow="fix_phone", asked="pickup")
    chat.say("上门取件吧", slots={"pickup": True}, asked="day")


GIFT_SHOP = """
settings: {language: en}
flows:
  order_gift:
    description: ordering a gift
    triggers: [order a gift]
    slots:
      - {name: wrapped, type: boolean, label: gift wrapping, prompt: "Gift wrapped? Or in a plain box?"}
      - {name: day, type: date, min: today, max: +30d, prompt: "Which day?"}
    confirm: "{day}, wrapped: {wrapped}?"
    action: order_gift
    done: "Done."
"""


def test_naming_the_second_of_two_questions_offered_is_no(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, GIFT_SHOP, ["order_gift"])
    chat.say("hi can i order a gift", flow="order_gift", asked="wrapped")
    chat.say("plain box pls", slots={"wrapped": False}, asked="day")


SWIM_CLASS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  join_swim:
    description: 报名少儿游泳课
    triggers: [报游泳课, 学游泳]
    slots:
      - {name: age, type: integer, kind: age, min: 3, max: 16, label: 孩子年龄, prompt: "孩子几岁？"}
      - {name: goggles, type: boolean, label: 借泳镜, prompt: "要借泳镜吗？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天开始上？"}
    confirm: "{day}开始，{age}岁？"
    action: join_swim
    done: "好的。"
"""


# -- kind 3 (COPULA_GLUED_TO_A_CORRECTED_NUMBER): "哦不对 是78 我记反了" after the age 87 kept
# -- 87 and read 是 as the yes of the yes-or-no question asked: digits glued after a word of
# -- being were no number (kept from the grammar as a house number's may be) -----------------


def test_a_number_glued_after_being_changes_the_count_given(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, SWIM_CLASS, ["join_swim"])
    chat.say("我家孩子想学游泳", flow="join_swim", asked="age")
    chat.say("9岁", slots={"age": 9}, asked="goggles")
    chat.say("错了错了 应该是12", slots={"age": 12, "goggles": None}, asked="goggles")
