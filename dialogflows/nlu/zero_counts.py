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
from .clauses import clause_spans
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .mood import mood
from .none_listed import ZeroWords
from .numbers import find_numbers
from .replies import NO
from .utterance import Turn
from .value_words import Words

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
    counted, no digit, thanks or polite word among them. Said as the first clause with
    clauses telling why after it ("none, its all ground floor"), it is as much an answer
    (ZERO_WORD_WITH_ITS_REASON_UNREAD: the count was asked again with no word why)."""
    assert t.flow is not None
    listed = u.parser(t.flow, spec).none_value(t.lex) is not None
    if not (may_be_none(spec) or listed):
        return False
    if _none_in(u, t, spec, t.norm.strip(), listed):
        return True
    parts = clause_spans(t.scan, spaced=True)  # "一只都没有 我们不养" too
    if len(parts) < 2 or mood(t.lex, t.raw, t.norm).asking:
        return False
    rest = t.scan[parts[1][0] :]
    if any(c.isdigit() for c in rest) or find_numbers(rest, t.language, Words.of(t.lex)):
        return False  # "none, well 3 at the back door": a count after all
    a, b = parts[0]
    return _none_in(u, t, spec, normalize(t.scan[a:b]).strip(), listed)


def _none_in(u: Knowledge, t: Turn, spec: SlotSpec, norm: str, listed: bool) -> bool:
    """``norm`` (the answer, or its first clause) says none (``none_said``)."""
    if listed and u.replies[t.lex.language].is_(NO, norm):
        return True  # "nope" to "Any stains?" with a value of none listed
    if u.asides[t.lex.language].short_aside(t.raw, norm) is not None:
        return False  # "no idea": not knowing, no count
    if norm in t.lex["zero_counts"].exact or _measured_none(t, spec, norm):
        return True
    m = grammar(t.lex, ZeroWords).lead.match(norm)
    if m is None or any(c.isdigit() for c in norm):
        return False
    rest = _thanks_off(t, m.group("rest").strip())
    if not rest or t.lex["thanks"].search(rest) or t.lex["polite_asks"].search(rest):
        return False  # "no thanks" declines; "不要装订 谢谢" says none, then thanks
    return len(rest.split()) <= _REST if not has_cjk(rest) else len(rest) <= 2 * _REST


@lexicon_grammar
class _ZeroMeasured:
    """The forms of a count of none with a measure word in it (``zero_measured``), and the
    measure words of the lexicon (``classifiers``)."""

    def __init__(self, w: ListWords) -> None:
        self.forms = w.words("zero_measured")
        self.classifiers = frozenset(w.words("classifiers"))


def _measured_none(t: Turn, spec: SlotSpec, norm: str) -> bool:
    """ZERO_SAID_WITH_ONE_AND_ITS_MEASURE_WORD_READ_AS_ONE: "一只都没有" to "家里有几只宠物？"
    was 1: a ``zero_measured`` form ("一{m}都没有") with a measure word of the lexicon's
    ``classifiers`` or the slot's own ``counts``/``measures`` is none."""
    zero = grammar(t.lex, _ZeroMeasured)
    if not zero.forms:
        return False
    said = norm.replace(" ", "")
    words = {*zero.classifiers, *spec.counts, *spec.measures}
    for form in zero.forms:
        before, _, after = form.partition("{m}")
        inner = said[len(before) : len(said) - len(after)]
        if said.startswith(before) and said.endswith(after) and inner in words:
            return True
    return False


def _thanks_off(t: Turn, rest: str) -> str:
    """``rest`` without a thanks said after it, as a clause of its own or glued at its end
    ("不要装订 谢谢", "no stains thanks"): the thanks closes the answer and says nothing of
    the thing; a thanks alone ("no thanks") leaves nothing, and declines."""
    for m in t.lex["thanks"].finditer(rest):
        if not rest[m.end() :].strip(" !！。.,，~"):
            return rest[: m.start()].strip(" ,，")
    return rest
