"""Property tests: random command sequences and random text never break the runtime's invariants."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_dispatcher import SPEC

from dialogflows import Dispatcher, replay
from dialogflows.commands import (
    Affirm,
    Amend,
    Cancel,
    ChitChat,
    ClearSlot,
    Command,
    CorrectSlot,
    Deny,
    ListOptions,
    Recall,
    Repeat,
    Resume,
    SetBelief,
    SetSlot,
    StartTask,
)
from dialogflows.nlu.scripted import ScriptedUnderstander
from dialogflows.testing import FixedClock

FLOWS = ["book_flight", "book_hotel", "weather", "cancel_booking"]
SLOT_VALUES: dict[str, list[Any]] = {
    "departure_city": ["Paris", "Rome", "Atlantis"],
    "arrival_city": ["Rome", "London", "NYC"],
    "depart_date": ["2026-12-04", "tomorrow", "not a date"],
    "seat_class": ["economy", "business", "banana"],
    "meal": ["vegetarian", "standard"],
    "passengers": [1, 3, 42, "two"],
    "city": ["Rome", "Paris", "Nowhere"],
    "nights": [2, 0, 31],
    "booking_id": ["BK-1", "HT-7"],
}

slot_commands = st.sampled_from(sorted(SLOT_VALUES)).flatmap(
    lambda name: st.builds(
        SetSlot,
        slot=st.just(name),
        value=st.sampled_from(SLOT_VALUES[name]),
        confidence=st.sampled_from([1.0, 0.9, 0.3]),
    )
)
correct_commands = st.sampled_from(sorted(SLOT_VALUES)).flatmap(
    lambda name: st.builds(
        CorrectSlot, slot=st.just(name), value=st.sampled_from(SLOT_VALUES[name])
    )
)
commands: st.SearchStrategy[Command] = st.one_of(
    st.builds(StartTask, flow=st.sampled_from(FLOWS)),
    slot_commands,
    correct_commands,
    st.builds(ClearSlot, slot=st.sampled_from(sorted(SLOT_VALUES))),
    st.just(Affirm()),
    st.just(Affirm()),
    st.just(Deny()),
    st.just(Cancel()),
    st.builds(Resume, flow=st.sampled_from([None, *FLOWS])),
    st.builds(
        SetBelief,
        key=st.sampled_from(["budget", "allergy"]),
        value=st.sampled_from([5000, "seafood", "nuts"]),
        invariant=st.booleans(),
        explicit_change=st.booleans(),
    ),
    st.just(ChitChat()),
    st.just(Repeat()),
    st.builds(Recall, entity=st.sampled_from(["booking", "city"])),
    st.builds(Recall, slot=st.sampled_from(sorted(SLOT_VALUES))),
    st.builds(Recall, belief=st.sampled_from(["budget", "allergy"])),
    st.builds(ListOptions, slot=st.sampled_from(sorted(SLOT_VALUES))),
    # a change of the flight once booked: cancel it and book it again, or "already done"
    st.builds(
        Amend,
        flow=st.just("book_flight"),
        slots=st.fixed_dictionaries(
            {"depart_date": st.sampled_from(SLOT_VALUES["depart_date"])},
            optional={"seat_class": st.sampled_from(SLOT_VALUES["seat_class"])},
        ),
    ),
)


@pytest.fixture(scope="module")
def bot(tmp_path_factory: pytest.TempPathFactory) -> Dispatcher:
    path: Path = tmp_path_factory.mktemp("spec") / "travel.yaml"
    path.write_text(SPEC, encoding="utf-8")
    b = Dispatcher.from_path(
        path, clock=FixedClock("2026-11-29T10:00:00"), understander=ScriptedUnderstander({})
    )
    executed: list[dict[str, Any]] = []
    b.executed = executed  # type: ignore[attr-defined]

    def record(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        executed.append({"flow": ctx.flow, "state": ctx.state})
        return {"booking_id": f"BK-{len(executed)}", "reservation_id": "HT-1", "forecast": "sun"}

    for name in ["book_flight", "book_hotel", "get_weather", "cancel_booking"]:
        b.action(name)(record)
    return b


counter = iter(range(10**9))


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(turns=st.lists(st.lists(commands, min_size=1, max_size=3), min_size=1, max_size=14))
def test_random_command_sequences_keep_invariants(
    bot: Dispatcher, turns: list[list[Command]]
) -> None:
    session = f"p{next(counter)}"
    last_version = 0
    for turn in turns:
        before = len(bot.executed)  # type: ignore[attr-defined]
        reply = bot.apply(session, turn, user_id="u")
        state = reply.state
        # versions strictly increase: one per turn, and one more for each action it ran
        # (its claim is saved before the action runs)
        claims = sum(e.type == "action_claimed" for e in reply.events)
        assert state.version == last_version + 1 + claims
        last_version = state.version
        # the stack never exceeds its bound and never holds the active task
        assert len(state.task_stack) <= bot.domain.settings.max_task_depth
        # tasks on hold and queued together too
        assert len(state.task_stack) + len(state.queued) <= bot.domain.settings.max_task_depth
        # a task queued to follow another waits behind it (queued, running or on hold)
        running = {t.id for t in (state.active_task, *state.task_stack) if t is not None}
        for i, q in enumerate(state.queued):
            if q.after is not None:
                assert q.after in running | {t.id for t in state.queued[:i]}, state.queued
        if state.active_task is not None:
            assert state.active_task.id not in {t.id for t in state.task_stack}
            assert state.phase in {"collecting", "clarifying", "confirming"}
        # a confirm flow executes only in a turn that said yes
        executed = bot.executed[before:]  # type: ignore[attr-defined]
        for call in executed:
            if call["flow"] in {"book_flight", "cancel_booking"}:
                assert any(isinstance(c, Affirm) for c in turn), (call, turn)
        # the entity stack stays bounded
        assert len(state.entity_stack) <= bot.domain.settings.entity_stack_size
    saved = bot.state(session, "u")
    assert replay(bot.events(session, "u"), session, "u").model_dump() == saved.model_dump()


TEXTS = st.one_of(
    st.text(max_size=200),
    st.sampled_from(
        ["", "   ", "\x00\x01\x02", "🙂🙃" * 50, "a" * 100_000, "\u202e\u200b", "\n\n\t"]
    ),
    st.sampled_from(["book a flight", "from Paris to Rome", "tomorrow", "yes", "no", "never mind"]),
)


@pytest.fixture(scope="module")
def rules_bot(tmp_path_factory: pytest.TempPathFactory) -> Dispatcher:
    path: Path = tmp_path_factory.mktemp("spec") / "travel.yaml"
    path.write_text(SPEC, encoding="utf-8")
    return Dispatcher.from_path(path, clock=FixedClock("2026-11-29T10:00:00"))


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(texts=st.lists(TEXTS, min_size=1, max_size=5))
def test_any_text_gets_a_reply_and_never_corrupts_state(
    rules_bot: Dispatcher, texts: list[str]
) -> None:
    session = f"t{next(counter)}"
    version = 0
    for text in texts:
        reply = rules_bot.handle(session, text, user_id="u")
        assert reply.messages and all(isinstance(m, str) and m for m in reply.messages)
        if not text.strip() or len(text) > rules_bot.domain.settings.max_message_chars:
            assert reply.state.version == version  # refused: nothing saved
        claims = sum(e.type == "action_claimed" for e in reply.events)
        assert reply.state.version in {version, version + 1 + claims}
        version = reply.state.version
    saved = rules_bot.state(session, "u")
    assert replay(rules_bot.events(session, "u"), session, "u").model_dump() == saved.model_dump()
