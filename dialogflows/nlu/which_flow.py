"""Asking which flow a message meant, and carrying its values into the answer.

Two flows' triggers tie ("book"), or a request names no flow but values several flows take
("I want to go to Paris": a flight, a hotel, the forecast). The bot asks "Do you mean
booking a flight, booking a hotel room or the weather forecast?". A short answer naming a
flow ("a flight") right after that question starts the flow with the values of the message
asked about, read again from the window: of the question only the flows it offered are kept
in the state (``told.which_flow``, for the next turn), so a flow named a turn later starts
empty.

Talk is not a request: "Maybe next year I'll go to Tokyo" (no request word) and questions
("is Paris nice in May?") ask nothing, and a destructive flow is never offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..commands import Clarify, Command, StartTask
from ..spec import FlowSpec, SlotType
from . import references
from .asked_flow import ask_flow as ask_flow  # re-exported: the orchestrators ask here
from .asked_flow import booking_asked
from .earlier import last_said, turn_of
from .findings import HitsAsked
from .items import several_items
from .lexicon import has_cjk, normalize
from .mood import mood
from .owners import BY_VALUE
from .past_told import told_past_only
from .prefill import prefill
from .reader import Seen, pointed_at
from .trigger_hits import TriggerHit
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def best_fitting(u: Knowledge, t: Turn, owners: set[str]) -> set[str]:
    """Of the flows a request's listed values point at, the one whose bounds take the most
    of its typed values (dates, times, numbers, amounts): "约明天下午3点的科目三" names a
    subject a lesson and an exam both take, but only a lesson takes tomorrow (an exam is a
    week off at least) and an hour. Listed values alone decide nothing here ("to Paris and
    Rome" is still asked about); a tie, or a question, leaves every owner."""
    said = mood(t.lex, t.raw, t.norm)
    if len(owners) < 2 or said.asking or (("?" in t.raw or "？" in t.raw) and not said.request):
        # "a day trip to London, is that easy from Paris?" books nothing; "could the tech
        # come monday instead? sp30517" asks for a thing done: its values say which
        return owners
    taken: dict[str, int] = {}
    for name in owners:
        flow = u.domain.flows[name]
        slots, extra = prefill(u, t, flow)
        refused = {str(getattr(c, "slot", "")) for c in extra} - {""}
        taken[name] = sum(
            1
            for k, v in slots.items()
            if k not in refused
            and (spec := flow.slot(k)) is not None
            and spec.type != SlotType.TEXT
            and not (parser := u.parser(flow, spec)).choices
            and parser.validate(v, t.now) is None
        )
    best = max(taken.values())
    top = {n for n, k in taken.items() if k == best}
    return top if best and len(top) == 1 else owners


def by_own_verb(u: Knowledge, t: Turn, owners: set[str]) -> set[str]:
    """Of the flows a request's listed values point at, the one whose own Chinese verb (the
    first character or two of one of its triggers: ``TriggerWords.verbs``) is said right
    before a value, a measure word at most between ("订个小包" books the room a price
    question lists too: 订 opens the booking's triggers, 订包厢, and none of the other's).
    Every owner when no verb, or several flows' verbs, stand so."""
    if len(owners) < 2 or not has_cjk(t.scan):
        return owners
    measures = t.lex["classifiers"].exact
    chosen: set[str] = set()
    for name in owners:
        verbs = u.trigger_words.verbs(u.domain.flows[name])
        for c in u.owners.said(t.scan, name):
            before = t.scan[: c.start].rstrip()
            if before[-1:] in measures:
                before = before[:-1]
            if any(before.endswith(v) for v in verbs):
                chosen.add(name)
    return chosen if len(chosen) == 1 else owners


def which_flow_for_values(u: Knowledge, t: Turn, owners: set[str] | None = None) -> Clarify | None:
    """The question for a request with no trigger whose values several flows take
    (``owners``: those flows, when the caller has them already)."""
    owners = u.owners.flows(t) if owners is None else owners
    flows = [f for f, spec in u.domain.flows.items() if f in owners and not spec.destructive]
    if len(flows) < 2:
        return None
    said = mood(t.lex, t.raw, t.norm)
    if said.asking or not said.request:
        return None
    return ask_flow(u, t.lex, flows, BY_VALUE)


def answered_by_values(u: Knowledge, t: Turn) -> list[TriggerHit]:
    """ "from London on Friday" to "Do you mean booking a flight, booking a hotel room or the
    weather forecast?" (asked about "I need to get to Rome"): the one flow offered whose own
    patterns hold the answer's values ("from {value}" is the flight's). It got the list of
    flows: values alone ask for no flow. The flow starts with both messages' values."""
    if not _asked_last_turn(t):
        return []  # most messages: the bot asked no such question
    before = last_said(t)
    if before is None:
        return []
    which = which_flow_for_values(u, turn_of(u, before, t))
    if which is None or not _offered(t, which):
        return []
    fits = [
        f
        for f in map(str, which.options)
        if any(t.captures(u.parser(flow, s)) for flow in (u.domain.flows[f],) for s in flow.slots)
    ]
    return [TriggerHit(fits[0], BY_VALUE, 0, 0, 0)] if len(fits) == 1 else []


def flow_chosen(u: Knowledge, t: Turn) -> list[Command] | None:
    """The answer to "Do you mean booking a flight, booking a hotel room or the weather
    forecast?" that names no flow by its triggers: an ordinal ("the second one", "the last
    one", "第一个") or a word only one offered flow's triggers or description use ("by
    plane", "flying", "I'll fly"). "the first one" started the flight in first class (the
    seat class "first"), the others were "I can help you with: …". The flow starts with the
    values of the message asked about; the answer's own words are no values."""
    options = _asked(t)
    if options is None:
        return None
    ref = references.detect(t.norm, t.lex)
    chosen: str | None = None
    if ref is not None and ref.kind == "ordinal" and t.words <= _NAMING_WORDS:
        picked = references.pick_option(ref, list(options))
        chosen = str(picked) if picked is not None else None
    elif t.words <= _NAMING_WORDS:
        said = {w for w in t.norm.split() if len(w) > 2}
        fits = [f for f in options if said & _own_words(u, f, options)]
        chosen = fits[0] if len(fits) == 1 else None
    if chosen is None:
        return None
    flow = u.domain.flows[chosen]
    slots, more = values_asked_about(u, t, flow)
    return [StartTask(flow=flow.name, slots=slots, then=more)]


#: an answer naming a flow is this short ("by plane", "the second one please")
_NAMING_WORDS = 4


def _own_words(u: Knowledge, flow: str, offered: list[str]) -> set[str]:
    """Words of ``flow``'s triggers and description that no other offered flow uses, and no
    request or filler word ("want", "need", "book" tell no flow apart)."""

    def words(name: str) -> set[str]:
        spec = u.domain.flows[name]
        return {
            w for phrase in (*spec.triggers, spec.description) for w in normalize(phrase).split()
        }

    others = set().union(*(words(f) for f in offered if f != flow))
    common = u.common_words
    return {w for w in words(flow) - others if len(w) > 2 and w not in common}


def _asked(t: Turn) -> list[str] | None:
    """The flows the which-flow question of the bot's last message offered about the
    user's message before (as the runtime recorded them, whichever reading asked: values
    several flows take, tied triggers, a code several flows take), or None."""
    if not _asked_last_turn(t) or last_said(t) is None:
        return None  # most messages: the bot asked no such question
    return list(t.state.told.which_flow)


def _asked_last_turn(t: Turn) -> bool:
    """The bot's last turn asked which flow the user meant: the runtime records the
    question when it says it (``state.told``); the understanding never re-reads its words."""
    told = t.state.told
    return bool(told.which_flow) and told.which_flow_turn == t.state.turn


def _offered(t: Turn, which: Clarify) -> bool:
    """``which`` is the which-flow question the bot's last turn asked: the same flows
    offered, in the same order."""
    return _asked_last_turn(t) and t.state.told.which_flow == [str(o) for o in which.options]


def values_asked_about(
    u: Knowledge, t: Turn, flow: FlowSpec
) -> tuple[dict[str, Any], list[StartTask]]:
    """The values of the message before, when the bot's answer to it was a which-flow
    question offering ``flow`` ("I want to go to Paris" - "a flight" is to Paris; "the
    piano visit on friday clashes, monday instead? PT-20417" - "moving it" moves PT-20417
    to Monday: CHOICE_BETWEEN_FLOWS_LOSES_THE_CODE_SAID, the question asked by the code's
    takers, which ``which_flow_for_values`` does not ask again), and
    the tasks after the first when it listed several items ("Paris and Rome": two flights,
    as ``items.py`` reads a list said with the flow's name)."""
    before = last_said(t)
    if before is None or flow.name not in (_asked(t) or ()):
        return {}, []
    prev = turn_of(u, before, t)
    slots = prefill(u, prev, flow)[0]
    return slots, several_items(u, prev, flow, slots) or []


def requested_by_values(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | HitsAsked | None:
    """With no task running and no trigger, the one flow the message's values point at
    ("来份水煮鱼，不要太辣" orders food)."""
    seen.owners = best_fitting(u, t, pointed_at(u, t, seen))  # "约明天下午的科三": a lesson
    seen.owners = by_own_verb(u, t, seen.owners)  # "订个小包": the booking's 订, not a price
    hits = u.owners.hit(seen.owners) or answered_by_values(u, t)
    if hits and told_past_only(u, t, hits, seen.scanned):
        return []  # "上周翻新的桌子又起皮了": the thing done before, told; no new one asked for
    return booking_asked(t, u, seen, hits) if hits else None


def which_flow(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "I want to go to Paris": a flight, a hotel or...? the flows the values fit."""
    which = which_flow_for_values(u, t, seen.owners or set())
    return [which] if which is not None else None
