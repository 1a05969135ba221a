"""Flows with explicit steps, whole conversations on a clinic domain written from docs/dsl.md
("steps", "conditions"): branches, a called sub-task and the way back (with a value of the
caller changed while the sub-task asks), a hand-over by `link`, flow guards, and a machine
altered in the test to show that the route is the machine's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.compiler import diagram
from dialogflows.events import replay
from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-11-29T10:00:00")  # a Sunday: "friday" is 2026-12-04

CLINIC = """
settings:
  language: en
flows:
  book_visit:
    description: booking a visit
    triggers: [book a visit, see a doctor, doctor appointment]
    slots:
      - name: doctor
        type: enum
        values: [Lee, Shah]
        prompt: Which doctor would you like to see?
        patterns: ["dr {value}", "doctor {value}"]
      - name: day
        type: date
        prompt: Which day suits you?
    results: [free, visit_id]
    steps:
      - call: check_patient
      - id: ask
        collect: [doctor, day]
      - action: find_slot
      - id: has_room
        branch:
          - when: free
            next: confirm_visit
          - else: full
      - id: full
        say: "Dr {doctor} is fully booked that day."
      - set: {day: null}
        next: ask
      - id: confirm_visit
        confirm: "Book Dr {doctor} on {day}?"
      - action: save_visit
      - end: done
        say: "Booked, your visit is {visit_id}."

  check_patient:
    description: checking who you are
    triggers: [check me in]
    if: false
    slots:
      - name: email
        type: email
        prompt: What email address do we have for you?
    results: [patient]
    steps:
      - collect: email
      - action: find_patient
      - branch:
          - when: patient != null
            next: greet
          - else: stranger
      - id: greet
        say: "Thanks, {patient}."
      - end: done
      - id: stranger
        end: failed
        say: I can't find that address in our records.

  report_symptom:
    description: telling us how you feel
    triggers: [i feel sick, not feeling well, im sick]
    slots:
      - name: symptom
        type: enum
        values: [fever, cough, chest pain]
        prompt: What is bothering you?
    steps:
      - collect: symptom
      - branch:
          - when: symptom == "chest pain"
            next: urgent
          - else: to_doctor
      - id: urgent
        end: done
        say: "Chest pain needs care right now: please call 112."
      - id: to_doctor
        say: Let's get you a visit for the {symptom}.
      - link: book_visit

  cancel_visit:
    description: cancelling a visit
    triggers: [cancel my visit, cancel the appointment]
    if: last.visit_id != null
    results: [dropped]
    steps:
      - confirm: Cancel the visit you just booked?
      - action: drop_visit
      - end: done
        say: Your visit is cancelled.
"""


def _actions(bot: Dispatcher) -> list[tuple[str, dict[str, Any]]]:
    calls: list[tuple[str, dict[str, Any]]] = []

    @bot.action("find_patient")
    def find_patient(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        calls.append(("find_patient", slots))
        return {"patient": "Jo" if slots["email"] == "jo@example.com" else None}

    @bot.action("find_slot")
    def find_slot(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        calls.append(("find_slot", slots))
        # Dr Shah does not work on Fridays
        return {"free": not (slots["doctor"] == "Shah" and str(slots["day"]) == "2026-12-04")}

    @bot.action("save_visit")
    def save_visit(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        calls.append(("save_visit", slots))
        return {"visit_id": "V-100"}

    @bot.action("drop_visit")
    def drop_visit(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        calls.append(("drop_visit", slots))
        return {"dropped": True}

    return calls


@pytest.fixture
def clinic_bot(tmp_path: Path) -> Dispatcher:
    (tmp_path / "clinic.yaml").write_text(CLINIC, encoding="utf-8")
    return Dispatcher.from_path(tmp_path / "clinic.yaml", clock=CLOCK)


@pytest.fixture
def clinic(clinic_bot: Dispatcher) -> Conversation:
    return Conversation(clinic_bot, "s", "u1")


def test_a_called_subtask_comes_back_and_the_callers_value_changed_meanwhile_counts(
    clinic_bot: Dispatcher,
) -> None:
    calls = _actions(clinic_bot)
    c = Conversation(clinic_bot, "s", "u1")
    c.say(
        "id like to see a doctor, dr shah on friday",
        flow="check_patient",
        stack=["book_visit"],
        bot="What email address do we have for you?",
    )
    held = c.last.state.task_stack[-1]
    assert held.slots["doctor"].value == "Shah" and held.step == "call_check_patient"
    # the caller's doctor changes while the sub-task asks its own question
    c.say("oh wait, make it dr lee", flow="check_patient", bot_contains="Lee")
    assert c.last.state.task_stack[-1].slots["doctor"].value == "Lee"
    c.say(
        "jo@example.com",
        phase="confirming",
        flow="book_visit",
        stack=[],
        bot=["Thanks, Jo.", "Book Dr Lee on Friday 4 December?"],
    )
    assert c.last.state.active_task.step == "confirm_visit"  # type: ignore[union-attr]
    c.say("yes pls", phase="chitchat", bot="Booked, your visit is V-100.")
    assert [name for name, _ in calls] == ["find_patient", "find_slot", "save_visit"]
    assert calls[1][1]["doctor"] == "Lee"


def test_the_else_branch_says_why_empties_the_day_and_asks_it_again(
    clinic_bot: Dispatcher,
) -> None:
    calls = _actions(clinic_bot)
    c = Conversation(clinic_bot, "s", "u1")
    c.say("book a visit with doctor shah for friday", flow="check_patient")
    c.say(
        "jo@example.com",
        flow="book_visit",
        phase="collecting",
        asked="day",
        bot=["Thanks, Jo.", "Dr Shah is fully booked that day.", "Which day suits you?"],
    )
    assert c.last.state.active_task.slots["day"].value is None  # type: ignore[union-attr]
    c.say("monday then", phase="confirming", bot="Book Dr Shah on Monday 30 November?")
    # a new day said at the confirmation is checked again before it is confirmed
    c.say("no, friday", phase="collecting", bot_contains="fully booked")
    c.say("tuesday", phase="confirming", bot="Book Dr Shah on Tuesday 1 December?")
    assert [s["day"] for n, s in calls if n == "find_slot"] == [
        "2026-12-04",
        "2026-11-30",
        "2026-12-04",
        "2026-12-01",
    ]
    c.say("nope", phase="collecting", bot="What would you like to change?")
    c.say("lee then", phase="confirming", bot="Book Dr Lee on Tuesday 1 December?")
    c.say("yes", phase="chitchat")
    assert [n for n, _ in calls].count("save_visit") == 1


def test_a_value_with_its_pattern_words_answers_what_to_change(clinic_bot: Dispatcher) -> None:
    _actions(clinic_bot)
    c = Conversation(clinic_bot, "s", "u1")
    c.say("book a visit with doctor shah for monday", flow="check_patient")
    c.say("jo@example.com", phase="confirming")
    c.say("nope", phase="collecting", bot="What would you like to change?")
    c.say("dr lee", phase="confirming", bot="Book Dr Lee on Monday 30 November?")


def test_a_subtask_that_fails_ends_its_caller_and_nothing_is_booked(
    clinic_bot: Dispatcher,
) -> None:
    calls = _actions(clinic_bot)
    c = Conversation(clinic_bot, "s", "u1")
    c.say("doctor appointment please", flow="check_patient", stack=["book_visit"])
    reply = c.say("nobody@example.org", phase="chitchat", stack=[])
    assert reply.messages[0] == "I can't find that address in our records."
    assert "booking a visit" in reply.messages[1]
    assert reply.state.last_task is not None and reply.state.last_task.phase == "failed"
    assert [n for n, _ in calls] == ["find_patient"]


def test_cancelling_the_subtask_cancels_the_task_that_called_it(clinic: Conversation) -> None:
    _actions(clinic.bot)
    clinic.say("see a doctor", flow="check_patient")
    clinic.say("forget it", phase="chitchat", stack=[], bot="OK, booking a visit is cancelled.")
    assert clinic.last.state.last_task.flow == "book_visit"  # type: ignore[union-attr]
    assert clinic.last.state.last_task.phase == "cancelled"  # type: ignore[union-attr]


def test_a_branch_links_to_another_flow_or_ends_there(clinic_bot: Dispatcher) -> None:
    _actions(clinic_bot)
    c = Conversation(clinic_bot, "a", "u1")
    c.say("im sick", flow="report_symptom", bot="What is bothering you?")
    c.say(
        "a bad cough",
        flow="check_patient",
        stack=["book_visit"],
        bot=["Let's get you a visit for the cough.", "What email address do we have for you?"],
    )
    assert c.last.state.last_task.flow == "report_symptom"  # type: ignore[union-attr]
    assert c.last.state.last_task.phase == "done"  # type: ignore[union-attr]
    urgent = Conversation(clinic_bot, "b", "u1")
    urgent.say("not feeling well", flow="report_symptom")
    urgent.say(
        "chest pain",
        phase="chitchat",
        stack=[],
        bot="Chest pain needs care right now: please call 112.",
    )


def test_flow_guards_decide_whether_a_trigger_counts(clinic_bot: Dispatcher) -> None:
    _actions(clinic_bot)
    c = Conversation(clinic_bot, "s", "u1")
    # `if: false`: reachable only by `call`, whatever the user says
    c.say("check me in", phase="chitchat", bot="Sorry, I can't help with that.")
    # `if: last.visit_id != null`: nothing booked yet, so nothing to cancel
    c.say("cancel my visit", phase="chitchat", bot="Sorry, I can't help with that.")
    c.say("book a visit with dr lee on monday", flow="check_patient")
    c.say("jo@example.com", phase="confirming")
    c.say("yes", phase="chitchat", bot="Booked, your visit is V-100.")
    c.say("cancel my visit", flow="cancel_visit", bot="Cancel the visit you just booked?")
    c.say("yes", phase="chitchat", bot="Your visit is cancelled.")


def test_the_route_is_the_machines_an_altered_machine_goes_elsewhere(
    clinic_bot: Dispatcher,
) -> None:
    _actions(clinic_bot)
    machine = clinic_bot.flows["book_visit"].steps.machine  # type: ignore[union-attr]
    # the branch now goes to `full` whatever the free slots say
    machine.remove_transition("advance", source="has_room")
    machine.add_transition("advance", "has_room", "full")
    c = Conversation(clinic_bot, "s", "u1")
    c.say("book a visit with dr lee on monday", flow="check_patient")
    c.say("jo@example.com", asked="day", bot_contains="Dr Lee is fully booked that day.")


def test_a_sessions_events_rebuild_its_step_and_its_caller(clinic_bot: Dispatcher) -> None:
    _actions(clinic_bot)
    c = Conversation(clinic_bot, "s", "u1")
    c.say("book a visit with dr lee", flow="check_patient")
    state = clinic_bot.state("s", user_id="u1")
    rebuilt = replay(clinic_bot.events("s", user_id="u1"))
    assert rebuilt.active_task is not None and state.active_task is not None
    assert rebuilt.active_task.step == state.active_task.step == "collect_email.asking"
    assert rebuilt.active_task.caller == state.task_stack[-1].id
    assert rebuilt.task_stack[-1].step == "call_check_patient"


def test_each_flows_diagram_shows_its_own_steps_and_branches(clinic_bot: Dispatcher) -> None:
    visit = diagram(clinic_bot.flows["book_visit"])
    patient = diagram(clinic_bot.flows["check_patient"])
    assert visit != patient
    assert 'state "ask: collect doctor, day" as ask' in visit
    assert "has_room --> confirm_visit: advance [free]" in visit
    assert "has_room --> full: advance" in visit
    assert "set_6 --> ask: advance" in visit
    assert "call_check_patient --> ask: returned" in visit
    assert "branch_3 --> greet: advance [patient != null]" in patient
    assert "collect_email" in patient and "collect_email" not in visit
    dot = diagram(clinic_bot.flows["report_symptom"], "dot")
    assert "link_book_visit" in dot and 'symptom == \\"chest pain\\"' in dot


def test_going_back_to_the_caller_takes_up_the_subtask_it_had_started(
    clinic_bot: Dispatcher,
) -> None:
    _actions(clinic_bot)
    c = Conversation(clinic_bot, "s", "u1")
    c.say("see a doctor", flow="check_patient", stack=["book_visit"])
    c.say("i feel sick", flow="report_symptom", stack=["book_visit", "check_patient"])
    c.say(
        "back to booking a visit",
        flow="check_patient",
        stack=["report_symptom", "book_visit"],
        bot_contains="What email address do we have for you?",
    )
    c.say("jo@example.com", flow="book_visit", stack=["report_symptom"], asked="doctor")


def test_the_prompt_state_block_names_the_step(clinic_bot: Dispatcher) -> None:
    _actions(clinic_bot)
    reply = Conversation(clinic_bot, "s", "u1").say(
        "book a visit with dr lee", flow="check_patient"
    )
    system = reply.prompt[0]["content"]
    assert 'step: "collect_email.asking"' in system
    assert "suspended_tasks" in system and "book_visit" in system


PARCELS = """
settings:
  language: en
flows:
  track_parcel:
    description: tracking a parcel
    triggers: [track my parcel, where is my package]
    slots:
      - {name: parcel, type: text, pattern: "^P[0-9]{3}$", prompt: "Which parcel number?"}
    action: track
    results: [status]
    branches:
      - when: {status: [lost, damaged]}
        say: "Sorry, parcel {parcel} is {status}."
        goto: file_claim
      - when: {status: late}
        say: "Parcel {parcel} is running late."
        outcome: failed
    done: "Parcel {parcel} arrives tomorrow."
    next: rate_service
  file_claim:
    description: filing a claim
    triggers: [file a claim]
    slots:
      - {name: parcel, type: text, pattern: "^P[0-9]{3}$", prompt: "Which parcel number?"}
      - {name: reason, type: text, prompt: "What happened to it?"}
    confirm: "File a claim for {parcel}: {reason}?"
    done: Your claim is filed.
  rate_service:
    description: rating our service
    triggers: [rate the service]
    slots:
      - {name: stars, type: integer, min: 1, max: 5, prompt: "How many stars, 1 to 5?"}
    done: Thanks for the {stars} stars!
"""


def test_a_form_flow_runs_as_the_steps_it_is_shorthand_for(tmp_path: Path) -> None:
    """Branches, `goto` and `next` of a form flow, on the steps it compiles to (the old
    lifecycle runtime is gone; it started `next` after a branch that failed, against
    docs/dsl.md: "a flow to start when this one is done")."""
    (tmp_path / "parcels.yaml").write_text(PARCELS, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path / "parcels.yaml", clock=CLOCK)
    statuses = {"P100": "on time", "P200": "lost", "P300": "late"}

    @bot.action("track")
    def track(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"status": statuses[slots["parcel"]]}

    assert bot.flows["track_parcel"].steps.info("outcome").kind == "branch"
    on_time = Conversation(bot, "a", "u1")
    on_time.say("where is my package", bot="Which parcel number?")
    on_time.say(
        "P100",
        flow="rate_service",
        bot=["Parcel P100 arrives tomorrow.", "How many stars, 1 to 5?"],
    )
    on_time.say("5", phase="chitchat", bot="Thanks for the 5 stars!")
    lost = Conversation(bot, "b", "u1")
    lost.say("track my parcel P200 pls", flow="file_claim", slots={"parcel": "P200"})
    assert lost.last.messages == ["Sorry, parcel P200 is lost.", "What happened to it?"]
    assert lost.last.state.last_task.phase == "done"  # type: ignore[union-attr]
    lost.say("the box was empty", phase="confirming")
    lost.say("yes", phase="chitchat", bot="Your claim is filed.")
    late = Conversation(bot, "c", "u1")
    late.say("track my parcel", bot="Which parcel number?")
    late.say("P300", phase="chitchat", bot="Parcel P300 is running late.")
    assert late.last.state.last_task.phase == "failed"  # type: ignore[union-attr]


@pytest.mark.parametrize("saved_step", [None, "a_step_renamed_since"])
def test_a_task_saved_without_its_step_goes_on_from_its_phase(
    tmp_path: Path, saved_step: str | None
) -> None:
    """A session saved before flows ran on steps, or on a step the flow no longer has:
    the task stands where its phase says, and the user's yes still books."""
    from dialogflows.state import replace, session_key

    (tmp_path / "parcels.yaml").write_text(PARCELS, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path / "parcels.yaml", clock=CLOCK)
    c = Conversation(bot, "s", "u1")
    c.say("file a claim for P100", asked="reason")
    c.say("it arrived wet", phase="confirming")
    key = session_key("u1", "s")
    state = bot.store.load(key)
    assert state is not None and state.active_task is not None
    old = replace(state, active_task=replace(state.active_task, step=saved_step))
    bot.store.save(key, replace(old, version=state.version + 1), state.version, [])
    c.say("yes", phase="chitchat", bot="Your claim is filed.")
