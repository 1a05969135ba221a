"""The asked slot's answer, the values volunteered beside it, or another flow asked for.

The last readers of a message while a task runs (``pipeline.ANSWER``), and the requests
read from a message with no task running (``pipeline.IDLE``). They weigh two readings
against each other, once (``weigh``): a value for the asked slot holds the task, unless
another flow's trigger phrase is what the message is about ("what's the weather in Rome
next Friday?"); a question for information starts no flow that books ("how long is a
flight to Tokyo?"). Each reader here reads one outcome of that weighing (a switch, the
answer alone, the answer with the values beside it, the options asked for); the pipeline
declares their order, records the spans the answer used and starts the flows asked for.
"""

from __future__ import annotations

from ..commands import Command, SetSlot
from ..spec import SlotType
from .alternatives import narrowed
from .answers import answer_asked, consumed, trigger_over_answer
from .conditionals import actual_text, supposed
from .findings import FlowAsked, Found, HitsAsked, Span
from .for_queued import for_queued
from .knowledge import Knowledge
from .lexicon import normalize
from .mood import mood
from .options import options_asked
from .polite import asked_politely
from .reader import Seen, Weighed
from .triggers import TriggerHit
from .two_requests import added_request, queued_after_answer
from .unlisted import unlisted_beside, unlisted_items, without_its_count
from .unlisted_answer import unlisted_answer
from .unwanted import drop_unwanted, negated_verb
from .utterance import Turn
from .volunteered import volunteered
from .which_flow import answered_by_values, ask_flow, best_fitting, which_flow_for_values

_TEXT = SlotType.TEXT
#: a cue word adds this much to a trigger's score when a task is already running
CUE_BONUS = 0.25


def elsewhere_asked(
    u: Knowledge, t: Turn, seen: Seen
) -> tuple[list[TriggerHit], list[Command] | None]:
    """The flows the message's trigger phrases ask for (belief words aside, supposed
    clauses aside), and the cancel of a flow the message says it does not want."""
    scanned = seen.scanned = t.norm if t.scan is t.raw else normalize(t.scan)
    found = u.triggers.exact(scanned)
    if not found and t.lex.language == "zh":  # "帮我查下DD-1234的订单"
        found = u.triggers.around_codes(scanned)
    found = _not_supposed(t, scanned, found)  # "if I cancel my loan later, ...?"
    return drop_unwanted(t, scanned, found)


def _told(t: Turn, others: list[TriggerHit]) -> bool:
    """The message tells something, another flow's trigger only a small part of it: no
    request, no question, no topic cue, and the trigger under half of what is said."""
    said = mood(t.lex, t.raw, t.norm)
    if said.request or said.asking or t.lex["topic_cues"].search(t.norm) is not None:
        return False
    return 2 * (others[0].end - others[0].start) < len(t.norm.replace(" ", ""))


def weigh(u: Knowledge, t: Turn, seen: Seen) -> Weighed:
    """The asked slot's answer and the other flows asked for, weighed once: a value for
    the asked slot holds the task, unless another flow's trigger phrase is what the
    message is about ("what's the weather in Rome next Friday?")."""
    flow, asked, hits, scanned = t.flow, seen.asked, seen.hits, seen.scanned
    assert flow is not None
    read, span = answer_asked(u, t, asked) if asked is not None else ([], None)
    # free text is an answer as sure as a typed value when the slot's own pattern
    # holds it: "送到公司，到了打电话" gives the address; "到了" asks nothing
    typed = (
        bool(read)
        and any(isinstance(c, SetSlot) for c in read)
        and asked is not None
        and (
            asked.type != _TEXT
            or bool(u.parser(flow, asked).choices)
            or bool(t.captures(u.parser(flow, asked)))
        )
    )
    if typed and t.words > 3:
        # "find me a hotel there too": "there" answers nothing when a flow is asked for
        ref = t.reference()
        typed = ref is None or not any(
            isinstance(c, SetSlot) and c.raw_text == ref.raw for c in read
        )
    if not typed and not hits:
        # what a supposed clause says ("if I cancel my loan later, ...?") is no request
        real = actual_text(t.lex, t.raw) if scanned == t.norm else scanned
        hits = u.triggers.weak(real) or u.replies[t.lex.language].requested(
            real, u.triggers.name_words
        )  # "Now I need a hotel": a flow's name asked for switches too
    others = [h for h in hits if h.flow != flow.name]
    if others and others[0].score < 1.0 and negated_verb(t):
        others = []  # "I don't need the flight" asks for no flight
    if (
        u.triggers.books(others)
        and mood(t.lex, t.raw, t.norm).asking
        and not asked_politely(t.lex, scanned, others)  # "could you renew my loan?"
    ):
        others = u.triggers.informational(others)
    if others and asked is not None and asked.takes_rest and read and _told(t, others):
        # "他昨天练车的时候一直在玩手机" to "具体发生了什么？": what happened, told with
        # another flow's word; a request, a question or a change of topic still switches
        others = []
    switching = bool(others) and (not typed or trigger_over_answer(u, t, others, read, span))
    answer = read
    if asked is not None and asked.type == _TEXT and _questionlike(t):
        answer = []
    return Weighed(read, answer, span, typed, hits, others, switching)


def _w(seen: Seen) -> Weighed:
    assert seen.weighed is not None
    return seen.weighed


def beside(u: Knowledge, t: Turn, seen: Seen) -> list[Command]:
    """The values volunteered beside the answer (its words left alone), read once."""
    w = _w(seen)
    if w.beside is None:
        asked, task, flow = seen.asked, t.task, t.flow
        assert task is not None and flow is not None
        used = (w.span,) if w.answer and w.span is not None else ()
        skip = {asked.name} if w.answer and asked else set()
        w.beside = volunteered(u, t, flow, task, skip=skip, answer=w.span, used=used)
    return w.beside


def switch_for_queued(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "actually make the hotel a suite" with the hotel queued: a value for it, not a
    switch to it ahead of its turn."""
    w = _w(seen)
    if not any(q.flow == w.others[0].flow for q in t.state.queued):
        return None
    noted = for_queued(u, t)
    if noted and all(getattr(c, "flow", None) == w.others[0].flow for c in noted):
        return noted
    return None


def switch(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | FlowAsked | None:
    """Another flow asked for mid-task: a question which, a request queued after the
    running task, or a switch to it (cue words add to its score). Two requests at once
    are read before (``pipeline.ANSWER``)."""
    hits = _w(seen).others
    cue = t.lex["topic_cues"].search(t.norm) is not None
    top = hits[0]
    score = min(1.0, top.score + (CUE_BONUS if cue else 0.0))
    if score < u.switch_threshold:
        return None
    tied = [h.flow for h in hits if (h.score, h.length) == (top.score, top.length)]
    if len(tied) > 1:
        return [ask_flow(u, t.lex, tied, score)]
    later = added_request(u, t, hits)
    if later is not None:  # "I also need a hotel there": after the flight
        return [later]
    return FlowAsked(top.flow, score=score)


def answer_alone(u: Knowledge, t: Turn, seen: Seen) -> Found | None:
    """The asked slot's answer is all the message says ("next friday please")."""
    w = _w(seen)
    if w.answer and consumed(u, t, w.span):
        return Found(w.answer, (w.span,) if w.span is not None else ())
    return None


def queued_after(u: Knowledge, t: Turn, seen: Seen) -> Found | None:
    """ "送到建国路88号，对了我要退款", "tomorrow, I need a hotel there": the answer, and
    the other request taken up when this task is done."""
    w = _w(seen)
    if not (w.typed and w.others and w.others[0].score >= 1.0):
        return None
    later = queued_after_answer(u, t, w.others, used=_spans(w))
    if later is None:
        return None
    return Found([later, *w.answer, *beside(u, t, seen)], _spans(w))


def nothing_found(u: Knowledge, t: Turn, seen: Seen) -> bool:
    """No answer, no value beside it, no other flow asked for."""
    w = _w(seen)
    return seen.asked is not None and not w.answer and not w.others and not beside(u, t, seen)


def for_queued_task(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "a suite, please" for the hotel queued after the flight."""
    if not (t.state.queued or t.state.task_stack) or not nothing_found(u, t, seen):
        return None
    return for_queued(u, t) or None


def narrowed_down(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "anything but economy": business or first?"""
    if not nothing_found(u, t, seen):
        return None
    assert t.flow is not None and seen.asked is not None
    left = narrowed(u, t, t.flow, seen.asked)
    return [left] if left is not None else None


def options(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "what cities do you fly from?", "都有什么菜？": the options listed."""
    if not nothing_found(u, t, seen):
        return None
    assert seen.asked is not None
    listing = options_asked(u, t, seen.asked)
    return [listing] if listing is not None else None


def unlisted(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "Seoul" for a city we do not fly from: said so, and asked again."""
    w, asked, task = _w(seen), seen.asked, t.task
    if asked is None or task is None or w.answer or w.hits or beside(u, t, seen):
        return None
    if task.clarification is not None:  # "the last" to "Paris, London or Rome?"
        return None  # is no city: the question is asked again (``asked_again``)
    return unlisted_answer(u, t, asked)


def asked_again(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """Nothing that answers the clarifying question: it is asked again."""
    w = _w(seen)
    if seen.asked is None or w.answer or w.hits or beside(u, t, seen):
        return None
    return []


def unlisted_items_said(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "一份米饭" when rice is not on the menu: the dish refused, and its count with it."""
    w, asked, flow = _w(seen), seen.asked, t.flow
    if asked is None or flow is None or w.answer:
        return None
    values = beside(u, t, seen)
    if not values:
        return None
    refused = unlisted_items(u, t, flow, asked)
    return [*without_its_count(flow, values), *refused] if refused else None


def answer(u: Knowledge, t: Turn, seen: Seen) -> Found:
    """The asked slot's answer, the values said beside it, and those the slot's list does
    not hold ("一份米饭" beside the dish asked for)."""
    w, flow = _w(seen), t.flow
    assert flow is not None
    said = [*w.answer, *beside(u, t, seen), *unlisted_beside(u, t, flow, w.answer)]
    return Found(said, _spans(w))


def _spans(w: Weighed) -> tuple[Span, ...]:
    return (w.span,) if w.answer and w.span is not None else ()


def requested(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | HitsAsked | None:
    """With no task running, the flow the message's triggers ask for (weak ones too)."""
    hits = seen.hits or u.triggers.weak(seen.scanned, names=seen.weak)
    if not hits:
        return None
    if hits[0].score < 1.0 and negated_verb(t):
        return []  # "I don't need a hotel" asks for no hotel
    return _booking_asked(t, u, seen, hits)


def requested_by_values(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | HitsAsked | None:
    """With no task running and no trigger, the one flow the message's values point at
    ("来份水煮鱼，不要太辣" orders food)."""
    seen.owners = best_fitting(u, t, u.owners.flows(t))  # "约明天下午的科三": a lesson
    hits = u.owners.hit(seen.owners) or answered_by_values(u, t)
    return _booking_asked(t, u, seen, hits) if hits else None


def which_flow(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "I want to go to Paris": a flight, a hotel or...? the flows the values fit."""
    which = which_flow_for_values(u, t, seen.owners or set())
    return [which] if which is not None else None


def _booking_asked(
    t: Turn, u: Knowledge, seen: Seen, hits: list[TriggerHit]
) -> list[Command] | HitsAsked:
    """The flows of ``hits`` to start; "how long is a flight to Tokyo?" books nothing."""
    if (
        u.triggers.books(hits)
        and mood(t.lex, t.raw, t.norm).asking
        and not asked_politely(t.lex, seen.scanned, hits)  # "can you deliver it to room 5?"
    ):
        hits = u.triggers.informational(hits)
    return HitsAsked(hits) if hits else []


def _questionlike(t: Turn) -> bool:
    if t.raw.rstrip().endswith(("?", "？")):
        return True
    if t.lex.language == "zh":  # "你们送餐要多久" asks with a word inside, not in front
        return mood(t.lex, t.raw, t.norm).asking
    return (
        t.lex["question_words"].prefix(t.norm) is not None
        or t.lex["topic_cues"].prefix(t.norm) is not None
    )


def _not_supposed(t: Turn, scanned: str, hits: list[TriggerHit]) -> list[TriggerHit]:
    """The hits outside supposed clauses: "if I cancel my loan later, do I lose anything?"
    asks about the cancel flow, it does not ask for it (``conditionals.py``)."""
    if not hits:
        return hits
    return [h for h in hits if not supposed(t.lex, t.raw, scanned[h.start : h.end])]
