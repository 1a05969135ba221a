"""Phrases with a number's hole, as the lexicons write an age or a year said with its word
("{n} years old", "{n}岁", "a {n} model", "{n}年的车"): one regex for a list of them, and the
values its matches hold.

Ages and years are read alike: the phrase marks the number as the slot's, where a bare
number beside other values is no slot's. Only what the number is differs (an age counted,
Chinese numerals too; a year four digits), so the reading takes the number's reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .parsed import Parsed


def hole_forms(phrases: Iterable[str], number: str, cjk_edge: str = "") -> str:
    """The lexicon's phrases with an ``{n}`` hole ("{n} years old", "{n}岁", "a {n} model")
    as one regex alternation, longest first, ``number`` (a group) standing in the hole; a
    space matches any run of spaces. A Latin phrase starts at a word's edge, a Chinese one
    at ``cjk_edge`` (it has no edges). Empty when no phrase has a hole. Ages and years."""
    forms = []
    for phrase in phrases:
        before, hole, after = phrase.partition("{n}")
        if not hole:
            continue
        head = r"\s+".join(re.escape(p) for p in before.split())
        tail = r"\s+".join(re.escape(p) for p in after.split())
        edge = r"(?<![\w'])" if phrase.replace("{n}", "").strip()[:1].isascii() else cjk_edge
        forms.append(
            edge + (head + r"\s*" if head else "") + number + (r"\s*" + tail if tail else "")
        )
    return "|".join(f"(?:{f})" for f in sorted(forms, key=len, reverse=True))


def hole_values(
    pattern: re.Pattern[str] | None, text: str, read: Callable[[str], int | None]
) -> list[Parsed]:
    """Every value ``pattern`` (``hole_forms``' alternation, a group per phrase) finds in
    ``text``: the number of the phrase that matched, as ``read`` reads it, at the number's
    span; a number ``read`` cannot read is none."""
    if pattern is None:
        return []
    out: list[Parsed] = []
    for m in pattern.finditer(text):
        group = next((i for i, g in enumerate(m.groups(), 1) if g), None)
        if group is None:
            continue
        n = read(m.group(group))
        if n is not None:
            out.append(Parsed(n, m.group(0).strip(), 1.0, m.start(group), m.end(group)))
    return out
