"""A date said as a bound, not as the day: "before christmas", "no later than the 20th",
"圣诞节之前". The day named is the end of a window the user leaves open ("family pictures
before christmas" asks for some day before it), so it is no value of a date slot: the
slot is asked. Its words are the value lexicons' ``date_bound_before`` (before the date)
and ``date_bound_after`` (after it, as Chinese says it).

A neutral module: the typed scan of a date slot (``typed_scan.py``) asks it.
"""

from __future__ import annotations

import re

from .value_words import Words, alternation, built


class DateBounds:
    """The bound words of both languages, compiled once per value lexicon."""

    def __init__(self, w: Words) -> None:
        before = {str(x) for v in (w.en, w.zh) for x in v.data.get("date_bound_before") or []}
        after = {str(x) for v in (w.en, w.zh) for x in v.data.get("date_bound_after") or []}
        #: a bound word right before the date, as a word of its own
        self.before = (
            re.compile(rf"(?:^|(?<![\w']))(?:{alternation(before)})\s*$", re.IGNORECASE)
            if before
            else None
        )
        #: a bound word right after it ("…之前")
        self.after = re.compile(rf"\s*(?:{alternation(after)})") if after else None

    def bounds(self, text: str, start: int, end: int) -> bool:
        """The date at ``text[start:end]`` is said as a bound."""
        if self.before is not None and self.before.search(text, 0, start) is not None:
            return True
        return self.after is not None and self.after.match(text, end) is not None


def said_as_bound(words: Words, text: str, start: int, end: int) -> bool:
    """The date at ``text[start:end]`` is the end of a window, not the day asked."""
    return built(DateBounds, words).bounds(text, start, end)
