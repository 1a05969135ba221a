"""A new number said at the end of a request to change it: "change the headcount for
EV-204 to 85", "update the class size to 12 pls".

The request's trigger names the thing ("the headcount") in words no slot's label needs to
share, and "to" before a bare number is no count anywhere else ("move it to 2" in a flow
with a time is the hour). So it is read only where it can mean one thing: the message has a
change verb (the lexicon's ``thing_change_verbs``), ends with ``thing_change_into`` and a
number, and the flow has one number slot and no time, which that number fills.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..commands import SetSlot
from ..spec import NUMBER_TYPES, FlowSpec, SlotType
from .grammar_words import ListWords, grammar, lexicon_grammar

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


@lexicon_grammar
class ChangedToWords:
    """A change verb, then "to" and what follows it to the end of the message."""

    def __init__(self, w: ListWords) -> None:
        self.rx = re.compile(
            rf"\b(?:{w.en_alt('thing_change_verbs')})\b.*\s(?:{w.en_alt('thing_change_into')})"
            rf"\s+(?P<value>[^\s,;.!?]+(?:\s+[^\s,;.!?]+)?)\s*[\s.!?]*$",
            re.IGNORECASE,
        )


def changed_to(u: Knowledge, t: Turn, flow: FlowSpec, slots: dict[str, Any]) -> SetSlot | None:
    """The flow's one number slot, not yet said, set to the number a change request ends
    with; None when the message is not that or the flow could mean another slot."""
    numbers = [s for s in flow.slots if s.type in NUMBER_TYPES]
    if len(numbers) != 1 or numbers[0].name in slots:
        return None
    if any(s.type == SlotType.TIME for s in flow.slots):
        return None
    m = grammar(t.lex, ChangedToWords).rx.search(t.scan)
    if m is None:
        return None
    spec = numbers[0]
    parsed = u.parser(flow, spec).parse(m.group("value"), t.now, t.language)
    if parsed is None:
        return None
    return SetSlot(slot=spec.name, value=parsed.value, raw_text=m.group("value"))
