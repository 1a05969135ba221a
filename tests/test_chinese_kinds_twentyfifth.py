"""Kinds of mistake in Chinese seen by the twenty-fifth Chinese session in its written
domains (鲜奶配送 tests/domains/dingnai, 上门拆洗窗帘 tests/domains/chuanglian;
/work/notes/s25-chinese25.md), each tested here in other words and another domain, written
inline. The clock is Thursday 2026-12-10, 09:00: 周六 is 12 December."""

from __future__ import annotations

from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-10T09:00:00")

BIKES = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  hire_bikes:
    description: 租自行车
    triggers: [租自行车, 租车]
    slots:
      - {name: bikes, type: integer, counts: 辆, measures: [辆, 台], min: 1, max: 10, label: 车数,
         prompt: "租几辆？"}
      - {name: days, type: integer, counts: 天, min: 1, max: 14, label: 租期, prompt: "租几天？"}
      - {name: day, type: date, min: today, max: +14d, label: 取车日期, prompt: "哪天来取？"}
    confirm: "{day}取{bikes}辆，租{days}天？"
    action: hire_bikes
    done: "租好了。"
"""

ALTERATION = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  alter:
    description: 改衣服
    triggers: [改裤脚, 改衣服]
    slots:
      - {name: pieces, type: integer, counts: 条, measures: [条, 件], min: 1, max: 10, label: 件数,
         prompt: "几件？"}
      - {name: post_back, type: boolean, label: 改好寄回, prompt: "改好给您寄回去吗？"}
      - {name: day, type: date, min: today, max: +14d, label: 取件日期, prompt: "哪天上门取？"}
    confirm: "{day}取{pieces}件，寄回：{post_back}？"
    action: alter
    done: "好的。"
"""

TUTORING = """
settings: {language: zh, currency: CNY, region: CN}
entities:
  subject:
    values: [数学, 英语, 物理]
flows:
  join_class:
    description: 报补习班
    triggers: [报班, 报补习班, 约试听]
    slots:
      - {name: subject, type: enum, entity: subject, label: 科目, prompt: "补哪科？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天开始？"}
    confirm: "{day}开始上{subject}？"
    action: join_class
    done: "报好了。"
  feedback:
    description: 课程反馈
    triggers: [反馈, 投诉老师]
    slots:
      - {name: day, type: date, min: -30d, max: today, label: 上课日期, prompt: "哪天的课？"}
    action: feedback
    done: "收到。"
  prices:
    description: 学费
    triggers: [多少钱, 学费]
    done: "一节课150元。"
"""


def _talk(tmp_path: Path, text: str, actions: dict[str, dict[str, str]]) -> Conversation:
    (tmp_path / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, actions)
    return Conversation(bot, "s", "u1")


# -- kind 1 (COUNT_WITH_ANOTHER_SLOTS_MEASURE_ANSWERS_THE_ASKED_COUNT): "2瓶" said to "订几个
# -- 月？" beside a slot counting 瓶 filled the months; the measure word says whose count it
# -- is, so it changes that slot and the asked one is asked again ---------------------------


def test_a_count_with_another_slots_measure_word_is_that_slots(tmp_path: Path) -> None:
    chat = _talk(tmp_path, BIKES, {"hire_bikes": {}})
    chat.say("租自行车 2辆", flow="hire_bikes", slots={"bikes": 2}, asked="days")
    chat.say("不对 3辆 我表哥也去", slots={"bikes": 3, "days": None}, asked="days")


def test_a_count_with_the_asked_slots_own_word_still_answers_it(tmp_path: Path) -> None:
    chat = _talk(tmp_path, BIKES, {"hire_bikes": {}})
    chat.say("租自行车 2辆", flow="hire_bikes", asked="days")
    chat.say("3天", slots={"bikes": 2, "days": 3}, asked="day")


# -- kind 2 (BOOLEAN_LABEL_WITH_ANOTHER_RESULT_COMPLEMENT): "洗好装回" among the request's
# -- values named no slot labelled 洗完装回: a verb's result said as another of one sense
# -- (the lexicon's ``result_complements``: 完, 好) names the same yes-or-no label -------


def test_a_label_said_with_another_result_complement_is_a_yes(tmp_path: Path) -> None:
    chat = _talk(tmp_path, ALTERATION, {"alter": {}})
    chat.say("改裤脚 3条 改完寄回 周六", flow="alter", slots={"pieces": 3, "post_back": True})


def test_a_label_said_with_another_result_complement_is_turned_down(tmp_path: Path) -> None:
    chat = _talk(tmp_path, ALTERATION, {"alter": {}})
    chat.say("改衣服 两件 不用改完寄回 下周一", flow="alter", slots={"post_back": False})


# -- kind 3 (DATE_ASKED_BY_ITS_NUMBER): "我约的是几号来着" after a booking asked nothing the
# -- bot knew: 几号 (which day of the month) names a date as 哪天 does (the lexicon's
# -- ``type_words``) --------------------------------------------------------------------


def test_which_number_asks_back_the_date(tmp_path: Path) -> None:
    chat = _talk(tmp_path, BIKES, {"hire_bikes": {}})
    chat.say("租自行车 2辆 3天 周六", flow="hire_bikes", phase="confirming")
    chat.say("好的", flow=None)
    chat.say("我是几号去取车来着", flow=None, bot_contains="12月12日")


# -- kind 4 (VERB_AND_COUNT_AFTER_A_QUESTION_NAMING_A_VALUE): "纱帘洗一幅多少钱" then "那帮
# -- 我约一个" started nothing: the message before named the thing by a listed value, no
# -- trigger, so no flow was its topic; the flows taking that value are ------------------


def test_a_verb_and_count_after_a_price_of_a_value_books_that_value(tmp_path: Path) -> None:
    chat = _talk(tmp_path, TUTORING, {"join_class": {}, "feedback": {}})
    chat.say("物理一节课多少钱啊", flow=None, bot_contains="150元")
    chat.say("好 那给我约一个吧", flow="join_class", slots={"subject": "物理"}, asked="day")


def test_a_verb_not_of_booking_after_a_value_starts_the_flow_it_opens(tmp_path: Path) -> None:
    chat = _talk(tmp_path, TUTORING, {"join_class": {}, "feedback": {}})
    chat.say("英语贵不贵 学费多少", flow=None, bot_contains="150元")
    chat.say("那帮我报一个", flow="join_class", slots={"subject": "英语"}, asked="day")


# -- kind 5 (LABEL_VERB_BEFORE_ITS_DIRECTION): "要装" among the request's values named no
# -- slot labelled 洗完装回: a label closing on a direction after its last verb (the
# -- lexicon's ``direction_complements``: 回 of 装回) is named by that verb too ---------


def test_a_label_named_by_the_verb_before_its_direction_is_a_yes(tmp_path: Path) -> None:
    chat = _talk(tmp_path, ALTERATION, {"alter": {}})
    chat.say("改裤脚 2条 要寄 下周一", flow="alter", slots={"pieces": 2, "post_back": True})


def test_a_label_named_by_the_verb_before_its_direction_is_a_no(tmp_path: Path) -> None:
    chat = _talk(tmp_path, ALTERATION, {"alter": {}})
    chat.say("改衣服 一件 不用寄 周六", flow="alter", slots={"pieces": 1, "post_back": False})
