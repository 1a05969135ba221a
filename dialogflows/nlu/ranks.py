"""A number said as a rank ("the 3rd floor", "2nd", "third") for an integer slot that
numbers a thing rather than counting things.

A count never takes an ordinal ("the 3rd floor" counts nothing; ``numbers.DIGITS`` refuses
one), and dates read their ordinal days themselves. But a slot whose integer names which
one (a floor, a row, a level: no ``counts``, no kind) is answered with ranks as often as
with numbers, so the rank is its value where it is said alone as the answer or right
before a word of the slot's name or label ("wifi is down on the 3rd floor"). The words are
the value lexicon's ``ordinal_days`` and ``ordinal_suffixes``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import FlowSpec, SlotSpec, SlotType
from .numbers import find_numbers
from .parsed import Parsed
from .value_words import Words, built


@dataclass(frozen=True)
class Rank:
    """A rank said in a text: its number and where it stands."""

    value: int
    start: int
    end: int
    raw: str


class RankGrammar:
    """Ranks in digits with their ending ("3rd") and in words ("third"), built once per
    lexicon's value words."""

    def __init__(self, w: Words) -> None:
        en = w.en
        self.words = {k.lower(): int(v) for k, v in en.mapping("ordinal_days").items()}
        spoken = "|".join(sorted((re.escape(k) for k in self.words), key=len, reverse=True))
        self.rank = re.compile(
            rf"(?<![\w-])(?:(?P<d>\d{{1,3}})(?:{en.alt('ordinal_suffixes')})|(?P<w>{spoken}))\b",
            re.IGNORECASE,
        )
        #: the determiners a rank said alone may carry ("the 2nd")
        self.determiners = frozenset(en.words("date_determiners"))

    def find(self, text: str) -> list[Rank]:
        out = []
        for m in self.rank.finditer(text):
            n = int(m.group("d")) if m.group("d") else self.words[m.group("w").lower()]
            out.append(Rank(n, m.start(), m.end(), m.group(0)))
        return out


#: a word of a message
_WORD = re.compile(r"[\w']+")


def numbers_a_thing(spec: SlotSpec, counts_people: bool, counts_days: bool) -> bool:
    """The slot's integer says which one (a floor, a row) rather than how many: an integer
    slot with no ``counts``, no kind and read as no count of people or days."""
    return (
        spec.type == SlotType.INTEGER
        and not spec.counts
        and spec.kind is None
        and not counts_people
        and not counts_days
    )


def ranks_said(text: str, words: Words, names: frozenset[str]) -> list[Rank]:
    """The ranks of ``text`` that are the slot's value: the whole message ("2nd", "the
    third one"... a determiner and the slot's name words around it allowed), or one said
    right before a word of the slot's name (``names``: "the 3rd floor")."""
    g = built(RankGrammar, words)
    found = g.find(text)
    if not found:
        return []
    out = []
    for r in found:
        after = _WORD.match(text, len(text) - len(text[r.end :].lstrip()))
        if after is not None and after.group(0).lower() in names:
            out.append(r)
    if out:
        return out
    if len(found) == 1:
        r = found[0]
        rest = [w.lower() for w in _WORD.findall(text[: r.start] + " " + text[r.end :])]
        if all(w in g.determiners or w in names for w in rest):
            return [r]
    return []


def counted_ranks(text: str, language: str, words: Words, counts: frozenset[str]) -> list[Rank]:
    """The ranks of ``text`` said right before a word the slot ``counts``: "2nd dose", "my
    third jab", "第二针", "第3次" to "这次是第几针？". Said of what the slot counts, a rank says
    which of them this one is, so its number is the slot's value; a count never takes a
    rank (``numbers.DIGITS`` and ``not_a_count_before`` refuse one), so the answer was not
    understood. Chinese ranks are a number after a word of ``ordinal_prefixes``."""
    if not counts:
        return []
    out = [
        r
        for r in built(RankGrammar, words).find(text)
        if (m := _WORD.match(text, len(text) - len(text[r.end :].lstrip()))) is not None
        and m.group(0).lower() in counts
    ]
    lex = words.zh if language == "zh" else words.en
    for prefix in lex.words("ordinal_prefixes"):
        at = text.find(prefix)
        while at >= 0:
            after = at + len(prefix)
            n = next((n for n in find_numbers(text[after:], language, words) if n.start == 0), None)
            if n is not None and float(n.value).is_integer():
                rest = text[after + n.end :]
                if any(rest.startswith(c) for c in counts):
                    raw = text[at : after + n.end]
                    out.append(Rank(int(n.value), at, after + n.end, raw))
            at = text.find(prefix, after)
    return out


def ranked(
    words: Words, text: str, language: str, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The ranks ``text`` says of what the flow's count slots count ("吴磊 28岁 第三针 下周一"
    while the name is asked), for each such slot not in ``skip``: the rank names its slot as
    a pattern would, so it is said for that slot beside the others' answers."""
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec in flow.slots:
        if spec.type != SlotType.INTEGER or not spec.counts or spec.name in skip:
            continue
        counted = frozenset(c.lower() for c in spec.counts)
        for r in counted_ranks(text, language, words, counted):
            out.append((spec, Parsed(r.value, r.raw, 1.0, r.start, r.end), 2))
    return out
