"""Whether an answer is all the message says: what is left around it is nothing, or
fillers only. Shared by the readers of the answer (the answer alone, a late answer, a
question about an option) and the weighing of an answer against a trigger; no reader of
the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .findings import Span
from .lexicon import has_cjk, normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def consumed(u: Knowledge, t: Turn, span: Span | None) -> bool:
    """The asked slot's answer, said at ``span``, is all there is ("next friday please"):
    nothing left that could hold a volunteered value, so the other slots are not scanned."""
    if span is None:
        return False
    a, b = span
    rest = normalize(t.scan[:a] + " " + t.scan[b:])
    return not rest or only_fillers(u, rest)


def only_fillers(u: Knowledge, rest: str) -> bool:
    """``rest`` (normalized, not empty) is fillers and nothing else."""
    if has_cjk(rest):  # no spaces to split on: take the fillers out and see what is left
        regex = u.filler_sets["zh"].regex
        return regex is not None and not regex.sub("", rest).strip()
    fillers = u.filler_words["en"]
    return all(w in fillers for w in rest.split())
