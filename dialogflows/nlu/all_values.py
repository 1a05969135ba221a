"""Is a message nothing but values? "from Boston, tomorrow please", "明天晚上": a message
that is all values (and filler words, and the words of the flow's slot names and
patterns) is about the task, whatever it says. Shared by the corrections, the values
volunteered, a value for a queued task and follow-ups; no reader of the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lexicon import has_cjk, normalize

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def only_values(u: Knowledge, t: Turn, spans: list[tuple[int, int]]) -> bool:
    """Nothing but the values at ``spans`` and filler words ("from Boston, tomorrow
    please", "明天晚上"): a message that is all values is about the task, whatever it says."""
    rest, pos = [], 0
    for a, b in sorted([*spans, *t.taken]):
        if a > pos:
            rest.append(t.scan[pos:a])
        pos = max(pos, b)
    rest.append(t.scan[pos:])
    left = normalize(" ".join(rest))
    if not left:
        return True
    if has_cjk(left):
        regex = u.filler_sets["zh"].regex
        return regex is not None and not regex.sub("", left).strip()
    fillers = u.filler_words["en"]
    names = u.slot_words(t.flow) if t.flow is not None else frozenset()
    return all(w in fillers or w in names for w in left.split())
