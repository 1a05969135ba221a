"""What a turn understood, kept in its event log: the ``understood`` event.

The event log records what changed; without this event it would not say what the change was
made *from*: the commands a message was read as, and who read it. A turn taken anywhere
(the HTTP API, the simulator, the inspector, a test) leaves one ``understood`` event right
after its ``turn_started`` (and after the understander's own notes, ``understood_by`` and
``understanding_failed``), with:

- ``by``: who produced the commands: ``rules``, ``llm``, ``semantic``, ``hybrid``, the class
  name of an understander of the bot's own, or ``caller`` for commands applied directly
  (``Dispatcher.apply``, ``POST /sessions/{id}/commands``);
- ``model``: the model's name, when the understander asks one;
- ``commands``: each command as its JSON, ``type`` first, fields left at their defaults
  omitted (``parse_commands`` reads them back). A command that names the reader that
  produced it carries that too.

The user's text is not repeated: it is on ``turn_started``. Nothing else is recorded (no
prompt, no model reply, no credentials of the endpoint).
"""

from __future__ import annotations

from typing import Any

from .commands import Command

__all__ = ["CALLER", "understander_name", "understood_data"]

#: ``by`` for commands a caller applied directly, with no understanding step
CALLER = "caller"

_NAMES = {
    "RuleUnderstander": "rules",
    "LLMUnderstander": "llm",
    "SemanticUnderstander": "semantic",
    "HybridUnderstander": "hybrid",
}


def understander_name(understander: Any) -> str:
    """``rules``, ``llm``, ``semantic``, ``hybrid``, or the class name of another one."""
    name = type(understander).__name__
    return _NAMES.get(name, name)


def understood_data(by: Any, commands: list[Command]) -> dict[str, Any]:
    """The ``understood`` event's data for ``commands`` from ``by`` (an understander, or
    ``CALLER``)."""
    data: dict[str, Any] = {"by": by if isinstance(by, str) else understander_name(by)}
    asks = getattr(by, "llm", by)  # the hybrid asks through its LLM understander
    model = getattr(getattr(asks, "client", None), "model", None)
    if isinstance(model, str) and model:
        data["model"] = model
    # the model's serializer called directly: ``model_dump``'s Python wrapper (its keyword
    # handling) cost as much again as the serializing itself, on every turn
    data["commands"] = [
        {
            "type": c.type,
            **c.__pydantic_serializer__.to_python(c, mode="json", exclude_defaults=True),
            **({"reader": c.reader} if c.reader else {}),  # which reader (nlu/pipeline.py)
        }
        for c in commands
    ]
    return data
