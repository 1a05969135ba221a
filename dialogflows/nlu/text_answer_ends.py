"""Where a free-text answer ends: an address followed by a value another slot reads (a
floor after a comma, a phone after a space or a comma), a name after a wait word
("稍等 是张卫东"). The rest is said beside the answer, not of it. Read for the asked
slot's answer (``answer_asked.py``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import SlotKind, SlotSpec, SlotType
from .another_slot import (
    address_clause_at,
    other_slot_reads,
)
from .lexicon import has_cjk, normalize
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .values import ValueParser

#: where a part of an address may follow another ("建国路88号，3号楼2单元501")
_PART_COMMA = re.compile(r"[,，]")


def address_before_values(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """An address answer whose parts after a comma go on with a value another slot's
    pattern captures ("丰台区南苑路12号，我住6楼，没电梯" with a floor read by "住{value}楼"):
    the address ends before that part, which is said beside it, not of it. None when no
    such part follows."""
    assert t.flow is not None
    flow = t.flow
    captured = [
        p
        for other in flow.slots
        if other is not spec and other.patterns
        for p in t.captures(u.parser(flow, other))
        if got.start <= p.start and p.end <= got.end
    ]
    if not captured:
        return None
    for m in _PART_COMMA.finditer(t.scan, got.start, got.end):
        if any(p.start >= m.end() for p in captured):
            cut = u.parser(flow, spec).parse(t.scan[got.start : m.start()], t.now, t.language)
            if cut is None:
                return None
            return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, m.start())
    return None


def address_before_last_clause(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """An English address answer whose last part after a comma is no part of it but a
    clause another slot still empty reads by its words ("22 elm grove, bedford, its indoors"
    to "Where's the party?" with a yes-or-no slot labelled "indoors"): the address ends at
    that comma, and the clause is said beside it. An address's own parts go on after a
    comma ("…, flat 3", "…, bedford"): a part holding a digit, or one no slot reads, stays.
    None when nothing is cut."""
    assert t.flow is not None
    said = t.scan[got.start : got.end]
    if has_cjk(said) or t.task is None:
        return None
    at = said.rfind(",")
    if at <= 0:
        return None
    last = said[at + 1 :]
    if not last.strip() or any(c.isdigit() for c in last):
        return None
    # read with its comma, as a clause of its own: a yes-or-no slot's label said alone is
    # its answer only so
    if not other_slot_reads(u, t, t.flow, spec, said[at:], by_type=False, empty_only=True):
        return None
    cut = u.parser(t.flow, spec).parse(said[:at], t.now, t.language)
    if cut is None:
        return None
    return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + at)


def after_a_wait(u: Knowledge, t: Turn, parser: ValueParser, got: Parsed) -> Parsed | None:
    """A free-text answer opened by one wait word and going on with the value ("稍等 是张卫东",
    "hold on, its tom"): the value is what follows the wait, which asked for no time (a wait
    going on with another, "等一下 我问问他妈", is a wait: ``Asides.gone_to_find``). None when
    the answer opens with no wait or holds nothing after it."""
    said = t.scan[got.start : got.end]
    lead = len(said) - len(said.lstrip())
    m = t.lex["waits"].prefix(normalize(said[lead:]))
    if m is None or m.end() == 0 or u.asides[t.lex.language].gone_to_find(t.raw, t.norm):
        return None
    rest = said[lead + m.end() :]
    skip = len(rest) - len(rest.lstrip(" ,.!，。！、"))
    if not rest[skip:].strip():
        return None
    cut = parser.parse(rest[skip:], t.now, t.language)
    if cut is None:
        return None
    start = got.start + lead + m.end() + skip
    return Parsed(cut.value, cut.raw_text, cut.confidence, start, got.end)


def address_before_clause(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """A Chinese address answer typed with a space for a comma before a clause of its own
    ("朝阳区望京街8号 13912345678", "…3单元401 明天下午"): the address ends there, as one a
    pattern captures does, and the clause is said beside it for the slot it fits. None
    when nothing follows so, or when no other slot of the flow reads what follows (the
    address is then whole: spaces inside it stay)."""
    assert t.flow is not None
    said = t.scan[got.start : got.end]
    if not has_cjk(said):
        return before_phone_typed_last(u, t, spec, got)
    parser = u.parser(t.flow, spec)
    at = min(parser.spaced_clause_at(said, t.now), address_clause_at(u, t, t.flow, spec, said))
    if at >= len(said) or not other_slot_reads(u, t, t.flow, spec, said[at:]):
        # "南湖花园3栋1202，13812345678": a phone after a comma ends it as a space would
        return before_phone_typed_last(u, t, spec, got)
    cut = parser.parse(said[:at], t.now, t.language)
    if cut is None:
        return None
    return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + at)


#: what may stand between an address and a phone typed after it (or before it)
_PUNCT_TAIL = " ,;-，、；"


def before_phone_typed_last(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """An English free-text answer with a phone number typed after it, or a code of another
    slot's ``pattern`` (a postcode: "14 mill lane ls6 2ab"): an address ("31 lake st unit 5,
    212 555 0147", "22 birch road flat 3 415 555 0132"), a name ("dave hobbs 07700900777",
    no comma: a phone holds digits a name never does). The answer ends before the phone or
    the code, which its slot reads beside it. None when the flow asks no phone or code,
    none follows the answer, or nothing stands before it (for an address, nothing
    with a number: the phone's own groups may look like a flat's)."""
    assert t.flow is not None
    said = t.scan[got.start : got.end]
    found: list[tuple[SlotSpec, Parsed]] = []
    for other in t.flow.slots:
        if other is spec:
            continue
        if other.type == SlotType.PHONE:
            found += [(other, p) for p in u.parser(t.flow, other).scan(said, t.now, t.language)]
        elif other.pattern and other.type == SlotType.TEXT:  # "14 mill lane ls6 2ab"
            parser = u.parser(t.flow, other)
            found += [(other, p) for p in parser.mentions(said, t.now, t.language)]
    after = [(o, p) for o, p in found if p.start > 0]
    if not after or said[max(p.end for _, p in found) :].strip(_PUNCT_TAIL + ".!"):
        return None  # no phone after the answer, or more said after the phone
    other, first = min(after, key=lambda f: f[1].start)
    namer = u.slot_namer(t.flow, t.lex)
    before = _slot_named_off(t, namer.called_typed(other), said[: first.start].rstrip(_PUNCT_TAIL))
    if not before.strip() or (
        spec.kind == SlotKind.ADDRESS and not any(c.isdigit() for c in before)
    ):
        return None
    cut = u.parser(t.flow, spec).parse(before, t.now, t.language)
    if cut is None:
        return None
    return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + len(before))


def after_phone_typed_first(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """An address answer that opens with a phone number another slot of the flow reads,
    typed before it with a space or a comma ("13812345678 南湖花园3栋1202",
    "13812345678，南湖花园3栋1202"): the address starts after the phone, which its slot
    reads beside it (PHONE_TYPED_BESIDE_THE_ADDRESS_ANSWERED_TAKEN_INTO_IT). None when no phone
    opens the answer, or no address with a number follows it."""
    assert t.flow is not None
    said = t.scan[got.start : got.end]
    for other in t.flow.slots:
        if other is spec or other.type != SlotType.PHONE:
            continue
        first = next(iter(u.parser(t.flow, other).scan(said, t.now, t.language)), None)
        if first is None or said[: first.start].strip() or first.end >= len(said):
            continue
        gap = said[first.end :]
        rest = gap.lstrip(_PUNCT_TAIL)
        if len(rest) == len(gap) or not any(c.isdigit() for c in rest):
            continue  # glued to the phone, or no number of an address after it
        cut = u.parser(t.flow, spec).parse(rest, t.now, t.language)
        if cut is None:
            return None
        start = got.start + len(said) - len(rest)
        return Parsed(cut.value, cut.raw_text, cut.confidence, start, got.end)
    return None


def _slot_named_off(t: Turn, called: tuple[str, ...], before: str) -> str:
    """``before`` without the words naming the slot (the phone, the postcode) at its end
    ("kate mobile", "dave hobbs, my number is"): ``called``, the slot's name and label and
    the lexicon's ``type_words`` for its type (``SlotNamer.called_typed``), the link words
    after them (``value_links``) and the words leading a value (``value_leads``: "amy on
    07700900444"); they say what follows, no part of the answer."""
    names = frozenset(called)
    links, leads = t.lex["value_links"], t.lex["value_leads"]
    words = before.split()
    while words:
        for n in (3, 2, 1):
            tail = normalize(" ".join(words[-n:]))
            if len(words) > n and (tail in names or tail in links.exact or tail in leads.exact):
                del words[-n:]
                break
        else:
            break
    return " ".join(words).rstrip(_PUNCT_TAIL) if words else before
