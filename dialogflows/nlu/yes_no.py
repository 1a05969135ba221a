"""A yes or a no to a confirmation: a plain one, and a yes carrying the action's own verb
("yes, cancel it", "好的，寄吧").

How long a go-ahead after a yes may be, and the values held said back in it, are measured in
``go_ahead.py``; the yes to a flow that undoes something (its verb as the go-ahead, a reason
told after it) is read in ``yes_to_an_undoing.py``.

The other replies to what the bot waits for are readers of their own: the answer to a
clarifying question (``clarification_answer.py``), a slot cleared by name
(``slot_cleared.py``), and how a message that is nothing else closes (``closing.py``).
Functions of the ``Knowledge`` (``u``) and the message being read (``t``), like the
other readers of ``pipeline.py``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Affirm, Cancel, Command, Deny
from ..spec import FlowSpec
from .asides import is_question
from .clauses import CLAUSE_END
from .confirm_echo import yes_said_back
from .declines import declined_words
from .go_ahead import (
    DOUBTS,
    GO_AHEAD_CHARS,
    GO_AHEAD_WORDS,
    held_said_back,
    without_agreement,
    without_yes_words,
)
from .lexicon import has_cjk, normalize
from .pure_replies import pure
from .replies import ASIDE, CANCEL, NO, SOFT, WAIT, YES, strip_trailing
from .utterance import Turn
from .yes_to_an_undoing import (
    action_verb_alone,
    cancel_is_the_action,
    own_verb_said_back,
    undoing_with_reason,
    verb_then_reason,
)

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: the confidence of a murmured yes ("嗯", "mhm"): under the default threshold
WEAK_YES = 0.5


def affirmed(u: Knowledge, t: Turn) -> list[Command] | None:
    """A yes to the confirmation ("yes please", "嗯"): the first reading at a confirmation;
    a correction comes next ("no, make it Friday"), then a no (``composed.confirmation``)."""
    if pure(u, t, "affirm") or t.lex["affirm_alone"].fullmatch(t.norm):
        # "嗯", "mhm": a yes, but a murmur (a destructive flow asks for a clear one)
        weak = t.lex["affirm_weak"].fullmatch(t.norm)
        return [Affirm(confidence=WEAK_YES if weak else 1.0)]
    return None


def denied(u: Knowledge, t: Turn) -> list[Command] | None:
    """A no to the confirmation that carries no correction: "No wait, I need a flight
    first" asks for another flow, read before as the switch, not as this no. A no that says
    the thing is no longer wanted (the lexicon's ``no_longer``: "dont need it anymore")
    lets the task go."""
    if u.replies[t.lex.language].leads_with(NO, t.norm):
        # "no wait", "不对": something is wrong or the user stops to think (``Deny.amend``);
        # a wait before the no only stops the bot to say it ("等一下，不要取消")
        said, _ = t.lex["waits"].after_opening(t.norm)  # "等一下，不要取消" is "不要取消"
        wrong = _wrong_said(t)
        if not wrong and _action_declined(t):
            # "oh wait dont book it, <a reason>": the action itself turned down by its own
            # verb, a wait before it or not, lets the task go; nothing to change
            return [Cancel()]
        amend = wrong or t.lex["waits"].search(said) is not None
        if not amend and t.lex["no_longer"].search(t.norm) is not None:
            # "dont need it anymore", "no longer needed": the thing itself is not wanted,
            # so the task is let go; no question what to change
            return [Cancel()]
        return [Deny(amend=amend)]
    if _no_longer_wanted(t):  # "we dont need it any more": a no said as a statement
        return [Cancel()]
    return None


def _action_declined(t: Turn) -> bool:
    """The confirmation's action turned down by its verb (REFUSED_ACTION_READ_AS_A_CHANGE):
    a declining frame of the lexicon (``decline_frames``: "dont {act}") around a verb of
    the running flow, the first word of one of its triggers or a word of its confirmation's
    question ("Submit it?"), so "dont submit it" refuses the thing asked about, where a
    bare no only asks what to change. Latin words only: Chinese turns a trigger's verb down
    in frames of its own (``quit_verb``)."""
    flow = t.flow
    if flow is None:
        return False
    found = declined_words(t.lex, t.norm)
    if not found:
        return False
    verbs = {n.split()[0] for n in (normalize(x) for x in flow.triggers) if n and not has_cjk(n)}
    if flow.confirm:
        asked = _FIELD.sub(" ", flow.confirm)
        asked = re.split(r"[.!:]\s", asked)[-1]  # the question, its last sentence
        verbs |= {w for w in normalize(asked).split() if not has_cjk(w)}
    return any(w in verbs for w in found)


#: a field of a template (``{day}``), no word of its question
_FIELD = re.compile(r"\{[^}]*\}")


def _wrong_said(t: Turn) -> bool:
    """The no says a detail is wrong (the lexicon's ``deny_wrong``: "no thats wrong"); a
    mistake the user owns (``own_mistake``: "no dont, my mistake") is an apology for asking,
    so its word of a mistake says nothing is wrong with what the bot holds."""
    norm = t.norm
    for m in reversed(t.lex["own_mistake"].finditer(norm)):
        norm = f"{norm[: m.start()]} {norm[m.end() :]}"
    return t.lex["deny_wrong"].search(norm) is not None


def _no_longer_wanted(t: Turn) -> bool:
    """A statement, asking nothing, that refuses (the lexicon's ``refusals``: "dont need")
    what is no longer wanted (``no_longer``: "any more")."""
    return (
        t.lex["refusals"].search(t.norm) is not None
        and t.lex["no_longer"].search(t.norm) is not None
        and not is_question(t.raw, t.lex)
    )


#: the kinds of reply word that take back a yes said before them: a wait, a doubt
_TAKEN_BACK = frozenset({WAIT, ASIDE})


def yes_carrying_a_verb(u: Knowledge, t: Turn) -> list[Command] | None:
    """At a confirmation, a yes followed by a short go-ahead is a yes: "yes, cancel it" to
    "Cancel loan LN-1234?", "yep go ahead and send it", "是的，取消吧", "好的，寄吧".

    The go-ahead is the action's own verb, which no list can hold for every domain: what
    follows the yes is taken as one when it is short (``GO_AHEAD_WORDS``, a thanks, a
    please or a farewell closing it aside: "yes thats all correct thanks", "yes thats
    perfect see you then", and the particle of a phrasal verb, ``go_ahead_particles``:
    "yep get it booked in", and words of a yes praising what is confirmed: "that all looks
    right"), carries no no,
    negation, question, value of the flow or request for another flow (the day a closing
    farewell names is the farewell's: "yes see you sunday"). A cancel word in
    it is the action's verb only when the flow itself undoes something (``destructive``);
    elsewhere a "yes, cancel" is left to the cancel reader."""
    flow = t.flow
    if flow is None or is_question(t.raw, t.lex):
        return None
    replies = u.replies[t.lex.language]
    opening = u.farewells[t.lex.language].opening(t.norm)
    if opening is not None and opening not in replies.kinds:
        return None  # "thats all for now cheers": a goodbye opening it, no yes word
    found, pos = replies.tokens(t.norm)
    if action_verb_alone(u, t, found, pos):
        return [Affirm()]  # "嗯，取消掉", "取消吧" to "确认取消预约MS2001吗？"
    if verb_then_reason(u, t, flow):
        return [Affirm()]  # "取消吧 老人住院了", "cancel it, we dont need it now"
    if all(SOFT in k for k in found) and own_verb_said_back(u, t, flow):
        return [Affirm()]  # "撤了吧", "嗯 撤了吧 麻烦你们了" to "撤销QZ4078？"
    if not found and yes_said_back(t, flow):
        return [Affirm()]  # "快派吧" to "…现在派单吗？"
    lead = next((k for k in found if SOFT not in k), None)
    closing = None if lead is not None and YES in lead else _before_closing_yes(u, t)
    if closing is None and (lead is None or YES not in lead):
        return None
    after_yes = lead is not None and YES in lead
    if any(k & _TAKEN_BACK for k in found) or (
        flow.destructive and t.lex["keep_it"].search(t.norm) is not None
    ):
        # YES_TAKEN_BACK_AFTER_ITS_GO_AHEAD: "yes cancel it, hang on", "yes cancel it, not
        # sure", "yes cancel it, actually keep it" undid the thing: a wait, a doubt or the
        # keeping of it said after the go-ahead takes the yes back
        return None
    if undoing_with_reason(u, t, flow, after_yes):
        return [Affirm()]
    if any(NO in k and YES not in k for k in found):
        return None
    if t.lex["cancel"].search(t.norm) is not None and not cancel_is_the_action(u, t, after_yes):
        return None  # "好吧，还是算了", "ok never mind": the thing is let go, not done
    rest = closing if closing is not None else t.norm[pos:].strip()
    particles = t.lex["go_ahead_particles"]  # "booked in", "sign us up": no word more
    if rest:
        # "yes thats all correct thanks", "yes thats perfect see you then": the thanks or
        # the farewell closing it is no part of the go-ahead
        bye = u.farewells[t.lex.language].closing_at(rest)
        size_of = strip_trailing(rest[:bye] if bye else rest, t.lex) or rest
        size_of = without_agreement(size_of, t) or size_of  # "12:30 works for me"
        size_of = without_yes_words(size_of, replies)  # "that all looks right": praise
        size = (
            len(size_of.replace(" ", ""))
            if has_cjk(size_of)
            else sum(1 for w in size_of.split() if not particles.fullmatch(w))
        )
        # longer than a go-ahead, it is one only as values the task holds said back
        # ("yes monday at half 12 see you then"), nothing more
        longer = size > (GO_AHEAD_CHARS if has_cjk(rest) else GO_AHEAD_WORDS)
        if any(t.lex[c].search(rest) for c in (*DOUBTS, "corrections")):
            return None
        # the word a closing farewell ends on ("see you sunday", "see you soon") is the
        # farewell's, not a value or a request of the go-ahead before it
        go = rest[:bye].strip() if bye is not None else rest
        own = u.triggers.exact(go)
        if any(h.flow != flow.name for h in own):
            return None
        whole = go.strip(" ,.!。！")
        if not longer and any(h.end - h.start >= len(whole) for h in own):
            # YES_WITH_THE_FLOWS_OWN_TRIGGER_AT_ITS_CONFIRMATION: "对 报停", "确认报停" to
            # "…确认报停吗？", "yes book the survey": the request said again, alone, is its
            # go-ahead ("okay, book a hotel in paris after all" says more: asked again)
            return [Affirm()]
        back = held_said_back(u, t, flow, go)
        if back is None:
            return None  # a value the task does not hold: a change, not a go-ahead
        if back != go and without_yes_words(without_agreement(back, t), replies).strip(" ,.!"):
            return None  # "book a hotel in paris after all": more than the value said back
        if longer and back == go and not _remark_after_yes(t, flow, pos, rest, after_yes):
            return None
        if any(c.isdigit() for c in back + rest[len(go) :]):
            return None  # "是302": a go-ahead verb holds no number, a corrected value may
    elif not any(CANCEL in k for k in found):
        return None  # a plain yes is read where it always was
    return [Affirm()]


def _remark_after_yes(t: Turn, flow: FlowSpec, pos: int, rest: str, after_yes: bool) -> bool:
    """YES_WITH_A_REMARK_AT_THE_CONFIRMATION: "好的 麻烦阿姨早点到", "yes please and make
    sure hes on time": the yes said first as a clause of its own (a space after it in
    Chinese, a comma or a joiner of the lexicon's ``joiners`` in English), then a remark for
    the people who will do it, is the yes; the remark holds nothing the caller refused
    (a no, a change, a wait, a value the task does not hold, another flow, a number). Not
    for a flow that undoes something, whose yes stays a plain one."""
    if not after_yes or flow.destructive or not rest:
        return False
    if any(t.lex[c].search(t.norm[:pos]) for c in DOUBTS):
        return False  # "yes, not sure about …": the yes took in a doubt
    if has_cjk(rest):
        return t.norm[pos : pos + 1].isspace() or t.norm[pos - 1 : pos].isspace()
    lead = t.norm[:pos].split()
    said = t.raw.casefold()
    at = said.find(rest.split()[0], len(lead[0]) if lead else 0)
    comma = at > 0 and any(c in said[:at] for c in ",;")
    joiners = t.lex["joiners"]
    return comma or any(joiners.fullmatch(w) for w in lead) or joiners.prefix(rest) is not None


def _before_closing_yes(u: Knowledge, t: Turn) -> str | None:
    """What stands before a yes that closes the message in a clause of its own ("快点来吧，
    确认"), normalized; None when the last clause is no plain yes or nothing is before it.
    It is weighed like the go-ahead after a yes."""
    parts = [p for p in CLAUSE_END.split(t.raw.strip()) if p.strip()]
    if len(parts) < 2 or not u.replies[t.lex.language].is_(YES, normalize(parts[-1])):
        return None
    return normalize(" ".join(parts[:-1])) or None
