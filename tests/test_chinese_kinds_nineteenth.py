"""Kinds of mistake in Chinese seen by the nineteenth Chinese session in its written domains
(剧本杀 tests/domains/jubensha, 相机租赁 tests/domains/xiangji; /work/notes/s19-chinese19.md),
each tested here in other words and another domain, written inline: a fruit shop (水果店:
fruit boxes ordered by kind, a count of boxes, a day and a yes-no delivery; a tasting booked
for a day and a count of people; a flow that only tells the prices). The clock is a Friday (2026-12-04)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-04T10:00:00")

SHOP = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_fruit:
    description: 订水果礼盒
    triggers: [订水果, 订礼盒, 买水果]
    slots:
      - {name: fruit, type: enum, values: [车厘子, 芒果, 橙子], label: 水果, prompt: "要哪种？"}
      - {name: boxes, type: integer, counts: 箱, min: 1, max: 20, label: 箱数, prompt: "要几箱？"}
      - {name: day, type: date, min: today, max: +7d, label: 日期, prompt: "哪天要？"}
      - {name: delivered, type: boolean, label: 送货上门, prompt: "要送上门吗？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{fruit}{boxes}箱，{day}，送货：{delivered}，电话{tel}。确认吗？"
    action: order_fruit
    done: "订好了。"
  book_tasting:
    description: 预约水果品鉴会
    triggers: [预约品鉴, 约品鉴会]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天来？"}
      - {name: guests, type: integer, kind: people, min: 1, max: 10, label: 人数, prompt: "几位？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day} {guests}位，电话{tel}。确认吗？"
    action: book_tasting
    done: "约好了。"
  prices:
    description: 水果价格
    triggers: [多少钱一箱, 价格表]
    done: "车厘子一箱298元，芒果一箱88元，橙子一箱68元。"
"""


@pytest.fixture
def shop(tmp_path: Path) -> Conversation:
    (tmp_path / "shop.yaml").write_text(SHOP, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, {"order_fruit": {}, "book_tasting": {}})
    return Conversation(bot, "s", "u1")


# -- kind 1 (SELF_PICKUP_WORD): fetching the thing at the shop said as one word (自提, 自取)
# -- is the no of a yes-or-no slot that offers to bring it, as "到店" is ---------------------


def test_self_pickup_in_one_word_answers_a_delivery_question(shop: Conversation) -> None:
    shop.say("订水果 芒果 2箱 明天", flow="order_fruit", asked="delivered")
    shop.say("到时候自提", slots={"delivered": False}, asked="tel")


def test_self_pickup_in_one_word_said_with_the_request(shop: Conversation) -> None:
    shop.say(
        "买水果 橙子3箱 周日 自提", flow="order_fruit", slots={"delivered": False}, asked="tel"
    )


# -- kind 2 (HELD_VALUE_WITH_OWN_VERB): to "Shall we get back to …?", the held task's value
# -- said with the flow's own verb right before it ("买周日的" for 买水果) takes the task up
# -- with it, as the bare value does; it is no small talk ------------------------------------


def test_a_held_day_said_with_the_flows_verb_takes_the_task_up(shop: Conversation) -> None:
    shop.say("订水果 车厘子 2箱", flow="order_fruit", asked="day")
    shop.say("你们多少钱一箱", bot_contains="298元")
    shop.say("买周日的", flow="order_fruit", slots={"day": "2026-12-06"}, asked="delivered")


# -- kind 3 (PEOPLE_COUNT_POINTS_NOWHERE): a count of people said with no trigger points at the
# -- one flow with a slot of `kind: people`, as a number said with a `counts:` noun points at
# -- the flow that counts it --------------------------------------------------------------------


def test_a_party_said_with_no_trigger_starts_the_flow_counting_people(shop: Conversation) -> None:
    shop.say(
        "下周日 3个大人2个孩子过来",
        flow="book_tasting",
        slots={"day": "2026-12-13", "guests": 5},
        asked="tel",
    )
