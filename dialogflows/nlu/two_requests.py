"""Two or more requests in one message: "a flight to Paris and a hotel there", "我要订餐，顺便查一下订单".

A joining word (lexicon ``joiners``) splits the message when what precedes it asks for one
flow and another flow's trigger or name follows within a few words. The first flow starts;
the second rides on it as ``StartTask.then`` with the values said after the split ("there"
is where the first one goes), and the turn queues it. "Never mind the hotel" drops a task
waiting its turn. An answer to the running task's question said with another request
("tomorrow, I need a hotel there") queues that request after the running task.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..commands import Cancel, Command, StartTask
from ..spec import FlowSpec
from ..state import DialogueState, Entity
from ..state_ops import replace
from .answer_beside import answer_spans, beside, weighed
from .findings import Found, Request, RequestsAsked
from .lexicon import has_cjk, normalize
from .mood import mood
from .prefill import prefill
from .reader import Seen
from .replies import strip_trailing
from .told_done import tells_a_deed
from .trigger_hits import TriggerHit
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a second request follows its joining word within this many words (characters in Chinese)
_LEAD_WORDS = 4
_CJK_LEAD = 4


def joiner_regex(words: list[str]) -> re.Pattern[str] | None:
    """Joining words as one regex: English ones as whole words, Chinese ones anywhere."""
    parts = sorted({w.casefold() for w in words if w.strip()}, key=len, reverse=True)
    if not parts:
        return None
    alts = [re.escape(w) if has_cjk(w) else rf"\b{re.escape(w)}\b" for w in parts]
    return re.compile("|".join(alts))


def two_requests(u: Knowledge, t: Turn) -> RequestsAsked | None:
    """Two tasks asked for in one message: "a flight to Paris and a hotel there",
    "我要订餐，顺便查一下订单". A joining word splits the message when what precedes it
    asks for one flow and another flow's trigger or name follows within a few words;
    the values after the split are the second flow's ("there" is where the first goes).
    A later joining word followed by a third flow's trigger splits again, and so on. The
    first flow starts; the others ride on it, in order, as ``StartTask.then``. Each split
    that reads so is returned, in order; the pipeline starts the first that starts a task
    (``starting.py``, ``queue``)."""
    joiners = u.joiners.get(t.lex.language)
    if joiners is None or joiners.search(t.scan.lower()) is None:
        return None
    if mood(t.lex, t.raw, t.norm).asking and "?" in t.raw:
        return None  # "how long is a flight to Tokyo and a hotel there?" books nothing
    low = t.scan.lower()
    readings: list[Request] = []
    for a, b, listed in _splits(joiners, low, 0):
        head_norm, tail_norm = normalize(t.scan[:a]), normalize(t.scan[b:])
        if not head_norm or not tail_norm:
            continue
        head = segment(t, 0, a, t.state)
        first = u.triggers.exact(head_norm) or u.triggers.fallbacks.weak(head_norm, names=True)
        if not first:  # "我要订两份宫保鸡丁，顺便…": a dish only the food order takes
            first = u.by_value(head)
        elif first[0].score < u.switch_threshold:
            continue
        second = _requested_next(u, tail_norm, first[0].flow, listed) if first else None
        if second is None:
            continue
        if second.score >= 1.0 > first[0].score and tells_a_deed(t, head_norm):
            # TOLD_DEED_READ_AS_A_REQUEST_BY_ITS_VALUE: "we had you out for bed bugs last
            # week and we've still got them": the story of the thing done, then the request
            continue
        # "..., a hotel there and the weather there too": each later request runs from its
        # joining word to the next one's (the first request, once started, is of the flow
        # of its best hit)
        later = _later_requests(u, t, low, b, {first[0].flow, second.flow})
        readings.append(Request(head, first, [(a, b, second), *later]))
    return RequestsAsked(readings) if readings else None


def queue(
    u: Knowledge, t: Turn, lead: StartTask, cuts: list[tuple[int, int, TriggerHit]]
) -> StartTask:
    """``lead`` with the requests that start at ``cuts`` queued after it, each given the
    values said from its joining word to the next request's."""
    ends = [c[0] for c in cuts[1:]] + [len(t.scan)]
    # what a request is given is there to point at for the next: "a hotel there"
    state, then = _said(u, t.state, lead), []
    for (_, at, hit), end in zip(cuts, ends, strict=True):
        tail = segment(t, at, end, state)
        slots, _ = prefill(u, tail, u.domain.flows[hit.flow])
        _there_is_where_it_goes(u, tail, u.domain.flows[hit.flow], slots)
        task = StartTask(flow=hit.flow, slots=slots, confidence=hit.score)
        then.append(task)
        state = _said(u, state, task)
    return lead.model_copy(update={"then": [*lead.then, *then]})


def with_later_requests(u: Knowledge, t: Turn, started: list[Command]) -> list[Command]:
    """``started`` (a flow the message starts, found another way than by its trigger: "取消
    刚才那单" is the refund of that order) with the requests joined after it queued:
    "取消刚才那单，再帮我点一份麻婆豆腐" orders the dish once the refund is done."""
    joiners = u.joiners.get(t.lex.language)
    if not started or not isinstance(started[0], StartTask) or joiners is None:
        return started
    low = t.scan.lower()
    if joiners.search(low) is None:
        return started
    cuts = _later_requests(u, t, low, 0, {started[0].flow})
    return [queue(u, t, started[0], cuts), *started[1:]] if cuts else started


def _later_requests(
    u: Knowledge, t: Turn, low: str, start: int, flows: set[str]
) -> list[tuple[int, int, TriggerHit]]:
    """(start, end of its joining word, flow) of each request after the second, in order:
    a joining word followed at once by the trigger or name of a flow not yet asked for."""
    joiners = u.joiners[t.lex.language]
    assert joiners is not None
    out: list[tuple[int, int, TriggerHit]] = []
    for a, b, listed in _splits(joiners, low, start):
        tail = normalize(t.scan[b:])
        hit = _requested_next(u, tail, "", listed) if tail else None
        if hit is not None and hit.flow not in flows:
            out.append((a, b, hit))
            flows.add(hit.flow)
    return out


#: a comma between two requests of a list: "a flight to Paris, a hotel there and ..."
_LIST_COMMA = re.compile(r"[,，、;；]")


def _splits(joiners: re.Pattern[str], low: str, start: int) -> list[tuple[int, int, bool]]:
    """Where a request may end and the next begin, in order: (start, end, is a comma).
    A comma only splits before another flow's own trigger phrase (see ``_requested_next``)."""
    found = [(m.start(), m.end(), False) for m in joiners.finditer(low, start)]
    found += [(m.start(), m.end(), True) for m in _LIST_COMMA.finditer(low, start)]
    return sorted(found)


def _said(u: Knowledge, state: DialogueState, task: StartTask) -> DialogueState:
    """``state`` with the entity values ``task`` is given on its entity stack, as if said."""
    spec = u.domain.flows[task.flow]
    said = [
        Entity(type=s.entity, value=task.slots[s.name], turn=state.turn, source=s.name)
        for s in spec.slots
        if s.entity and task.slots.get(s.name) is not None
    ]
    return replace(state, entity_stack=[*state.entity_stack, *said]) if said else state


def drops_queued(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "never mind the hotel", "forget the hotel", "查询订单不要了": a task waiting its
    turn is named to be dropped (the running one is control's to cancel)."""
    queued = [q.flow for q in t.state.queued]
    running = t.task.flow if t.task is not None else None
    named: list[str] = []
    if t.templated and t.lex.may_match("drop_flow", t.raw):
        low = t.raw.lower()
        for tpl in t.lex.templates["drop_flow"]:
            m = tpl.search_lowered(t.raw, low)
            if m is not None:
                named.append(strip_trailing(m.group("flow"), t.lex))
    cancel = t.lex["cancel"].search(t.norm)
    if cancel is not None:
        named.append(t.norm[: cancel.start()] + " " + t.norm[cancel.end() :])
    for text in named:
        flow = u.names.flow(text, queued)
        if flow is not None and flow in queued and flow != running:
            return [Cancel(flow=flow)]
    return None


def _there_is_where_it_goes(u: Knowledge, t: Turn, flow: FlowSpec, slots: dict[str, Any]) -> None:
    """ "a hotel in Rome and a flight there": the flight goes to Rome. A value the
    reference gave a slot trips leave from (it is not in the text) moves to the first
    empty slot of the same entity that is not one."""
    text = t.scan.casefold()
    for spec in flow.slots:
        value = slots.get(spec.name)
        if spec.name not in u.origin_slots or value is None:
            continue
        if str(value).casefold() in text:
            continue  # "from Rome" said it
        to = next(
            (
                o
                for o in flow.slots
                if o.entity == spec.entity
                and o.name not in u.origin_slots
                and slots.get(o.name) is None
            ),
            None,
        )
        if to is not None:
            slots[to.name] = slots.pop(spec.name)


def _requested_next(u: Knowledge, tail: str, first: str, listed: bool = False) -> TriggerHit | None:
    """The flow other than ``first`` that ``tail`` (what follows a joining word) asks
    for right away: its trigger or name within the first few words ("and a hotel
    there", "and then book a hotel"), not somewhere later ("and back to London on the
    flight after the hotel"). After a comma (``listed``) only a trigger phrase counts:
    "a flight to Paris, economy" goes on about the flight."""
    hits = [
        h
        for h in (u.triggers.exact(tail) or u.triggers.fallbacks.weak(tail, names=True))
        if h.flow != first
    ]
    if not hits or hits[0].score < u.switch_threshold:
        return None
    top = hits[0]
    if listed and (top.score < 1.0 or top.length == 0):
        return None
    if any((h.score, h.length) == (top.score, top.length) for h in hits[1:]):
        return None
    if has_cjk(tail):
        return top if top.length == 0 or top.start <= _CJK_LEAD else None
    words = tail.split()[:_LEAD_WORDS]
    if top.length > 0:
        return top if top.start <= len(" ".join(words)) else None
    named = any(u.triggers.name_words.get(w) == top.flow for w in words)
    return top if named else None


def segment(t: Turn, a: int, b: int, state: DialogueState) -> Turn:
    """The part ``a:b`` of the message as a message of its own; offsets unchanged."""
    raw = " " * a + t.raw[a:b]
    scan = " " * a + t.scan[a:b]
    norm = normalize(raw)
    return Turn(raw, norm, scan, t.lex, t.language, t.now, state, t.task, t.flow, len(norm.split()))


def queued_after_answer(
    u: Knowledge,
    t: Turn,
    others: list[TriggerHit],
    asked: bool = False,
    used: tuple[tuple[int, int], ...] = (),
) -> StartTask | None:
    """The running task, with the flow of ``others`` queued after it and the values the
    message gives that flow; None when two flows fit the trigger equally, or when the flow
    is named, not asked for ("机票的话，后天" says which trip the date is for); ``asked``:
    the message is known to ask for it ("also", "还要"); ``used``: the spans of the answer,
    which give the queued flow nothing."""
    top = others[0]
    if t.task is None or any((h.score, h.length) == (top.score, top.length) for h in others[1:]):
        return None
    said = mood(t.lex, t.raw, t.norm)
    if said.asking or not (asked or said.request or t.lex["topic_cues"].search(t.norm)):
        return None
    slots, _ = prefill(u, t, u.domain.flows[top.flow], used)  # offers wait for its start
    return StartTask(flow=t.task.flow, slots={}, then=[StartTask(flow=top.flow, slots=slots)])


def added_request(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> StartTask | None:
    """A booking asked for besides the running task ("I also need a hotel there", "我还要
    退款"): the running task with it queued after, instead of putting the running one on
    hold. A question for information is answered now, and a flow already on hold or queued
    is taken up as it is."""
    top = hits[0]
    if (
        t.task is None
        or not u.triggers.books([top])
        or t.lex["additions"].search(t.norm) is None
        or any(x.flow == top.flow for x in (*t.state.task_stack, *t.state.queued))
    ):
        return None
    return queued_after_answer(u, t, hits, asked=True)  # "还要" asks, whatever the mood


def queued_after(u: Knowledge, t: Turn, seen: Seen) -> Found | None:
    """ "送到建国路88号，对了我要退款", "tomorrow, I need a hotel there": the answer, and
    the other request taken up when this task is done."""
    w = weighed(seen)
    if not (w.typed and w.others and w.others[0].score >= 1.0):
        return None
    later = queued_after_answer(u, t, w.others, used=answer_spans(w))
    if later is None:
        return None
    return Found([later, *w.answer, *beside(u, t, seen)], answer_spans(w))
