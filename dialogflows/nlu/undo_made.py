"""A bare cancel right after a booking: "please cancel", "帮我取消了吧" with nothing running.

The task that ended last made something (a result with an ``entity``), and one destructive
flow takes that kind of thing: the cancel asks to undo it ("There is nothing to cancel"
answered it). Only a cancel word that is one of that flow's own trigger words counts:
"never mind", "算了" let go, and nothing is offered. A part of the cancel reader
(``control.py``); no reader of the pipeline lives here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..spec import FlowSpec
from ..state import DONE
from ..undo_entities import made_entities, undoers
from .lexicon import has_cjk, normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def undoes_what_was_made(u: Knowledge, t: Turn, cancel: re.Match[str]) -> str | None:
    """The one destructive flow that takes what the task that ended last made, when the
    cancel word is one of its trigger words; None otherwise."""
    found = _the_undoer(u, t)
    if found is None:
        return None
    name, triggers = found
    said = _pieces(cancel.group(0))
    if not any(piece in trigger for piece in said for trigger in triggers):
        return None
    return name


def undo_verb_said_of_it(u: Knowledge, t: Turn) -> str | None:
    """DOMAIN_UNDO_VERB_WITH_A_PRONOUN: with nothing going on, right after a task made
    something, an undo word (the lexicon's ``undo_words``) that opens a trigger of the one
    destructive flow taking that thing, said with a pronoun for its object
    (``object_pronouns``: "could i withdraw it" for the trigger "withdraw my booking"),
    asks for that flow, as "cancel that" does. A verb no trigger of it opens, or one said
    of a thing named, is not read here."""
    state = t.state
    if state.active_task or state.task_stack or state.queued or state.offer_resume:
        return None
    found = _the_undoer(u, t)
    if found is None:
        return None
    name, triggers = found
    pronouns = t.lex["object_pronouns"]
    for verb in t.lex["undo_words"].finditer(t.norm):
        opens = any(trigger.startswith(verb.group(0) + " ") for trigger in triggers)
        rest = t.norm[verb.end() :].lstrip()
        said = pronouns.prefix(rest)
        if opens and said is not None and _word_ends(rest, said.end()):
            return name
    return None


def _word_ends(text: str, at: int) -> bool:
    """``at`` closes a word of ``text`` ("it" of "it," but not of "item")."""
    return at >= len(text) or not text[at].isalnum()


def made_by_last(u: Knowledge, t: Turn) -> tuple[FlowSpec, dict[str, Any]] | None:
    """The flow of the task that ended last, done, and what its action made (entity type
    -> value, ``made_entities``); None when no task is done or it made nothing. What "it",
    "cancel that" and "where is it now?" right after it may point at (``made_pronoun``)."""
    done = t.state.last_task
    flow = u.domain.flows.get(done.flow) if done is not None else None
    if done is None or flow is None or done.phase != DONE:
        return None
    made = made_entities(flow, done.results)
    return (flow, made) if made else None


def _the_undoer(u: Knowledge, t: Turn) -> tuple[str, list[str]] | None:
    """The one destructive flow that takes what the task that ended last made, with its
    triggers normalized; None when that task made nothing or several flows take it."""
    last = made_by_last(u, t)
    if last is None:
        return None
    flow, made = last
    undoing = {f.name: f for f, _ in undoers(u.domain.flows.values(), made, besides=flow.name)}
    if len(undoing) != 1:
        return None
    ((name, target),) = undoing.items()
    return name, [normalize(str(trigger)) for trigger in target.triggers]


def _pieces(word: str) -> set[str]:
    """What of a cancel phrase may stand in a trigger: its words of three letters or more,
    its runs of two Chinese characters ("取消" of "取消吧"; "算了" and "了吧" name no undoing)."""
    norm = normalize(word)
    if has_cjk(norm):
        return {norm[i : i + 2] for i in range(len(norm) - 1) if has_cjk(norm[i : i + 2])}
    return {w for w in norm.split() if len(w) >= 3}
