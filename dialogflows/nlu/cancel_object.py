"""What a cancel word lets go when it is not the running task: an extra the bot just
refused ("没米饭那就算了"), a topic named after it ("never mind the weather"), the running
task with another request after it ("cancel that, i need to move my rental instead"),
and the running task named by a flow that undoes its kind of thing ("算了不卖了"). Read
by the control reader (``control.py``); no reader of the pipeline.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import (
    ChitChat,
    Command,
    Resume,
)
from .cancel_alone import only_words_of
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import normalize
from .trigger_hits import TriggerHit
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


@lexicon_grammar
def _missing(w: ListWords) -> re.Pattern[str]:
    """ "没米饭那就", "没有米饭的话", "no rice then": what was missing, before a cancel word."""
    return re.compile(
        rf"^(?:{w.zh_alt('missing_leads')})?(?:{w.zh_alt('missing_words')})(?P<zh>.+?)"
        rf"(?:{w.zh_alt('missing_tails')})*$"
        rf"|^(?:(?:{w.en_alt('missing_leads')})\s+)?(?:{w.en_alt('missing_words')})\s+(?P<en>.+?)"
        rf"(?:\s+(?:{w.en_alt('missing_tails')}))?$"
    )


def refused_let_go(t: Turn, cancel: re.Match[str]) -> bool:
    """ "没米饭那就算了", "no rice? never mind then" right after the bot said it has no rice:
    what is let go is that extra, not the task. The missing thing must be a value the bot
    refused last turn, and nothing but the cancel word may follow."""
    # the values the bot refused last turn, as the runtime recorded them (``state.told``)
    told = t.state.told
    if not told.refused or told.refused_turn != t.state.turn:
        return False
    # what may follow the cancel word in such a message: "了", "吧", "then" (``let_go_tails``)
    if not only_words_of(t.lex["let_go_tails"], t.norm[cancel.end() :]):
        return False
    m = grammar(t.lex, _missing).match(t.norm[: cancel.start()].strip())
    if m is None:
        return False
    missing = (m.group("zh") or m.group("en") or "").strip()
    return bool(missing) and missing in normalize(" ".join(told.refused))


#: what may stand between a cancel word and the flow it lets go: "never mind (about) the
#: weather", "forget that hotel", "算了那个天气" (the lexicon's ``object_gap``, at most this
#: many words of it)
_OBJECT_GAP_WORDS = 2


def dropped_topic(
    u: Knowledge, t: Turn, cancel: re.Match[str], hits: list[TriggerHit]
) -> list[Command] | None:
    """ "never mind the weather" once the forecast is told, "forget the hotel, let's
    continue": the flow named right after the cancel word is what is let go. Nothing of it
    runs, waits or is queued, so nothing is cancelled and nothing starts; what follows may
    go back to the task on hold."""
    live = {x.flow for x in (*t.state.task_stack, *t.state.queued)}
    if t.task is not None:
        live.add(t.task.flow)
    for h in hits:
        if h.flow in live or h.start < cancel.end():
            continue
        gap = t.norm[cancel.end() : h.start]
        if len(gap.split()) > _OBJECT_GAP_WORDS or not only_words_of(t.lex["object_gap"], gap):
            continue
        rest = t.norm[h.end :].strip()
        if rest and not _resumes(t, rest):
            return None  # "never mind the hotel, book a flight": a new request follows
        if t.state.task_stack and (rest or t.state.offer_resume is not None):
            return [Resume(flow=None)]  # the aside let go, what was offered is taken up
        return [ChitChat(text=t.raw.strip())]
    return None


def _resumes(t: Turn, text: str) -> bool:
    """``text`` is a flow-less resume phrase and nothing more ("let's continue", "where was
    I", "继续吧")."""
    whole = text.strip(" .!?。！？").casefold()
    for tpl in t.lex.templates["resume"]:
        if "flow" in tpl.holes:
            continue
        m = tpl.regex.search(text)
        if m is not None and m.group(0).strip(" .!?。！？").casefold() == whole:
            return True
    return False


def request_after(
    u: Knowledge, t: Turn, cancel: re.Match[str], hits: list[TriggerHit], running: str
) -> str | None:
    """The flow a trigger said after "cancel that" asks for, when it is neither the
    running flow nor one that undoes things ("scrap that, i just want to move my rental",
    "cancel it and book me a hotel instead"): the cancel word's object is the running task,
    a pronoun right after it, so that task is let go and the other flow started. "cancel
    the ski rental" while a rental is moved names a thing, no task to leave."""
    ref = t.reference()
    if ref is None or ref.kind != "pronoun" or t.norm[cancel.end() : ref.start].strip():
        return None
    after = [
        h
        for h in hits
        if h.start >= ref.end
        and h.flow != running
        and h.score >= 1.0
        and not u.domain.flows[h.flow].destructive
    ]
    return after[0].flow if len({h.flow for h in after}) == 1 else None


def undoes_running(
    u: Knowledge,
    t: Turn,
    cancel: re.Match[str],
    hits: list[TriggerHit],
    running: str,
    target: str | None,
) -> bool:
    """What follows the cancel word asks only for flows that undo the running task's
    kind of thing (``destructive``, on its ``entity``: "算了不卖了" while a pick-up is
    being booked, "never mind, cancel the booking" while booking), naming none that
    exists (no reference, no code; ``target`` is the flow a code names, if any): the
    cancel word and the trigger say one thing, the running task is let go, not a past one
    asked for."""
    entity = u.domain.flows[running].entity
    after = [h for h in hits if h.start >= cancel.end() and h.flow != running]
    if entity is None or not after or t.reference() is not None:
        return False
    for h in after:
        flow = u.domain.flows[h.flow]
        if not flow.destructive or flow.entity != entity:
            return False
    return target is None
