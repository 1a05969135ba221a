"""A number that counts a thing the message names: "deliver 2 projectors", "旧书 3捆",
"寄养 两只猫".

A count said before a listed value of another slot, or with a measure word the flow
declares, fills the flow's one count slot that can take it, ranked as a mention like the
value it counts."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from .grammar_words import ListWords, grammar, lexicon_grammar
from .measured import declared_measures, measure_sizes, measured_counts, own_measures
from .numbers import NumberGrammar
from .parsed import Parsed
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


#: what may stand between a count and the thing counted: "2 projectors", "3 x tripod"
_COUNT_GAP = re.compile(r"^\s*(?:x\s*)?$", re.IGNORECASE)


@lexicon_grammar
class _HeldMeasures:
    """The general measure words (the lexicon's ``general_measures``: 个) a colloquial
    count holds inside it (``colloquial_counts``: 俩 is 两个, 仨 三个)."""

    def __init__(self, w: ListWords) -> None:
        self.general = frozenset(w.words("general_measures", ("zh",)))
        #: the words after a measure word that name people (``people_after_measure``:
        #: 人 of "两个人", 位): one is the measure of a count of people, another after a
        #: bare number names them
        self.people = frozenset(w.words("people_after_measure", ("zh",)))


def _holds_measure(t: Turn, n: Parsed, measures: frozenset[str]) -> bool:
    """``n`` is a colloquial count ("俩" of "来俩人") and the flow declares the general
    measure word it holds (个): "俩人" is "两个人", a count marked by its measure word as
    "两个人" is, where the word after it is no measure word of the flow."""
    colloquial = built(NumberGrammar, Words.of(t.lex)).colloquial
    held = grammar(t.lex, _HeldMeasures).general
    return n.raw_text in colloquial and bool(held & measures)


def _people_counts(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, measures: frozenset[str]
) -> list[Parsed]:
    """Numbers said right before a word naming people ("2人" of "来2人就行"), when the flow
    counts people by a measure word of people it declares (位 of ``measures: [位, 个]`` for
    cleaners): "2人", "两人" count them as "2位" does. Digits are read apart from the
    characters around them (spaces in their place), as a digit glued between two characters
    is no count alone."""
    people = grammar(t.lex, _HeldMeasures).people
    if not people & measures:
        return []
    text = t.scan
    said = re.compile(f"(\\D?)(\\d+)([{''.join(sorted(people))}])")
    spaced = said.sub(lambda m: " " * len(m.group(1)) + m.group(2) + " ", text)
    return [
        n
        for n in u.parser(flow, spec).scan(spaced, t.now, t.language)
        if text[n.end : n.end + 1] in people
    ]


def counted(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    skip: set[str],
    found: list[tuple[SlotSpec, Parsed, int]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "deliver 2 projectors": a number right before a listed value of another slot counts
    it, for the flow's only whole-number slot (its patterns, when it has any, read it
    already), unless that slot counts people ("a pet shoot for my two cats"). "旧书 3捆", "3捆旧书": a number before a measure word the flow declares for
    its things (``measures``) counts them, on either side of the thing or without it, for
    the flow's only count slot that says what it counts (``counts``), whatever other
    number slots it has (a floor). Ranked as a mention, like the value it counts."""
    counts = [s for s in flow.slots if s.type == SlotType.INTEGER]
    measures = declared_measures(flow)
    counting = [s for s in counts if s.counts]
    if len(counts) == 1 and not counts[0].patterns:
        return _counted_for(u, t, flow, counts[0], True, measures, skip, found)
    if measures and len(counting) == 1:
        return _counted_for(u, t, flow, counting[0], False, measures, skip, found)
    # MEASURE_WORD_OF_ONE_OF_SEVERAL_COUNTS: of several counts ("1张" of the beds beside
    # "30天" of the days), a measure word one slot declares and no other count slot
    # declares or counts says whose count it is
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec in counting:
        own = own_measures(flow, spec)
        if own:
            out += _counted_for(u, t, flow, spec, False, own, skip, found)
    return out


def _counted_for(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    spec: SlotSpec,
    only: bool,
    measures: frozenset[str],
    skip: set[str],
    found: list[tuple[SlotSpec, Parsed, int]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The counts of ``counted`` for ``spec``, read by the measure words ``measures``
    (``only``: the flow's one whole-number slot, which a count before a listed value
    fills too)."""
    if spec.name in skip:
        return []
    items = [p for other, p, rank in found if rank == 1 and other is not spec]
    classifiers = t.lex["classifiers"]
    if not items and classifiers.regex is None and not measures:
        return []
    out: list[tuple[SlotSpec, Parsed, int]] = []
    parser = u.parser(flow, spec)
    numbers = parser.scan(t.scan, t.now, t.language)
    measured = measured_counts(t.scan, numbers, measures, measure_sizes(t.lex))
    measured = [*measured, *_people_counts(u, t, flow, spec, measures)]  # "来2人" by 位
    if only and spec.kind is None and items:  # "家里3个平板灯": 3 glued after 里
        numbers = [*numbers, *_glued_before_a_measure(u, t, flow, spec, numbers)]
    for n in sorted({(n.start, n.end): n for n in [*numbers, *measured]}.values(), key=_at):
        gaps = [t.scan[n.end : p.start] for p in items if n.end <= p.start]
        if any(m is n for m in measured) or _holds_measure(t, n, measures):
            out.append((spec, n, 1))  # "旧书 3捆", "3捆旧书", "来俩人" (俩: 两个)
        elif only and spec.kind != SlotKind.PEOPLE and any(_COUNT_GAP.match(g) for g in gaps):
            out.append((spec, n, 1))  # "2 projectors"; "my two cats" are no party of 2
        elif (
            only
            and spec.kind is None
            and any(counts_it(t, g) for g in gaps)
            and not parser.counts_time()
        ):
            # "两个水晶灯" with a general measure word between, whatever word the slot counts
            # by (盏); a year or an age is no count of things ("一个瓷瓶 2009年入手的")
            out.append((spec, n, 1))
        elif (
            only
            and spec.kind is None
            and not spec.counts
            and classifiers.prefix(t.scan[n.end :])
            # A_THING_COUNT_TAKEN_BY_A_COUNT_OF_TIME: "约电工 明天上午 一个" is no age of
            # the house asked "多少年了？": a measure word of things counts no years
            and not parser.counts_time()
        ):
            out.append((spec, n, 1))  # "寄养 两只猫": a count its measure word marks
    return out


def _glued_before_a_measure(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, numbers: list[Parsed]
) -> list[Parsed]:
    """DIGITS_GLUED_AFTER_A_WORD_BEFORE_A_GENERAL_MEASURE_UNREAD: digits glued after a word
    and before a general measure word (``general_measures``: "家里3个平板灯") are a count, as
    "家里三个" and "家里3盏" are; read apart from the character before them (a space in its
    place), as a digit glued between two characters is no count alone. Those the scan of
    the message read already are left out."""
    general = grammar(t.lex, _HeldMeasures).general
    if not general:
        return []
    measure = "|".join(re.escape(g) for g in sorted(general))
    glued = re.compile(rf"[^\s\d](?=\d+(?:{measure}))")
    if glued.search(t.scan) is None:
        return []
    spaced = glued.sub(" ", t.scan)
    had = {(n.start, n.end) for n in numbers}
    return [
        n
        for n in u.parser(flow, spec).scan(spaced, t.now, t.language)
        if (n.start, n.end) not in had and any(t.scan.startswith(g, n.end) for g in general)
    ]


def counts_it(t: Turn, gap: str) -> bool:
    """``gap``, between a number and a listed value, lets the number count it: nothing, an
    "x" ("3 x tripod"), or a general measure word (the lexicon's ``general_measures``:
    个 of "两个水晶灯"; GENERAL_MEASURE_BEFORE_A_LISTED_VALUE_UNREAD), for a slot counting
    things (no kind: a year's slot counts nothing)."""
    return _COUNT_GAP.match(gap) is not None or gap.strip() in grammar(t.lex, _HeldMeasures).general


def _at(p: Parsed) -> int:
    return p.start


def counted_values_shared(
    found: list[tuple[SlotSpec, Parsed, int]], scan: str
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A count read with its noun ("7 teenagers" of a count of people) where the noun is
    a listed value of another slot (an age group of children and teenagers) counts that
    value and names it too: the count keeps only its number's span, and the noun is left
    to its slot, as "2 projectors" leaves the projector (``counted``). Read whole, the
    longer count won the span and the value was lost."""
    listed = [
        p
        for spec, p, _ in found
        if spec.type == SlotType.ENUM or (spec.type == SlotType.TEXT and spec.values)
    ]
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, p, rank in found:
        if spec.type == SlotType.INTEGER:
            inner = [q for q in listed if q.end == p.end and p.start < q.start]
            if inner:
                number = scan[p.start : min(q.start for q in inner)].rstrip()
                p = Parsed(p.value, number, p.confidence, p.start, p.start + len(number))
        out.append((spec, p, rank))
    return out
