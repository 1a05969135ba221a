"""The kinds of mistake the fourteenth Chinese session fixed, each tested here in other
words and another domain, 垂钓园 (a fishing pond: spots booked for a day and a party, with a
yes-no rod hire, a yes-no bait bought for the angler and a yes-no night session; spots called
off; year cards bought and given up; a room for the night when one stays, a pond area said or not; a coach booked, asked whether the angler brings a rod; a match entered by a name),
written inline. The kinds came from 瑜伽馆 and 液化气站 (tests/test_written_domains_fourteenth_zh.py)
and from the leftovers of 社区食堂 and 考级报名 (tests/test_written_domains_thirteenth_zh.py).
The clock is a Thursday (2026-12-03)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")

POND = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_spot:
    description: 预约钓位
    triggers: [订钓位, 预约钓位, 订个钓位]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天来钓？"}
      - {name: anglers, type: integer, kind: people, min: 1, max: 6, label: 人数, prompt: "几个人？"}
      - {name: rod, type: boolean, label: 租鱼竿, prompt: "需要租鱼竿吗？"}
      - {name: bait, type: boolean, label: 代购鱼饵, prompt: "要帮您代买鱼饵吗？"}
      - {name: night, type: boolean, label: 夜钓, prompt: "夜钓吗？"}
      - {name: who, type: text, label: 联系人, patterns: ["我姓{value}"], prompt: "您怎么称呼？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
      - {name: stay, type: boolean, label: 住宿, prompt: "要住宿吗？"}
      - {name: room, type: enum, values: [单间, 标间], label: 房型, when: {stay: true}, prompt: "单间还是标间？"}
      - {name: area, type: enum, values: [黑坑, 野塘], label: 钓区, required: false}
    confirm: "{day} {anglers}人，租竿：{rod}，代买鱼饵：{bait}，夜钓：{night}，{who}，{tel}。确认吗？"
    action: book_spot
    results: [{name: spot_no, entity: spot}]
    done: "订好了。"
    entity: spot
  cancel_spot:
    description: 取消钓位预约
    triggers: [取消钓位, 退掉钓位预约]
    destructive: true
    slots:
      - {name: spot_no, type: text, entity: spot, pattern: "^DY\\\\d{4}$", label: 预约号, prompt: "预约号多少？"}
    action: cancel_spot
    done: "取消了。"
    entity: spot
  buy_card:
    description: 办钓鱼年卡
    triggers: [办年卡, 办张年卡, 买年卡, 办卡]
    slots:
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    action: buy_card
    results: [{name: card_no, entity: year_card}]
    done: "办好了。"
    entity: year_card
  cancel_card:
    description: 注销钓鱼年卡
    triggers: [注销年卡, 退年卡, 我要退年卡]
    destructive: true
    slots:
      - {name: card_no, type: text, entity: year_card, pattern: "^NK\\\\d{4}$", label: 年卡号, prompt: "年卡号多少？"}
    action: cancel_card
    done: "注销了。"
    entity: year_card
  enter_match:
    description: 报名钓鱼比赛
    triggers: [报名比赛, 报个比赛]
    slots:
      - {name: angler, type: text, kind: name, label: 参赛人, prompt: "参赛人叫什么？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{angler}，{tel}，确认报名吗？"
    action: enter_match
    done: "报好了。"
  coach:
    description: 约钓鱼教练
    triggers: [约教练, 请个教练]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天？"}
      - {name: own_rod, type: boolean, label: 自带鱼竿, prompt: "您自带鱼竿吗？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    action: coach
    done: "约好了。"
"""


@pytest.fixture
def pond(tmp_path: Path) -> Conversation:
    (tmp_path / "pond.yaml").write_text(POND, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(
        bot,
        {
            "book_spot": {},
            "cancel_spot": {},
            "buy_card": {},
            "cancel_card": {},
            "coach": {},
            "enter_match": {},
        },
    )
    return Conversation(bot, "s", "u1")


# -- kind 1: a yes-no slot's Chinese label said in part ("要发票" for 开发票, "要送" for
# -- 送气上门, "要借垫子" for 借瑜伽垫) ------------------------------------------------------


def test_a_label_said_by_its_verb_and_head_with_a_noun_ending(pond: Conversation) -> None:
    pond.say("订钓位 明天 2个人", flow="book_spot", asked="rod")
    pond.say("要租竿子", slots={"rod": True}, asked="bait")


def test_a_label_said_without_its_verb_with_a_request(pond: Conversation) -> None:
    pond.say(
        "订钓位 周六 3个人 要鱼饵",
        flow="book_spot",
        slots={"day": "2026-12-05", "anglers": 3, "bait": True},
        asked="rod",
    )


def test_a_label_in_part_turned_down_is_no_thing_to_avoid(pond: Conversation) -> None:
    pond.say("订钓位 周六 3个人 不要鱼饵", flow="book_spot", slots={"bait": False}, asked="rod")
    assert not any(k.startswith("avoid:") for k in pond.last.state.beliefs)


def test_a_label_in_part_answered_then_another_value(pond: Conversation) -> None:
    pond.say("订钓位 明天 2个人", flow="book_spot", asked="rod")
    pond.say("不租竿 电话13900001111", slots={"rod": False, "tel": "+8613900001111"}, asked="bait")


def test_words_of_other_characters_name_no_yes_or_no_slot(pond: Conversation) -> None:
    """Guard: 没 before characters that are not the label's (鱼 of 鱼饵, then 了) names nothing."""
    pond.say(
        "订钓位 明天 2个人 不要太远的位置",
        flow="book_spot",
        slots={"rod": None, "bait": None, "night": None},
        asked="rod",
    )


# -- kind 2: doing it oneself answers a yes-no slot that offers a service -----------------


def test_doing_it_oneself_said_with_the_request_is_no_to_the_hire(pond: Conversation) -> None:
    pond.say(
        "订钓位 明天 2个人 竿我们自己带",
        flow="book_spot",
        slots={"rod": False, "night": None},
        asked="bait",
    )


def test_having_ones_own_answered_alone_is_no_to_the_hire(pond: Conversation) -> None:
    pond.say("订钓位 明天 2个人", flow="book_spot", asked="rod")
    pond.say("我自己有", slots={"rod": False}, asked="bait")


def test_doing_it_oneself_is_yes_to_a_question_of_bringing(pond: Conversation) -> None:
    pond.say("约教练 明天 我自己带竿过去", flow="coach", slots={"own_rod": True}, asked="tel")


def test_not_able_to_do_it_oneself_says_no_no(pond: Conversation) -> None:
    """Guard: "我自己去不了" turns the doing down: the service may be wanted."""
    pond.say("订钓位 明天 2个人", flow="book_spot", asked="rod")
    pond.say("我自己拿不了", slots={"rod": None})


# -- kind 3: a cancel said flatly, or by a cancel word of several undoing flows, named by
# -- its thing ("周五那节课不上了", "明天的上门取消掉") --------------------------------------


def test_a_thing_given_up_flatly_starts_its_undoing(pond: Conversation) -> None:
    pond.say("下周六那个钓位去不了了", flow="cancel_spot", asked="spot_no")


def test_a_cancel_word_of_two_undoing_flows_goes_by_the_thing_named(pond: Conversation) -> None:
    pond.say("年卡不要了 下个月搬家", flow="cancel_card", asked="card_no")


def test_an_undoing_verb_closing_a_clause_with_its_object_first(pond: Conversation) -> None:
    pond.say("把周日的钓位退掉", flow="cancel_spot", asked="spot_no")


def test_a_flat_no_of_nothing_of_the_domain_starts_nothing(pond: Conversation) -> None:
    """Guard: nothing of the pond named."""
    pond.say("我明天不去了", flow=None)


def test_a_want_opening_a_request_is_no_undoing_verb(pond: Conversation) -> None:
    """Guard: the two characters opening a long undoing trigger ("我要" of 我要退年卡) close
    no clause in "我要一张年卡": no undoing asked."""
    pond.say("我要一张年卡")
    task = pond.last.state.active_task
    assert task is None or task.flow != "cancel_card"


# -- kind 4: a name said as "call me …" answering the own-name question --------------------


def test_call_me_answers_the_own_name_question_with_the_name(pond: Conversation) -> None:
    pond.say("订钓位 明天 2个人 要租竿 不要鱼饵 不夜钓", flow="book_spot", asked="who")
    pond.say("叫我阿强就行", slots={"who": "阿强"}, asked="tel")


# -- kind 5: a value of a slot that applies only when a yes-or-no slot is yes says the yes --


def test_a_value_of_a_conditioned_slot_answers_its_condition(pond: Conversation) -> None:
    pond.say(
        "订钓位 明天 2个人 晚上住标间",
        flow="book_spot",
        slots={"room": "标间", "stay": True},
        asked="rod",
    )


def test_a_condition_answered_in_the_message_is_kept(pond: Conversation) -> None:
    """Guard: nothing implied over what the message itself answers."""
    pond.say("订钓位 明天 2个人 不住宿", flow="book_spot", slots={"stay": False, "room": None})


# -- kind 6: a can-you question whose topic is a one-character object standing as a word,
# -- or a value only one flow lists ("课能提前约吗", "空中瑜伽还能约吗") ----------------------


def test_a_one_character_object_after_de_is_a_topic(pond: Conversation) -> None:
    pond.say("钓鱼的卡还能办吗", flow="buy_card", asked="tel")


def test_a_one_character_object_opening_its_clause_is_a_topic(pond: Conversation) -> None:
    pond.say("我常来 卡能先办一张吗", flow="buy_card", asked="tel")


def test_a_listed_value_as_the_topic_asks_for_its_flow(pond: Conversation) -> None:
    pond.say(
        "周日的黑坑还能订吗",
        flow="book_spot",
        slots={"area": "黑坑", "day": "2026-12-06"},
        asked="anglers",
    )


def test_a_one_character_object_inside_a_word_is_no_topic(pond: Conversation) -> None:
    """Guard: 卡 of 刷卡 is part of a word."""
    pond.say("刷卡能办吗")
    task = pond.last.state.active_task
    assert task is None or task.flow != "buy_card"


# -- kind 7: a person's name (``kind: name``, and its guess from a label of a name) ---------


def test_a_name_kind_reads_a_name_given_as_people_give_one(pond: Conversation) -> None:
    pond.say(
        "报名比赛 我叫王大力 电话13900001111",
        flow="enter_match",
        slots={"angler": "王大力", "tel": "+8613900001111"},
        phase="confirming",
    )


def test_a_name_kind_is_named_by_the_words_for_a_name(pond: Conversation) -> None:
    pond.say("报名比赛 我叫王大力 电话13900001111", flow="enter_match", phase="confirming")
    pond.say("名字写错了 是王大利", slots={"angler": "王大利"}, phase="confirming")


def test_a_label_of_a_name_is_named_by_the_words_for_a_name(pond: Conversation) -> None:
    """The guess, for a slot that declares no kind: 联系人 is a label of a name."""
    pond.say(
        "订钓位 明天 2个人 要租竿 不要鱼饵 不夜钓 我姓钱 电话13900001111 不住宿",
        flow="book_spot",
        phase="confirming",
    )
    pond.say("名字写错了 是孙", slots={"who": "孙"}, phase="confirming")
