"""How a message that is nothing else closes: a goodbye, a thank-you, a yes or a no, or
chit-chat, with something asked back read first (``findings.RecallFirst``); and a yes to
"Shall we get back to …?" that goes ahead with the task held at its confirmation.

Functions of the ``Knowledge`` (``u``) and the message being read (``t``), like the
other readers of ``pipeline.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Affirm, ChitChat, Command, Deny
from ..state import CONFIRMING
from .asides import is_question
from .findings import RECALL_BELIEF, RECALL_DONE, RECALL_ENTITY, RECALL_SLOT, RecallFirst
from .options import options_idle
from .pure_replies import pure
from .query_forms import forms_of
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def closing(u: Knowledge, t: Turn) -> list[Command] | RecallFirst:
    """How a message that is nothing else closes (see the module): a goodbye or a thanks as
    chit-chat (they agree to nothing), a yes or a no, or chit-chat, with something asked back
    read first."""
    if u.farewells[t.lex.language].said(t.raw, t.norm):
        # "That's all, thanks" says goodbye; it agrees to nothing (the turn says goodbye)
        return [ChitChat(text=t.raw.strip())]
    if t.task is None and t.state.offer_resume is None and t.lex["thanks"].search(t.norm):
        # "ok thanks" agrees to nothing either; "thanks, what was the number?" still asks
        said: list[Command] = [ChitChat(text=t.raw.strip())]
        return _recalled_first(t, said) if is_question(t.raw, t.lex) else said
    if pure(u, t, "affirm"):
        return _resumed_and_done(u, t) or [Affirm()]
    if pure(u, t, "deny"):
        if t.task is None and t.state.offer_resume is None and not t.state.queued:
            return [ChitChat(text=t.raw.strip())]  # no question to say no to: help declined
        return [Deny()]
    # "有什么菜？" with no task: the menu
    asked = options_idle(u, t)
    return _recalled_first(t, [asked] if asked is not None else [ChitChat(text=t.raw.strip())])


def resumed_done(u: Knowledge, t: Turn) -> list[Command] | None:
    """A yes and a go-ahead to "Shall we get back to …?" whose go-ahead says the held flow's
    own verb ("yes book it" for a booking held at its confirmation): read before the triggers,
    which would take "book it" for a request that only takes the task up again."""
    if pure(u, t, "affirm"):
        return _resumed_and_done(u, t)
    if t.lex["affirm"].prefix(t.norm) is not None:  # "好的 确认报名": a yes, then the trigger
        return _resumed_and_done(u, t, by_trigger=True)
    return None


def _resumed_and_done(u: Knowledge, t: Turn, *, by_trigger: bool = False) -> list[Command] | None:
    """ "ok, yes book it" to "Shall we get back to booking a flight?" when the flight waits
    at its confirmation: a yes to going back, and one to the confirmation it already saw.
    Never for a destructive flow (it asks for its own clear yes)."""
    offered = t.state.offer_resume
    if offered is None or t.task is not None:
        return None
    held = next((x for x in t.state.task_stack if x.id == offered), None)
    flow = u.domain.flows.get(held.flow) if held is not None else None
    if held is None or flow is None or held.phase != CONFIRMING or flow.destructive:
        return None  # (a task saved under a flow the domain no longer has is not guessed)
    if by_trigger:  # "好的 确认报名": the held flow's own trigger says its verb
        if not any(h.flow == flow.name for h in u.triggers.exact(t.norm)):
            return None
    elif u.replies[t.lex.language].proceed.search(t.norm) is None:
        return None
    return [Affirm(), Affirm()]


#: what a closing message may ask back, in this order: what was done, an entity, a
#: value said, a belief
_CLOSING_RECALLS = (RECALL_DONE, RECALL_ENTITY, RECALL_SLOT, RECALL_BELIEF)


def _recalled_first(t: Turn, otherwise: list[Command]) -> list[Command] | RecallFirst:
    """ "what was my reservation number again?", "what date did I say?", "我的预算是多少？"
    asked back first (``pipeline`` runs the recall readers); never a question about the
    business ("do you guys move pianos?" recalls no move)."""
    if forms_of(t.lex).asks_about(t.norm):
        return otherwise
    return RecallFirst(otherwise, _CLOSING_RECALLS)
