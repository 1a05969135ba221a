"""A session as a conversation test: the ``*.test.yaml`` that "save as test" downloads.

Each turn of the session becomes one step (a turn runs from one ``turn_started`` event to
the next, over one version, or two when an action ran: its claim, then its result): what the
user said (or, for a turn made of commands, the commands the page recorded), and what a
person saw after it: the bot's
messages, the phase, the running flow and the slot it asks for, its filled slots, and the
task stack. The clock is the time of the session's first turn, so "tomorrow" means the same
day when the test runs later.

Values an action produced (a booking reference) are the action's, not the conversation's: a
real action may give another one on every run. Where a reply shows such a value, the step
expects the reply with anything in its place (``bot_matches``) instead of the exact text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import yaml
from pydantic_core import to_jsonable_python

from ..errors import DialogflowsError
from ..events import Event, apply_event
from ..state import DialogueState, session_key

if TYPE_CHECKING:
    from ..stores.base import Store

__all__ = ["session_test"]

#: action results shorter than this ("ok", 1) are left in the expected text as they are:
#: replacing them would blur the whole reply
_SHORTEST_RESULT = 3


def session_test(store: Store, session_id: str, user_id: str | None) -> str:
    """The session's conversation as the text of a ``*.test.yaml`` file with one case.

    Raises:
        DialogflowsError: the session has no turns, or a turn made of commands was saved
            before turns recorded their commands (an ``understood`` event).
    """
    key = session_key(user_id, session_id)
    events = store.events(key)
    if not events:
        raise DialogflowsError(f"session {session_id!r} has no turns to save as a test")
    turns: list[list[Event]] = []
    for e in events:
        if e.type == "turn_started" or not turns:
            turns.append([])
        turns[-1].append(e)

    state = DialogueState(session_id=session_id, user_id=user_id)
    made: list[str] = []  # values actions produced so far
    steps: list[dict[str, Any]] = []
    clock: str | None = None
    for group in turns:
        for e in group:
            apply_event(state, e)
            if e.type == "results_set":
                made.extend(_result_texts(e.data.get("results")))
        started = group[0]
        if started.type != "turn_started":
            continue  # the session's start, before any turn
        clock = clock or started.data.get("at")
        step: dict[str, Any] = {}
        if started.data.get("text") is not None:
            step["user"] = str(started.data["text"])
        else:
            recorded = next((e.data for e in group if e.type == "understood"), None)
            if recorded is None:
                raise DialogflowsError(
                    f"turn {state.turn} (version {started.version}) of session {session_id!r} "
                    "was made by commands that its events do not keep (it was saved before "
                    "turns recorded an 'understood' event), so it cannot be saved as a test"
                )
            step["commands"] = recorded.get("commands") or []
        said = [str(m) for e in group if e.type == "bot_said" for m in e.data.get("messages") or []]
        step.update(_expect(said, state, made))
        steps.append(step)

    case: dict[str, Any] = {"name": f"session {session_id}, saved from the inspector"}
    if user_id is not None:
        case["user_id"] = user_id
    case["steps"] = steps
    doc: dict[str, Any] = {}
    if clock is not None:
        doc["clock"] = clock
    doc["cases"] = [case]
    head = (
        f"# Session {session_id!r} as a conversation test, saved by `dialogflows inspect`.\n"
        "# Run it with `dialogflows test FLOWS THIS_FILE`.\n"
    )
    if clock is None:
        head += "# The session's turns carry no time: the test runs on today's date.\n"
    body = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=100)
    return head + body


def _expect(messages: list[str], state: DialogueState, made: list[str]) -> dict[str, Any]:
    """What a person saw after one turn, as a step's expectations."""
    out: dict[str, Any] = {}
    said = "\n".join(messages)
    shown = [v for v in made if v in said]
    if shown:
        out["bot_matches"] = _pattern(said, shown)
    else:
        out["bot"] = messages
    task = state.active_task
    out["phase"] = state.phase
    out["flow"] = task.flow if task is not None else None
    if task is not None:
        out["asked"] = task.asked
        filled = {n: s.value for n, s in task.slots.items() if s.value is not None}
        if filled:
            out["slots"] = to_jsonable_python(filled)
    out["stack"] = [t.flow for t in state.task_stack]
    return out


def _pattern(said: str, values: list[str]) -> str:
    """A regex matching ``said`` exactly, except each of ``values`` may be anything."""
    alternatives = "|".join(re.escape(v) for v in sorted(set(values), key=len, reverse=True))
    parts = re.split(alternatives, said)
    return r"\A" + ".+?".join(re.escape(p) for p in parts) + r"\Z"


def _result_texts(results: Any) -> list[str]:
    if not isinstance(results, dict):
        return []
    texts = [str(v) for v in results.values() if v is not None and not isinstance(v, bool)]
    return [t for t in texts if len(t) >= _SHORTEST_RESULT]
