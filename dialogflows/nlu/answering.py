"""The readers of the weighed answer while a task runs (``pipeline.ANSWER``: a switch of
topic, the options asked for, a value the slot does not list, the answer with the values
said beside it) and of the request with no task running (``pipeline.IDLE``: the flows
the triggers ask for). The answer is weighed once before them, by the pipeline
(``weighing.py``); each reader here reads one outcome of that weighing, and the pipeline
declares their order, records the spans the answer used and starts the flows asked for.
Readers of the same outcome kept with their kind: the answer alone (``answer_alone.py``), a
value for a queued task (``for_queued.py``), a request queued after the answer
(``two_requests.py``), a flow the values point at (``which_flow.py``).
"""

from __future__ import annotations

from ..commands import Clarify, Command, SetSlot
from ..spec import SlotType
from .alternatives import narrowed, offered_beside
from .answer_beside import answer_spans, beside, nothing_found, weighed
from .anticipated import anticipated_yes_no
from .asked_flow import ask_flow, booking_asked
from .findings import AddedFirst, FlowAsked, Found, HitsAsked
from .knowledge import Knowledge
from .options import options_asked
from .other_value import other_counted
from .past_told import told_in_the_past, told_of_a_past_one, told_past_only
from .reader import Seen, pointed_at
from .supposed_hits import not_supposed
from .undone_thing import told_then_undone, undone_thing
from .unlisted import unlisted_beside, unlisted_items, without_its_count
from .unlisted_answer import unlisted_answer
from .unwanted import negated_verb
from .utterance import Turn
from .volunteered import volunteered

#: a cue word adds this much to a trigger's score when a task is already running
CUE_BONUS = 0.25


def switch(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | AddedFirst | None:
    """Another flow asked for mid-task: a question which, a request queued after the
    running task (the pipeline asks ``two_requests.added_request`` first: "I also need a
    hotel there"), or a switch to it (cue words add to its score). Two requests at once
    are read before (``pipeline.ANSWER``)."""
    hits = weighed(seen).others
    cue = t.lex["topic_cues"].search(t.norm) is not None
    top = hits[0]
    score = min(1.0, top.score + (CUE_BONUS if cue else 0.0))
    if score < u.switch_threshold:
        return None
    tied = [h.flow for h in hits if (h.score, h.length) == (top.score, top.length)]
    if len(tied) > 1:
        return [ask_flow(u, t.lex, tied, score)]
    return AddedFirst(hits, FlowAsked(top.flow, score=score))


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
    w, asked, task = weighed(seen), seen.asked, t.task
    if asked is None or task is None or w.answer or w.hits or beside(u, t, seen):
        return None
    if task.clarification is not None:  # "the last" to "Paris, London or Rome?"
        return None  # is no city: the question is asked again (``asked_again``)
    return unlisted_answer(u, t, asked)


def asked_again(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """Nothing that answers the clarifying question: it is asked again."""
    w = weighed(seen)
    if seen.asked is None or w.answer or w.hits or beside(u, t, seen):
        return None
    return []


def unlisted_items_said(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "一份米饭" when rice is not on the menu: the dish refused, and its count with it."""
    w, asked, flow = weighed(seen), seen.asked, t.flow
    if asked is None or flow is None or w.answer:
        return None
    values = beside(u, t, seen)
    if not values:
        return None
    other = other_counted(u, t, flow, asked)
    if other:  # "就一只乌龟" beside 猫, 狗, 其他: the other value, the count kept
        return [*values, *other]
    refused = unlisted_items(u, t, flow, asked)
    return [*without_its_count(flow, values), *refused] if refused else None


def answer(u: Knowledge, t: Turn, seen: Seen) -> Found:
    """The asked slot's answer, the values said beside it, and those the slot's list does
    not hold ("一份米饭" beside the dish asked for)."""
    w, flow = weighed(seen), t.flow
    assert flow is not None
    said = [*w.answer, *beside(u, t, seen), *unlisted_beside(u, t, flow, w.answer)]
    said = _choice_beside(u, t, seen, _none_inside_a_choice_asked(t, said))
    if w.answer and w.span is not None and seen.asked is not None:
        # "4 rooms, and no nobody will be in": the next yes-or-no question's answer
        filled = {c.slot for c in said if isinstance(c, SetSlot)}
        said += [
            c
            for c in anticipated_yes_no(u, t, flow, seen.asked, w.span[1])
            if isinstance(c, SetSlot) and c.slot not in filled
        ]
    return Found(said, answer_spans(w))


def _choice_beside(u: Knowledge, t: Turn, seen: Seen, said: list[Command]) -> list[Command]:
    """``said`` with the question about a choice offered beside the answer for another
    empty slot (``alternatives.offered_beside``: "wedding, 10th or 11th july"), the value
    the reading took of the two (the one next to its unit) left out."""
    if t.flow is None or any(isinstance(c, Clarify) for c in said):
        return said
    filled = {c.slot: c.value for c in said if isinstance(c, SetSlot)}
    asked = {seen.asked.name} if seen.asked is not None else set()
    choice = offered_beside(u, t, t.flow, asked, filled)
    if choice is None:
        return said
    return [c for c in said if not (isinstance(c, SetSlot) and c.slot == choice.slot)] + [choice]


def _none_inside_a_choice_asked(t: Turn, said: list[Command]) -> list[Command]:
    """VALUE_OFFERED_AS_ALTERNATIVES_ALSO_READ_AS_ANOTHER_SLOTS: "10号或11号" to "哪天？" asks
    which of two days; the words of the two are the asked slot's, so no other slot takes
    them (a free-text address took "10号或11号" whole, its 号 a door's)."""
    asked = [t.span_of(c.raw_text) for c in said if isinstance(c, Clarify) and c.raw_text]
    if not asked:
        return said
    return [
        c
        for c in said
        if not (isinstance(c, SetSlot) and c.raw_text)
        or not any(a < y and x < b for a, b in asked for x, y in [t.span_of(str(c.raw_text))])
    ]


def requested(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | FlowAsked | HitsAsked | None:
    """With no task running, the flow the message's triggers ask for (weak ones too)."""
    hits = seen.hits or not_supposed(
        u, t, seen.scanned, u.triggers.fallbacks.weak(seen.scanned, names=seen.weak)
    )  # SUPPOSED_UNDO_READ_BY_A_LOOSE_TRIGGER: "if we end the contract in july do we pay…?"
    if not hits:
        # "昨天洗的车 后备箱全是水印": the service told by its trigger split by 的, a day
        # gone by in its clause: the flow that takes that day (TOLD_SPLIT_TRIGGER_IN_THE_PAST)
        told = u.triggers.told_split(seen.scanned)
        past = told_in_the_past(u, t, told, seen.scanned) if told else None
        return FlowAsked(past) if past is not None else None
    # NEGATION_ELSEWHERE_REFUSES_A_LOOSE_TRIGGER: a trigger said with words between ("fit 4
    # tyres" for "fit tyres") stands where its words do, so "…, not mobile, …" in another
    # clause refuses nothing
    first = u.triggers.placed(seen.scanned, hits[:1])[0]
    if (
        first.score < 1.0
        and negated_verb(t, seen.scanned[first.start : first.end])
        and not _negations_are_values(u, t, first.flow)
    ):
        return []  # "I don't need a hotel" asks for no hotel
    if hits[0].score < 1.0 and not seen.hits:
        # "i want to donate platelets at northgate": a word of one flow's description
        # ("donate", of a check whether one can) against listed values only another flow
        # takes (the donation's kind and centre): the values tell, read next
        owners = pointed_at(u, t, seen)
        if owners and not owners & {h.flow for h in hits}:
            return None
        taking = u.owners.takers_of_code(t, {h.flow for h in hits})
        if len(taking) == 1:  # "… could the surveyor come monday instead? FQ-20417"
            return FlowAsked(next(iter(taking)))
        if taking:  # CODE_OF_A_MADE_THING_TWO_FLOWS_TAKE_OVER_A_WEAK_WORD_OF_ITS_MAKER
            # the thing is made already: which of the flows taking it, no new one
            return [ask_flow(u, t.lex, [f for f in u.domain.flows if f in taking], hits[0].score)]
    undoing = undone_thing(u, t, hits) if hits[0].score < 1.0 else told_then_undone(u, t, hits)
    if undoing is not None:  # "cancel my study room booking": the booking undone, not made
        return FlowAsked(undoing[0]) if len(undoing) == 1 else []
    past = told_in_the_past(u, t, hits, seen.scanned)
    if past is not None:  # "前天洗的空调 现在还有味道": the complaint, no booking
        return FlowAsked(past)
    if all(h.score < 1.0 for h in hits) and told_past_only(u, t, hits, seen.scanned):
        # "前天约的电工到现在都没来" with no flow taking that day: no new booking. Only for a
        # trigger said apart ("约的电工"), the way a service done is told; one said whole
        # ("still overflowing") is asked for as said
        return []
    if told_of_a_past_one(t, hits, seen.scanned):
        return []  # "上次那个月嫂做饭太咸了": what happened with one had before, no new one
    return booking_asked(t, u, seen, hits)


def _negations_are_values(u: Knowledge, t: Turn, flow_name: str) -> bool:
    """NEGATED_VALUE_TAKES_BACK_A_LOOSE_TRIGGER: every negation of the message stands in a
    no the flow's own yes-or-no slots read ("预约猫咪单独火化 5斤 明天 不用上门" for 预约火化
    beside a slot of being fetched): it answers that slot, refusing nothing, where the
    loose trigger was taken back and the whole request was small talk."""
    flow = u.domain.flows.get(flow_name)
    negations = t.negations()
    if flow is None or not negations:
        return False
    said = [
        t.span_of(c.raw_text)
        for c in volunteered(u, t, flow, None, skip=set())
        if isinstance(c, SetSlot)
        and c.value is False
        and (spec := flow.slot(c.slot)) is not None
        and spec.type == SlotType.BOOLEAN
    ]
    return all(any(x <= a and b <= y for x, y in said if x < y) for a, b in negations)
