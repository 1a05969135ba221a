"""A value the asked slot would take said for another slot of the flow: in that slot's own
pattern ("from {value}") and none of the asked one's, a count that is a part of a place
another slot's pattern holds ("送到三里屯酒吧" asked how many), a number inside a phone number
or an address beyond doubt ("13900001111", "…15号楼1单元1101" asked how many), in the
pattern of another slot of the same kind of entity; any value another slot reads
(``other_slot_reads``). Apart from ``answer_asked.py``, which reads the answer to the question,
because this is one question of its own: whose value the words are. A neutral module: it
imports no reader.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import NUMBER_TYPES, FlowSpec, SlotKind, SlotSpec, SlotType
from .addresses import address_spans
from .lexicon import has_cjk
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def said_for_another_slot(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> bool:
    """``got`` is said in another slot's own pattern ("from {value}") and in none of the
    asked slot's: it is that slot's value, whatever the question was."""
    assert t.flow is not None
    if (
        spec.type == SlotType.TEXT
        and not t.captures(u.parser(t.flow, spec))
        and any(
            t.captures(u.parser(t.flow, other))
            for other in t.flow.slots
            if other.name != spec.name and other.type == SlotType.TEXT and other.patterns
        )
    ):  # "原因是送太慢了" to "订单号？": the reason, not a (malformed) order number
        return True
    if got.end <= got.start:
        return False

    def meets(p: Parsed) -> bool:
        return p.start < got.end and got.start < p.end

    def inside(p: Parsed) -> bool:
        return p.start <= got.start and got.end <= p.end and p.end - p.start > got.end - got.start

    # "送到三里屯酒吧" to "要几份？": the 三 of a place another slot's pattern holds
    if (
        spec.type in NUMBER_TYPES
        and not any(map(meets, t.captures(u.parser(t.flow, spec))))
        and any(
            inside(p)
            for other in t.flow.slots
            if other.name != spec.name and other.type == SlotType.TEXT and other.patterns
            for p in t.captures(u.parser(t.flow, other))
        )
    ):
        return True
    if spec.type in NUMBER_TYPES and in_phone_or_address(u, t, got):
        return True  # "13900001111" or "…15号楼1单元1101" asked how many: the phone, the address
    if not spec.entity:
        return False

    if any(map(meets, t.captures(u.parser(t.flow, spec)))):
        return False
    return any(
        meets(p)
        for other in t.flow.slots
        if other.name != spec.name and other.entity == spec.entity and other.patterns
        for p in t.captures(u.parser(t.flow, other))
    )


def in_phone_or_address(u: Knowledge, t: Turn, got: Parsed | None) -> bool:
    """``got`` (a number; None: every number of the message) lies inside a phone number
    another slot of the flow takes, or inside an address beyond doubt the flow's address
    slot takes."""
    assert t.flow is not None
    spans = address_spans(u, t, t.flow)
    for other in t.flow.slots:
        if other.type == SlotType.PHONE:
            found = u.parser(t.flow, other).scan(t.scan, t.now, t.language)
            spans += [(p.start, p.end) for p in found]
    if not spans:
        return False
    said = (
        [(got.start, got.end)]
        if got is not None
        else [m.span() for m in _DIGITS_RUN.finditer(t.scan)]
    )
    return all(any(a <= start and end <= b for a, b in spans) for start, end in said)


_DIGITS_RUN = re.compile(r"\d+")
#: a value cut inside a word: a letter, a digit or a Chinese character right after it
_WORD_GOES_ON = re.compile(r"[\u3400-\u9fff\w]")
#: where a clause typed with spaces for commas ends
_CLAUSE_END = re.compile(r"[\s,，。;；!！?？]")
#: a space typed for a comma in Chinese, before a word or a number ("刘晓燕 139…")
_SPACED = re.compile(r"(?<=[\u3400-\u9fff\w])\s+(?=[\u3400-\u9fff\d])")


def text_before_comma_clause(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, got: Parsed
) -> Parsed | None:
    """A free-text answer (a name, a make, a reason; not an address, whose parts after a
    comma continue it) that runs on over a comma into a clause a slot still empty reads
    ("esse 100, last done 28 nov" to "What make and model?", "ollie brennan, and deliver
    it please" to "What name?"): the value ends at that comma, and the clause is said
    beside it for that slot, as the same clause said first would be. Only an empty slot's
    reading cuts, so a date inside a reason about a day already given stays in the
    reason; and the part before the comma must be no other slot's value itself. None
    when no comma inside the value is followed so."""
    said = t.scan[got.start : got.end]
    if spec.kind == SlotKind.ADDRESS or t.task is None or has_cjk(said):
        return None  # Chinese free text ends by its own rule (``text_before_clause``)
    for m in _COMMA.finditer(said):
        if not other_slot_reads(u, t, flow, spec, said[m.end() :], empty_only=True):
            continue
        kept = said[: m.start()]
        if not kept.strip() or other_slot_reads(u, t, flow, spec, kept):
            return None
        cut = u.parser(flow, spec).parse(kept, t.now, t.language)
        if cut is None:
            return None
        return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + m.start())
    return None


#: a comma between clauses of Latin text
_COMMA = re.compile(r",")


def other_slot_reads(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    spec: SlotSpec,
    text: str,
    by_type: bool = True,
    empty_only: bool = False,
) -> bool:
    """A slot of ``flow`` other than ``spec`` reads a value in ``text`` by its words or
    patterns ("两份" of a count, "明天下午" of a date), or, ``by_type``, by what its type
    reads anywhere (a date, a time, a number): a value of one slot is no free text or
    unlisted value of another ("明天下午" is no doctor). ``empty_only``: only slots the
    running task holds no value for."""
    for o in flow.slots:
        if o is spec:
            continue
        if empty_only and t.task is not None and t.task.value(o.name) is not None:
            continue
        parser = u.parser(flow, o)
        if parser.mentions(text, t.now, t.language):
            return True
        if parser.find_in_patterns(text, t.now, t.language):
            return True
        if by_type and o.type != SlotType.TEXT and parser.scan(text, t.now, t.language):
            return True
    return False


def text_before_clause(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, got: Parsed
) -> Parsed | None:
    """A Chinese free-text value (a name, a company, a title; an address only before a
    whole clause another slot reads by words or patterns, ``address_clause_at``, since its
    own parts hold numbers) typed with a space for a comma before what another slot of ``flow``
    reads ("我姓刘 电话139…", "对方叫王强 欠我5000块", "刘晓燕 139…" to "怎么称呼？"): the
    value ends at that space, and the rest is said beside it for the slot that reads it.
    None when no space inside the value is followed so (a value with spaces of its own
    and nothing another slot reads after them stays whole). A value its reading ended
    inside a word ("我叫吴芳 寄到…": "吴芳 寄", cut before the 到 of "寄到{value}") is looked
    at to the end of that word's clause: what follows its last space may be another slot's
    pattern, lead and all."""
    said = t.scan[got.start : got.end]
    if not has_cjk(said):
        return None
    if spec.kind == SlotKind.ADDRESS:
        at = address_clause_at(u, t, flow, spec, said)
        if at >= len(said):
            return None
        cut = u.parser(flow, spec).parse(said[:at], t.now, t.language)
        if cut is None:
            return None
        return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + at)
    if got.end < len(t.scan) and _SPACED.search(said) and _WORD_GOES_ON.match(t.scan, got.end):
        after = _CLAUSE_END.search(t.scan, got.end)
        said = t.scan[got.start : after.start() if after is not None else len(t.scan)]
    for m in _SPACED.finditer(said):
        if _parallel(said, m.end()):
            continue  # "一个不吃牛肉 一个海鲜过敏": one answer's parts, opening alike
        if other_slot_reads(u, t, flow, spec, said[m.end() :]):
            cut = u.parser(flow, spec).parse(said[: m.start()], t.now, t.language)
            if cut is None:
                return None
            return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + m.start())
    glued = _glued_value_at(u, t, flow, spec, said)
    if glued is None:
        return None
    cut = u.parser(flow, spec).parse(said[:glued], t.now, t.language)
    if cut is None:
        return None
    return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + glued)


def _parallel(said: str, at: int) -> bool:
    """The part of ``said`` from ``at`` opens with the same two characters as ``said`` does
    ("一个不吃牛肉 一个海鲜过敏 其他都行" to "有什么忌口吗？"): parts of one answer said alike,
    whose opening word ("一个", one of them) is no value of another slot's
    (PARALLEL_PARTS_OF_A_FREE_TEXT_ANSWER_CUT_AS_ANOTHER_SLOTS_VALUE)."""
    head = said[:_PARALLEL_HEAD]
    return len(head) == _PARALLEL_HEAD and said.startswith(head, at)


#: the characters two parts of one answer open with alike ("一个…", "左边…")
_PARALLEL_HEAD = 2


def _glued_value_at(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, said: str) -> int | None:
    """Where a value another slot of ``flow`` reads by its words, its patterns or its kind
    ends ``said``, typed with no space before it and holding digits ("孩子叫刘洋11岁": the
    age; "我叫王强13912345678": the phone): the free-text value ends there. None when no
    such value closes it; one with no digits is not looked for, since a name may end in a
    listed word ("李筝" beside the value 古筝)."""
    end = len(said.rstrip())
    starts = []
    for o in flow.slots:
        if o is spec:
            continue
        parser = u.parser(flow, o)
        for p in (
            *parser.mentions(said, t.now, t.language),
            *parser.find_in_patterns(said, t.now, t.language),
        ):
            # the words read with the value ("今年11岁" of an age read at its number)
            at = said.rfind(p.raw_text, 0, p.end + len(p.raw_text)) if p.raw_text else -1
            start, stop = (at, at + len(p.raw_text)) if at >= 0 else (p.start, p.end)
            if start > 0 and stop >= end and _DIGIT.search(said[start:stop]):
                starts.append(start)
    if not starts:
        return None
    at = min(starts)
    return at if has_cjk(said[:at]) and not said[:at].isspace() else None


#: a digit: what a value glued to a free-text one must hold
_DIGIT = re.compile(r"\d")


def address_clause_at(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, said: str) -> int:
    """Where a Chinese address typed with spaces for commas ends before a clause of its own
    that another slot of ``flow`` reads by its words or patterns ("…A座1803 89平 两居": the
    area by "{value}平", the layout by its value), its first such space; ``len(said)`` when
    none. Each clause is looked at alone, and by words and patterns only, never by type:
    the parts of an address hold numbers ("建国路 88号") a number slot would read."""
    spaces = list(_SPACED.finditer(said))
    for i, m in enumerate(spaces):
        end = spaces[i + 1].start() if i + 1 < len(spaces) else len(said)
        if other_slot_reads(u, t, flow, spec, said[m.end() : end], by_type=False):
            return m.start()
    return len(said)
