"""A free-text value said in parts: "送到我家", then "我家在望京西路5号"; "地址后面加上3单元";
"送到公司，望京SOHO T1".

A text slot has no type to find its value by, so the rules read it from the slot's patterns
("送到{value}"), which stop at a comma. What people add after the first part was lost: the
place's address said after it, more for its end, or the address after a place word.

This module reads a part added to a value held or changed in it (``added_text``,
``replaced_part``, ``number_part``); an address said in a message is ``addresses.py``, the
words around a part ``part_words.py``, a value said after its slot's name and a copula
``said_of_slot.py``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..spec import FlowSpec, SlotType
from ..state import Task
from .addresses import address_words, holds_address
from .grammar_words import grammar
from .lexicon import normalize
from .part_words import PartWords
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


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
    at = _part_at(old.casefold(), normalize(thing))
    new_part = t.typed(said) or said  # as typed: "Main Street", not "main street"
    if at < 0:  # the slot named ("地址改成…"): the value is what it becomes, read as usual
        return None
    new = old[:at] + new_part + old[at + len(normalize(thing)) :]
    if new == old:
        return None
    return [CorrectSlot(slot=spec.name, value=new, raw_text=new_part, rejected=old)]


def _part_at(value: str, part: str) -> int:
    """Where ``part`` stands in ``value`` as whole words (a Latin part never inside a word:
    the "it" of "unit 5" is no part of "41 station rd unit 5"); -1 when it does not."""
    for m in re.finditer(re.escape(part), value):
        before = value[m.start() - 1 : m.start()]
        after = value[m.end() : m.end() + 1]
        inside = (
            part[:1].isascii() and part[:1].isalnum() and before.isascii() and before.isalnum()
        ) or (part[-1:].isascii() and part[-1:].isalnum() and after.isascii() and after.isalnum())
        if not inside:
            return m.start()
    return -1


def number_part(u: Knowledge, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "不对，是2号" while "…送到海淀区中关村大街1号吗？" is confirmed: the address's number is
    corrected, not the date (read as the 2nd of the month). Only when the address holds one
    number of that unit, and a date that reads it was not said as a day of the month
    itself ("1号"): then either may be meant, and the date keeps it as before."""
    text = t.scan.strip()
    found = list(address_words(t).number_part.finditer(text))
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
    parts = address_words(t).number_part

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
        if other is not spec and said and address_words(t).number_part.search(said):
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
    units = address_words(t).units
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
