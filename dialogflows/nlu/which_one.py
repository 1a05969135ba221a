"""Slots that say which one, not how many: an integer slot with no ``counts`` and no kind
("grade", "hut number", "stage"), as a floor or a row is (docs/dsl.md, ``min``/``max``).

People name such a slot by the thing it numbers, its label without the ending they leave off
("hut 17" for "hut number"; the lexicon's ``label_ends_dropped``, as a code's label is said,
"order AB123"), and say its name after an article ("book a grade 1 flute exam"): the article
is the name's, no count of one. A part of ``named_values``' reading (a value said right after
its slot's name) and of ``volunteered``'s; no reader of the pipeline lives here.
"""

from __future__ import annotations

from ..spec import SlotSpec, SlotType
from .lexicon import Lexicon, has_cjk
from .parsed import Parsed
from .slot_namer import slot_names
from .slot_patterns import asks_how_many
from .utterance import Turn


def says_which_one(spec: SlotSpec, lex: Lexicon) -> bool:
    """An integer slot that says which one ("grade", "hut number"): no ``counts``, no kind,
    and a question that asks no count ("How many bedrooms?" counts, whatever its name)."""
    return (
        spec.type == SlotType.INTEGER
        and not spec.counts
        and spec.kind is None
        and not asks_how_many(spec.prompt or "", lex)
    )


def label_stems(spec: SlotSpec, lex: Lexicon) -> tuple[str, ...]:
    """The slot's names said without an ending people leave off before its value (the
    lexicon's ``label_ends_dropped``: "order" of "order number", 车牌 of 车牌号), two
    characters at least left; a Latin ending is a word of its own ("casino" keeps its
    "no")."""
    out = []
    for name in slot_names(spec):
        for end in lex["label_ends_dropped"].phrases:
            before = name[: -len(end)]
            apart = has_cjk(end) or before.endswith(" ")
            if name.endswith(end) and apart and len(before.strip()) >= 2:
                out.append(before.strip())
    return tuple(out)


def which_one_stems(spec: SlotSpec, lex: Lexicon) -> tuple[str, ...]:
    """NUMBER_AFTER_THE_THING_ITS_LABEL_NUMBERS: a slot that says which one (``says_which_one``:
    "hut number", "pitch no") is named by the thing it numbers, as people say it: "i left my
    sunglasses in hut 17 yesterday" is hut number 17."""
    return label_stems(spec, lex) if says_which_one(spec, lex) else ()


def articles_of_named(
    t: Turn,
    found: list[tuple[SlotSpec, Parsed, int]],
    named: list[tuple[SlotSpec, Parsed, int]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` without an article read as one of a slot that says which one: it is the
    article of the slot's name ("can i book a stage 3 course": stage 3, no stage 1 beside
    it; "a stage course" says no stage at all; ARTICLE_BEFORE_A_WHICH_ONE_NAME_READ_AS_ITS_COUNT).
    ``named``: the values ``named_values`` read after a name, kept."""
    articles = t.lex["single_words"].phrases
    kept = {(id(spec), p.start) for spec, p, _ in named}
    return [
        (spec, p, rank)
        for spec, p, rank in found
        if (id(spec), p.start) in kept
        or not (says_which_one(spec, t.lex) and p.raw_text.lower() in articles)
    ]
