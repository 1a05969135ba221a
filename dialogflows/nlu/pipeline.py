"""The order of the understanding, declared once: which reader reads a message first.

``RuleUnderstander.understand`` builds the message (``message.Message`` within an
``utterance.Turn``) and runs these lists; nothing else decides the order. A reader asked
(its ``when`` holds) that finds something decides the message, and its name goes with the
commands (``Command.reader``); a reader that finds nothing passes the message on.

Readers change nothing and never call each other. What the pipeline does besides running
them lives in its parts, each one concept: ``recorded.py`` writes on the message (the
spans the deciding reader used, the beliefs' spans); ``resolved.py`` starts the flow a
reader found asked for (with ``starting.py``), two requests in one message too, and runs
the readers a finding asks first (``RecallFirst``: something asked back, of the recall
readers composed in ``asked_back.py``; ``AddedFirst``: a request after the running task);
``composed.py`` holds the readings made of two readers (the confirmation's yes, its
correction, its no; an ended task read again by the corrections), each declared here as
one reader.

1. ``FIRST``: the readers that may decide a message before its beliefs are read: a queued
   task dropped, a yes carrying a verb at a confirmation, the conversation's control words
   (handoff, cancel, repeat, resume; beliefs said with them are kept), a slot cleared.
2. the beliefs ("my budget is 5000", "对海鲜过敏"), read and their words taken out of play;
   ``AFTER_BELIEFS``: a message that only asks to remember them says nothing else.
3. with no task running, ``IDLE``: a change of the task just done, two requests at once, a
   follow-up ("and in Berlin?"), a flow kept, then the flow the message asks for.
   With a task running, ``IN_TASK``: the text of a free-text value refined, a part of it
   fixed, the confirmation's answer, the clarification's, the slot to change named, a
   question about a value, corrections, the answer; then, the asked slot's answer weighed
   once against another flow asked for (``weighing.weigh``), ``ANSWER``: a switch of
   topic, the answer alone, the answer with a request queued after it, the options asked
   for, a value the slot does not list, the answer with the values volunteered beside it.
4. ``REFINE``: what was found, reworked: "add one more", "as last time", the rest of the
   message for the slot that takes it, the way back of a trip, "sometime next week".
5. ``LAST``: nothing found and no belief: a value for a queued task, else yes or no.
6. what each ``ChitChat`` is (a goodbye, a thank-you, an aside), read for the runtime
   (``talk.py``): the runtime answers it by key, without reading the text again.

A reader or refine step may declare its cues (``cues=``): the regexes of its own grammar
one of which must match a message for it to find anything. ``cue_sources`` hands them to
``cues.CueIndex``, built at load per lexicon; the message's mask (``Turn.cues``, one pass
over its words) then skips a declared reader none of whose cues it holds.
"""

from __future__ import annotations

from dataclasses import replace

from ..commands import Command, CorrectSlot, Resume, SetSlot
from ..spec import SlotType
from ..state import COLLECTING, CONFIRMING
from . import answering as a
from . import weighing
from .answer_alone import answer_alone
from .as_before import as_before
from .asked_back import asked_back
from .belief_slots import limit_as_value
from .change_named import what_to_change
from .clarification_answer import clarification_answer
from .closing import closing, resumed_done
from .code_verb import code_verb_asked
from .composed import (
    confirmation,
    corrected,
    default_answers,
    several,
    switching_to_both,
    task_amended,
)
from .control import control_commands, control_cues, keeps_flow
from .corrections import correction_cues, find_corrections
from .cues import CueSource
from .date_elsewhere import date_for_another
from .definition_asks import asks_what_it_is, definition_cues
from .findings import FlowAsked
from .for_queued import (
    for_queued,
    for_queued_task,
    held_values_fit,
    resumed_with,
    switch_for_queued,
)
from .increments import apply as apply_increments
from .increments import increment_cues, increments
from .knowledge import Knowledge
from .late_answer import late_answer
from .later_hour import later_hours, times_after
from .leave_taking import leave_taken
from .made_pronoun import made_thing_by_pronoun
from .month_kept import month_kept
from .mood import mood
from .opened_by_change import opened_values
from .own_name import with_own_name
from .part_fixes import part_fix
from .period_asked import day_of_the_week_asked, period_asked, period_cues
from .reader import Finding, Reader, ReaderError, Refiner, Seen, first
from .recall import done_form, recalled_done
from .recorded import decided, named, recorded_beliefs
from .resolved import started
from .rest_text import with_rest
from .return_trip import with_return
from .said_again import said_again
from .same_again import same_again, same_asked
from .same_as import same_as
from .slot_cleared import clear_cues, clear_slot
from .text_refined import refined_text, where_it_is
from .topic_verb import topic_verb_asked, topic_verb_cues
from .tried_codes import with_tried_codes
from .two_requests import drops_queued, queued_after, two_requests
from .unknown_shift import unknown_day_shift
from .utterance import Turn
from .verb_request import asked_by_verb, asked_for_the_thing_named
from .when_implied import when_implied
from .which_flow import flow_chosen, requested_by_values, which_flow
from .yes_no import yes_carrying_a_verb

_TEXT = SlotType.TEXT
#: the asked slots a whole message of another slot's type may answer late (``late_answer``)
_LATE_ANSWERED = frozenset({SlotType.TEXT, SlotType.PHONE, SlotType.EMAIL})


def _confirming(t: Turn, seen: Seen) -> bool:
    return t.task is not None and t.task.phase == CONFIRMING


def _switching(t: Turn, seen: Seen) -> bool:
    return seen.weighed is not None and seen.weighed.switching


def _clarifying(t: Turn, seen: Seen) -> bool:
    return t.task is not None and t.task.clarification is not None


def _not_clarifying(t: Turn, seen: Seen) -> bool:
    return t.task is not None and t.task.clarification is None


def held_changed(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "好 改成下周二" to "Shall we get back to …?": a change of a value the held task
    holds, said as it would be while the task ran, takes the task up and makes the change;
    read as a correction (``corrections.find_corrections``) with the held task as the
    running one. Values of slots it holds are no values ``resumed_with`` takes, so the
    message was small talk and the change was lost. Composed here, as the correction
    reader reads it for another task than the running one."""
    held = t.state.offered_held()
    flow = u.domain.flows.get(held.flow) if held is not None else None
    if held is None or flow is None or mood(t.lex, t.raw, t.norm).question:
        return None
    found = find_corrections(u, replace(t, task=held, flow=flow), confirming=False)
    if not found or not all(isinstance(c, (SetSlot, CorrectSlot)) for c in found):
        return None
    return [Resume(flow=flow.name), *found]


def held_answered(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "jack" or "leo, hes 10" to "Shall we get back to …?" after an aside asked while the
    held task waited for a name: the message is read as the held task would read it had it
    gone on running (its asked slot's answer and the values beside it, ``IN_TASK`` and
    ``ANSWER``), and when that reading is values and nothing else, the task is taken up
    with them. ``resumed_with`` takes values of a form of their own (a time, a number, an
    address beyond doubt); free text has none, so a bare name or a reason was small talk
    and the answer was lost. What the held task's reading leaves unread, or reads as
    anything but values (a question, a thank-you, a request), is no answer; nor is a yes
    or a no when the held question asks one (it answers the offer)."""
    held = t.state.offered_held()
    flow = u.domain.flows.get(held.flow) if held is not None else None
    if held is None or flow is None or held.asked is None or held.clarification is not None:
        return None
    asked = flow.slot(held.asked)
    if asked is None or asked.type == SlotType.BOOLEAN or mood(t.lex, t.raw, t.norm).asking:
        return None  # "好的 知道了" to the offer says yes to it, nothing to "送上门吗？"
    found = _task(u, replace(t, task=held, flow=flow), Seen())
    said = found.commands if found is not None else []
    values = [c for c in said if isinstance(c, SetSlot) and c.flow is None and c.raw_text]
    if not values or len(values) != len(said):
        return None
    if not held_values_fit(u, t, flow, values):
        return None
    return [Resume(flow=flow.name), *values]


def _one(found: Command | None) -> list[Command] | None:
    return [found] if found is not None else None


#: the readers that may decide a message before its beliefs are read
FIRST: tuple[Reader, ...] = (
    # "never mind the hotel" while the flight runs first
    Reader("queued_dropped", lambda u, t, s: drops_queued(u, t), lambda t, s: bool(t.state.queued)),
    # "yes, cancel it" to "Cancel loan LN-1234?": a yes
    Reader("yes_with_verb", lambda u, t, s: yes_carrying_a_verb(u, t), _confirming),
    # "我对海鲜过敏，那不要了": the order is dropped, the allergy is kept (``run``)
    Reader("control", lambda u, t, s: started(u, t, control_commands(u, t)), cues=control_cues),
    # "不要指定时间了" clears a slot; it states no belief
    Reader(
        "clear_slot", lambda u, t, s: clear_slot(u, t), lambda t, s: t.flow is not None, clear_cues
    ),
)

#: once the beliefs are read: "please remember that my limit is $500" transfers nothing
AFTER_BELIEFS: tuple[Reader, ...] = (
    Reader("remembered", lambda u, t, s: s.beliefs, lambda t, s: t.remembered and bool(s.beliefs)),
)

#: a message with no task running: which flow it asks for, if any
IDLE: tuple[Reader, ...] = (
    # "actually change my flight to Saturday" once it is booked
    Reader(
        "amend",
        task_amended,
        lambda t, s: t.state.last_task is not None,
    ),
    # "a flight to Paris and a hotel there"
    Reader(
        "two_requests",
        lambda u, t, s: started(u, t, two_requests(u, t)),
        lambda t, s: s.weak,
        lambda u, lex: [u.joiners.get(lex.language)],
    ),
    # "And in Berlin?" right after the forecast for London asks it again
    Reader(
        "follow_up",
        lambda u, t, s: u.followups[t.lex.language].commands(u, t),
        lambda t, s: not s.hits and s.weak,
        lambda u, lex: u.followups[lex.language].cues(),
    ),
    # "keep the flight though" books no second flight
    Reader("flow_kept", lambda u, t, s: [] if keeps_flow(u, t) else None, lambda t, s: not s.hits),
    # the triggers, weak ones too (no cues: a trigger typed with a typo or by its sound,
    # ``weak_triggers.WeakTriggers.weak``, holds no word a regex could require)
    # "ok yes book it" to "Shall we get back to …?" with the booking held at its
    # confirmation: taken up and confirmed, not asked for again by its trigger's verb
    Reader(
        "resumed_done",
        lambda u, t, s: resumed_done(u, t),
        lambda t, s: t.state.offer_resume is not None,
    ),
    # "ok can i order one" after "whats the turnaround on a trophy": the trophy, before
    # "order" names a flow as a word of its name
    Reader(
        "thing_named",
        lambda u, t, s: started(u, t, asked_for_the_thing_named(u, t)),
        lambda t, s: t.task is None,
        lambda u, lex: [lex["object_pronouns"]],
    ),
    # "where is it now?" right after a parcel was booked: tracking it, not the list
    Reader(
        "made_thing_by_pronoun",
        lambda u, t, s: started(u, t, FlowAsked(f) if (f := made_thing_by_pronoun(u, t)) else None),
        lambda t, s: not s.hits and t.state.last_task is not None,
        lambda u, lex: [lex["object_pronouns"]],
    ),
    # "把CS2005退了吧 临时有事": the code, then the one-character verb of a flow's trigger
    Reader(
        "code_verb",
        lambda u, t, s: started(u, t, code_verb_asked(u, t)),
        lambda t, s: not s.hits and t.task is None,
    ),
    Reader("request", lambda u, t, s: started(u, t, a.requested(u, t, s))),
    # "from London" to "Shall we get back to …?"
    Reader(
        "resumed_with",
        lambda u, t, s: resumed_with(u, t),
        lambda t, s: t.state.offer_resume is not None,
    ),
    # "好 改成下周二" to "Shall we get back to …?": a change of the held task's values
    Reader(
        "resumed_changed",
        lambda u, t, s: held_changed(u, t),
        lambda t, s: t.state.offer_resume is not None and t.task is None,
    ),
    # "jack" to "Shall we get back to …?" after "What's your child's name?"
    Reader(
        "held_answered",
        lambda u, t, s: held_answered(u, t),
        lambda t, s: t.state.offer_resume is not None and t.task is None,
    ),
    # "the second one" to "Do you mean …?"
    Reader("flow_chosen", lambda u, t, s: flow_chosen(u, t), lambda t, s: s.weak),
    # the one flow the message's values point at ("来份水煮鱼，不要太辣"); no cues here nor
    # in ``which_flow``: any typed value (a date, a number) may be the one
    Reader("request_by_values", lambda u, t, s: started(u, t, requested_by_values(u, t, s))),
    # "下周一再约一个一样的": the flow that just ended, again
    Reader(
        "same_asked",
        lambda u, t, s: started(u, t, same_asked(u, t)),
        lambda t, s: t.state.last_task is not None,
        lambda u, lex: [lex["same_task"], lex["another_words"]],
    ),
    # "你们疏通马桶多少钱", then "那帮我约一个": the flow the message before named
    Reader(
        "topic_verb",
        lambda u, t, s: topic_verb_asked(u, t),
        # no trigger said: the verb alone need not be a word of one ("订" of 寄养)
        lambda t, s: not s.hits,
        lambda u, lex: topic_verb_cues(lex),
    ),
    # "ok book it" after "how much for 30 people": the one flow "book" opens
    Reader(
        "verb_request",
        lambda u, t, s: started(u, t, asked_by_verb(u, t)),
        lambda t, s: t.task is None,
        lambda u, lex: [lex["object_pronouns"]],
    ),
    # "I want to go to Paris": a flight, a hotel or...?
    Reader("which_flow", which_flow, lambda t, s: s.weak),
    # nothing asked for: the message decides nothing more
    Reader("nothing_asked", lambda u, t, s: []),
)

#: a message while a task runs, in order
IN_TASK: tuple[Reader, ...] = (
    # "送到我家", then "我家在望京西路5号"
    Reader(
        "text_refined",
        lambda u, t, s: refined_text(u, t),
        lambda t, s: not s.elsewhere,
        lambda u, lex: [where_it_is(lex)],
    ),
    # "room 212 not 210": one part of the address, the rest kept
    Reader(
        "part_fix",
        lambda u, t, s: _one(part_fix(t.lex, t.raw, t.flow, t.task)) if t.flow and t.task else None,
        lambda t, s: not s.elsewhere,
        lambda u, lex: [t.regex for t in lex.templates["part_fixes"]],
    ),
    # "thanks, ill come back when i know whats wrong with it": a goodbye, the task kept
    Reader("leave_taking", lambda u, t, s: leave_taken(u, t)),
    Reader("confirmation", confirmation, _confirming),
    # "thursday" to "Which day next week?": that week's Thursday
    Reader("week_day", lambda u, t, s: day_of_the_week_asked(u, t), _clarifying),
    # "ok book me a hotel there for the weekend" to "did you mean 2026-11-30 for the date?"
    # of a forecast asks for a hotel: the weekend is no answer to it
    Reader(
        "clarification",
        lambda u, t, s: started(u, t, clarification_answer(u, t)),
        lambda t, s: (
            t.task is not None
            and t.task.clarification is not None
            and not (s.elsewhere and mood(t.lex, t.raw, t.norm).request)
        ),
    ),
    # "What would you like to change?" - "the date"
    Reader(
        "change_named",
        lambda u, t, s: what_to_change(u, t),
        lambda t, s: t.task is not None and bool(t.task.denials),
    ),
    # "what did I book today?" while check-in is asked
    Reader(
        "recall_done",
        lambda u, t, s: _one(recalled_done(u, t)),
        lambda t, s: s.asked is not None,
        lambda u, lex: (lex["done_asks"], done_form(lex, u.domain)),
    ),
    Reader(
        "recall",
        asked_back,
        lambda t, s: s.asked is not None and not s.hits and mood(t.lex, t.raw, t.norm).asking,
    ),
    # "whats a locking wheel nut" to "What's the car's registration?": no answer, no values
    Reader(
        "definition_asked",
        lambda u, t, s: asks_what_it_is(u, t),
        lambda t, s: s.asked is not None and not s.hits,
        definition_cues,
    ),
    Reader("correction", corrected, lambda t, s: not s.elsewhere, correction_cues),
    Reader(
        "late_answer",
        lambda u, t, s: late_answer(u, t, t.flow, s.asked) if t.flow and s.asked else None,
        lambda t, s: s.asked is not None and s.asked.type in _LATE_ANSWERED,
    ),
    # "2 days ago" to "Which day?" (a visit from today) beside "When did it start?" (up to
    # today): the other date slot's answer, and the visit's day asked again
    Reader(
        "date_elsewhere",
        lambda u, t, s: date_for_another(u, t, t.flow, s.asked) if t.flow and s.asked else None,
        lambda t, s: s.asked is not None and s.asked.type == SlotType.DATE,
    ),
    Reader(
        "same_as",
        lambda u, t, s: _one(same_as(u, t, s.asked)) if s.asked else None,
        lambda t, s: s.asked is not None and t.templated and t.lex.may_match("same_as", t.raw),
    ),
    Reader(
        "items",
        several,
        lambda t, s: (
            s.asked is not None
            and t.task is not None
            and t.task.phase == COLLECTING
            and t.flow is not None
        ),
    ),
    # a switch of topic, or the asked slot's answer and the values beside it: ``ANSWER``
)

#: the asked slot's answer weighed against another flow asked for (``weighing.weigh``),
#: once the readers above found nothing; the answer's spans are recorded by the pipeline
ANSWER: tuple[Reader, ...] = (
    # "actually make the hotel a suite" with the hotel queued: a value for it
    Reader("queued_named", switch_for_queued, _switching),
    # "what's the weather in Rome next Friday?": the weather, and the booking held
    Reader("switch_two_requests", switching_to_both, _switching),
    Reader("switch", lambda u, t, s: started(u, t, a.switch(u, t, s)), _switching),
    # "next friday please": the answer and nothing beside it (the answer, read whole)
    Reader("answer", answer_alone),
    # "tomorrow, I need a hotel there": the answer, and the hotel after this task
    Reader("queued_after_answer", queued_after),
    # nothing answers: a value for a queued task, "anything but economy", the options asked
    Reader("for_queued_now", for_queued_task),
    Reader("narrowed", a.narrowed_down, _not_clarifying),
    Reader("options", a.options, _not_clarifying),
    # "Seoul" for a city we do not fly from; "the last" to "Paris, London or Rome?"
    Reader("unlisted", a.unlisted, _not_clarifying),
    Reader("asked_again", a.asked_again, _clarifying),
    # "一份米饭" when rice is not on the menu
    Reader("unlisted_items", a.unlisted_items_said, _not_clarifying),
    # the answer, and the values said beside it
    Reader("answer_with_values", a.answer),
)

#: what the readers found, reworked
REFINE: tuple[Refiner, ...] = (
    # "add one more passenger"
    Refiner(
        "increments",
        lambda u, t, out: apply_increments(increments(u, t), out, t.lex),
        lambda t, s: t.task is not None and t.flow is not None,
        increment_cues,
    ),
    # "送到上次那个地址": the address of the last order
    Refiner(
        "as_before",
        as_before,
        lambda t, s: t.task is not None and t.flow is not None,
        lambda u, lex: [lex["as_before"]],
    ),
    # "book the same for next friday": the ended task's values, the new ones said
    Refiner(
        "same_again",
        same_again,
        lambda t, s: t.task is None and t.state.last_task is not None,
        lambda u, lex: [lex["same_task"]],
    ),
    # "订两罐气 送到幸福路8号": the address given, so the delivery is wanted
    Refiner("when_implied", when_implied),
    # "actually can you collect it, im at 3 mill lane": the address the change opens
    Refiner("opened_by_change", opened_values, lambda t, s: t.task is not None),
    # "renew my loan LB-12345" for six digits: the code tried, refused with a word
    Refiner("tried_codes", with_tried_codes),
    # "我要退款，菜是凉的": the reason, which nothing else reads
    # "…, domestic, bobbin jams, friday, …": the one part of a list nothing else reads
    Refiner(
        "rest_text",
        lambda u, t, out: with_rest(u, t, out) if u.rest_slots or u.list_rest_slots else out,
    ),
    # "I want to come back on the 28th": a flight back
    Refiner("return_trip", with_return, cues=lambda u, lex: [lex["return_words"]]),
    # "sometime next week": which day of it?
    Refiner("period_asked", period_asked, cues=period_cues),
    # "back around 4" for a return time after a pick-up at 09:00: 16:00
    Refiner(
        "later_hour",
        later_hours,
        lambda t, s: t.task is not None and t.flow is not None and times_after(t.flow),
    ),
    # "20th june", then "make it the 21st": the 21st of June
    Refiner("month_kept", month_kept, lambda t, s: t.task is not None and t.flow is not None),
    # "can i move my cleaning a day later? DC-5182": a day the bot does not hold, moved
    Refiner("unknown_day_shift", unknown_day_shift),
)

#: nothing found and no belief stated
LAST: tuple[Reader, ...] = (
    # "double pls" while the flight confirms: for the hotel queued after it
    Reader(
        "for_queued",
        lambda u, t, s: for_queued(u, t) or None,
        lambda t, s: bool(t.state.queued or t.state.task_stack) and t.task is not None,
    ),
    # "月嫂" again, the 月嫂 the request named held: said back, the question asked again
    Reader("said_again", lambda u, t, s: said_again(u, t), lambda t, s: t.task is not None),
    Reader("closing", lambda u, t, s: started(u, t, closing(u, t))),
)


def cue_sources() -> dict[int, CueSource]:
    """The cues every declared reader and refine step gives, by its bit in a message's
    mask (``cues.CueIndex``: built at load, per lexicon)."""
    steps: tuple[Reader | Refiner, ...] = (
        *FIRST,
        *AFTER_BELIEFS,
        *IDLE,
        *IN_TASK,
        *ANSWER,
        *REFINE,
        *LAST,
    )
    names = [s.name for s in steps]
    assert len(names) == len(set(names)), "readers' names are their keys: one each"
    return {s.bit: s.cues for s in steps if s.cues is not None}


def run(u: Knowledge, t: Turn) -> list[Command]:
    """The commands of one message: the declared lists run in order, and what each
    chit-chat is, read for the runtime (``talk.py``)."""
    return u.talk.kinds(_read(u, t))


def _read(u: Knowledge, t: Turn) -> list[Command]:
    seen = Seen()
    found = first(FIRST, u, t, seen)
    if found is not None:
        if found.reader == "control":  # "我对海鲜过敏，那不要了": the allergy is kept
            return [*recorded_beliefs(u, t), *decided(t, found)]
        out = decided(t, found)
        if u.rest_slots and out and all(isinstance(c, SetSlot) for c in out):
            # "no rush. they're for a job interview": the yes-or-no slot said without its
            # value, and the remark beside it for the slot that takes the rest
            refined = with_rest(u, t, out)
            out = out if refined is out else named(refined, "rest_text")
        return out
    seen.beliefs = recorded_beliefs(u, t)
    found = first(AFTER_BELIEFS, u, t, seen) if seen.beliefs else None
    if found is not None:
        return found.commands
    found = _task(u, t, seen)
    out = decided(t, found) if found is not None else []
    for step in REFINE:
        try:
            if step.asked(u, t, seen, out):
                refined = step.refine(u, t, out)
                if refined is not out:  # most steps change nothing and give the list back
                    out = named(refined, step.name)  # named already: only what it added
        except ReaderError:
            raise
        except Exception as e:  # a refine step's bug is named like a reader's
            raise ReaderError(step.name, e) from e
    if seen.beliefs and out:  # "去朝阳看个一居室，预算5000": the budget of the flow started
        seen.beliefs = limit_as_value(u.domain, t, seen.beliefs, out)
    if not out and not seen.beliefs:
        found = first(LAST, u, t, seen)
        out = decided(t, found) if found is not None else []
    if seen.beliefs:  # "…, my name is Priya Nair": the flow's slot for the user's name too
        out = with_own_name(u, t, seen.beliefs, out)
    return [*seen.beliefs, *out, *default_answers(u, t, seen.beliefs, out)]


def _task(u: Knowledge, t: Turn, seen: Seen) -> Finding | None:
    """What a message says to the running task, or with none running which flow it asks
    for: the trigger hits worked out once, then ``IDLE`` or ``IN_TASK``."""
    seen.weak = (t.task is None or t.flow is None) and not t.stated_beliefs
    hits, cancel = weighing.elsewhere_asked(u, t, seen)
    if len(seen.undoing) == 1:  # "we wont need the oven clean anymore": let it go
        begun = started(u, t, FlowAsked(seen.undoing[0]))
        if isinstance(begun, list) and begun:
            return Finding(begun, "undone_refused")
    if cancel is not None:  # "I don't want to book the flight (anymore)": no flight
        return Finding(cancel, "unwanted")
    seen.hits = hits
    if t.task is None or t.flow is None:
        return first(IDLE, u, t, seen)
    # "what's the weather in Paris?" while confirming asks for another flow: Paris is the
    # weather's city, not a correction of the booking
    seen.elsewhere = any(h.score >= 1.0 and h.flow != t.flow.name for h in hits)
    seen.asked = t.flow.slot(t.task.asked) if t.task.asked else None
    found = first(IN_TASK, u, t, seen)
    if found is not None:
        return found
    seen.weighed = weighing.weigh(u, t, seen)
    return first(ANSWER, u, t, seen)
