"""A whole message said to a free-text question that another slot of the flow takes by
its form, while that slot is still empty ("ground floor" to "What would you like to
donate?" beside a floor slot; an address beyond doubt beside an address slot). Asked by
the asked slot's reader (``answer_asked.py``) before the free text takes the words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from .addresses import address_spans
from .all_values import listed_for_another
from .lexicon import normalize

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def said_for_an_empty_slot(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> bool:
    """Said to the free-text question of ``spec``, the whole message is a value another
    slot of the flow takes by its form and that slot is still empty: wholly one of its
    listed values ("ground floor" to "What would you like to donate?" beside a floor
    slot), or an address beyond doubt beside the flow's empty ``kind: address`` slot
    ("apt 5, 1 quay st, manchester" to the same question). A free-text slot takes
    anything, so without this it swallowed the answer meant for the other slot, which
    then was asked for again. Only an empty slot takes it: said again to the same
    question, the words are the free text's, so the bot never asks in a circle. A name
    slot keeps a listed value of one word (a pet may be called "Bunny"; ``no_name``)."""
    if spec.type != SlotType.TEXT or u.parser(flow, spec).choices or t.task is None:
        return False
    task = t.task
    if spec.kind == SlotKind.ADDRESS:
        # ANOTHER_SLOTS_VALUE_TAKEN_AS_AN_ADDRESS ("4 chairs", "是两台"): the whole message
        # is other slots' values, read once for every free-text slot before its answer
        # (``other_slots_whole.another_slots_whole``)
        return False
    norm = normalize(t.scan)
    if listed_for_another(u, flow, spec, norm, empty_in=task):
        return True
    said = _before_a_condition(t, norm)
    if said and listed_for_another(u, flow, spec, said, empty_in=task):
        # LISTED_VALUE_WITH_A_CONDITION_AFTER_IT: "jess if shes free" to "Which area needs
        # work?" beside an empty therapist slot names the therapist; the condition says
        # nothing the free text asked for
        return True
    if spec.kind is not None:
        return False
    empty_address = any(
        s.kind == SlotKind.ADDRESS and task.value(s.name) is None for s in flow.slots
    )
    if not empty_address:
        return False
    text = t.scan.rstrip(" ,.;!?，。；！？")
    return any(b >= len(text) and not t.scan[:a].strip() for a, b in address_spans(u, t, flow))


def _before_a_condition(t: Turn, norm: str) -> str:
    """The words of ``norm`` (the message's scan, normalized) before a condition that
    follows them ("jess if shes free": "jess"), or "" when no condition word (the
    lexicon's ``conditionals``) stands after the message's first word."""
    m = t.lex["conditionals"].search(norm)
    if m is None or m.start() == 0:
        return ""
    return norm[: m.start()].strip(" ,.;!?，。；！？")
