"""An age said in a message: "I'm 30", "30 years old", "driver is 45", "我30岁".

An integer slot that holds an age took a number only as the answer to its own question,
so "rent a car from the airport dec 14 to dec 18, compact, im 30" asked the age again. The
ways an age is said are the lexicon's (``age_phrases``, {n} the number), read for a slot of
``kind: age``, or, declaring no kind, an integer slot whose name holds one of
``age_slot_words`` (the fallback guess, like people and nights).
"""

from __future__ import annotations

import re

from ..spec import SlotKind, SlotSpec, SlotType, slot_is
from .numbers import NumberGrammar
from .parsed import Parsed
from .value_words import Words, built


def holds_age(spec: SlotSpec, words: Words) -> bool:
    """The slot is an age: declared, or guessed from its name."""
    if spec.type != SlotType.INTEGER:
        return False
    names = frozenset(
        w.lower() for w in (*words.en.words("age_slot_words"), *words.zh.words("age_slot_words"))
    )
    return slot_is(spec, SlotKind.AGE, names)


class AgeGrammar:
    """The age phrases of one ``Words``, compiled once (``built``)."""

    def __init__(self, w: Words) -> None:
        self.numbers = built(NumberGrammar, w)
        number = rf"(\d{{1,3}}|{self.numbers.numeral_chars}{{1,4}})"
        forms = []
        for phrase in (*w.en.words("age_phrases"), *w.zh.words("age_phrases")):
            before, hole, after = phrase.partition("{n}")
            if not hole:
                continue
            head = r"\s+".join(re.escape(p) for p in before.split())
            tail = r"\s+".join(re.escape(p) for p in after.split())
            edge = r"(?<![\w'])" if phrase[:1].isascii() else ""  # Chinese: no word edge
            forms.append(
                edge + (head + r"\s*" if head else "") + number + (r"\s*" + tail if tail else "")
            )
        body = "|".join(f"(?:{f})" for f in sorted(forms, key=len, reverse=True))
        self.pattern = re.compile(rf"(?:{body})(?![a-z0-9])", re.IGNORECASE) if forms else None

    def find(self, text: str) -> list[Parsed]:
        """Every age said in ``text``, as the number's span."""
        if self.pattern is None:
            return []
        out: list[Parsed] = []
        for m in self.pattern.finditer(text):
            group = next((i for i, g in enumerate(m.groups(), 1) if g), None)
            if group is None:
                continue
            n = self.numbers.count(m.group(group))
            if n is not None:
                out.append(Parsed(n, m.group(0).strip(), 1.0, m.start(group), m.end(group)))
        return out


def find_ages(text: str, words: Words) -> list[Parsed]:
    """The ages said in ``text`` with ``words``' phrases."""
    return built(AgeGrammar, words).find(text)
