"""The listed value that says there is none ("none" of stains: pet, wine, none; "no
stains"), and the lead word of a count of none ("no kids", "没有小孩").

Apart from ``zero_counts.py`` (which reads an answer of none) because the value parser works
the listed value out at load (``ValueParser.none_value``), and the parser must not import
what reads a turn.
"""

from __future__ import annotations

import re

from ..spec import SlotSpec, SlotType
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, normalize


@lexicon_grammar
class ZeroWords:
    """A lead word of a count of none and what follows it ("no kids", "没有小孩")."""

    def __init__(self, w: ListWords) -> None:
        self.lead = re.compile(
            rf"^(?:{w.alt('zero_leads')})(?:\s+|(?=[\u3400-\u9fff]))(?P<rest>.+)$"
        )


def none_value(spec: SlotSpec, lex: Lexicon) -> str | None:
    """The listed value of ``spec`` that says there is none: the value or one of its
    synonyms a whole ``none_values`` or ``zero_counts`` phrase ("none", "nothing", "无"), a
    ``zero_leads`` word and the thing ("no stains", "没有忌口"), or a ``negation`` word and
    the thing ("不装订" beside 订书钉 and 胶装: a plain no to "要装订吗？" means it); None
    for no list or none such."""
    if spec.type != SlotType.ENUM:
        return None
    lead = grammar(lex, ZeroWords).lead
    for value in spec.values:
        for said in (value, *spec.synonyms.get(value, ())):
            norm = normalize(str(said))
            if (
                norm in lex["none_values"].exact
                or norm in lex["zero_counts"].exact
                or lead.match(norm) is not None
                or _negated_thing(lex, norm)
            ):
                return value
    return None


def _negated_thing(lex: Lexicon, norm: str) -> bool:
    """``norm`` (a listed value) is a negation word and more ("不装订", "no binding")."""
    m = lex["negation"].prefix(norm)
    return m is not None and bool(m.end()) and bool(norm[m.end() :].strip())
