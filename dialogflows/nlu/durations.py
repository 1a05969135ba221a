"""Which slots count nights or days: ``kind: nights``, or (declaring no kind) a slot whose
name or pattern says so ("nights", "days", "晚", "天").

Such a slot reads a stay said in weeks as its value ("a week" is 7 nights, "两周" 14), so
"How many nights?" - "a week" is an answer; the lengths are read by the one grammar of
counts of a unit of time (``time_counts``, ``NIGHTS``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..spec import SlotKind, SlotSpec, slot_is
from .lexicon import has_cjk
from .time_counts import NIGHTS, find_lengths
from .value_words import BUILT_IN, Words, built


def _day_words(w: Words) -> frozenset[str]:
    return frozenset(x.lower() for x in w.both("nights_slot_words"))


def day_words(words: Words = BUILT_IN) -> frozenset[str]:
    """Slot name words and pattern words that make an integer slot that declares no
    ``kind`` a count of nights or days (the fallback guess), of the lexicon in use."""
    return built(_day_words, words)


#: the built-in words' guess (kept for readers that take no lexicon's words)
DAY_WORDS = day_words()


def counts_days(spec: SlotSpec, words: Words = BUILT_IN) -> bool:
    """The slot is a number of nights or days: ``kind: nights``, or, declaring no kind,
    its name or one of its patterns says so (the lexicon's ``nights_slot_words``)."""
    return slot_is(spec, SlotKind.NIGHTS, day_words(words))


def counts_nights(spec: SlotSpec, words: Words = BUILT_IN) -> bool:
    """A count of days that are a stay's nights (``kind: nights``, or a word of the
    lexicon's ``night_words`` in its name, label or what it counts), not a hire's days:
    a weekend is no length of it (``time_counts.DAYS``)."""
    if spec.kind == SlotKind.NIGHTS:
        return True
    nights = {w.lower() for w in words.both("night_words")}
    said = [spec.name.replace("_", " "), spec.label or "", *spec.counts]
    return any(w in nights for text in said for w in text.lower().split()) or any(
        n in text for n in nights if has_cjk(n) for text in said
    )


@dataclass(frozen=True)
class Stay:
    """A length of stay read from a message, in days, with where it was said."""

    days: int
    start: int
    end: int
    raw: str


def find_stays(text: str, words: Words = BUILT_IN) -> list[Stay]:
    """Every length of stay said in weeks or longer, in days, in order, read with ``words``
    (the lengths a count of nights takes: ``time_counts.NIGHTS``)."""
    return [Stay(p.value, p.start, p.end, p.raw_text) for p in find_lengths(text, NIGHTS, words)]
