"""Chat spellings read as the words they stand for ("flite" -> flight, "4 nites" -> 4 nights,
"2 pax" -> 2 passengers), before anything else reads the message.

People typing fast spell by ear and abbreviate; triggers, units and slot patterns are
written with dictionary words. The lexicon's ``spellings`` mapping (word -> its spellings)
is compiled into one whole-word regex at load; a message without any of them costs one
search. Free text the bot asked for (a name, an address) is left as typed.

A ``#`` in a spelling stands for a number, carried into the word: ``"# nights": ["#n"]``
reads "3n" as "3 nights" (a slot pattern "{value}n" would also read "for 2 in Paris").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

#: a message with no digit has no counted spelling ("3n") to read
_DIGIT = re.compile(r"\d")


class Spellings:
    """The lexicon's ``spellings`` (a word to the ways it is typed), compiled once."""

    def __init__(self, table: Mapping[str, Iterable[str] | None]) -> None:
        self.words: dict[str, str] = {}
        #: spellings with a number in them ("#n"): (whole-word regex, the word with "#")
        self.counted: list[tuple[re.Pattern[str], str]] = []
        for word, variants in table.items():
            for v in variants or ():
                v = str(v).casefold()
                if "#" in v:
                    body = re.escape(v).replace(re.escape("#"), r"(\d+)")
                    self.counted.append((re.compile(_bounded_rx(body), re.I), str(word)))
                else:
                    self.words[v] = str(word)
        alts = sorted(self.words, key=len, reverse=True)
        # a word is replaced as a whole word; a sign ("->" for "to") wherever it stands
        self.regex = re.compile("|".join(_bounded(a) for a in alts), re.I) if alts else None

        signs = [v for v in self.words if not v[0].isalnum()]
        #: the first characters of the signs ("->", "👍"): one search says none is there
        self._sign_start = (
            re.compile("[" + "".join(sorted({re.escape(v[0]) for v in signs})) + "]")
            if signs
            else None
        )
        #: the first words of the plain spellings: one of several words ("wed like") is
        #: looked for only when its first word is said
        self._plain = frozenset(v.split()[0] for v in self.words if v[0].isalnum())

    def fix(self, text: str, norm: str) -> str:
        """``text`` (``norm`` normalized) with each chat spelling replaced by its word.
        Most messages have none: a set lookup of their words says so, and only then is the
        (slower) regex run."""
        if self.counted and _DIGIT.search(norm) is not None:
            for rx, word in self.counted:
                text = rx.sub(_counted(word), text)
        if self.regex is None:
            return text
        if self._plain.isdisjoint(norm.split()) and (
            self._sign_start is None or self._sign_start.search(text) is None
        ):
            return text
        return self.regex.sub(self._word, text)

    def _word(self, m: re.Match[str]) -> str:
        got = m.group(0)
        word = self.words[got.casefold()]
        return word if got[0].isalnum() else f" {word} "


def _counted(word: str) -> Callable[[re.Match[str]], str]:
    """The replacement of a spelling with a number: the word with the number in it."""
    return lambda m: word.replace("#", m.group(1))


def _bounded(spelling: str) -> str:
    if not spelling[0].isalnum():
        return re.escape(spelling)
    return _bounded_rx(re.escape(spelling))


def _bounded_rx(body: str) -> str:
    return r"(?<![\w'-])" + body + r"(?![\w'-])"
