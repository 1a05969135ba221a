"""TWO_VALUES_FOR_ONE_SLOT_IN_A_REQUEST_DROPPED_SILENTLY: a request that gives one slot two
values, neither of them its own by how it was said ("想给我爸妈报个云南团 一个72一个68",
"coach trip for mum and dad, theyre 71 and 76").

``value_claims.assign`` leaves such a slot empty, since taking either would be a guess; but
the flow then asked the slot's question as if nothing had been said, and the user, who said
two, never heard why. The task starts with what is certain and asks which of the two was
meant, naming both ("您是指72还是68？"), as it asks between two values joined by an "or"
(``alternatives.py``); the answer is read like any answer to that question. Only numbers (an
age, a count) are asked so: two listed values are several items ("a cello and a violin",
``items.py``) or a choice, two days a trip's two legs or a span, two phrases for a note no
choice at all; so "家里又跳闸又漏电" (two listed faults) is still left alone."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..commands import Clarify
from ..spec import NUMBER_TYPES, FlowSpec
from .alternatives import which_value
from .parsed import Parsed, first_per_value
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def which_of_two(
    u: Knowledge, t: Turn, flow: FlowSpec, ties: dict[str, list[Parsed]], slots: dict[str, Any]
) -> Clarify | None:
    """The question between the numbers the message gave the first number slot (in the
    flow's order) that two or more were said for and none was taken; None when there is
    none. Only numbers (an age, a count): two listed values are items or a choice that
    ``items.py`` and ``alternatives.py`` read, and two days a trip's legs or a span; and
    none while a listed slot is given two values too ("卷轴三幅镜框一幅": each count is its
    item's, ``items.py``)."""
    if any(u.parser(flow, s).choices for s in flow.slots if s.name in ties):
        return None
    for spec in flow.slots:
        if spec.name in slots or spec.type not in NUMBER_TYPES or spec.name not in ties:
            continue
        said = first_per_value(ties[spec.name])
        if len(said) < 2:
            continue
        return which_value(t, spec, [p.value for p in said])
    return None
