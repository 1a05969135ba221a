"""A Chinese confirmation answered yes by its question's verb said back.

A Chinese yes-or-no question is answered by saying its verb back ("派吧", "快派吧" to
"…现在派单吗？", "提交吧" to "…提交报修吗？"); the confirmation of a flow that makes or
changes a thing asked again instead and booked nothing
(CONFIRMATIONS_QUESTION_VERB_SAID_BACK_AS_THE_YES). The question is the last clause of the
flow's `confirm` template, its slots left out; the answer is read as ``boolean_echo``
reads any yes-or-no answer, and counts only as a whole message of one clause (a clause
after it may change a value or ask something). A destructive flow's go-ahead has its own,
stricter reading (``yes_to_an_undoing.own_verb_said_back``).
"""

from __future__ import annotations

import re

from ..spec import FlowSpec
from .boolean_echo import said_back
from .lexicon import has_cjk
from .utterance import Turn

#: the marks that close a clause of a template
_CLAUSE = re.compile(r"[^。，,；;！!？?]+[？?]")
#: a slot of a template
_SLOT = re.compile(r"\{[^{}]*\}")
#: what may close the answer after its clause
_CLOSE = re.compile(r"[\s。.!！~～]*")


def confirmation_question(flow: FlowSpec) -> str:
    """The last question of ``flow``'s Chinese confirmation, its slots left out ("现在派单
    吗？"); empty when the template asks none."""
    asked = _CLAUSE.findall(flow.confirm or "")
    return _SLOT.sub("", asked[-1]).strip() if asked and has_cjk(asked[-1]) else ""


def yes_said_back(t: Turn, flow: FlowSpec) -> bool:
    """The message, one clause, says the confirmation's question back as its yes."""
    if flow.destructive or not has_cjk(t.raw):
        return False
    question = confirmation_question(flow)
    if not question:
        return False
    got = said_back(t.raw.strip(), question, t.lex)
    if got is None or got.value is not True:
        return False
    return _CLOSE.fullmatch(t.raw.strip()[got.end :]) is not None
