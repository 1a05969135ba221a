"""The words the value parsers' grammars are built from, per language.

A date, a time, a number or a party size is read by a grammar kept in Python (what comes
before what, which group is the day) over words kept in the lexicons (month names, "明天",
"o'clock", the Chinese numerals): ``lexicons/values/<language>.yaml``, read as the
lexicon's ``values`` section. A language's file says how that language says things, and
the code never asks which language it is.

An author's lexicon file extends these lists (``values: {date_offsets: {overmorrow: 2}}``),
so the grammars are not module constants: each is a class built from a ``Words`` (both
languages' value words, one of them an author's merged lexicon), once per distinct content
(``Words.key``, a hash) and kept (``built``), so a turn runs prepared patterns only and
every domain whose lexicon says the same words shares one grammar. ``Words.of(lex)`` is
the words a lexicon in use reads: its own ``values`` for its language, the built-in ones
for the other (a Chinese message in an English domain is still read).

The helpers turn a list into a regex piece: ``alt`` an alternation (escaped, longest first,
a space matching any run of spaces), ``chars`` the inside of a character class.
"""

from __future__ import annotations

import hashlib
import json
import re
import weakref
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

from .lexicon import Lexicon, LexiconError, load_lexicon
from .phrases import trie

__all__ = [
    "EN",
    "ZH",
    "LexiconError",
    "ValueWords",
    "Words",
    "alternation",
    "built",
    "forget_texts",
    "needle_trie",
    "texts",
    "value_words",
]

G = TypeVar("G")


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
    return trie(got, " ") if got else "(?!)"


@lru_cache(maxsize=8)
def value_words(language: str) -> ValueWords:
    """The built-in words of ``language`` (with nothing of an author's merged in)."""
    return ValueWords(language, dict(load_lexicon(language).raw.get("values") or {}))


EN = value_words("en")
ZH = value_words("zh")


def own_values(lex: Lexicon) -> ValueWords:
    """The value words of ``lex``'s own language as the lexicon has them (its ``values``,
    an author's additions merged): what ``Words.of`` keeps for that language, and what a
    builder of one lexicon's pattern reads."""
    return ValueWords(lex.language, dict(lex.raw.get("values") or {}))


def _digest(data: dict[str, Any]) -> str:
    return hashlib.sha1(
        json.dumps(data, sort_keys=True, default=str, ensure_ascii=False).encode("utf-8")
    ).hexdigest()


class Words:
    """The value words a grammar is built from: English and Chinese, each the built-in
    file's or a merged lexicon's. ``key`` hashes their content, so two lexicons that say
    the same words (every domain without value words of its own) share their grammars."""

    def __init__(self, en: ValueWords, zh: ValueWords) -> None:
        self.en, self.zh = en, zh
        self.key = _digest({"en": en.data, "zh": zh.data})
        #: the grammars built from these words, by what builds them (``built``)
        self.grammars: dict[Callable[..., Any], Any] = {}

    def both(self, key: str) -> list[str]:
        """The words of ``key`` in both languages, English first: a grammar reads a
        message in either language (a Chinese message in an English domain is still
        read), so most lists are taken from both files at once."""
        return [*self.en.words(key), *self.zh.words(key)]

    @staticmethod
    def of(lex: Lexicon | None) -> Words:
        """The words ``lex`` reads: its own ``values`` in its language (an author's
        additions merged), the built-in ones in the other. Cached per lexicon object
        (lexicons are loaded once and kept), so a turn pays one dictionary lookup."""
        if lex is None:
            return BUILT_IN
        got = _OF_LEXICON.get(id(lex))
        if got is None or got[0]() is not lex:
            own = own_values(lex)
            words = Words(own if lex.language == "en" else EN, own if lex.language == "zh" else ZH)
            if words.key == BUILT_IN.key:
                words = BUILT_IN
            got = _OF_LEXICON[id(lex)] = (weakref.ref(lex), words)
            weakref.finalize(lex, _OF_LEXICON.pop, id(lex), None)
        return got[1]


BUILT_IN = Words(EN, ZH)
#: id(lexicon) -> (the lexicon, weakly: its entry goes with it, its words)
_OF_LEXICON: dict[int, tuple[weakref.ref[Lexicon], Words]] = {}
#: (grammar class, words key) -> the grammar built from those words
_BUILT: dict[tuple[Callable[..., Any], str], Any] = {}


def built(make: Callable[[Words], G], words: Words) -> G:
    """The grammar ``make`` builds from ``words``, built once per content and kept: at
    load for a domain's lexicon, at import for the built-in words, never in a turn.
    Kept on ``words`` too, so a turn's lookup is one dictionary get."""
    got = words.grammars.get(make)
    if got is None:
        k = (make, words.key)
        got = _BUILT.get(k)
        if got is None:
            got = _BUILT[k] = make(words)
        words.grammars[make] = got
    return got


#: every grammar's memo of texts read (an ``lru_cache`` of its bound ``find``)
texts: list[Any] = []


def forget_texts() -> None:
    """Clear every built grammar's memo of texts read: benchmarks time each message as
    one never seen, as ``cache_clear`` did for the module-level parsers."""
    for memo in texts:
        memo.cache_clear()
