"""A code said right after its free-text slot's name: "cancel my booking, booking reference
CH-1200", "查一下年检进度 车牌号苏E12345", "车牌沪B88888 明天下午两点来取".

A free-text slot takes nothing from a request unless a pattern or a copula marks its value
("name is lee"), since any words could be it. A form's way of saying a value, its name
and then the value ("reference CH-1200", "订单号DD1234"), was left unread, and the slot
was asked again after the user had given it. What follows the name here is taken only
when it is a code: one run of letters, digits and joining marks holding a digit (and a
letter, or five digits at least),
optionally led by one Chinese character right before a Latin letter (a Chinese car
plate's province); words after the name are never taken ("the name on it is wrong"). The
name is the slot's label or name in words, with at most a link word after it ("is",
"是", ":"), or the label without an ending people leave off (the lexicon's
``label_ends_dropped``: 车牌 for 车牌号). A slot with a ``pattern`` takes only a code of
its form (the slot's parser decides, as for any value).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FORMED_TYPES, FlowSpec, SlotSpec, SlotType
from ..state import Task
from .lexicon import Lexicon
from .named_values import RANK, name_then_link
from .parsed import Parsed
from .slot_namer import slot_names
from .utterance import Turn
from .value_words import alternation
from .which_one import label_stems

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a code: letters, digits and joining marks holding a digit, led by at most one Chinese
#: character right before a Latin letter; it ends where no letter or digit follows
_CODE = (
    r"(?P<value>(?:[\u4e00-\u9fff](?=[A-Za-z]))?(?=[A-Za-z0-9\-/]*\d)"
    r"[A-Za-z0-9](?:[A-Za-z0-9\-/]*[A-Za-z0-9])?)(?![A-Za-z0-9])"
)

#: a code of digits alone is this long at least ("305522", an order number); a shorter
#: number after a slot's name is a quantity ("问题 3天前" of a slot labelled 问题)
_LEAST_DIGITS = 5


def named_codes(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str], task: Task | None
) -> list[tuple[SlotSpec, Parsed, int]]:
    """Values of the flow's empty free-text slots said as a code right after the slot's
    name; they rank with pattern captures, as a value marked by its name does."""
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec in flow.slots:
        if (
            spec.type != SlotType.TEXT
            or spec.takes_rest
            or spec.name in skip
            or (task is not None and task.value(spec.name) is not None)
        ):
            continue
        names = [n for n in _names(spec, t.lex) if n in t.norm]
        if not names:  # the common case: the slot's name is not said
            continue
        parser = u.parser(flow, spec)
        if parser.choices:
            continue
        said = name_then_link(tuple(names), alternation(names), t.lex["value_links"].phrases)
        for m in re.finditer(said + _CODE, t.scan, re.IGNORECASE):
            first = m.group("value")
            if not any(c.isalpha() for c in first) and len(first) < _LEAST_DIGITS:
                continue  # "反映问题 3天前…": a short number is a count or a day, no code
            # "M1 4BT" when the slot takes it so, else "M1" ("PW1234" of a pattern)
            got, code = None, first
            tried = [_second_part(t, first, m.end("value")), first]
            if spec.pattern:  # "reg GH65 JKL": a second part of letters alone, if it fits
                tried = [_any_second_part(t, first, m.end("value")), *tried]
            for code in dict.fromkeys(tried):
                got = parser.parse(code, t.now, t.language)
                if got is not None and (
                    code == tried[-1] or not spec.pattern or parser.validate(got.value) is None
                ):
                    break
                got = None
            if got is not None and _of_another_form(u, t, flow, spec, code):
                # A_PHONE_READ_AS_A_CODE_AFTER_A_NAME_ENDING_IN_THE_LABEL: "去协和医院
                # 13800001111" for a slot labelled 医院 made the phone the hospital
                break
            if got is not None:
                a = m.start("value")
                b = a + len(code)
                out.append((spec, Parsed(got.value, code, 1.0, a, b), RANK))
                break
    return out


def _of_another_form(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, code: str) -> bool:
    """``code`` is wholly a value of another slot of ``flow`` that has a form of its own (a
    phone, an email, a text of a ``pattern``): that slot's, no free text's."""
    for other in flow.slots:
        if other is spec or not (other.type in FORMED_TYPES or (other.pattern is not None)):
            continue
        parser = u.parser(flow, other)
        got = parser.parse(code, t.now, t.language)
        if got is not None and got.confidence >= 1.0 and parser.validate(got.value) is None:
            return True
    return False


#: the second part of a code written in two ("M1 4BT", "LS6 2QT", a postcode): after one
#: space, a short run of letters and digits holding both
_SECOND = re.compile(r" (?=[A-Za-z]*\d)(?=\d*[A-Za-z])([A-Za-z0-9]{2,4})(?![A-Za-z0-9\-/])")

#: a first part that may have a second: short, of letters and digits holding both
_FIRST = re.compile(r"(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{2,4}")


def _second_part(t: Turn, code: str, end: int) -> str:
    """``code`` with its second part when it is written in two ("postcode M1 4BT"): both
    parts short, each of letters and digits; a second part that is a clock time ("AB12
    5pm": a number and one of the lexicon's ``clock_sides``) is no part of it."""
    if _FIRST.fullmatch(code) is None:
        return code
    m = _SECOND.match(t.scan, end)
    if m is None:
        return code
    part = m.group(1)
    digits = len(part) - len(part.lstrip("0123456789"))
    if digits and t.lex["clock_sides"].fullmatch(part[digits:].lower()):
        return code
    return f"{code} {part}"


#: any short second part, for a slot whose ``pattern`` then says whether it belongs
_ANY_SECOND = re.compile(r" ([A-Za-z0-9]{2,4})(?![A-Za-z0-9\-/])")


def _any_second_part(t: Turn, code: str, end: int) -> str:
    """``code`` with a short second part of letters or digits ("GH65 JKL", a number plate
    written in two): kept only where the slot's ``pattern`` takes the whole."""
    m = _ANY_SECOND.match(t.scan, end)
    return code if m is None else f"{code} {m.group(1)}"


def _names(spec: SlotSpec, lex: Lexicon) -> tuple[str, ...]:
    """The slot's names, each also without an ending people leave off (车牌 of 车牌号)."""
    names = {*slot_names(spec), *label_stems(spec, lex)}
    return tuple(sorted(names, key=len, reverse=True))
