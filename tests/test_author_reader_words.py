"""Readers that spelled their English words in Python (or read only the built-in lists) now
read the lexicon in use, an author's words included (docs/lexicons.md). A marina's mooring
desk, written from docs/dsl.md and docs/lexicons.md before running: its lexicon adds a verb
and a joining word for more added to a free-text value ("tack berth 4 onto the dock") and a
word for "the following" ("the subsequent friday"). The same flows without the lexicon read
neither, so each conversation shows the author's words at work. The clock is a Wednesday
(2026-12-02): "friday" is 4 December.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-02T09:00:00")

MARINA = """
settings:
  language: en
LEXICONS
flows:
  book_mooring:
    description: booking a mooring
    triggers: [book a mooring, need a mooring, mooring for]
    slots:
      - name: day
        type: date
        min: today
        prompt: Which day do you arrive?
      - name: dock
        type: text
        prompt: Which dock should we put you at?
    confirm: "Mooring on {day} at {dock}?"
    action: book_mooring
    done: Booked.
"""

WORDS = """
# the marina's customers' words
part_add_verbs: [tack]
part_add_ends: [onto]
values:
  following_words: [subsequent]
"""


def _desk(tmp_path: Path, with_words: bool) -> Conversation:
    lexicons = "  lexicons: [marina.lexicon.yaml]" if with_words else ""
    (tmp_path / "marina.lexicon.yaml").write_text(WORDS, encoding="utf-8")
    (tmp_path / "marina.yaml").write_text(MARINA.replace("LEXICONS", lexicons), encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path / "marina.yaml", clock=CLOCK)
    stand_in_actions(bot, {"book_mooring": {}})
    return Conversation(bot, "s", "u1")


def _to_confirm(c: Conversation) -> None:
    c.say("need a mooring for friday", asked="dock")
    c.say("harbour road 12", phase="confirming", slots={"dock": "harbour road 12"})


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_words_add_to_a_free_text_value(tmp_path: Path, with_words: bool) -> None:
    c = _desk(tmp_path, with_words)
    _to_confirm(c)
    r = c.say("tack berth 4 onto the dock")
    dock = r.state.active_task.slots["dock"].value if r.state.active_task else None
    assert (dock == "harbour road 12, berth 4") is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_word_for_the_following_day(tmp_path: Path, with_words: bool) -> None:
    c = _desk(tmp_path, with_words)
    _to_confirm(c)
    r = c.say("the subsequent friday pls")
    day = r.state.active_task.slots["day"].value if r.state.active_task else None
    assert (day == "2026-12-11") is with_words
