"""Kinds of mistake the thirty-sixth session's Chinese helper found running the cases of
two domains written from docs/dsl.md (a visa agency, tests/domains/qianzheng, and an
archery range, tests/domains/shejian); each tested here in other words on other domains,
and each test fails with its fix taken out, but the guards beside them (named
``..._guard``, which pass either way). The clock is a Monday (2027-03-01, 10:00).

1. **CANCELLED_THING_TOLD_AS_THE_REASON_AT_A_DESTRUCTIVE_CONFIRMATION**: "取消吧 行程取消了"
   to "撤销QZ4021？" kept the application: the reason tells that something else was
   called off (行程取消了, the trip), and its cancel word was read as taking the yes back,
   as "…算了还是别取消" does. A cancel word said of a subject of its own and closing its
   clause on a mark of done (the lexicon's ``done_particles``), no negation, wait, doubt,
   correction or change of mind before it, tells what happened: it is a reason, and the
   yes stands. Said as a let-go ("算了", "还是取消了吧") it still takes the yes back.
2. **DOING_IT_ONESELF_TO_A_SLOT_OFFERING_A_PERSONS_HELP**: "我以前练过 自己来就行" to
   "要教练指导吗？" asked again: doing the thing oneself (自己 and a verb of coming or doing)
   was the no only of a slot offering a thing brought over, lent or fetched (送, 上门, 借:
   the lexicon's ``boolean_lent``); a slot offering a person's help, guidance or company
   (指导, 陪同, 讲解, 代办) is offered the same way, and doing it oneself turns it down, as
   the answer to its question (said with a request, "我们自己开车来" declines no guide).
3. **SPEAKERS_COUNTED_BY_A_COLLOQUIAL_NUMBER**: "约射箭 我们仨 复合弓" asked "几位？": the
   speakers with 俩 glued after them were two (a fixed list, ``party_pair``), with 仨 nobody.
   The speakers (``party_us``: 我们, 咱们, 咱) with a count word of ``colloquial_counts``
   glued after them are that many people.
4. **HOLIDAY_NAMED_BY_ITS_SHORT_NAME**: "帮我和我老婆办个日本签证 五一去玩" read no day: 五一节
   and 劳动节 were holidays of the lexicon, the short name everyone says was not. 五一 and
   六一 are (the lexicon's ``holidays``).
5. **CONFIRMATIONS_OWN_VERB_SAID_BACK_AS_THE_GO_AHEAD**: "嗯 撤了吧 麻烦你们了" (and "撤了吧"
   alone) to "撤销QZ4078？" asked again: a Chinese question is answered yes by its verb said
   back, but at a destructive confirmation only a word of the lexicon's ``cancel`` list was
   heard as the go-ahead. The verb the author opens the confirmation or a trigger with,
   then only particles ("了吧"), a murmur at most before it and no negation in it, is the
   yes; clauses after it may only say why.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2027-03-01T10:00:00")

_talk = talker(CLOCK)

# 1. CANCELLED_THING_TOLD_AS_THE_REASON_AT_A_DESTRUCTIVE_CONFIRMATION

BANQUET = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  drop_banquet:
    description: 退订婚宴包厢
    triggers: [退订婚宴, 退婚宴, 婚宴不办了]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^HY\\\\d{3}$", label: 订单号, prompt: "订单号？形如HY123。"}
    action: drop_banquet
    done: "订单{ref}已退订。"
    cancelled: "好的，包厢给您留着。"
"""


@pytest.mark.parametrize(
    "said",
    ["对 退了吧 婚礼取消了", "退掉吧 酒席被男方家取消了", "是的 退订吧 两家的日子都取消了"],
)
def test_a_reason_telling_another_thing_was_called_off_undoes(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, BANQUET)
    chat.say("退订婚宴 HY204", flow="drop_banquet", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["drop_banquet"]


@pytest.mark.parametrize("said", ["对 退了吧 算了 还是取消了吧", "好的 退吧 我还是不取消了"])
def test_a_cancel_word_said_as_a_let_go_after_the_yes_undoes_nothing_guard(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, BANQUET)
    chat.say("退订婚宴 HY204", flow="drop_banquet", phase="confirming")
    chat.say(said)
    assert ran == []


# 2. DOING_IT_ONESELF_TO_A_SLOT_OFFERING_A_PERSONS_HELP

ESCORT = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_checkup:
    description: 预约老人体检
    triggers: [约体检, 预约体检]
    slots:
      - {name: escort, type: boolean, label: 全程陪同, prompt: "需要陪诊员全程陪同吗？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    action: book_checkup
    done: "约好了。"
"""

MUSEUM = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_visit:
    description: 预约参观博物馆
    triggers: [预约参观, 约参观]
    slots:
      - {name: guide, type: boolean, label: 讲解, prompt: "要安排讲解员讲解吗？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    action: book_visit
    done: "约好了。"
"""


@pytest.mark.parametrize("said", ["我自己去就行 认得路", "我身体还行 自己去就可以"])
def test_going_oneself_turns_down_company_offered(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, ESCORT)
    chat.say("约体检", flow="book_checkup", asked="escort")
    chat.say(said, slots={"escort": False}, asked="phone")


def test_doing_it_oneself_turns_down_a_guide_offered(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, MUSEUM)
    chat.say("预约参观", flow="book_visit", asked="guide")
    chat.say("来过好几次了 我们自己来就好", slots={"guide": False}, asked="phone")


def test_unable_to_go_oneself_is_no_no_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ESCORT)
    chat.say("约体检", flow="book_checkup", asked="escort")
    chat.say("我自己去不了", slots={"escort": None})


def test_a_plain_yes_to_the_offer_still_takes_it_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, MUSEUM)
    chat.say("预约参观", flow="book_visit", asked="guide")
    chat.say("要的", slots={"guide": True}, asked="phone")


def test_coming_over_oneself_said_with_the_request_declines_no_guide_guard(
    tmp_path: Path,
) -> None:
    chat, _ = _talk(tmp_path, MUSEUM)
    chat.say("预约参观 我们自己开车来", flow="book_visit", asked="guide", slots={"guide": None})


# 3. SPEAKERS_COUNTED_BY_A_COLLOQUIAL_NUMBER

FARMSTAY = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_table:
    description: 预订农家乐的桌子
    triggers: [订农家乐, 订桌]
    slots:
      - {name: diners, type: integer, kind: people, min: 1, max: 20, label: 人数, prompt: "几位？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    action: book_table
    done: "订好了。"
"""


@pytest.mark.parametrize("said", ["订农家乐 我们仨 周日中午", "订桌 咱们仨 这周日"])
def test_the_speakers_with_a_colloquial_three_are_three(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, FARMSTAY)
    chat.say(said, flow="book_table", slots={"diners": 3, "day": "2027-03-07"})


def test_the_speakers_with_a_colloquial_two_stay_two_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, FARMSTAY)
    chat.say("订桌 我们俩 这周日", flow="book_table", slots={"diners": 2, "day": "2027-03-07"})


# 4. HOLIDAY_NAMED_BY_ITS_SHORT_NAME

PARK = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  buy_tickets:
    description: 买游乐园门票
    triggers: [买门票, 订门票]
    slots:
      - {name: day, type: date, min: today, max: +120d, label: 日期, prompt: "哪天来玩？"}
      - {name: tickets, type: integer, counts: 票, measures: [张], min: 1, max: 10, label: 张数, prompt: "几张？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    action: buy_tickets
    done: "买好了。"
"""


@pytest.mark.parametrize(
    ("said", "day"),
    [("六一带孩子来 买门票", "2027-06-01"), ("订门票 五一那天的 2张", "2027-05-01")],
)
def test_a_holiday_said_by_its_short_name_is_its_day(tmp_path: Path, said: str, day: str) -> None:
    chat, _ = _talk(tmp_path, PARK)
    chat.say(said, flow="buy_tickets", slots={"day": day})


def test_a_holiday_said_in_full_is_still_its_day_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PARK)
    chat.say("劳动节来玩 买门票", flow="buy_tickets", slots={"day": "2027-05-01"})


# 5. CONFIRMATIONS_OWN_VERB_SAID_BACK_AS_THE_GO_AHEAD

CARD = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  close_card:
    description: 注销健身房会员卡
    triggers: [注销会员卡, 注销卡]
    destructive: true
    slots:
      - {name: card, type: text, pattern: "^HK\\\\d{4}$", label: 卡号, prompt: "卡号多少？HK开头的。"}
    confirm: "注销会员卡{card}？余额不退。"
    action: close_card
    done: "{card}已注销。"
    cancelled: "好的，卡给您留着。"
"""


@pytest.mark.parametrize("said", ["注销吧", "嗯 注销了吧", "注销吧 搬去外地了 给你们添麻烦了"])
def test_the_confirmations_verb_said_back_undoes(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, CARD)
    chat.say("注销会员卡 HK2031", flow="close_card", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["close_card"]


def test_the_verb_said_back_with_a_wait_after_it_undoes_nothing_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, CARD)
    chat.say("注销会员卡 HK2031", flow="close_card", phase="confirming")
    chat.say("嗯 注销吧 等等")
    assert ran == []


def test_a_no_to_the_undoing_still_keeps_it_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, CARD)
    chat.say("注销会员卡 HK2031", flow="close_card", phase="confirming")
    chat.say("不了", flow=None)
    assert ran == []
