"""A name said where a choice slot's value goes that is none of its values: "a flight to
Seoul" when the bot does not fly there.

Read as nothing, the name was dropped: the bot asked "Where are you flying from?" and later
"Where would you like to fly to?" as if the user had not said. Given to the slot as said,
the turn refuses it with the reason ("please choose one of: ...") and asks again, as it does
for an unlisted short answer (``answers.unlisted_answer``).

Only what looks like a name counts: one to three capitalised words right where a pattern of
the slot captures ("to {value}"), not a date or a month ("to Friday"), not a value of another
slot, and not words the lexicon says are never values ("to Book a flight"). Chinese has no
capitals to tell a name by; a Chinese message is left as it is.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from . import dates
from .values import Parsed

if TYPE_CHECKING:
    from .rules import RuleUnderstander

#: one to three capitalised words: "Seoul", "New Delhi", "LA", "St. Louis"
_NAME = re.compile(r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}(?![\w'’.-])")


def unlisted_names(
    u: RuleUnderstander, flow: FlowSpec, spec: SlotSpec, text: str, now: datetime, language: str
) -> list[Parsed]:
    """Names ``spec``'s patterns capture in ``text`` that are none of its values."""
    parser = u.parser(flow, spec)
    if spec.type != SlotType.ENUM or not parser.choices or not text.isascii():
        return []
    out: list[Parsed] = []
    for capture, start in parser.raw_captures(text):
        lead = len(capture) - len(capture.lstrip())
        said = parser.cut_at_stop(capture.strip(), language)
        m = _NAME.match(said)
        if m is None:
            continue
        name = m.group(0).rstrip(".")
        if parser.choices.mentions(name) or dates.find_dates(name, now, language):
            continue  # a listed value (or one spelled with a capital) is read elsewhere
        if any(u.parser(flow, o).choices.mentions(name) for o in flow.slots if o is not spec):
            continue  # "to Business"? another slot's value
        a = start + lead
        if all(a + len(name) <= q.start or a >= q.end for q in out):
            out.append(Parsed(name, name, 1.0, a, a + len(name)))
    return out
