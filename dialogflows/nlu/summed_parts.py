"""A count answered in parts, one number per place or kind: "2 upstairs and 3 downstairs",
"厨房三扇 阳台两扇", "客厅两幅，卧室两幅" to "How many …?" is their sum.

Read as numbers alone, two different ones were a tie ("Did you mean 2 or 3?") and two
equal ones one of them (2, not 4). A message is in parts only when every number stands in
a clause of its own, the clauses parted by a comma, a space between Chinese ones or a word
of the lexicon's ``count_part_joiners``, and each clause names its part with words of its
own besides the number, a hedge and the counted word the slot's question or label says
("bags" of "How many bags?", 扇 of "一共几扇窗？"); the parts all differ and count by the
same word (a Chinese measure word after every number, "两个 … 三个"; in English the asked
word after all of them or none: "每天两瓶 订一个月" counts bottles and months). An "or" or a
correction anywhere, a count shared out per head ("10, so 2 per head"; ``each_words``), or
a clause that is only a number ("3 bags, no wait 2"), is no list of parts. A number said
alone first whose parts follow and add up to it ("三天吧 彩排一天 正式两天") is the total.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from ..spec import SlotSpec
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .parsed import Parsed
from .phrases import has_cjk


class _PartWords:
    """The lexicon's words that part, stop and pad a count's parts, compiled once."""

    def __init__(self, w: ListWords) -> None:
        joiners = w.alt("count_part_joiners")
        #: where one part's clause ends and the next one's begins
        self.split = re.compile(
            rf"\s*[,，、;；]\s*(?:(?:{joiners})\s+)?|\s+(?:{joiners})\s+|(?:{joiners})"
            r"|(?<=[\u4e00-\u9fff])\s+",
            re.IGNORECASE,
        )
        stops = "|".join(
            rf"\b(?:{w.en_alt(k)})\b|{w.zh_alt(k)}"
            for k in ("or_words", "corrections", "each_words", "deny")
        )
        #: an alternative or a change said, or a count shared out ("10, so 2 per head"):
        #: the numbers are choices or another count, not parts
        self.stops = re.compile(stops, re.IGNORECASE)
        #: words that say nothing of the part ("about", "大概") and marks
        self.pad = re.compile(
            rf"\b(?:{w.en_alt('hedges')})\b|{w.zh_alt('hedges')}|[\s\W_]+", re.IGNORECASE
        )
        #: words that only lead or close an answer ("吧" of "三天吧"; ``fillers_lead``,
        #: ``fillers_trail``): a clause of a number and these names no part
        self.fillers = re.compile(
            "|".join(
                rf"\b(?:{w.en_alt(k)})\b|{w.zh_alt(k)}" for k in ("fillers_lead", "fillers_trail")
            ),
            re.IGNORECASE,
        )


@lexicon_grammar
def _part_words(w: ListWords) -> _PartWords:
    return _PartWords(w)


def summed_parts(lex: Lexicon, spec: SlotSpec, text: str, found: Sequence[Parsed]) -> int | None:
    """The sum of the counts ``found`` in ``text`` when they are said as parts of one count
    (above); None when they are not."""
    if len(found) < 2 or not all(isinstance(p.value, int) for p in found):
        return None
    words = grammar(lex, _part_words)
    if words.stops.search(text) is not None:
        return None
    asked = " ".join(re.findall(r"\w+", f"{spec.prompt or ''} {spec.label or ''}".lower()))
    heads, tails = [text[: found[0].start]], []
    for a, b in pairwise(found):
        gap = text[a.end : b.start]
        m = words.split.search(gap)
        if m is None:
            return None
        tails.append(gap[: m.start()])
        heads.append(gap[m.end() :])
    tails.append(text[found[-1].end :])
    units = {_unit(tail, asked) for tail in tails}
    own = {*spec.counts, *spec.measures}  # "主卧3扇 … 厨房1个", both the slot's own
    if len(units) > 1 and not units <= own:
        return None  # "每天两瓶 订一个月": a count of another thing beside
    parts = []
    for at, (head, tail) in enumerate(zip(heads, tails, strict=True)):
        tail = _without_unit(tail, asked)
        if at == 0 and _total_first(words, f"{head} {tail}", found):
            return int(found[0].value)  # "三天吧 彩排一天 正式两天": 3, told in its parts
        part = words.pad.sub(" ", f"{head} {tail}").strip()
        if not part:
            return None
        parts.append(part)
    if len(set(parts)) < len(parts):
        return None
    return sum(int(p.value) for p in found)


def _total_first(words: _PartWords, first: str, found: Sequence[Parsed]) -> bool:
    """TOTAL_THEN_ITS_PARTS: the first number is said alone (``first``, what stands around
    it, holds only words that lead or close an answer) and the numbers after it add up to
    it, two of them at least: "三天吧 彩排一天 正式两天" to "租几天？", "5 bags, 2 by the shed
    and 3 out front" tell the total, then how it is made up; the total is the answer."""
    if len(found) < 3:
        return False
    bare = words.pad.sub(" ", words.fillers.sub(" ", first)).strip()
    return not bare and int(found[0].value) == sum(int(p.value) for p in found[1:])


def _unit(tail: str, asked: str) -> str:
    """What a part counts by: in Chinese the measure word after its number, the same in
    every part ("两个 … 三个"); in English the asked word or nothing ("4 downstairs, 3
    upstairs", "3 bags by the shed, 2 bags out front")."""
    tail = tail.lstrip()
    if has_cjk(tail[:1]):
        return tail[:1]
    return tail[: len(tail) - len(_without_unit(tail, asked))]


def _without_unit(tail: str, asked: str) -> str:
    """``tail`` without the counted word it opens with, when the slot's question says it
    ("bags" of "How many bags?", 扇 of "一共几扇窗？")."""
    tail = tail.lstrip()
    if has_cjk(tail[:1]):
        return tail[1:] if tail[:1] in asked else tail
    word = tail.split(" ", 1)[0].lower()
    # "bags" to "How many bag loads?": the asked word with a plural ending
    if word and any(word.startswith(a) and len(a) > 2 for a in asked.split()):
        return tail[len(word) :]
    return tail
