"""The asked slot's answer, the values volunteered beside it, or another flow asked for.

The last readers of a message while a task runs (``pipeline.IN_TASK``'s ``answer``), and
the request read from a message with no task running (``IDLE``'s ``request``). They weigh
two readings against each other: a value for the asked slot holds the task, unless another
flow's trigger phrase is what the message is about ("what's the weather in Rome next
Friday?"); a question for information starts no flow that books ("how long is a flight to
Tokyo?"). What they decide is named in ``Seen.by`` ("switch", "options", "unlisted").
"""

from __future__ import annotations

from ..commands import Command, SetSlot, StartTask
from ..spec import SlotType
from .alternatives import narrowed
from .answers import answer_asked, consumed, trigger_over_answer, unlisted_answer
from .conditionals import actual_text, supposed
from .for_queued import for_queued, resumed_with
from .knowledge import Knowledge
from .lexicon import normalize
from .mood import mood
from .options import options_asked
from .polite import asked_politely
from .reader import Seen
from .starting import start, switch_to
from .triggers import TriggerHit
from .two_requests import added_request, queued_after_answer, two_requests
from .unlisted import unlisted_beside, unlisted_items, without_its_count
from .unwanted import drop_unwanted, negated_verb
from .utterance import Turn
from .volunteered import volunteered
from .which_flow import (
    answered_by_values,
    ask_flow,
    best_fitting,
    flow_chosen,
    which_flow_for_values,
)

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


def answer_or_switch(u: Knowledge, t: Turn, seen: Seen) -> list[Command]:
    """The asked slot's answer with the values beside it, or another flow asked for."""
    task, flow, asked, hits, scanned = t.task, t.flow, seen.asked, seen.hits, seen.scanned
    assert task is not None and flow is not None
    answer_cmds = answer_asked(u, t, asked) if asked is not None else []
    # free text is an answer as sure as a typed value when the slot's own pattern
    # holds it: "送到公司，到了打电话" gives the address; "到了" asks nothing
    typed_answer = (
        bool(answer_cmds)
        and any(isinstance(c, SetSlot) for c in answer_cmds)
        and asked is not None
        and (
            asked.type != _TEXT
            or bool(u.parser(flow, asked).choices)
            or bool(t.captures(u.parser(flow, asked)))
        )
    )
    if typed_answer and t.words > 3:
        # "find me a hotel there too": "there" answers nothing when a flow is asked for
        ref = t.reference()
        typed_answer = ref is None or not any(
            isinstance(c, SetSlot) and c.raw_text == ref.raw for c in answer_cmds
        )
    if not typed_answer and not hits:
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
    # a value for the asked slot holds the task, unless another flow's trigger phrase
    # is what the message is about ("what's the weather in Rome next Friday?")
    if others and (not typed_answer or trigger_over_answer(u, t, others, answer_cmds)):
        if any(q.flow == others[0].flow for q in t.state.queued):
            # "actually make the hotel a suite" with the hotel queued: a value for it,
            # not a switch to it ahead of its turn
            noted = for_queued(u, t)
            if noted and all(getattr(c, "flow", None) == others[0].flow for c in noted):
                seen.by = "for_queued"
                return noted
        switch = _switch(u, t, others)
        if switch is not None:
            seen.by = "switch"
            return switch
    if asked is not None and asked.type == _TEXT and _questionlike(t):
        answer_cmds = []
    if answer_cmds and consumed(u, t):
        return answer_cmds
    if answer_cmds and t.answer_span is not None:
        t.taken.append(t.answer_span)  # the answer's words are not volunteered again
    others_values = volunteered(
        u, t, flow, task, skip={asked.name} if answer_cmds and asked else set()
    )
    if typed_answer and others and others[0].score >= 1.0:
        # "送到建国路88号，对了我要退款", "tomorrow, I need a hotel there": the answer,
        # and the other request taken up when this task is done
        later = queued_after_answer(u, t, others)
        if later is not None:
            seen.by = "queued_after_answer"
            return [later, *answer_cmds, *others_values]
    if not answer_cmds and not others_values and not others and asked is not None:
        noted = for_queued(u, t) if t.state.queued or t.state.task_stack else None
        if noted:  # "a suite, please" for the hotel queued after the flight
            seen.by = "for_queued"
            return noted
        left = narrowed(u, t, flow, asked) if task.clarification is None else None
        if left is not None:  # "anything but economy": business or first?
            seen.by = "narrowed"
            return [left]
        listing = options_asked(u, t, asked) if task.clarification is None else None
        if listing is not None:  # "what cities do you fly from?", "都有什么菜？"
            seen.by = "options"
            return [listing]
    if not answer_cmds and not others_values and not hits and asked is not None:
        if task.clarification is not None:  # "the last" to "Paris, London or Rome?"
            return []  # is no city: the question is asked again
        # "Seoul" for a city we do not fly from: said so, and asked again
        seen.by = "unlisted"
        return unlisted_answer(u, t, asked)
    if others_values and not answer_cmds and asked is not None and not task.clarification:
        # "一份米饭" when rice is not on the menu: the dish refused, and its count with it
        refused = unlisted_items(u, t, flow, asked)
        if refused:
            seen.by = "unlisted"
            return [*without_its_count(flow, others_values), *refused]
    return [*answer_cmds, *others_values, *unlisted_beside(u, t, flow, answer_cmds)]


def idle_start(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """With no task running, the flow the message asks for: by trigger (weak ones too),
    a task on offer taken up with a value, an answer to "Do you mean …?", else the flows
    the message's values point at."""
    hits, scanned, weak = seen.hits, seen.scanned, seen.weak
    hits = hits or u.triggers.weak(scanned, names=weak)
    if hits and hits[0].score < 1.0 and negated_verb(t):
        return []  # "I don't need a hotel" asks for no hotel
    if not hits:  # a value outside what the beliefs say: "来份水煮鱼，不要太辣"
        taken_up = resumed_with(u, t) if t.state.offer_resume is not None else None
        if taken_up is not None:  # "from London" to "Shall we get back to …?"
            seen.by = "resumed_with"
            return taken_up
        chosen = flow_chosen(u, t) if weak else None
        if chosen is not None:  # "the second one" to "Do you mean …?"
            seen.by = "flow_chosen"
            return chosen
        owners = best_fitting(u, t, u.owners.flows(t))  # "约明天下午的科三": a lesson
        hits = u.owners.hit(owners) or answered_by_values(u, t)
        if not hits and weak:  # "I want to go to Paris": a flight, a hotel or...?
            which = which_flow_for_values(u, t, owners)
            if which is not None:
                seen.by = "which_flow"
                return [which]
    # "how long is a flight to Tokyo?" books nothing
    if (
        u.triggers.books(hits)
        and mood(t.lex, t.raw, t.norm).asking
        and not asked_politely(t.lex, scanned, hits)  # "can you deliver it to room 5?"
    ):
        hits = u.triggers.informational(hits)
    return start(u, t, hits) if hits else []


def _switch(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> list[Command] | None:
    """Another flow asked for mid-task: two requests, a question which, a request queued
    after the running task, or a switch to it (cue words add to its score)."""
    two = two_requests(u, t)
    if two is not None and isinstance(two[0], StartTask) and two[0].flow == hits[0].flow:
        return two
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
    return switch_to(u, t, top.flow, score)


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
