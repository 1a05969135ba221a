"""The sessions the page can pick, and a new session forked from a version of another.

A fork is a session of its own whose history is the original's up to the chosen version:
each version is saved again under the new id, with its own events, through the store's
ordinary versioned save. So everything that reads a session (the page, ``dialogflows
history``, "save as test", replay) sees the fork as if its turns had been said in it.
"""

from __future__ import annotations

import secrets
from collections import OrderedDict

from ..errors import DialogflowsError
from ..events import Event, apply_event
from ..state import DialogueState, session_key, split_session_key
from ..stores.base import Store

__all__ = ["fork_session", "list_sessions", "new_session_id"]

#: sessions listed in the picker at most (the store may hold many more)
PICKER_LIMIT = 200


def new_session_id(prefix: str = "inspect") -> str:
    """A fresh id that matches the server's id pattern."""
    return f"{prefix}-{secrets.token_hex(4)}"


def list_sessions(
    store: Store, user_id: str | None = None, *, only_user: bool = False
) -> list[tuple[str | None, str]]:
    """(user id, session id) of the stored sessions, sorted; with ``only_user``, only those of
    ``user_id`` (the signed-in user's own)."""
    keys = store.keys()  # the store's own listing (a method of Store, not a dict view)
    pairs = [split_session_key(k) for k in keys]
    if only_user:
        pairs = [p for p in pairs if p[0] == user_id]
    return sorted(pairs, key=lambda p: (p[0] or "", p[1]))[:PICKER_LIMIT]


def fork_session(
    store: Store,
    session_id: str,
    user_id: str | None,
    version: int,
    new_id: str | None = None,
) -> str:
    """Copy the session's versions up to ``version`` into a new session; returns its id.

    Raises:
        DialogflowsError: the session has no such version.
    """
    key = session_key(user_id, session_id)
    groups: OrderedDict[int, list[Event]] = OrderedDict()
    for e in store.events(key):
        if e.version <= version:
            groups.setdefault(e.version, []).append(e)
    if version not in groups:
        raise DialogflowsError(f"session {session_id!r} has no version {version}")
    target = new_id or new_session_id(f"{session_id[:100]}-v{version}")
    target_key = session_key(user_id, target)
    state = DialogueState(session_id=target, user_id=user_id)
    for v, group in groups.items():
        copied = [_renamed(e, target) for e in group]
        for e in copied:
            apply_event(state, e)
        store.save(target_key, state.clone(), v - 1, copied)
    return target


def _renamed(event: Event, session_id: str) -> Event:
    """A copy of the event for the fork: a ``session_started`` names the new session."""
    data = event.model_dump(mode="json")["data"]
    if event.type == "session_started":
        data["session_id"] = session_id
    return Event(type=event.type, version=event.version, turn=event.turn, data=data)
