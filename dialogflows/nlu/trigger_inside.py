"""A shorter trigger said inside a longer one's words ("gym membership" inside "pause my gym
membership"): the shared word is the longer trigger's, so the shorter one is no hit.

Split from ``triggers.py`` (``TriggerIndex.exact`` asks it for each word set it finds):
which of two overlapping hits stands is a concept of its own, beside the ranking of hits
(``trigger_hits.py``)."""

from __future__ import annotations

from .trigger_hits import TriggerHit

#: the most words of neither trigger inside the longer one's run ("pause my gym
#: membership": "my"); more, and its words stand in other clauses ("cancel that, i need to
#: move my rental" holds no "cancel my rental")
_HELD_LOOSE = 2


def held_inside(best: dict[str, TriggerHit], norm: str, wanted: frozenset[str], flow: str) -> None:
    """A trigger of ``flow`` said with words between its own (``wanted``: "pause my gym
    membership" for ``pause membership``) holds another flow's whole trigger that shares a
    word of it ("gym membership", of joining), both ending there (the noun they share; "my
    tattoo faded, can i get …" holds no "get a tattoo"): that word is the longer trigger's, so the
    shorter one, said inside it, is no hit. It won as a whole phrase (1.0 over a word
    set's 0.75), and "how do i pause my gym membership" joined the gym."""
    words = norm.split(" ")
    at = [i for i, w in enumerate(words) if w in wanted]
    if len(at) < len(wanted) or len(wanted) < 2:
        return
    start = sum(len(w) + 1 for w in words[: at[0]])
    end = sum(len(w) + 1 for w in words[: at[-1] + 1]) - 1
    for other, hit in list(best.items()):
        if other == flow or hit.end <= hit.start or not (start <= hit.start and hit.end <= end):
            continue
        inner = norm[hit.start : hit.end].split()
        loose = [w for w in norm[start:end].split() if w not in wanted and w not in inner]
        if (
            hit.start > start
            and hit.end == end
            and wanted & set(inner)
            and len(loose) <= _HELD_LOOSE
        ):
            del best[other]
