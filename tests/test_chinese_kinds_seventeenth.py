"""The kinds of mistake the seventeenth Chinese session fixed, each tested here in other
words and another domain, 月饼团购 (a bakery's corporate mooncake orders: a filling with
synonyms, a count of boxes (`counts: 盒`, the flow's one count), a yes-no "deposit paid?"
asked with a mark of a thing done, a delivery day and a phone) and 农家乐 (a farm
restaurant's tables: a count of people, a contact's name), written inline. The kinds came
from 刻章店 and 陶艺馆 (tests/test_written_domains_seventeenth_zh.py). The clock is a Friday
(2026-12-04)."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-04T10:00:00")

MOONCAKE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_boxes:
    description: 月饼团购下单
    triggers: [订月饼, 团购月饼, 买月饼礼盒]
    slots:
      - {name: filling, type: enum, values: [蛋黄莲蓉, 五仁, 豆沙],
         synonyms: {蛋黄莲蓉: [双黄], 豆沙: [红豆沙]}, label: 口味, prompt: "什么口味？"}
      - {name: boxes, type: integer, counts: 盒, min: 1, max: 500, label: 盒数, prompt: "要多少盒？"}
      - {name: paid, type: boolean, label: 定金, prompt: "定金付了吗？"}
      - {name: day, type: date, min: today, max: +30d, label: 送货日期, prompt: "哪天送？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{filling}{boxes}盒，定金：{paid}，{day}送，电话{tel}。确认吗？"
    action: order_boxes
    done: "下单了。"
"""


@pytest.fixture
def mooncake(tmp_path: Path) -> Conversation:
    return stood_in(tmp_path / "mooncake.yaml", MOONCAKE, CLOCK, {"order_boxes": {}})[0]


# -- kind 1: a count with a measure word closing its clause, the counted thing left unsaid
# -- as Chinese leaves it once the request named it ("刻两个 后天来拿"), is the flow's one
# -- count; so is one typed glued to a change word at the confirmation ("改成3个") ----------


def test_a_count_closing_its_clause_with_the_request(mooncake: Conversation) -> None:
    mooncake.say(
        "订月饼 双黄的 要60份 下周三送",
        flow="order_boxes",
        slots={"filling": "蛋黄莲蓉", "boxes": 60, "day": "2026-12-09"},
        asked="paid",
    )


def test_a_count_closing_the_message_beside_a_phone(mooncake: Conversation) -> None:
    mooncake.say(
        "团购月饼 五仁 电话13912345678 120个",
        flow="order_boxes",
        slots={"filling": "五仁", "boxes": 120, "tel": "+8613912345678"},
    )


def test_a_count_glued_to_a_change_word_at_the_confirmation(mooncake: Conversation) -> None:
    mooncake.say("订月饼 豆沙 30盒 下周一送 电话13700001111", flow="order_boxes", asked="paid")
    mooncake.say("是的", slots={"paid": True}, phase="confirming")
    mooncake.say("改成45份", slots={"boxes": 45}, phase="confirming")


def test_a_measure_word_before_another_noun_counts_that_noun(mooncake: Conversation) -> None:
    # a guard of kind 1 (passes without the fix too): "3个小时" counts hours, no boxes
    mooncake.say("订月饼 豆沙 3个小时内能送到吗", slots={"boxes": None})


# -- kind 2: a yes-no question asked with a mark of a thing done ("定金付了吗？") is answered
# -- by its verb said back with the mark ("付了"), more words after it or not -----------------


def test_the_verb_said_back_with_the_mark_of_done_is_yes(mooncake: Conversation) -> None:
    mooncake.say("订月饼 五仁 30盒", flow="order_boxes", asked="paid")
    mooncake.say("付了 昨天微信转的", slots={"paid": True}, asked="day")


def test_the_verb_with_an_aspect_mark_and_the_mark_of_done_is_yes(mooncake: Conversation) -> None:
    mooncake.say("订月饼 豆沙 30盒", flow="order_boxes", asked="paid")
    mooncake.say("付过了", slots={"paid": True}, asked="day")


def test_the_verb_alone_after_a_negation_is_no(mooncake: Conversation) -> None:
    mooncake.say("订月饼 五仁 30盒", flow="order_boxes", asked="paid")
    mooncake.say("还没付", slots={"paid": False}, asked="day")


# -- kind 3: a message that only adds to a count ("等下 加上我老婆") while a free-text slot
# -- is asked adds to the count and is no free-text value too: its words add people, they
# -- name nobody. Another domain, 农家乐 (a farm restaurant's tables, written inline) -------

FARM = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_table:
    description: 农家乐订桌
    triggers: [订桌, 订个桌, 订位子]
    slots:
      - {name: guests, type: integer, kind: people, min: 1, max: 30, label: 人数, prompt: "几位？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天来？"}
      - {name: contact, type: text, kind: name, label: 联系人, prompt: "联系人怎么称呼？"}
      - {name: tel, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day} {guests}位，{contact}，电话{tel}。确认吗？"
    action: book_table
    done: "订好了。"
"""


@pytest.fixture
def farm(tmp_path: Path) -> Conversation:
    return stood_in(tmp_path / "farm.yaml", FARM, CLOCK, {"book_table": {}})[0]


def test_a_friend_added_while_a_name_is_asked_is_no_name(farm: Conversation) -> None:
    farm.say("订桌 周日 4个人", flow="book_table", slots={"guests": 4}, asked="contact")
    farm.say("加上我朋友", slots={"guests": 5, "contact": None}, asked="contact")


def test_a_companion_added_while_a_name_is_asked_is_no_name(farm: Conversation) -> None:
    farm.say("订个桌 明天 就我一个", flow="book_table", slots={"guests": 1}, asked="contact")
    farm.say("稍等 加上我妈", slots={"guests": 2, "contact": None}, asked="contact")
