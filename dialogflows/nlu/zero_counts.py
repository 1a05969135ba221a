"""A count of none said without a number: "none", "no kids this time", "没有小孩", "一个都没有";
and the listed value that says there is none ("none" of stains: pet, wine, none).

Asked "How many children?", people rarely type "0": they say there are none, or name the
thing there is none of after a no. A count slot that may be 0 (``min`` 0 or none) takes
0 then. The words are the lexicon's (``zero_counts``: a whole answer; ``zero_leads``: the
word before the thing not counted); "no idea" (not knowing) and "no thanks" (declining)
count nothing.

A list may hold a value that says there is none of the thing asked about ("Any stains: pet,
wine or none?"; a value or synonym that is a ``zero_counts`` phrase or opens with a
``zero_leads`` word, "no stains"): asked so, a plain no ("nope", "nah", "没有") is that
value, as much as "none" is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import SlotSpec, SlotType
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .replies import NO
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: the most words a count of none says after its lead word ("no kids this time")
_REST = 3


@lexicon_grammar
class _ZeroWords:
    """A lead word of a count of none and what follows it ("no kids", "没有小孩")."""

    def __init__(self, w: ListWords) -> None:
        self.lead = re.compile(
            rf"^(?:{w.alt('zero_leads')})(?:\s+|(?=[\u3400-\u9fff]))(?P<rest>.+)$"
        )


def may_be_none(spec: SlotSpec) -> bool:
    """``spec`` is a count that may be 0: an integer slot whose ``min`` is 0 or none."""
    return spec.type == SlotType.INTEGER and (spec.min is None or float(spec.min) <= 0)


def none_value(spec: SlotSpec, lex: Lexicon) -> str | None:
    """The listed value of ``spec`` that says there is none: the value or one of its
    synonyms a whole ``none_values`` or ``zero_counts`` phrase ("none", "nothing", "无") or a
    ``zero_leads`` word and the thing ("no stains", "没有忌口"); None for no list or none
    such."""
    if spec.type != SlotType.ENUM:
        return None
    lead = grammar(lex, _ZeroWords).lead
    for value in spec.values:
        for said in (value, *spec.synonyms.get(value, ())):
            norm = normalize(str(said))
            if (
                norm in lex["none_values"].exact
                or norm in lex["zero_counts"].exact
                or lead.match(norm) is not None
            ):
                return value
    return None


def none_said(u: Knowledge, t: Turn, spec: SlotSpec) -> bool:
    """The answer to ``spec``, a count that may be 0 or a list with a value of none
    (``none_value``), is none, said without a number: a plain no to the list, a
    whole ``zero_counts`` phrase, or a ``zero_leads`` word and a few words of the thing not
    counted, no digit, thanks or polite word among them."""
    listed = none_value(spec, t.lex) is not None
    if not (may_be_none(spec) or listed):
        return False
    norm = t.norm.strip()
    if listed and u.replies[t.lex.language].is_(NO, norm):
        return True  # "nope" to "Any stains?" with a value of none listed
    if u.asides[t.lex.language].short_aside(t.raw, norm) is not None:
        return False  # "no idea": not knowing, no count
    if norm in t.lex["zero_counts"].exact:
        return True
    m = grammar(t.lex, _ZeroWords).lead.match(norm)
    if m is None or any(c.isdigit() for c in norm):
        return False
    rest = m.group("rest").strip()
    if t.lex["thanks"].search(rest) or t.lex["polite_asks"].search(rest):
        return False
    return len(rest.split()) <= _REST if not has_cjk(rest) else len(rest) <= 2 * _REST
