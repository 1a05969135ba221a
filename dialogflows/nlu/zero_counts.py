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

from typing import TYPE_CHECKING

from ..spec import SlotSpec, SlotType
from .grammar_words import grammar
from .lexicon import has_cjk
from .none_listed import ZeroWords
from .replies import NO
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: the most words a count of none says after its lead word ("no kids this time")
_REST = 3


def may_be_none(spec: SlotSpec) -> bool:
    """``spec`` is a count that may be 0: an integer slot whose ``min`` is 0 or none."""
    return spec.type == SlotType.INTEGER and (spec.min is None or float(spec.min) <= 0)


def none_said(u: Knowledge, t: Turn, spec: SlotSpec) -> bool:
    """The answer to ``spec``, a count that may be 0 or a list with a value of none
    (``none_listed.none_value``), is none, said without a number: a plain no to the list, a
    whole ``zero_counts`` phrase, or a ``zero_leads`` word and a few words of the thing not
    counted, no digit, thanks or polite word among them."""
    assert t.flow is not None
    listed = u.parser(t.flow, spec).none_value(t.lex) is not None
    if not (may_be_none(spec) or listed):
        return False
    norm = t.norm.strip()
    if listed and u.replies[t.lex.language].is_(NO, norm):
        return True  # "nope" to "Any stains?" with a value of none listed
    if u.asides[t.lex.language].short_aside(t.raw, norm) is not None:
        return False  # "no idea": not knowing, no count
    if norm in t.lex["zero_counts"].exact:
        return True
    m = grammar(t.lex, ZeroWords).lead.match(norm)
    if m is None or any(c.isdigit() for c in norm):
        return False
    rest = _thanks_off(t, m.group("rest").strip())
    if not rest or t.lex["thanks"].search(rest) or t.lex["polite_asks"].search(rest):
        return False  # "no thanks" declines; "不要装订 谢谢" says none, then thanks
    return len(rest.split()) <= _REST if not has_cjk(rest) else len(rest) <= 2 * _REST


def _thanks_off(t: Turn, rest: str) -> str:
    """``rest`` without a thanks said after it, as a clause of its own or glued at its end
    ("不要装订 谢谢", "no stains thanks"): the thanks closes the answer and says nothing of
    the thing; a thanks alone ("no thanks") leaves nothing, and declines."""
    for m in t.lex["thanks"].finditer(rest):
        if not rest[m.end() :].strip(" !！。.,，~"):
            return rest[: m.start()].strip(" ,，")
    return rest
