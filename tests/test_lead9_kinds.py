"""Kinds of mistake a photo studio's booking desk (English) and a 代驾 service (Chinese),
written from docs/dsl.md and played as people type in the wave's ninth session, showed;
each tested here in other words on other domains: a ski rental shop (English) and an
airport transfer service, 机场接送 (Chinese). Each test fails with its fix taken out. The
clock is a Wednesday (2026-12-02, 10:00).

1. A value a slot lists, asked for politely as a question ("can you deliver it?" to a
   cake whose hand-over lists delivery; "can u do pet photos??" with nothing running) was
   a question for information: it changed nothing, or answered with the list of flows. A
   polite ask right before a listed value asks for it, as one right before a trigger asks
   for its flow; "can you tell me if …" stays a question.
2. A cancel word mid-task with a code in a later request of its own ("cancel that, i need
   to reschedule PS-2211 instead") started the destructive flow that takes such codes, on
   that code: a value standing after another flow's trigger, a flow that takes it too and
   undoes nothing, is that request's.
"""

from __future__ import annotations

from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

SKIS = """
settings: {language: en, region: US}
flows:
  rent_gear:
    description: renting skis or a snowboard
    triggers: [rent skis, ski rental, rent a snowboard, hire skis]
    slots:
      - {name: package, type: enum, values: [basic, sport, premium], synonyms: {basic: [cheap one, beginner package], premium: [top of the line, best one]}, prompt: "Basic, sport or premium?"}
      - {name: skiers, type: integer, kind: people, min: 1, max: 8, prompt: "How many skiers?"}
      - {name: start, type: date, min: today, max: +60d, prompt: "Which day do you start?"}
      - {name: handover, type: enum, values: [in store, hotel drop-off], required: false, default: in store, synonyms: {in store: [pick up, collect], hotel drop-off: [drop off, drop them off, bring them to the hotel]}}
      - {name: hotel, type: text, kind: address, when: {handover: hotel drop-off}, prompt: "Which hotel?"}
      - {name: renter, type: text, prompt: "Whose name is the rental under?"}
    confirm: "{package} for {skiers} from {start}, {handover}, under {renter}. Book it?"
    action: rent
    done: "Booked."
  move_rental:
    description: moving a rental to another day
    triggers: [move my rental, change my rental, reschedule my rental]
    slots:
      - {name: ref, type: text, pattern: "SK-\\\\d{4}", prompt: "Your rental number (SK-1234)?"}
      - {name: start, type: date, min: today, max: +60d, prompt: "Which day instead?"}
    confirm: "Move {ref} to {start}?"
    action: move
    done: "Moved."
  cancel_rental:
    description: cancelling a rental
    triggers: [cancel my rental, cancel the rental]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "SK-\\\\d{4}", prompt: "Your rental number (SK-1234)?"}
    confirm: "Cancel rental {ref}?"
    action: cancel
    done: "Cancelled."
"""


def _talk(tmp_path: Path, text: str) -> tuple[Conversation, list[str]]:
    (tmp_path / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    ran: list[str] = []
    for name in ("rent", "move", "cancel", "book"):
        bot.action(name)(lambda slots, ctx, name=name: ran.append(name) or {})
    return Conversation(bot, "s", "u1"), ran


# -- 1. a listed value asked for politely ------------------------------------------------------


def test_a_listed_value_asked_for_politely_mid_task(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, sport package for 2", asked="start")
    chat.say(
        "could you drop them off?",
        slots={"handover": "hotel drop-off", "start": None},
    )


def test_a_question_about_a_listed_value_changes_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, sport package for 2", asked="start")
    chat.say("can you tell me if premium has helmets", slots={"package": "sport"}, asked="start")


def test_a_listed_value_asked_for_politely_with_nothing_running(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say(
        "hey can u do the premium package for 3 of us?",
        flow="rent_gear",
        slots={"package": "premium", "skiers": 3},
    )


def test_a_question_naming_a_listed_value_starts_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("is the premium package worth it?", flow=None)


# -- 2. "cancel that" and another request: the running task let go, the request started -------


def test_cancel_that_with_another_request_leaves_the_task_for_it(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, SKIS)
    chat.say("rent skis", asked="package")
    chat.say(
        "cancel that, i need to move my rental SK-4410 to saturday instead",
        flow="move_rental",
        slots={"ref": "SK-4410", "start": "2026-12-05"},
        phase="confirming",
        stack=[],
    )
    chat.say("yes", flow=None)
    assert ran == ["move"]


def test_a_code_after_another_flows_trigger_is_no_cancel_target(tmp_path: Path) -> None:
    """The code stands in the rescheduling's clause: no cancellation of it is asked."""
    chat, ran = _talk(tmp_path, SKIS.replace("move my rental, change my rental", "reschedule"))
    chat.say("hire skis", asked="package")
    chat.say(
        "ok forget that. reschedule SK-4410 please",
        flow="move_rental",
        slots={"ref": "SK-4410"},
    )
    assert ran == []


def test_a_code_said_with_the_cancel_word_is_still_cancelled(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis", asked="package")
    chat.say("cancel SK-4410 please", flow="cancel_rental", phase="confirming")
