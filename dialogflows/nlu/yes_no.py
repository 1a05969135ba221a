"""Replies to what the bot is waiting for: a yes or a no to a confirmation, the answer to a
clarifying question, "forget the date" (clearing a slot), and how a message that is nothing
else closes: a goodbye, a thank-you, a yes or a no, or chit-chat.

Functions of the ``Knowledge`` (``u``) and the message being read (``t``), like the
other steps of ``rules.py``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..commands import Affirm, ChitChat, ClearSlot, Command, CorrectSlot, Deny, SetSlot
from ..spec import SlotSpec, SlotType
from . import date_words, references, times
from .asides import is_question
from .clauses import CLAUSE_END
from .control_words import is_control_word
from .findings import (
    RECALL_BELIEF,
    RECALL_DONE,
    RECALL_ENTITY,
    RECALL_SLOT,
    Found,
    RecallFirst,
)
from .flow_names import said_beyond
from .lexicon import Lexicon, has_cjk, normalize
from .mood import mood
from .named_flows import made_by_named_flow, named_flows
from .options import options_idle
from .query_forms import forms_of
from .references import Reference
from .replies import CANCEL, NO, SOFT, YES, strip_trailing
from .utterance import Turn
from .value_words import Words
from .volunteered import volunteered
from .zero_counts import may_be_none

if TYPE_CHECKING:
    from .knowledge import Knowledge

_TEXT = SlotType.TEXT


#: the confidence of a murmured yes ("嗯", "mhm"): under the default threshold
WEAK_YES = 0.5


def pure(u: Knowledge, t: Turn, category: str) -> bool:
    """The message is a yes (or no) and nothing more: "yes please", "好的，谢谢", "Yes,
    that's right, book it", "Hmm, no" (go-ahead, polite and hesitation words around it)."""
    return u.replies[t.lex.language].is_(YES if category == "affirm" else NO, t.norm)


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
    first" asks for another flow, read before as the switch, not as this no."""
    if u.replies[t.lex.language].leads_with(NO, t.norm):
        # "no wait", "不对": something is wrong or the user stops to think (``Deny.amend``);
        # a wait before the no only stops the bot to say it ("等一下，不要取消")
        said = _after_opening_waits(t)
        amend = t.lex["deny_wrong"].search(t.norm) is not None or (
            t.lex["waits"].search(said) is not None
        )
        return [Deny(amend=amend)]
    return None


def _after_opening_waits(t: Turn) -> str:
    """The message after the waits (and soft words) it opens with: "等一下，不要取消" is
    "不要取消"."""
    rest = t.norm
    while (m := t.lex["waits"].prefix(rest)) is not None and m.end() > 0:
        rest = rest[m.end() :].strip()
    return rest


#: how long the go-ahead after a yes may be: "yes, <verb> it", "好的，寄吧"
GO_AHEAD_WORDS = 3
GO_AHEAD_CHARS = 4


def yes_carrying_a_verb(u: Knowledge, t: Turn) -> list[Command] | None:
    """At a confirmation, a yes followed by a short go-ahead is a yes: "yes, cancel it" to
    "Cancel loan LN-1234?", "yep go ahead and send it", "是的，取消吧", "好的，寄吧".

    The go-ahead is the action's own verb, which no list can hold for every domain: what
    follows the yes is taken as one when it is short (``GO_AHEAD_WORDS``), carries no no,
    negation, question, value of the flow or request for another flow. A cancel word in
    it is the action's verb only when the flow itself undoes something (``destructive``);
    elsewhere a "yes, cancel" is left to the cancel reader."""
    flow = t.flow
    if flow is None or is_question(t.raw, t.lex):
        return None
    replies = u.replies[t.lex.language]
    found, pos = replies.tokens(t.norm)
    if _action_verb_alone(u, t, found, pos):
        return [Affirm()]  # "嗯，取消掉", "取消吧" to "确认取消预约MS2001吗？"
    lead = next((k for k in found if SOFT not in k), None)
    closing = None if lead is not None and YES in lead else _before_closing_yes(u, t)
    if closing is None and (lead is None or YES not in lead):
        return None
    if any(NO in k and YES not in k for k in found):
        return None
    after_yes = lead is not None and YES in lead
    if t.lex["cancel"].search(t.norm) is not None and not _cancel_is_the_action(u, t, after_yes):
        return None  # "好吧，还是算了", "ok never mind": the thing is let go, not done
    rest = closing if closing is not None else t.norm[pos:].strip()
    if rest:
        size = len(rest.replace(" ", "")) if has_cjk(rest) else len(rest.split())
        if size > (GO_AHEAD_CHARS if has_cjk(rest) else GO_AHEAD_WORDS):
            return None
        if any(c.isdigit() for c in rest):
            return None  # "是302": a go-ahead verb holds no number, a corrected value may
        if any(
            t.lex[c].search(rest)
            for c in ("negation", "corrections", "deny", "refusals", "waits", "unsure")
        ):
            return None
        if any(h.flow != flow.name for h in u.triggers.exact(rest)):
            return None
        if any(u.parser(flow, s).find(rest, t.now, t.language) for s in flow.slots):
            return None
        if any(
            s.type != _TEXT and u.parser(flow, s).scan(rest, t.now, t.language) for s in flow.slots
        ):
            return None
    elif not any(CANCEL in k for k in found):
        return None  # a plain yes is read where it always was
    return [Affirm()]


def _action_verb_alone(u: Knowledge, t: Turn, found: list[frozenset[str]], pos: int) -> bool:
    """The message is the confirmed action's own cancel verb, with nothing but soft words
    around it (a murmured yes, a particle): "嗯，取消掉", "取消吧" to "Cancel pick-up
    HS1001?" ask for the cancel the bot is about to do. Read as a let-go of the cancel
    task instead, the user is told "已取消" and the thing they meant to cancel stays."""
    if pos != len(t.norm) or not any(CANCEL in k for k in found):
        return False
    if any(CANCEL not in k and SOFT not in k for k in found):
        return False
    if any(t.lex[c].search(t.norm) for c in ("negation", "deny")):
        return False  # "不退了" to "确认退款吗？": the action refused, not asked for
    return _cancel_is_the_action(u, t)


def _before_closing_yes(u: Knowledge, t: Turn) -> str | None:
    """What stands before a yes that closes the message in a clause of its own ("快点来吧，
    确认"), normalized; None when the last clause is no plain yes or nothing is before it.
    It is weighed like the go-ahead after a yes."""
    parts = [p for p in CLAUSE_END.split(t.raw.strip()) if p.strip()]
    if len(parts) < 2 or not u.replies[t.lex.language].is_(YES, normalize(parts[-1])):
        return None
    return normalize(" ".join(parts[:-1])) or None


def _cancel_is_the_action(u: Knowledge, t: Turn, after_yes: bool = False) -> bool:
    """Every cancel word of the message is the verb of the flow being confirmed: the flow
    undoes something (``destructive``) and its author used the word ("cancel" of "Cancel
    loan {loan_id}?", "取消" of "确认取消运单…"). "好的，不用了" to a cancellation lets it go;
    it confirms nothing. After a clear yes (``after_yes``), a word that names the act of
    undoing itself (the lexicon's ``undo_acts``: "对，取消吧" to "退掉月卡YK5001？") is the
    go-ahead whatever verb the author wrote; a let-go ("好的，算了") never is one."""
    flow = t.flow
    if flow is None or not flow.destructive:
        return False
    said = u.author_texts[flow.name] + " " + normalize(" ".join(flow.triggers))
    acts = t.lex["undo_acts"]
    for m in t.lex["cancel"].finditer(t.norm):
        phrase = m.group(0)
        if after_yes and acts.fullmatch(phrase):
            continue
        if has_cjk(phrase):
            parts = [phrase[i:j] for i in range(len(phrase)) for j in range(i + 2, len(phrase) + 1)]
        else:
            parts = [w for w in phrase.split() if len(w) > 2]
        if not any(p in said for p in parts):
            return False
    return True


def clarification_answer(u: Knowledge, t: Turn) -> list[Command] | Found | RecallFirst | None:
    assert t.task is not None and t.flow is not None and t.task.clarification is not None
    c = t.task.clarification
    spec = t.flow.slot(c.slot)
    if c.belief is not None and spec is not None:
        # "那就3000吧", "行吧，改成三千", "make it 800 then" to "that's over your budget":
        # a new value said with words around it replaces the one that broke the belief
        new_value = _new_value_said(u, t, spec, c.value)
        if new_value is not None:
            return [new_value]
    if c.belief is not None and spec is not None and t.lex["overrides"].search(t.norm):
        # "send it anyway", "还是充500吧" to "that's over your budget": the value kept,
        # unless another one is said with it ("还是改成200吧")
        other = u.parser(t.flow, spec).parse(t.scan, t.now, t.language)
        if other is None or other.value == c.value:
            return [Affirm()]
    ref = t.reference()
    if c.options and c.value is not None and set(map(str, c.options)) <= set(t.flow.slot_names):
        return _which_slot_answer(u, t, [str(o) for o in c.options], c.value, c.raw_text, ref)
    # "the 2nd" to "Wednesday 2 December or Wednesday 9 December?" names a day of the
    # month, read below; among other options it picks by place
    dated = spec is not None and spec.type == SlotType.DATE
    if (
        ref is not None
        and ref.kind == "ordinal"
        and c.options
        and not (dated and any(ch.isdigit() for ch in ref.raw))
    ):
        picked = references.pick_option(ref, c.options)
        if picked is not None:
            return [SetSlot(slot=c.slot, value=picked, raw_text=ref.raw)]
    if c.options:
        wanted = {normalize(str(o)): o for o in c.options}
        if t.norm in wanted:
            return [SetSlot(slot=c.slot, value=wanted[t.norm], raw_text=t.raw.strip())]
        meant: Any = None
        if spec is not None and spec.type == SlotType.DATE:  # "Sunday", "the 13th", "13号"
            meant = date_words.pick_option(t.scan, c.options, t.now, t.language, Words.of(t.lex))
        elif spec is not None and spec.type == SlotType.TIME:  # "8点" for 20:00
            meant = times.pick_option(t.scan, c.options)
        if meant is None:  # "the hotel" to "BK-7935 or HT-3287?": what that flow made
            meant = _made_by_named(u, t, c.options)
        if meant is not None:
            return [SetSlot(slot=c.slot, value=meant, raw_text=t.raw.strip())]
    if pure(u, t, "affirm"):
        return [Affirm()]
    if pure(u, t, "deny"):
        return [Deny()]
    if c.value is not None and not c.options and spec is not None:
        said = _referred_in_answer(u, t, spec, c.value, ref)
        if isinstance(said, RecallFirst) and said.otherwise is None:
            # "订单号是多少来着？": asked back, else read as below
            return RecallFirst(_said_after(u, t, spec), said.kinds)
        if said is not None:  # "就是那个订单" to "订单号是DD-5337吗？", "订单号是多少来着？"
            return said
    return _said_after(u, t, spec)


def _said_after(u: Knowledge, t: Turn, spec: SlotSpec | None) -> list[Command] | Found | None:
    """The clarification's answer that points at no entity: a yes in a clause of its own
    with the values said with it, the value taken as said, or a value of the slot."""
    assert t.task is not None and t.flow is not None and t.task.clarification is not None
    c = t.task.clarification
    if c.value is not None and not c.options:
        # "对，1份就行" to "菜名是宫保鸡丁吗？": a yes in a clause of its own, and the
        # values said with it
        first = CLAUSE_END.split(t.raw.strip(), maxsplit=1)[0]
        if (
            first != t.raw.strip() and u.replies[t.lex.language].is_(YES, normalize(first))
        ) or _yes_then_joiner(u, t):
            return [Affirm(), *volunteered(u, t, t.flow, t.task, skip={c.slot})]
    if spec is not None:
        got = u.parser(t.flow, spec).parse(t.scan, t.now, t.language)
        if c.value is not None and not c.options and (got is None or got.value == c.value):
            taken = _taken_as_said(u, t, c.slot)
            if taken is not None:
                return taken
        if got is not None and (spec.type != _TEXT or not is_control_word(u, t)):
            answer = SetSlot(
                slot=c.slot, value=got.value, raw_text=got.raw_text, confidence=got.confidence
            )
            if spec.type == _TEXT or t.scan[got.start : got.end] != got.raw_text:
                return [answer]
            # "then Madrid for 2 nights", "那就来两份麻婆豆腐": the other values said with it
            span = (got.start, got.end)
            beside = volunteered(u, t, t.flow, t.task, skip={c.slot}, used=(span,))
            return Found([answer, *beside], (span,))
    return None


def _yes_then_joiner(u: Knowledge, t: Turn) -> bool:
    """The message opens with a yes and goes on after a joiner, with no comma between
    ("yes and its a level", "yep also by friday"): the yes answers the question, and what
    follows the joiner is said beside it, as after a comma."""
    replies = u.replies[t.lex.language]
    found, pos = replies.tokens(t.norm)
    said = t.norm[:pos].strip()
    if not found or pos >= len(t.norm) or not replies.is_(YES, said):
        return False
    # the joiner may be read as a soft word of the reply ("and" of "yes and …")
    joiners = {normalize(str(w)) for w in t.lex.raw.get("joiners") or []}
    ends = any(said.endswith(f" {j}") for j in joiners)
    return ends or t.lex["joiners"].prefix(t.norm[pos:]) is not None


def _new_value_said(u: Knowledge, t: Turn, spec: SlotSpec, held: Any) -> SetSlot | None:
    """The one value of ``spec``'s type said in the answer (the whole message, else inside
    it) that differs from the value held for the question, ahead of a yes said with it
    ("行吧，改成三千"). Two different ones are no answer: the question stays."""
    assert t.flow is not None
    parser = u.parser(t.flow, spec)
    whole = parser.parse(t.scan, t.now, t.language)
    found = [whole] if whole is not None else parser.find(t.scan, t.now, t.language)
    found = [p for p in found if p.value != held]
    if len({str(p.value) for p in found}) != 1:
        return None
    p = found[0]
    return SetSlot(slot=spec.name, value=p.value, raw_text=p.raw_text, confidence=p.confidence)


def _referred_in_answer(
    u: Knowledge, t: Turn, spec: SlotSpec, offered: Any, ref: Reference | None
) -> list[Command] | RecallFirst | None:
    """An answer to "did you mean X?" that points at an entity ("就是那个订单", "yes that
    one"): a yes when it is X, that entity when it is another. A question asking the value
    back ("订单号是多少来着？") is answered, never read as a value."""
    found: Any = None
    if spec.entity and ref is not None and ref.kind == "other":  # "no, the other one"
        others = [e.value for e in t.state.entity_stack if e.type == spec.entity]
        others = [v for v in dict.fromkeys(others) if v != offered]
        found = others[0] if len(others) == 1 else None
    elif spec.entity and ref is not None and ref.kind != "ordinal":
        entity = references.resolve(ref, spec.entity, t.state.entity_stack)
        found = entity.value if entity is not None else None
    if spec.entity and found is None and t.flow is not None:
        made = made_by_named_flow(u, t, t.flow, {})  # "no, the flight": what the flow made
        found = made[1] if made is not None and made[0] == spec.name else None
    if found is not None:
        if found == offered:
            return [Affirm()]
        return [SetSlot(slot=spec.name, value=found, raw_text=t.raw.strip())]
    if spec.type == SlotType.TEXT and u.replies[t.lex.language].leads_with(NO, t.norm):
        # "no, DD-1234" gives another; a no with no code of the slot's shape declines the
        # offer (it was read as a malformed code, and the offer stayed open)
        assert t.flow is not None
        parser = u.parser(t.flow, spec)
        for p in parser.mentions(t.scan, t.now, t.language):
            if parser.recognizes(p.value) and p.value != offered:
                return [SetSlot(slot=spec.name, value=p.value, raw_text=p.raw_text)]
        return [Deny()]
    if mood(t.lex, t.raw, t.norm).asking:  # asked back: the value, before anything else
        return RecallFirst(_not_a_code(u, t, spec), (RECALL_ENTITY, RECALL_SLOT))
    return _not_a_code(u, t, spec)


def _not_a_code(u: Knowledge, t: Turn, spec: SlotSpec) -> list[Command] | None:
    """An answer to "is it X?" for a code slot that holds no code of the slot's shape."""
    if spec.type == SlotType.TEXT and spec.pattern and t.flow is not None:
        # "菜一直没送到" to "订单号是DD-2231吗？" says why, not which: no code of the slot's
        # shape in it, so it is no (malformed) answer; the question stays open
        parser = u.parser(t.flow, spec)
        if not any(parser.recognizes(p.value) for p in parser.mentions(t.scan, t.now, t.language)):
            return volunteered(u, t, t.flow, t.task, skip={spec.name}) if t.task else []
    return None


def _taken_as_said(u: Knowledge, t: Turn, slot: str) -> list[Command] | None:
    """ "那就来一份吧" to "菜名是鱼香肉丝吗？", "then two please" to "did you mean Rome?":
    going on from the value in question with a "then" and values of other slots takes it.
    Values alone ("from London") do not: the user may not have read the question."""
    if t.lex["then_words"].prefix(t.norm) is None or t.negations():
        return None
    assert t.flow is not None and t.task is not None
    values = volunteered(u, t, t.flow, t.task, skip={slot})
    return [Affirm(), *values] if values else None


def _which_slot_answer(
    u: Knowledge,
    t: Turn,
    options: list[str],
    value: Any,
    raw_text: str | None,
    ref: references.Reference | None,
) -> list[Command] | None:
    """The answer to "which one should I change: departure city or arrival city?" (a
    pending clarification whose options are slots): the named or counted slot gets the
    value the correction carried."""
    assert t.task is not None and t.flow is not None
    chosen: Any = None
    if ref is not None and ref.kind == "ordinal":
        chosen = references.pick_option(ref, list(options))
    if chosen is None:
        named = u.slot_namer(t.flow, t.lex).named(t.norm) & set(options)
        if len(named) != 1:
            by_words = u.names.slot(t.raw, t.flow, t.task, t.lex)
            named = {by_words} if by_words in options else named
        chosen = next(iter(named)) if len(named) == 1 else None
    if chosen is None:
        return None
    old = t.task.value(chosen)
    return [CorrectSlot(slot=chosen, value=value, raw_text=raw_text, rejected=old)]


def clear_cues(u: Knowledge, lex: Lexicon) -> list[re.Pattern[str]]:
    """What clearing a slot needs (``cues.py``): one of the lexicon's ``clear`` templates."""
    return [tpl.regex for tpl in lex.templates["clear"]]


def _none_of(spec: SlotSpec) -> bool | int | None:
    """What "no <slot>" sets the slot to: a yes-or-no slot's no, a count's 0 where it may be
    0 (``zero_counts.may_be_none``); None: the slot is cleared instead."""
    if spec.type == SlotType.BOOLEAN:
        return False
    return 0 if may_be_none(spec) else None


def clear_slot(u: Knowledge, t: Turn) -> list[Command] | None:
    assert t.flow is not None
    if (not t.templated and t.scan is t.raw) or not t.lex.may_match("clear", t.scan):
        return None
    low = t.scan.lower()
    for tpl in t.lex.templates["clear"]:
        m = tpl.search_lowered(t.scan, low)
        if m is None:
            continue
        named = strip_trailing(m.group("slot"), t.lex) if "slot" in tpl.holes else ""
        if named and t.lex["corrections"].search(normalize(named)) is not None:
            continue  # "no wait change the name to alexis": a change of the name, no clearing
        slot = u.names.slot(named, t.flow, t.task, t.lex)
        if slot is None:
            continue
        spec = t.flow.slot(slot)
        if spec is not None and said_beyond(named, spec):
            continue  # "no the make is vauxhall": the make changed, not cleared
        # "no car" to "Are you bringing a car?": a no to a yes-or-no slot is its value; "no
        # children" to "How many children?": a count that may be 0 is none
        none = _none_of(spec) if spec is not None else None
        if none is not None:
            old = t.task.value(slot) if t.task is not None else None
            if old is not None and old == none:
                return []
            if old is None:
                return [SetSlot(slot=slot, value=none, raw_text=m.group(0))]
            return [CorrectSlot(slot=slot, value=none, raw_text=m.group(0), rejected=old)]
        return [ClearSlot(slot=slot)]
    return None


def closing(u: Knowledge, t: Turn) -> list[Command] | RecallFirst:
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
    return _resumed_and_done(u, t) if pure(u, t, "affirm") else None


def _resumed_and_done(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "ok, yes book it" to "Shall we get back to booking a flight?" when the flight waits
    at its confirmation: a yes to going back, and one to the confirmation it already saw.
    Never for a destructive flow (it asks for its own clear yes)."""
    offered = t.state.offer_resume
    if offered is None or t.task is not None:
        return None
    held = next((x for x in t.state.task_stack if x.id == offered), None)
    flow = u.domain.flows.get(held.flow) if held is not None else None
    if held is None or flow is None or held.phase != "confirming" or flow.destructive:
        return None  # (a task saved under a flow the domain no longer has is not guessed)
    if u.replies[t.lex.language].proceed.search(t.norm) is None:
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


def _made_by_named(u: Knowledge, t: Turn, options: list[Any]) -> Any:
    """The one option that a flow the message names made: "the hotel" to "Did you mean
    BK-7935 or HT-3287?" is the hotel's reservation (an entity its results hold)."""
    flows = named_flows(u, t)
    if len(flows) != 1:
        return None
    flow = u.domain.flows[next(iter(flows))]
    sources = {r.name for r in flow.results if r.entity}
    made = {e.value for e in t.state.entity_stack if e.source in sources and e.value in options}
    return next(iter(made)) if len(made) == 1 else None
