"""A limit on money stated as a belief and named by a money slot's label or name
("预算7000" to a "月租预算", "my budget is 2000" asked for the monthly budget): the amount is
that slot's value, not a standing rule.

A neutral module (it imports no reader): both the reader of beliefs stated (``beliefs.py``)
and the reading of a limit said with a request (``belief_slots.limit_as_value``) ask it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..commands import SetBelief
from ..spec import SlotSpec
from .lexicon import Lexicon, normalize


def names_a_slot(cmd: SetBelief, slots: Sequence[SlotSpec], lex: Lexicon) -> bool:
    """The limit on money ``cmd`` states is named by a money slot's label or name: the
    lexicon's ``belief_words`` of its key ("预算", "budget") are in what the slot is
    called ("月租预算", "monthly budget"), so the amount is that slot's value."""
    if not isinstance(cmd.value, dict) or "amount" not in cmd.value:
        return False
    words = lex.belief_words.get(cmd.key, ())  # normalized when the lexicon loaded
    names = [normalize(f"{s.heard} {s.name.replace('_', ' ')}") for s in slots]
    return any(w in n for w in words for n in names)
