"""Events: every state change, and the reducer that applies them.

The dispatcher never mutates a ``DialogueState`` directly; it emits events and this module
applies them. That makes the event log the whole truth: ``replay(events)`` rebuilds a state
equal to the saved one, ``history`` can show what changed at each version, and a failed turn
is discarded by dropping its working copy.

This module holds the table of reducers (``REDUCERS``: one per event type), the reducers of
the active task's events, ``apply_event``/``replay`` and the ``Recorder``. The reducers of
other concepts are modules of their own: beliefs (``belief_events.py``), what was said
(``window_events.py``), tasks that wait (``waiting_events.py``); the state objects they all
build, ``reducer_objects.py``. What an event holds is declared in ``event_model.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .belief_events import belief_overridden, belief_pending, belief_removed, belief_set
from .event_model import Event as Event
from .event_model import EventType, check_keys
from .reducer_objects import active_task, archived, trusted_slot, update_task
from .state import Clarification, DialogueState, Entity, PendingAction, Slot, Task
from .state_ops import assemble, build, replace
from .waiting_events import (
    after_moved,
    held_slot_set,
    queued_slot_set,
    task_dequeued,
    task_queued,
)
from .window_events import (
    append_message,
    bot_said,
    message_added,
    reply_kept,
    told,
    window_folded,
)

# Reducers never mutate an object they did not create: they replace it with an updated copy.
# A turn therefore starts from a shallow copy of the saved state, and the saved state (which
# the memory store hands out without copying) stays intact if the turn fails or conflicts.


def _session_started(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["session_id"] = d["session_id"]
    s.__dict__["user_id"] = d.get("user_id")


def _turn_started(s: DialogueState, d: dict[str, Any]) -> None:
    """A new turn, with the user's message when it has one: one event instead of two on
    every turn (older logs hold a separate ``message_added``, which still replays)."""
    s.__dict__["turn"] = d["turn"]
    if "turn_id" in d:
        s.__dict__["turn_id"] = d["turn_id"]
    text = d.get("text")
    if text is not None:
        append_message(s, "user", text)


def _task_started(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["task_counter"] = s.task_counter + 1
    s.__dict__["active_task"] = build(
        Task,
        id=d["task_id"],
        flow=d["flow"],
        slots={name: trusted_slot(name) for name in d["slots"]},
        started_turn=s.turn,
        phase=d.get("phase", "collecting"),
        step=d.get("step"),
        caller=d.get("caller"),
    )


def _slot_set(s: DialogueState, d: dict[str, Any]) -> None:
    task = active_task(s)
    name = d["slot"]
    old = task.slots.get(name) or Slot(name=name)
    slot = trusted_slot(
        name,
        d["value"],
        d.get("raw_text"),
        d.get("confidence", 1.0),
        d.get("confirmed", False),
        s.turn,
        archived(old, s.turn),
    )
    update_task(s, slots={**task.slots, name: slot}, confirmed=False)


def _slot_cleared(s: DialogueState, d: dict[str, Any]) -> None:
    task = active_task(s)
    old = task.slots.get(d["slot"])
    if old is None or old.value is None:
        return
    slot = trusted_slot(old.name, history=archived(old, s.turn))
    update_task(s, slots={**task.slots, old.name: slot}, confirmed=False)


def _slots_confirmed(s: DialogueState, d: dict[str, Any]) -> None:
    task = active_task(s)
    names = set(d["slots"])
    slots = {n: (replace(sl, confirmed=True) if n in names else sl) for n, sl in task.slots.items()}
    update_task(s, slots=slots, confirmed=task.confirmed or d.get("task", True))


def _phase_changed(s: DialogueState, d: dict[str, Any]) -> None:
    update_task(s, phase=d["to"])


def _step_changed(s: DialogueState, d: dict[str, Any]) -> None:
    """A move of the step machine: the step, and the phase it lands in when that changed
    (older logs record the phase in a ``phase_changed`` of its own, which still replays)."""
    phase = d.get("phase")
    if phase is None:
        update_task(s, step=d["to"])
    else:
        update_task(s, step=d["to"], phase=phase)


def _asked_changed(s: DialogueState, d: dict[str, Any]) -> None:
    update_task(s, asked=d.get("slot"))


def _clarification_set(s: DialogueState, d: dict[str, Any]) -> None:
    c = d.get("clarification")
    update_task(s, clarification=None if c is None else Clarification.model_validate(c))


def _unsure_queued(s: DialogueState, d: dict[str, Any]) -> None:
    """An unsure value said with the one being clarified: asked about after it."""
    c = Clarification.model_validate(d["clarification"])
    update_task(s, unsure=[*active_task(s).unsure, c])


def _unsure_dequeued(s: DialogueState, d: dict[str, Any]) -> None:
    update_task(s, unsure=active_task(s).unsure[1:])


def _denials_set(s: DialogueState, d: dict[str, Any]) -> None:
    update_task(s, denials=d["count"])


def _results_set(s: DialogueState, d: dict[str, Any]) -> None:
    update_task(s, results={**active_task(s).results, **d["results"]})


def _task_suspended(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["task_stack"] = [*s.task_stack, active_task(s)]
    s.__dict__["active_task"] = None


def _task_resumed(s: DialogueState, d: dict[str, Any]) -> None:
    for i in range(len(s.task_stack) - 1, -1, -1):
        if s.task_stack[i].id == d["task_id"]:
            s.__dict__["active_task"] = s.task_stack[i]
            s.__dict__["task_stack"] = s.task_stack[:i] + s.task_stack[i + 1 :]
            return
    raise ValueError(f"task {d['task_id']!r} is not on the task stack")


def _task_ended(s: DialogueState, d: dict[str, Any]) -> None:
    task = s.active_task
    if not d.get("pattern"):  # a repair pattern is no task the user asked for
        s.__dict__["last_task"] = task
    s.__dict__["active_task"] = None
    pending = s.pending_action
    if pending is not None and task is not None and pending.task_id == task.id:
        s.__dict__["pending_action"] = None


def _task_dropped(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["task_stack"] = [t for t in s.task_stack if t.id != d["task_id"]]


def _offer_resume_set(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["offer_resume"] = d.get("task_id")


def _entity_pushed(s: DialogueState, d: dict[str, Any]) -> None:
    """The entity on top of the stack. Taken by a slot (``keep_source``), an entity already
    there keeps where it came from: BK-1 cancelled is still the flight's booking, not a
    value of the cancellation's ``booking_id``."""
    kind, value, source, old = d["type"], d["value"], d.get("source"), s.entity_stack
    stack = [e for e in old if not (e.type == kind and e.value == value)]
    first = s.turn
    if len(stack) != len(old):
        same = next(e for e in old if e.type == kind and e.value == value)
        first = same.turn if same.first_turn is None else same.first_turn
        if d.get("keep_source"):
            source = same.source
    entity = {"type": kind, "value": value, "turn": s.turn, "source": source, "first_turn": first}
    stack.append(assemble(Entity, entity))
    limit = d.get("limit", 10)
    s.__dict__["entity_stack"] = stack[-limit:]


def _state_restored(s: DialogueState, d: dict[str, Any]) -> None:
    """Undo or load: the whole state becomes an earlier one, recorded like any change."""
    restored = DialogueState.model_validate(d["state"])
    fields = s.__dict__
    for name in DialogueState.model_fields:
        if name not in ("session_id", "user_id", "version"):
            fields[name] = getattr(restored, name)


def _action_claimed(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["pending_action"] = PendingAction.model_validate(d)


def _action_settled(s: DialogueState, d: dict[str, Any]) -> None:
    """The claimed action finished (``action_completed``, ``action_failed``)."""
    s.__dict__["pending_action"] = None


def _action_interrupted(s: DialogueState, d: dict[str, Any]) -> None:
    """Its process died: kept (for the key and the attempt count), holding nothing off."""
    pending = s.pending_action
    if pending is not None:
        s.__dict__["pending_action"] = replace(pending, interrupted=True)


def _task_discarded(s: DialogueState, d: dict[str, Any]) -> None:
    """A task whose flow the domain no longer has (flows edited between deploys)."""
    task_id = d["task_id"]
    if s.active_task is not None and s.active_task.id == task_id:
        s.__dict__["active_task"] = None
        s.__dict__["pending_action"] = None
    s.__dict__["task_stack"] = [t for t in s.task_stack if t.id != task_id]
    s.__dict__["queued"] = [t for t in s.queued if t.id != task_id]
    if s.last_task is not None and s.last_task.id == task_id:
        s.__dict__["last_task"] = None
    if s.offer_resume == task_id:
        s.__dict__["offer_resume"] = None


def _noop(s: DialogueState, d: dict[str, Any]) -> None:
    """Events that record something without changing state (a failed understanding)."""


REDUCERS: dict[str, Callable[[DialogueState, dict[str, Any]], None]] = {
    "session_started": _session_started,
    "turn_started": _turn_started,
    "task_started": _task_started,
    "slot_set": _slot_set,
    "slot_corrected": _slot_set,
    "slot_cleared": _slot_cleared,
    "slots_confirmed": _slots_confirmed,
    "phase_changed": _phase_changed,
    "step_changed": _step_changed,
    "asked_changed": _asked_changed,
    "clarification_set": _clarification_set,
    "unsure_queued": _unsure_queued,
    "unsure_dequeued": _unsure_dequeued,
    "denials_set": _denials_set,
    "results_set": _results_set,
    "task_suspended": _task_suspended,
    "task_resumed": _task_resumed,
    "task_ended": _task_ended,
    "task_dropped": _task_dropped,
    "offer_resume_set": _offer_resume_set,
    "task_queued": task_queued,
    "task_dequeued": task_dequeued,
    "after_moved": after_moved,
    "queued_slot_set": queued_slot_set,
    "held_slot_set": held_slot_set,
    "entity_pushed": _entity_pushed,
    "belief_set": belief_set,
    "belief_changed": belief_set,
    "belief_recalled": belief_set,
    "belief_removed": belief_removed,
    "belief_overridden": belief_overridden,
    "belief_pending": belief_pending,
    "belief_kept": _noop,
    "message_added": message_added,
    "window_folded": window_folded,
    "bot_said": bot_said,
    "told": told,
    "state_restored": _state_restored,
    "understanding_failed": _noop,
    "reader_failed": _noop,
    "llm_value_dropped": _noop,
    "action_claimed": _action_claimed,
    "action_completed": _action_settled,
    "action_failed": _action_settled,
    "action_interrupted": _action_interrupted,
    "action_result_late": _noop,
    "reply_kept": reply_kept,
    "task_discarded": _task_discarded,
    "understood_by": _noop,
    "understood": _noop,
    "handoff_requested": _noop,
}


def apply_event(state: DialogueState, event: Event) -> None:
    """Apply one event to ``state`` in place."""
    try:
        reducer = REDUCERS[event.type]
    except KeyError:
        raise ValueError(f"unknown event type {event.type!r}") from None
    # direct writes: pydantic's validating __setattr__ is the costliest step of a tiny event
    fields = state.__dict__
    fields["turn"] = event.turn
    reducer(state, event.data)
    fields["version"] = event.version


def replay(
    events: Iterable[Event], session_id: str = "", user_id: str | None = None
) -> DialogueState:
    """Rebuild a state from its event log (from the first event, or a ``session_started``)."""
    state = DialogueState(session_id=session_id, user_id=user_id)
    for event in events:
        apply_event(state, event)
    return state


def window_messages(event: Event) -> list[tuple[str, str]]:
    """(role, content) of the messages an event adds to the window, for readers of a log.

    The user's message rides on ``turn_started`` and the reply on ``bot_said``; logs written
    before that hold ``message_added`` events, read the same way.
    """
    d = event.data
    if event.type == "turn_started":
        return [] if d.get("text") is None else [("user", str(d["text"]))]
    if event.type == "bot_said":
        said = d.get("messages") or []
        return [("assistant", "\n".join(map(str, said)))] if d.get("window") and said else []
    if event.type == "message_added":
        return [(str(d.get("role")), str(d.get("content", "")))]
    return []


_set = object.__setattr__
_new = object.__new__
_EVENT_FIELDS = frozenset(Event.model_fields)

#: (type, *keys) of every event shape ``check_keys`` passed: a turn records the same few
#: shapes again and again, so each is checked once per process (bounded: an open record's
#: keys are the caller's)
_CHECKED: set[tuple[str, ...]] = set()
_CHECKED_LIMIT = 4096


class Recorder:
    """Emits events for one turn: applies each to the working state and keeps it."""

    __slots__ = ("events", "state", "version")

    def __init__(self, state: DialogueState, version: int) -> None:
        self.state = state
        self.version = version
        self.events: list[Event] = []

    def emit(self, kind: EventType, /, **data: Any) -> Event:
        """``apply_event`` inlined: this runs several times on every turn.

        The keys are checked against the type's model (``event_model.py``) the first time
        a shape is seen. The event is built as ``model_construct`` would, without its
        cost, from values the runtime already checked; its turn is the state's.
        """
        shape = (kind, *data)
        if shape not in _CHECKED:
            check_keys(kind, data)
            if len(_CHECKED) < _CHECKED_LIMIT:
                _CHECKED.add(shape)
        state = self.state
        fields = state.__dict__
        version = self.version
        event = _new(Event)
        _set(
            event,
            "__dict__",
            {"type": kind, "version": version, "turn": fields["turn"], "data": data},
        )
        _set(event, "__pydantic_fields_set__", _EVENT_FIELDS)
        _set(event, "__pydantic_extra__", None)
        _set(event, "__pydantic_private__", None)
        REDUCERS[kind](state, data)
        fields["version"] = version
        self.events.append(event)
        return event
