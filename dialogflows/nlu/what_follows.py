"""A question about what follows a flow's action, its trigger the topic: asked about, not for.

"取消预约要扣钱吗", "取消预约定金退不退", "取消安装能退全款吗": a Chinese clause opens with one of
a flow's triggers and goes on to ask, by a modal before another verb (``modal_asks``'
pattern) or a verb asked both ways (A-not-A), about something none of the flow's triggers
says: a fee, a refund. The action is the topic; what is asked is what comes of it, not
the action itself. A clause asking leave at its end ("取消预约可以吗", "取消安装行不行") or
asking the trigger's own action again ("取消预约能取消吗") asks for the action, and so does
a trigger after a modal ("能取消预约吗": the modal opens the clause, no topic).

English says the same with a supposed clause ("if i cancel the survey do i lose the
deposit"), which ``conditionals.py`` reads; Chinese of this form supposes nothing by a
word, so it is read here, by form alone, with the words of the lexicon (``modal_asks``,
``polar_ends``, ``permission_ends``, ``a_not_a``, ``classifiers``).
"""

from __future__ import annotations

import re

from ..spec import FlowSpec
from .clauses import CLAUSE_END
from .grammar_words import grammar, longest_first
from .lexicon import Lexicon, normalize
from .mood import a_not_a

#: a Chinese character: only Chinese triggers are read as a question's topic
_CJK = re.compile(r"[\u4e00-\u9fff]")


def asks_what_follows(raw: str, flow: FlowSpec, lex: Lexicon) -> bool:
    """The last clause of ``raw`` opens with one of ``flow``'s Chinese triggers and asks,
    after it, about what none of them says: no two characters running in a trigger of the
    flow are in what it asks."""
    triggers = [t for t in (normalize(x).replace(" ", "") for x in flow.triggers) if _CJK.search(t)]
    clauses = [c for c in (normalize(x).replace(" ", "") for x in CLAUSE_END.split(raw)) if c]
    if not triggers or not clauses:
        return False
    said = clauses[-1]
    opened = max((t for t in triggers if said.startswith(t)), key=len, default=None)
    if opened is None:
        return False
    asked = _asked(said[len(opened) :], lex)
    own = {t[i : i + 2] for t in triggers for i in range(len(t) - 1)}
    return len(_CJK.findall(asked)) >= 2 and not any(
        asked[i : i + 2] in own for i in range(len(asked) - 1)
    )


#: the lists ``_asked`` reads, per language, longest first: built once per lexicon, not on
#: every message
_LISTS = longest_first("permission_ends", "wh_words", "polar_ends")


def _words(lex: Lexicon, key: str) -> tuple[str, ...]:
    return grammar(lex, _LISTS).of(lex, key)


def _asked(rest: str, lex: Lexicon) -> str:
    """What ``rest`` (a clause after its topic) asks about: all of it when it holds a
    question word ("一天多少钱") or a verb asked both ways ("定金退不退"), else what comes
    before the particle closing a yes/no question ("要扣钱吗"); ``""`` when it asks leave
    ("可以吗", ``permission_ends``) or asks nothing."""
    if rest.endswith(_words(lex, "permission_ends")):
        return ""
    if any(w in rest for w in _words(lex, "wh_words")) or grammar(lex, a_not_a).search(rest):
        return rest
    for end in _words(lex, "polar_ends"):
        if rest.endswith(end):
            return rest[: -len(end)]
    return ""
