"""Kinds of mistake met while paying the forty-first session's code debts (issue 23's
structure), each tested here in other words on other domains; each test fails with its fix
taken out, but the guards beside them (named ``..._guard``, which pass either way). The
clock is a Wednesday (2026-12-09, 10:00).

1. **CODE_OF_A_MADE_THING_TAKEN_BY_TWO_FLOWS_OVER_WEAK_WORDS**: a code of a thing made that
   two flows take (the move and the status check of a piano tuning both read "PT-20417"),
   said where weak words of the description ask for the maker and for one of those takers
   ("my piano tuning on friday clashes, could we do monday instead? PT-20417"), chose no
   flow: the code's reading under weak words (``ValueOwners.taker_of_code``) took a taker
   only when it was the one flow taking the code at all, where the values' reading and the
   tied triggers' reading each chose among takers their own way. The three ask one rule
   now (``made_things.MadeCodes.takers``): of the takers of a code said, first the ones
   whose evidence is all for the thing (every other flow pointed at makes it), then the
   ones pointed at themselves; the move is asked for, no new tuning.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")  # a Wednesday

_talk = talker(CLOCK, {"book_tuning": {"ref": "PT-20417"}, "move_tuning": {}, "tuner_eta": {}})

# 1. piano tuning at home: booked, moved, and its tuner's arrival checked by its code
EN_PIANO = """
settings: {language: en, region: GB, currency: GBP}
flows:
  book_tuning:
    description: booking a piano tuning visit at home
    triggers: [book a piano tuning, tune my piano, piano tuner visit]
    entity: tuning
    slots:
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day suits?"}
      - {name: piano, type: enum, values: [upright, grand, digital], label: piano, prompt: "Upright, grand or digital?"}
    confirm: "A {piano} piano tuning on {day}. Book it?"
    action: book_tuning
    results: [{name: ref, entity: tuning}]
    done: "Booked, your reference is {ref}."
  move_tuning:
    description: moving a piano tuning to another day
    triggers: [move my tuning, change my tuning day, reschedule the tuner]
    slots:
      - {name: ref, type: text, entity: tuning, pattern: "^PT-\\\\d{5}$", label: tuning reference,
         prompt: "What's the reference? It looks like PT-12345."}
      - {name: day, type: date, min: tomorrow, max: +60d, label: new day, prompt: "Which day instead?"}
    confirm: "Move {ref} to {day}?"
    action: move_tuning
    done: "Moved."
  tuner_eta:
    description: checking when the tuner arrives
    triggers: [where is my tuner, when does the tuner arrive]
    slots:
      - {name: ref, type: text, entity: tuning, pattern: "^PT-\\\\d{5}$", label: tuning reference,
         prompt: "What's the reference? It looks like PT-12345."}
    action: tuner_eta
    done: "Your tuner is on the way."
"""


def test_a_code_two_flows_take_said_over_weak_words(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, EN_PIANO)
    chat.say(
        "my piano tuning on friday clashes w work, could we do monday instead? PT-20417",
        flow="move_tuning",
        slots={"ref": "PT-20417", "day": "2026-12-14"},
    )
    assert ran == []


def test_a_code_said_with_its_takers_trigger_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_PIANO)
    chat.say("where is my tuner?? ref PT-20417", flow="tuner_eta")
