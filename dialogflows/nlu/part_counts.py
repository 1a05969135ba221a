"""Counts said per part, summed: "客厅两幅 卧室两幅" to "一共几幅？" is 4. People count a
whole by its parts, each named before its own count ("主卧3扇 次卧2扇"); the answer's
counts were read as one value said twice, so the bot took 2 (or, the digits glued after the
part's name, only the first). Each clause must be a part's name, two Chinese characters to
four, then one count and a measure word of the asked slot (its ``counts`` or ``measures``),
the parts all different; a message with a no or a correction word (the lexicon's ``deny``,
``corrections``: "3幅 不对 4幅") is a change, not parts, and is read as before."""

from __future__ import annotations

import re

from ..spec import SlotSpec
from .lexicon import has_cjk
from .numbers import find_numbers
from .parsed import Parsed
from .utterance import Turn
from .value_words import Words

#: a part's name (two Chinese characters to four, as "客厅", "主卧"), then its count said
_CLAUSE = re.compile(r"(?P<part>[\u4e00-\u9fff]{2,4}?)(?P<count>[^\s,，、;；]+)")
#: what parts the clauses of an answer
_GAP = re.compile(r"[\s,，、;；]+")


def parts_summed(t: Turn, spec: SlotSpec) -> Parsed | None:
    """The sum of the counts ``t`` says per part, each clause a part's name, a count and
    the slot's measure word; None when the answer is not so made."""
    measures = tuple(sorted((w for w in {*spec.counts, *spec.measures} if has_cjk(w)), key=len))
    if not measures or not has_cjk(t.scan):
        return None
    if t.lex["deny"].search(t.norm) is not None or t.lex["corrections"].search(t.norm):
        return None
    text = t.scan.strip(" ,，、;；")
    clauses = [c for c in _GAP.split(text) if c]
    if len(clauses) < 2:
        return None
    words = Words.of(t.lex)
    parts: list[str] = []
    total = 0
    for clause in clauses:
        word = next((m for m in reversed(measures) if clause.endswith(m)), None)
        m = _CLAUSE.fullmatch(clause[: -len(word)]) if word else None
        if m is None:
            return None  # "客厅两幅 2个人": a count of something else
        nums = find_numbers(m.group("count"), t.language, words)
        if len(nums) != 1 or nums[0].raw != m.group("count"):
            return None
        if not float(nums[0].value).is_integer():
            return None
        parts.append(m.group("part"))
        total += int(nums[0].value)
    if len(set(parts)) != len(parts):
        return None
    start = t.scan.index(text)
    return Parsed(total, text, 1.0, start, start + len(text))
