"""A month's name said alone to a name's question: "may", "April" and "June" are names
too. A month named is read as a date only as a whole answer (``dates``: "february" to
"which day?"); to the question for a name the same whole answer is the name, and no
other slot's date (NAME_ANSWER_READ_AS_A_MONTH). Each reading that would take such a
message for another slot's value asks here (``late_answer``, the name's own answer in
``all_values.said_for_typed_others``, the values read beside it in ``volunteered``), so
one rule holds for all of them.
"""

from __future__ import annotations

from ..spec import SlotKind
from .dates import MONTH_NAMED
from .utterance import Turn

#: what may close the answer ("may.", "April!")
_CLOSING = " \t.,!?;:。！？，"


def month_named_to_a_name(t: Turn) -> bool:
    """The message is a month's name and nothing else, said while the running task asks
    for a name: the name, never another slot's month. A lead word ("in may") or a day
    ("may 3rd") makes it a date again, read as before."""
    if t.task is None or t.flow is None or not t.task.asked:
        return False
    asked = t.flow.slot(t.task.asked)
    if asked is None or asked.kind != SlotKind.NAME:
        return False
    return MONTH_NAMED.match(t.scan.strip(_CLOSING)) is not None
