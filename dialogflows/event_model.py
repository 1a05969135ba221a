"""The ``Event`` model, and one typed model per kind of event.

Apart from ``events.py`` (the reducers and the recorder): what an event holds is declared
here, what it does to a state there. ``events.Event`` is this.

An event is stored as ``{type, version, turn, data}``: that shape never changes, so every
session saved before stays readable. What ``data`` holds is declared per type below (one
pydantic model each, documented in docs/events.md); ``TypedEvent`` is their union,
discriminated on ``type``. ``Recorder.emit`` checks every event's keys against its model
when it is recorded (cheap: two set operations, every turn); ``typed`` validates the values
too (a store's events, a test, the docs). Fields added over time are optional, so an event
written before them still validates; notes of the understanding (``understood_by`` …) are
open records and keep any key.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union, cast

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, create_model


class Event(BaseModel):
    """One state change. ``version`` is the state version the change belongs to."""

    model_config = ConfigDict(extra="ignore")

    type: str
    version: int
    turn: int
    data: dict[str, Any] = Field(default_factory=dict)


class _Data(BaseModel):
    """What one kind of event records; no key beyond those declared."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class _Note(_Data):
    """A record kept for audit that changes no state: any key."""

    model_config = ConfigDict(extra="allow")


class _Move(_Data):
    """From one state to another (a phase, a step, a task id)."""

    before: Any = Field(default=None, alias="from")
    after: Any = Field(alias="to")


class StepMoved(_Move):
    """A move of the step machine; ``phase``: the phase it lands in, when that changed too
    (written since the sixth session; before, a ``phase_changed`` followed)."""

    phase: str | None = None


class SessionStarted(_Data):
    session_id: str
    user_id: str | None = None


class TurnStarted(_Data):
    turn: int
    turn_id: str | None = None
    at: str | None = None
    text: str | None = None


class TaskStarted(_Data):
    task_id: str
    flow: str
    slots: list[str]
    step: str | None = None
    phase: str | None = None
    caller: str | None = None


class SlotSet(_Data):
    slot: str
    value: Any
    raw_text: str | None = None
    confidence: float = 1.0
    confirmed: bool = False
    previous: Any = None


class SlotCleared(_Data):
    slot: str


class SlotsConfirmed(_Data):
    slots: list[str]
    #: the task's confirmation too (a yes to the whole task); a slot's alone: False
    task: bool = True


class AskedChanged(_Data):
    slot: str | None = None


class ClarificationSet(_Data):
    clarification: dict[str, Any] | None = None


class UnsureQueued(_Data):
    clarification: dict[str, Any]


class DenialsSet(_Data):
    count: int


class ResultsSet(_Data):
    results: dict[str, Any]


class TaskId(_Data):
    task_id: str | None = None


class TaskEnded(_Data):
    task_id: str | None = None
    flow: str | None = None
    outcome: Literal["done", "failed", "cancelled"] | None = None
    #: a repair pattern's task (``patterns/``): no task the user asked for
    pattern: bool = False


class TaskQueued(_Data):
    task_id: str
    flow: str
    slots: list[str]
    values: dict[str, Any] = Field(default_factory=dict)
    after: str | None = None


class TaskDequeued(_Data):
    task_id: str
    dropped: bool = False


class WaitingSlotSet(_Data):
    task_id: str
    slot: str
    value: Any
    raw_text: str | None = None


class OfferResumeSet(_Data):
    task_id: str | None = None


class EntityPushed(_Data):
    type: str
    value: Any
    source: str | None = None
    limit: int | None = None
    keep_source: bool = False


class BeliefSet(_Data):
    key: str
    value: Any
    source: str = "user"
    invariant: bool = False
    lasting: bool = False
    time: str | None = None
    kind: str | None = None
    previous: Any = None
    turn: int | None = None
    confidence: float | None = None
    session: str | None = None


class BeliefOverridden(_Data):
    slot: str
    belief: str
    value: Any = None


class BeliefPending(_Data):
    belief: dict[str, Any] | None = None


class BeliefRemoved(_Data):
    key: str
    previous: Any = None
    time: str | None = None


class BeliefKept(_Data):
    key: str | None = None
    value: Any = None


class MessageAdded(_Data):
    """Written by older versions; a ``turn_started`` carries the user's text now."""

    role: str
    content: str


class WindowFolded(_Data):
    count: int
    summary: str


class BotSaid(_Data):
    messages: list[str]
    window: bool = True


class Told(_Data):
    """What the bot told that the understanding reads next (``state.Told``): the flows a
    which-flow question offered, the task whose ending was said, or a value refused."""

    which_flow: list[str] | None = None
    ended: str | None = None
    refused: str | None = None


class StateRestored(_Data):
    state: dict[str, Any]
    undo: Any = None


class ActionClaimed(_Data):
    """The ``PendingAction`` it records (``state.py``)."""

    action: str
    flow: str
    task_id: str
    key: str
    attempt: int = 1
    claimed_at: str
    turn_id: str | None = None
    interrupted: bool = False


class ActionCompleted(_Data):
    action: str | None = None
    key: str | None = None
    attempt: int | None = None


class ActionFailed(_Note):
    """A record of the failure; what a caller adds beside these is kept."""

    action: str | None = None
    error: str | None = None
    key: str | None = None
    attempt: int | None = None


class ActionInterrupted(_Data):
    action: str | None = None
    key: str | None = None
    attempt: int | None = None
    policy: str | None = None


class ActionResultLate(_Data):
    events: list[Any] = Field(default_factory=list)
    turn_id: str | None = None


class ReplyKept(_Data):
    turn_id: str
    messages: list[str]


class TaskDiscarded(_Data):
    task_id: str
    flow: str | None = None
    where: str | None = None


class HandoffRequested(_Data):
    reason: str | None = None


class ReaderFailed(_Data):
    """A reader of the rules raised (``nlu/failures.py``): which one, the error, and the
    file and line it was raised at. Recorded only: the message was taken as talk."""

    reader: str
    error: str
    where: str | None = None


class Understood(_Data):
    """What the turn's understanding read (``understood.py``): who read it and the commands."""

    by: str
    model: str | None = None
    commands: list[dict[str, Any]] = Field(default_factory=list)


#: every type of event, by name: what ``Recorder.emit`` takes, so that mypy checks each
#: call site's type (``tests/test_typed_events.py`` holds it equal to ``EVENT_DATA``'s keys)
EventType = Literal[
    "session_started",
    "turn_started",
    "task_started",
    "slot_set",
    "slot_corrected",
    "slot_cleared",
    "slots_confirmed",
    "phase_changed",
    "step_changed",
    "asked_changed",
    "clarification_set",
    "unsure_queued",
    "unsure_dequeued",
    "denials_set",
    "results_set",
    "task_suspended",
    "task_resumed",
    "task_ended",
    "task_dropped",
    "offer_resume_set",
    "task_queued",
    "task_dequeued",
    "after_moved",
    "queued_slot_set",
    "held_slot_set",
    "entity_pushed",
    "belief_set",
    "belief_changed",
    "belief_recalled",
    "belief_removed",
    "belief_overridden",
    "belief_pending",
    "belief_kept",
    "message_added",
    "window_folded",
    "bot_said",
    "told",
    "state_restored",
    "understanding_failed",
    "reader_failed",
    "llm_value_dropped",
    "action_claimed",
    "action_completed",
    "action_failed",
    "action_interrupted",
    "action_result_late",
    "reply_kept",
    "task_discarded",
    "understood_by",
    "handoff_requested",
    "understood",
]

#: event type -> the model of its data: every type ``events.REDUCERS`` applies
EVENT_DATA: dict[EventType, type[_Data]] = {
    "session_started": SessionStarted,
    "turn_started": TurnStarted,
    "task_started": TaskStarted,
    "slot_set": SlotSet,
    "slot_corrected": SlotSet,
    "slot_cleared": SlotCleared,
    "slots_confirmed": SlotsConfirmed,
    "phase_changed": _Move,
    "step_changed": StepMoved,
    "asked_changed": AskedChanged,
    "clarification_set": ClarificationSet,
    "unsure_queued": UnsureQueued,
    "unsure_dequeued": _Data,
    "denials_set": DenialsSet,
    "results_set": ResultsSet,
    "task_suspended": TaskId,
    "task_resumed": TaskId,
    "task_ended": TaskEnded,
    "task_dropped": TaskId,
    "offer_resume_set": OfferResumeSet,
    "task_queued": TaskQueued,
    "task_dequeued": TaskDequeued,
    "after_moved": _Move,
    "queued_slot_set": WaitingSlotSet,
    "held_slot_set": WaitingSlotSet,
    "entity_pushed": EntityPushed,
    "belief_set": BeliefSet,
    "belief_changed": BeliefSet,
    "belief_recalled": BeliefSet,
    "belief_removed": BeliefRemoved,
    "belief_overridden": BeliefOverridden,
    "belief_pending": BeliefPending,
    "belief_kept": BeliefKept,
    "message_added": MessageAdded,
    "window_folded": WindowFolded,
    "bot_said": BotSaid,
    "told": Told,
    "state_restored": StateRestored,
    "understanding_failed": _Note,
    "reader_failed": ReaderFailed,
    "llm_value_dropped": _Note,
    "action_claimed": ActionClaimed,
    "action_completed": ActionCompleted,
    "action_failed": ActionFailed,
    "action_interrupted": ActionInterrupted,
    "action_result_late": ActionResultLate,
    "reply_kept": ReplyKept,
    "task_discarded": TaskDiscarded,
    "understood_by": _Note,
    "handoff_requested": HandoffRequested,
    "understood": Understood,
}


def _keys(model: type[_Data]) -> tuple[frozenset[str], frozenset[str] | None]:
    """(required keys, allowed keys or None for any) of a data model, as written."""
    names = {f.alias or n: f for n, f in model.model_fields.items()}
    required = frozenset(k for k, f in names.items() if f.is_required())
    open_ = model.model_config.get("extra") == "allow"
    return required, None if open_ else frozenset(names)


#: event type -> (required keys, allowed keys): what ``Recorder.emit`` checks
EVENT_KEYS: dict[str, tuple[frozenset[str], frozenset[str] | None]] = {
    kind: _keys(model) for kind, model in EVENT_DATA.items()
}


class EventDataError(ValueError):
    """An event recorded with data its type does not declare (a bug in the runtime)."""


def check_keys(kind: str, data: dict[str, Any]) -> None:
    """The keys of ``data`` against the model of ``kind``; raises ``EventDataError``."""
    known = EVENT_KEYS.get(kind)
    if known is None:
        raise EventDataError(f"no event type {kind!r}; see docs/events.md")
    required, allowed = known
    keys = data.keys()
    if not required <= keys or (allowed is not None and not keys <= allowed):
        missing = sorted(required - keys)
        extra = sorted(keys - allowed) if allowed is not None else []
        raise EventDataError(
            f"event {kind!r}: "
            + "; ".join(
                part
                for part in (
                    f"missing {', '.join(missing)}" if missing else "",
                    f"unknown {', '.join(extra)}" if extra else "",
                )
                if part
            )
        )


def _typed_model(kind: str, data: type[_Data]) -> type[BaseModel]:
    name = "".join(w.title() for w in kind.split("_")) + "Event"
    model: type[BaseModel] = create_model(
        name,
        __config__=ConfigDict(extra="ignore"),
        type=(cast(Any, Literal)[kind], ...),
        version=(int, ...),
        turn=(int, ...),
        data=(data, ...),
    )
    return model


#: one model per event type, each with its ``data`` typed
TYPED_EVENTS: dict[str, type[BaseModel]] = {k: _typed_model(k, m) for k, m in EVENT_DATA.items()}

#: the union of every typed event, discriminated on ``type``
TypedEvent: Any = cast(Any, Annotated)[
    cast(Any, Union)[tuple(TYPED_EVENTS.values())],
    Field(discriminator="type"),
]
_ADAPTER: TypeAdapter[Any] = TypeAdapter(TypedEvent)


def typed(event: Event | dict[str, Any]) -> BaseModel:
    """``event`` validated as its type's model (keys and values); raises pydantic's
    ``ValidationError`` naming the field when it does not fit."""
    raw = event.model_dump() if isinstance(event, Event) else event
    result: BaseModel = _ADAPTER.validate_python(raw)
    return result
