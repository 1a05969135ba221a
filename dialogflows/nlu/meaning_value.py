"""A choice slot's value by meaning: "the cheaper one", "靠窗的" name no listed value.

When a choice slot is asked and the rules found neither a value, a synonym nor a fuzzy
match, the nearest listed value is taken when it is clearly nearest (``value_margin``),
two close ones are asked about, and a message nearer the out-of-domain prototypes than
any value fills nothing.
"""

from __future__ import annotations

from typing import Any

from ..commands import Clarify, Command, SetSlot
from ..spec import MeaningSettings
from .meaning_index import MeaningIndex
from .reading import Reading, note_scores
from .utterance import Turn


def read_value(
    index: MeaningIndex, settings: MeaningSettings, t: Turn, q: Any, reading: Reading
) -> list[Command] | None:
    """The asked slot's value nearest the message's vector ``q``, or a question of two."""
    assert t.flow is not None and t.task is not None and t.task.asked
    slot = t.task.asked
    ranked = index.rank_values(q, t.flow.name, slot)
    ood = index.out_of_domain(q, t.lex.language)
    note_scores(reading, ranked, ood)
    if ranked.best is None or ranked.top - ood < index.margins.out_of_domain:
        return None
    reading.path = "meaning"
    if ranked.margin >= settings.value_margin:
        reading.sure = True
        reading.detail["decided"] = ranked.best
        return [SetSlot(slot=slot, value=ranked.best, raw_text=t.raw.strip(), confidence=1.0)]
    reading.detail["decided"] = "ask"
    return [Clarify(slot=slot, options=list(ranked.names[:2]), raw_text=t.raw.strip())]
