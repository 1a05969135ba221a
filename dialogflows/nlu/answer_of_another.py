"""Whether a number or a word read as the asked slot's answer belongs to another slot of
the flow: inside a value another slot lists, counted by another count's words, said by the
slot's own phrase beside a count of something else, or exactly another choice's value.
Split from ``answer_asked.py``, which asks these of what it read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..spec import NUMBER_TYPES, SlotSpec, SlotType
from .all_values import inside_listed
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_ENUM = SlotType.ENUM


def numbers_inside_listed(u: Knowledge, t: Turn, spec: SlotSpec) -> bool:
    """Every number read as ``spec``'s answer stands inside a value another slot of the
    flow lists ("5x7" of the print sizes, "58-60" of the helmet sizes): it is that value."""
    assert t.flow is not None
    listed = [
        (c.start, c.end)
        for other, parser in u.volunteer_plan(t.flow)[0]
        if other.name != spec.name and parser.choices
        for c in parser.choices.mentions(t.scan)
    ]
    if not listed:
        return False
    read = u.parser(t.flow, spec).scan(t.scan, t.now, t.language)
    return bool(read) and all(inside_listed(p.start, p.end, listed) for p in read)


def counted_for_another(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> bool:
    """The number read as ``spec``'s answer is said with what another number slot of the
    flow counts, by that slot's patterns ("3楼" where the floor's prompt asks "住几楼？",
    "2 bathrooms" where a slot asks "How many bathrooms?"): it is that slot's, and the
    asked count's question stays. Not when ``spec``'s own patterns read it too."""
    assert t.flow is not None
    if u.parser(t.flow, spec).find_in_patterns(t.scan, t.now, t.language):
        return False
    for other in t.flow.slots:
        if other.name == spec.name or other.type not in NUMBER_TYPES:
            continue
        for p in u.parser(t.flow, other).find_in_patterns(t.scan, t.now, t.language):
            if p.start <= got.start < p.end or got.start <= p.start < got.end:
                return True
    return False


def said_by_its_phrase(u: Knowledge, t: Turn, spec: SlotSpec, options: list[Any]) -> Parsed | None:
    """NUMBER_OF_ITS_PHRASE_BESIDE_A_BARE_COUNT: of several numbers in an answer to a count
    or an age, the one said by the slot's own words ("im 58" of an age, "4 bags" of a
    count) when only one is: another number there counts a thing of its own ("one ear",
    "2 dogs"). None when none, or more than one value, is so said."""
    assert t.flow is not None
    said = u.parser(t.flow, spec).mentions(t.scan, t.now, t.language)
    values = {repr(p.value) for p in said}
    if len(values) != 1 or not any(repr(o) in values for o in options):
        return None
    return said[0]


def other_value(u: Knowledge, t: Turn, spec: SlotSpec, word: str) -> bool:
    """``word`` is exactly a value of another choice slot of the running flow."""
    assert t.flow is not None
    for other in t.flow.slots:
        if other.name == spec.name or other.type != _ENUM:
            continue
        got = u.parser(t.flow, other).parse(word, t.now, t.language)
        if got is not None and got.confidence >= 1.0:
            return True
    return False
