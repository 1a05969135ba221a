"""Counts of one listed value said by two of its names ("两个水晶灯一个吊扇灯" where both are
吊灯, "家里三个挂机一个柜机" where both are 空调): the count of that value is their sum.

COUNTS_OF_ONE_VALUE_SAID_BY_TWO_OF_ITS_NAMES: each number counted its own name, the two
numbers stood for one count slot, and one of them was kept without a word (or the user was
asked "3还是1？"), though the things they count are one value of the flow. Only when every
count of the slot stands right before a name of the same value (a measure word at most
between: ``item_counts.counts_it``), and the names said differ: the same name counted twice is a
change of mind ("3个吊灯 不对 2个吊灯"), and names of two values are two things (each its
own task, ``items.py``).
"""

from __future__ import annotations

from ..spec import SlotSpec, SlotType
from .item_counts import counts_it
from .parsed import Parsed
from .utterance import Turn

Found = list[tuple[SlotSpec, Parsed, int]]


def counts_of_one_value_summed(t: Turn, found: Found) -> Found:
    """``found`` with the counts of one listed value said by two names or more made one
    count, their sum, where the first of them stood."""
    scan = t.scan
    counts = [(spec, p, rank) for spec, p, rank in found if spec.type == SlotType.INTEGER]
    if len(counts) < 2 or len({spec.name for spec, _, _ in counts}) != 1:
        return found
    listed = [
        (spec, p) for spec, p, _ in found if spec.type == SlotType.ENUM and isinstance(p.value, str)
    ]
    named: list[tuple[SlotSpec, Parsed]] = []
    for _, n, _ in counts:
        after = [
            (spec, p)
            for spec, p in listed
            if p.start >= n.end and counts_it(t, scan[n.end : p.start])
        ]
        if len(after) != 1:
            return found
        named.append(after[0])
    if len({(spec.name, p.value) for spec, p in named}) != 1:
        return found
    if len({p.raw_text for _, p in named}) != len(named):
        return found
    if not all(isinstance(n.value, int) for _, n, _ in counts):
        return found
    first = min(counts, key=lambda c: c[1].start)
    total = sum(int(n.value) for _, n, _ in counts)
    kept = first[1]
    summed = Parsed(total, kept.raw_text, kept.confidence, kept.start, kept.end)
    out: Found = [f for f in found if f[0].type != SlotType.INTEGER]  # the slot's counts
    return [*out, (first[0], summed, first[2])]
