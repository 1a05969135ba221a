"""A name said where a choice slot's value goes that is none of its values: "a flight to
Seoul" when the bot does not fly there.

Read as nothing, the name was dropped: the bot asked "Where are you flying from?" and later
"Where would you like to fly to?" as if the user had not said. Given to the slot as said,
the turn refuses it with the reason ("please choose one of: ...") and asks again, as it does
for an unlisted short answer (``unlisted_answer.unlisted_answer``).

Only what looks like a name counts: one to three capitalised words right where a pattern of
the slot captures ("to {value}"), not a date or a month ("to Friday"), not a value of another
slot, and not words the lexicon says are never values ("to Book a flight"). Chinese has no
capitals to tell a name by; a Chinese message is left as it is.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any, overload

from ..commands import Command, SetSlot
from ..spec import NUMBER_TYPES, FlowSpec, SlotSpec, SlotType
from . import dates
from .another_slot import other_slot_reads
from .dimensions import area_forms
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk
from .mood import mood
from .parsed import Parsed
from .party import counts_people
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: one to three capitalised words: "Seoul", "New Delhi", "LA", "St. Louis"
_NAME = re.compile(r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}(?![\w'’.-])")


def unlisted_at_start(
    u: Knowledge, t: Turn, flow: FlowSpec, given: dict[str, Any]
) -> dict[str, Any]:
    """Values said with a flow's trigger that the flow does not list, for the slots the
    message gave nothing else: "a flight to Seoul", "我要点一份米饭". Given to the new task
    as said, they are refused with the reason instead of dropped."""
    out: dict[str, Any] = {}
    for spec in flow.slots:
        if spec.name not in given and spec.patterns and spec.required:
            names = unlisted_names(u, flow, spec, t.scan, t.now, t.language)
            if len(names) == 1:
                out[spec.name] = names[0].value
    listed = [s for s in u.choice_slots(flow) if s.name not in given and s.name not in out]
    if len(listed) == 1 and has_cjk(t.scan):
        for cmd in unlisted_items(u, t, flow, listed[0]):
            out[cmd.slot] = cmd.value
    return out


def unlisted_beside(
    u: Knowledge, t: Turn, flow: FlowSpec, given: dict[str, Any] | list[Command]
) -> list[SetSlot]:
    """A thing counted beside a listed one ("两份宫保鸡丁和一份米饭", rice not on the menu),
    at a flow's start (``given``: its slots) or in an answer (``given``: its commands):
    given to the slot after the listed one, so the turn says it is not there, and the
    listed one stays. It was dropped without a word."""
    if not has_cjk(t.scan):
        return []
    names = (
        set(given) if isinstance(given, dict) else {c.slot for c in given if isinstance(c, SetSlot)}
    )
    chosen = [s for s in u.choice_slots(flow) if s.name in names]
    if len(chosen) != 1:
        return []
    return unlisted_items(u, t, flow, chosen[0])


def unlisted_names(
    u: Knowledge, flow: FlowSpec, spec: SlotSpec, text: str, now: datetime, language: str
) -> list[Parsed]:
    """Names ``spec``'s patterns capture in ``text`` that are none of its values."""
    parser = u.parser(flow, spec)
    if spec.type != SlotType.ENUM or not parser.choices or not text.isascii():
        return []
    out: list[Parsed] = []
    for capture, start in parser.raw_captures(text):
        lead = len(capture) - len(capture.lstrip())
        said = parser.cut_at_stop(capture.strip(), language)
        m = _NAME.match(said)
        if m is None:
            continue
        name = m.group(0).rstrip(".")
        if parser.choices.mentions(name) or dates.find_dates(name, now, language):
            continue  # a listed value (or one spelled with a capital) is read elsewhere
        if any(u.parser(flow, o).choices.mentions(name) for o in flow.slots if o is not spec):
            continue  # "to Business"? another slot's value
        a = start + lead
        if all(a + len(name) <= q.start or a >= q.end for q in out):
            out.append(Parsed(name, name, 1.0, a, a + len(name)))
    return out


@lexicon_grammar
class CountedWords:
    """The words of a Chinese thing counted, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        # the digits of a count, and the measure words of things counted (not 个, which
        # needs care: "个人" counts people)
        count = rf"[{w.zh_chars('count_chars')}\d]"
        things = w.zh_chars("thing_measures")
        one = w.zh_alt("general_measures")
        #: "一份米饭", "来两碗面", "点个披萨": a count (or 来/点/要, which count one), a
        #: measure word and the thing counted; "个人" and "位" count people, not things
        self.counted = re.compile(
            rf"(?:{count}+|(?<=[{w.zh_chars('implied_count_verbs')}]))\s*"
            rf"(?:[{things}]|{one}(?![{w.zh_chars('people_after_measure')}]))"
            r"(?=(?P<item>[\u4e00-\u9fff]{1,8}))"
        )
        #: where the thing counted ends: a particle, a linking word, an adverb
        self.item_end = re.compile(rf"[{w.zh_chars('item_ends')}，,。]")
        #: people named ("我老婆", "我爸妈": the lexicon's ``companions``, ``companion_pairs``)
        self.people = re.compile(f"{w.zh_alt('companions')}|{w.zh_alt('companion_pairs')}")
        #: a thing joined to another in a list: "麻婆豆腐和米饭各一份", "麻婆豆腐、米饭"
        self.joined = re.compile(
            rf"(?:{w.zh_alt('item_list_joiners')})(?=(?P<item>[\u4e00-\u9fff]{{1,8}}))"
        )
        #: a count and measure word before a Chinese noun: "个" of "订个酒店", "一份" of
        #: "一份米饭", stripped from a refused name (``unlisted_answer``). Without a count
        #: only the general measure word: the 张 of "张建国" is a surname, not "a sheet of"
        self.measure_lead = re.compile(
            rf"^(?:{count}+[{w.zh_chars('noun_measures')}{things}]|(?:{one})(?=[\u4e00-\u9fff]))"
        )


def unlisted_items(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> list[SetSlot]:
    """A thing counted that is none of the asked choice slot's values ("一份米饭" to "您想点
    什么菜？" when rice is not on the menu): given to the slot as said, so the turn says it
    is not there and asks again, instead of taking the count and asking the same question
    as if the thing had not been named. Chinese only: an English count is read by the
    slot's patterns."""
    if spec.type != SlotType.ENUM or not spec.required or not has_cjk(t.scan):
        return []  # an optional slot takes only its own values: it is never asked
    words = grammar(t.lex, CountedWords)
    counted = list(words.counted.finditer(t.scan))
    parser = u.parser(flow, spec)
    joined = list(words.joined.finditer(t.scan)) if parser.choices else []
    if joined and not parser.choices.mentions(t.scan):
        joined = []  # a list is read here only beside a listed value
    if not counted and not joined:  # most messages: the mood is not read
        return []
    if not parser.choices or mood(t.lex, t.raw, t.norm).asking or t.negations():
        return []
    for m in [*counted, *joined]:
        item = words.item_end.split(m.group("item"), maxsplit=1)[0]
        if len(item) < 2 or parser.choices.mentions(item) or parser.choices.typos.near_cjk(item):
            continue  # a listed value (or a typo of one) is read elsewhere
        if item.startswith(_lengths(t)):
            continue  # "迟到了一个小时", "等了半个月": a length of time, no thing
        if (
            u.triggers.fallbacks.weak(item)
            or item in u.triggers.name_words
            or _names_a_flow(u, item)
        ):
            continue  # "点个外卖", "一份外卖": the flow itself, not a dish
        if any(item.endswith(noun) for s in flow.slots for noun in _counted_nouns(t, s)):
            continue  # "两杯大杯奶茶": what a count slot counts (``counts:``), not a choice
        if other_slot_reads(u, t, flow, spec, item):
            continue  # "约一个明天下午的皮肤科": 明天下午 is the date's and time's, no dish
        if words.people.search(item) is not None:
            continue  # "我和我老婆各两双": people named (the lexicon's companions), no item
        if _counts_people(u, t, flow, m.start(), m.start("item") + len(item)):
            continue  # "我和我老婆还有两个孩子": people, counted by the people slot, no item
        if _counted_by_pattern(u, t, flow, spec, m.start(), m.end()):
            continue  # "练2个小时" with a pattern "{value}个小时": the hours', no subject
        return [SetSlot(slot=spec.name, value=item, raw_text=item, confidence=1.0)]
    return []


def _counted_nouns(t: Turn, spec: SlotSpec) -> tuple[str, ...]:
    """What ``spec`` counts, a unit of area by each of its names ("平方" of 平米)."""
    return (*spec.counts, *area_forms(spec, Words.of(t.lex)))


class _Lengths:
    """The units of a length of time ("小时", "月"; the value words' ``time_units`` and
    ``date_units``), read once per value lexicon (``built``)."""

    def __init__(self, w: Words) -> None:
        self.units = (*w.zh.mapping("time_units"), *w.zh.mapping("date_units"))


def _lengths(t: Turn) -> tuple[str, ...]:
    return built(_Lengths, Words.of(t.lex)).units


def _counts_people(u: Knowledge, t: Turn, flow: FlowSpec, start: int, end: int) -> bool:
    """A slot of ``flow`` that counts people reads the message's words from ``start`` to
    ``end`` (a count and what it counts: "两个孩子", "我和我老公还有三个朋友"): those are
    who is coming, not a thing of a choice slot."""
    words = Words.of(t.lex)
    return any(
        p.start <= start and end <= p.end
        for o in flow.slots
        if counts_people(o, words)
        for p in u.parser(flow, o).mentions(t.scan, t.now, t.language)
    )


def _counted_by_pattern(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, start: int, end: int
) -> bool:
    """A pattern of another slot of ``flow`` holds the count at ``start``-``end`` and its
    words go on past the measure word: its unit ("{value}个小时") is what is counted, not an
    unlisted value of ``spec``. A pattern that ends at the measure word ("{value}份") leaves
    the thing after it to be read ("一份米饭")."""
    for o in flow.slots:
        if o is spec or not o.patterns:
            continue
        tails = [p.partition("{value}")[2].strip() for p in o.patterns]
        for p in t.captures(u.parser(flow, o)):
            if not (p.start < end and start < p.end + 1):
                continue
            after = t.scan[p.end :].lstrip()
            gap = len(t.scan) - p.end - len(after)
            if any(
                tail and after.startswith(tail) and p.end + gap + len(tail) > end for tail in tails
            ):
                return True
    return False


def _names_a_flow(u: Knowledge, item: str) -> bool:
    """``item`` is part of a flow's trigger or description ("外卖" of "点个外卖")."""
    return any(
        item in phrase
        for flow in u.domain.flows.values()
        for phrase in (*flow.triggers, flow.description or "")
    )


@overload
def without_its_count(flow: FlowSpec, found: dict[str, Any]) -> dict[str, Any]: ...
@overload
def without_its_count(flow: FlowSpec, found: list[Command]) -> list[Command]: ...
def without_its_count(
    flow: FlowSpec, found: dict[str, Any] | list[Command]
) -> dict[str, Any] | list[Command]:
    """``found`` without the counts ("来个披萨": 1): a count said with a refused thing
    counts that thing, not what is ordered instead."""
    counts = {s.name for s in flow.slots if s.type in NUMBER_TYPES}
    if isinstance(found, dict):
        return {k: v for k, v in found.items() if k not in counts}
    return [c for c in found if not (isinstance(c, SetSlot) and c.slot in counts)]
