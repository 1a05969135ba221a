"""Kinds of mistake the thirty-fourth session's Chinese domains showed (疫苗接种 and 修手表,
tests/test_written_domains_thirtyfourth_zh.py); each tested here in other words on other
domains, and each test fails with its fix taken out, but the guards beside them (named
``..._guard``, which pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **CODE_AFTER_ITS_PATTERN_WORDS_AND_A_WORD_OF_BEING**: "单号是SB2040" to "单号多少？"
   beside the slot's pattern ``单号{value}`` was refused ("格式不对"): the capture after the
   pattern's words held the 是, so the code did not fit its form. A Chinese word of being
   (``segment_copulas``) between a pattern's Chinese words and its value is no part of
   the value (nlu/slot_patterns.py).
2. **NEGATION_READ_AS_THE_THING_OF_A_BELIEF**: "没过敏", "无过敏", "都没过敏" to "有没有药物
   或疫苗过敏史？" were noted as an allergy to "没" ("记下了：过敏原 没"), and the question
   asked again: the belief template ``{text}过敏`` took the negation for the allergen. A
   Chinese thing ending with a word of lacking (``boolean_without``) says the rule's words
   do not hold: no belief (nlu/beliefs.py), so the yes-or-no slot reads its no.
3. **BELIEF_STATED_AS_THE_ANSWER_TO_ITS_YES_NO_QUESTION**: "青霉素过敏" to "有没有药物或
   疫苗过敏史？" was noted as an allergy and the question asked again: a belief stated to a
   yes-or-no question naming it (a ``belief_words`` word of its key in the slot's label or
   name) is that slot's yes, the belief kept (nlu/composed.py).
4. **YES_SAID_AS_THE_WANT_WITH_ITS_PARTICLE**: "要的 谢谢医生" at a confirmation was not
   understood: 要的 (and 需要的), the everyday yes to "要…吗", were no ``affirm`` words.
5. **COUNT_CHANGED_BY_A_WORD_OF_BEING_READ_AS_A_YES**: "哦是三块 我老婆那块也带上" to "要顺便
   抛光吗？" with two watches held stored the polish as yes: the 是 glued to the count was
   read as the yes leading the message. A word of being (``segment_copulas``) glued to
   the words after it, no particle, is no yes (nlu/boolean_values.py); said alone, "是三块"
   still changes the count (nlu/answer_asked.py). The count said with a clause of its
   reason after it is not yet read as the change (a strict xfail of the written domains).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK, {"check_card": {"status": "有效期到明年三月"}})

# 1. CODE_AFTER_ITS_PATTERN_WORDS_AND_A_WORD_OF_BEING

PARKING = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  check_card:
    description: 查停车月卡
    triggers: [查月卡, 月卡到期]
    slots:
      - {name: card, type: text, pattern: "^YK\\\\d{4}$", label: 卡号,
         patterns: ["卡号{value}", "月卡{value}"], prompt: "卡号多少？YK开头的。"}
    action: check_card
    results: [status]
    done: "{card}：{status}"
"""


@pytest.mark.parametrize("said", ["我的卡号是yk3021", "卡号是 YK3021 麻烦查下"])
def test_a_code_after_its_patterns_words_and_a_word_of_being_is_the_code(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, PARKING)
    chat.say("查月卡", flow="check_card", asked="card")
    chat.say(said, flow=None, bot_contains="YK3021")
    assert ran == ["check_card"]


def test_a_code_after_a_word_of_being_with_the_request(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, PARKING)
    chat.say("月卡是YK3022 啥时候到期", flow=None, bot_contains="YK3022")
    assert ran == ["check_card"]


def test_a_code_glued_after_its_patterns_words_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, PARKING)
    chat.say("查月卡", flow="check_card", asked="card")
    chat.say("卡号YK3023", flow=None, bot_contains="YK3023")
    assert ran == ["check_card"]


# 2. NEGATION_READ_AS_THE_THING_OF_A_BELIEF and
# 3. BELIEF_STATED_AS_THE_ANSWER_TO_ITS_YES_NO_QUESTION

TATTOO = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_tattoo:
    description: 预约纹眉
    triggers: [纹眉, 约纹眉]
    slots:
      - {name: numbing, type: boolean, label: 麻药过敏, prompt: "对麻药过敏吗？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天来？"}
    confirm: "{day}来纹眉。确认吗？"
    action: book_tattoo
    done: "约好了。"
"""


@pytest.mark.parametrize("said", ["从来没过敏", "我没过敏", "无过敏"])
def test_a_negation_before_the_allergy_is_its_no(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, TATTOO)
    chat.say("纹眉", flow="book_tattoo", asked="numbing")
    reply = chat.say(said, slots={"numbing": False}, asked="day")
    assert "allergy" not in reply.state.beliefs


def test_a_negation_before_the_allergy_is_no_allergen(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PARKING)
    reply = chat.say("我以前都没过敏 查月卡", flow="check_card")
    assert "allergy" not in reply.state.beliefs


@pytest.mark.parametrize("said", ["我对利多卡因过敏", "海鲜过敏"])
def test_an_allergy_said_to_the_allergy_question_is_its_yes(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, TATTOO)
    chat.say("纹眉", flow="book_tattoo", asked="numbing")
    reply = chat.say(said, slots={"numbing": True}, asked="day")
    assert "allergy" in reply.state.beliefs


SWIM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_lesson:
    description: booking a swimming lesson
    triggers: [book a swimming lesson, swim lesson]
    slots:
      - {name: allergies, type: boolean, label: any allergies, prompt: "Any allergies?"}
      - {name: day, type: date, min: today, max: +30d, label: date, prompt: "Which day?"}
    confirm: "Lesson on {day}. Book?"
    action: book_lesson
    done: "Booked."
"""


def test_an_allergy_said_in_english_to_the_allergy_question_is_its_yes(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SWIM)
    chat.say("book a swimming lesson", flow="book_lesson", asked="allergies")
    chat.say("im allergic to chlorine", slots={"allergies": True}, asked="day")


def test_an_allergy_said_to_another_question_answers_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TATTOO)
    chat.say("纹眉 不过敏", flow="book_tattoo", slots={"numbing": False}, asked="day")
    reply = chat.say("我对芒果过敏", asked="day", slots={"day": None, "numbing": False})
    assert "allergy" in reply.state.beliefs


def test_a_plain_no_to_the_allergy_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TATTOO)
    chat.say("纹眉", flow="book_tattoo", asked="numbing")
    chat.say("没有", slots={"numbing": False}, asked="day")


# 4. YES_SAID_AS_THE_WANT_WITH_ITS_PARTICLE


@pytest.mark.parametrize("said", ["需要的 谢谢", "要的要的", "要的 辛苦了"])
def test_the_want_with_its_particle_is_a_yes(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, TATTOO)
    chat.say("纹眉 不过敏 周五", flow="book_tattoo", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["book_tattoo"]


def test_the_want_turned_down_with_its_particle_is_no_yes_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, TATTOO)
    chat.say("纹眉 不过敏 周五", flow="book_tattoo", phase="confirming")
    chat.say("不需要的", flow="book_tattoo")
    assert ran == []


# 5. COUNT_CHANGED_BY_A_WORD_OF_BEING_READ_AS_A_YES

WATER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_water:
    description: 订桶装水
    triggers: [订水, 送水]
    slots:
      - {name: barrels, type: integer, counts: 水, measures: [桶], min: 1, max: 10, label: 桶数, prompt: "几桶？"}
      - {name: upstairs, type: boolean, label: 送上楼, prompt: "需要送上楼吗？"}
      - {name: day, type: date, min: today, max: +7d, label: 日期, prompt: "哪天送？"}
    confirm: "{day}送{barrels}桶。确认吗？"
    action: order_water
    done: "订好了。"
"""


@pytest.mark.parametrize("said", ["是5桶 楼下那桶也算上", "哦是五桶 刚才说少了"])
def test_a_count_opened_by_a_word_of_being_is_no_yes(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, WATER)
    chat.say("订水 4桶", flow="order_water", slots={"barrels": 4}, asked="upstairs")
    chat.say(said, slots={"upstairs": None}, asked="upstairs")


def test_a_count_opened_by_a_word_of_being_alone_changes_it_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, WATER)
    chat.say("订水 4桶", flow="order_water", slots={"barrels": 4}, asked="upstairs")
    chat.say("是5桶才对", slots={"barrels": 5, "upstairs": None}, asked="upstairs")


@pytest.mark.parametrize("said", ["是", "是啊", "是 要送上去"])
def test_a_word_of_being_said_as_a_yes_guard(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, WATER)
    chat.say("订水 4桶", flow="order_water", slots={"barrels": 4}, asked="upstairs")
    chat.say(said, slots={"upstairs": True}, asked="day")
