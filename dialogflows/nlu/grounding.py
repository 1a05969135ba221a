"""What a model writes is never said to the user as it wrote it.

The LLM understander's commands are checked against the user's own message before the
runtime sees them. The bot's replies quote slot values (an invalid value is named, a
confirmation echoes every value), so a value the model invented, or text it meant as an
instruction, would otherwise be spoken in the bot's voice. The rules:

- a question the model phrased (``Clarify.question``) is dropped: the framework phrases
  its own questions from the slot and its options;
- an enum value that is neither one of the slot's values or synonyms nor in the message is
  dropped;
- a text value none of whose words is in the message is dropped (a normalized value, such
  as a date the model wrote as ISO from "tomorrow", is for typed slots, whose parsers check
  it and never quote it back);
- a belief's text value that is not in the message is dropped.

Each drop is noted (slot and reason, never the value) so the events show that it happened.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..commands import Clarify, Command, CorrectSlot, SetBelief, SetSlot
from ..spec import Domain, SlotSpec, SlotType
from ..state import DialogueState

__all__ = ["ground"]

_WORD = re.compile(r"\w+", re.UNICODE)
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def _said(value: str, message: str) -> bool:
    """Some word of ``value`` is in the message (any CJK character of it, for Chinese)."""
    text = message.casefold()
    if value.casefold().strip() in text:
        return True
    words = _WORD.findall(value.casefold())
    return any(
        (w in text) if not _CJK.search(w) else any(ch in text for ch in w)
        for w in words
        if len(w) > 1 or _CJK.search(w)
    )


def _slot(domain: Domain, state: DialogueState, command: SetSlot | CorrectSlot) -> SlotSpec | None:
    flow = command.flow if isinstance(command, SetSlot) else None
    if flow is None and state.active_task is not None:
        flow = state.active_task.flow
    spec = domain.flows.get(flow) if flow is not None else None
    if spec is not None:
        return spec.slot(command.slot)
    for candidate in domain.flows.values():  # a start_task earlier in the same reply
        found = candidate.slot(command.slot)
        if found is not None:
            return found
    return None


def _known(slot: SlotSpec, domain: Domain, value: str) -> bool:
    values = list(slot.values or [])
    synonyms = dict(slot.synonyms or {})
    if slot.entity is not None and slot.entity in domain.entities:
        entity = domain.entities[slot.entity]
        values += entity.values
        synonyms.update(entity.synonyms)
    folded = value.casefold()
    return any(v.casefold() == folded for v in values) or any(
        s.casefold() == folded for group in synonyms.values() for s in group
    )


def ground(
    commands: Sequence[Command], message: str, domain: Domain, state: DialogueState
) -> tuple[list[Command], list[dict[str, object]]]:
    """The commands with what the model made up removed, and a note for each removal."""
    kept: list[Command] = []
    notes: list[dict[str, object]] = []
    for command in commands:
        if isinstance(command, Clarify) and command.question is not None:
            kept.append(command.model_copy(update={"question": None}))
            continue
        if isinstance(command, SetSlot | CorrectSlot) and isinstance(command.value, str):
            slot = _slot(domain, state, command)
            invented = False
            if slot is not None and slot.type is SlotType.ENUM:
                invented = not _known(slot, domain, command.value) and not _said(
                    command.value, message
                )
            elif slot is not None and slot.type is SlotType.TEXT:
                invented = not _said(command.value, message)
            if invented:
                notes.append({"slot": command.slot, "reason": "not in the message"})
                continue
        if (
            isinstance(command, SetBelief)
            and isinstance(command.value, str)
            and not _said(command.value, message)
        ):
            notes.append({"belief": command.key, "reason": "not in the message"})
            continue
        kept.append(command)
    return kept, notes
