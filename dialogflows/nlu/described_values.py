"""Of two listed values of one slot a message says, the thing it names and not the part of
it that a phrase of having describes: "i left my rucksack on the train, its black with a
laptop sticker", "丢了个钱包 里面有身份证".

A value said after a word that says what the thing has or holds (the lexicon's
``accessory_leads``: "with", "containing", 里面有), once another value of the same slot was
said before it, describes that thing: it is no second choice of the slot. Both were
dropped as a tie, and the slot asked with no word of what was said
(VALUE_IN_A_PHRASE_OF_HAVING_TIES_THE_THING_IT_DESCRIBES).

A neutral module: it reads the message it is given and knows no reader.
"""

from __future__ import annotations

from ..spec import SlotSpec, SlotType
from .lexicon import has_cjk
from .parsed import Parsed
from .utterance import Turn
from .value_words import Words


def described_dropped(
    t: Turn, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` (each slot, a value of it, its rank) without the values of a listed slot
    said in a phrase of having after another value of that slot."""
    leads = t.lex["accessory_leads"]
    by_slot: dict[str, list[Parsed]] = {}
    for spec, p, _ in found:
        if spec.type == SlotType.ENUM and p.end > p.start:
            by_slot.setdefault(spec.name, []).append(p)
    drop: set[tuple[str, int]] = set()
    for name, said in by_slot.items():
        if len({str(p.value) for p in said}) < 2:
            continue
        for p in said:
            if any(
                q.value != p.value
                and q.end <= p.start
                and leads.search(t.scan[q.end : p.start].lower()) is not None
                for q in said
            ):
                drop.add((name, p.start))
        if {str(p.value) for p in said if (name, p.start) not in drop} == set():
            drop -= {(name, p.start) for p in said}
    return [f for f in found if (f[0].name, f[1].start) not in drop]


def counts_of_other_things_dropped(
    t: Turn, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` without the bare numbers read for a count slot that says what it counts
    (``counts``: 桌) when the number stands right before a listed value of another slot
    the count does not count ("我爸过七十大寿 想摆几桌": 七十 of 七十大寿, the birthday, is
    no 70 tables; NUMBER_OF_ANOTHER_VALUE_READ_AS_A_COUNT). A number before what the
    count counts ("a matress and 2 bed frames" for ``counts: item``) stays, and so does
    one with a word between, as English says a count before a value of its thing ("2
    large pizzas", "5x8m pine"): only a Chinese value glued to the number is its own."""
    listed = [(s, p) for s, p, _ in found if s.type == SlotType.ENUM and p.end > p.start]
    if not listed:
        return found

    # "仨小白鞋", "俩推拉纱窗": a count word that holds its measure counts the thing named
    whole = frozenset(Words.of(t.lex).zh.mapping("colloquial_counts"))

    def of_another(spec: SlotSpec, p: Parsed) -> bool:
        counted = {c.casefold() for c in spec.counts}
        return p.raw_text.strip() not in whole and any(
            q.start == p.end
            and has_cjk(q.raw_text)
            and not {o.name.casefold(), (o.label or "").casefold()} & counted
            for o, q in listed
        )

    return [
        f
        for f in found
        if not (
            f[0].type == SlotType.INTEGER and f[0].counts and f[2] <= 1 and of_another(f[0], f[1])
        )
    ]
