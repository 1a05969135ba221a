"""The task half of a turn: starting a task (suspending the running one), ending it, and
what comes next: a task queued after it, or the offer to resume one on hold.

Interrupted tasks wait on the task stack, newest first, each offered back when the task
before it ends; tasks asked for after another in the same message wait in the queue, oldest
first, and start on their own when the one before is done (they are offered, not started,
when it failed or was cancelled: the reason may hold for both). Stack and queue together
never exceed ``settings.max_task_depth``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import turn_patterns, turn_steps
from .commands import SetSlot, StartTask
from .fill import display_value
from .patterns import is_pattern
from .spec import SlotType
from .state import Task
from .turn_base import StepGen
from .turn_outcome import Mark

if TYPE_CHECKING:
    from .turn import Turn


_WHEN = (SlotType.DATE, SlotType.TIME)


# -- tasks ---------------------------------------------------------------------------
def start(
    turn: Turn, flow: str, slots: dict[str, Any], inferred: list[str] | None = None
) -> StepGen:
    if flow not in turn.flows or is_pattern(flow):
        turn_patterns.cannot_handle(turn)
        return
    task = turn.task
    if task is not None and is_pattern(task.flow):
        # asked for something else while a repair pattern waits ("are you sure?"): the
        # pattern is left, and what it interrupted is put on hold as usual
        turn_patterns.end_pattern(turn, task, "cancelled")
        task = turn.task
    # ``confidence`` is about the choice of flow; values inside StartTask are certain
    if task is not None and task.flow == flow:
        for name, value in slots.items():
            turn.set_slot(name, value, None, 1.0, inferred=name in (inferred or ()))
        return
    if task is not None and task.clarification is not None:
        # the user moved on: the question is moot, the task waits where it was before it
        turn.rec.emit("clarification_set", clarification=None)
        turn.fire("advance")
    if task is not None and turn.flow_of(task).steps.running(task):
        # never leave a task half-executed on the stack
        yield from turn.advance()
        task = turn.task
    if task is not None:
        if len(turn.state.task_stack) >= turn.settings.max_task_depth:
            held = [turn.title(t.flow) for t in turn.state.task_stack] + [turn.title(task.flow)]
            turn.say(
                turn.r.say(
                    "too_deep",
                    count=len(turn.state.task_stack),
                    flows=turn.r.texts["list_sep"].join(held[:-1]),
                    flow=turn.title(flow),
                )
            )
            return
        turn.rec.emit("task_suspended", task_id=task.id)
        turn.say(turn.r.say("suspended", flow=turn.title(task.flow)))
    waiting = next((q for q in turn.state.queued if q.flow == flow), None)
    if waiting is not None:  # asked for again before its turn: the queued one it is
        turn.rec.emit("task_dequeued", task_id=waiting.id)
        slots = {**waiting.filled(), **slots}
    begin(turn, flow, slots, inferred)


def begin(
    turn: Turn,
    flow: str,
    slots: dict[str, Any],
    inferred: list[str] | None = None,
    caller: str | None = None,
) -> None:
    """A new active task of ``flow`` with ``slots`` (none may be active); ``inferred``:
    the values guessed rather than said; ``caller``: the task whose ``call`` step
    started it."""
    forget_offer(turn)
    steps = turn.flows[flow].steps
    turn.rec.emit(
        "task_started",
        task_id=f"t{turn.state.task_counter + 1}",
        flow=flow,
        slots=[s.name for s in turn.flows[flow].spec.slots],
        step=steps.initial,
        phase=steps.phase(steps.initial),
        **({"caller": caller} if caller is not None else {}),
    )
    turn.mark(Mark.TOUCHED)
    for spec in turn.flows[flow].spec.slots:
        if spec.default is not None and spec.name not in slots:
            turn.set_slot(spec.name, spec.default, None, 1.0)
    if turn.binder is not None:  # "家里有宠物": the author's default kinds
        for name, value in turn.binder.defaults(flow, turn.state.beliefs).items():
            if name not in slots:
                turn.set_slot(name, value, None, 1.0)
    for name, value in slots.items():
        turn.set_slot(name, value, None, 1.0, inferred=name in (inferred or ()))


def end_task(turn: Turn, outcome: str) -> None:
    task = turn.task
    if task is None:
        return
    turn.rec.emit("task_ended", task_id=task.id, flow=task.flow, outcome=outcome)
    turn.mark(Mark.TOUCHED)


# -- queued tasks: asked for after another one in the same message -------------------
def queue(turn: Turn, tasks: list[StartTask]) -> None:
    """Hold tasks asked for after the one just started, each with its values (checked
    now, so the state shows them as the slots will hold them). The queue counts toward
    the depth limit together with the task stack."""
    for item in tasks:
        if item.flow not in turn.flows or any(
            q.flow == item.flow and q.filled() == item.slots for q in turn.state.queued
        ):
            continue  # asked for twice; a second dish is another task, the same one is not
        held = [*turn.state.task_stack, *turn.state.queued]
        if len(held) >= turn.settings.max_task_depth:
            titles = [turn.title(t.flow) for t in held]
            turn.say(
                turn.r.say(
                    "too_deep",
                    count=len(held),
                    flows=turn.r.texts["list_sep"].join(titles),
                    flow=turn.title(item.flow),
                )
            )
            return
        flow = turn.flows[item.flow]
        values: dict[str, Any] = {}
        for name, value in item.slots.items():
            spec = flow.spec.slot(name)
            if spec is None:
                continue
            value, reason = turn.coerce(flow.name, spec, value, turn.now)
            if reason is None and value is not None:
                values[name] = value
        turn.rec.emit(
            "task_queued",
            task_id=f"t{turn.state.task_counter + 1}",
            flow=item.flow,
            slots=[s.name for s in flow.spec.slots],
            values=values,
        )
        if (
            turn.task is not None
            and _answered_at_once(turn, turn.task)
            and _answered_at_once(turn, turn.state.queued[-1])
        ):
            continue  # "weather in Paris and Rome": both forecasts, no announcement
        same = [t for t in (turn.task, *turn.state.queued[:-1]) if t is not None]
        turn.say(turn.r.say("queued", flow=_named(turn, item.flow, values, same)))


def next_task(turn: Turn, outcome: str) -> None:
    """What follows a task that ended: a task queued after it goes next (taken up when
    the task was done; offered when it failed or was cancelled, since the reason may
    hold for both), else the offer to resume the newest task on hold. A task on hold
    that was started in or after the turn the queued one was asked for (the first of
    the two, interrupted) comes back first."""
    if turn_steps.return_to_caller(turn, outcome):
        return
    last = turn.state.last_task
    if outcome != "done" and last is not None:
        drop_after(turn, last.id)  # the booking again, once its cancellation was not done
    queued, stack = turn.state.queued, turn.state.task_stack
    if turn.task is None and queued:
        waiting = queued[0]
        if waiting.after is not None and not (
            last is not None and last.id == waiting.after and outcome == "done"
        ):  # what it was to follow never got done (it was put aside, then dropped)
            drop_after(turn, waiting.after)
            next_task(turn, outcome)
            return
        if not (stack and stack[-1].started_turn >= waiting.started_turn):
            if outcome == "done":
                take_up(turn, waiting)
            else:
                turn.rec.emit("offer_resume_set", task_id=waiting.id)
                turn.say(turn.r.say("offer_queued", flow=turn.title(waiting.flow)))
                turn.mark(Mark.ASKED)
            return
    offer_resume(turn)


def take_up(turn: Turn, waiting: Task) -> None:
    """Start a queued task with the values said for it; the turn then asks what it lacks."""
    turn.rec.emit("task_dequeued", task_id=waiting.id)
    values = waiting.filled()
    last = turn.state.last_task
    if waiting.started_turn != turn.state.turn or not _answered_at_once(turn, waiting):
        named = _named(turn, waiting.flow, values, [last] if last is not None else [])
        turn.say(turn.r.say("next_queued", flow=named))
    if last is not None and last.flow == waiting.flow and turn.flows[waiting.flow].needs_confirm:
        # the second dish of "两份宫保鸡丁和一份麻婆豆腐" goes where the first went, at the
        # same time: the other values of the order just placed, shown in the confirmation.
        # A count said with the list was the first dish's own ("两份"), not the second's.
        spec = turn.flows[waiting.flow].spec
        own = {
            n
            for n, s in last.slots.items()
            if s.source_turn == waiting.started_turn
            and (slot := spec.slot(n)) is not None
            and slot.type == SlotType.INTEGER
        }
        # "a flight to Paris and Rome": the second leg's arrival is Rome; where it leaves
        # from (a slot of the same kind of entity) is asked, not carried from the first
        kinds = {s.entity for n in values if (s := spec.slot(n)) is not None and s.entity}
        own |= {s.name for s in spec.slots if s.entity in kinds and s.name not in values}
        # the way back (from and to swapped) goes on a day of its own; a second leg ("to
        # Paris and Rome") keeps the day
        back = [
            (s.name, o)
            for s in spec.slots
            for o in s.differs_from
            if values.get(s.name) is not None and values.get(s.name) == last.value(o)
        ]
        if back and all(values.get(o) == last.value(n) for n, o in back):
            own |= {s.name for s in spec.slots if s.type in _WHEN and s.name not in values}
        values = {**{k: v for k, v in last.filled().items() if k not in own}, **values}
    begin(turn, waiting.flow, values)
    if any(q.after == waiting.id for q in turn.state.queued):
        # the booking again follows its cancellation, now running under a new id
        assert turn.task is not None
        turn.rec.emit("after_moved", **{"from": waiting.id, "to": turn.task.id})
    spec = turn.flows[waiting.flow].spec
    if turn.carry is not None:  # "a flight to Paris and a hotel": "did you mean Paris?"
        offer = turn.carry.propose(
            turn.state, spec, values, (), turn.now, turn.settings.language, queued=True
        )
        if offer is not None:
            turn.set_slot(offer.slot, offer.value, None, offer.confidence)
    turn.mark(Mark.TOOK_UP)


def waiting_task(turn: Turn, flow: str | None) -> Task | None:
    """The task of ``flow`` that waits its turn: queued, else the newest on hold."""
    state = turn.state
    tasks = (*state.queued, *reversed(state.task_stack))
    return next((q for q in tasks if q.flow == flow), None)


def note_for_queued(turn: Turn, commands: list[SetSlot]) -> None:
    """Values said for a queued task before its turn ("a suite, please" for the hotel
    while the flight is asked about), or for one on hold ("economy for the flight"
    while the hotel that put it on hold runs): kept on it, said back once per task, and
    the running task's question asked again. A value it cannot take is refused as
    usual."""
    noted: dict[str, list[str]] = {}
    names: dict[str, str] = {}  # "点外卖（麻婆豆腐）" while another dish is ordered
    held = {q.id for q in turn.state.task_stack}
    for c in commands:
        waiting = waiting_task(turn, c.flow)
        compiled = turn.flows.get(c.flow) if c.flow is not None else None
        spec = compiled.spec.slot(c.slot) if compiled is not None else None
        if waiting is None or compiled is None or spec is None:
            continue
        value, reason = turn.coerce(compiled.name, spec, c.value, turn.now)
        if reason is not None:  # "it must be at most 30" would not say of what
            title = turn.title(compiled.name)
            turn.say(turn.r.say("queued_invalid", slot=spec.heard, flow=title, reason=reason))
            continue
        if waiting.value(c.slot) != value:
            turn.rec.emit(
                "held_slot_set" if waiting.id in held else "queued_slot_set",
                task_id=waiting.id,
                slot=c.slot,
                value=value,
                raw_text=c.raw_text,
            )
        shown = turn.r.say("slot_value", slot=spec.heard, value=turn.r.show(value, spec))
        noted.setdefault(waiting.flow, []).append(shown)
        running = [turn.task] if turn.task is not None else []
        names.setdefault(waiting.flow, _named(turn, waiting.flow, waiting.filled(), running))
    for flow, values in noted.items():
        turn.say(
            turn.r.say(
                "queued_noted",
                flow=names[flow],
                values=turn.r.texts["list_sep"].join(values),
            )
        )
    turn.mark(Mark.TOUCHED)


def _answered_at_once(turn: Turn, task: Task) -> bool:
    """A queued task that asks nothing and confirms nothing (a forecast with its city):
    its answer says what it is, so it is not announced."""
    flow = turn.flows[task.flow]
    return not flow.needs_confirm and not flow.missing(task)


def _named(turn: Turn, flow: str, values: dict[str, Any], beside: list[Task]) -> str:
    """The flow's title, with the listed values that tell this task from another of the
    same flow ``beside`` it: "booking a flight (Rome)", "点外卖（麻婆豆腐）". The title
    alone would announce the second dish of an order as the first."""
    title = turn.title(flow)
    others = [t for t in beside if t.flow == flow]
    spec = turn.flows[flow].spec
    if not others:
        return title
    shown = [
        display_value(v)
        for n, v in values.items()
        if (s := spec.slot(n)) is not None
        and s.type == SlotType.ENUM
        and any(t.value(n) != v for t in others)
    ]
    if not shown:
        return title
    return turn.r.say("flow_with", flow=title, values=turn.r.texts["list_sep"].join(shown))


def drop_queued(turn: Turn, waiting: Task) -> None:
    if turn.state.offer_resume == waiting.id:
        turn.rec.emit("offer_resume_set", task_id=None)
    turn.rec.emit("task_dequeued", task_id=waiting.id, dropped=True)
    turn.say(turn.r.say("queued_dropped", flow=turn.title(waiting.flow)))
    turn.mark(Mark.TOUCHED)


def forget_offer(turn: Turn) -> None:
    """The user went past the offer without answering it. An offer to undo and redo a
    task done (``Amend``) goes with it: those tasks were the bot's idea, and taking
    them up later, after whatever the user asked for instead, would surprise."""
    offered = turn.state.offer_resume
    if offered is None:
        return
    turn.rec.emit("offer_resume_set", task_id=None)
    queued = turn.state.queued
    if any(q.id == offered for q in queued) and any(q.after == offered for q in queued):
        for q in queued:
            if q.id == offered or q.after == offered:
                turn.rec.emit("task_dequeued", task_id=q.id, dropped=True)


def drop_after(turn: Turn, task_id: str) -> None:
    """Drop the queued tasks that were to follow ``task_id`` once it was done."""
    for q in turn.state.queued:
        if q.after == task_id:
            turn.rec.emit("task_dequeued", task_id=q.id, dropped=True)
            turn.say(turn.r.say("after_dropped", flow=turn.title(q.flow)))


def offer_resume(turn: Turn) -> None:
    if turn.task is None and turn.state.task_stack:
        top = turn.state.task_stack[-1]
        if turn_patterns.pattern(turn, "pattern_resume_offer", flow=turn.title(top.flow)):
            return
        offer_resume_now(turn)


def offer_resume_now(turn: Turn) -> None:
    """The built-in offer: "Shall we get back to …?", answered by yes or no."""
    if turn.task is None and turn.state.task_stack:
        top = turn.state.task_stack[-1]
        turn.rec.emit("offer_resume_set", task_id=top.id)
        turn.say(turn.r.say("offer_resume", flow=turn.title(top.flow)))
        turn.mark(Mark.ASKED)


def resume(turn: Turn, flow: str | None) -> None:
    stack = turn.state.task_stack
    if turn.task is not None and (flow == turn.task.flow or (flow is None and not stack)):
        return  # already on it: the turn's prompt repeats where we are

    target = next(
        (t for t in reversed(stack) if flow is None or t.flow == flow),
        None,
    )
    waiting = next((q for q in turn.state.queued if q.flow == flow), None)
    if target is None and waiting is not None and turn.task is None:
        take_up(turn, waiting)  # "let's do the hotel now" after the flight
        return
    if target is None:
        turn.say(turn.r.say("nothing_to_resume"))
        turn.mark(Mark.ASKED)
        return
    task = turn.task
    if task is not None:
        turn.rec.emit("task_suspended", task_id=task.id)
        turn.say(turn.r.say("suspended", flow=turn.title(task.flow)))
    turn.rec.emit("task_resumed", task_id=target.id)
    if turn.state.offer_resume is not None:
        turn.rec.emit("offer_resume_set", task_id=None)
    turn.say(turn.r.say("resumed", flow=turn.title(target.flow)))
    turn.mark(Mark.TOUCHED)


def cancel(turn: Turn, flow: str | None = None) -> None:
    task = turn.task
    if flow is not None and (task is None or task.flow != flow):
        waiting = next((q for q in turn.state.queued if q.flow == flow), None)
        if waiting is not None:
            drop_queued(turn, waiting)
        else:
            turn.say(turn.r.say("nothing_to_cancel"))
            turn.mark(Mark.ASKED)
        return
    if task is None:
        if turn.state.offer_resume is not None:
            decline_resume(turn)
        else:
            turn.say(turn.r.say("nothing_to_cancel"))
            turn.mark(Mark.ASKED)
        return
    if is_pattern(task.flow):  # leaving a repair pattern: back to what it interrupted
        turn.fire("cancel")
        turn_patterns.end_pattern(turn, task, "cancelled")
        return
    spec = turn.flow_of(task).spec
    turn.fire("cancel")
    # a task another one called ends with its caller, which says the cancellation: the
    # user asked for the transfer, not for the identity check inside it
    if not any(t.id == task.caller for t in turn.state.task_stack):
        turn.say(turn.fill(spec.cancelled, task) or turn.r.say("cancelled", flow=spec.description))
    end_task(turn, "cancelled")
    next_task(turn, "cancelled")


def restart(turn: Turn) -> None:
    """The running task ends (cancelled) and its flow starts again with its defaults."""
    task = turn.task
    if task is None:
        cancel(turn)  # nothing to start over: answered as a cancel with nothing running
        return
    turn.fire("cancel")
    end_task(turn, "cancelled")
    turn.say(turn.r.say("restarted", flow=turn.title(task.flow)))
    begin(turn, task.flow, {})


def cancel_everything(turn: Turn) -> None:
    """The active task, the tasks on hold and the queued ones all end; nothing is
    offered after ("cancel everything" leaves nothing to come back to)."""
    held = [*turn.state.task_stack, *turn.state.queued]
    task = turn.task
    if not held:  # the running task is all there is: its own words say it best
        cancel(turn)
        return
    ending = ([task] if task is not None else []) + held
    titles = [_named(turn, t.flow, t.filled(), [o for o in ending if o is not t]) for t in ending]
    if task is not None:
        turn.fire("cancel")
        end_task(turn, "cancelled")
    if turn.state.offer_resume is not None:
        turn.rec.emit("offer_resume_set", task_id=None)
    for t in turn.state.task_stack:
        turn.rec.emit("task_dropped", task_id=t.id)
    for t in turn.state.queued:
        turn.rec.emit("task_dequeued", task_id=t.id, dropped=True)
    turn.say(turn.r.say("cancelled_all", flows=turn.r.texts["list_sep"].join(titles)))
    turn.mark(Mark.TOUCHED)
    turn.mark(Mark.ASKED)


def decline_resume(turn: Turn) -> None:
    waiting = next((q for q in turn.state.queued if q.id == turn.state.offer_resume), None)
    if waiting is not None:  # "no" to "do you still want the hotel?"
        turn.rec.emit("offer_resume_set", task_id=None)
        drop_queued(turn, waiting)
        drop_after(turn, waiting.id)
        next_task(turn, "cancelled")
        return
    held = next((t for t in turn.state.task_stack if t.id == turn.state.offer_resume), None)
    turn.rec.emit("offer_resume_set", task_id=None)
    flow = turn.title(held.flow) if held is not None else ""
    turn.say(turn.r.say("resume_declined", flow=flow))
    turn.mark(Mark.ASKED)


def resume_offered(turn: Turn) -> None:
    waiting = next((q for q in turn.state.queued if q.id == turn.state.offer_resume), None)
    if waiting is not None:
        take_up(turn, waiting)
        return
    held = next((t for t in turn.state.task_stack if t.id == turn.state.offer_resume), None)
    resume(turn, held.flow if held is not None else None)
