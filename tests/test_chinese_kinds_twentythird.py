"""Kinds of mistake in Chinese seen by the twenty-third Chinese session in its written
domains (上门瓷砖美缝 tests/domains/meifeng, 上门安装监控 tests/domains/jiankong;
/work/notes/s23-chinese23.md), each tested here in other words and another domain, written
inline. The clock is Thursday 2026-12-10, 09:00: 周六 is 12 December."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-10T09:00:00")

APPLIANCES = """
settings: {language: zh, currency: CNY, region: CN}
entities:
  old_appliance:
    values: [冰箱, 洗衣机, 空调, 电视]
flows:
  collect_appliance:
    description: 预约上门回收旧家电
    triggers: [回收旧家电, 上门回收, 收旧家电]
    slots:
      - {name: item, type: enum, entity: old_appliance, label: 家电, prompt: "回收什么家电？"}
      - {name: place, type: text, kind: address, label: 上门地址,
         patterns: ["上门地址{value}"], prompt: "上门地址是？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}到{place}回收{item}？"
    action: collect_appliance
    done: "约好了。"
"""

MEMBERSHIP = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  join_gym:
    description: 办健身卡
    triggers: [办健身卡, 办卡, 办会员]
    slots:
      - {name: months, type: integer, counts: 月, min: 1, max: 24, label: 月数, prompt: "办几个月？"}
      - {name: autopay, type: boolean, label: 自动续费, prompt: "要自动续费吗？"}
      - {name: start, type: date, min: today, max: +30d, label: 开卡日期, prompt: "哪天开卡？"}
    confirm: "{start}开卡，{months}个月，自动续费：{autopay}？"
    action: join_gym
    done: "办好了。"
"""

TEA = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_tea:
    description: 订公司下午茶
    triggers: [订下午茶, 下午茶]
    slots:
      - {name: portions, type: integer, counts: 份, min: 5, max: 100, label: 份数, prompt: "要几份？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天送？"}
    confirm: "{day}送{portions}份下午茶？"
    action: order_tea
    done: "订好了。"
"""

GROOMING = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_grooming:
    description: 预约宠物洗澡
    triggers: [洗澡, 约洗澡, 宠物洗澡]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天来洗？"}
    confirm: "{day}来洗澡？"
    action: book_grooming
    done: "约好了。"
  complain:
    description: 投诉洗护服务
    triggers: [投诉, 差评]
    slots:
      - {name: when, type: date, min: -60d, max: today, label: 洗护日期, prompt: "哪天洗的？"}
      - {name: issue, type: text, takes_rest: true, label: 问题, prompt: "什么问题？"}
    confirm: "{when}：{issue}，提交投诉吗？"
    action: complain
    done: "已提交。"
"""

BIKES = """
settings: {language: zh, currency: CNY, region: CN}
entities:
  bike_kind:
    values: [单人车, 双人车, 亲子车]
flows:
  rent_bike:
    description: 租自行车
    triggers: [租车, 租自行车]
    slots:
      - {name: bike, type: enum, entity: bike_kind, label: 车型, prompt: "单人车、双人车还是亲子车？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天租？"}
    confirm: "{day}租{bike}？"
    action: rent_bike
    done: "租好了。"
  prices:
    description: 租车价格
    triggers: [怎么收费, 多少钱, 价格]
    done: "单人车一小时15元，双人车25元，亲子车30元。"
"""

GLASS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_glass:
    description: 预约上门擦玻璃
    triggers: [擦玻璃, 约擦玻璃, 上门擦窗]
    slots:
      - {name: workers, type: integer, counts: 师傅, measures: [位, 个], min: 1, max: 6, label: 师傅人数,
         prompt: "来几位师傅？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天来？"}
    confirm: "{day}来{workers}位师傅擦玻璃？"
    action: book_glass
    done: "约好了。"
"""


def _talk(tmp_path: Path, text: str, actions: dict[str, dict[str, str]]) -> Conversation:
    (tmp_path / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, actions)
    return Conversation(bot, "s", "u1")


@pytest.fixture
def appliances(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, APPLIANCES, {"collect_appliance": {}})


# -- kind 1 (PATTERN_TAKES_THE_WRONG_WORD): a free-text slot's pattern that opens with its
# -- label ("地址{value}") took the words saying the value is wrong ("地址不对 是…") as the
# -- value: the address became "不对"; the lexicon's ``deny_wrong`` after its ``wrong_gap`` --


def test_the_words_saying_a_value_is_wrong_are_no_value_of_its_pattern(
    appliances: Conversation,
) -> None:
    appliances.say(
        "上门回收 冰箱 上门地址西城区德胜门外大街8号院3号楼1204 周六",
        flow="collect_appliance",
        phase="confirming",
    )
    appliances.say(
        "上门地址填错了 应该是西城区德胜门外大街10号院2号楼501",
        slots={"place": "西城区德胜门外大街10号院2号楼501"},
        phase="confirming",
    )


def test_a_value_said_wrong_alone_asks_for_it_again(appliances: Conversation) -> None:
    appliances.say(
        "上门回收 冰箱 上门地址西城区德胜门外大街8号院3号楼1204 周六",
        flow="collect_appliance",
        phase="confirming",
    )
    appliances.say("上门地址也不对", slots={"place": None}, asked="place")


@pytest.fixture
def membership(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, MEMBERSHIP, {"join_gym": {}})


# -- kind 2 (SERVICE_VERB_BEFORE_A_YES_NO_LABEL): a verb of taking up a service ("开通",
# -- "办理") before a yes-or-no slot's label ("还是开通云存储吧") said nothing, where "开" and
# -- "要" said yes: the lexicon's ``boolean_with`` / ``boolean_without`` lacked them -------


def test_taking_up_a_service_by_its_label_is_a_yes(membership: Conversation) -> None:
    membership.say("办健身卡 3个月 不要自动续费 周六开卡", flow="join_gym", phase="confirming")
    membership.say("那还是开通自动续费吧", slots={"autopay": True}, phase="confirming")


def test_not_taking_up_a_service_by_its_label_is_a_no(membership: Conversation) -> None:
    membership.say(
        "办卡 半年 不办理自动续费", flow="join_gym", slots={"months": 6, "autopay": False}
    )


@pytest.fixture
def tea(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, TEA, {"order_tea": {}})


# -- kind 3 (CHANGE_THEN_THE_PART_IT_DROPS): a change said in a clause of its own, then a
# -- cancel word in a clause naming the part it lets go ("改成5个吧 门口那个不用了") let the
# -- whole task go: the part dropped is why the value changed, and the change is made ------


def test_a_change_then_the_part_it_drops_makes_the_change(tea: Conversation) -> None:
    tea.say("订下午茶 15份", flow="order_tea", slots={"portions": 15}, asked="day")
    tea.say(
        "哦对 换成12份 财务部那几个不要了", flow="order_tea", slots={"portions": 12}, asked="day"
    )


@pytest.fixture
def grooming(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, GROOMING, {"book_grooming": {}, "complain": {}})


# -- kind 4 (WANTED_TRIGGER_NOT_ITS_OWN_CLAUSE): of two triggers, one in a clause telling
# -- what was done ("10月20号做的美缝") and one said as its own clause after a want ("要返修"),
# -- the flow was asked about, where the bare trigger alone ("返修") was the request ------


def test_a_trigger_after_a_want_in_its_own_clause_is_the_request(grooming: Conversation) -> None:
    grooming.say(
        "前天带狗来洗澡 到家就一直挠 我要投诉",
        flow="complain",
        slots={"when": "2026-12-08"},
    )


@pytest.fixture
def bikes(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, BIKES, {"rent_bike": {}})


# -- kind 5 (NEGATION_CHAR_ENDING_A_WORD): 别 of a word the lexicon knows ("分别", "区别";
# -- ``negation_free_words``) right before a trigger read as "don't", so "两种分别多少钱"
# -- asked for nothing (chinese22 left it) ----------------------------------------------


def test_a_word_ending_in_a_negation_character_refuses_nothing(bikes: Conversation) -> None:
    bikes.say("双人车跟亲子车分别怎么收费", flow=None, bot_contains="25元")


def test_a_word_ending_in_a_negation_character_negates_no_value(bikes: Conversation) -> None:
    bikes.say(
        "租车 双人车 特别是周六", flow="rent_bike", slots={"bike": "双人车", "day": "2026-12-12"}
    )


@pytest.fixture
def glass(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, GLASS, {"book_glass": {}})


# -- kind 6 (PEOPLE_WORD_FOR_A_COUNT_BY_A_PEOPLE_MEASURE): "2人", "两人" said for workers a
# -- slot counts by 位/个 read nothing with the request (chinese22 left it): 人 names people,
# -- as the measure word 位 the flow declares does (``people_after_measure``) -------------


def test_a_digit_before_a_word_for_people_counts_workers_by_their_measure(
    glass: Conversation,
) -> None:
    glass.say(
        "擦玻璃 周六上午 来3人吧", flow="book_glass", slots={"workers": 3, "day": "2026-12-12"}
    )


def test_a_numeral_before_a_word_for_people_counts_workers_by_their_measure(
    glass: Conversation,
) -> None:
    glass.say("约擦玻璃 两人就够了", flow="book_glass", slots={"workers": 2}, asked="day")
