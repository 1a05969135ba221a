"""A bare English name right before the phone number among a request's values
(BARE_NAME_BEFORE_THE_PHONE_AMONG_A_REQUESTS_VALUES).

"move my piano upright from 3 ash grove to 8 elm way, 0 steps, saturday 19th, no tuning,
mike, 07700 900789" asked "What name is the booking under?": a form puts the contact's name
right before the phone, and people type them in that order. Chinese reads such a name by its
surname (``named_texts.titled_names``); an English one has no list to be read by, so it is
read only there: a word or two of letters after the value before it (after the last comma,
when there is one) and right before the phone, none a word no name holds (the lexicon's
``never_in_names``), a yes or a no, or a word of the flow's own texts ("double oven, priya":
the oven's word is the flow's), for the flow's one empty name slot.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .lexicon import has_cjk, normalize
from .parsed import Parsed
from .slot_namer import asks_own_name, one_name_slot
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a word of a name: letters, an apostrophe or a hyphen inside
_NAME_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
#: the most words a name said so may have ("mary ann", "tom price")
_MOST_WORDS = 2


def name_before_phone(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    skip: set[str],
    task: Task | None,
    values: Sequence[tuple[SlotSpec, Parsed, int]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The flow's one empty name slot given the words between the value before the phone
    and the phone, when they are a name (see the module); nothing otherwise."""
    if has_cjk(t.scan):
        return []
    namer = u.slot_namer(flow, t.lex)
    spec = one_name_slot(namer, skip) or _own_name_slot(namer.name_slots, skip, t)
    if spec is None or (task is not None and task.value(spec.name) is not None):
        return []
    if any(s.name == spec.name for s, _, _ in values):
        return []
    phones = {(p.start, p.end): p for s, p, _ in values if s.type == SlotType.PHONE}
    if len(phones) != 1:
        return []
    phone = next(iter(phones.values()))
    before = [p.end for s, p, _ in values if s.type != SlotType.PHONE and p.end <= phone.start]
    if not before:
        return []
    start = max(before)
    # "…, double oven, priya 07700 …": the part after the last comma, a value's own word
    # ("oven") said before it
    end = len(t.scan[: phone.start].rstrip(" ,"))
    comma = t.scan.rfind(",", start, end)
    start = comma if comma > 0 else start
    between = t.scan[start:end]
    words = list(_NAME_WORD.finditer(between))
    if not words or between[:1] not in (" ", ","):
        return []
    if between.replace(",", " ").split() != [w.group(0) for w in words]:
        return []  # anything but the words and commas: no name said bare
    # "…, im tom, 07700 …": the words one gives one's own name with (``self_name_leads``)
    # opening it are none of the name (SELF_NAMED_BEFORE_THE_PHONE)
    lead = t.lex["self_name_leads"].prefix(normalize(between.lstrip(" ,")))
    if lead is not None and lead.end():
        kept = len(normalize(between.lstrip(" ,"))[: lead.end()].split())
        words = words[kept:]
    if not 0 < len(words) <= _MOST_WORDS:
        return []
    never = t.lex["never_in_names"].exact
    kinds = u.replies[t.lex.language].kinds
    own = u.flow_words[flow.name].asked  # built at load (``flow_words.py``)
    said = [normalize(w.group(0)) for w in words]
    if any(w in never or w in kinds or w in own for w in said):
        return []  # "double oven, priya": the oven's word is the flow's, no name
    a, b = start + words[0].start(), start + words[-1].end()
    name = t.scan[a:b]
    return [(spec, Parsed(name, name, 1.0, a, b), 1)]


def _own_name_slot(slots: Sequence[SlotSpec], skip: set[str], t: Turn) -> SlotSpec | None:
    """Of several name slots (a pet's and its owner's), the one empty slot whose question
    asks the user's own name (the lexicon's ``own_name_asks``): a form puts the contact's
    name before the phone."""
    own = [s for s in slots if s.name not in skip and asks_own_name(s, t.lex)]
    return own[0] if len(own) == 1 else None
