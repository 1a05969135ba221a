"""A cancel word said of the task and nothing else: with a polite ask, a pronoun or a
greeting at most ("can you cancel it?", "能帮我取消吗"), the one flow that undoes things
when nothing runs ("i want to cancel"), and a cancel word that is a no ("不用了" to a
yes-or-no question, "no dont" at a destructive confirmation). Read by the control
reader (``control.py``); no reader of the pipeline.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import SlotType
from . import references
from .lexicon import PhraseSet, normalize
from .replies import ANSWER_WORDS
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def only_words_of(words: PhraseSet, text: str) -> bool:
    """``text`` is nothing but words of ``words`` (or nothing at all)."""
    return not (text.strip() if words.regex is None else words.regex.sub(" ", text).strip())


def untailed(t: Turn, rest: str) -> str:
    """``rest`` without the particles that may follow a cancel word ("了", "吧", "then")."""
    tails = t.lex["let_go_tails"].regex
    return tails.sub(" ", rest) if tails is not None else rest


def asks_to_cancel_it(u: Knowledge, t: Turn, rest: str) -> bool:
    """What a cancel word leaves of the message is a polite ask and a pronoun at most, and
    a greeting: "can you cancel it?", "please cancel this", "hi i need to cancel", "能帮我取消吗". Mid-task that is the
    task; a booking to cancel is named ("cancel BK-1234", "cancel the hotel")."""
    lex = t.lex
    ref = references.detect(rest, lex)
    if ref is not None:
        if ref.kind != "pronoun":  # "cancel my booking" names a booking, not the task
            return False
        rest = rest[: ref.start] + " " + rest[ref.end :]
    for words in (lex["question_words"], u.replies[lex.language].requests, lex["greeting"]):
        if words.regex is not None:
            rest = words.regex.sub(" ", rest)
    rest = " ".join(rest.split())
    return not rest or u.replies[lex.language].only(rest, ANSWER_WORDS)


def the_undoing(u: Knowledge, word: str) -> str | None:
    """The one flow that undoes things whose triggers say the cancel ``word`` ("cancel
    my booking" of "i want to cancel"), when the domain has exactly one: a cancel with
    nothing running and nothing just made asks for it, and it asks what to cancel."""
    said = normalize(word)
    found = {
        flow.name
        for flow in u.domain.flows.values()
        if flow.destructive and any(said in normalize(x) for x in flow.triggers)
    }
    return next(iter(found)) if len(found) == 1 else None


def no_to_yes_or_no(t: Turn, cancel: re.Match[str]) -> bool:
    """A cancel word that opens with a no ("不用了", "don't bother"), said first (a no
    before it aside: "nah dont bother") to a yes-or-no slot's question ("需要师傅先上门勘察吗？", "Should we take the cardboard
    away?") with no other cancel word after it: the no to that question, not the task let
    go. "算了", "never mind" and "no, cancel it" still cancel."""
    if t.task is None or t.flow is None or t.task.asked is None:
        return False
    spec = t.flow.slot(t.task.asked)
    if spec is None or spec.type != SlotType.BOOLEAN:
        return False
    before = t.norm[: cancel.start()].strip()  # "nah dont bother": only a no before it
    return (
        (not before or only_words_of(t.lex["deny"], before))
        and t.lex["deny"].prefix(cancel.group(0)) is not None
        and t.lex["cancel"].search(t.norm[cancel.end() :]) is None
    )


def no_dont(t: Turn) -> bool:
    """A no and a refusal, nothing else ("no dont", "nah don't"): the act is refused."""
    no = t.lex["deny"].prefix(t.norm)
    if no is None or t.task is None or t.task.asked is not None:
        return False
    rest = t.norm[no.end() :]
    return bool(rest.strip()) and only_words_of(t.lex["refusals"], rest)
