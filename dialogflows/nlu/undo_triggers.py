"""A trigger read as an undo word and the thing it undoes: "cancel my lesson" is "cancel" and
"my lesson", "取消订单" is 取消 and 订单.

Two readings find the flow a message undoes by the thing such a trigger names: the cancel
reader, when the message names the thing beside the cancel word it says ("my lesson, can you
cancel it" of "cancel my lesson", ``control.py``), and the undone thing, when the message
names a thing another flow makes after an undo word ("scrap my van booking" of "cancel the
van", ``undone_thing.py``). Both split a trigger so, here once; each keeps its own test of
which of the thing's words the message must say. A neutral module: it imports no reader.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..spec import FlowSpec
from .lexicon import PhraseSet, normalize


@dataclass(frozen=True)
class UndoTrigger:
    """One trigger of ``flow``: what it says (normalized), whether it opens with an undo
    word, and the thing it names: what follows that opening word, or, with the undo word
    inside ("我要取消预约"), the trigger with its undo words out (spaces where they were).
    Only an opening word is cut from a trigger that opens with one, so a word inside
    another ("停" of "取消停车预约") stays a part of the thing."""

    flow: FlowSpec
    said: str
    opens: bool
    thing: str


def undo_triggers(flows: Iterable[FlowSpec], undo: Sequence[PhraseSet]) -> list[UndoTrigger]:
    """Every trigger of ``flows`` split by the undo words of ``undo`` (a trigger with none
    of them is its whole self as the thing)."""
    found: list[UndoTrigger] = []
    for flow in flows:
        for trigger in flow.triggers:
            said = normalize(trigger)
            opening = next((m for w in undo if (m := w.prefix(said)) is not None), None)
            if opening is not None:
                found.append(UndoTrigger(flow, said, True, said[opening.end() :]))
                continue
            thing = said
            for words in undo:
                if words.regex is not None:
                    thing = words.regex.sub(" ", thing)
            found.append(UndoTrigger(flow, said, False, thing))
    return found
