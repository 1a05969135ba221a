"""A bare number said as what one has or gets counts things, never a length of time.

"actually can we have 8" at the confirmation of a hire holding 6 toilets for 2 days: the 8
could change either count, and the bot asked which; but one has or gets things ("have 8",
"we'll need 8", "get 8"), where a length is said "for 8" or "8 days". So, of the count
slots a change ties between, when the number is said right after a verb of the lexicon's
``count_had_verbs``, the one count of things is the change, the counts of time
(``counted_slot.counts_time``) left alone (COUNT_OF_THINGS_HAD_TIED_WITH_A_LENGTH_OF_TIME).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..spec import FlowSpec, SlotSpec, SlotType
from .counted_slot import counts_time
from .lexicon import Lexicon
from .parsed import Parsed


def had_thing(
    lex: Lexicon, low: str, said: Parsed, flow: FlowSpec, tied: Iterable[str]
) -> SlotSpec | None:
    """The one count of things among the ``tied`` slots, when ``said`` (in ``low``)
    stands right after a verb of having ("can we have 8"); else None."""
    had = lex["count_had_verbs"]
    if had.regex is None or not any(
        m.end() <= said.start and not low[m.end() : said.start].strip() for m in had.finditer(low)
    ):
        return None
    specs = [flow.slot(name) for name in dict.fromkeys(tied)]
    if len(specs) < 2 or any(s is None or s.type != SlotType.INTEGER for s in specs):
        return None
    things = [s for s in specs if s is not None and not counts_time(s)]
    return things[0] if len(things) == 1 else None
