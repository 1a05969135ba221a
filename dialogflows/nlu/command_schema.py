"""The JSON schema a model's commands must follow, with the domain's names as enums.

Sent as the request's ``response_format``, it lets a server that constrains decoding
(llama.cpp, vLLM, OpenAI's structured outputs) produce only commands naming flows and slots
that exist: ``start_task``'s ``flow`` is one of the domain's flows and its ``slots`` only
that flow's; ``set_slot``'s ``slot`` is one of the running flow's (every flow's when none
runs). The reply is still validated against the domain afterwards: a schema narrows what a
model can say, it does not prove a server honoured it.
"""

from __future__ import annotations

from typing import Any

from ..spec import Domain, FlowSpec, SlotSpec, SlotType
from ..state import DialogueState

#: at most this many commands per reply: a constrained model cannot loop forever
MAX_COMMANDS = 4

#: no value or remark a user types is longer: a constrained model cannot ramble on
MAX_TEXT = 200
_STRING: dict[str, Any] = {"type": "string", "maxLength": MAX_TEXT}


def _value(slot: SlotSpec | None) -> dict[str, Any]:
    """The JSON shape of a slot's value."""
    if slot is None:
        return {"anyOf": [_STRING, {"type": "number"}, {"type": "boolean"}]}
    if slot.type == SlotType.ENUM and slot.values:
        return {"enum": list(slot.values)}
    if slot.type == SlotType.INTEGER:
        return {"type": "integer"}
    if slot.type == SlotType.NUMBER:
        return {"type": "number"}
    if slot.type == SlotType.BOOLEAN:
        return {"type": "boolean"}
    if slot.type == SlotType.MONEY:
        return {"anyOf": [{"type": "number"}, _STRING]}
    return _STRING


def _command(
    kind: str, props: dict[str, Any] | None = None, required: tuple[str, ...] = ()
) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"type": {"const": kind}, **(props or {})},
        "required": ["type", *required],
        "additionalProperties": False,
    }


def _start(flow: FlowSpec) -> dict[str, Any]:
    slots = {
        "type": "object",
        "properties": {s.name: _value(s) for s in flow.slots},
        "additionalProperties": False,
    }
    return _command("start_task", {"flow": {"const": flow.name}, "slots": slots}, ("flow",))


def command_schema(domain: Domain, state: DialogueState) -> dict[str, Any]:
    """``{"commands": [...]}`` where each command names only what this domain has."""
    task = state.active_task
    running = domain.task_flow(task.flow) if task is not None else None
    slots = (
        list(running.slots)
        if running is not None
        else list({s.name: s for f in domain.flows.values() for s in f.slots}.values())
    )
    options: list[dict[str, Any]] = [_start(f) for f in domain.flows.values()]
    if slots:
        for kind in ("set_slot", "correct_slot"):
            options.extend(
                _command(kind, {"slot": {"const": s.name}, "value": _value(s)}, ("slot", "value"))
                for s in slots
            )
    held = [t.flow for t in state.task_stack if t.flow in domain.flows]
    if held:
        options.append(_command("resume", {"flow": {"enum": sorted(set(held))}}))
    options.extend(
        [
            _command("affirm"),
            _command("deny"),
            _command("cancel"),
            _command("chitchat", {"text": _STRING}),
            _command("handoff"),
        ]
    )
    return {
        "type": "object",
        "properties": {
            "commands": {"type": "array", "items": {"anyOf": options}, "maxItems": MAX_COMMANDS}
        },
        "required": ["commands"],
        "additionalProperties": False,
    }
