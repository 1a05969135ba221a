"""A free-text value said in parts: "送到我家", then "我家在望京西路5号"; "地址后面加上3单元";
"送到公司，望京SOHO T1".

A text slot has no type to find its value by, so the rules read it from the slot's patterns
("送到{value}"), which stop at a comma. What people add after the first part was lost: the
place's address said after it, more for its end, or the address after a place word.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from ..state import Task
from .all_values import listed_spans
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .parsed import Parsed
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


@lexicon_grammar
class PartWords:
    """The words around a part of a free-text value added or changed, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        #: "地址后面加上3单元", "后面再加上3楼": more said for the end of a free-text value
        self.added_zh = re.compile(
            rf"^(?P<label>[^\d\s，,]{{0,6}}?)(?P<end>{w.zh_alt('part_add_ends')})?"
            rf"(?:{w.zh_alt('part_add_again')})?"
            rf"(?:{w.zh_alt('part_add_verbs')})(?:{w.zh_alt('part_add_softeners')})?"
            r"[:：,，\s]*(?P<rest>[^,.;!?，。；！？\n]{1,30})$"
        )
        #: "add apartment 3 to the address", "append 'ring twice' to the note": the
        #: ``part_add_*`` words around what is added and the value's name
        soft = w.en_alt("part_add_softeners")
        self.added_en = re.compile(
            rf"^(?:(?:{soft})\s+)?(?:{w.en_alt('part_add_verbs')})\s+(?P<rest>.{{1,40}}?)\s+"
            rf"(?:{w.en_alt('part_add_ends')})\s+"
            rf"(?:{w.en_alt('part_add_determiners')})\s+(?P<label>[a-z ]{{2,20}}?)"
            rf"(?:\s+(?:{soft}))?$",
            re.IGNORECASE,
        )
        #: "我在…", "车在…": what says where one is, before an address (``address_leads``)
        self.where_lead = re.compile(rf"^\s*(?:{w.zh_alt('address_leads')})")
        #: what is stripped off the new part of a free-text value ("88号改成99号吧")
        self.part_edges = " 。.！!" + w.text("part_edge_particles")
        #: "(不对，)是2号", "改成3单元": a number and the unit of an address it counts
        #: (``AddressWords.number_part``); what may stand around it: a no, a "it is", a
        #: change word, a polite end
        self.around_number = re.compile(
            rf"^(?:{w.zh_alt('part_fix_leads')}|[,，。.\s])*(?:{w.zh_alt('part_fix_verbs')})?\s*$"
            rf"|^(?:{w.zh_alt('part_fix_tails')}|[,，。.!！\s])*$"
        )


def added_text(u: Knowledge, t: Turn) -> list[Command] | None:
    """More said for the end of a free-text value ("地址后面加上3单元", "add apartment 3 to
    the address"): the value with it. The slot is named, or (in Chinese) the only free-text
    one when the end is said ("后面加上3单元"); "再加一份" adds to no text."""
    flow, task = t.flow, t.task
    if flow is None or task is None or not u.free_text_slots(flow):
        return None
    text = t.scan.strip().rstrip("。.!！")
    zh = t.lex.language == "zh"
    words = grammar(t.lex, PartWords)
    m = (words.added_zh if zh else words.added_en).match(text)
    if m is None:
        return None
    slots = [s for s in u.free_text_slots(flow) if isinstance(task.value(s.name), str)]
    label = m.group("label").strip()
    named = u.slot_namer(flow, t.lex).named(normalize(label)) if label else set()
    chosen = [s for s in slots if s.name in named]
    if not chosen and not label and zh and m.group("end") and len(slots) == 1:
        chosen = slots
    if len(chosen) != 1:
        return None
    spec, rest = chosen[0], m.group("rest").strip()
    old = str(task.value(spec.name))
    value = f"{old}{rest}" if zh else f"{old}, {rest}"
    return [CorrectSlot(slot=spec.name, value=value, raw_text=rest, rejected=old)]


class AddressWords:
    """The words of an address (``address_words``, ``address_street_words``,
    ``address_number_units``), compiled once per ``Words``: an author's included."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        streets_en, streets_zh = en.alt("address_street_words"), zh.alt("address_street_words")
        units = zh.alt("address_number_units")
        #: what an address has that a note ("到了打电话") does not: a number, a latin
        #: letter, or a word for a road, a building or a part of one
        self.addressy = re.compile(rf"\d|[A-Za-z]|{zh.alt('address_words')}")
        #: a word of a Chinese address ("路", "号楼", "小区"): a clause with one is a part
        self.addressy_zh = re.compile(zh.alt("address_words"))
        #: a whole message that is an address beyond doubt: a number and a word of an address
        self.an_address = re.compile(
            rf"^[^,，。!！?？]*(?:\d[^,，。!！?？]*(?:{units})"
            rf"|(?:{streets_zh})[^,，。!！?？]*\d)[^,，。!！?？]*$"
            rf"|^\s*\d+[a-z]?\s+[\w .'-]+\b(?:{streets_en})\b",
            re.IGNORECASE,
        )
        # a house number, at most three words and a word of a street ("22 birch road"); the
        # number starts a word, never the digits of a code ("T-4821 to 88 harbor rd")
        street = rf"(?<![\w-])\d+[a-z]?\s+(?:[\w'-]+\s+){{0,3}}?(?:{streets_en})\b"
        #: an address beyond doubt inside a message: "22 birch road", "建国路88号", "3号楼"
        self.address_in = re.compile(
            rf"{street}|(?:{streets_zh})\d+|\d+(?:{units})",
            re.IGNORECASE,
        )
        #: the units of an address's numbers ("号楼", "单元", "室"), as an alternation
        self.units = units
        #: a number of an address with its unit: "3号", "2单元"
        self.number_part = re.compile(rf"(\d+)\s*({units})")
        #: an English address said inside a message: the street (above), and the numbered
        #: parts after it ("17 mill lane, flat 2") and the unit said after the street
        #: without a comma ("88 maple ave apt 4b")
        self.address_said = re.compile(
            rf"{street}"
            r"(?:\s*,\s*(?:[a-z#.]+\s*){1,2}\d+[a-z]?\b"
            rf"|\s+(?:(?:{en.alt('address_unit_words')})\.?\s*#?|#\s*)\d+[a-z]?\b)*",
            re.IGNORECASE,
        )


def _address(t: Turn) -> AddressWords:
    return built(AddressWords, Words.of(t.lex))


#: ", 望京SOHO T1" after the first part, to the end of the message
_THEN = re.compile(r"\s*[，,]\s*(?P<rest>[^。.!！?？;；\n]{2,40}?)\s*[。.!！]?\s*$")


def holds_address(flow: FlowSpec, spec: SlotSpec) -> bool | None:
    """Whether ``spec`` holds an address: ``kind: address`` says so, and in a flow that
    declares an address slot the others do not. None when nothing is declared: the value
    decides (the fallback guess, ``AddressWords.addressy``)."""
    if spec.kind is not None:
        return spec.kind == SlotKind.ADDRESS
    if any(s.kind == SlotKind.ADDRESS for s in flow.slots):
        return False
    return None


def place_then_address(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, got: Parsed
) -> Parsed | None:
    """ "送到公司，望京SOHO T1", "to my office, 5 Main Street": a short place word, then after
    a comma where it is; the address is the value. Not when what follows is a note ("到了打电
    话": no number, letter or word of an address) or another slot's value ("明天12点")."""
    if got.end <= got.start or holds_address(flow, spec) is False:
        return None
    said = str(got.value)
    short = len(said) <= 4 if has_cjk(said) else len(said.split()) <= 2
    m = _THEN.match(t.scan, got.end) if short else None
    if m is None or not _address(t).addressy.search(m.group("rest")):
        return None
    rest = m.group("rest").strip()
    for other in flow.slots:
        if other.name == spec.name:
            continue
        parser = u.parser(flow, other)
        if parser.mentions(rest, t.now, t.language) or parser.scan(rest, t.now, t.language):
            return None
    return Parsed(rest, rest, got.confidence, m.start("rest"), m.start("rest") + len(rest))


def address_said(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """An address beyond doubt inside a message ("power cut at 5 station road", "21 rose
    avenue" to another question) for the flow's one declared address slot, ranked as a
    mention: its numbers are then no time ("at 5"), count or date. A text slot has no type
    to find its value by, so without a pattern ("to {value}") it was read only as the answer
    to its own question, and the house number went to another slot."""
    slots = [s for s in u.free_text_slots(flow) if holds_address(flow, s) and s.name not in skip]
    if len(slots) != 1:
        return []
    m = _address(t).address_said.search(t.scan)
    if m is None:
        whole = whole_chinese_address(t)  # "丰台区…15号楼1单元1101" to "几台？", or a clause
        if whole is None:
            return []
        said = t.scan[whole[0] : whole[1]]
        return [(slots[0], Parsed(said, said, 1.0, *whole), 1)]
    said = _unrefused(t, m.group(0)).strip()
    if said == m.group(0).strip():
        said += _town_after(u, t, flow, m.end())
    return [(slots[0], Parsed(said, said, 1.0, m.start(), m.start() + len(said)), 1)]


#: the parts after an English street address that end the message: ", springfield",
#: ", napa, ca 94558" (words, a postcode of digits at the most)
_TOWNS = re.compile(r"(?:\s*,\s*[a-z][a-z.' -]*?(?:\s+\d{4,5}(?:-\d{4})?)?)+(?=\s*[.!]?\s*$)", re.I)


def _town_after(u: Knowledge, t: Turn, flow: FlowSpec, end: int) -> str:
    """The town (and state, postcode) said after a street address at the end of the
    message ("ship it to 88 harbor rd apt 2, sausalito"): they belong to the address, as
    the parts of an answer after a comma do. A part with a word that ends a value or says
    nothing ("…, thanks", "…, by friday"), or a value another slot lists ("…, front door"),
    is no town."""
    m = _TOWNS.match(t.scan, end)
    if m is None:
        return ""
    if listed_spans(u, flow, m.group(0)):
        return ""
    stops = t.lex.raw.get("value_stops") or []
    quiet = {str(w) for w in stops} | u.filler_words.get("en", frozenset())
    words = re.findall(r"[a-z.'-]+", m.group(0).lower())
    if not words or any(w.strip(".") in quiet for w in words):
        return ""
    return m.group(0).rstrip()


def whole_chinese_address(t: Turn) -> tuple[int, int] | None:
    """The span of a Chinese message, or of a run of its clauses (between commas, or spaces
    typed between Chinese words), that is an address beyond doubt as a whole: a word of a
    road or an estate with a number, or two numbered parts ("15号楼1单元"); "3号" alone is a
    day of the month as much as a door. A run starts at a clause with a word of an address
    and goes on over clauses with one or of digits alone ("丰台区方庄芳城园一区 15号楼 1单元
    1101"); what leads the address ("地址是") is none of it. None when no run is one."""
    if not has_cjk(t.scan):
        return None
    words = _address(t)
    runs: list[tuple[int, int]] = []
    for m in _ZH_CLAUSE.finditer(t.scan):
        clause = m.group()
        if words.addressy_zh.search(clause) is not None:
            if runs and t.scan[runs[-1][1] : m.start()].isspace():
                runs[-1] = (runs[-1][0], m.end())
            else:
                runs.append((m.start(), m.end()))
        elif clause.isdigit() and runs and t.scan[runs[-1][1] : m.start()].isspace():
            runs[-1] = (runs[-1][0], m.end())
    lead = t.lex["fillers_lead"]
    for start, end in runs:
        text = t.scan[start:end]
        said = lead.prefix(text)  # "地址是朝阳路88号": what leads the address is none of it
        if said is not None and 0 < said.end() < len(text):
            start, text = start + said.end(), text[said.end() :]
        # "车在海淀区中关村大街1号" with the request: where one is is none of the address
        at = grammar(t.lex, PartWords).where_lead.match(text)
        if at is not None and 0 < at.end() < len(text):
            start, text = start + at.end(), text[at.end() :]
        if not has_cjk(text) or not words.an_address.match(text):
            continue
        parts = words.address_in.findall(text)
        if len(parts) < 2 and not any(not p[:1].isdigit() for p in parts):
            continue
        return start, end
    return None


#: a clause of Chinese text: between commas and sentence marks, or spaces typed between
#: Chinese words ("预约清洗空调 3台 下周六 海淀区学院路20号院5号楼3单元201 电话…")
_ZH_CLAUSE = re.compile(r"[^,，。;；!！?？\s]+")


def address_spans(u: Knowledge, t: Turn, flow: FlowSpec) -> list[tuple[int, int]]:
    """Where an address beyond doubt is said in the message, in a flow with one address
    slot: a number inside one is no count ("1单元" asked how many)."""
    return [(p.start, p.end) for _, p, _ in address_said(u, t, flow, set())]


def _unrefused(t: Turn, said: str) -> str:
    """``said`` up to a part after a comma that refuses ("88 maple ave apt 4b, not 3b"):
    the refused part is what the address was, not more of it."""
    parts = said.split(",")
    for i, part in enumerate(parts[1:], start=1):
        n = normalize(part)
        if t.lex["negation"].prefix(n) is not None or t.lex["deny"].prefix(n) is not None:
            return ",".join(parts[:i])
    return said


#: a clause of a message
_A_CLAUSE = re.compile(r"[^,，。;；!！?？\n]+")


def said_where(t: Turn, flow: FlowSpec, spec: SlotSpec, text: str) -> Parsed | None:
    """ "车抛锚了，在朝阳区东三环中路1号": the address said after where-one-is words, for the
    flow's one ``kind: address`` slot, when a clause is that lead and an address beyond
    doubt and nothing else."""
    if spec.kind != SlotKind.ADDRESS:
        return None
    if sum(s.kind == SlotKind.ADDRESS for s in flow.slots) != 1:
        return None
    an_address = _address(t).an_address
    for m in _A_CLAUSE.finditer(text):
        lead = grammar(t.lex, PartWords).where_lead.match(m.group())
        if lead is None:
            continue
        start = m.start() + lead.end()
        value = text[start : m.end()].strip()
        if value and an_address.match(value):
            at = text.index(value, start)
            return Parsed(value, value, 0.9, at, at + len(value))
    return None


def in_address(t: Turn, flow: FlowSpec, text: str, start: int, end: int) -> bool:
    """The span ``start``-``end`` of ``text`` is a number of an address beyond doubt ("22" of
    "the drop-off is 22 birch road"), in a flow that declares an address slot: no count."""
    if not any(s.kind == SlotKind.ADDRESS for s in flow.slots):
        return False
    found = _address(t).address_in.finditer(text)
    return any(m.start() <= start and end <= m.end() for m in found)


def bare_address(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "建国路88号" said alone while "…送到望京西路5号吗？" is confirmed: the new address. A
    value of a free-text slot said bare ("Sorry, I didn't get that." before), for the one
    free-text slot the task holds an address in, when the message is an address beyond
    doubt (a number and a word of an address) that no other slot takes."""
    flow, task = t.flow, t.task
    if flow is None or task is None or not _address(t).an_address.search(t.scan.strip()):
        return None
    held = [
        s
        for s in flow.slots
        if s.type == SlotType.TEXT
        and not s.values
        and not s.entity
        and task.value(s.name) is not None
        and (holds_address(flow, s) or _address(t).addressy.search(str(task.value(s.name))))
        and holds_address(flow, s) is not False
    ]
    if len(held) != 1:
        return None
    spec = held[0]
    for other in flow.slots:
        parser = u.parser(flow, other)
        if other is not spec and parser.mentions(t.scan, t.now, t.language):
            return None
    got = u.parser(flow, spec).parse(t.scan, t.now, t.language)
    old = task.value(spec.name)
    if got is None or normalize(str(got.value)) == normalize(str(old)):
        return None
    return [CorrectSlot(slot=spec.name, value=got.value, raw_text=got.raw_text, rejected=old)]


def replaced_part(
    u: Knowledge, t: Turn, flow: FlowSpec, task: Task, thing: str, said: str
) -> list[Command] | None:
    """ "建国路88号改成中关村大街1号", "88号改成99号": a part of a free-text value changed; the
    rest of it stays ("朝阳区中关村大街1号"). The part is the thing of the change, found in
    exactly one free-text value held; the number in it is no count of anything."""
    from .not_held import thing_slots  # not_held reads the corrections, which read this

    said = said.strip(grammar(t.lex, PartWords).part_edges)
    if not thing or not said:
        return None
    named = thing_slots(u, t, flow, task, thing)
    slots = [s for s in u.free_text_slots(flow) if s.name in named]
    if len(slots) != 1 or len(named) != 1:
        return None
    spec = slots[0]
    old = task.value(spec.name)
    if not isinstance(old, str):
        return None
    at = old.casefold().find(normalize(thing))
    new_part = t.typed(said) or said  # as typed: "Main Street", not "main street"
    if at < 0:  # the slot named ("地址改成…"): the value is what it becomes, read as usual
        return None
    new = old[:at] + new_part + old[at + len(normalize(thing)) :]
    if new == old:
        return None
    return [CorrectSlot(slot=spec.name, value=new, raw_text=new_part, rejected=old)]


def number_part(u: Knowledge, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "不对，是2号" while "…送到海淀区中关村大街1号吗？" is confirmed: the address's number is
    corrected, not the date (read as the 2nd of the month). Only when the address holds one
    number of that unit, and a date that reads it was not said as a day of the month
    itself ("1号"): then either may be meant, and the date keeps it as before."""
    text = t.scan.strip()
    found = list(_address(t).number_part.finditer(text))
    around = grammar(t.lex, PartWords).around_number
    rejected = None
    if len(found) == 2 and found[0].group(2) == found[1].group(2):
        # "不是1号，是2号": the number said wrong, then the right one
        rejected, m = found
        if around.match(text[rejected.end() : m.start()]) is None:
            return None
    elif len(found) == 1:
        m = found[0]
    elif not found:
        return _room_number(u, t, flow, task, text, around)
    else:
        return None
    head = text[: (rejected or m).start()]
    if around.match(head) is None or around.match(text[m.end() :]) is None:
        return None
    number, unit = m.groups()
    parts = _address(t).number_part

    def of_unit(value: str) -> list[re.Match[str]]:
        # the address's numbers read whole with their units, longest unit first: the "6号楼"
        # of "6号楼1单元502" is a building, no "号" (nor followed by the unit's digits);
        # failing the unit itself, one it starts ("是3号" for the "6号楼" of an address
        # with no other "号")
        said = [
            p for p in parts.finditer(value) if rejected is None or p.group(1) == rejected.group(1)
        ]
        return [p for p in said if p.group(2) == unit] or [
            p for p in said if p.group(2).startswith(unit)
        ]

    held = [
        (s, str(task.value(s.name)), found[0])
        for s in u.free_text_slots(flow)
        if task.value(s.name) is not None and holds_address(flow, s) is not False
        for found in [of_unit(str(task.value(s.name)))]
        if len(found) == 1
    ]
    if not held and rejected is None:
        # "是503室吧" to "…1单元502": a unit the address does not hold, after the number
        # it ends with -- that number, said with its unit
        return _room_number(u, t, flow, task, text, around, m)
    if len(held) != 1:
        return None
    spec, old, part = held[0]
    for other in flow.slots:
        said = task.slots[other.name].raw_text if other.name in task.slots else None
        if other is not spec and said and _address(t).number_part.search(said):
            return None  # "1号" said for the date too: which is meant is not guessed
    new = old[: part.start()] + number + part.group(2) + old[part.end() :]
    if new == old:
        return None
    return [CorrectSlot(slot=spec.name, value=new, raw_text=m.group(0), rejected=old)]


#: a number said bare, of two digits or more
_BARE_NUMBER = re.compile(r"(?<![\d.,:])\d{2,6}(?![\d.,:])")


def _room_number(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task,
    text: str,
    around: re.Pattern[str],
    said: re.Match[str] | None = None,
) -> list[Command] | None:
    """ "不对，是302" while "…2号楼301，对吗？" is confirmed: the number an address ends with
    (a room, a flat; a unit of an address may follow it: "…502室"), corrected by a bare
    number of as many digits; only when one address ends so and no other slot of the flow
    reads the number. ``said``: the number was said with a unit the address does not hold
    ("是503室吧" to "…1单元502"): the ending becomes the number and that unit."""
    if said is None:
        found = list(_BARE_NUMBER.finditer(text))
        if len(found) != 1:
            return None
        m = found[0]
        if around.match(text[: m.start()]) is None or around.match(text[m.end() :]) is None:
            return None
        digits, unit = m.group(0), None
    else:
        m, (digits, unit) = said, said.groups()
        if not 2 <= len(digits) <= 6:
            return None
    units = _address(t).units
    kept = "" if unit is not None else f"(?:{units})?"
    ending = re.compile(rf"(?<=[^\d\s])\d{{{len(digits)}}}(?={kept}$)")
    held = [
        (s, str(task.value(s.name)))
        for s in u.free_text_slots(flow)
        if task.value(s.name) is not None
        and holds_address(flow, s) is not False
        and ending.search(str(task.value(s.name)).strip())
    ]
    if len(held) != 1:
        return None
    spec, old = held[0]
    for other in flow.slots:
        if (
            other is not spec
            and other.type != SlotType.TEXT
            and u.parser(flow, other).scan(text, t.now, t.language)
        ):
            return None  # a count, a time, a day that reads the number may be meant
    new = (
        ending.sub(digits, old.strip(), count=1)
        if unit is None
        else (ending.sub(digits + unit, old.strip(), count=1))
    )
    if new == old:
        return None
    return [CorrectSlot(slot=spec.name, value=new, raw_text=m.group(0), rejected=old)]


def said_of_slot(t: Turn, slots: list[SlotSpec], part: str) -> tuple[SlotSpec, str] | None:
    """ "the drop-off is 22 birch road", "change the name to alexis": a part naming one of
    ``slots`` by its name or the start of its label, a copula (the lexicon's
    ``wrong_copulas``, ``becomes_words``), then the new value. None
    when the part names no slot, or more than one."""
    words = part.split()
    said = [*(t.lex.raw.get("wrong_copulas") or []), *(t.lex.raw.get("becomes_words") or [])]
    copulas = {str(w) for w in said if len(str(w)) > 1}
    at = next((i for i, w in enumerate(words) if w.lower() in copulas), None)
    if at is None or at == 0 or at == len(words) - 1:
        return None
    gap = {str(w) for w in t.lex.raw.get("object_gap") or []}
    head_words = [w for w in words[:at] if w.lower() not in gap]
    # the words right before the copula name the slot; what opens the part before them
    # asks ("can the writing say …"): the longest run of them that names one slot
    for k in range(len(head_words)):
        head = _squeezed(" ".join(head_words[k:]))
        if len(head) < 3:
            return None
        found = [
            s
            for s in slots
            if _squeezed(s.name) == head
            or (s.label is not None and _squeezed(s.label).startswith(head))
        ]
        if len(found) == 1:
            return found[0], _without_tail(t, words[at + 1 :])
        if found:
            return None
    return None


def _without_tail(t: Turn, words: list[str]) -> str:
    """The new value without the correction or polite word that ends the message ("…
    instead", "… please")."""
    tails = {p for c in ("corrections", "fillers_trail", "polite_asks") for p in t.lex[c].phrases}
    while len(words) > 1 and normalize(words[-1]) in tails:
        words = words[:-1]
    return " ".join(words)


def _squeezed(text: str) -> str:
    """``text`` lowercased with only its letters and digits: "drop-off" is "dropoff"."""
    return "".join(c for c in text.lower() if c.isalnum())
