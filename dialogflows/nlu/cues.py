"""Which readers can fire on a message: worked out at load from their own grammars, told
per message by one pass over its words.

Most readers find nothing in most messages: a correction needs a correction word, a
negation, a shift of a date; "add one more" needs its increment words. Each such reader
declares its cues (``pipeline.py``: ``Reader(..., cues=...)``): the regexes or phrase sets
one of which must match the message for the reader to find anything, taken from its own
lexicon grammar (``grammar(lex, ...)``, ``lex[...]``) and the domain. At load, per lexicon,
``CueIndex`` reads every declared regex's syntax tree for what any match of it must
contain (``required``), as keys of three shapes:

- the first letters (up to three) of a Latin word that must start a word of the message
  ("nex" of ``\\bnext``): only a literal whose left edge the regex bounds (``\\b``, a space
  before it, the phrase sets' "no word character before") gives one;
- one character that must occur (a CJK character, a digit, "$");
- ``DIGIT``: some digit.

A regex whose matches need nothing such (an optional word only, a class of all letters)
gives no keys, and its reader is always asked: the index never guesses. Per message,
``mask`` reads the message's words and characters once and gives one bit per declared
reader that can fire; ``reader.first`` skips the others. Skipping is exact by design: a
reader's finding implies a match of one of its regexes, which implies one of its keys.

``CHECK`` (``DIALOGFLOWS_CHECK_CUES=1``, or set by a test) still asks every skipped reader
and raises ``CueMissed`` when one finds something: a declaration that forgot a way a
reader can fire shows as an error in any conversation test that reaches it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from operator import itemgetter
from re import _constants as C  # type: ignore[attr-defined]
from re import _parser as P  # type: ignore[attr-defined]
from typing import TYPE_CHECKING, Any

from .lexicon import Lexicon, PhraseSet
from .phrases import LATIN_WORD, NON_WORD, PLAIN_SPELLING

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: what a reader may fire on: the regexes (or phrase sets) one of which must match the
#: message, built from the lexicon in use and the domain; None: it may fire on anything
CueSource = Callable[["Knowledge", Lexicon], Iterable["re.Pattern[str] | PhraseSet | None"]]

#: the key of "some digit"
DIGIT = "\x00digit"

_RUN = re.compile(rf"{LATIN_WORD}+")
#: a word's first one, two and three characters (``CueIndex.mask``: a word key is one of
#: them), taken in C over all the words at once
_HEAD1, _HEAD2, _HEAD3 = (itemgetter(slice(None, n)) for n in (1, 2, 3))
_ANY_DIGIT = re.compile(r"\d")
_LATIN = re.compile(rf"{LATIN_WORD}")
#: classes this small are read as their characters; larger ones require nothing
_MAX_CLASS = 40
#: a word's first letters are read for at most this many spellings
_MAX_HEADS = 2000
#: a key's cost when choosing what a sequence requires: a character is a weaker test
#: than a word's first letters
_WORD_COST, _CHAR_COST, _DIGIT_COST = 1, 3, 4

CHECK = os.environ.get("DIALOGFLOWS_CHECK_CUES") == "1"


class CueMissed(BaseException):
    """A reader skipped for want of its cues would have found something (``CHECK`` on):
    its declaration misses a way it fires. A ``BaseException``, so the understander's
    catch-all does not turn it into a quiet chit-chat."""


#: a requirement: keys one of which must be in the message; None: nothing is required
Keys = frozenset[str] | None


def _latin(ch: str) -> bool:
    return _LATIN.match(ch) is not None


def _kept(ch: str) -> bool:
    """``ch`` stands in a message's normal form as typed (casefolded): punctuation and
    spaces do not, so they are never keys."""
    return not ch.isspace() and NON_WORD.match(ch) is None


def _word_key(text: str) -> str:
    """A Latin word's key: its first letters, up to three, casefolded."""
    return text.casefold()[:3]


def _cost(keys: frozenset[str]) -> int:
    total = 0
    for k in keys:
        if k == DIGIT:
            total += _DIGIT_COST
        elif len(k) == 1 and not _latin(k):
            total += _CHAR_COST
        else:
            total += _WORD_COST
    return total


def _best(options: list[frozenset[str]]) -> Keys:
    """The most selective of several requirements that all hold."""
    return min(options, key=_cost) if options else None


def _union(parts: list[Keys]) -> Keys:
    """One of several alternatives holds: one of their requirements."""
    out: set[str] = set()
    for p in parts:
        if p is None:
            return None
        out |= p
    return frozenset(out)


def _class_chars(items: list[tuple[Any, Any]]) -> set[str] | None:
    """The characters a class stands for, when it lists a few (``[一二三]``); None for a
    negated, categorized or large class."""
    chars: set[str] = set()
    for op, av in items:
        if op is C.LITERAL:
            chars.add(chr(av))
        elif op is C.RANGE and av[1] - av[0] < _MAX_CLASS:
            chars.update(chr(c) for c in range(av[0], av[1] + 1))
        else:
            return None
    return chars if len(chars) <= _MAX_CLASS else None


def _class_has(items: list[tuple[Any, Any]], ch: str) -> bool:
    """Whether the class matches ``ch`` (for the few shapes of lookbehind that bound a
    word: ``(?<!\\w)``, ``(?<![^\\W...])``)."""
    negate = False
    hit = False
    for op, av in items:
        if op is C.NEGATE:
            negate = True
        elif op is C.LITERAL:
            hit = hit or chr(av) == ch
        elif op is C.RANGE:
            hit = hit or av[0] <= ord(ch) <= av[1]
        elif op is C.CATEGORY:
            test = {
                C.CATEGORY_WORD: ch.isalnum() or ch == "_",
                C.CATEGORY_NOT_WORD: not (ch.isalnum() or ch == "_"),
                C.CATEGORY_DIGIT: ch.isdigit(),
                C.CATEGORY_NOT_DIGIT: not ch.isdigit(),
                C.CATEGORY_SPACE: ch.isspace(),
                C.CATEGORY_NOT_SPACE: not ch.isspace(),
            }.get(av)
            if test is None:
                return False
            hit = hit or test
    return hit != negate


def _nonword_class(items: list[tuple[Any, Any]]) -> bool:
    """The class matches no Latin word character (``\\s``, ``[,.!?]``): after it, a word
    starts afresh."""
    if any(op is C.NEGATE for op, _ in items):
        return False
    for op, av in items:
        if op is C.LITERAL and _latin(chr(av)):
            return False
        if op is C.RANGE and any(_latin(chr(c)) for c in (av[0], av[1], (av[0] + av[1]) // 2)):
            return False
        if op is C.RANGE and av[1] - av[0] > _MAX_CLASS:
            return False
        if op is C.CATEGORY and av not in (C.CATEGORY_SPACE, C.CATEGORY_NOT_WORD):
            return False
    return True


def _bounds_word(body: Any) -> bool:
    """A negative lookbehind that forbids a Latin word character before: what follows
    starts a word."""
    items = list(body)
    alts = items[0][1][1] if len(items) == 1 and items[0][0] is C.BRANCH else [body]
    for alt in alts:
        seq = list(alt)
        while len(seq) == 1 and seq[0][0] is C.SUBPATTERN:
            seq = list(seq[0][1][3])
        if len(seq) == 1 and seq[0][0] is C.IN and all(_class_has(seq[0][1], c) for c in "az09_é"):
            return True
    return False


class _Reader:
    """What a regex's syntax tree requires of any text it matches."""

    def __init__(self, ascii_only: bool) -> None:
        #: ``\\b`` of an ASCII pattern stands between "é" and "n": no edge of a word here
        self.ascii_only = ascii_only

    def seq(self, items: Any, bounded: bool) -> tuple[Keys, bool]:
        """(what the sequence requires, whether it ends on a word's edge)."""
        items = list(items)
        options: list[frozenset[str]] = []
        for i, (op, av) in enumerate(items):
            if bounded:  # a word starts here: its first letters, if they are known
                words = _heads(items[i:], 3)
                if words and "" not in words:
                    options.append(frozenset(words))
            if op is C.LITERAL:
                ch = chr(av)
                if ch.isdigit():
                    options.append(frozenset({DIGIT}))
                elif not _latin(ch) and _kept(ch):
                    options.append(frozenset({ch.casefold()}))
                bounded = not _latin(ch)
                continue
            keys, bounded = self.item(op, av, bounded)
            if keys is not None:
                options.append(keys)
        return _best(options), bounded

    def item(self, op: Any, av: Any, bounded: bool) -> tuple[Keys, bool]:
        if op is C.SUBPATTERN:
            return self.seq(av[3], bounded)
        if op is C.BRANCH:
            found = [self.seq(alt, bounded) for alt in av[1]]
            return _union([k for k, _ in found]), all(b for _, b in found)
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            lo, _hi, sub = av
            keys, ends = self.seq(sub, bounded)
            if lo == 0:
                return None, bounded and ends
            return keys, ends
        if op is C.IN:
            chars = _class_chars(av)
            keys = _chars(chars) if chars is not None else None
            if keys is None and [(o, a) for o, a in av] == [(C.CATEGORY, C.CATEGORY_DIGIT)]:
                keys = frozenset({DIGIT})
            return keys, _nonword_class(av)
        if op is C.AT:
            if av in (C.AT_BEGINNING, C.AT_BEGINNING_STRING) or (
                av is C.AT_BOUNDARY and not self.ascii_only
            ):
                return None, True
            return None, bounded
        if op is C.ASSERT_NOT:
            direction, body = av
            if not list(body):  # "(?!)": the lists' "nothing to find" matches nowhere
                return frozenset(), bounded
            return None, bounded or (direction < 0 and _bounds_word(body))
        if op is C.ASSERT:
            return None, bounded
        if op is C.NOT_LITERAL or op is C.ANY:
            return None, False
        if op is C.ATOMIC_GROUP:
            return self.seq(av, bounded)
        return None, False  # a back reference, a conditional: nothing known


def _heads(items: list[Any], n: int) -> set[str]:
    """The first ``n`` Latin word characters (casefolded) a sequence's match can start
    with; shorter where the word may end or an item tells nothing ("" when nothing is
    known). A trie's phrases ("c(?:hange|orrect)") give "cha", "cor"."""
    if n == 0 or not items:
        return {""}
    op, av = items[0]
    rest = items[1:]
    if op is C.LITERAL:
        ch = chr(av).casefold()
        if len(ch) != 1 or not _latin(ch):
            return {""}
        return {ch + h for h in _heads(rest, n - 1)}
    if op is C.SUBPATTERN:
        return _heads([*av[3], *rest], n)
    if op is C.BRANCH:
        out: set[str] = set()
        for alt in av[1]:
            out |= _heads([*alt, *rest], n)
            if len(out) > _MAX_HEADS:
                return {""}
        return out
    if op in (C.MAX_REPEAT, C.MIN_REPEAT) and av[0] == 0 and av[1] == 1:
        return _heads([*av[2], *rest], n) | _heads(rest, n)
    if op in (C.MAX_REPEAT, C.MIN_REPEAT) and av[0] >= 1:
        return _heads(list(av[2]), n)  # its first round; what follows it, unknown
    return {""}


def _chars(chars: set[str]) -> Keys:
    """A class of a few characters: one of them (a Latin letter would be a key that every
    message has: nothing is required)."""
    if any((_latin(c) and not c.isdigit()) or not _kept(c) for c in chars):
        return None
    return frozenset(DIGIT if c.isdigit() else c for c in chars)


def required(pattern: re.Pattern[str]) -> Keys:
    """Keys one of which any text ``pattern`` matches (searched anywhere) contains: its
    casefolded normal form has a word starting with a word key, or holds a character key;
    None when the pattern requires nothing this can tell. A phrase list's pattern is read
    in its plain spelling (``lexicon.PLAIN_SPELLING``): spelt for scanning, it opens with a
    class of first letters, behind which this reading sees no word."""
    return _required(PLAIN_SPELLING.get(pattern, pattern.pattern), pattern.flags)


@lru_cache(maxsize=4096)
def _required(text: str, flags: int) -> Keys:
    """``required`` of a pattern's text and flags, remembered for the process: reading a
    syntax tree was three fifths of loading a domain, and every domain loaded in a process
    (a server's, a test run's hundreds) reads the same lexicon patterns again. The result
    is a function of the text and flags alone, and immutable."""
    try:
        tree = P.parse(text, flags)
    except Exception:  # a pattern the parser of this Python does not read: ask always
        return None
    keys, _ = _Reader(bool(flags & re.ASCII)).seq(tree, False)
    return keys


class CueIndex:
    """The declared readers' cues of one lexicon, built at load: which message keys let
    which readers fire, and the readers that may fire on anything."""

    def __init__(self, u: Knowledge, lex: Lexicon, declared: dict[int, CueSource]) -> None:
        #: readers asked whatever the message: a declaration with a regex that needs nothing
        self.always = 0
        self.words: dict[str, int] = {}
        self.chars: dict[str, int] = {}
        self.digit = 0
        for bit, source in declared.items():
            keys: set[str] = set()
            for found in source(u, lex):
                rx = found.regex if isinstance(found, PhraseSet) else found
                if rx is None:  # an empty phrase set matches nothing
                    continue
                need = required(rx)
                if need is None:
                    keys = set()
                    self.always |= bit
                    break
                keys |= need
            for k in keys:
                if k == DIGIT:
                    self.digit |= bit
                elif len(k) == 1 and not _latin(k):
                    self.chars[k] = self.chars.get(k, 0) | bit
                else:
                    self.words[k] = self.words.get(k, 0) | bit
        self.word_keys = frozenset(self.words)
        self.char_keys = frozenset(self.chars)

    def mask(self, norm: str) -> int:
        """The bits of the declared readers that can fire on the message whose normal form
        is ``norm``: one pass over its words and one over its characters."""
        m = self.always
        runs = _RUN.findall(norm)
        heads = {*map(_HEAD1, runs), *map(_HEAD2, runs), *map(_HEAD3, runs)}
        words = self.words
        for k in self.word_keys.intersection(heads):
            m |= words[k]
        if self.chars:
            chars = self.chars
            for ch in self.char_keys.intersection(norm):
                m |= chars[ch]
        if self.digit and _ANY_DIGIT.search(norm) is not None:
            m |= self.digit
        return m
