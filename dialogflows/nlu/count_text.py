"""The text around a count, as the count readers walk it (``counted.py``,
``counted_kinds.py``): where a Latin word ends, the words passed over after a number, the
word opening what follows, and the end of a clause."""

from __future__ import annotations

import re

_LATIN = re.compile(r"[a-z0-9]")
#: a Latin word opening a text
FIRST_WORD = re.compile(r"[a-z][a-z']*")
#: the end of a clause: "just the one" is a count only as a clause of its own
CLAUSE_CLOSE = re.compile(r"\s*(?:[,;:!?.]|$)")


def skip_words(rest: str, words: frozenset[str], *, once: bool = False) -> str:
    """``rest`` without the words of ``words`` it opens with (spaces around them too)."""
    while True:
        stripped = rest.lstrip()
        for w in sorted(words, key=len, reverse=True):
            if stripped.startswith(w) and ends_word(stripped, w):
                rest = stripped[len(w) :]
                break
        else:
            return rest
        if once:
            return rest


def ends_word(text: str, word: str) -> bool:
    """A Latin word ends at a word boundary ("pizza" is not the start of "pizzeria"); a
    Chinese one may be followed by anything."""
    after = text[len(word) : len(word) + 1]
    return not (_LATIN.search(word[-1:]) and after and _LATIN.match(after))
