"""Steps for messages that change no slot: talk, asides, questions about the task.

Plain functions over the turn, apart from ``turn.py`` (the rules that change state): what
these steps say depends on the state, but none of them emits more than the dropping of an
offer to resume.
"""

from __future__ import annotations

from typing import Any

from .commands import ChitChat
from .fill import display_value
from .nlu.limits import bounds
from .nlu.parsed import value_key
from .spec import FlowSpec, SlotSpec, SlotType
from .state import DONE, Entity, Task
from .task_steps import forget_offer, waiting_task
from .turn_base import TurnBase
from .turn_outcome import Mark

#: how many older things made are named after the newest ("Before that: BK-7243.")
_EARLIER = 3


def say_back(turn: TurnBase, flow: FlowSpec, task: Task) -> None:
    """Before the next question, the values the user cannot see were taken: a change
    ("hmm actually 3" while the date is asked) and a value made by inference ("next
    friday": the day it made). A confirmation echoes every value, so it needs none."""
    changes = [
        {"slot": turn.r.heard(spec), "value": turn.r.show(value, spec)}
        for name in dict.fromkeys(turn._changed)
        for spec, value in [(flow.slot(name), task.value(name))]
        if spec is not None and value is not None
    ]
    if len(changes) == 1:
        turn.say(turn.r.say("corrected", **changes[0]))
    elif changes:  # "time changed to morning and date changed to …": one sentence
        each = [turn.r.say("corrected_each", **c) for c in changes]
        said = turn.r.say("corrected_sep").join(each[:-1])
        turn.say(
            turn.r.say("corrected_all", changes=said + turn.r.say("corrected_last") + each[-1])
        )
    for name in dict.fromkeys(n for n in turn._inferred if n not in turn._changed):
        spec = flow.slot(name)
        value = task.value(name)
        if spec is not None and value is not None:
            turn.say(turn.r.say("inferred", value=turn.r.show(value, spec)))


def chitchat(turn: TurnBase, talk: ChitChat | None = None) -> None:
    """Reply to talk by what the understanding read it as (``ChitChat.said`` and
    ``ChitChat.aside``, ``nlu/talk.py``): the text itself is not read here."""
    said = talk.said if talk is not None else None
    kind = talk.aside if talk is not None else None
    if turn.task is None and turn.state.offer_resume is not None:
        # the user talked past the offer to resume: drop it; the task stays on the stack
        forget_offer(turn)
    held = turn.task or (turn.state.task_stack[-1] if turn.state.task_stack else None)
    if said == "farewell":
        # a task left open stays as it is (no question asked again) for when they return
        turn.say(turn.r.farewell(turn.title(held.flow) if held is not None else None))
        turn.mark(Mark.ASKED)
        return
    if turn.task is None and not turn.out.messages:
        if kind == "question":
            turn.say(turn.r.say("not_answered"))  # "宫保鸡丁有花生吗？", not "how are you?"
        # said once is enough: repeating the whole list every turn only adds noise
        turn.say(turn.r.chitchat(turn.state.last_bot, said, kind == "help"))
    elif turn.task is not None and not turn.out.messages:
        aside(turn, turn.task, kind)
    elif turn.task is None and kind == "question":
        # QUESTION_AFTER_A_YES_ANSWERED_SILENTLY: "yes thats fine. will the preparer call me
        # before?" confirms, then the question is said to be out of reach, not dropped
        turn.say(turn.r.say("not_answered"))


def aside(turn: TurnBase, task: Task, kind: str | None) -> None:
    """Reply to a message that gave the open question nothing (``nlu/asides.py``)."""
    if kind == "help":  # "what can you do?" mid-task: the list, then the question
        turn.say(turn.r.offer)
    elif kind in ("question", "small_talk"):
        # "how long is the flight?" mid-task: said that it is not answered here, then
        # the task's question, rather than the question alone as if nothing was asked
        turn.say(turn.r.say("not_answered"))
    elif not (turn.flow_of(task).steps.asking(task) or turn.flow_of(task).steps.confirming(task)):
        return  # a clarifying question says itself that it is asked again
    elif kind == "wait":  # the question stays open: asking it again would rush
        turn.say(turn.r.say("wait"))
        turn.mark(Mark.ASKED)
    elif kind == "unsure" and turn.flow_of(task).steps.asking(task) and task.asked:
        # the options help choose ("随便" to a dish: the menu); a value only the user
        # has ("I don't remember the reference") is needed, and the way out is said
        list_options(turn, task.asked, limits=False)  # "any day from today" helps no one
        spec = turn.flow_of(task).spec.slot(task.asked)
        if turn.out.messages or spec is None:
            return
        if spec.type == SlotType.TEXT and (spec.pattern or spec.entity):
            turn.say(turn.r.say("unsure_needed", slot=turn.r.heard(spec)))
        else:  # a date not yet decided: the reprompt's examples help
            turn.mark(Mark.RETRY)
    elif kind == "unclear":
        turn.say(turn.r.say("not_understood"))
        turn.mark(Mark.RETRY)


def recall(
    turn: TurnBase,
    entity: str | None,
    slot: str | None = None,
    belief: str | None = None,
    made_by: str | None = None,
    summary: bool = False,
) -> None:
    """Say the newest entity of a kind ("That's HT-5132."), of a kind one flow's action
    made (``made_by``), a value of the running task ("Depart date: 2026-12-04.") or a
    belief ("Budget: $500."); the task's question, if one is open, follows."""
    if belief is not None:
        label = turn.r.label(belief)
        held = turn.state.beliefs.get(belief)
        kind = [b for k, b in turn.state.beliefs.items() if k.partition(":")[0] == belief]
        if held is None and ":" not in belief and kind:
            # "我有什么忌口来着": every belief of that kind ("avoid:辣", "avoid:香菜")
            about = [
                turn.r.say("belief_about", key=label, value=turn.r.show(b.value)) for b in kind
            ]
            turn.say(turn.r.say("recall_beliefs", values=turn.r.texts["list_sep"].join(about)))
        elif held is None:
            shown = turn.r.kind_label(belief) if ":" not in belief else label
            turn.say(turn.r.say("recall_unstated", belief=shown))
        else:
            label = label[:1].upper() + label[1:]
            turn.say(turn.r.say("recall_slot", slot=label, value=turn.r.show(held.value)))
        return
    task = turn.task or turn.state.last_task  # "what date did I book?" once it is done
    if slot is not None and task is not None and task.flow in turn.flows:
        spec = turn.flow_of(task).spec.slot(slot)
        if spec is not None:
            label = spec.heard
            value = task.value(slot)
            if value is None:
                turn.say(turn.r.say("recall_missing", slot=label))
            else:
                label = label[:1].upper() + label[1:]  # it opens the sentence
                turn.say(turn.r.say("recall_slot", slot=label, value=turn.r.show(value, spec)))
            return
    maker = turn.flows.get(made_by) if made_by is not None else None
    sources = {r.name for r in maker.spec.results if r.entity == entity} if maker else None
    undone = _undone(turn, entity) if summary and entity is not None else None
    if undone is not None and entity is not None and sources is None:  # after a cancellation:
        sources = _made_of(turn, entity)  # what actions made, less what was undone
    found = next(
        (
            e
            for e in reversed(turn.state.entity_stack)
            if e.type == entity
            and (sources is None or e.source in sources)
            and (undone is None or e.value != undone[0])
        ),
        None,
    )
    if found is None and undone is not None:  # the one booking was cancelled: say so
        turn.say(undone[1])
        return
    if found is None:
        task = turn.task
        if summary and task is not None and task.filled():  # "我点了什么" mid-order
            running = turn.flow_of(task).spec
            values = [
                turn.r.say("slot_value", slot=turn.r.heard(s), value=turn.r.show(v, s))
                for n, v in task.filled().items()
                if (s := running.slot(n)) is not None
            ]
            turn.say(turn.r.say("recall_so_far", values=turn.r.texts["list_sep"].join(values)))
        elif maker is not None:  # not another flow's, said as if it were this one's
            turn.say(turn.r.say("recall_none", flow=maker.spec.description))
        elif entity is not None:  # "what was my booking number?" before any booking
            turn.say(turn.r.say("recall_nothing", entity=_entity_label(turn, entity)))
        else:
            chitchat(turn)
        return
    said = _summary(turn, found.type, found.value) if summary else None
    turn.say(said or turn.r.say("recall", value=display_value(found.value)))
    earlier = _made_before(turn, found) if summary and maker is None else []
    earlier = [v for v in earlier if undone is None or v != undone[0]]
    if earlier:  # "what did I book?" after a flight and a hotel: the flight too
        shown = turn.r.texts["list_sep"].join(display_value(v) for v in earlier)
        turn.say(turn.r.say("recall_earlier", values=shown))
    if undone is not None:  # and the one just cancelled, in its flow's own words
        turn.say(undone[1])


def _made_of(turn: TurnBase, kind: str) -> set[str]:
    """The result names under which actions make things of ``kind``."""
    return {r.name for f in turn.domain.flows.values() for r in f.results if r.entity == kind}


def _undone(turn: TurnBase, kind: str) -> tuple[Any, str] | None:
    """The thing of ``kind`` the task that ended last undid (a destructive flow, done:
    "Booking BK-7243 is cancelled."), with its ``done`` text; None otherwise."""
    last = turn.state.last_task
    flow = turn.flows.get(last.flow) if last is not None else None
    if last is None or flow is None or not flow.steps.ended(last, DONE):
        return None
    if not flow.spec.destructive:
        return None
    for s in flow.spec.slots:
        value = last.value(s.name)
        if s.entity == kind and value is not None and flow.spec.done:
            return value, turn.fill(flow.spec.done, last)
    return None


def _made_before(turn: TurnBase, newest: Entity) -> list[Any]:
    """Older values of ``newest``'s kind that actions made this session (booking
    references, order numbers), newest first: a few, named by their reference."""
    made = _made_of(turn, newest.type)
    seen = {value_key(newest.value)}
    out: list[Any] = []
    for e in reversed(turn.state.entity_stack):
        if e.type == newest.type and e.source in made and value_key(e.value) not in seen:
            seen.add(value_key(e.value))
            out.append(e.value)
    return out[:_EARLIER]


def _summary(turn: TurnBase, kind: str, value: Any) -> str | None:
    """What the task that made ``value`` did, by its flow's ``summary``: only the task
    that ended last is kept whole, so an older one is named by its reference alone."""
    done = turn.state.last_task
    flow = turn.flows.get(done.flow) if done is not None else None
    if done is None or flow is None or not flow.spec.summary:
        return None
    made = {r.name for r in flow.spec.results if r.entity == kind}
    if not any(done.results.get(name) == value for name in made):
        return None
    return turn.fill(flow.spec.summary, done)


def _entity_label(turn: TurnBase, kind: str) -> str:
    """What the author calls a kind of entity: a description of a slot or result that
    holds it ("订单号"), else its name ("booking")."""
    for flow in turn.domain.flows.values():
        held = [(r.entity, r.description) for r in flow.results]
        held += [(s.entity, s.label or s.description) for s in flow.slots]
        for entity, description in held:
            if entity == kind and description:
                return description
    return kind.replace("_", " ")


def list_options(turn: TurnBase, slot: str, flow: str | None = None, limits: bool = True) -> None:
    """Say what the slot takes ("You can choose New York, Rome, … or Lisbon."; a slot
    without a list, with ``limits``, its first and last value: "Anything from
    2026-11-29 on."); its
    question follows as usual. A question asked again that lists the options itself
    (a reprompt "我们有宫保鸡丁、麻婆豆腐…", a prompt "Economy, business or first class?")
    is the answer, said once."""
    task = turn.task
    if flow is not None:  # a queued task's slot, said as that task's ("For booking…")
        compiled = turn.flows.get(flow)
        spec = compiled.spec.slot(slot) if compiled is not None else None
        if spec is not None and waiting_task(turn, flow) is not None:
            shown = [display_value(v) for v in _choices(turn, spec)]
            if shown:
                listing = turn.r.listing(shown)
                turn.say(turn.r.say("options_for", flow=turn.title(flow), options=listing))
                return
        chitchat(turn)
        return
    if task is None:  # "有什么菜？" before ordering: the slot of that name in any flow
        spec = next((s for f in turn.flows.values() if (s := f.spec.slot(slot))), None)
    else:
        spec = turn.flow_of(task).spec.slot(slot)
    if spec is None:
        chitchat(turn)
        return
    values = _choices(turn, spec)
    if not values:
        low, high = bounds(spec, turn.now.date())  # "what dates do you have?"
        kind = "limits_both" if low and high else "limits_min" if low else "limits_max"
        if limits and (low or high):
            said = {"low": turn.r.show(low, spec) if low else "", "high": ""}
            said["high"] = turn.r.show(high, spec) if high else ""
            turn.say(turn.r.say(kind, **said))
        else:
            chitchat(turn)
        return
    # the asked slot's own words when they list them all; another slot's question would
    # stand next to the one asked, so its options are said as a statement
    asked = task is not None and slot == task.asked
    for text in (*spec.reprompts[:1], spec.prompt or "") if asked else ():
        low = text.lower()
        if task is not None and text and all(str(v).lower() in low for v in values):
            turn.say(turn.r.fill(text, turn.flow_of(task).spec, turn.flow_of(task).values(task)))
            turn.mark(
                Mark.ASKED if text == spec.prompt else Mark.NOT_ASKED
            )  # its prompt is the question itself
            return
    shown = [display_value(v) for v in values]
    turn.say(turn.r.say("options", options=turn.r.listing(shown)))


def _choices(turn: TurnBase, spec: SlotSpec) -> list[Any]:
    """The values a slot lists: its own, then its entity's."""
    entity = turn.domain.entities.get(spec.entity) if spec.entity else None
    return list(dict.fromkeys([*spec.values, *(entity.values if entity else [])]))
