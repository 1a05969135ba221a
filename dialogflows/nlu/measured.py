"""A count said with its measure word: "那就20箱", "旧书 3捆", "衣服两袋", "3捆旧书".

Chinese counts carry a measure word, and people put the count on either side of the thing
counted: "3捆旧书" and "旧书3捆" say the same. A flow declares the measure words of the
things it counts (a slot's ``measures:``); a number right before one of them is a count of
those things, wherever the thing itself is said (before, after, or not at all: "3捆" to
"大概有多少？").

Digits glued to a Chinese word are no number to the number grammar ("建国路88号",
``numbers.DIGITS``): they may be a house number. They are a count all the same when a
measure word follows them ("那就20箱", "要3个"), or when they close their clause as the
answer to a count ("就20吧", the lexicon's ``amount_closers``): what a house number never
does, it is followed by its unit ("号", "楼").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..spec import FlowSpec, SlotSpec, SlotType
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .parsed import Parsed
from .value_words import Words, alternation, built

__all__ = [
    "GluedCounts",
    "copula_counts",
    "declared_measures",
    "glued_count",
    "measure_sizes",
    "measured_counts",
    "measured_for_another",
    "measured_slot",
    "own_measures",
]

#: digits right after a Chinese character ("就20", "书3")
_GLUED = re.compile(r"(?<=[\u3400-\u9fff])\d{1,4}(?![\d.,])")


class GluedCounts:
    """What may close a count glued to a word, from one lexicon's words: the end of the
    text, a punctuation mark, or a sentence particle (``amount_closers``)."""

    def __init__(self, w: Words) -> None:
        closers = w.zh.words("amount_closers")
        tail = rf"|(?:{alternation(closers)})" if closers else ""
        self.closes = re.compile(rf"\s*(?:$|[,，。.!！?？;；、~～]{tail})")


@lexicon_grammar
class _CopulaCounts:
    """Digits glued after a word of being (``segment_copulas``: "是78") that end their
    clause: the end of the text, a space typed for the comma ("是78 我记反了"), a mark or a
    sentence particle (``amount_closers``)."""

    def __init__(self, w: ListWords) -> None:
        copulas = w.words("segment_copulas", ("zh",))
        closers = w.words("amount_closers", ("zh",))
        tail = rf"|(?:{alternation(closers)})" if closers else ""
        self.after = re.compile(
            rf"(?:{alternation(copulas)})(\d{{1,4}})(?=\s|$|[,，。.!！?？;；、~～]{tail})"
            if copulas
            else "(?!)"
        )


def declared_measures(flow: FlowSpec) -> frozenset[str]:
    """The measure words the flow's slots declare (``measures:``), as written."""
    return frozenset(m for s in flow.slots for m in s.measures if m)


def own_measures(flow: FlowSpec, spec: SlotSpec) -> frozenset[str]:
    """The measure words ``spec`` declares that no other whole-number slot of the flow
    declares or counts: "张" of a count of beds beside a count of days says whose count
    "1张" is, where the flow has several counts and no one slot takes every measure."""
    others = {
        w
        for s in flow.slots
        if s.name != spec.name and s.type == SlotType.INTEGER
        for w in (*s.measures, *s.counts)
    }
    return frozenset(m for m in spec.measures if m and m not in others)


def measure_sizes(lex: Lexicon) -> tuple[str, ...]:
    """The lexicon's size words that may stand before a measure word ("3大袋")."""
    return grammar(lex, _measure_sizes)[lex.language]


@lexicon_grammar
def _measure_sizes(w: ListWords) -> dict[str, tuple[str, ...]]:
    """Per language, the ``measure_sizes``: read once per lexicon, not on every count."""
    return w.by_language("measure_sizes")


def measured_slot(flow: FlowSpec) -> SlotSpec | None:
    """The slot a count said with a declared measure word fills: the flow's one whole-number
    slot, or of several (a floor, a room number) the one that says what it counts
    (``counts``); None when the flow declares no measure word or has no such slot."""
    if not declared_measures(flow):
        return None
    counts = [s for s in flow.slots if s.type == SlotType.INTEGER]
    counting = [s for s in counts if s.counts]
    if len(counting) == 1:
        return counting[0]
    return counts[0] if len(counts) == 1 else None


def measured_for_another(
    flow: FlowSpec, spec: SlotSpec, text: str, got: Parsed, sizes: Iterable[str] = ()
) -> bool:
    """Whether the count ``got`` is followed by a measure word that another count slot of
    the flow declares (its ``measures`` or what it ``counts``) and ``spec`` does not: "2瓶"
    answered to "订几个月？" beside a slot counting 瓶 counts bottles, not months; the
    measure word says whose count it is, as the thing's own name would."""

    def words(s: SlotSpec) -> set[str]:
        return {w for w in (*s.measures, *s.counts) if w}

    own = words(spec)
    others = {
        w
        for s in flow.slots
        if s.name != spec.name and s.type == SlotType.INTEGER
        for w in words(s)
    }
    said = _measure_at(text, got.end, others | own, sizes)
    return said is not None and said in others and said not in own


def _measure_at(
    text: str, at: int, measures: Iterable[str], sizes: Iterable[str] = ()
) -> str | None:
    """The longest of ``measures`` that ``text`` holds at ``at`` (spaces skipped), after
    one of ``sizes`` at most ("3大袋": the lexicon's ``measure_sizes``)."""
    rest = text[at:].lstrip()
    size = max((s for s in sizes if rest.startswith(s)), key=len, default="")
    for head in dict.fromkeys(("", size)):
        tail = rest[len(head) :]
        best = max((m for m in measures if tail.startswith(m)), key=len, default=None)
        if best is not None:
            return best
    return None


def measured_counts(
    text: str, numbers: Iterable[Parsed], measures: frozenset[str], sizes: Iterable[str] = ()
) -> list[Parsed]:
    """The numbers of ``text`` a declared measure word follows ("旧书 3捆", "两袋", "3大袋"),
    the digits glued to a word before one included ("旧书3捆")."""
    if not measures:
        return []
    numbers = list(numbers)
    found = [p for p in numbers if _measure_at(text, p.end, measures, sizes) is not None]
    for m in _GLUED.finditer(text):
        if any(p.start < m.end() and m.start() < p.end for p in numbers):
            continue
        if _measure_at(text, m.end(), measures, sizes) is not None:
            found.append(Parsed(int(m.group(0)), m.group(0), 1.0, m.start(), m.end()))
    return sorted(found, key=lambda p: p.start)


def glued_count(text: str, lex: Lexicon, measures: frozenset[str]) -> Parsed | None:
    """The one count of an answer whose digits are glued to a word before them ("那就20箱",
    "大概5袋吧", "就20吧"): followed by a measure word (the flow's, or the lexicon's
    ``classifiers``), or closing their clause. None when the text holds another glued
    number, or this one is followed by anything else ("住3号楼")."""
    found = list(_GLUED.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    grammar = built(GluedCounts, Words.of(lex))
    classifier = lex["classifiers"].prefix(text[m.end() :])
    sizes = measure_sizes(lex)
    if (
        _measure_at(text, m.end(), measures, sizes) is None
        and classifier is None
        and grammar.closes.match(text, m.end()) is None
    ):
        return None
    return Parsed(int(m.group(0)), m.group(0), 1.0, m.start(), m.end())


def copula_counts(text: str, lex: Lexicon) -> list[Parsed]:
    """COPULA_GLUED_TO_A_CORRECTED_NUMBER: digits glued after a word of being that close
    their clause ("不对 是78", "应该是12 我看错了"): the new number of a change, where digits
    glued to a word are otherwise kept from the number grammar as a house number's may be;
    a house number goes on with its unit ("是302室"), which this never reads."""
    return [
        Parsed(int(m.group(1)), m.group(1), 1.0, m.start(1), m.end(1))
        for m in grammar(lex, _CopulaCounts).after.finditer(text)
    ]
