"""The store contract and the serialization every persistent store shares.

A store keeps three things per deployment: session states under opaque keys (built by
``state.session_key``), an append-only event log per session written in the same atomic step
as the state, and one record of lasting beliefs per user. Saves are compare-and-swap on the
session version so that two dispatcher processes never overwrite each other's turn.

Decoding lives here, once, so that SQLite and Redis report unreadable data the same way: a
``CorruptStateError`` naming the key, and the bytes left where they were.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Iterable
from datetime import timedelta
from typing import Any, Protocol, runtime_checkable

from pydantic import TypeAdapter, ValidationError
from pydantic_core import PydanticSerializationError

from ..errors import CorruptStateError, StoreError
from ..events import Event
from ..state import SCHEMA_VERSION, Belief, DialogueState

__all__ = [
    "Store",
    "check_version",
    "decode_beliefs",
    "decode_event",
    "decode_event_rows",
    "decode_state",
    "encode_beliefs",
    "encode_event_rows",
    "encode_events",
    "encode_state",
    "rows_array",
]


@runtime_checkable
class Store(Protocol):
    """What the dispatcher needs from a session store.

    Every method is synchronous; async callers run them in a thread, so implementations must
    be safe to call from several threads at once. The built-in stores also carry ``ttl``
    (the session lifetime they were opened with, the default for a purge).
    """

    def load(self, key: str) -> DialogueState | None:
        """The saved state, or None. Raises ``CorruptStateError`` for unreadable data."""
        ...

    def save(
        self, key: str, state: DialogueState, expected_version: int, events: list[Event]
    ) -> None:
        """Store ``state`` and append ``events`` together, or nothing.

        Refused with ``ConflictError`` unless the stored version equals ``expected_version``
        (0: the session must not exist yet). ``state.version`` is ``expected_version + 1``.
        """
        ...

    def events(self, key: str, since_version: int = 0) -> list[Event]:
        """The session's events with a version above ``since_version``, oldest first."""
        ...

    def load_user(self, user_id: str) -> dict[str, Belief]:
        """The user's lasting beliefs (empty when the user has none)."""
        ...

    def save_user(self, user_id: str, beliefs: dict[str, Belief]) -> None:
        """Replace the user's lasting beliefs."""
        ...

    def delete(self, key: str) -> None:
        """Forget a session and its events (the user record stays)."""
        ...

    def purge(self, older_than: timedelta) -> int:
        """Delete sessions not saved within ``older_than``; returns how many."""
        ...

    def keys(self) -> list[str]:
        """Every stored session key."""
        ...

    def close(self) -> None:
        """Release connections; the store is unusable afterwards."""
        ...


_BELIEFS: TypeAdapter[dict[str, Belief]] = TypeAdapter(dict[str, Belief])
_EVENTS: TypeAdapter[list[Event]] = TypeAdapter(list[Event])


def encode_state(state: DialogueState) -> str:
    return state.model_dump_json()


def encode_events(key: str, events: list[Event]) -> list[str]:
    """Serialize before any write starts, so an unserializable event writes nothing."""
    try:
        return [e.model_dump_json() for e in events]
    except PydanticSerializationError as exc:
        raise StoreError(
            f"cannot save session {key!r}: an event is not serializable: {exc}"
        ) from None


def encode_event_rows(key: str, events: list[Event]) -> list[tuple[int, str]]:
    """The events of a save as one JSON array per version (a save's events share one): one
    row to write and to index instead of one per event (a turn records some seven), for a
    store that keeps a log of rows. ``decode_event_rows`` reads these rows and single-event
    ones alike. Serialized before any write starts, so an unserializable event writes
    nothing."""
    groups: list[tuple[int, list[Event]]] = []
    for event in events:
        if groups and groups[-1][0] == event.version:
            groups[-1][1].append(event)
        else:
            groups.append((event.version, [event]))
    try:
        return [(version, _EVENTS.dump_json(group).decode()) for version, group in groups]
    except PydanticSerializationError as exc:
        raise StoreError(
            f"cannot save session {key!r}: an event is not serializable: {exc}"
        ) from None


def rows_array(rows: list[tuple[int, str]]) -> str:
    """The events of ``encode_event_rows``'s rows as one JSON array: what an HTTP reply
    embeds rather than serializing the same events a second time."""
    if len(rows) == 1:
        return rows[0][1]
    return "[" + ",".join(raw[1:-1] for _, raw in rows if raw != "[]") + "]"


def decode_event_rows(key: str, raws: Iterable[str | bytes]) -> list[Event]:
    """The events of log rows, in order: a row holds one event (as older versions wrote
    them) or a JSON array of a save's events (``encode_event_rows``)."""
    events: list[Event] = []
    for raw in raws:
        head = raw.lstrip()[:1]
        if head in ("[", b"["):
            try:
                events.extend(_EVENTS.validate_json(raw))
            except ValidationError as exc:
                reason = "an event in its log is unreadable: " + _reason(exc)
                raise CorruptStateError(key, reason) from None
        else:
            events.append(decode_event(key, raw))
    return events


def decode_state(key: str, raw: str | bytes) -> DialogueState:
    """Parse a saved state; an older schema fills new fields with their defaults."""
    try:
        state = DialogueState.model_validate_json(raw)
    except ValidationError as exc:
        newer = _schema_version(raw)
        if newer is not None and newer > SCHEMA_VERSION:
            raise _newer(key, newer) from None
        raise CorruptStateError(key, _reason(exc)) from None
    if state.schema_version > SCHEMA_VERSION:
        raise _newer(key, state.schema_version)
    state.schema_version = SCHEMA_VERSION
    return state


class DecodedStates:
    """The state each session last saved (or loaded) in this process, beside its exact
    stored text, so that a load reading that same text again returns the object instead of
    parsing it: a turn mostly reads back what the previous turn of its session saved, and
    parsing a state is a tenth of a turn's CPU.

    Exact, not a guess: the stored text is read as always and compared whole with the one
    kept (another process's save, an edit by hand, a session deleted and begun again all
    change it). What is returned is the object ``save`` was given, as ``MemoryStore`` does:
    callers must not mutate what ``load`` returns, and nothing may change a state after
    saving it (the dispatcher never does; reducers replace fields on a copy). Bounded: the
    ``size`` sessions saved or loaded last.
    """

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        #: key -> (stored text, its state, whether the state was saved here: only then is
        #: the text exactly the state's JSON; a loaded one may be of an older schema, and
        #: the events the save wrote with their JSON array, if saved here)
        self._items: OrderedDict[
            str, tuple[str | bytes, DialogueState, bool, tuple[list[Event], str] | None]
        ] = OrderedDict()
        self._lock = threading.Lock()

    def decode(self, key: str, raw: str | bytes) -> DialogueState:
        """The state ``raw`` holds: the kept object when ``raw`` is its text, else parsed."""
        item = self._items.get(key)
        if item is not None and item[0] == raw:
            return item[1]
        state = decode_state(key, raw)
        self.keep(key, raw, state, saved=False)
        return state

    def keep(
        self,
        key: str,
        raw: str | bytes,
        state: DialogueState,
        *,
        saved: bool = True,
        events: tuple[list[Event], str] | None = None,
    ) -> None:
        """``state`` is what ``raw`` holds (``saved``: ``raw`` is its own serialization);
        ``events``: the events saved with it and their JSON array (``rows_array``)."""
        if self.size <= 0:
            return
        with self._lock:
            self._items[key] = (raw, state, saved, events)
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def text_of(self, key: str, state: DialogueState) -> str | bytes | None:
        """The stored text of ``state`` if it is the very object kept for ``key``: what an
        HTTP reply embeds instead of serializing the state a second time."""
        item = self._items.get(key)
        return item[0] if item is not None and item[1] is state and item[2] else None

    def events_text_of(self, key: str, state: DialogueState, events: list[Event]) -> str | None:
        """The JSON array the save of ``state`` wrote for ``events``, if it saved exactly
        these event objects (a turn with one save; a claim's turn saves twice and is
        serialized again)."""
        item = self._items.get(key)
        if item is None or item[1] is not state or item[3] is None:
            return None
        saved, text = item[3]
        if len(saved) != len(events) or any(a is not b for a, b in zip(saved, events, strict=True)):
            return None
        return text

    def forget(self, key: str | None = None) -> None:
        """Drop one session's kept state, or every one (``None``)."""
        with self._lock:
            if key is None:
                self._items.clear()
            else:
                self._items.pop(key, None)


def check_version(key: str, state: DialogueState, stored: object) -> DialogueState:
    """The version a store keeps beside the state must be the state's own: a save compares
    against the stored one, so a mismatch would refuse every later save as a conflict."""
    try:
        version = int(stored)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        raise CorruptStateError(key, f"its version {stored!r} is not a number") from None
    if version != state.version:
        raise CorruptStateError(
            key, f"its stored version {version} differs from the state's own {state.version}"
        )
    return state


def decode_event(key: str, raw: str | bytes) -> Event:
    try:
        return Event.model_validate_json(raw)
    except ValidationError as exc:
        raise CorruptStateError(key, "an event in its log is unreadable: " + _reason(exc)) from None


def encode_beliefs(beliefs: dict[str, Belief]) -> str:
    return json.dumps(
        {
            "schema_version": SCHEMA_VERSION,
            "beliefs": _BELIEFS.dump_python(beliefs, mode="json"),
        }
    )


def decode_beliefs(user_id: str, raw: str | bytes) -> dict[str, Belief]:
    label = f"user record {user_id!r}"
    try:
        doc = json.loads(raw)
        if not isinstance(doc, dict):
            raise CorruptStateError(label, "not a JSON object")
        version = doc.get("schema_version", SCHEMA_VERSION)
        if isinstance(version, int) and version > SCHEMA_VERSION:
            raise _newer(label, version)
        return _BELIEFS.validate_python(doc.get("beliefs", {}))
    except (ValueError, ValidationError) as exc:
        # json.JSONDecodeError is a ValueError; ValidationError is one too in pydantic 2
        reason = _reason(exc) if isinstance(exc, ValidationError) else f"invalid JSON: {exc}"
        raise CorruptStateError(label, reason) from None


def _schema_version(raw: str | bytes) -> int | None:
    try:
        doc: Any = json.loads(raw)
    except ValueError:
        return None
    version = doc.get("schema_version") if isinstance(doc, dict) else None
    return version if isinstance(version, int) else None


def _newer(key: str, version: int) -> CorruptStateError:
    return CorruptStateError(
        key,
        f"saved by a newer dialogflows (schema {version}, this one reads up to {SCHEMA_VERSION})",
    )


def _reason(exc: ValidationError) -> str:
    first = exc.errors(include_url=False)[0]
    if first["type"] == "json_invalid":
        return f"invalid JSON ({first.get('ctx', {}).get('error', first['msg'])})"
    where = ".".join(str(p) for p in first["loc"]) or "document"
    more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
    return f"{where}: {first['msg']}{more}"
