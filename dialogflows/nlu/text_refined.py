"""A free-text value said again with more of it: "送到我家", then "我家在望京西路5号". A
reader of the pipeline (``pipeline.IN_TASK``, ``text_refined``); the other parts of a
free-text value (``text_parts.py``) are read by the corrections and the answers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


@lexicon_grammar
def _where_it_is(w: ListWords) -> re.Pattern[str]:
    """What joins a place already given to where it is: "我家在…", "公司地址是…", "my office
    is at …" (the lexicon's ``where_it_is``)."""
    return re.compile(
        rf"\s*(?:{w.alt('where_it_is')})\s*" r"(?P<rest>[^,.;!?，。；！？\n]{2,})",
        re.IGNORECASE,
    )


def refined_text(u: Knowledge, t: Turn) -> list[Command] | None:
    """A free-text value said again with more of it: "送到我家", then "我家在望京西路5号";
    "to my office", then "my office is at 5 Main Street". The message opens with the value
    the slot holds, joined to the rest by 在, 是 or "is at": the rest is the value now."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return None
    slots = u.free_text_slots(flow)
    if not slots:
        return None
    text = t.scan.strip()
    low = text.casefold()
    for spec in slots:
        old = task.value(spec.name)
        if not isinstance(old, str) or len(old) < 2 or not low.startswith(old.casefold()):
            continue
        m = where_it_is(t.lex).match(text, len(old))
        if m is None or m.end() < len(text.rstrip(" .!。！")):
            continue
        rest = m.group("rest").strip()
        return [CorrectSlot(slot=spec.name, value=rest, raw_text=rest, rejected=old)]
    return None


def where_it_is(lex: Lexicon) -> re.Pattern[str]:
    """The words joining a value said again to the rest of it (在, 是, "is at"), of
    ``lex``: what a refined text needs (``cues.py``)."""
    return grammar(lex, _where_it_is)
