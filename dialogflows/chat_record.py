"""What a chat session tells its author beyond the replies: the understood line of each
turn (``/why``), a notice when the LLM or the embedder fell back, and the session written
as a conversation test (``/save FILE.test.yaml``) that ``dialogflows test`` runs.

Kept out of ``simulator.py`` (the input loop) and ``layout.py`` (the screen): these are
plain functions of a ``Reply`` and of the turns said, testable without a terminal.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml
from rich.text import Text

from .commands import Command
from .errors import DialogflowsError
from .spec import display_value

if TYPE_CHECKING:
    from .dispatcher import Reply

__all__ = ["SavedTurn", "fallback_notices", "understood", "write_test"]

#: command fields that say what the command is about, in the order they are shown
_SHOWN = ("flow", "slot", "value", "key", "text")


@dataclass(frozen=True)
class SavedTurn:
    """One user message and what the bot answered, as a test step checks it."""

    user: str
    bot: list[str]
    phase: str
    flow: str | None


def understood(reply: Reply, understander: str) -> Text:
    """``understood: set_slot size='large' (1.00) · rules: answer``: the commands of the
    turn, who decided them (the understander, and the readers of its pipeline that
    produced them), and how sure. An LLM turn that fell back names the fallback."""
    line = Text("understood: ", style="bold")
    if not reply.commands:
        line.append("nothing", style="dim")
    for i, cmd in enumerate(reply.commands):
        if i:
            line.append(", ")
        line.append(_command(cmd))
        if cmd.confidence < 1.0:
            style = "yellow" if cmd.confidence >= 0.5 else "red"
            line.append(f" ({cmd.confidence:.2f})", style=style)
    failed = [e for e in reply.events if e.type == "understanding_failed"]
    who = understander
    if failed:
        kind = failed[-1].data.get("kind") or "error"
        who = f"{failed[-1].data.get('understander', understander)} failed ({kind}) → rules"
    reader = next((e.data for e in reply.events if e.type == "reader_failed"), None)
    if reader is not None:
        who = f"rules failed in reader {reader.get('reader')!r} → taken as talk"
    # the readers that decided (``nlu/pipeline.py``): "· rules: control", "· rules: answer"
    readers = list(dict.fromkeys(c.reader for c in reply.commands if c.reader))
    line.append(f" · {who}" + (f": {', '.join(readers)}" if readers else ""), style="dim")
    return line


def _command(cmd: Command) -> str:
    """``set_slot slot=seat_class value='economy'``: names bare, what the user said quoted."""
    data = cmd.model_dump(exclude_defaults=True, exclude={"confidence", "raw_text", "type"})
    parts = [f"{k}={_short(k, data.pop(k))}" for k in _SHOWN if k in data]
    parts += [f"{k}={_short(k, v)}" for k, v in data.items()]
    return " ".join([str(getattr(cmd, "type", type(cmd).__name__)), *parts])


def _short(key: str, value: Any) -> str:
    if isinstance(value, dict) and "amount" not in value:
        text = "{" + ", ".join(f"{k}: {display_value(v)}" for k, v in value.items()) + "}"
    elif key in ("flow", "slot", "key") or not isinstance(value, str | dict):
        text = str(value)
    else:
        text = repr(display_value(value))
    return text if len(text) <= 60 else text[:59] + "…"


def fallback_notices(reply: Reply) -> list[Text]:
    """A line for each fallback of the turn: the LLM that could not be used (unreachable,
    slow, invalid output), or an embedder that fell back. Otherwise silent: the rules
    answered and the author would not know the model never did."""
    notes = []
    # a reader of the rules that raised (``nlu/failures.py``): named with its error and line
    reader = next((e.data for e in reply.events if e.type == "reader_failed"), None)
    for event in reply.events:
        data = event.data
        if event.type == "understanding_failed":
            who = data.get("understander", "understander")
            why = data.get("kind") or "error"
            error = str(data.get("error", ""))[:120]
            if reader is not None and who == "rules":
                why = f"reader {reader.get('reader')!r}"
                error = str(reader.get("error", ""))[:120]
                if reader.get("where"):
                    error += f" at {reader['where']}"
            then = (
                "the rules answered this turn"
                if who != "rules"
                else "the message was taken as small talk (a bug: please report it)"
            )
            notes.append(
                Text(
                    f"notice: the {who} understander failed ({why}: {error}); {then}",
                    style="bold yellow",
                )
            )
        elif event.type == "understood_by" and (data.get("error") or data.get("llm_error")):
            # the reader by meaning or the hybrid's model failed: the rules' reading stood
            what = "embedder" if data.get("error") else "LLM"
            error = str(data.get("error") or data.get("llm_error"))[:120]
            notes.append(
                Text(
                    f"notice: the {what} failed ({error}); the rules' reading stood",
                    style="bold yellow",
                )
            )
        elif "fallback" in event.type or "fell_back" in event.type:
            notes.append(Text(f"notice: {event.type.replace('_', ' ')} {data}", style="yellow"))
    return notes


def write_test(
    path: Path, turns: list[SavedTurn], clock: datetime, user_id: str | None, name: str
) -> int:
    """Write ``turns`` as one conversation test case; returns the number of steps.

    Each step says the message and expects the bot's messages and the phase exactly as they
    were, on the clock of the session's first turn, so ``dialogflows test`` replays it.
    """
    if not turns:
        raise DialogflowsError("nothing said yet: there is no conversation to save as a test")
    steps: list[dict[str, Any]] = []
    for turn in turns:
        step: dict[str, Any] = {"user": turn.user}
        step["bot"] = turn.bot[0] if len(turn.bot) == 1 else list(turn.bot)
        step["phase"] = turn.phase
        if turn.flow is not None:
            step["flow"] = turn.flow
        steps.append(step)
    case: dict[str, Any] = {"name": name, "steps": steps}
    if user_id is not None:
        case["user_id"] = user_id
    doc = {"clock": clock.replace(microsecond=0).isoformat(), "cases": [case]}
    text = "# written by /save in `dialogflows chat`; run it with `dialogflows test`\n"
    text += yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=100)
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as e:
        raise DialogflowsError(f"cannot write {path}: {e.strerror or e}") from None
    return len(steps)
