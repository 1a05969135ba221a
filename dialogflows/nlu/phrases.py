"""Phrases as the rules match them: normalized text, a list of phrases compiled into one
alternation (``PhraseSet``) and a phrase with holes (``Template``).

Split from ``lexicon.py``, which loads the lexicon files and builds these from their lists:
this module reads no file. Latin phrases match whole words (a Latin word's edges are
``LATIN_WORD``'s), Chinese phrases match as substrings, Chinese having no spaces between
words; a template matches the raw text case-insensitively, so a captured value keeps the
user's spelling.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

HOLES = ("flow", "slot", "money", "number", "text", "value", "old", "new")
_HOLE = re.compile(r"\{(" + "|".join(HOLES) + r")\}")
_CJK = re.compile(r"[\u3000-\u9fff\uf900-\ufaff]")
#: what normalizing turns into a space: punctuation, control characters, the underscore
NON_WORD = re.compile(r"[^\w\s'$€£¥￥@]|_")
_QUOTES = str.maketrans({"’": "'", "‘": "'"})


@lru_cache(maxsize=1024)
def normalize(text: str) -> str:
    """Casefold, punctuation and control characters to spaces, spaces collapsed.

    Memoized: one turn normalizes the same message (and the same value names) in several
    steps, and the lexicon and value lists are normalized again and again.
    """
    low = text.casefold()
    if "’" in low or "‘" in low:  # translate walks every character: half of the cost
        low = low.translate(_QUOTES)
    return " ".join(NON_WORD.sub(" ", low).split())


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds a CJK character. An ASCII text holds none: ``isascii`` answers
    that without the regex engine, and most of the texts asked about are English."""
    return not text.isascii() and _CJK.search(text) is not None


#: the mark people leave out when they type ("thats fine", "lets go", "dont")
APOSTROPHE = "'"


def typed_bare(phrases: list[str]) -> list[str]:
    """``phrases`` and, after them, each one holding an apostrophe typed without it ("thats
    fine" for "that's fine"; GO_AHEAD_TYPED_WITHOUT_ITS_APOSTROPHE), unless the list holds
    that form already."""
    known = set(phrases)
    bare = [p.replace(APOSTROPHE, "") for p in phrases if APOSTROPHE in p]
    return [*phrases, *dict.fromkeys(b for b in bare if b and b not in known)]


def longer_than(text: str, words: int, chars: int) -> bool:
    """``text`` has more than ``words`` words, or, written in Chinese (no spaces between
    words), more than ``chars`` characters: how short a reply must be to be only a reply."""
    return len(text) > chars if has_cjk(text) else len(text.split()) > words


def trie(words: list[str], space: str) -> str:
    """One regex for many literal phrases, shaped as a trie so the engine tries each
    character once instead of once per phrase (a 40-phrase list gets ~10x faster)."""
    alts = [_char(ch, space) + rest for ch, rest in _trie_branches(words, space)]
    return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"


def _trie_branches(words: list[str], space: str) -> list[tuple[str, str]]:
    """The trie of ``words`` as its first level: each first character, in order, with the
    regex of what may follow it."""
    root: dict[str, Any] = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        end = "" in node
        alts = [_char(ch, space) + build(node[ch]) for ch in sorted(k for k in node if k)]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        if end:
            return ("(?:" + body + ")?") if len(alts) == 1 else body + "?"
        return body

    return [(ch, build(root[ch])) for ch in sorted(k for k in root if k)]


def _char(ch: str, space: str) -> str:
    return space if ch == " " else re.escape(ch)


#: a character of a Latin-script word: a word character that is not CJK. "ipad" in
#: "寄个ipad吧" stands on its own, Chinese characters being no part of a Latin word, where
#: ``\w`` would glue it to them. Case-sensitive inside (``(?-i:``, the same characters
#: either way, checked for every code point): under IGNORECASE, Python compiles each
#: occurrence of this class by case-folding its ranges, and a phrase regex repeats it at
#: every phrase group's edges. The English party phrases alone (about 250 edges) took
#: 0.44 s of CPU to compile, 2 s on a loaded machine, in the first turn of every worker
#: that reached them; 0.14 s this way.
LATIN_WORD = r"(?-i:[^\W\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\uac00-\ud7af])"


def phrase_regex(phrases: list[str], space: str = r"\s+") -> str:
    """Phrases grouped by whether their edges are Latin word characters (which must not
    continue a longer Latin word: "no" is not in "nothing", but "iPad" is in "寄个iPad") or
    CJK (which may sit anywhere). The plain spelling: each group's trie between its edges,
    which ``cues.required`` reads for what a match needs; a phrase list searched on every
    message is spelt by ``scan_regex``."""
    groups = _edge_groups(phrases)
    parts = []
    for (left, right), group in sorted(groups.items(), reverse=True):
        parts.append(
            (rf"(?<!{LATIN_WORD}|')" if left else "")
            + "(?:"
            + trie(group, space)
            + ")"
            + (rf"(?!{LATIN_WORD}|')" if right else "")
        )
    return "|".join(parts)


def scan_regex(phrases: list[str], space: str = r"\s+") -> str:
    """``phrase_regex`` spelt so that the regex engine scans for the phrases' first
    characters: the pattern opens with their set, the left edge is checked after it (no
    Latin word character or apostrophe before that character), and each branch of a trie
    goes on after its own first character (``(?<=c)``). A pattern opening with a
    lookbehind gives the engine nothing to scan for, so it tried the whole pattern at every
    position of every text (1.3x the time over the English lists on the bench's messages;
    the Chinese lists, whose first characters had no lookbehind, are as fast). The
    Latin class stays one per edge group: compiling it is what loading a lexicon pays.
    ``tests/test_lexicon.py`` holds the two spellings equal."""
    if not phrases or any(not p or p[0].isspace() for p in phrases):
        return phrase_regex(phrases, space)
    parts = []
    for (left, right), group in sorted(_edge_groups(phrases).items(), reverse=True):
        alts = [f"(?<={re.escape(ch)}){rest}" for ch, rest in _trie_branches(group, space)]
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        parts.append(
            (_LEFT_EDGE if left else "") + body + (rf"(?!{LATIN_WORD}|')" if right else "")
        )
    firsts = "".join(re.escape(ch) for ch in sorted({p[0] for p in phrases}))
    return f"(?:[{firsts}](?:{'|'.join(parts)}))"


#: each phrase list's compiled pattern -> its plain spelling (``phrase_regex``):
#: ``cues.required`` reads what a match needs from a pattern's syntax tree, and sees no
#: word behind ``scan_regex``'s class of first letters. Weak: an entry goes with its
#: pattern (a process that loads many domains keeps only the live ones).
PLAIN_SPELLING: weakref.WeakKeyDictionary[re.Pattern[str], str] = weakref.WeakKeyDictionary()


def _edge_groups(phrases: list[str]) -> dict[tuple[bool, bool], list[str]]:
    """The phrases by whether their left and right edges are Latin word characters."""
    groups: dict[tuple[bool, bool], list[str]] = {}
    for p in phrases:
        left = p[:1].isascii() and p[:1].isalnum()
        right = p[-1:].isascii() and p[-1:].isalnum()
        groups.setdefault((left, right), []).append(p)
    return groups


#: after a phrase's first character: no Latin word character or apostrophe before it
_LEFT_EDGE = rf"(?<!(?:{LATIN_WORD}|')[\s\S])"


@dataclass(frozen=True)
class PhraseSet:
    """A list of phrases compiled into one alternation (longest first)."""

    phrases: tuple[str, ...]
    regex: re.Pattern[str] | None
    #: the phrases by their last character, in order: what a text may end with
    by_last: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)

    #: the phrases as a set, for exact lookups
    exact: frozenset[str] = field(default=frozenset(), compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "exact", frozenset(self.phrases))
        by_last: dict[str, list[str]] = {}
        for p in self.phrases:
            by_last.setdefault(p[-1:], []).append(p)
        self.by_last.update((k, tuple(v)) for k, v in by_last.items())

    def ending(self, text: str) -> tuple[str, ...]:
        """The phrases ``text`` could end with (those ending in its last character), in
        order; the others cannot be a suffix, so loops over suffixes skip them."""
        return self.by_last.get(text[-1:], ()) if text else ()

    @classmethod
    def build(cls, phrases: list[str]) -> PhraseSet:
        norm = sorted({normalize(p) for p in phrases if normalize(p)}, key=len, reverse=True)
        if not norm:
            return cls((), None)
        scan, plain = _spellings(tuple(norm))
        regex = re.compile(scan)
        PLAIN_SPELLING[regex] = plain
        return cls(tuple(norm), regex)

    def search(self, norm: str) -> re.Match[str] | None:
        return None if self.regex is None else self.regex.search(norm)

    def finditer(self, norm: str) -> list[re.Match[str]]:
        return [] if self.regex is None else list(self.regex.finditer(norm))

    def fullmatch(self, norm: str) -> bool:
        return norm in self.exact or (
            self.regex is not None and self.regex.fullmatch(norm) is not None
        )

    def prefix(self, norm: str) -> re.Match[str] | None:
        """A phrase at the very start of the text."""
        return None if self.regex is None else self.regex.match(norm)

    def after_opening(self, text: str) -> tuple[str, int]:
        """``text`` after the phrases of this set it opens with, one after another (an
        answer's fillers: "那就", "then just"; the waits of "等一下，不要取消"), and where that
        rest starts (0: it opens with none). ``text`` may be typed or normalized: a phrase
        is found in the normalized rest and taken off only while what was typed lines up
        with it, so the place is one of ``text``."""
        at = len(text) - len(text.lstrip())
        while (m := self.prefix(normalize(text[at:]))) is not None and m.end():
            if normalize(text[at : at + m.end()]) != m.group(0):
                break  # the normalized text no longer lines up with what was typed
            at += m.end()
            at += len(text[at:]) - len(text[at:].lstrip())
        return text[at:], at


#: the empty phrase set: what a category without phrases holds
NO_PHRASES = PhraseSet((), None)


@dataclass(frozen=True)
class Template:
    """A phrase with holes, e.g. ``back to {flow}`` or ``对{text}过敏``."""

    text: str
    regex: re.Pattern[str]
    holes: tuple[str, ...]
    #: the template's longest literal word, lowercased: if the text lacks it, the regex
    #: cannot match and is not run
    anchor: str = ""

    @classmethod
    def build(cls, text: str) -> Template:
        """Compile ``text``: a ``{flow}``/``{slot}``/``{text}`` hole captures up to the next
        punctuation mark; a ``{money}``/``{number}`` hole only marks where the amount starts
        (the caller reads the amount there with the number parser), so it must come last."""
        parts: list[str] = []
        holes: list[str] = []
        pos = 0
        ends_open = False
        for m in _HOLE.finditer(text):
            parts.append(_template_literal(text[pos : m.start()]))
            name = m.group(1)
            holes.append(name)
            pos = m.end()
            if name in ("money", "number"):
                parts.append(f"(?P<{name}>)")
                ends_open = True
                break
            parts.append(f"(?P<{name}>[^,.;!?，。；！？\n]+?)")
        if not ends_open:
            parts.append(_template_literal(text[pos:]))
        body = "".join(parts)
        left = r"(?<![\w'])" if text[:1].isascii() and text[:1].isalnum() else ""
        if ends_open:
            rx = left + body
        elif holes and text.rstrip().endswith("}"):
            rx = left + body + r"\s*(?=$|[,.!?;，。！？；\n])"
        else:
            right = r"(?![\w'])" if text[-1:].isascii() and text[-1:].isalnum() else ""
            rx = left + body + right
        pieces = [w for w in _HOLE.sub(" ", text.casefold()).split() if w]
        anchor = max(pieces, key=len) if pieces else ""
        return cls(text, re.compile(rx, re.IGNORECASE), tuple(holes), anchor)

    def search_lowered(self, text: str, low: str) -> re.Match[str] | None:
        """``search``, skipped when ``low`` (the text lowercased) lacks the anchor word."""
        if self.anchor and self.anchor not in low:
            return None
        return self.regex.search(text)

    def search(self, text: str) -> re.Match[str] | None:
        return self.regex.search(text)


def _template_literal(s: str) -> str:
    out = []
    for piece in re.split(r"(\s+)", s):
        if not piece:
            continue
        out.append(r"\s+" if piece.isspace() else re.escape(piece))
    return "".join(out)


@lru_cache(maxsize=2048)
def _spellings(norm: tuple[str, ...]) -> tuple[str, str]:
    """The two spellings of a phrase list's regex (``scan_regex``, ``phrase_regex``),
    remembered for the process as text: every domain loaded in a process (a server's, a test
    run's hundreds) builds the same lexicon lists again, and the tries were a fifth of a
    load. Text only, so a pattern still goes when no domain uses it (``PLAIN_SPELLING`` is
    weak); ``re.compile`` finds a pattern compiled lately in its own cache."""
    return scan_regex(list(norm), " "), phrase_regex(list(norm), " ")
