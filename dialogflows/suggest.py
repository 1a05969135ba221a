"""The "did you mean ..." hint that every error about a name gives.

A leaf of its own because every part that reports a user's mistake (the loader, the checks
of flows and of steps, the CLI, the conversation tester) names the closest known choice the
same way, and none of them should import another to do it.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from rapidfuzz.distance import OSA


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """``did you mean `x`?`` for the closest choice, or None.

    Swapped letters (``emun``, ``cty``) are caught too, which difflib alone scores too low.
    """
    options = list(choices)
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    if not close:
        w = word.casefold()
        near = [(OSA.distance(w, c.casefold()), c) for c in options]
        close = [c for d, c in sorted(near) if d <= max(1, len(w) // 4)][:1]
        close = close or [c for c in options if sorted(c.casefold()) == sorted(w)][:1]
    return f"did you mean `{close[0]}`?" if close else None
