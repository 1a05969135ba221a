"""How one turn is committed: a claim before any action, the action once, then the result.

A turn works on a copy of the state it loaded at version ``v``. When its task reaches
``executing``, the copy so far is saved *before* the action runs, with an ``action_claimed``
event, under a compare-and-swap on ``v``. Of two processes answering the same "yes", only
the one whose claim was saved runs the action; the other re-reads and answers from what it
finds: "that's already being done" while the claim is pending, the result once it is done.
The rest of the turn (the result, the reply) is a second save on top of the claim.

While a claim holds, another turn is saved only if it leaves the claimed task alone (a
belief said meanwhile); a duplicate "yes" or a change to that task is answered read-only
that the action is under way, and the claimant applies its result on top of whatever was
saved meanwhile. A claim older than the lease means the process running the action died; the next turn does not run it again silently but follows the interrupted-action
policy (ask the user by default; the bot's ``on_interrupted`` hook may retry with the same
idempotency key or report).

The protocol is written once, as a generator of IO requests (load, save, run an action,
save the user record), and driven by the sync and the async loops of the dispatcher, which
only differ in how they perform each request. A store that fails after sending a write
(``OutcomeUnknownError``) is asked again what it holds: the state carries the turn's id, so
a write that landed is recognised; one that did not is sent again; one that cannot be told
is reported as unknown, never as "nothing changed".
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Awaitable, Callable, Generator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Literal, Protocol

from .actions import ActionCall, ActionOutcome, idempotency_key
from .commands import Command, Recall, StartTask
from .errors import ConflictError, DialogflowsError, OutcomeUnknownError, StoreError
from .event_model import EventType
from .events import Event, Recorder
from .reply import Reply
from .state import Belief, DialogueState, PendingAction, replace
from .turn_base import TurnGen, TurnOutput

__all__ = [
    "ActRequest",
    "AfterSaveRequest",
    "CommitHost",
    "InterruptedPolicy",
    "LoadRequest",
    "SaveRequest",
    "TurnRequest",
    "answered",
    "commit_turn",
    "drive_async",
    "drive_sync",
    "new_turn_id",
    "settled",
    "stale",
]

#: what to do with an action whose process died between its claim and its result
InterruptedPolicy = Literal["ask", "retry", "report"]


def new_turn_id() -> str:
    """A turn id unique across processes and time: a random per-process prefix and a
    counter. (``uuid4`` read the OS's randomness on every turn: a system call, and in a
    server's worker thread a release of the GIL that the event loop could keep for a while.)"""
    return f"{_ID_PREFIX}{next(_ID_COUNTER):016x}"


def check_turn_id(turn_id: str | None) -> None:
    """A turn id given by a caller (a client's request id): a short non-empty string."""
    if turn_id is not None and (not isinstance(turn_id, str) or not 0 < len(turn_id) <= 200):
        raise DialogflowsError("a turn id must be a non-empty string of at most 200 characters")


def _new_prefix() -> None:
    global _ID_PREFIX, _ID_COUNTER
    _ID_PREFIX = os.urandom(8).hex()
    _ID_COUNTER = itertools.count()


_ID_PREFIX = ""
_ID_COUNTER = itertools.count()
_new_prefix()
os.register_at_fork(after_in_child=_new_prefix)  # a forked worker must not repeat its parent's


# The requests below are made on every turn and never changed after: plain slotted classes,
# since a frozen dataclass sets each field through ``object.__setattr__`` (about 2.5 times
# the cost of building one)


@dataclass(slots=True)
class LoadRequest:
    """Load the session's state (answered with ``DialogueState | None``)."""


@dataclass(slots=True)
class SaveRequest:
    """Save ``state`` with its events if the stored version is ``expected`` (answered with
    None; ``ConflictError`` or ``OutcomeUnknownError`` are thrown in)."""

    state: DialogueState
    expected: int
    events: list[Event]


@dataclass(slots=True)
class ActRequest:
    """Run the action (answered with its ``ActionOutcome``); only ever after a claim."""

    call: ActionCall
    state: DialogueState
    key: str
    attempt: int


@dataclass(slots=True)
class AfterSaveRequest:
    """The turn is saved: write what lives outside the session (the user's record). Made
    only by a turn that changed a lasting belief (``TurnOutput.lasting_changed``): any other
    turn has nothing to write there, and an async driver would hop to a thread for nothing."""

    state: DialogueState
    out: TurnOutput


Request = LoadRequest | SaveRequest | ActRequest | AfterSaveRequest
CommitGen = Generator[Request, Any, Reply]

LOAD = LoadRequest()


@dataclass(slots=True)
class TurnRequest:
    """One message (or list of commands) to commit to one session."""

    session_id: str
    user_id: str | None
    key: str
    text: str | None
    commands: list[Command]
    now: datetime
    notes: list[tuple[EventType, dict[str, object]]]
    #: the caller's id for this request (retries send it again); None: a fresh one per turn
    turn_id: str | None = None
    #: the id recorded in the state: ``turn_id`` or a generated one
    stamp: str = field(default_factory=new_turn_id)
    #: the user's lasting beliefs, read ahead by an asyncio caller so that no store call of
    #: the turn runs outside ``stores/on_loop.call`` (None: read when the turn needs them)
    memories: dict[str, Belief] | None = None


class CommitHost(Protocol):
    """What the protocol needs from the dispatcher (the pure parts of a turn)."""

    max_retries: int
    action_lease: timedelta

    def has_action(self, name: str) -> bool: ...

    def begin(
        self, req: TurnRequest, saved: DialogueState | None
    ) -> tuple[DialogueState, Recorder, TurnGen, TurnOutput]: ...

    def resume(
        self, req: TurnRequest, latest: DialogueState, said: list[str]
    ) -> tuple[DialogueState, Recorder, TurnGen, TurnOutput]: ...

    def end(
        self, state: DialogueState, rec: Recorder, req: TurnRequest, out: TurnOutput
    ) -> None: ...

    def reply(
        self, state: DialogueState, out: TurnOutput, rec: Recorder, req: TurnRequest
    ) -> Reply: ...

    def said(self, state: DialogueState, messages: list[str]) -> Reply: ...

    def busy(self, state: DialogueState, pending: PendingAction) -> Reply: ...


def stale(pending: PendingAction, now: datetime, lease: timedelta) -> bool:
    """A claim older than the lease: the process that made it is taken to have died."""
    return not pending.interrupted and now - pending.claimed_at > lease


class _ClaimLost(Exception):
    """Another turn saved first: this one must not run the action it was about to claim."""

    def __init__(self, task_id: str) -> None:
        self.task_id = task_id


@dataclass
class _Book:
    """Where the turn's saves stand: the version the next save expects, and the first of
    the events it has not saved yet. A claim moves both on."""

    expected: int
    start: int = 0
    claimed: bool = False
    #: the turn's output while it runs, and what it had said when it claimed (kept when
    #: the rest of the turn is applied again)
    out: TurnOutput | None = None
    said: list[str] = field(default_factory=list)


def commit_turn(host: CommitHost, req: TurnRequest, saved: DialogueState | None) -> CommitGen:
    """Apply the turn to the freshest state until one save wins; run actions only after a
    claim. Returns the reply; raises ``ConflictError`` after ``max_retries`` lost saves."""
    lost: str | None = None
    for attempt in range(host.max_retries + 1):
        if attempt:
            saved = yield LOAD
        early = settled(host, req, saved, lost)
        if early is not None:
            return early
        state, rec, gen, out = host.begin(req, saved)
        book = _Book(saved.version if saved is not None else 0, out=out)
        try:
            out = yield from _run(host, req, gen, state, rec, book)
        except _ClaimLost as exc:
            lost = exc.task_id
            continue
        claim = _fresh_claim(saved, req, host.action_lease) if saved is not None else None
        if (
            claim is not None
            and saved is not None
            and (_touches(saved, state) or (out.in_flight and not out.messages))
        ):  # a yes sent twice, or a change to what is being done: answered, not saved
            return host.busy(saved, claim)
        host.end(state, rec, req, out)
        try:
            yield from _save(req, state, rec, book)
        except ConflictError:
            if book.claimed:  # the action ran: its result goes onto what is there now
                return (yield from _resume(host, req, book, state, out, rec))
            if attempt == host.max_retries:
                raise
            continue
        if out.lasting_changed:  # the user's record changes only with a lasting belief
            yield AfterSaveRequest(state, out)
        return host.reply(state, out, rec, req)
    # every attempt lost its claim to a turn whose result is not saved yet
    raise ConflictError(req.key, saved.version if saved is not None else 0, None)


def settled(
    host: CommitHost, req: TurnRequest, saved: DialogueState | None, lost: str | None = None
) -> Reply | None:
    """A reply that needs no new turn: this request was answered already, or the action
    this request lost the claim for is done (its reply is the answer)."""
    if saved is None:
        return None
    early = answered(host, req.turn_id, saved)
    if early is not None:
        return early
    if (
        lost is not None
        and saved.pending_action is None
        and saved.last_task is not None
        and saved.last_task.id == lost
    ):
        return host.said(saved, saved.last_bot)
    return None


def answered(host: CommitHost, turn_id: str | None, saved: DialogueState | None) -> Reply | None:
    """The reply already given to the request ``turn_id`` (a client retrying), if any: checked
    before the message is understood, so a retry costs no understanding."""
    if turn_id is None or saved is None:
        return None
    kept = saved.kept_reply(turn_id)
    return host.said(saved, kept.messages) if kept is not None else None


def _fresh_claim(state: DialogueState, req: TurnRequest, lease: timedelta) -> PendingAction | None:
    """Another turn's claim that still holds (its action may be running right now)."""
    pending = state.pending_action
    if pending is None or pending.interrupted or pending.turn_id == req.stamp:
        return None
    return None if stale(pending, req.now, lease) else pending


def _touches(saved: DialogueState, state: DialogueState) -> bool:
    """A turn that ran while another's action is under way is saved only if it left that
    task and its claim as they were: a belief said meanwhile is kept; a "cancel" of the
    task being booked is answered that it is under way."""
    return (
        state.pending_action is not saved.pending_action
        or state.active_task is not saved.active_task
    )


def _run(
    host: CommitHost,
    req: TurnRequest,
    gen: TurnGen,
    state: DialogueState,
    rec: Recorder,
    book: _Book,
) -> Generator[Request, Any, TurnOutput]:
    """Drive the turn; each action it reaches is claimed, then run."""
    try:
        call = next(gen)
        while True:
            outcome = yield from _act(host, req, call, state, rec, book)
            call = gen.send(outcome)
    except StopIteration as stop:
        out: TurnOutput = stop.value
        return out


def _act(
    host: CommitHost,
    req: TurnRequest,
    call: ActionCall,
    state: DialogueState,
    rec: Recorder,
    book: _Book,
) -> Generator[Request, Any, ActionOutcome]:
    if not host.has_action(call.name):
        return ActionOutcome(missing=True)  # nothing will run: nothing to claim
    key = idempotency_key(req.key, call)
    before = state.pending_action
    if before is not None and before.turn_id == req.stamp and before.key == key:
        attempt = before.attempt  # this turn's own claim, saved already (see ``_resume``)
    else:
        if _fresh_claim(state, req, host.action_lease) is not None:
            return ActionOutcome(in_flight=True)
        attempt = before.attempt + 1 if before is not None and before.key == key else 1
        rec.emit(
            "action_claimed",
            action=call.name,
            flow=call.flow,
            task_id=call.task_id,
            key=key,
            attempt=attempt,
            claimed_at=req.now.isoformat(),
            turn_id=req.stamp,
        )
        # saved as it stands now; the turn goes on changing ``state`` (reducers replace
        # fields, so this shallow copy keeps the claim as saved, also in the memory store)
        try:
            yield from _save(req, replace(state), rec, book)
        except ConflictError:
            raise _ClaimLost(call.task_id) from None
        book.claimed = True
        book.said = list(book.out.messages) if book.out is not None else []
    # answered from the turn's outcomes when it already ran (``ActionRun.done``)
    outcome: ActionOutcome = yield ActRequest(call, state, key, attempt)
    if outcome.error is None and not outcome.missing:
        rec.emit("action_completed", action=call.name, key=key, attempt=attempt)
    return outcome


def _resume(
    host: CommitHost,
    req: TurnRequest,
    claimed: _Book,
    state: DialogueState,
    out: TurnOutput,
    rec: Recorder,
) -> Generator[Request, Any, Reply]:
    """The action ran after its claim, but another turn saved before its result (a message
    that left the claimed task alone). The rest of this turn is applied again to the newest
    state, from the claim on, with the outcome the action already gave (it never runs
    twice). If the claim is gone (a turn took it for dead), the outcome is kept as an event.
    Other turns save only while they leave the claim alone, so this ends; it is bounded all
    the same, more loosely than an ordinary retry: giving up loses a result that happened."""
    for _ in range(max(50, 10 * host.max_retries)):
        latest: DialogueState | None = yield LOAD
        mine = latest.pending_action if latest is not None else None
        if latest is None or mine is None or mine.turn_id != req.stamp:
            yield from _late(host, req, rec)
            return host.reply(state, out, rec, req)
        again, again_rec, gen, _ = host.resume(req, latest, claimed.said)
        book = _Book(latest.version, claimed=True)
        try:
            again_out = yield from _run(host, req, gen, again, again_rec, book)
        except _ClaimLost:  # pragma: no cover - its own claim is in ``latest``
            continue
        host.end(again, again_rec, req, again_out)
        try:
            yield from _save(req, again, again_rec, book)
        except ConflictError:
            continue
        if again_out.lasting_changed:
            yield AfterSaveRequest(again, again_out)
        again_rec.events[:0] = rec.events[: claimed.start]  # the turn's events, claim included
        return host.reply(again, again_out, again_rec, req)
    raise ConflictError(req.key, state.version, None)


def _save(
    req: TurnRequest, state: DialogueState, rec: Recorder, book: _Book
) -> Generator[Request, Any, None]:
    """Save the events since the last save; an unknown outcome is resolved by reading back."""
    events = rec.events[book.start :]
    try:
        yield SaveRequest(state, book.expected, events)
    except OutcomeUnknownError as unknown:
        try:
            found: DialogueState | None = yield LOAD
        except StoreError:
            raise unknown from None
        if found is not None and found.version == state.version and found.turn_id == req.stamp:
            pass  # it landed
        elif (found is None and book.expected == 0) or (
            found is not None and found.version == book.expected
        ):
            yield SaveRequest(state, book.expected, events)  # it did not: once more
        else:
            actual = None if found is None else found.version
            raise ConflictError(req.key, book.expected, actual) from None
    book.expected = state.version
    book.start = len(rec.events)
    rec.version = state.version + 1


def _late(host: CommitHost, req: TurnRequest, rec: Recorder) -> Generator[Request, Any, None]:
    """The action ran, but its claim was taken for dead before its result was saved: the
    outcome is kept as an event (the task itself follows the interrupted-action policy)."""
    done = [e.data for e in rec.events if e.type.startswith("action_") or e.type == "results_set"]
    for _ in range(host.max_retries + 1):
        latest: DialogueState | None = yield LOAD
        if latest is None:
            return
        late = Recorder(replace(latest), latest.version + 1)
        late.emit("action_result_late", events=done, turn_id=req.stamp)
        try:
            yield SaveRequest(late.state, latest.version, late.events)
            return
        except ConflictError:
            continue


def drive_sync(gen: CommitGen, perform: Callable[[Request], Any]) -> Reply:
    """Run the protocol with blocking IO; errors of a request are thrown back into it."""
    try:
        request = next(gen)
        while True:
            try:
                result = perform(request)
            except (StoreError, ConflictError) as exc:
                request = gen.throw(exc)
                continue
            request = gen.send(result)
    except StopIteration as stop:
        reply: Reply = stop.value
        return reply


async def drive_async(gen: CommitGen, perform: Callable[[Request], Awaitable[Any]]) -> Reply:
    """``drive_sync`` for asyncio: each request is awaited."""
    try:
        request = next(gen)
        while True:
            try:
                result = await perform(request)
            except (StoreError, ConflictError) as exc:
                request = gen.throw(exc)
                continue
            request = gen.send(result)
    except StopIteration as stop:
        reply: Reply = stop.value
        return reply


def recalls_memories(req: TurnRequest, saved: DialogueState | None) -> bool:
    """A user's memories are looked up when a session starts, a task starts, or a fact is
    asked about ("what was my budget again?")."""
    return req.user_id is not None and (
        saved is None
        or any(
            isinstance(c, StartTask) or (isinstance(c, Recall) and c.belief is not None)
            for c in req.commands
        )
    )
