"""A late answer: a whole message of another slot's type said while a free-text, phone or
email slot is asked ("12点" to "where to?") belongs to the slot of that type, an answer
to the question before or a change of mind; the asked slot's own reading of it is not
the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, SetSlot
from ..spec import NUMBER_TYPES, NUMBERED_TYPES, FlowSpec, SlotKind, SlotSpec, SlotType
from .asked_time import asap_whole, soonest_time
from .consumed import consumed
from .fills import fill
from .month_as_name import month_named_to_a_name
from .mood import mood
from .parsed import digit_form, short_of_code, tried_code
from .slot_namer import asks_where
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_TEXT, _BOOLEAN, _ENUM = SlotType.TEXT, SlotType.BOOLEAN, SlotType.ENUM


def late_answer(u: Knowledge, t: Turn, flow: FlowSpec, asked: SlotSpec) -> list[Command] | None:
    """Asked for free text (an address) the user answers "12点": a whole message that is
    a time, date, number, amount, email or phone belongs to the slot of that type, not to
    the free-text one (a late answer to the previous question, or a change of mind). Asked
    for a phone or an email, forms no time or date ever takes, a whole message of another
    slot's type ("晚上7点" just after "7点" was read as 19:00) is that slot's too; a bare
    number stays with the asked slot's own reading."""
    if u.parser(flow, asked).recognizes(t.scan.strip()) or month_named_to_a_name(t):
        return None
    if mood(t.lex, t.raw, t.norm).wh:
        return None  # "how much is a small box": a value asked about is no answer
    if asked.kind == SlotKind.ADDRESS or asks_where(asked, t.lex):
        soonest = _soonest(u, t, flow)
        if soonest is not None:
            return soonest
    typed = asked.type != _TEXT
    if typed and u.parser(flow, asked).parse(t.scan, t.now, t.language) is not None:
        return None  # the asked slot's own answer
    # asked for a number of a written form ("EV-204", "T-1234"), a bare number is a try at
    # it, refused for its form and asked again: never a count of another slot, unless it is
    # too short for the form's digits ("3" to a registration "AB12 CDE"; ``tried_code``)
    numbered = digit_form(asked.pattern) and not short_of_code(asked.pattern, t.scan)
    # a listed value is no address ("手动挡" to "您在哪里上车？") and no code of a written form
    # ("premium" to "What's the car's registration?", which fits no ``pattern``: the code's
    # own fit returned above); a name may be one, a pet called "Pepper" when peppers are
    # listed, so a plain free-text slot keeps it
    listed = asked.kind == SlotKind.ADDRESS or bool(asked.pattern)
    fits = []
    for spec in flow.slots:
        if spec.name == asked.name or spec.type in (_TEXT, _BOOLEAN):
            continue
        if spec.type == _ENUM and not listed:
            continue
        if (numbered and spec.type in NUMBER_TYPES) or (typed and spec.type in NUMBERED_TYPES):
            continue
        if spec.type == SlotType.MONEY and tried_code(asked.pattern, t.scan):
            continue  # "123456" to "卡号多少？8位数字": a try at the card, no amount to pay
        parser = u.parser(flow, spec)
        got = parser.parse(t.scan, t.now, t.language)
        if got is not None and spec.type in NUMBER_TYPES and parser.validate(got.value, t.now):
            continue  # a number the count cannot be (214 towels at most 10) is no count
        if got is not None and got.end > got.start and consumed(u, t, (got.start, got.end)):
            fits.append((spec, got))
    if len(fits) != 1:
        return None
    spec, got = fits[0]
    old = t.task.value(spec.name) if t.task else None
    return [fill(spec.name, got, None if old == got.value else old, t.now.date(), spec)]


def _soonest(u: Knowledge, t: Turn, flow: FlowSpec) -> list[Command] | None:
    """The soonest said alone ("now", "asap") to a question for a place (an address): no
    place, but the earliest time the flow's one time slot takes from now; the free-text
    slot is asked again. With no time slot it says nothing here, as beside a request
    (``soonest.py``)."""
    times = [s for s in flow.slots if s.type == SlotType.TIME]
    if len(times) != 1 or t.task is None or not asap_whole(u, t):
        return None
    value = soonest_time(u, t, times[0])
    return (
        None
        if value is None
        else [SetSlot(slot=times[0].name, value=value, raw_text=t.raw.strip())]
    )
