"""A date or a time said right after its slot's name, when another slot of the flow takes
the same type: "first lesson friday", "she can start on friday" beside a date of birth.

A date or a time is read wherever it is said, but which slot it fills was left to the
question: "she can start friday" asked for a date of birth filled the birth date (a past
Friday). Said right after another date slot's name, it is that slot's (``named_dates``),
and no answer of the one asked (``without_named_for_others``). Split from
``named_values.py`` (a number after its slot's name), whose way of saying a name and a link
word before a value (``name_then_link``) it shares.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..spec import FlowSpec, SlotSpec
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .named_values import DATED, RANK, name_then_link
from .parsed import Parsed, value_key
from .slot_namer import slot_names
from .utterance import Turn
from .value_words import alternation

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .values import ValueParser


def named_dates(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """Dates and times each said right after its slot's name, when another slot of the
    flow takes the same type ("first lesson friday", "she can start on friday" beside a
    date of birth): the name says whose it is, as a pattern would."""
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, said_names in u.dated_names(flow):
        if spec.name in skip:
            continue
        names = [n for n in said_names if n in t.norm]
        if not names:
            continue
        before = _name_before(tuple(names), t.lex)
        for got in u.parser(flow, spec).scan(t.scan, t.now, t.language):
            if got.end > got.start and before.search(t.scan[: got.start]):
                out.append((spec, Parsed(got.value, got.raw_text, 1.0, got.start, got.end), RANK))
                break
    return out


def dated_names(flow: FlowSpec) -> tuple[tuple[SlotSpec, tuple[str, ...]], ...]:
    """The flow's date and time slots that share their type with another of its slots,
    each with what users call it (``slot_names``), in order: worked out once per flow at
    load (``Knowledge.dated_names``) for ``named_dates``, not on every message. The one
    slot of its type is left out: it takes a date or time anyway."""
    return tuple(
        (spec, slot_names(spec))
        for spec in flow.slots
        if spec.type in DATED and any(o is not spec and o.type == spec.type for o in flow.slots)
    )


def named_for_others(u: Knowledge, t: Turn, spec: SlotSpec) -> list[Parsed]:
    """The dates or times of the message said right after another slot's name, while
    ``spec`` (of the same type) is asked: none of them is its answer."""
    if t.flow is None or spec.type not in DATED:
        return []
    return [p for other, p, _ in named_dates(u, t, t.flow, {spec.name}) if other.type == spec.type]


def without_named_for_others(
    u: Knowledge,
    t: Turn,
    spec: SlotSpec,
    parser: ValueParser,
    got: Parsed | None,
    options: list[Any],
) -> tuple[Parsed | None, list[Any]]:
    """The asked slot's answer and tied values without those said right after another
    slot's name: "she can start friday" asked for a date of birth is the start's; of "born
    march 3 2019, she can start friday" the birth date is March 3."""
    named = named_for_others(u, t, spec)
    if not named:
        return got, options

    def theirs(p: Parsed) -> bool:
        return any(p.start < q.end and q.start < p.end for q in named)

    if got is not None and not options:
        return (None, []) if theirs(got) else (got, [])
    left = [p for p in parser.scan(t.scan, t.now, t.language) if not theirs(p)]
    values = {value_key(p.value): p for p in left}
    if len(values) == 1:
        return next(iter(values.values())), []
    return None, [p.value for p in values.values()] if len(values) > 1 else []


#: (names, lexicon) -> the names (a form with a plural ending too: "she starts friday"),
#: a link word at most, at the end of the text before a value
_BEFORE: dict[tuple[tuple[str, ...], tuple[str, ...]], re.Pattern[str]] = {}


def _name_before(names: tuple[str, ...], lex: Lexicon) -> re.Pattern[str]:
    key = (names, lex["value_links"].phrases)
    got = _BEFORE.get(key)
    if got is None:
        endings = alternation(grammar(lex, _PluralEndings).by_language[lex.language])
        # (a name's space may have been typed as a hyphen: "check-up")
        hyphened = alternation(names).replace(r"\s+", r"[\s-]+")
        said = rf"(?:{hyphened})(?:{endings})?"
        got = _BEFORE[key] = re.compile(name_then_link(names, said, key[1]) + "$", re.IGNORECASE)
    return got


@lexicon_grammar
class _PluralEndings:
    """Per language, the lexicon's ``plural_endings`` (a name said in its plural form
    before a value: ``_name_before``), read from the lexicon once, as every list a reader
    reads is."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = w.each_language("plural_endings")
