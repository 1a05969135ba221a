"""Phrases that cross a phrase found: a scan by one alternation takes each phrase it meets
whole, leftmost first, and never sees a phrase that starts inside a match and runs past its
end ("鞋子洗坏了" holds 洗坏了 of a complaint across 鞋子洗, a form of 鞋子清洗). Yet that is
another reading of the same words, which the trigger index weighs with the first."""

from __future__ import annotations

import re


def crossing(
    regex: re.Pattern[str] | None, norm: str, found: list[re.Match[str]]
) -> list[re.Match[str]]:
    """``found`` (``regex``'s scan of ``norm``) with the phrases of ``regex`` that start
    inside one of its matches and run past its end. A phrase inside a match ("预约" in
    取消预约) stays part of it."""
    if regex is None or not found:
        return found
    out = list(found)
    for m in found:
        for i in range(m.start() + 1, m.end()):
            c = regex.match(norm, i)
            if c is not None and c.end() > m.end():
                out.append(c)
    return out
