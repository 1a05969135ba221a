"""The words a reader's own patterns are built from: the lists of the lexicon in use,
built once per distinct set of words, when the domain loads.

Some readers match a shape a phrase list cannot say ("没有<thing>的话", "<place>在<where>",
a count, a measure word and the thing counted): the shape is a regex in Python, and the
words inside it are lists of the lexicons (``lexicons/<language>.yaml``), documented in
docs/lexicons.md like every list. A reader declares what it builds as a function of a
``ListWords`` (the lists as a lexicon in use has them: its own language's merged with an
author's additions, the other language's built-in, so a Chinese message in an English
domain is still read) and decorates it with ``@lexicon_grammar``; it finds what was built
with ``grammar(lex, make)``, one dictionary lookup in a turn.

What a grammar builds is kept per content: ``ListWords`` records the lists a build read,
and a lexicon whose lists hold the same words for those keys (every domain that adds no
words to them, whatever else its lexicon adds) shares the build. ``warm`` builds every
declared grammar of a lexicon at load (``grammars.warm``), so no turn builds a regex.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

from .lexicon import Lexicon, LexiconError, load_lexicon
from .value_words import alternation

#: the prefix under which a build records a list of a lexicon's ``values`` section
_VALUES = "values."
#: the prefix under which a build records a mapping of a lexicon's own (``spellings``)
_MAPPING = "mapping."
#: the prefix under which a build records the keys of a mapping (``questions``)
_KEYS = "keys."
#: the built-in languages, whose lists a two-language pattern joins
LANGUAGES = ("en", "zh")

T = TypeVar("T")
Languages = tuple[str, ...]
#: the lexicons in use: one (a message's), a domain's of each language, or none (built-in)
Lexicons = Lexicon | Sequence[Lexicon] | None


def _listed(words: Any) -> tuple[str, ...]:
    """A mapping's value as a list of words: a single word is a list of one (never its
    letters), nothing an empty list."""
    if words is None:
        return ()
    if isinstance(words, str):
        return (words,)
    return tuple(str(w) for w in words)


class ListWords:
    """The lexicon lists a grammar reads: a language of ``lexicons`` from that lexicon (an
    author's words merged), every other language from its built-in file. ``read`` records
    each list read and its words, the key under which the build is shared."""

    def __init__(self, lexicons: Lexicons) -> None:
        if lexicons is None:
            lexicons = ()
        elif isinstance(lexicons, Lexicon):
            lexicons = (lexicons,)
        self.lexicons = {lex.language: lex for lex in lexicons}
        self.read: dict[tuple[str, Languages], tuple[str, ...]] = {}

    def _lexicon(self, language: str) -> Lexicon:
        return self.lexicons.get(language) or load_lexicon(language)

    def _raw(self, language: str, key: str) -> Any:
        """What ``language``'s lexicon holds under ``key``, as the YAML wrote it: the one
        place a grammar's build reads a lexicon's raw data."""
        return self._lexicon(language).raw.get(key)

    def words(self, key: str, languages: Languages = LANGUAGES) -> tuple[str, ...]:
        """The words of the list ``key`` in ``languages``, in file order; a language that
        does not use the list has none."""
        got = self.read.get((key, languages))
        if got is not None:
            return got
        out: list[str] = []
        for language in languages:
            found = self._raw(language, key)
            if found is None:
                continue
            if not isinstance(found, list):
                raise LexiconError(f"lexicon {language}: {key} must be a list of words")
            out += [str(w) for w in found if str(w) not in out]
        got = self.read[(key, languages)] = tuple(out)
        return got

    @property
    def languages(self) -> set[str]:
        """The languages a grammar built per language builds for: the built-in ones, and
        those of the lexicons in use (an author's lexicon of another language)."""
        return {*LANGUAGES, *self.lexicons}

    def each_language(self, key: str) -> dict[str, tuple[str, ...]]:
        """Per language of ``languages``, the words of ``key`` in that language alone: what
        a reader of the message's own lexicon reads (``[lex.language]``)."""
        return {lang: self.words(key, (lang,)) for lang in self.languages}

    def by_language(self, key: str) -> dict[str, tuple[str, ...]]:
        """Per language, the words of ``key`` in that language alone: what a reader of the
        message's own lexicon reads (``grammar(lex, make)[lex.language]``)."""
        return {lang: self.words(key, (lang,)) for lang in LANGUAGES}

    def grammar(self, make: Callable[[ListWords], T]) -> T:
        """What ``make`` builds over these lexicons, the one build every reader of it
        shares (``grammar``), for a grammar built from another one (a reader's words and
        the lexicon's verb forms): the lists that build read are recorded as read here too,
        so this grammar is shared only where both read the same words."""
        words, found = _build_with_words(tuple(self.lexicons.values()) or None, make)
        self.read.update(words.read)
        return found

    def value_mapping(self, key: str, language: str) -> dict[str, str]:
        """The mapping (or list, each word to itself) ``key`` of the ``values`` section of
        ``language``'s lexicon (``lexicons/values/<language>.yaml``: number words, pairs),
        recorded like ``words`` so that a build is shared only over the same words."""
        found = (self._raw(language, "values") or {}).get(key)
        if isinstance(found, dict):
            got = {str(k).lower(): str(v) for k, v in found.items()}
        elif isinstance(found, list):
            got = {str(w).lower(): str(w).lower() for w in found}
        else:
            got = {}
        self.read[(f"{_VALUES}{key}", (language,))] = tuple(f"{k}={v}" for k, v in got.items())
        return got

    def mapping(self, key: str, language: str) -> dict[str, tuple[str, ...]]:
        """The mapping ``key`` of ``language``'s lexicon, each word to its list of words
        (``spellings``: a word and the ways people type it; ``contractions``: a phrase and
        the one word it runs together into, a word standing for a list of one), recorded
        like ``words``."""
        found = self._raw(language, key) or {}
        if not isinstance(found, dict):
            raise LexiconError(f"lexicon {language}: {key} must be a mapping of word lists")
        got = {str(k): _listed(vs) for k, vs in found.items()}
        self.read[(f"{_MAPPING}{key}", (language,))] = tuple(
            f"{k}={'|'.join(vs)}" for k, vs in got.items()
        )
        return got

    def keys(self, key: str, language: str) -> tuple[str, ...]:
        """The keys of the mapping ``key`` of ``language``'s lexicon, in file order (the
        questions of ``questions`` it has), recorded like ``words``: a reader that asks
        only whether a key is there reads no raw data per message."""
        found = self._raw(language, key) or {}
        if not isinstance(found, dict):
            raise LexiconError(f"lexicon {language}: {key} must be a mapping")
        got = self.read[(f"{_KEYS}{key}", (language,))] = tuple(str(k) for k in found)
        return got

    def alt(self, key: str, languages: Languages = LANGUAGES) -> str:
        """The words of ``key`` as one regex alternation, longest first (a space matches
        any run of spaces); a pattern that matches nothing when there are none."""
        return alternation(self.words(key, languages))

    def en_alt(self, key: str) -> str:
        return self.alt(key, ("en",))

    def zh_alt(self, key: str) -> str:
        return self.alt(key, ("zh",))

    def chars(self, key: str, languages: Languages = LANGUAGES) -> str:
        """The one-character words of ``key`` as the inside of a regex character class."""
        return re.escape("".join(w for w in self.words(key, languages) if len(w) == 1))

    def zh_chars(self, key: str) -> str:
        return self.chars(key, ("zh",))

    def text(self, key: str, languages: Languages = LANGUAGES) -> str:
        """The words of ``key`` run together: the characters ``str.strip`` takes off."""
        return "".join(self.words(key, languages))


#: every grammar declared with ``lexicon_grammar``, built for each lexicon at load
DECLARED: list[Callable[[ListWords], object]] = []
#: per grammar, each build with the lists it read: a lexicon with the same words shares it
_BUILDS: dict[Callable[[ListWords], object], list[tuple[ListWords, object]]] = {}
#: (id(lexicon), grammar) -> (the lexicon, weakly: the entry goes with it; the build)
_OF: dict[tuple[int, Callable[[ListWords], object]], tuple[weakref.ref[Lexicon], object]] = {}


def lexicon_grammar(make: Callable[[ListWords], T]) -> Callable[[ListWords], T]:
    """Declare ``make`` a grammar built from a lexicon's lists: built at load for every
    lexicon a domain uses (``warm``), and now for the built-in ones."""
    DECLARED.append(make)
    grammar(None, make)
    return make


class OwnLists:
    """Lexicon lists kept per language, for a builder that reads a list in the lexicon's
    own language alone (an author's words merged), as the YAML gives it: what
    ``lex.raw.get(key)`` read, built once per lexicon like any grammar."""

    def __init__(self, w: ListWords, keys: tuple[str, ...]) -> None:
        self._lists = {key: w.each_language(key) for key in keys}

    def own(self, key: str, language: str) -> tuple[str, ...]:
        """The words of ``key`` in ``language``, in file order."""
        return self._lists[key].get(language, ())


def lists_of(*keys: str) -> Callable[[ListWords], OwnLists]:
    """A grammar that keeps the lists ``keys`` per language (``OwnLists``), declared
    (``lexicon_grammar``): a module names its lists once and finds them with
    ``grammar(lex, its_lists)``."""

    def make(w: ListWords) -> OwnLists:
        return OwnLists(w, keys)

    return lexicon_grammar(make)


class LongestFirst:
    """Lexicon lists kept per language, each longest word first, for a reader that tries
    the words of a list at one place (an ending, a prefix) and must find the longest one
    that is said ("请问一下" before "请问")."""

    def __init__(self, w: ListWords, keys: tuple[str, ...]) -> None:
        self._lists = {
            (lang, key): tuple(sorted(w.words(key, (lang,)), key=len, reverse=True))
            for lang in LANGUAGES
            for key in keys
        }

    def of(self, lex: Lexicon, key: str) -> tuple[str, ...]:
        """The words of ``key`` in ``lex``'s language, longest first."""
        return self._lists.get((lex.language, key), ())


def longest_first(*keys: str) -> Callable[[ListWords], LongestFirst]:
    """A grammar that keeps the lists ``keys`` per language, longest word first
    (``LongestFirst``), declared (``lexicon_grammar``) as ``lists_of`` is."""

    def make(w: ListWords) -> LongestFirst:
        return LongestFirst(w, keys)

    return lexicon_grammar(make)


def _same_words(build: ListWords, lex: Lexicons) -> bool:
    fresh = ListWords(lex)
    return all(_read_again(fresh, k, langs) == said for (k, langs), said in build.read.items())


def _read_again(w: ListWords, key: str, languages: Languages) -> tuple[str, ...]:
    """What ``w`` holds under a key a build recorded: a list, or a ``values`` mapping."""
    if key.startswith(_VALUES):
        got = w.value_mapping(key[len(_VALUES) :], languages[0])
        return tuple(f"{k}={v}" for k, v in got.items())
    if key.startswith(_KEYS):
        return w.keys(key[len(_KEYS) :], languages[0])
    if key.startswith(_MAPPING):
        table = w.mapping(key[len(_MAPPING) :], languages[0])
        return tuple(f"{k}={'|'.join(vs)}" for k, vs in table.items())
    return w.words(key, languages)


def grammar(lex: Lexicons, make: Callable[[ListWords], T]) -> T:
    """What ``make`` builds from the lists of ``lex`` (``None``: the built-in files; several
    lexicons: a domain's, one per language), built once per distinct words of the lists it
    reads and kept. A turn passes the message's lexicon: one dictionary lookup."""
    key = (id(lex), make)
    got = _OF.get(key)
    if got is not None and got[0]() is lex:
        return cast(T, got[1])
    if lex is not None and not isinstance(lex, Lexicon):  # at load: no shortcut kept
        return _build(lex, make)
    found = _build(lex, make)
    if lex is not None:
        _OF[key] = (weakref.ref(lex), found)
        weakref.finalize(lex, _OF.pop, key, None)
    else:
        _OF[key] = (_NONE, found)
    return found


def _build(lex: Lexicons, make: Callable[[ListWords], T]) -> T:
    """A build of ``make`` over the same words as ``lex``'s, or a new one."""
    return _build_with_words(lex, make)[1]


def _build_with_words(lex: Lexicons, make: Callable[[ListWords], T]) -> tuple[ListWords, T]:
    """A build of ``make`` over the same words as ``lex``'s, or a new one, with the words
    it read."""
    builds = _BUILDS.setdefault(make, [])
    found = next(((w, b) for w, b in builds if _same_words(w, lex)), None)
    if found is None:
        words = ListWords(lex)
        found = (words, make(words))
        builds.append(found)
    return cast(tuple[ListWords, T], found)


def _none() -> None:
    return None


_NONE = cast("weakref.ref[Lexicon]", _none)


def warm(lex: Lexicon) -> None:
    """Build every declared grammar of ``lex``'s lists now (a lookup for those built)."""
    for make in DECLARED:
        grammar(lex, make)
