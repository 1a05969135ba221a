"""A flow asked for with a pronoun for the thing just made: "where is it now?" right after
a parcel was booked, for the trigger "where is my parcel".

TRIGGER_SAID_WITH_A_PRONOUN_FOR_THE_THING_JUST_MADE: the task that ended last made a thing
(a result with an ``entity``), and another flow takes that kind of thing in a slot of its
own (tracking, changing, paying for it). Its English trigger of three words or more holding
a determiner and the thing's noun ("where is my parcel", "is my order ready") said with a
pronoun of the lexicon's ``trigger_pronouns`` in their place ("where is it", "can you track it") asks for that
flow, which takes the thing made: the user points at what the talk just named. "I can
help you with …" answered it. Only one such flow may fit; an undoing flow is the cancel
reader's (``undo_made.py``). A reader: it returns the flow asked for, the orchestrator
starts it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from .grammar_words import grammar, lists_of
from .lexicon import has_cjk, normalize
from .undo_made import made_by_last
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: the words of a thing and of the pronouns that stand for it
_LISTS = lists_of("thing_determiners", "trigger_pronouns")

#: the space between two words of a trigger
_GAP = r"\s+"

#: the fewest words of a trigger said so: a verb or a question word, a determiner, a noun
_LEAST_WORDS = 3


def made_thing_by_pronoun(u: Knowledge, t: Turn) -> str | None:
    """The one flow, other than the one that made it, taking the thing the last task made,
    one of whose triggers the message says with a pronoun for its thing; None else."""
    state = t.state
    if state.active_task or state.task_stack or state.queued or state.offer_resume:
        return None
    last = made_by_last(u, t) if not has_cjk(t.norm) else None
    if last is None:
        return None
    maker, made = last
    lists = grammar(t.lex, _LISTS)
    determiners = set(lists.own("thing_determiners", t.lex.language))
    pronouns = lists.own("trigger_pronouns", t.lex.language)
    if not pronouns or not determiners:
        return None
    said = f" {t.norm} "
    found: set[str] = set()
    for flow in u.domain.flows.values():
        if flow.name == maker.name or flow.destructive:
            continue
        if not any(s.entity is not None and s.entity in made for s in flow.slots):
            continue
        forms = _pronoun_forms(tuple(flow.triggers), pronouns, frozenset(determiners))
        if any(rx.search(said) is not None for rx in forms):
            found.add(flow.name)
    return next(iter(found)) if len(found) == 1 else None


@lru_cache(maxsize=1024)
def _pronoun_forms(
    triggers: tuple[str, ...], pronouns: tuple[str, ...], determiners: frozenset[str]
) -> tuple[re.Pattern[str], ...]:
    """The English ``triggers`` of three words or more with a determiner and its noun said
    as one of ``pronouns``, compiled once per flow and lexicon, not on every message."""
    them = "|".join(re.escape(p) for p in pronouns)
    out: list[re.Pattern[str]] = []
    for trigger in triggers:
        words = normalize(trigger).split()
        if len(words) < _LEAST_WORDS or has_cjk(trigger):
            continue
        for i in range(len(words) - 1):
            if words[i] in determiners:
                said_so = [
                    *map(re.escape, words[:i]),
                    f"(?:{them})",
                    *map(re.escape, words[i + 2 :]),
                ]
                out.append(re.compile(r"\s" + _GAP.join(said_so) + r"\s"))
    return tuple(out)
