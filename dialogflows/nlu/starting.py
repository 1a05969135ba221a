"""A flow asked for, made commands: start it, take it up again, or ask which one.

Readers that find a flow asked for ("a flight to Rome", "cancel BK-1234") return what
they found; these functions turn that into ``StartTask``/``Resume`` with the values the
message gives the flow (``prefill.py``). They take the domain's ``Knowledge``, never the
orchestrator: nothing here calls back into ``rules.py``.
"""

from __future__ import annotations

from typing import Any

from ..commands import Clarify, Command, Resume, SetSlot, StartTask
from .items import several_items
from .knowledge import Knowledge
from .lexicon import has_cjk, normalize
from .mood import mood
from .prefill import prefill
from .trigger_hits import TriggerHit
from .utterance import Turn
from .which_flow import ask_flow, values_asked_about

#: a message that only names a flow ("a flight", "the hotel one please") is this short
NAMING_WORDS = 5


def start(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> list[Command]:
    """The flow of the best hit started with the message's values; a question when two
    fit equally (a trigger as the author wrote it fits better than a form derived from
    another, as long: ``TriggerHit.authored``); nothing when the best is below the
    domain's switch threshold."""
    top = hits[0]
    alone = told_alone(t, [h for h in hits if h.score == top.score])
    rank = (top.score, top.length, top.authored)
    tied = [h.flow for h in hits if (h.score, h.length, h.authored) == rank]
    # triggers as strong as each other, however long, where the code of a made thing is said
    level = {h.flow for h in hits if h.score == top.score}
    taker = u.owners.taker_tied_with_maker(t, level) if alone is None and len(level) > 1 else None
    if alone is not None:
        top = alone
    elif taker is not None:  # "nobody came for my bulky waste, BW-204518": the report
        top = next(h for h in hits if h.flow == taker)
    elif len(tied) > 1:
        return [ask_flow(u, t.lex, tied, top.score)]
    if top.score < u.switch_threshold:
        return []
    flow = u.domain.flows[top.flow]
    slots, extra = prefill(u, t, flow)
    earlier: list[StartTask] = []
    if t.words <= NAMING_WORDS:  # "a flight", after "Do you mean ...?"
        said, earlier = values_asked_about(u, t, flow)
        slots = {**said, **slots}  # taken, not offered (carryover's "mentioned")
        extra = [c for c in extra if not (isinstance(c, SetSlot) and c.slot in said)]
    # "两份宫保鸡丁和一份麻婆豆腐": one task per dish, the others queued (items.py)
    asks = any(isinstance(c, Clarify) for c in extra)
    more = several_items(u, t, flow, slots) if not asks else None
    # "a mattress and 2 bed frames" where a slot counts them: the list gives the first
    # named, no reading of one value beside it (FIRST_OF_TWO_LISTED_VALUES_LOST_TO_THE_COUNTED_ONE)
    if more == []:  # the items were one counted list (several_items read it whole)
        extra = [c for c in extra if not (isinstance(c, SetSlot) and c.slot in slots)]
    more = more or earlier
    if more:
        return [StartTask(flow=flow.name, slots=slots, confidence=top.score, then=more), *extra]
    return [*start_or_resume(t, flow.name, slots, top.score), *extra]


def start_or_resume(t: Turn, flow: str, slots: dict[str, Any], score: float) -> list[Command]:
    """A flow already on hold is taken up again, not started twice: "我那个退款好了没"
    with a refund on hold, "我要订餐" when the order waits. Values that would overwrite
    what the held task has start a new task ("再点一份麻婆豆腐" with 宫保鸡丁 on hold)."""
    held = next((x for x in reversed(t.state.task_stack) if x.flow == flow), None)
    if held is None or any(
        held.value(k) is not None and held.value(k) != v for k, v in slots.items()
    ):
        return [StartTask(flow=flow, slots=slots, confidence=score)]
    fresh = [
        SetSlot(slot=k, value=v, confidence=1.0) for k, v in slots.items() if held.value(k) is None
    ]
    return [Resume(flow=flow), *fresh]


def switch_to(u: Knowledge, t: Turn, flow: str, score: float = 1.0) -> list[Command]:
    """Start (or take up again) ``flow`` with the values the message gives it."""
    slots, extra = prefill(u, t, u.domain.flows[flow])
    return [*start_or_resume(t, flow, slots, score), *extra]


def told_alone(t: Turn, level: list[TriggerHit]) -> TriggerHit | None:
    """Of triggers as strong as each other, the one Chinese trigger said as a clause of its
    own ("投诉 上周三 送水的把门口弄得全是水", "投诉，做美甲的时候…"), when the others, longer
    or not, stand inside a longer clause that asks for nothing (it tells what happened):
    that one is the request. None when none, or more than one flow, is said so, or when
    another trigger's clause asks for something ("投诉，另外帮我约美甲")."""
    text = t.norm if t.scan is t.raw else normalize(t.scan)
    alone = [h for h in level if has_cjk(text[h.start : h.end]) and _own(t, text, h)]
    inside = [h for h in level if not _own(t, text, h)]
    if len({h.flow for h in alone}) != 1 or not inside:
        return None
    for h in inside:
        a, b = _clause(text, h)
        if h.flow == alone[0].flow or mood(t.lex, text[a:b], text[a:b]).request:
            return None
    return alone[0]


def _own(t: Turn, text: str, h: TriggerHit) -> bool:
    """The trigger ``h`` is its clause, or ends it with only a want or a filler that leads
    an answer before it (the lexicon's ``fillers_lead``: "要返修", "我要投诉"): a request
    said as a clause of its own."""
    start, end = _clause(text, h)
    if end != h.end:
        return False
    head = text[start : h.start]
    return not head or t.lex["fillers_lead"].fullmatch(head)


def _clause(text: str, h: TriggerHit) -> tuple[int, int]:
    """The clause of normalized ``text`` (between spaces, which stand for its commas and
    the spaces typed between Chinese clauses) holding the trigger ``h``."""
    start = text.rfind(" ", 0, h.start) + 1
    end = text.find(" ", h.end)
    return start, len(text) if end < 0 else end
