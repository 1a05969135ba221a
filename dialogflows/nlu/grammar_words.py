"""The words that a module's own regexes are built from: the built-in lexicons' lists,
read once at import.

Some readers match a shape a phrase list cannot say ("没有<thing>的话", "<place>在<where>",
a count, a measure word and the thing counted): the shape is a regex in Python, and the
words inside it are lists of the lexicons (``lexicons/<language>.yaml``), documented in
docs/lexicons.md like every list. A pattern that reads both languages at once takes the
words of both files. The regexes of ``words``/``alt`` are built once, from the built-in files:
words an author adds to such a list are not read by them (docs/lexicons.md says which
lists); those of ``of_lexicon`` are built per lexicon, from its merged words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar, cast

from .lexicon import Lexicon, LexiconError, load_lexicon
from .value_words import alternation

#: the built-in languages, whose lists a two-language pattern joins
LANGUAGES = ("en", "zh")


@lru_cache(maxsize=256)
def words(key: str, languages: tuple[str, ...] = LANGUAGES) -> tuple[str, ...]:
    """The words of the list ``key`` in the built-in lexicons of ``languages``, in file
    order; a language that does not use the list has none."""
    out: list[str] = []
    for language in languages:
        got = load_lexicon(language).raw.get(key)
        if got is None:
            continue
        if not isinstance(got, list):
            raise LexiconError(f"lexicon {language}: {key} must be a list of words")
        out += [str(w) for w in got if str(w) not in out]
    return tuple(out)


def alt(key: str, languages: tuple[str, ...] = LANGUAGES) -> str:
    """The words of ``key`` as one regex alternation, longest first (a space matches any
    run of spaces); a pattern that matches nothing when there are none."""
    return alternation(words(key, languages))


def en_alt(key: str) -> str:
    return alt(key, ("en",))


def zh_alt(key: str) -> str:
    return alt(key, ("zh",))


def chars(key: str, languages: tuple[str, ...] = LANGUAGES) -> str:
    """The one-character words of ``key`` as the inside of a regex character class."""
    return re.escape("".join(w for w in words(key, languages) if len(w) == 1))


def zh_chars(key: str) -> str:
    return chars(key, ("zh",))


def text(key: str, languages: tuple[str, ...] = LANGUAGES) -> str:
    """The words of ``key`` run together: the characters ``str.strip`` takes off."""
    return "".join(words(key, languages))


#: what each module built from a lexicon's words, per lexicon object (kept alive with it)
_BUILT: dict[tuple[int, object], tuple[Lexicon, object]] = {}
T = TypeVar("T")


def lexicon_words(lex: Lexicon, key: str) -> tuple[str, ...]:
    """The words of the list ``key`` in ``lex``: the built-in file's with an author's
    additions merged (``*.lexicon.yaml``), in file order."""
    got = lex.raw.get(key)
    if got is None:
        return ()
    if not isinstance(got, list):
        raise LexiconError(f"lexicon {lex.language}: {key} must be a list of words")
    return tuple(dict.fromkeys(str(w) for w in got))


def lexicon_alt(lex: Lexicon, key: str) -> str:
    """The words of ``key`` in ``lex`` (an author's included) as one regex alternation."""
    return alternation(lexicon_words(lex, key))


def of_lexicon(lex: Lexicon, make: Callable[[Lexicon], T]) -> T:
    """What ``make`` builds from ``lex``'s words, built once per lexicon: a regex whose
    shape is Python's and whose words are the lexicon's, an author's additions included.
    Lexicons are loaded once and kept, so a turn pays one dictionary lookup."""
    key = (id(lex), make)
    got = _BUILT.get(key)
    if got is None or got[0] is not lex:
        got = _BUILT[key] = (lex, make(lex))
    return cast(T, got[1])
