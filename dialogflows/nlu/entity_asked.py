"""Which entity a reference means: the entities it may mean (the places trips leave from
aside, when the same kind came from elsewhere), and the question asking which one when
it is not clear. Shared by the answers and the prefill; no reader of the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Clarify
from ..spec import SlotSpec
from ..state import Entity

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def places(u: Knowledge, stack: list[Entity]) -> list[Entity]:
    """The entities a reference may mean, without the places trips leave from when the
    same kind of entity came from elsewhere: after a flight from London to Rome, "a
    hotel there" is in Rome."""
    if not u.origin_slots or not any(e.source in u.origin_slots for e in stack):
        return stack
    kept_types = {e.type for e in stack if e.source not in u.origin_slots}
    return [e for e in stack if e.source not in u.origin_slots or e.type not in kept_types]


#: more candidates than this are not read out as options: the slot's prompt asks instead
_WHICH_OPTIONS = 3


def ask_which_entity(
    u: Knowledge, t: Turn, spec: SlotSpec, raw: str, stack: list[Entity]
) -> Clarify:
    """Asking which thing a reference meant. Two or more of its kind on the stack ("my
    booking" after a hotel and a flight): those, as options ("Did you mean HT-2141 or
    BK-7935?"), so "the second one" answers; else the slot's own prompt says it best
    ("Which booking should I cancel? ..."), or the lexicon's question."""
    values = list(dict.fromkeys(e.value for e in stack if e.type == spec.entity))
    if 1 < len(values) <= _WHICH_OPTIONS:
        return Clarify(
            slot=spec.name,
            ask="which_value",
            language=t.lex.language,
            options=values,
            raw_text=raw,
        )
    if spec.prompt:
        return Clarify(slot=spec.name, question=spec.prompt, raw_text=raw)
    entity = u.domain.entities.get(spec.entity or "")
    label = entity.description if entity and entity.description else (spec.entity or spec.name)
    return Clarify(
        slot=spec.name,
        ask="which_entity",
        ask_fields={"type": label.replace("_", " ")},
        language=t.lex.language,
        raw_text=raw,
    )
