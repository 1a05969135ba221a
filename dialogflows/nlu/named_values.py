"""A number said right after its slot's name: "the reading is 88213", "budget: 80",
"预算为800".

A number slot with no pattern and no counted noun ("reading", "balance", "weight") has
nothing that ties a number of the message to it, so a number said with the request or beside
another answer was left unread, or read by another slot that takes numbers. People mark
such a value the way a form does: they name the slot first. The slot's name as users hear
it (its ``label``, else its name in words) and then, at most, one of the lexicon's
``value_links`` ("is", "was", "是", "为") right before the value mark it as a pattern would,
so it ranks with pattern captures.

A date or a time said after its slot's name is ``named_dates.py``'s, a free-text value said
after its label or as a name is ``named_texts.py``'s: both were parts of this module, and
share its rank and its way of saying a name and a link before a value (``name_then_link``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import NUMBERED_TYPES, FlowSpec, SlotKind, SlotSpec, SlotType
from .day_away import Span, days_said, inside
from .day_parts import at_hour
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .numbers import NUMERAL_CHARS, small_number
from .parsed import Parsed
from .slot_namer import slot_names
from .utterance import Turn
from .value_words import Words, alternation
from .which_one import says_which_one, which_one_stems

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: slot types a bare number of the message may be (a named date or time is read already)
#: slot types whose values are read anywhere; their name before one says whose it is
DATED = frozenset({SlotType.DATE, SlotType.TIME})
#: the rank of a value found this way: that of a pattern capture (volunteered.py)
RANK = 2


def named_values(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """Values of the flow's number slots each said right after the slot's name."""
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, said_names in u.numbered_names(flow, t.lex):
        if spec.name in skip:
            continue
        names = [n for n in said_names if n in t.norm]
        if not names:  # the common case: the name is not said, nothing to scan
            continue
        parser = u.parser(flow, spec)
        for m in _named_pattern(tuple(names), t.lex).finditer(t.scan):
            if _counted_before(t.scan[: m.start()], t, spec):
                continue
            if _counts_of_another(u, t, flow, spec, m.span("value")):
                continue
            if spec.type not in DATED and inside(m.start("value"), _days(t)):
                continue  # "寄养 3天后送过来": the day three days off, no 3 of the stay
            if spec.kind == SlotKind.AGE and _measured(t, m.end("value")):
                continue  # "孩子一个9岁 一个12岁": one of the children, no age of 1
            got = parser.parse(m.group("value"), t.now, t.language)
            sure = 1.0
            if got is None and spec.type == SlotType.TIME:  # "checkout 11": at 11, inferred
                got = parser.parse(at_hour(t, m.group("value")), t.now, t.language)
                sure = got.confidence if got is not None else sure
            if got is not None:
                out.append(
                    (spec, Parsed(got.value, m.group("value"), sure, *m.span("value")), RANK)
                )
                break
    return out


@lexicon_grammar
def _general_measures(w: ListWords) -> tuple[str, ...]:
    """The general measure words (``general_measures``: 个), which count things."""
    return w.words("general_measures", ("zh",))


def _measured(t: Turn, end: int) -> bool:
    """A general measure word stands right after the number ending at ``end``: it counts
    something, as "一个" does, and is no age (AGE_READ_AS_A_COUNT_OF_A_THING)."""
    return any(t.scan.startswith(w, end) for w in grammar(t.lex, _general_measures))


def numbered_names(flow: FlowSpec, lex: Lexicon) -> tuple[tuple[SlotSpec, tuple[str, ...]], ...]:
    """The flow's number slots, each with the words that name it in ``lex``'s language:
    its label and name, the words for money of the one money slot, the lead of its Chinese
    question. Worked out at load (``Knowledge.numbered_names``), not for every slot on
    every message ``named_values`` reads."""
    return tuple(
        (
            spec,
            (
                *slot_names(spec),
                *_money_words(spec, flow, lex),
                *asked_lead(spec, lex),
                *which_one_stems(spec, lex),
            ),
        )
        for spec in flow.slots
        # BARE_HOUR_NAMED_BY_THE_TIME_SLOTS_NAME: "…, checkout 11" is the check-out time
        if spec.type in NUMBERED_TYPES or spec.type == SlotType.TIME
    )


def _days(t: Turn) -> tuple[Span, ...]:
    """The spans of the message naming a day by its distance (COUNT_OF_DAYS_READ_IN_A_DAY_AWAY:
    "寄养 3天后送过来" beside a stay asked "寄养几天？" is a day three days off, no 3 of it)."""
    return days_said(t.scan, t.now, t.language, Words.of(t.lex))


def _counts_of_another(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, span: tuple[int, int]
) -> bool:
    """The number after the slot's name is another count's, said with what that one
    counts: in "两个大人一个小孩" the 一 after 大人 (the adults' label) counts the 小孩."""
    start, end = span
    return any(
        p.start < end and start < p.end
        for other in flow.slots
        if other is not spec and other.type == SlotType.INTEGER and other.counts
        for p in t.captures(u.parser(flow, other))
    )


def name_then_link(names: tuple[str, ...], said: str, links: tuple[str, ...]) -> str:
    """The regex of a slot's name (``said``, the pattern of ``names``) and then, at most,
    a link word (the lexicon's ``value_links``): what stands before a value said so."""
    edge = "" if all(has_cjk(n) for n in names) else r"(?<![\w])"
    return rf"{edge}(?:{said})\s*[:：=]?\s*(?:(?:{alternation(links)})(?![a-z])\s*)?"


def _counted_before(before: str, t: Turn, spec: SlotSpec) -> bool:
    """Whether the name is said as the unit of a number right before it ("2 nights 30 ft",
    "two hours 4 musicians"): then it counts that number, which its own reading takes, and
    names nothing after it; taking the next number too put the length into the nights.
    In Chinese the count stands glued before the name with its measure word, or said
    colloquially ("带两个孩子 一个7岁一个11岁", "俩孩子一个6岁": the children are
    counted, and the 一 after 孩子 counts one of them, no age of 1;
    TWO_VALUES_FOR_ONE_SLOT_IN_A_REQUEST). The name of a slot that says which one (no
    ``counts``, no kind) after an article (the lexicon's ``single_words``) is no unit:
    "book a grade 1 flute exam" is grade 1 (ARTICLE_BEFORE_A_WHICH_ONE_NAME_READ_AS_ITS_COUNT)."""
    words = before.split()
    if has_cjk(before):
        return grammar(t.lex, _ChineseCountEnd).ends.search(before) is not None
    if not words or small_number(words[-1], Words.of(t.lex)) is None:
        return False
    return not (says_which_one(spec, t.lex) and words[-1].lower() in t.lex["single_words"].phrases)


@lexicon_grammar
class _ChineseCountEnd:
    """A Chinese count closing a text: a number and a measure word of the lexicon's
    ``classifiers`` ("两个"), or a colloquial count (the value lexicon's
    ``colloquial_counts``: 俩), read before a slot's name that it counts."""

    def __init__(self, w: ListWords) -> None:
        measures = alternation(w.words("classifiers", ("zh",)))
        spoken = alternation(tuple(w.value_mapping("colloquial_counts", "zh")))
        self.ends = re.compile(
            rf"(?:(?:\d+|{NUMERAL_CHARS}+)(?:{measures})|{spoken})$" if measures else "(?!)"
        )


#: how long the words of a Chinese question before its question word may be to name its
#: slot when said back ("消费了" of "消费了多少钱？"): a verb and its mark, no sentence
_LEAD_CHARS = (2, 4)


def asked_lead(spec: SlotSpec, lex: Lexicon) -> tuple[str, ...]:
    """The words a Chinese number slot's question opens with before its question word
    (the lexicon's ``question_words``): "消费了" of "消费了多少钱？", "一共" of "一共几位？".
    Said back right before a number ("开发票 前天 消费了500"), they name the slot as its
    label would: the answer in the question's own words, beside the request. A lead of one
    character ("刻" of "刻几个？") names too little; English asks otherwise."""
    prompt = spec.prompt or ""
    if not has_cjk(prompt):
        return ()
    asked = re.split(r"[。！!.]", prompt)
    asked_one = next((a for a in asked if "？" in a or "?" in a), "")
    m = lex["question_words"].search(asked_one)
    if m is None:
        return ()
    lead = normalize(asked_one[: m.start()]).strip()
    low, high = _LEAD_CHARS
    if not low <= len(lead) <= high or not all(has_cjk(ch) for ch in lead):
        return ()
    return (lead,)


def _money_words(spec: SlotSpec, flow: FlowSpec, lex: Lexicon) -> tuple[str, ...]:
    """The words for money ("预算", "金额", "budget"; the lexicon's ``type_words``) name
    the flow's one money slot as its label would: "预算7000" is the "月租预算", whose
    name (``budget``) a Chinese user never types."""
    if spec.type != SlotType.MONEY or sum(s.type == SlotType.MONEY for s in flow.slots) != 1:
        return ()
    return tuple(normalize(w) for w in lex.type_words.get(spec.type.value, ()))


#: (names, lexicon) -> the names, a link word at most, and the value (a number as said:
#: digits, with a currency sign, or numerals); built on first use, a few per domain
_PATTERNS: dict[tuple[tuple[str, ...], tuple[str, ...]], re.Pattern[str]] = {}


def _named_pattern(names: tuple[str, ...], lex: Lexicon) -> re.Pattern[str]:
    key = (names, lex["value_links"].phrases)
    got = _PATTERNS.get(key)
    if got is None:
        got = _PATTERNS[key] = re.compile(
            name_then_link(names, alternation(names), key[1])
            + rf"[:：]?\s*(?P<value>[$€£¥￥]?\s?\d[\d,.]*(?<![,.])|{NUMERAL_CHARS}+)",
            re.IGNORECASE,
        )
    return got
