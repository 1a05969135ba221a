"""A slot cleared by name: "forget the date", "不要指定时间了", and "no car" to a
yes-or-no slot or "no children" to a count that may be 0, which set the slot's none
instead of clearing it.

Read from the lexicon's ``clear`` templates (its cues, ``clear_cues``), among the
readers that may decide a message before its beliefs are read (``pipeline.FIRST``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import ClearSlot, Command, CorrectSlot, SetSlot
from ..spec import SlotSpec, SlotType
from .flow_names import said_beyond
from .lexicon import Lexicon, normalize
from .replies import PUNCTUATION, SOFT_ONLY, strip_trailing
from .utterance import Turn
from .zero_counts import may_be_none

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .values import ValueParser


def clear_cues(u: Knowledge, lex: Lexicon) -> list[re.Pattern[str]]:
    """What clearing a slot needs (``cues.py``): one of the lexicon's ``clear`` templates."""
    return [tpl.regex for tpl in lex.templates["clear"]]


def _none_of(parser: ValueParser, lex: Lexicon) -> bool | int | str | None:
    """What "no <slot>" sets the slot to: a yes-or-no slot's no, a count's 0 where it may be
    0 (``zero_counts.may_be_none``), a list's value of none ("no stains" of stains: pet,
    wine, none; ``none_listed.none_value``); None: the slot is cleared instead."""
    spec = parser.spec
    if spec.type == SlotType.BOOLEAN:
        return False
    return 0 if may_be_none(spec) else parser.none_value(lex)


def _said_besides(u: Knowledge, t: Turn, m: re.Match[str]) -> bool:
    """Whether the message says more than the clearing ("3 bags, no kindling", "周六 不要
    发票"): a clearing decides the message alone only when the rest is punctuation or soft
    words (a filler, a thanks, a hesitation); else the answer readers read the message,
    the no with the rest, so no answer beside it is lost."""
    rest = normalize(f"{t.scan[: m.start()]} {t.scan[m.end() :]}").strip(PUNCTUATION)
    return bool(rest) and not u.replies[t.lex.language].only(rest, SOFT_ONLY)


def _holds_a_value(u: Knowledge, t: Turn, spec: SlotSpec, named: str) -> bool:
    """CHANGE_SAID_AFTER_A_NO_READ_AS_CLEARING_THE_SLOT: what names the slot after the no
    holds a value of it ("no it was monday" for the day lost): a change, read by the
    correction's readers, never a clearing."""
    assert t.flow is not None
    return bool(u.parser(t.flow, spec).scan(named, t.now, t.language))


def clear_slot(u: Knowledge, t: Turn) -> list[Command] | None:
    """The slot ``t``'s message clears by name (see the module), or sets to its none; None
    when it names no slot of the running flow."""
    assert t.flow is not None
    if (not t.templated and t.scan is t.raw) or not t.lex.may_match("clear", t.scan):
        return None
    low = t.scan.lower()
    for tpl in t.lex.templates["clear"]:
        m = tpl.search_lowered(t.scan, low)
        if m is None:
            continue
        named = strip_trailing(m.group("slot"), t.lex) if "slot" in tpl.holes else ""
        if named and t.lex["corrections"].search(normalize(named)) is not None:
            continue  # "no wait change the name to alexis": a change of the name, no clearing
        slot = u.names.slot(named, t.flow, t.task, t.lex)
        if slot is None:
            continue
        if _said_besides(u, t, m):
            return None  # "3 bags, no kindling": the other readers read both
        spec = t.flow.slot(slot)
        if spec is not None and said_beyond(named, spec):
            continue  # "no the make is vauxhall": the make changed, not cleared
        if spec is not None and spec.type != SlotType.BOOLEAN and _holds_a_value(u, t, spec, named):
            continue  # "no it was monday": the day changed, not cleared
        # "no car" to "Are you bringing a car?": a no to a yes-or-no slot is its value; "no
        # children" to "How many children?": a count that may be 0 is none
        none = _none_of(u.parser(t.flow, spec), t.lex) if spec is not None else None
        if none is not None:
            old = t.task.value(slot) if t.task is not None else None
            if old is not None and old == none:
                return []
            if old is None:
                return [SetSlot(slot=slot, value=none, raw_text=m.group(0))]
            return [CorrectSlot(slot=slot, value=none, raw_text=m.group(0), rejected=old)]
        return [ClearSlot(slot=slot)]
    return None
