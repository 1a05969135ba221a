"""A name and a phone number said together to a free-text question that asks neither:
"dan okafor 07722 345678" to "Where are you going?", "刘晓燕 13912345678" to "寄到哪里？".

NAME_BEFORE_A_PHONE_TAKEN_AS_ANOTHER_FREE_TEXT. People give their contact details as a
pair, the name then the number, often a question early; free text takes any words, so the
name became the destination. When the flow's one name slot and its phone slot are both
still empty, the message is nothing but a few words (no digit, no listed value) and a
phone number closing it, those are the name and the phone, and the
free-text question is asked again."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Command, SetSlot
from ..spec import SlotKind, SlotSpec, SlotType
from .lexicon import has_cjk
from .slot_namer import guessed_name, one_name_slot
from .titled_names import surname_led, title_of

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn

#: the most words (Latin) or characters (Chinese) a name given with its number holds
_NAME_WORDS, _NAME_CHARS = 3, 4
_LATIN_NAME = re.compile(r"[A-Za-z][A-Za-z.'-]*")
_HAN_NAME = re.compile(rf"[\u4e00-\u9fff]{{2,{_NAME_CHARS}}}")


def contact_given(u: Knowledge, t: Turn, spec: SlotSpec) -> list[Command]:
    """The name and the phone the message gives, to ``spec``'s question (free text, no
    name's); empty when it is no such pair or the flow's name or phone is held."""
    flow, task = t.flow, t.task
    if flow is None or task is None or guessed_name(spec, t.lex):
        return []
    # CONTACT_GIVEN_TO_A_PLACE_QUESTION: "小陈 13600002222" to "在哪个酒店或场地？" made the
    # venue 小陈; a place's question takes only a name sure by its surname or title, since
    # a short place ("国贸") may stand before a phone too
    place = spec.kind == SlotKind.ADDRESS
    if spec.kind is not None and not place:
        return []
    name = one_name_slot(u.slot_namer(flow, t.lex), set())
    phones = [s for s in flow.slots if s.type == SlotType.PHONE]
    if name is None or len(phones) != 1:
        return []
    phone = phones[0]
    if task.value(name.name) is not None or task.value(phone.name) is not None:
        return []
    text = t.scan.rstrip(" .!")
    found = [p for p in u.parser(flow, phone).scan(text, t.now, t.language) if p.end == len(text)]
    if len(found) != 1:
        return []
    said = text[: found[0].start].strip(" ,")
    if not _a_name(u, said) or (place and not (surname_led(said, t.lex) or title_of(said, t.lex))):
        return []
    return [
        SetSlot(slot=name.name, value=said, raw_text=said),
        SetSlot(slot=phone.name, value=found[0].value, raw_text=found[0].raw_text),
    ]


def _a_name(u: Knowledge, said: str) -> bool:
    """``said`` reads as a person's name alone: a few Latin words or a few Chinese
    characters, none a value some slot lists."""
    if has_cjk(said):
        return bool(_HAN_NAME.fullmatch(said)) and not u.owners.listed(said)
    words = said.split()
    return (
        0 < len(words) <= _NAME_WORDS
        and all(_LATIN_NAME.fullmatch(w) for w in words)
        and not any(u.owners.listed(w.casefold()) for w in words)
    )
