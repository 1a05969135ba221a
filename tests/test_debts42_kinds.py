"""Kinds of mistake met while paying the forty-first session's code debts (issue 23's
structure), each tested here in other words on other domains; each test fails with its fix
taken out, but the guards beside them (named ``..._guard``, which pass either way). The
clock is a Wednesday (2026-12-09, 10:00).

1. **CODE_OF_A_MADE_THING_BESIDE_VALUES_OF_ITS_MAKER_AND_ANOTHER_FLOW**: "its the grand
   one, PT-20417, can it be monday instead" (a piano's kind listed by the tuning's booking
   and by a piano removal, the code of a tuning booked) asked "booking a piano tuning or
   moving a piano?", the code dropped: the values' reading gave a code of a made thing to
   its taker only when every flow the values point at makes the thing, or the taker is one
   of them. Three readers chose a code's taker each its own way (the values', the weak
   words' ``ValueOwners.takers_of_code``, the tied triggers' ``code_taker``, now
   ``taker_tied_with_maker``); they ask one rule now (``made_things.MadeCodes.takers``):
   of the flows taking a code said of a thing one flow pointed at makes, first those whose
   evidence is all for the thing, then those pointed at themselves, then any. The code is
   the tuning's: its move is asked for.

2. (the harness, no kind of understanding) A YAML number where a reply's text is compared
   (``bot_contains: 3``) raised TypeError inside ``check_reply`` and stopped the whole case
   file; a written-domains runner then ran the file again for each of its cases. The loader
   refuses it now with ``file:line:col step N: `bot_contains` is text…``
   (``tests/test_test_runner.py``), and ``written_support.CaseFiles`` runs a file that stops
   once, each case failing with the error (``test_a_case_file_that_stops_is_run_once``).

3. **CODE_OF_A_MADE_THING_TWO_FLOWS_TAKE_OVER_A_WEAK_WORD_OF_ITS_MAKER** (severe: a second
   booking was started): "the piano visit on friday clashes, monday instead? PT-20417"
   started a new tuning booking ("Which day suits?"): "piano" and "visit" of the booking's
   description ask for it weakly, and the code names no one flow (the move and the tuner's
   arrival both take it), so the code was dropped. The thing is made already: the flows
   taking its code are asked about ("Do you mean moving a piano tuning to another day or
   checking when the tuner arrives?"), no new one (``answering.requested``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
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
  move_piano:
    description: moving a piano to a new home
    triggers: [piano removal, move my piano to a new house]
    slots:
      - {name: piano, type: enum, values: [upright, grand, digital], label: piano, prompt: "Upright, grand or digital?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: moving day, prompt: "Which day is the move?"}
    confirm: "Move your {piano} piano on {day}?"
    action: move_piano
    done: "Booked the removal."
  tuner_eta:
    description: checking when the tuner arrives
    triggers: [where is my tuner, when does the tuner arrive]
    slots:
      - {name: ref, type: text, entity: tuning, pattern: "^PT-\\\\d{5}$", label: tuning reference,
         prompt: "What's the reference? It looks like PT-12345."}
    action: tuner_eta
    done: "Your tuner is on the way."
"""


def test_a_made_things_code_beside_values_of_its_maker_and_another_flow(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, EN_PIANO)
    chat.say(
        "its the grand one, PT-20417, can it be monday instead",
        flow="move_tuning",
        slots={"ref": "PT-20417", "day": "2026-12-14"},
    )
    assert ran == []


def test_a_code_two_flows_take_over_a_weak_word_of_its_maker(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, EN_PIANO)
    # the two flows taking the code, told apart by the new day only moving takes (the
    # lead's CODE_IN_A_LONGER_REQUEST_NAMED_NO_FLOW, merged after): no new booking either way
    chat.say(
        "the piano visit on friday clashes, monday instead? PT-20417",
        flow="move_tuning",
        slots={"ref": "PT-20417", "day": "2026-12-14"},
        bot_not_contains="booking",
    )
    assert ran == []


def test_a_code_said_with_its_takers_trigger_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, EN_PIANO)
    chat.say("where is my tuner?? ref PT-20417")
    assert ran == ["tuner_eta"]


# the written-domains harness: a case file that stops running is run once, not per case


def test_a_case_file_that_stops_is_run_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import written_support

    file = tmp_path / "d.test.yaml"
    file.write_text("cases:\n  - {name: a, steps: []}\n  - {name: b, steps: []}\n", "utf-8")
    runs: list[Path] = []

    def stops(f: Path, _make: object) -> list[object]:
        runs.append(f)
        raise TypeError("a bug met in the middle of the file")

    monkeypatch.setattr(written_support, "run_case_file", stops)
    files = written_support.CaseFiles({"d": file}, {})
    results = [files.result("d", n) for n in ("a", "b")]
    assert runs == [file]
    assert all(not r.passed and "TypeError" in (r.error or "") for r in results)
