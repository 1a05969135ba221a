"""The words the value parsers' grammars are built from, per language.

A date, a time, a number or a party size is read by a grammar kept in Python (what comes
before what, which group is the day) over words kept in the lexicons (month names, "明天",
"o'clock", the Chinese numerals): ``lexicons/values/<language>.yaml``, read as the
lexicon's ``values`` section. A module builds its regexes from these words once, at
import, so a turn runs prepared patterns only; a language's file says how that language
says things, and the code never asks which language it is.

The helpers turn a list into a regex piece: ``alt`` an alternation (escaped, longest first,
a space matching any run of spaces), ``chars`` the inside of a character class.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .lexicon import LexiconError, _trie, load_lexicon

__all__ = ["EN", "ZH", "LexiconError", "ValueWords", "alternation", "needle_trie", "value_words"]


class ValueWords:
    """The ``values`` section of one language's lexicon."""

    def __init__(self, language: str, data: dict[str, Any]) -> None:
        self.language = language
        self.data = data

    def _get(self, key: str) -> Any:
        """A key a language does not use is absent: it says nothing that way (Chinese has
        no month names, English no measure words)."""
        got = self.data.get(key)
        return {} if got is None else got

    def flag(self, key: str) -> bool:
        """A yes/no about how the language says things (``party_bare_companions``)."""
        # the lexicons are read without YAML 1.1 booleans ("yes" is a word): "true" is text
        return self.data.get(key) in (True, "true")

    def words(self, key: str) -> list[str]:
        """A list of words (or the keys of a mapping)."""
        got = self._get(key)
        if not isinstance(got, list | dict):
            raise LexiconError(
                f"lexicon {self.language}: values.{key} must be a list of words, not {got!r}"
            )
        return [str(w) for w in got]

    def word(self, key: str) -> str:
        return str(self._get(key))

    def mapping(self, key: str) -> dict[str, Any]:
        """A mapping of words to what they mean (a number, a day, a kind)."""
        got = self._get(key)
        if not isinstance(got, dict):
            raise LexiconError(f"lexicon {self.language}: values.{key} must be a mapping")
        return {str(k).lower(): v for k, v in got.items()}

    def alt(self, *keys: str) -> str:
        """The words of ``keys`` as one regex alternation, longest first."""
        words = {w for k in keys for w in self.words(k)}
        return alternation(words)

    def chars(self, *keys: str) -> str:
        """The one-character words of ``keys`` as the inside of a character class."""
        found = "".join(sorted({w for k in keys for w in self.words(k) if len(w) == 1}))
        return re.escape(found)


def alternation(words: Any) -> str:
    """Words as a regex alternation, longest first; a space matches any run of spaces. No
    words: a pattern that matches nothing (never the empty pattern, which matches all)."""
    return (
        "|".join(
            re.escape(w).replace(r"\ ", r"\s+") for w in sorted(set(words), key=len, reverse=True)
        )
        or "(?!)"
    )


def needle_trie(words: Any) -> str:
    """Literal words as one trie-shaped regex: the longest word starting at a position
    matches, and each character is tried once however many words there are."""
    got = sorted({w for w in words if w})
    return _trie(got, " ") if got else "(?!)"


@lru_cache(maxsize=8)
def value_words(language: str) -> ValueWords:
    """The built-in words of ``language`` (with nothing of an author's merged in)."""
    return ValueWords(language, dict(load_lexicon(language).raw.get("values") or {}))


EN = value_words("en")
ZH = value_words("zh")
