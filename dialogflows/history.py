"""A session's version chain, read back from its event log: what changed at each turn, and the
state as it was at any version (rebuilt by replaying the log up to it).

Used by ``dialogflows history SESSION --store URL [--at VERSION]``. Everything here reads;
nothing writes. Values the user typed are shown as Python reprs inside rich ``Text`` objects,
never as markup, so "[bold]" in a message is printed as typed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from .errors import DialogflowsError
from .events import Event, replay
from .state import DialogueState, split_session_key
from .stores.base import Store

__all__ = [
    "HistoryEntry",
    "describe",
    "find_sessions",
    "history_lines",
    "render_history",
    "render_sessions",
    "state_at",
]

_WIDTH = 60


@dataclass(frozen=True)
class HistoryEntry:
    """One saved version: the turn it belongs to and what it changed, one line per change."""

    version: int
    turn: int
    changes: tuple[str, ...]


def history_lines(store: Store, key: str) -> list[HistoryEntry]:
    """The version chain of a session, oldest first.

    Raises ``DialogflowsError`` when the store has no events for ``key``.
    """
    events = _events(store, key)
    entries: list[HistoryEntry] = []
    group: list[Event] = []
    for event in events:
        if group and event.version != group[0].version:
            entries.append(_entry(group))
            group = []
        group.append(event)
    entries.append(_entry(group))
    return entries


def state_at(store: Store, key: str, version: int) -> DialogueState:
    """The session as it was right after ``version`` was saved."""
    events = _events(store, key)
    versions = sorted({e.version for e in events})
    if version not in versions:
        raise DialogflowsError(
            f"session {key!r} has no version {version}; it has versions "
            f"{versions[0]}..{versions[-1]}"
        )
    user_id, session_id = split_session_key(key)
    return replay(
        (e for e in events if e.version <= version), session_id=session_id, user_id=user_id
    )


def render_history(store: Store, key: str, at: int | None, console: Console) -> None:
    """Print the version chain, or with ``at`` the state at that version, to ``console``."""
    if at is not None:
        state = state_at(store, key, at)
        console.print(Text(f"session {key!r} at version {at} (turn {state.turn})", style="bold"))
        console.print_json(state.model_dump_json())
        return
    table = Table(title=Text(f"history of session {key!r}"), show_lines=True)
    table.add_column("version", justify="right")
    table.add_column("turn", justify="right")
    table.add_column("what changed")
    for entry in history_lines(store, key):
        table.add_row(
            Text(str(entry.version)), Text(str(entry.turn)), Text("\n".join(entry.changes))
        )
    console.print(table)


def find_sessions(
    store: Store, *, session: str | None = None, user: str | None = None
) -> list[str]:
    """The keys of the store's sessions with that session id and/or user id (any when None),
    so a session can be found without knowing which user it belongs to."""
    found = []
    stored = store.keys()  # a Store, not a dict: keys() is its listing
    for key in stored:
        user_id, session_id = split_session_key(key)
        if session is not None and session_id != session:
            continue
        if user is not None and user_id != user:
            continue
        found.append(key)
    return found


def render_sessions(keys: list[str], console: Console) -> None:
    """A table of sessions: session id, user id, saved version, turn."""
    table = Table(title=Text(f"{len(keys)} session{'' if len(keys) == 1 else 's'}"))
    table.add_column("session")
    table.add_column("user")
    for key in keys:
        user_id, session_id = split_session_key(key)
        table.add_row(Text(session_id), Text(user_id or "-"))
    console.print(table)


def describe(event: Event) -> str | None:
    """One human line for an event, or None for bookkeeping events not worth a line."""
    fn = _DESCRIBE.get(event.type)
    if fn is not None:
        try:
            return fn(event.data)
        except (KeyError, TypeError, AttributeError):
            pass  # an event of another shape (a newer version wrote it): show it raw
    extra = f" {_show(event.data)}" if event.data else ""
    return event.type.replace("_", " ") + extra


def _events(store: Store, key: str) -> list[Event]:
    events = store.events(key)
    if not events:
        raise DialogflowsError(f"no history for session {key!r} in this store")
    return events


def _entry(group: list[Event]) -> HistoryEntry:
    lines = [line for line in map(describe, group) if line is not None]
    return HistoryEntry(group[0].version, max(e.turn for e in group), tuple(lines))


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= _WIDTH else text[: _WIDTH - 1] + "…"


def _belief(verb: str) -> Callable[[dict[str, Any]], str]:
    def line(d: dict[str, Any]) -> str:
        flags = [f for f in ("lasting", "invariant") if d.get(f)]
        suffix = f" ({', '.join(flags)})" if flags else ""
        was = f" (was {_show(d['previous'])})" if "previous" in d else ""
        return f"belief {d['key']} {verb} {_show(d['value'])}{was}{suffix}"

    return line


def _pending(d: dict[str, Any]) -> str:
    b = d.get("belief")
    if not b:
        return "belief question settled"
    return f"asked whether {_show(b['value'])} replaces belief {b['key']}"


def _said(role: str, content: str) -> str:
    return f"{'user' if role == 'user' else 'bot'} said {_show(content)}"


def _message(d: dict[str, Any]) -> str:
    return _said(str(d.get("role")), d.get("content", ""))


def _turn_started(d: dict[str, Any]) -> str | None:
    return None if d.get("text") is None else _said("user", d["text"])


def _bot_said(d: dict[str, Any]) -> str | None:
    said = d.get("messages") or []
    return _said("assistant", "\n".join(map(str, said))) if d.get("window") and said else None


_DESCRIBE: dict[str, Callable[[dict[str, Any]], str | None]] = {
    "session_started": lambda d: f"session started (user {_show(d.get('user_id'))})",
    "turn_started": _turn_started,
    "bot_said": _bot_said,
    "told": lambda d: None,  # what the understanding reads next, not a change to show
    "task_started": lambda d: f"task {d['flow']} started ({d['task_id']})",
    "slot_set": lambda d: f"slot {d['slot']} = {_show(d['value'])}",
    "slot_corrected": lambda d: f"slot {d['slot']} corrected to {_show(d['value'])}",
    "slot_cleared": lambda d: f"slot {d['slot']} cleared",
    "slots_confirmed": lambda d: "confirmed " + (", ".join(map(str, d["slots"])) or "the task"),
    "phase_changed": lambda d: f"phase → {d['to']}",
    "step_changed": lambda d: (
        f"step → {d['to']}" + (f", phase → {d['phase']}" if d.get("phase") else "")
    ),
    "asked_changed": lambda d: f"asking for {d['slot']}" if d.get("slot") else "no open question",
    "clarification_set": lambda d: (
        f"clarifying {d['clarification']['slot']}"
        if d.get("clarification")
        else "clarification resolved"
    ),
    "denials_set": lambda d: f"denials = {d['count']}",
    "results_set": lambda d: f"results {_show(d['results'])}",
    "task_suspended": lambda d: "task suspended onto the stack",
    "task_resumed": lambda d: f"task {d['task_id']} resumed",
    "task_ended": lambda d: "task ended",
    "task_dropped": lambda d: f"task {d['task_id']} dropped from the stack",
    "task_queued": lambda d: (
        f"task {d['flow']} queued ({d['task_id']})"
        + (f" with {_show(d['values'])}" if d.get("values") else "")
        + (f", once {d['after']} is done" if d.get("after") else "")
    ),
    "queued_slot_set": lambda d: f"queued task {d['task_id']}: {d['slot']} = {_show(d['value'])}",
    "after_moved": lambda d: f"queued tasks after {d['from']} now follow {d['to']}",
    "task_dequeued": lambda d: (
        f"queued task {d['task_id']} " + ("dropped" if d.get("dropped") else "taken up")
    ),
    "offer_resume_set": lambda d: (
        f"offering to resume {d['task_id']}" if d.get("task_id") else "no resume offer"
    ),
    "entity_pushed": lambda d: f"entity {d['type']} {_show(d['value'])}",
    "belief_set": _belief("="),
    "belief_changed": _belief("changed to"),
    "belief_recalled": _belief("recalled:"),
    "belief_removed": lambda d: f"belief {d['key']} removed",
    "belief_overridden": lambda d: (
        f"slot {d['slot']} = {_show(d['value'])} kept against belief {d['belief']} (override)"
    ),
    "belief_pending": _pending,
    "belief_kept": lambda d: f"belief {d['key']} kept as {_show(d['value'])}",
    "message_added": _message,
    "window_folded": lambda d: f"{d['count']} messages folded into the summary",
    "understood": lambda d: None,  # what was read, not a change (the inspector shows it)
}
