"""The values a flow starts with: those said with its trigger ("a flight to Rome
tomorrow"), the entity a reference points at ("cancel it"), and what is asked about at
once (a refused value, a value one character off, two alternatives, a value carried over).

What every start of a flow goes through, whether the message asked for it, a second request
in it was queued, or an earlier message is read again (``which_flow``). The words of the
flow's trigger are the request, not values (``trigger_words.py``): "a meter reading" counts
no reading, "no gas" is about the gas, and the flow's theme ("firewood" of "order firewood")
is asked. A value said elsewhere in the message wins over the trigger's; the trigger's win
over a guess (a value carried over from the last task, a value one letter off).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..commands import Clarify, Command, SetSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from . import references
from .alternatives import offered
from .changed_to import changed_to
from .clauses import clause_spans
from .date_by_bounds import told_gone_by
from .entity_asked import ask_which_entity, places
from .findings import Span
from .lexicon import has_cjk, normalize
from .named_flows import made_by_named_flow
from .parsed import Parsed, value_key
from .period_said import month_for_a_day
from .route_unlisted import unlisted_route_end
from .said_last import said_last
from .there import held_by_pattern
from .thing_before import SaidBefore, thing_before
from .told_done import tells_a_deed
from .two_values import which_of_two
from .unlisted import unlisted_at_start, unlisted_beside, without_its_count
from .utterance import Turn
from .verb_words import object_dropped, verb_with_pronoun
from .volunteered import volunteered_and_ties

if TYPE_CHECKING:
    from .knowledge import Knowledge


def prefill(
    u: Knowledge, t: Turn, flow: FlowSpec, used: tuple[Span, ...] = ()
) -> tuple[dict[str, Any], list[Command]]:
    """Values volunteered with a trigger ("a flight to Rome tomorrow"), and the entity
    a reference points at ("cancel it"); ``used``: spans the caller read already (the
    answer to the running task's question), left alone, as the trigger's words are."""
    trigger, named = u.trigger_words.said(flow, t.scan)
    slots, extra = _prefill(u, t, flow, (*used, *trigger))
    if not named:
        return slots, extra
    named = {k: v for k, v in named.items() if k not in slots}
    extra = [c for c in extra if not (isinstance(c, SetSlot) and c.slot in named)]
    return {**named, **slots}, extra


def _prefill(
    u: Knowledge, t: Turn, flow: FlowSpec, used: tuple[Span, ...]
) -> tuple[dict[str, Any], list[Command]]:
    slots: dict[str, Any] = {}
    extra: list[Command] = []
    quiet = only_asks(u, t)  # "我要订餐", "book a flight": no value said, none to ask about
    if not quiet:
        _said(u, t, flow, slots, extra, used)
    ref = t.reference()
    before = SaidBefore(u, t, flow)  # the message before, read once when first asked
    if ref is None:
        made = made_by_named_flow(u, t, flow, slots)
        if made is not None:
            slots[made[0]] = made[1]
    if ref is not None:
        # The flow's own entity ("cancel it" -> the booking) may be asked for when the
        # stack has none; any other entity slot only takes a reference that resolves.
        # "a flight there" goes there: a trip's origin takes a reference only when
        # its own pattern holds it ("a flight from there")
        targets = sorted(
            (s for s in flow.slots if s.entity and s.name not in slots),
            key=lambda s: (
                s.entity != flow.entity,
                s.name in u.origin_slots and not held_by_pattern(u, t, flow, s, ref.raw),
            ),
        )
        # "cancel the other one" while another task runs: other than what that task holds
        held = t.task.slots.values() if t.task is not None else ()
        besides = frozenset(str(s.value) for s in held if s.value is not None)
        for spec in targets:
            assert spec.entity is not None
            ent = references.resolve(
                ref, spec.entity, places(u, t.state.entity_stack), besides if t.task else None
            )
            if ent is not None:
                slots[spec.name] = ent.value
                break
            if spec.entity == flow.entity:
                stack = places(u, t.state.entity_stack)
                extra.append(ask_which_entity(u, t, spec, ref.raw, stack))
                break
            said = before.listed.get(spec.name) if ref.kind == "pronoun" else None
            if said is not None:  # "a trip to Lisbon next month", then "a flight there"
                slots[spec.name] = said
                break
    if (ref is not None and ref.kind == "pronoun") or (
        ref is None
        and (
            object_dropped(u, t)
            or then_request(t)
            # "ok book one" after "how much is a luton": "one" stands for the thing, as
            # "it" does (the lexicon's ``object_pronouns``), though it refers to nothing
            or verb_with_pronoun(u.making_verbs, t) is not None
        )
    ):
        # "is the pirate one ok for kids?", then "ok book it then": what "it" stands for
        # is the listed value the message before named; so is a Chinese request's dropped
        # object ("茶馆还有票吗", then "那帮我订两张"), and what a request opened by a then
        # word goes on from ("金刚网的多少钱", then "那帮我约个师傅上门量一下": 金刚网). A
        # slot that takes an entity too when no reference was said and nothing on the
        # stack is of its kind (``SaidBefore.listed``): a question pushed nothing
        # VALUES_OF_THE_QUESTION_ANSWERED_LEFT_BEHIND_BY_THE_REQUEST_THAT_FOLLOWS: so is
        # every other value the thing was said with ("how much for 3 hives?", then "ok
        # book it for saturday then": 3 hives), whichever reader found the request
        thing: dict[str, Any] | None = None
        for spec in flow.slots:
            if spec.name in slots or (spec.entity and ref is not None):
                continue
            if spec.type == SlotType.ENUM:
                said = before.listed.get(spec.name)
            elif flow.destructive or t.task is not None:
                # an undoing is offered what it would undo, asked before it is taken
                # ("那帮我退款吧": "确认一下：订单号是DD-2231吗？", carryover.py); and with a
                # task running, the message before answered it ("friday", then "also book a
                # hotel there": no check-in day)
                continue
            else:
                thing = thing_before(u, t, flow, before) if thing is None else thing
                said = thing.get(spec.name)
            if said is not None:
                slots[spec.name] = said
    # "a flight to Rome next fri or sat": which of the two? (alternatives.py)
    if not quiet and not any(isinstance(c, Clarify) for c in extra):
        alternatives = offered(u, t, flow, slots)
        if alternatives is not None:
            slots.pop(alternatives.slot or "", None)  # "3 or 4 nights" took the 4
            extra.append(alternatives)
    # "now I need a hotel" after a flight to Paris: "did you mean Paris?" (carryover.py)
    offer = u.carryover.propose(t.state, flow, slots, extra, t.now, t.language)
    if offer is not None:
        extra.append(offer)
    return slots, extra


def then_request(t: Turn) -> bool:
    """``t``'s message, with no task running, opens with a then word of the lexicon
    (``then_words``: "那帮我约个师傅…", "那给我约一个吧"): it goes on from the message
    before, so a value that message named is the request's, as a dropped object is."""
    if t.task is not None:
        return False
    said = t.scan.strip()
    ack = t.lex["affirm"].prefix(said)  # "行 那帮我约一个 周六晚上": agreed, then the request
    if ack is not None and ack.end() > 0:
        said = said[ack.end() :].lstrip(" ,，")
    m = t.lex["then_words"].prefix(said)
    return m is not None and m.end() > 0


def _gone_by(u: Knowledge, t: Turn, flow: FlowSpec, cmd: SetSlot) -> bool:
    """``cmd`` sets a date slot to a day gone by that the message only tells of
    (``date_by_bounds.told_gone_by``)."""
    spec = flow.slot(cmd.slot)
    return (
        spec is not None
        and spec.type == SlotType.DATE
        and told_gone_by(u, t, flow, spec, cmd.value)
    )


def _told_days_apart(
    u: Knowledge, t: Turn, flow: FlowSpec, ties: dict[str, list[Parsed]]
) -> dict[str, Parsed]:
    """TOLD_VALUE_BESIDE_THE_WANTED_ONE_DROPS_BOTH: of the values a slot was said twice
    ("we did the junior trail last saturday and loved it, can we book the adult one for
    friday"), those the message only tells of are none of its: a day gone by told
    (``date_by_bounds.told_gone_by``), a value in a clause telling what its subject did
    (``told_done.tells_a_deed``); the one value left is the slot's."""
    kept: dict[str, Parsed] = {}
    for name, said in ties.items():
        spec = flow.slot(name)
        if spec is None:
            continue
        left = [
            p
            for p in said
            if not (
                (spec.type == SlotType.DATE and told_gone_by(u, t, flow, spec, p.value))
                or _told_deed(t, p)
            )
        ]
        if len({value_key(p.value) for p in left}) == 1 and len(left) < len(said):
            kept[name] = left[0]
        elif (result := _result_of_a_reason(t, said)) is not None:
            kept[name] = result
    return kept


def _result_of_a_reason(t: Turn, said: list[Parsed]) -> Parsed | None:
    """DAY_WANTED_AFTER_A_REASON_WITH_ANOTHER_DAY_LOST: of two values of one slot, the one
    said after a word leading a result (the lexicon's ``result_joiners``: "so"), the other
    before that word ("shes got a hospital appt on friday so saturday please"): the one the
    reason leads to is wanted."""
    if len(said) != 2:
        return None
    first, second = sorted(said, key=lambda p: p.start)
    between = t.scan[first.end : second.start]
    if t.lex["result_joiners"].search(normalize(between)) is None:
        return None
    return second


def _told_deed(t: Turn, p: Parsed) -> bool:
    """The clause ``p`` stands in tells what its subject did and asks for nothing ("we did
    the junior trail last saturday")."""
    return any(
        a <= p.start and p.end <= b and tells_a_deed(t, normalize(t.scan[a:b]))
        for a, b in clause_spans(t.scan, spaced=True)
    )


def _said(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    slots: dict[str, Any],
    extra: list[Command],
    used: tuple[Span, ...] = (),
) -> None:
    """The values the message says, into ``slots``; what to ask about them, into ``extra``."""
    read: list[str] = []  # the words of the values taken, as normalized
    cmds, ties = volunteered_and_ties(u, t, flow, None, skip=set(), used=used)
    for cmd in cmds:
        if isinstance(cmd, SetSlot) and _gone_by(u, t, flow, cmd):
            continue  # "our old castle burst yesterday, need to hire a castle"
        if isinstance(cmd, SetSlot) and month_for_a_day(flow.slot(cmd.slot), cmd.raw_text or ""):
            continue  # "it broke last month": no day; which day is asked in its turn
        if isinstance(cmd, SetSlot) and cmd.confidence >= 1.0:
            slots[cmd.slot] = cmd.value
            read.append(f" {normalize(cmd.raw_text or '')} ")
        else:
            extra.append(cmd)
    for name, wanted in _told_days_apart(u, t, flow, ties).items():
        slots[name] = wanted.value
        read.append(f" {normalize(wanted.raw_text)} ")
        del ties[name]
    new = changed_to(u, t, flow, slots)  # "change the headcount for EV-204 to 85"
    if new is not None:
        slots[new.slot] = new.value
    for name, value in u.followups[t.lex.language].dated(t, flow).items():
        slots.setdefault(name, value)  # "a hotel there for that day" after a forecast
    # "要5桶 不对 4桶": corrected in the same message, the last (most messages hold no no
    # and no correction word, and are not read again for it)
    marked = (
        t.lex["deny"].search(t.norm) is not None or t.lex["corrections"].search(t.norm) is not None
    )
    for spec in flow.slots if marked else ():
        if spec.name in slots:
            last = said_last(u, t, flow, spec)
            if last is not None and value_key(last.value) != value_key(slots[spec.name]):
                slots[spec.name] = last.value
        elif _own_kind(u, flow, spec):  # "法式 不对 纯色": two values, none taken; the last
            last = said_last(u, t, flow, spec)
            parser = u.parser(flow, spec)
            said = {
                value_key(p.value)
                for p in (
                    *parser.find(t.scan, t.now, t.language),
                    *parser.scan(t.scan, t.now, t.language),
                )
            }
            if last is not None and len(said) > 1 and value_key(last.value) in said:
                slots[spec.name] = last.value
    # "一个72一个68" for one age: which of the two? (two_values.py)
    which = which_of_two(u, t, flow, ties, slots) if ties else None
    if which is not None and not any(isinstance(c, Clarify) for c in extra):
        extra.append(which)
    refused = unlisted_at_start(u, t, flow, slots)  # refused with the reason
    if refused:
        kept = {**without_its_count(flow, slots), **refused}  # a new dict: slots is cleared
        slots.clear()
        slots.update(kept)
    extra += unlisted_beside(u, t, flow, slots)  # "和一份米饭": refused, not dropped
    slots.update(unlisted_route_end(u, t, flow, slots))  # "从苏州到北京": 苏州 refused
    request: list[str] | None = None  # the flow's trigger words as said, read once
    for spec in flow.slots:  # a value one character off is asked about ("菜名是…吗？")
        choices = u.parser(flow, spec).choices
        if spec.name not in slots and choices:
            # a Latin one a letter off ("get vaccinated for tetnus") is as sure as that
            # typo said to its own question
            near = (
                choices.typos.near_cjk(t.scan)
                if has_cjk(t.scan)
                else choices.typos.near_latin(t.scan)
            )
            if near and request is None:
                norm = t.norm if t.scan is t.raw else normalize(t.scan)
                hits = u.triggers.exact(norm)
                request = [norm[h.start : h.end] for h in hits if h.flow == flow.name]
            # the flow's own trigger said is the request, no value a sound off ("量个房"
            # for 量房 is no 两房, a layout)
            near = [c for c in near if not any(c.raw in said for said in request or ())]
            # words another slot's value was read from are no value a letter off
            # (DAY_READ_TWICE: "poorly on saturday" is the day, no "saturday morning")
            near = [c for c in near if not any(f" {normalize(c.raw)} " in r for r in read)]
            if len({c.value for c in near}) == 1:
                c = near[0]
                extra.append(
                    SetSlot(slot=spec.name, value=c.value, raw_text=c.raw, confidence=c.confidence)
                )


def only_asks(u: Knowledge, t: Turn) -> bool:
    """The message is triggers and filler words only ("我要订餐", "I want to book a flight"):
    it says no value, so the readers of values (``_said``, the alternatives) would each
    find nothing. The most common start of a task, and its costliest part when they all
    run. A reference inside a trigger ("cancel my booking") is still read."""
    triggers = u.triggers.phrases.regex
    if triggers is None:
        return False
    norm = t.norm if t.scan is t.raw else normalize(t.scan)
    rest = triggers.sub(" ", norm)
    if rest == norm:
        return False
    if t.lex.language == "zh" or has_cjk(rest):
        regex = u.filler_sets["zh"].regex
        rest = regex.sub("", rest) if regex is not None else rest
        return not rest.replace(" ", "")
    fillers = u.filler_words["en"]
    return all(w in fillers for w in rest.split())


def _own_kind(u: Knowledge, flow: FlowSpec, spec: SlotSpec) -> bool:
    """No other slot of ``flow`` takes values of ``spec``'s kind (its type, and for a list,
    its list): a value said twice in one message can only be this slot's."""
    choices = u.parser(flow, spec).choices
    return not any(
        o is not spec and o.type == spec.type and u.parser(flow, o).choices is choices
        for o in flow.slots
    )
