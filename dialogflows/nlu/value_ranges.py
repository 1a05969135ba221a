"""A listed value written as a range of numbers with their unit: "一到三级", "1到3级",
"grade 1-3".

VALUE_IN_A_RANGE_SYNONYM: a level listed as 初级 with the synonym 一到三级 was named only by
the range said whole, so "考过二级了" or "在考五级" to "孩子现在什么水平？" asked again,
where the number said with the range's unit lies inside one value's range. A value or
synonym written as two numbers joined by one of the lexicon's ``value_range_joiners``
("到", "至", "to", a dash), with a unit after them (级) or a word before them (grade), is
named by any number from the first to the second said with that unit or word ("二级",
"8级", "grade 2"): a number glued after another numeral ("十二级") is a number of its
own, and one no range holds names nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .numbers import NumberGrammar
from .parsed import Parsed
from .value_words import Words, alternation, built

#: the widest range read: a wider one ("1到100分") is no set of levels said one by one
_MOST_NUMBERS = 20


@lexicon_grammar
class _RangeJoiners:
    """The lexicon's ``value_range_joiners`` of both languages, built once."""

    def __init__(self, w: ListWords) -> None:
        self.joiners = alternation(w.words("value_range_joiners"))


@dataclass(frozen=True)
class _Range:
    value: str
    low: int
    high: int
    #: how a number of the range is said in a message, its number the group ``n``
    said: re.Pattern[str]


class ValueRanges:
    """The listed values of one slot written as ranges, with the numbers each holds."""

    def __init__(self, forms: dict[str, list[str]], lex: Lexicon) -> None:
        joiners = grammar(lex, _RangeJoiners).joiners
        self._numbers = built(NumberGrammar, Words.of(lex))
        digits = self._numbers.numeral_chars
        number = rf"(?:\d{{1,3}}|{digits}{{1,4}})"
        shape = re.compile(
            rf"(?P<lead>\D*?)\s*(?P<a>{number})\s*(?:{joiners})\s*(?P<b>{number})\s*(?P<unit>\D*)",
            re.IGNORECASE,
        )
        # a number of the message stands where no numeral stands glued before or after it
        bare = rf"(?<!{digits})(?P<n>{number})(?!{digits})"
        self.ranges: list[_Range] = []
        for value, written in forms.items():
            for form in written:
                m = shape.fullmatch(form.strip().lower()) if joiners else None
                if m is None:
                    continue
                low, high = self._count(m.group("a")), self._count(m.group("b"))
                lead, unit = m.group("lead").strip(), m.group("unit").strip()
                if low is None or high is None or not 0 < high - low <= _MOST_NUMBERS:
                    continue
                if not (lead or unit):
                    continue  # "1到3" alone: a bare number of the message is no level
                before = rf"(?<![^\W\d_]){re.escape(lead)}\s*" if lead else ""
                after = rf"\s*{re.escape(unit)}" if unit else ""
                said = re.compile(before + bare + after, re.IGNORECASE)
                self.ranges.append(_Range(value, low, high, said))

    def __bool__(self) -> bool:
        return bool(self.ranges)

    def _count(self, said: str) -> int | None:
        n = self._numbers.count(said)
        return n if isinstance(n, int) else None

    def said(self, text: str) -> list[Parsed]:
        """The values whose ranges hold a number said in ``text`` with their unit or word,
        in the order said."""
        found: list[Parsed] = []
        for r in self.ranges:
            for m in r.said.finditer(text):
                n = self._count(m.group("n"))
                if n is not None and r.low <= n <= r.high:
                    found.append(Parsed(r.value, m.group(0), 1.0, m.start(), m.end()))
        return sorted(found, key=lambda p: p.start)
