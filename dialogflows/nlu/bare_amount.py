"""An amount of money said as a bare number, without currency.

A bare number beside other things ("下午三点") is no amount unless something marks it as
one: the money slot named right before it ("预算80"), the flow having no other slot a
number could fill ("交定金，就1500吧"), or one of the flow's triggers right before it
("交学费5000", "top up 50")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import NUMBER_TYPES, FlowSpec, SlotSpec, SlotType
from .clauses import clause_spans
from .lexicon import has_cjk, normalize
from .money import counts_things, said_as_length
from .numbers import NUMERAL_CHARS, find_numbers
from .parsed import Parsed
from .slot_namer import slot_names
from .utterance import Turn
from .value_words import Words
from .values import ValueParser

if TYPE_CHECKING:
    from .knowledge import Knowledge

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_DATE, _TIME, _MONEY = SlotType.DATE, SlotType.TIME, SlotType.MONEY


#: slot types a bare number may be a value of ("3点", "15号", "3个")
_NUMBERED = frozenset({SlotType.INTEGER, SlotType.NUMBER, _DATE, _TIME, _MONEY})


def only_numbers_slot(flow: FlowSpec, spec: SlotSpec) -> bool:
    """``spec`` is the one slot of ``flow`` a bare number can fill: "交定金，就1500吧" says
    the amount with no currency, as there is nothing else it could be."""
    return [s.name for s in flow.slots if s.type in _NUMBERED] == [spec.name]


def no_other_takes(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, p: Parsed) -> bool:
    """The bare number ``p``, said as a clause of its own, is one no other slot of ``flow``
    that a number fills (a count, a date, a time) can hold: "约看房 两室 6000 明天上午9点",
    "whole flat, 1500, tuesday 10am" beside a time and a day say the budget, as 1500 is no
    hour and no day. Inside a clause ("at flat 3, 14 mill lane") a number is another thing's."""
    if not any(
        t.scan[a:b].strip(" ,.") == p.raw_text.strip() for a, b in clause_spans(t.scan, spaced=True)
    ):
        return False
    raw = p.raw_text
    for other in flow.slots:
        if other is spec or other.type not in _NUMBERED:
            continue
        parser = u.parser(flow, other)
        got = parser.parse(raw, t.now, t.language)
        if got is not None and parser.validate(got.value, t.now) is None:
            return False
    return True


def bare_number(raw: str, language: str, words: Words) -> bool:
    """``raw`` is a number and nothing else: no currency, no unit of money."""
    spans = find_numbers(raw.strip(), language, words)
    return len(spans) == 1 and spans[0].raw == raw.strip()


def amount_after_trigger(
    t: Turn, flow: FlowSpec, spec: SlotSpec, parser: ValueParser
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A bare number right after one of the flow's triggers ("交学费5000", "top up 50"), or
    right after a Chinese trigger's verb ("充5000" of 充值), is the amount of its one money
    slot, when no count or number slot could take it."""
    if any(s.type in NUMBER_TYPES for s in flow.slots):
        return []
    out: list[tuple[SlotSpec, Parsed, int]] = []
    low = t.scan.lower()
    # a Chinese trigger's verb stands first and takes the amount as its object in place of
    # the trigger's own ("充值" -> "往卡里充5000", "交学费" -> "交3000")
    # the trigger's verb, with digits only: "付一下押金" says no amount
    heads = [w[0] for w in flow.triggers if len(w) > 1 and has_cjk(w[0])]
    for trigger in dict.fromkeys([*flow.triggers, *heads]):
        at = low.find(trigger.lower())
        m = _AMOUNT.match(t.scan, at + len(trigger)) if at >= 0 else None
        if m is not None and trigger not in flow.triggers and not m.group(1)[0].isdigit():
            continue
        if m is not None and counts_things(t.lex, t.scan, m.end(1)):
            continue  # "帮我代购一盒月饼": one box, no ¥1
        if m is not None and said_as_length(Words.of(t.lex), t.scan, m.end(1)):
            continue  # "请个钟点工 一周两次": a week, no ¥1
        got = parser.parse(m.group(1), t.now, t.language) if m is not None else None
        if m is not None and got is not None:
            out.append((spec, Parsed(got.value, m.group(1), got.confidence, *m.span(1)), 0))
            break
    return out


#: a bare amount: digits, or Chinese numerals
_AMOUNT = re.compile(rf"\s*(\d[\d,.]*|{NUMERAL_CHARS}+)(?!\d)")


def named_before(spec: SlotSpec, before: str) -> bool:
    """The slot is named right before the value ("预算80", "budget: 80"): that marks it."""
    head = normalize(before)
    return any(head.endswith(n) for n in slot_names(spec))
