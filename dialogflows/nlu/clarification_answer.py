"""The answer to a clarifying question the task asked ("did you mean Rome?", "Wednesday 2
December or Wednesday 9 December?", "which one should I change: departure city or arrival
city?"): an option picked by name, place or day, a yes or a no, an entity pointed at, the
value taken as said, or a value of the slot with the values said beside it.

Functions of the ``Knowledge`` (``u``) and the message being read (``t``), like the
other readers of ``pipeline.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..commands import Affirm, Command, CorrectSlot, Deny, SetSlot
from ..spec import NUMBER_TYPES, SlotSpec, SlotType
from . import date_words, references, times
from .all_values import no_name
from .another_slot import in_phone_or_address
from .clauses import CLAUSE_END
from .control_words import is_control_word
from .findings import RECALL_ENTITY, RECALL_SLOT, Found, RecallFirst
from .lexicon import normalize
from .mood import mood
from .named_flows import made_by_named_flow, named_flows
from .names_for import NAME_WORDS, holds_name
from .pure_replies import pure
from .references import Reference
from .replies import NO, YES
from .slot_namer import guessed_name
from .utterance import Turn
from .value_words import Words
from .volunteered import volunteered

if TYPE_CHECKING:
    from .knowledge import Knowledge

_TEXT = SlotType.TEXT


def clarification_answer(u: Knowledge, t: Turn) -> list[Command] | Found | RecallFirst | None:
    """The answer to the clarifying question the task asked (see the module); None when the
    message does not answer it, so the other readers may read it."""
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
        if got is None and spec.type in NUMBER_TYPES and c.options:
            # "dan whitlock" to "Did you mean 120 or 150?": the name, for its slot; the
            # question stays
            named = _name_said(u, t)
            if named is not None:
                return named
        if got is not None and spec.type in NUMBER_TYPES and in_phone_or_address(u, t, got):
            # "07700900123" to "Did you mean 80 or 90?": the phone, for its slot; the
            # question stays, never a count refused as too many
            return volunteered(u, t, t.flow, t.task, skip={c.slot}) or None
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


def _name_said(u: Knowledge, t: Turn) -> list[Command] | None:
    """A name said alone while a number is asked about: the whole message, a few words
    and no digit, no question, nothing another slot reads and nothing no name holds
    (``all_values.no_name``), for the flow's one empty slot that holds a name; None
    otherwise."""
    assert t.task is not None and t.flow is not None
    flow, task = t.flow, t.task
    said = t.raw.strip().strip(" .,!~")
    names = [
        s
        for s in flow.slots
        if holds_name(s, guessed_name(s, t.lex)) and task.value(s.name) is None
    ]
    if len(names) != 1 or not said or len(said.split()) > NAME_WORDS:
        return None
    if mood(t.lex, t.raw, t.norm).asking or is_control_word(u, t):
        return None
    if no_name(u, flow, names[0], said, t.now, t.language):
        return None
    if volunteered(u, t, flow, task, skip={names[0].name}):
        return None
    return [SetSlot(slot=names[0].name, value=said, raw_text=said)]


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
    ends = any(said.endswith(f" {j}") for j in t.lex["joiners"].exact)
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
