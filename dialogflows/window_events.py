"""The reducers of the events about what was said: the window of messages (the user's
rides on ``turn_started``, the bot's on ``bot_said``), its folding into a summary, what the
bot told that the understanding reads next (``told``), and the replies kept for retried
requests. Their table is ``events.REDUCERS``."""

from __future__ import annotations

from typing import Any

from .state import SPOKEN_OF_KEPT, DialogueState, KeptReply, Message
from .state_ops import assemble, replace


def append_message(s: DialogueState, role: str, content: str) -> None:
    message = assemble(Message, {"role": role, "content": content, "turn": s.turn})
    s.__dict__["window"] = [*s.window, message]


def message_added(s: DialogueState, d: dict[str, Any]) -> None:
    append_message(s, d["role"], d["content"])


def window_folded(s: DialogueState, d: dict[str, Any]) -> None:
    s.__dict__["window"] = s.window[d["count"] :]
    s.__dict__["summary"] = d["summary"]


def bot_said(s: DialogueState, d: dict[str, Any]) -> None:
    """What the bot said this turn; with ``window`` set, it also joins the window as one
    assistant message (older logs recorded that as a separate ``message_added``)."""
    messages = d["messages"]
    s.__dict__["last_bot"] = list(messages)
    if d.get("window") and messages:
        append_message(s, "assistant", "\n".join(messages))


def told(s: DialogueState, d: dict[str, Any]) -> None:
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


#: replies kept for retried requests: a client retries within seconds, not turns later
KEPT_REPLIES = 16


def reply_kept(s: DialogueState, d: dict[str, Any]) -> None:
    kept = KeptReply(turn_id=d["turn_id"], messages=list(d["messages"]))
    s.__dict__["replies"] = [*s.replies[-(KEPT_REPLIES - 1) :], kept]
