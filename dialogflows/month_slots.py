"""Which date slots hold a month: ``kind: month``, or, declaring no kind, a date slot whose
name or label holds a word of the lexicons' ``month_slot_words`` (the fallback guess, as for
the other kinds). The understanding reads such a slot's answer as a month ("10月份", "last
month") and the phrasings say its value as a month ("October 2026"): both ask this one
module, so the guess cannot differ between what is read and what is said. It reads the
lexicons as data only (the runtime may import ``load_lexicon``), no user text.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .nlu.lexicon import load_lexicon
from .spec import SlotKind, SlotSpec, SlotType, named_by


@lru_cache(maxsize=32)
def month_slot_words(lexicons: tuple[str, ...]) -> frozenset[str]:
    """The words that make a date slot a month's, of both languages (a Chinese label in an
    English domain says 月份), with the author's lexicons ``lexicons`` merged."""
    return frozenset(
        str(w)
        for lang in ("en", "zh")
        for w in load_lexicon(lang, lexicons).raw.get("month_slot_words") or ()
    )


def holds_month(spec: SlotSpec, lexicons: Iterable[str] = ()) -> bool:
    """The date slot holds a month (``kind: month``), or, declaring no kind, has a word of
    ``month_slot_words`` in its name or label."""
    if spec.type != SlotType.DATE:
        return False
    if spec.kind is not None:
        return spec.kind == SlotKind.MONTH
    return named_by(spec, month_slot_words(tuple(lexicons)))
