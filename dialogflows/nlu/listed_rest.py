"""The part of a request said as a list that no slot reads, for the flow's one free-text
slot of no form (FREE_TEXT_VALUE_AMONG_A_LISTS_VALUES).

"fix my sewing machine, domestic, needle keeps breaking, thursday, no collection, 07700
900333" gives the machine, the day, the collection and the phone, and "needle keeps
breaking" was dropped: no grammar reads a fault, and only a slot the author marked
``takes_rest`` took what was left. People list a request's values so in both languages
("翻新家具 餐桌 1件 明天上午 原色 东城区和平里5号 …", spaces typed for commas): each part is
one answer, and the part no other slot reads is the answer to the question only free text
asks. So a flow with no ``takes_rest`` slot and exactly one free-text slot of no form (no
``kind``, ``pattern`` or ``patterns``, no ``when``, no list of values, not a name by its
label or question, nor a place its question asks for: places have readers of their own)
takes such a part, read as ``rest_text`` reads a rest, when the request is a list of three
parts or more and the rest is one whole part of it, with no number of three digits or more
(a phone or a code whose reading no value's text shows), asking for nothing (the request's
own part, "那帮我约一个", is none), and, while an address is still to come, no word of an
address ("丰台区方庄芳城园一区" is where, not what). Its label said after a word of none (the
lexicon's ``zero_leads``: "没有忌口", "no allergies") as such a part is its answer too,
though a remark naming its own slot says nothing. A remark in a sentence ("hi my overlocker
keeps skipping stitches, can i book it in") is no list: left to the author's ``takes_rest``.

The list is parted here again (``_parts``), not taken from the clauses ``rest_text`` weighs:
those are of the message with the values read blanked out and a reason lead ("because")
opening a clause of its own, where a list's parts are what the user typed between commas,
a space beside a Chinese character one too ("没有饮食要求 138…").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..spec import FlowSpec, SlotSpec, SlotType
from .address_words import beyond_doubt
from .addresses import address_words, holds_address
from .clauses import clause_spans
from .lexicon import Lexicon, has_cjk, normalize
from .mood import mood
from .slot_namer import asks_where, guessed_name
from .utterance import Turn

#: the fewest parts a request said as a list has: the request, a value, the rest
LEAST_PARTS = 3


def listed_rest(
    flow: FlowSpec, worded: frozenset[str], lexicons: Sequence[Lexicon]
) -> SlotSpec | None:
    """``flow``'s one free-text slot of no form (of ``worded``: ``Knowledge.worded_slots``)
    asked always, found at load; None when it has none or several (which of them a part
    answers is not for a list to say)."""
    found = [
        s
        for s in flow.slots
        if s.name in worded
        and s.when is None
        and s.entity is None
        and not s.values
        and not any(guessed_name(s, lex) or asks_where(s, lex) for lex in lexicons)
    ]
    return found[0] if len(found) == 1 else None


def one_part(
    t: Turn, flow: FlowSpec, rest: str, given: set[str], valued: Callable[[str], bool]
) -> bool:
    """``rest`` is one whole part of the message said as a list (``parts_of``) and says
    nothing another slot of ``flow`` reads (``valued``: a value of a form of its own) or,
    not in ``given``, would take: a long number, or an address while the flow's address is
    still to come."""
    if not parts_of(t.raw, rest) or _LONG_NUMBER.search(rest) is not None:
        return False
    if rest.strip() not in t.scan:  # a belief's words, taken out of play ("allergic to …")
        return False
    if valued(rest):  # "it happened on the 1st": the day's clause, no remark
        return False
    said = mood(t.lex, rest, normalize(rest))
    if said.request or said.question:  # "行 那帮我约一个 周六晚上": the request's own part
        return False
    wanted = [
        s
        for s in flow.slots
        if s.name not in given and s.type == SlotType.TEXT and holds_address(flow, s) is True
    ]
    if not wanted:
        return True
    words = address_words(t)
    if has_cjk(rest):
        return words.addressy_zh.search(rest) is None
    return not beyond_doubt(words, rest)


#: a number no free-text remark of a list holds: a phone's, a code's
_LONG_NUMBER = re.compile(r"\d{3,}")


#: a run of spaces with a Chinese character on one side of it
_BESIDE_CJK = re.compile(r"(?<=[\u3400-\u9fff])\s+|\s+(?=[\u3400-\u9fff])")


def parts_of(raw: str, rest: str) -> bool:
    """``rest`` is one whole part of ``raw`` said as a list of ``LEAST_PARTS`` parts or
    more: between commas or sentence ends, or Chinese typed with spaces for commas."""
    parts = _parts(raw)
    return len(parts) >= LEAST_PARTS and rest.strip(" ,.;，。；、") in parts


def none_by_label(t: Turn, spec: SlotSpec) -> str | None:
    """The part of the message said as a list that is a word of none and ``spec``'s label
    ("没有忌口" for the label 忌口), as typed; None when there is none."""
    label = normalize(spec.label or spec.name.replace("_", " "))
    if not label:
        return None
    parts = _parts(t.raw)
    if len(parts) < LEAST_PARTS:
        return None
    nones = t.lex["zero_leads"]
    for part in parts:
        said = normalize(part)
        m = nones.prefix(said)
        if m is not None and m.end() > 0 and said[m.end() :].strip() == label:
            return part
    return None


def _parts(raw: str) -> list[str]:
    """The parts of ``raw`` said as a list; in Chinese a space typed beside a character
    parts it too ("没有饮食要求 138…": the phone is a part of its own)."""
    text = _BESIDE_CJK.sub(lambda m: "，" * (m.end() - m.start()), raw)
    parts = [raw[a:b].strip(" ,.;，。；、") for a, b in clause_spans(text)]
    return [p for p in parts if p]
