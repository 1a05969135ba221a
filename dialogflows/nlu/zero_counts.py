"""A count of none said without a number: "none", "no kids this time", "没有小孩", "一个都没有".

Asked "How many children?", people rarely type "0": they say there are none, or name the
thing there is none of after a no. A count slot that may be 0 (``min`` 0 or none) takes
0 then. The words are the lexicon's (``zero_counts``: a whole answer; ``zero_leads``: the
word before the thing not counted); "no idea" (not knowing) and "no thanks" (declining)
count nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import SlotSpec, SlotType
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk
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


def none_said(u: Knowledge, t: Turn, spec: SlotSpec) -> bool:
    """The answer to ``spec``, a count that may be 0, is none, said without a number: a
    whole ``zero_counts`` phrase, or a ``zero_leads`` word and a few words of the thing not
    counted, no digit, thanks or polite word among them."""
    if not may_be_none(spec):
        return False
    norm = t.norm.strip()
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
