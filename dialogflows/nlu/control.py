"""Conversation control words: handoff, cancel, repeat and resume win over everything else.

A control phrase counts when it is the point of the message: a lone control word inside a
long sentence ("the agent at the desk said ...") does not, nor does a negated one ("don't
cancel", "不要取消"). "cancel it" with nothing running is a trigger of a cancel flow, not a
cancel of nothing; "back to {flow}" names a suspended flow.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Cancel, Command, Handoff, Repeat, Resume
from . import references
from .lexicon import Lexicon, has_cjk, normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .rules import RuleUnderstander

#: single-word control phrases ("stop", "human") count only in messages this short
SHORT_WORDS = 6


def intent(t: Turn, category: str) -> re.Match[str] | None:
    """A control phrase, unless it is a lone word in a long sentence ("the agent at the
    desk said ...") or negated ("don't cancel", "不要取消")."""
    m = t.lex[category].search(t.norm)
    if m is None:
        return None
    if " " not in m.group(0) and not has_cjk(m.group(0)) and t.words > SHORT_WORDS:
        return None
    before = t.norm[: m.start()].rstrip()
    if before and any(n.end() == len(before) for n in t.lex["negation"].finditer(before)):
        return None
    return m


#: the phrase categories ``control_commands`` looks for before resume
CONTROL_CATEGORIES = ("handoff", "cancel", "repeat")


def control_gate(lex: Lexicon) -> re.Pattern[str] | None:
    """One regex that finds a phrase of any ``CONTROL_CATEGORIES``: most messages have
    none, and then one search replaces three."""
    parts = [lex[c].regex for c in CONTROL_CATEGORIES]
    found = [f"(?:{rx.pattern})" for rx in parts if rx is not None]
    return re.compile("|".join(found)) if found else None


def control_commands(u: RuleUnderstander, t: Turn) -> list[Command] | None:
    gate = u.control_gates.get(t.lex.language)
    if gate is None or gate.search(t.norm) is None:
        return _resume(u, t)
    if intent(t, "handoff") is not None:
        return [Handoff(reason=None)]
    cancel = intent(t, "cancel")
    if cancel is not None:
        rest = (t.norm[: cancel.start()] + " " + t.norm[cancel.end() :]).strip()
        hits = u.triggers.match(t.norm)
        # "cancel it" with nothing running starts cancel_booking; mid-task it cancels the task
        busy = t.state.active_task is not None or t.state.offer_resume is not None
        bare = not rest or any(t.lex[c].fullmatch(rest) for c in ("fillers_trail", "affirm"))
        if not hits or (busy and bare):
            return [Cancel()]
    if intent(t, "repeat") is not None and t.words <= 8:
        return [Repeat()]
    return _resume(u, t)


def _resume(u: RuleUnderstander, t: Turn) -> list[Command] | None:
    if not t.templated or not t.lex.may_match("resume", t.raw):
        return None
    suspended = [task.flow for task in t.state.task_stack]
    low = t.raw.lower()
    for tpl in t.lex.templates["resume"]:
        m = tpl.search_lowered(t.raw, low)
        if m is None:
            continue
        if "flow" not in tpl.holes:
            short = t.words <= 3 or (has_cjk(t.norm) and len(t.norm) <= 8)
            if short or m.group(0).strip().casefold() == t.raw.strip(" .!?。！？").casefold():
                return [Resume(flow=None)]
            continue
        named = strip_trailing(m.group("flow"), t.lex)
        flow = u.names.flow(named, suspended)
        if flow is not None:
            return [Resume(flow=flow)]
        if references.detect(normalize(named), t.lex) is not None:
            return [Resume(flow=None)]
    return None


def strip_trailing(text: str, lex: Lexicon) -> str:
    low = normalize(text)
    for f in lex["fillers_trail"].ending(low):
        if low.endswith(" " + f):
            return low[: -len(f)].strip()
    return low
