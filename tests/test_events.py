"""Replaying a session's event log rebuilds the state that was saved, for any conversation.

Conversations are drawn at random, one event at a time, choosing only events that make sense
in the current state (a slot needs an active task, a resume needs a suspended one), and are
recorded through ``Recorder`` exactly as the dispatcher records turns.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from dialogflows.events import Event, Recorder, replay, window_messages
from dialogflows.state import DialogueState
from dialogflows.stores import Store, open_store

json_leaf = (
    st.none()
    | st.booleans()
    | st.integers(-(2**53), 2**53)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
json_value = st.recursive(
    json_leaf,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)
names = st.sampled_from(["city", "date", "seats", "budget", "diet", "出发城市"])
phases = st.sampled_from(["collecting", "clarifying", "confirming", "executing"])
ended = st.sampled_from(["done", "failed", "cancelled"])
times = st.datetimes(
    min_value=datetime(2020, 1, 1), max_value=datetime(2030, 1, 1), timezones=st.just(UTC)
)

Draw = Callable[[st.SearchStrategy[Any]], Any]
Op = Callable[[Draw, Recorder], None]


def _slot_name(draw: Draw, rec: Recorder) -> str:
    """A slot of the active task, or any name: undeclared slots must replay too."""
    task = rec.state.active_task
    declared = list(task.slots) if task is not None else []
    return str(draw(st.sampled_from(declared) | names if declared else names))


def start_task(draw: Draw, rec: Recorder) -> None:
    rec.emit(
        "task_started",
        task_id=f"t{rec.state.task_counter + 1}",
        flow=draw(st.sampled_from(["book_flight", "order_food", "订机票"])),
        slots=draw(st.lists(names, max_size=4, unique=True)),
    )


def set_slot(draw: Draw, rec: Recorder) -> None:
    slot = _slot_name(draw, rec)
    kind = draw(st.sampled_from(["slot_set", "slot_corrected"]))
    rec.emit(
        kind,
        slot=slot,
        value=draw(json_value),
        raw_text=draw(st.none() | st.text(max_size=10)),
        confidence=draw(st.floats(0, 1)),
        confirmed=draw(st.booleans()),
    )


def clear_slot(draw: Draw, rec: Recorder) -> None:
    rec.emit("slot_cleared", slot=_slot_name(draw, rec))


def confirm(draw: Draw, rec: Recorder) -> None:
    slots = [_slot_name(draw, rec) for _ in range(draw(st.integers(0, 3)))]
    rec.emit("slots_confirmed", slots=slots, task=draw(st.booleans()))


def change_phase(draw: Draw, rec: Recorder) -> None:
    rec.emit("phase_changed", to=draw(phases))


def move_step(draw: Draw, rec: Recorder) -> None:
    """A move of the step machine: the step alone, or with the phase it lands in."""
    step = draw(st.sampled_from(["ask.asking", "check_limit", "confirm", "pay"]))
    phase = draw(st.none() | phases)
    data = {"to": step} if phase is None else {"to": step, "phase": phase}
    rec.emit("step_changed", **data)


def ask(draw: Draw, rec: Recorder) -> None:
    rec.emit("asked_changed", slot=draw(st.none() | names))


def clarify(draw: Draw, rec: Recorder) -> None:
    clarification = draw(
        st.none()
        | st.fixed_dictionaries(
            {"slot": names, "value": json_value, "confidence": st.floats(0, 1)},
            optional={"options": st.lists(json_value, max_size=3)},
        )
    )
    rec.emit("clarification_set", clarification=clarification)


def deny(draw: Draw, rec: Recorder) -> None:
    rec.emit("denials_set", count=draw(st.integers(0, 3)))


def results(draw: Draw, rec: Recorder) -> None:
    rec.emit("results_set", results=draw(st.dictionaries(names, json_value, max_size=2)))


def suspend(draw: Draw, rec: Recorder) -> None:
    rec.emit("task_suspended")


def resume(draw: Draw, rec: Recorder) -> None:
    rec.emit("task_resumed", task_id=draw(st.sampled_from([t.id for t in rec.state.task_stack])))


def end(draw: Draw, rec: Recorder) -> None:
    rec.emit("phase_changed", to=draw(ended))
    rec.emit("task_ended")


def drop(draw: Draw, rec: Recorder) -> None:
    rec.emit("task_dropped", task_id=draw(st.sampled_from([t.id for t in rec.state.task_stack])))


def offer_resume(draw: Draw, rec: Recorder) -> None:
    ids = [t.id for t in rec.state.task_stack]
    rec.emit("offer_resume_set", task_id=draw(st.none() | st.sampled_from(ids)) if ids else None)


def queue_task(draw: Draw, rec: Recorder) -> None:
    slots = draw(st.lists(names, max_size=3, unique=True))
    rec.emit(
        "task_queued",
        task_id=f"t{rec.state.task_counter + 1}",
        flow=draw(st.sampled_from(["book_hotel", "order_status", "订酒店"])),
        slots=slots,
        values={n: draw(json_value) for n in slots if draw(st.booleans())},
    )


def dequeue_task(draw: Draw, rec: Recorder) -> None:
    task_id = draw(st.sampled_from([t.id for t in rec.state.queued]))
    rec.emit("task_dequeued", task_id=task_id, dropped=draw(st.booleans()))


def push_entity(draw: Draw, rec: Recorder) -> None:
    rec.emit(
        "entity_pushed",
        type=draw(names),
        value=draw(json_value),
        source=draw(st.none() | st.sampled_from(["user", "action"])),
        limit=draw(st.integers(1, 5)),
    )


def set_belief(draw: Draw, rec: Recorder) -> None:
    kind = draw(st.sampled_from(["belief_set", "belief_changed", "belief_recalled"]))
    time = draw(st.none() | times | times.map(datetime.isoformat))
    rec.emit(
        kind,
        key=draw(names),
        value=draw(json_value),
        source=draw(st.sampled_from(["user", "inferred"])),
        time=time,
        invariant=draw(st.booleans()),
        lasting=draw(st.booleans()),
    )


def remove_belief(draw: Draw, rec: Recorder) -> None:
    rec.emit("belief_removed", key=draw(names))


def message(draw: Draw, rec: Recorder) -> None:
    rec.emit(
        "message_added",
        role=draw(st.sampled_from(["user", "assistant"])),
        content=draw(st.text(max_size=20)),
    )


def fold(draw: Draw, rec: Recorder) -> None:
    count = draw(st.integers(0, len(rec.state.window)))
    rec.emit("window_folded", count=count, summary=draw(st.text(max_size=20)))


def bot_said(draw: Draw, rec: Recorder) -> None:
    rec.emit("bot_said", messages=draw(st.lists(st.text(max_size=10), max_size=2)))


def record_only(draw: Draw, rec: Recorder) -> None:
    kind = draw(st.sampled_from(["understanding_failed", "action_failed", "handoff_requested"]))
    rec.emit(kind, reason=draw(st.text(max_size=10)))


def applicable(state: DialogueState) -> list[Op]:
    ops: list[Op] = [push_entity, set_belief, remove_belief, message, fold, bot_said, record_only]
    if len(state.queued) < 3:
        ops.append(queue_task)
    if state.queued:
        ops.append(dequeue_task)
    if state.task_stack:
        ops += [drop, offer_resume]
    if state.active_task is None:
        ops.append(start_task)
        if state.task_stack:
            ops.append(resume)
    else:
        ops += [
            set_slot,
            clear_slot,
            confirm,
            change_phase,
            move_step,
            ask,
            clarify,
            deny,
            results,
            end,
        ]
        if len(state.task_stack) < 3:
            ops.append(suspend)
    return ops


def converse(
    draw: Draw, turns: int, on_turn: Callable[[DialogueState, int, list[Event]], None]
) -> DialogueState:
    """Play ``turns`` random turns, calling ``on_turn(state, expected_version, events)`` after each."""
    state = DialogueState(session_id="s1", user_id="u1")
    for n in range(turns):
        version = state.version
        before = state.model_dump()
        working = state.model_copy()  # shallow, as the dispatcher does: reducers copy on write
        rec = Recorder(working, version + 1)
        if n == 0:
            rec.emit("session_started", session_id="s1", user_id="u1")
        rec.emit("turn_started", turn=working.turn + 1)
        for _ in range(draw(st.integers(0, 6))):
            op = draw(st.sampled_from(applicable(working)))
            op(draw, rec)
        assert state.model_dump() == before, "a reducer mutated the state the turn started from"
        on_turn(working, version, rec.events)
        state = working
    return state


@given(data=st.data(), turns=st.integers(1, 8))
@settings(max_examples=150, deadline=None)
def test_replaying_the_events_of_a_random_conversation_rebuilds_its_state(
    data: st.DataObject, turns: int
) -> None:
    log: list[Event] = []
    final = converse(data.draw, turns, lambda state, version, events: log.extend(events))
    assert replay(log).model_dump() == final.model_dump()
    # reducers build state objects without validation: each must hold exactly its fields,
    # with values the validating constructor accepts as they are
    for obj in _models(final):
        assert obj.__dict__.keys() == type(obj).model_fields.keys(), type(obj).__name__
    assert DialogueState.model_validate(final.model_dump()) == final


def _models(model: BaseModel) -> Iterator[BaseModel]:
    """``model`` and every model inside it (tasks, slots, archived values, entities ...)."""
    yield model
    for name in type(model).model_fields:
        value = getattr(model, name)
        items = value.values() if isinstance(value, dict) else value
        for item in items if isinstance(value, dict | list) else [value]:
            if isinstance(item, BaseModel):
                yield from _models(item)


@pytest.fixture(
    scope="module",
    params=["memory", "sqlite", pytest.param("redis", marks=pytest.mark.redis)],
)
def store(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Store]:
    if request.param == "memory":
        s = open_store("memory://")
    elif request.param == "sqlite":
        s = open_store(f"sqlite:///{tmp_path_factory.mktemp('events')}/replay.db")
    else:
        s = open_store(request.getfixturevalue("redis_server").url)
    yield s
    s.close()


@given(data=st.data(), turns=st.integers(1, 6))
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_the_stored_event_log_replays_to_the_stored_state(
    store: Store, data: st.DataObject, turns: int
) -> None:
    key = f"u1:{uuid.uuid4().hex}"

    def save(state: DialogueState, version: int, events: list[Event]) -> None:
        store.save(key, state, version, events)

    final = converse(data.draw, turns, save)
    saved = store.load(key)
    assert saved is not None and saved.version == turns
    rebuilt = replay(store.events(key))
    assert rebuilt.model_dump() == saved.model_dump()
    assert saved.model_dump(mode="json") == final.model_dump(mode="json")


def test_the_recorder_can_record_an_entity_push() -> None:
    state = DialogueState(session_id="s1")
    Recorder(state, 1).emit("entity_pushed", type="city", value="Rome")
    assert [e.value for e in state.entity_stack] == ["Rome"]


def test_logs_from_before_the_merged_message_events_replay_to_the_same_window() -> None:
    """Older logs carried each message as ``message_added``; the user's message now rides on
    ``turn_started`` and the reply on ``bot_said``. Both replay to one window and read the
    same to ``window_messages`` (history, the simulator)."""
    old = [
        Event(type="turn_started", version=1, turn=1, data={"turn": 1}),
        Event(type="message_added", version=1, turn=1, data={"role": "user", "content": "hi"}),
        Event(type="bot_said", version=1, turn=1, data={"messages": ["Hello", "How can I help?"]}),
        Event(
            type="message_added",
            version=1,
            turn=1,
            data={"role": "assistant", "content": "Hello\nHow can I help?"},
        ),
    ]
    new = [
        Event(type="turn_started", version=1, turn=1, data={"turn": 1, "text": "hi"}),
        Event(
            type="bot_said",
            version=1,
            turn=1,
            data={"messages": ["Hello", "How can I help?"], "window": True},
        ),
    ]
    a, b = replay(old, "s"), replay(new, "s")
    assert [(m.role, m.content) for m in a.window] == [
        ("user", "hi"),
        ("assistant", "Hello\nHow can I help?"),
    ]
    assert a.window == b.window and a.last_bot == b.last_bot
    said_old = [m for e in old for m in window_messages(e)]
    assert (
        said_old
        == [m for e in new for m in window_messages(e)]
        == [
            ("user", "hi"),
            ("assistant", "Hello\nHow can I help?"),
        ]
    )


def test_logs_from_before_one_event_per_move_replay_to_the_same_task() -> None:
    """Older logs record a move of the step machine that changed the phase as a
    ``step_changed`` and a ``phase_changed``; it is one ``step_changed`` with ``phase`` now.
    Both replay to the same task."""
    start = Event(
        type="task_started",
        version=1,
        turn=1,
        data={"task_id": "t1", "flow": "renew_permit", "slots": ["plate"], "step": "ask.asking"},
    )
    old = [
        start,
        Event(type="step_changed", version=2, turn=2, data={"from": "ask.asking", "to": "sure"}),
        Event(
            type="phase_changed", version=2, turn=2, data={"from": "collecting", "to": "confirming"}
        ),
    ]
    new = [
        start,
        Event(
            type="step_changed",
            version=2,
            turn=2,
            data={"from": "ask.asking", "to": "sure", "phase": "confirming"},
        ),
    ]
    a, b = replay(old, "s"), replay(new, "s")
    assert a.active_task is not None and b.active_task is not None
    assert (a.active_task.step, a.active_task.phase) == ("sure", "confirming")
    assert a.model_dump() == b.model_dump()
