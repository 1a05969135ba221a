"""A new address said alone for the one a task holds: bare ("建国路88号" while "…送到望京西路5
号吗？" is confirmed), after a change word ("改成海淀区清河三街2号院", "sorry its 16 mill lane,
hexham"), at the confirmation after a no ("不对，白云区机场路1188号"), or as the whole answer
to a held question that asks for one ("ok its 8 beech grove, york").

Apart from ``addresses.py``, which finds an address said in a message: these readers take
what it finds as the new value of a slot already held, and what may stand around it (a no,
a change word, a filler, a wait) is theirs alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from .address_words import beyond_doubt
from .addresses import (
    LEADS,
    WAITS,
    address_said,
    address_words,
    after_leads,
    everyday_street,
    everyday_whole,
    holds_address,
)
from .grammar_words import grammar
from .lexicon import has_cjk, normalize
from .part_words import PartWords
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def bare_address(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "建国路88号" said alone while "…送到望京西路5号吗？" is confirmed: the new address. A
    value of a free-text slot said bare ("Sorry, I didn't get that." before), for the one
    free-text slot the task holds an address in, when the message is an address beyond
    doubt (a number and a word of an address) that no other slot takes."""
    if address_words(t).an_address.search(t.scan.strip()):
        return _new_address(u, t, t.scan)
    return _everyday_after_leads(u, t)


def address_answered(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> str | None:
    """The whole message, after a yes and the words that lead a value ("ok its …"), as
    typed, when it is an address beyond doubt (a house number, words, a street word: "5
    mill lane harrogate", "ok its 8 beech grove, york", "行 车在东三环中路18号楼下"): an
    answer of a form of its own, as a code of a pattern is, to a held question that asks
    for an address (``spec``). CHINESE_ADDRESS_ANSWERED_TO_THE_RESUME_OFFER_READ_AS_TALK:
    only English ones were, so a Chinese one was small talk and the task stayed on hold. A
    Chinese one is one clause (the address leads of the lexicon, 车在, taken off by the
    slot's parser), no let-go word before it ("算了 我自己送到建国路88号" lets go)."""
    rest = after_leads(t, normalize(t.scan), ("affirm", *LEADS, *WAITS))
    at = t.scan.lower().rfind(rest.split(" ")[0]) if rest else -1
    if at < 0:
        return None
    said = address_read(u, t, flow, spec, t.scan[at:])
    clauses = len(t.scan[at:].split())
    if said is not None and has_cjk(said) and (clauses > 1 or t.lex["cancel"].search(t.norm)):
        return None
    return said


def address_read(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, text: str) -> str | None:
    """``text`` read as the answer of ``spec``, a slot that holds an address, when what its
    parser keeps (its leading words taken off: "im at", "from") is an address beyond doubt
    (``beyond_doubt``); None otherwise. What a held question's answer and a clause said
    beside a change (``opened_by_change``) are both asked."""
    got = u.parser(flow, spec).parse(text.strip(), t.now, t.language)
    value = str(got.value).strip() if got is not None else ""
    return value if value and beyond_doubt(address_words(t), value) else None


def _everyday_after_leads(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "9 heron rise" said alone at the confirmation: the new address."""
    whole = everyday_whole(t)
    return _new_address(u, t, t.scan[whole[0] : whole[1]]) if whole is not None else None


def address_change(
    u: Knowledge, t: Turn, marker: bool, deny: bool, confirming: bool
) -> list[Command] | None:
    """A new address given as a change of the one the task holds: an address beyond doubt,
    with nothing around it but words that lead a change. The address is the new value,
    whole: a numeral inside it (三 of 三街, 二 of 二区) is no count or hour of another slot,
    and the change word, the no or a filler no part of it.

    Its words stand one of two ways, read in this order:
    - after a bare change word (``marker``: nothing named before it but words of no value,
      "不好意思"), and a filler ("its"), as the whole rest: "改成海淀区清河三街2号院",
      "sorry its 16 mill lane, hexham", its town after a comma too;
    - at the confirmation, after a no or with a change word (``deny``, ``marker``),
      anywhere with only such words around it: "不对，白云区机场路1188号", "no its 12 station
      avenue actually"; the no is the confirmation's, not the no of a yes-or-no slot.
    A slot named before the change word ("地址换成…") says itself what changes: that is the
    reading of the slot named (``corrections.named_slot``), not this one. Either way the
    address goes to the one address slot the task holds (``_new_address``)."""
    flow = t.flow
    if flow is None:
        return None
    if marker:
        m = t.lex["corrections"].search(t.scan.lower())
        if m is not None:
            before = t.scan[: m.start()]
            if u.slot_namer(flow, t.lex).named(normalize(before)):
                return None
            said = _after_change_word(t, m.end(), before)
            found = _new_address(u, t, said) if said is not None else None
            if found is not None:
                return found
    if not (confirming and (marker or deny)):
        return None
    said = _between_leads(u, t, flow)
    return _new_address(u, t, said) if said is not None else None


def _after_change_word(t: Turn, end: int, before: str) -> str | None:
    """The rest of the message after a change word ending at ``end``, when nothing of a
    value is before it (a number, a word of an address) and the rest, a filler aside, is
    an address beyond doubt; after a change word, a numbered part and a word of a place
    besides it will do too ("花家地北里六区3号楼"): the change word says a value is said
    whole."""
    words = address_words(t)
    if any(ch.isdigit() for ch in before) or words.addressy_zh.search(before):
        return None
    rest = t.scan[end:].strip().strip(grammar(t.lex, PartWords).part_edges + "。.!！")
    lead = t.lex["fillers_lead"].prefix(rest.lower())  # "sorry its 16 mill lane, hexham"
    if lead is not None and 0 < lead.end() < len(rest):
        rest = rest[lead.end() :].strip()
    placed = has_cjk(rest) and words.an_address.match(rest) is not None
    if placed:
        placed = words.addressy_zh.search(words.address_in.sub("", rest)) is not None
    if not rest or not (placed or beyond_doubt(words, rest) or everyday_street(t, rest)):
        return None
    return rest


def _between_leads(u: Knowledge, t: Turn, flow: FlowSpec) -> str | None:
    """The one address beyond doubt said in the message for the flow's declared address
    slot (``address_said``), when what stands around it is only words that lead a change
    (``_only_leads``)."""
    found = address_said(u, t, flow, set())
    if len(found) != 1:
        return None
    _, got, _ = found[0]
    if not _only_leads(t, t.scan[: got.start] + " " + t.scan[got.end :]):
        return None
    return str(got.value)


def _new_address(u: Knowledge, t: Turn, said: str) -> list[Command] | None:
    """``said`` as the new value of the one free-text slot the task holds an address in,
    when no other slot takes it by name, it differs from the one held and is valid."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return None
    held = [
        s
        for s in flow.slots
        if s.type == SlotType.TEXT
        and not s.values
        and not s.entity
        and task.value(s.name) is not None
        and (holds_address(flow, s) or address_words(t).addressy.search(str(task.value(s.name))))
        and holds_address(flow, s) is not False
    ]
    if len(held) != 1:
        return None
    spec = held[0]
    for other in flow.slots:
        parser = u.parser(flow, other)
        if other is not spec and parser.mentions(said, t.now, t.language):
            return None
    parser = u.parser(flow, spec)
    got = parser.parse(said, t.now, t.language)
    old = task.value(spec.name)
    if got is None or normalize(str(got.value)) == normalize(str(old)):
        return None
    if parser.validate(got.value, t.now) is not None:
        return None
    return [CorrectSlot(slot=spec.name, value=got.value, raw_text=got.raw_text, rejected=old)]


def _only_leads(t: Turn, rest: str) -> bool:
    """``rest`` holds nothing but words that lead a change: a no, a change word, a filler."""
    return not after_leads(t, normalize(rest))
