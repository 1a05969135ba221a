"""Events: every state change, and the reducer that applies them.

The dispatcher never mutates a ``DialogueState`` directly; it emits events and this module
applies them. That makes the event log the whole truth: ``replay(events)`` rebuilds a state
equal to the saved one, ``history`` can show what changed at each version, and a failed turn
is discarded by dropping its working copy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any

from .event_model import Event as Event
from .event_model import check_keys
from .state import (
    SPOKEN_OF_KEPT,
    ArchivedValue,
    Belief,
    Clarification,
    DialogueState,
    Entity,
    KeptReply,
    Message,
    PendingAction,
    Slot,
    Task,
)
from .state_ops import assemble, build, replace


def _task(state: DialogueState) -> Task:
    if state.active_task is None:
        raise ValueError("event needs an active task, but none is active")
    return state.active_task


# Reducers never mutate an object they did not create: they replace it with an updated copy.
# A turn therefore starts from a shallow copy of the saved state, and the saved state (which
# the memory store hands out without copying) stays intact if the turn fails or conflicts.


def _update_task(s: DialogueState, **changes: Any) -> Task:
    """The active task replaced by a copy with ``changes``: ``replace`` inlined, since most
    events of a turn do this."""
    fields = s.__dict__
    old = fields["active_task"]
    if old is None:
        raise ValueError("event needs an active task, but none is active")
    copied = old.__dict__.copy()
    copied.update(changes)
    task = _new(Task)
    _set(task, "__dict__", copied)
    _set(task, "__pydantic_fields_set__", _TASK_FIELDS)
    _set(task, "__pydantic_extra__", None)
    _set(task, "__pydantic_private__", None)
    fields["active_task"] = task
    return task


_set = object.__setattr__
_new = object.__new__
_TASK_FIELDS = set(Task.model_fields)
_SLOT_FIELDS = set(Slot.model_fields)

#: Archived values kept per slot or belief: enough to audit, bounded so that a value changed
#: thousands of times does not slow every later turn.
HISTORY_LIMIT = 20


def _slot(
    name: str,
    value: Any = None,
    raw_text: str | None = None,
    confidence: float = 1.0,
    confirmed: bool = False,
    source_turn: int | None = None,
    history: list[ArchivedValue] | None = None,
) -> Slot:
    """A ``Slot`` from trusted values; the commonest object of a turn, so spelled out
    (``assemble`` inlined)."""
    slot = _new(Slot)
    _set(
        slot,
        "__dict__",
        {
            "name": name,
            "value": value,
            "raw_text": raw_text,
            "confidence": confidence,
            "confirmed": confirmed,
            "source_turn": source_turn,
            "history": [] if history is None else history,
            "overrides": [],
        },
    )
    _set(slot, "__pydantic_fields_set__", _SLOT_FIELDS)
    _set(slot, "__pydantic_extra__", None)
    _set(slot, "__pydantic_private__", None)
    return slot


def _archive(slot: Slot, turn: int) -> list[ArchivedValue]:
    if slot.value is None or slot.source_turn is None:
        return slot.history
    old = ArchivedValue(
        value=slot.value, raw_text=slot.raw_text, turn=slot.source_turn, replaced_turn=turn
    )
    return [*slot.history[-(HISTORY_LIMIT - 1) :], old]


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
        _append_message(s, "user", text)


def _task_started(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["task_counter"] = s.task_counter + 1
    s.__dict__["active_task"] = build(
        Task,
        id=d["task_id"],
        flow=d["flow"],
        slots={name: _slot(name) for name in d["slots"]},
        started_turn=s.turn,
        phase=d.get("phase", "collecting"),
        step=d.get("step"),
        caller=d.get("caller"),
    )


def _slot_set(s: DialogueState, d: dict[str, Any]) -> None:
    task = _task(s)
    name = d["slot"]
    old = task.slots.get(name) or Slot(name=name)
    slot = _slot(
        name,
        d["value"],
        d.get("raw_text"),
        d.get("confidence", 1.0),
        d.get("confirmed", False),
        s.turn,
        _archive(old, s.turn),
    )
    _update_task(s, slots={**task.slots, name: slot}, confirmed=False)


def _slot_cleared(s: DialogueState, d: dict[str, Any]) -> None:
    task = _task(s)
    old = task.slots.get(d["slot"])
    if old is None or old.value is None:
        return
    slot = _slot(old.name, history=_archive(old, s.turn))
    _update_task(s, slots={**task.slots, old.name: slot}, confirmed=False)


def _slots_confirmed(s: DialogueState, d: dict[str, Any]) -> None:
    task = _task(s)
    names = set(d["slots"])
    slots = {n: (replace(sl, confirmed=True) if n in names else sl) for n, sl in task.slots.items()}
    _update_task(s, slots=slots, confirmed=task.confirmed or d.get("task", True))


def _phase_changed(s: DialogueState, d: dict[str, Any]) -> None:
    _update_task(s, phase=d["to"])


def _step_changed(s: DialogueState, d: dict[str, Any]) -> None:
    """A move of the step machine: the step, and the phase it lands in when that changed
    (older logs record the phase in a ``phase_changed`` of its own, which still replays)."""
    phase = d.get("phase")
    if phase is None:
        _update_task(s, step=d["to"])
    else:
        _update_task(s, step=d["to"], phase=phase)


def _asked_changed(s: DialogueState, d: dict[str, Any]) -> None:
    _update_task(s, asked=d.get("slot"))


def _clarification_set(s: DialogueState, d: dict[str, Any]) -> None:
    c = d.get("clarification")
    _update_task(s, clarification=None if c is None else Clarification.model_validate(c))


def _unsure_queued(s: DialogueState, d: dict[str, Any]) -> None:
    """An unsure value said with the one being clarified: asked about after it."""
    c = Clarification.model_validate(d["clarification"])
    _update_task(s, unsure=[*_task(s).unsure, c])


def _unsure_dequeued(s: DialogueState, d: dict[str, Any]) -> None:
    _update_task(s, unsure=_task(s).unsure[1:])


def _denials_set(s: DialogueState, d: dict[str, Any]) -> None:
    _update_task(s, denials=d["count"])


def _results_set(s: DialogueState, d: dict[str, Any]) -> None:
    _update_task(s, results={**_task(s).results, **d["results"]})


def _task_suspended(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["task_stack"] = [*s.task_stack, _task(s)]
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


def _task_queued(s: DialogueState, d: dict[str, Any]) -> None:
    """A task asked for after the active one: it gets its id now, and its values as slots."""
    s.__dict__["task_counter"] = s.task_counter + 1
    values = d.get("values") or {}
    slots = {
        name: (
            _slot(name, values[name], source_turn=s.turn)
            if values.get(name) is not None
            else _slot(name)
        )
        for name in d["slots"]
    }
    task = build(
        Task,
        id=d["task_id"],
        flow=d["flow"],
        slots=slots,
        started_turn=s.turn,
        after=d.get("after"),
    )
    s.__dict__["queued"] = [*s.queued, task]


def _task_dequeued(s: DialogueState, d: dict[str, Any]) -> None:
    """A queued task taken off the queue: started (a ``task_started`` follows) or dropped."""
    s.__dict__["queued"] = [t for t in s.queued if t.id != d["task_id"]]


def _queued_slot_set(s: DialogueState, d: dict[str, Any]) -> None:
    """A value said for a queued task before its turn ("a suite" for the hotel that waits
    for the flight): it starts with it."""
    _waiting_slot_set(s, d, "queued")


def _held_slot_set(s: DialogueState, d: dict[str, Any]) -> None:
    """A value said for a task on hold ("economy for the flight" while the hotel put it
    on hold is asked about): it resumes with it."""
    _waiting_slot_set(s, d, "task_stack")


def _waiting_slot_set(s: DialogueState, d: dict[str, Any], where: str) -> None:
    task_id, name = d["task_id"], d["slot"]
    tasks = list(getattr(s, where))
    for i, task in enumerate(tasks):
        if task.id == task_id:
            old = task.slots.get(name) or _slot(name)
            slot = _slot(
                name,
                d["value"],
                d.get("raw_text"),
                source_turn=s.turn,
                history=_archive(old, s.turn),
            )
            tasks[i] = replace(task, slots={**task.slots, name: slot})
            s.__dict__[where] = tasks
            return
    raise ValueError(f"task {task_id!r} is not in {where}")


def _after_moved(s: DialogueState, d: dict[str, Any]) -> None:
    """A queued task that others follow started under a new id: they follow that id now."""
    old, new = d["from"], d["to"]
    s.__dict__["queued"] = [replace(t, after=new) if t.after == old else t for t in s.queued]


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


def _belief_set(s: DialogueState, d: dict[str, Any]) -> None:
    old = s.beliefs.get(d["key"])
    history = list(old.history) if old is not None else []
    if old is not None and old.value != d["value"]:
        old_value = ArchivedValue(value=old.value, turn=old.turn, replaced_turn=s.turn)
        history = [*history[-(HISTORY_LIMIT - 1) :], old_value]
    time = d.get("time")
    belief = Belief(
        key=d["key"],
        value=d["value"],
        source=d.get("source", "user"),
        turn=d.get("turn", s.turn),
        time=datetime.fromisoformat(time) if isinstance(time, str) else time,
        invariant=d.get("invariant", False),
        lasting=d.get("lasting", False),
        history=history,
        kind=d.get("kind", old.kind if old is not None else None),
        confidence=d.get("confidence", 1.0),
        session=d.get("session", s.session_id),
    )
    s.__dict__["beliefs"] = {**s.beliefs, d["key"]: belief}


def _belief_overridden(s: DialogueState, d: dict[str, Any]) -> None:
    """The user went past a belief for one slot's value; the belief itself is unchanged."""
    task = _task(s)
    slot = task.slots.get(d["slot"])
    if slot is None or d["belief"] in slot.overrides:
        return
    changed = replace(slot, overrides=[*slot.overrides, d["belief"]])
    _update_task(s, slots={**task.slots, slot.name: changed})


def _belief_pending(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["pending_belief"] = d.get("belief")


def _belief_removed(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["beliefs"] = {k: b for k, b in s.beliefs.items() if k != d["key"]}


def _append_message(s: DialogueState, role: str, content: str) -> None:
    message = assemble(Message, {"role": role, "content": content, "turn": s.turn})
    s.__dict__["window"] = [*s.window, message]


def _message_added(s: DialogueState, d: dict[str, Any]) -> None:
    _append_message(s, d["role"], d["content"])


def _window_folded(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["window"] = s.window[d["count"] :]
    s.__dict__["summary"] = d["summary"]


def _bot_said(s: DialogueState, d: dict[str, Any]) -> None:
    """What the bot said this turn; with ``window`` set, it also joins the window as one
    assistant message (older logs recorded that as a separate ``message_added``)."""
    messages = d["messages"]
    s.__dict__["last_bot"] = list(messages)
    if d.get("window") and messages:
        _append_message(s, "assistant", "\n".join(messages))


def _told(s: DialogueState, d: dict[str, Any]) -> None:
    """What the bot told this turn that the understanding reads next: each part given
    replaces the one before, with this turn's number (refused values add up in a turn, and
    over the conversation in ``spoken_of``)."""
    changes: dict[str, Any] = {}
    if "which_flow" in d:
        changes.update(which_flow=list(d["which_flow"] or ()), which_flow_turn=s.turn)
    if "ended" in d:
        changes.update(ended=d["ended"], ended_turn=s.turn)
    if "refused" in d:  # every value refused this turn
        before = s.told.refused if s.told.refused_turn == s.turn else []
        changes.update(refused=[*before, d["refused"]], refused_turn=s.turn)
        kept = [x for x in s.told.spoken_of if x != d["refused"]]
        changes.update(spoken_of=[*kept, d["refused"]][-SPOKEN_OF_KEPT:])
    s.__dict__["told"] = replace(s.told, **changes)


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


#: replies kept for retried requests: a client retries within seconds, not turns later
KEPT_REPLIES = 16


def _reply_kept(s: DialogueState, d: dict[str, Any]) -> None:
    kept = KeptReply(turn_id=d["turn_id"], messages=list(d["messages"]))
    s.__dict__["replies"] = [*s.replies[-(KEPT_REPLIES - 1) :], kept]


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
    "task_queued": _task_queued,
    "task_dequeued": _task_dequeued,
    "after_moved": _after_moved,
    "queued_slot_set": _queued_slot_set,
    "held_slot_set": _held_slot_set,
    "entity_pushed": _entity_pushed,
    "belief_set": _belief_set,
    "belief_changed": _belief_set,
    "belief_recalled": _belief_set,
    "belief_removed": _belief_removed,
    "belief_overridden": _belief_overridden,
    "belief_pending": _belief_pending,
    "belief_kept": _noop,
    "message_added": _message_added,
    "window_folded": _window_folded,
    "bot_said": _bot_said,
    "told": _told,
    "state_restored": _state_restored,
    "understanding_failed": _noop,
    "reader_failed": _noop,
    "llm_value_dropped": _noop,
    "action_claimed": _action_claimed,
    "action_completed": _action_settled,
    "action_failed": _action_settled,
    "action_interrupted": _action_interrupted,
    "action_result_late": _noop,
    "reply_kept": _reply_kept,
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

    def emit(self, kind: str, /, **data: Any) -> Event:
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
