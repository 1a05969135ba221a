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

