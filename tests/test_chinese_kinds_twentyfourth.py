"""Kinds of mistake in Chinese seen by the twenty-fourth Chinese session in its written
domains (上门安装晾衣架 tests/domains/liangyijia, 电瓶车上门维修 tests/domains/dianpingche;
/work/notes/s24-chinese24.md), each tested here in other words and another domain, written
inline. The clock is Thursday 2026-12-10, 09:00: 周六 is 12 December."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-10T09:00:00")

TUNING = """
settings: {language: zh, currency: CNY, region: CN}
entities:
  instrument:
    values: [钢琴, 古筝, 吉他]
flows:
  book_tuning:
    description: 预约上门调琴
    triggers: [调琴, 约调音, 上门调音]
    slots:
      - {name: what, type: enum, entity: instrument, label: 乐器, prompt: "调什么琴？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
      - {name: who, type: text, kind: name, label: 联系人, prompt: "怎么称呼？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day}上门调{what}，联系人{who}，电话{phone}？"
    action: book_tuning
    done: "约好了。"
"""

WASHER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  fix_washer:
    description: 上门修洗衣机
    triggers: [修洗衣机, 洗衣机维修]
    slots:
      - {name: fault, type: enum, values: [不脱水, 不进水, 漏水], label: 故障, prompt: "什么毛病？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门修洗衣机（{fault}）？"
    action: fix_washer
    done: "约好了。"
"""

SHUTTER = """
settings: {language: zh, currency: CNY, region: CN}
entities:
  shutter_job:
    values: [换电机, 换遥控器, 换帘片]
flows:
  fix_shutter:
    description: 卷帘门维修
    triggers: [修卷帘门, 卷帘门维修]
    slots:
      - {name: job, type: enum, entity: shutter_job, label: 维修项目, prompt: "修哪里？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门{job}？"
    action: fix_shutter
    done: "约好了。"
"""

BASKETBALL = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  join_class:
    description: 少儿篮球班报名
    triggers: [报篮球班, 报个篮球班, 报名]
    slots:
      - {name: kid, type: text, kind: name, label: 孩子姓名, prompt: "孩子叫什么？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天来试课？"}
    confirm: "{day}给{kid}试课？"
    action: join_class
    done: "报好了。"
"""

BOARDING = """
settings: {language: zh, currency: CNY, region: CN}
entities:
  pet_kind:
    values: [猫, 狗, 兔子]
flows:
  board_pet:
    description: 宠物寄养
    triggers: [寄养, 宠物寄养]
    slots:
      - {name: pet, type: enum, entity: pet_kind, label: 宠物, prompt: "猫、狗还是兔子？"}
      - {name: pet_name, type: text, kind: name, label: 宠物名字, prompt: "它叫什么名字？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天送来？"}
    confirm: "{day}寄养{pet}{pet_name}？"
    action: board_pet
    done: "约好了。"
"""

CAKE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_cake:
    description: 订生日蛋糕
    triggers: [订蛋糕, 订个蛋糕]
    slots:
      - {name: size, type: integer, counts: 寸, min: 6, max: 16, label: 尺寸, prompt: "几寸的？"}
      - {name: candles, type: enum, values: [数字蜡烛, 普通蜡烛, 无], label: 蜡烛, prompt: "要蜡烛吗？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天取？"}
    confirm: "{day}取{size}寸蛋糕，蜡烛：{candles}？"
    action: order_cake
    done: "订好了。"
"""

SERVICING = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_service:
    description: 汽车保养预约
    triggers: [做保养, 约保养]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天来？"}
      - {name: wash, type: boolean, label: 洗车, prompt: "保养完给您洗车吗？"}
    confirm: "{day}来保养，洗车：{wash}？"
    action: book_service
    done: "约好了。"
"""

HEATER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  report_heater:
    description: 热水器报修
    triggers: [报修, 热水器报修]
    slots:
      - {name: bought, type: date, min: -730d, max: today, label: 购买日期, prompt: "哪天买的？"}
      - {name: problem, type: text, takes_rest: true, label: 问题, prompt: "什么情况？"}
    confirm: "{bought}买的热水器：{problem}，提交报修吗？"
    action: report_heater
    done: "已提交。"
"""

PHONE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  buy_phone:
    description: 买手机
    triggers: [买手机, 买个手机]
    slots:
      - {name: storage, type: enum, values: [128G, 256G, 512G], label: 内存, prompt: "要多大内存？"}
      - {name: colour, type: enum, values: [黑色, 白色], label: 颜色, prompt: "什么颜色？"}
    confirm: "{colour}{storage}？"
    action: buy_phone
    done: "下单了。"
"""


def _talk(tmp_path: Path, text: str, actions: dict[str, dict[str, str]]) -> Conversation:
    (tmp_path / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, actions)
    return Conversation(bot, "s", "u1")


@pytest.fixture
def tuning(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, TUNING, {"book_tuning": {}})


# -- kind 1 (TITLED_NAME_AMONG_THE_REQUEST'S_VALUES): a surname and a title said as a part
# -- of its own among the request's values ("… 王先生 139…") was read by no slot, and the
# -- name was asked again; the lexicon's ``name_titles`` ----------------------------------


def test_a_surname_and_title_among_the_values_is_the_name(tuning: Conversation) -> None:
    tuning.say(
        "约调音 古筝 周六 欧阳女士 18611112222",
        flow="book_tuning",
        slots={"what": "古筝", "who": "欧阳女士", "phone": "+8618611112222"},
        phase="confirming",
    )


def test_a_titled_name_closing_the_request_is_the_name(tuning: Conversation) -> None:
    tuning.say("调琴 吉他 周六 刘先生", flow="book_tuning", slots={"who": "刘先生"}, asked="phone")


# -- kind 2 (NEGATION_INSIDE_A_LISTED_VALUE_READ_AS_A_REFUSAL): a listed value holding a
# -- negation ("大灯不亮", a fault) said beside a request read weakly (a trigger typed by
# -- its sound) turned the request down, as "I don't need a hotel" does: nothing started --


def test_a_fault_value_holding_a_negation_is_no_refusal(tmp_path: Path) -> None:
    chat = _talk(tmp_path, WASHER, {"fix_washer": {}})
    chat.say("修洗依机 不脱水", flow="fix_washer", slots={"fault": "不脱水"}, asked="day")


# -- kind 3 (POTENTIAL_COMPLEMENT_READ_AS_A_REFUSAL): a verb with its potential complement
# -- ("骑不动了", it cannot be ridden) after weak evidence for a flow read as its refusal;
# -- a negation right after a ``complement_verbs`` verb, glued to what follows, tells a fault


def test_a_verb_that_cannot_be_done_is_no_refusal(tmp_path: Path) -> None:
    chat = _talk(tmp_path, SHUTTER, {"fix_shutter": {}})
    chat.say("卷帘门推不动了 想换个电机", flow="fix_shutter", slots={"job": "换电机"}, asked="day")


# -- kind 4 (NAME_SAID_OF_WHOM_WITH_THE_REQUEST): a name said of someone the speaker knows
# -- or of a thing the flow lists, beside the request ("我女儿叫朵朵 报个名", "我家狗叫豆豆
# -- 想约洗澡"), was read as no name and asked again (left by the twenty-third session) ----


def test_a_name_said_of_ones_child_with_the_request_is_the_name(tmp_path: Path) -> None:
    chat = _talk(tmp_path, BASKETBALL, {"join_class": {}})
    chat.say("我儿子叫乐乐 想报个篮球班", flow="join_class", slots={"kid": "乐乐"}, asked="day")


def test_a_name_said_of_a_listed_pet_with_the_request_is_the_name(tmp_path: Path) -> None:
    chat = _talk(tmp_path, BOARDING, {"board_pet": {}})
    chat.say(
        "下周二寄养 我家猫叫年糕",
        flow="board_pet",
        slots={"pet": "猫", "pet_name": "年糕", "day": "2026-12-15"},
        phase="confirming",
    )


# -- kind 5 (NONE_VALUE_THEN_THANKS_DECLINED): a none said as a negation and the thing,
# -- then thanks ("不要装订 谢谢"), was no answer (the thanks kept it from being one) and
# -- was kept as a thing to avoid; the thanks closes the answer (left by the twenty-third
# -- session) ------------------------------------------------------------------------------


def test_a_none_then_thanks_is_the_none_value(tmp_path: Path) -> None:
    chat = _talk(tmp_path, CAKE, {"order_cake": {}})
    chat.say("订蛋糕 8寸", flow="order_cake", slots={"size": 8}, asked="candles")
    chat.say("不用蜡烛 谢谢", slots={"candles": "无"}, asked="day")


# -- kind 6 (YES_NO_LABEL_VERB_WITH_ITS_ENDING): a yes-or-no label's verb said after a word
# -- of having or lacking it, with what a verb ends with after it ("旧的要拆掉" for 拆旧, a
# -- result; "要洗一下", a softener; "不用洗了", done), was no answer: only the bare verb
# -- ("要拆") named the label in part ---------------------------------------------------------


def test_a_label_verb_with_a_softener_after_a_want_is_a_yes(tmp_path: Path) -> None:
    chat = _talk(tmp_path, SERVICING, {"book_service": {}})
    chat.say("做保养 周六 要洗一下", flow="book_service", slots={"wash": True}, phase="confirming")


def test_a_label_verb_with_a_done_mark_after_a_lack_is_a_no(tmp_path: Path) -> None:
    chat = _talk(tmp_path, SERVICING, {"book_service": {}})
    chat.say("约保养 周六", flow="book_service", asked="wash")
    chat.say("车不用洗了", slots={"wash": False}, phase="confirming")


# -- kind 7 (TWO_DAYS_FOR_ONE_DATE_SLOT): two days said for one date slot, one in a part
# -- saying the verb of the slot's question ("前天装的晾衣架 今天就降不下来了" to "哪天装的？"),
# -- the other telling when something else happened, filled neither -----------------------


def test_of_two_days_the_one_said_with_the_questions_verb_is_the_slots(tmp_path: Path) -> None:
    chat = _talk(tmp_path, HEATER, {"report_heater": {}})
    chat.say(
        "上周五买的热水器 昨天开始漏水 要报修",
        flow="report_heater",
        slots={"bought": "2026-12-04"},
    )


# -- kind 8 (YES_NO_LABEL_WITH_ITS_THING_PUT_FIRST): a yes-or-no label of a verb and its
# -- thing said with the thing put first by 把 ("还是帮我把旧的拆了吧" for 拆旧) changed
# -- nothing at the confirmation; the lexicon's ``object_markers`` ----------------------


def test_a_label_said_with_its_thing_put_first_is_a_yes(tmp_path: Path) -> None:
    chat = _talk(tmp_path, SERVICING, {"book_service": {}})
    chat.say("约保养 周六 不洗车", flow="book_service", slots={"wash": False}, phase="confirming")
    chat.say("还是把车洗一下吧", slots={"wash": True}, phase="confirming")


# -- kind 9 (NUMBERED_VALUE_SAID_BY_ITS_NUMBER): a listed value of a number and a Latin unit
# -- ("48V") said by its number and 的 ("48的": the 48 one) was read as a count, or as
# -- nothing; the lexicon's ``noun_marks`` -----------------------------------------------


def test_a_value_of_a_number_and_unit_is_named_by_its_number(tmp_path: Path) -> None:
    chat = _talk(tmp_path, PHONE, {"buy_phone": {}})
    chat.say("买个手机 256的 黑色", flow="buy_phone", slots={"storage": "256G"}, phase="confirming")
    chat.say("等下 换成512的吧", slots={"storage": "512G"}, phase="confirming")
