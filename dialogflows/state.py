"""The typed dialogue state: the source of truth of a conversation.

Everything a user said that matters lives here, so it survives any window size, a restart or
a second process. The model imports no loop, no store and no machine; it only knows how to
hold facts and how to serialize them. Changes happen through events (see ``events.py``), so
that replaying a session's events rebuilds this state exactly.
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any, Final, Literal
from urllib.parse import quote, unquote

from pydantic import BaseModel, ConfigDict, Field, computed_field

from .state_ops import assemble as assemble
from .state_ops import build as build
from .state_ops import replace as replace

#: Bumped whenever a saved state's shape changes; older states load with defaults.
#: 2: last_task; 3: Task.after; 4: pending_action, turn_id, replies; 5: Task.step,
#: Task.caller; 6: told; 7: Told.spoken_of
SCHEMA_VERSION = 7

Phase = Literal[
    "collecting", "clarifying", "confirming", "executing", "done", "failed", "cancelled"
]
#: the phases by name: every module compares a phase (or the outcome a task ended with)
#: against these, never a literal, so a phase is spelled once (``tests/test_phase_names.py``)
COLLECTING: Final = "collecting"
CLARIFYING: Final = "clarifying"
CONFIRMING: Final = "confirming"
EXECUTING: Final = "executing"
DONE: Final = "done"
FAILED: Final = "failed"
CANCELLED: Final = "cancelled"
#: ``DialogueState.phase`` when no task is active: no phase of a task
CHITCHAT: Final = "chitchat"
ACTIVE_PHASES: frozenset[str] = frozenset({COLLECTING, CLARIFYING, CONFIRMING, EXECUTING})
TERMINAL_PHASES: frozenset[str] = frozenset({DONE, FAILED, CANCELLED})


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=False)


class ArchivedValue(_Model):
    """A value a slot held before it was overwritten, kept for audit and undo."""

    value: Any
    raw_text: str | None = None
    turn: int
    replaced_turn: int


class Slot(_Model):
    """One value a flow needs. Assignment overwrites and archives; it never appends."""

    name: str
    value: Any = None
    raw_text: str | None = None
    confidence: float = 1.0
    confirmed: bool = False
    source_turn: int | None = None
    history: list[ArchivedValue] = Field(default_factory=list)
    #: beliefs the user chose to go past for this value ("send it anyway"); a new value
    #: starts with none, so it is checked afresh
    overrides: list[str] = Field(default_factory=list)

    @property
    def filled(self) -> bool:
        return self.value is not None


class Clarification(_Model):
    """A pending question about one slot whose value the understander was unsure of."""

    slot: str
    value: Any = None
    raw_text: str | None = None
    confidence: float = 0.0
    options: list[Any] = Field(default_factory=list)
    #: the understander's own words for a value question ("Which day next week?"), asked
    #: again as they were; None: "Just to check: did you mean …?"
    question: str | None = None
    #: the belief the value breaks: "go ahead anyway" keeps it, recorded as an override
    belief: str | None = None


class Task(_Model):
    """A running flow instance."""

    id: str
    flow: str
    phase: Phase = COLLECTING
    slots: dict[str, Slot] = Field(default_factory=dict)
    results: dict[str, Any] = Field(default_factory=dict)
    asked: str | None = None
    clarification: Clarification | None = None
    #: values the understander was unsure of, said with the one being clarified ("flight
    #: from londno to tokio"): each asked about in turn, in the order said
    unsure: list[Clarification] = Field(default_factory=list)
    denials: int = 0
    confirmed: bool = False
    started_turn: int = 0
    #: a queued task that goes ahead only after this task (by id) is done: the booking again
    #: with new values after its cancellation (``Amend``); dropped when that one is not done
    after: str | None = None
    #: where a flow with ``steps:`` stands: the state of its machine (``"ask.asking"``,
    #: ``"check_balance"``); None for a form flow
    step: str | None = None
    #: the task (by id) whose ``call`` step started this one: it comes back when this ends
    caller: str | None = None

    def value(self, slot: str) -> Any:
        s = self.slots.get(slot)
        return None if s is None else s.value

    def filled(self) -> dict[str, Any]:
        """Slot name -> value of the slots that hold one: what a task carries into its
        next form (taken up from the queue, asked again, started over with a change)."""
        return {n: s.value for n, s in self.slots.items() if s.value is not None}


class Entity(_Model):
    """Something recently mentioned or produced, a target for "it" / "那个"."""

    type: str
    value: Any
    turn: int
    source: str | None = None
    #: the turn it was first mentioned in: "the second order" counts by it, while a
    #: mention again moves it to the top for "it" (None in states saved before: ``turn``)
    first_turn: int | None = None


class Belief(_Model):
    """A cross-task fact or constraint ("budget ≤ 5000", "allergic to seafood")."""

    key: str
    value: Any
    source: Literal["user", "inferred"] = "user"
    turn: int = 0
    time: datetime | None = None
    invariant: bool = False
    lasting: bool = False
    history: list[ArchivedValue] = Field(default_factory=list)
    #: how it binds: ``limit``, ``avoid``, ``prefer``, or an author's kind (its name);
    #: None: it binds nothing (a name, a fact kept as said)
    kind: str | None = None
    confidence: float = 1.0
    #: the session it was stated in (a memory recalled in another one says where from)
    session: str | None = None


class PendingAction(_Model):
    """An action claimed by a turn and not yet known to have finished.

    Saved (version-checked) before the action runs, so that of two processes answering the
    same "yes" only the one whose claim was saved runs it. Cleared by the save of its result.
    One still here after ``lease`` seconds means the process running it died: the next turn
    does not run it again silently (see ``Dispatcher.on_interrupted``).
    """

    action: str
    flow: str
    task_id: str
    #: handed to the action as ``ctx.idempotency_key``: the same for every attempt of one
    #: execution of one task, so a backend can refuse a duplicate
    key: str
    attempt: int = 1
    claimed_at: datetime
    #: the turn that claimed it (``DialogueState.turn_id`` of that turn)
    turn_id: str
    #: its process was taken for dead (the lease ran out): kept so that a retry reuses the
    #: key and counts the attempt, but no longer holds other turns off
    interrupted: bool = False


class KeptReply(_Model):
    """What the bot answered to a turn sent with an explicit ``turn_id``: a retry of the same
    request gets it again instead of a second turn."""

    turn_id: str
    messages: list[str]


class Message(_Model):
    role: Literal["user", "assistant"]
    content: str
    turn: int


class Told(_Model):
    """What the runtime told the user that the understanding reads on the next turns:
    written by the runtime when it says it (the ``told`` event), read by the understanding,
    so that neither side phrases or re-reads the other's words. Each part carries the turn
    it was said in (the turn numbers of ``DialogueState.turn``); the understanding reads a
    part only while it is recent."""

    #: the flows the which-flow question offered ("Do you mean booking a flight or a hotel
    #: room?"), in the order offered, and the turn it was asked in
    which_flow: list[str] = Field(default_factory=list)
    which_flow_turn: int | None = None
    #: the task whose ending the bot told ("Your table is booked."), by id, and the turn
    ended: str | None = None
    ended_turn: int | None = None
    #: the values the bot refused for a slot ("Sorry, premium is not one of the options."),
    #: as the user said them, and the turn: "no premium? never mind then" lets that go
    refused: list[str] = Field(default_factory=list)
    refused_turn: int | None = None
    #: every thing the bot said the task has none of ("抱歉，没有米饭这一项。": the values it
    #: refused, as the user said them), oldest first, of any turn (the latest
    #: ``SPOKEN_OF_KEPT``): "米饭不要了" turns later lets go of that thing, not the task
    spoken_of: list[str] = Field(default_factory=list)


#: how many things ``Told.spoken_of`` keeps, the oldest dropped first
SPOKEN_OF_KEPT = 20


class DialogueState(_Model):
    """The whole state of one session; JSON-serializable and versioned."""

    schema_version: int = SCHEMA_VERSION
    session_id: str
    user_id: str | None = None
    version: int = 0
    turn: int = 0
    active_task: Task | None = None
    task_stack: list[Task] = Field(default_factory=list)
    #: tasks asked for after the active one in the same message ("a flight to Paris and a
    #: hotel there"), oldest first, each with the values said for it. Not the task stack:
    #: the stack holds interrupted tasks, newest first, offered back one by one; these were
    #: never started, run first in, first out, and the next one starts by itself when the
    #: task they follow ends (``Task.started_turn`` is the turn it was asked for)
    queued: list[Task] = Field(default_factory=list)
    #: the task that ended most recently, as it ended (phase, slots, results): what a
    #: follow-up such as "and in Berlin?" or "the same again" builds on
    last_task: Task | None = None
    entity_stack: list[Entity] = Field(default_factory=list)
    beliefs: dict[str, Belief] = Field(default_factory=dict)
    window: list[Message] = Field(default_factory=list)
    summary: str = ""
    offer_resume: str | None = None
    last_bot: list[str] = Field(default_factory=list)
    task_counter: int = 0
    #: the action claimed and not yet finished, if any (see ``PendingAction``)
    pending_action: PendingAction | None = None
    #: the id of the turn that produced this state: a save whose outcome the store could
    #: not report is known to have landed when the reloaded state carries its id
    turn_id: str | None = None
    #: replies to the latest turns sent with an explicit ``turn_id``, oldest first (bounded)
    replies: list[KeptReply] = Field(default_factory=list)
    #: a statement that contradicts a belief without saying it replaces it (or hedged):
    #: the ``SetBelief`` as data, waiting for the user's yes or no
    pending_belief: dict[str, Any] | None = None
    #: what the bot told the user that the understanding reads next (see ``Told``)
    told: Told = Field(default_factory=Told)

    def kept_reply(self, turn_id: str) -> KeptReply | None:
        """The reply already given to ``turn_id``, if that turn was saved."""
        for kept in self.replies:
            if kept.turn_id == turn_id:
                return kept
        return None

    def offered_held(self) -> Task | None:
        """The task on hold the bot has offered back ("Shall we get back to …?"), if any
        (an offer may be of a queued task instead)."""
        if self.offer_resume is None:
            return None
        return next((t for t in self.task_stack if t.id == self.offer_resume), None)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def phase(self) -> str:
        """The active task's phase, or ``chitchat`` when no task runs."""
        return self.active_task.phase if self.active_task is not None else CHITCHAT

    def clone(self) -> DialogueState:
        """A deep, independent copy; cheaper than ``model_copy(deep=True)``."""
        return DialogueState.model_validate_json(self.model_dump_json())


@lru_cache(maxsize=4096)  # asked several times per turn; percent-encoding is not free
def session_key(user_id: str | None, session_id: str) -> str:
    """The storage key of a session: a session of one user is never loaded for another.

    Both parts are percent-encoded, so no (user, session) pair can collide with another
    (``a`` + ``b:c`` vs ``a:b`` + ``c``); an absent user is the empty string.
    """
    return f"{quote(user_id or '', safe='')}:{quote(session_id, safe='')}"


def split_session_key(key: str) -> tuple[str | None, str]:
    """(user id, session id) of a key made by ``session_key``."""
    user, _, session = key.partition(":")
    return (unquote(user) or None), unquote(session)
