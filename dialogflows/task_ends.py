"""How a task ends, and what comes next: the task that called it goes on, a task queued
after it is taken up, or the newest task on hold is offered back; and the ways a user ends
or leaves a task (cancel, cancel everything, start over, go back to another one, answer
the offer to resume).

Apart from ``task_steps.py`` (starting, queueing and noting tasks) because ending is the
recursive part: a task that ends may end its caller, and a pattern that ends hands the turn
back. Everything here calls down into ``task_steps``; nothing there calls up, so the two
form no import circle.
"""

from __future__ import annotations

from .compiler import CompiledFlow
from .patterns import is_pattern
from .state import DONE, FAILED
from .task_steps import begin, drop_after, drop_queued, end_pattern, end_task, named_flow, take_up
from .task_steps import pattern as start_pattern
from .turn_base import TurnBase
from .turn_outcome import Mark


def next_task(turn: TurnBase, outcome: str) -> None:
    """What follows a task that ended: a task queued after it goes next (taken up when
    the task was done; offered when it failed or was cancelled, since the reason may
    hold for both), else the offer to resume the newest task on hold. A task on hold
    that was started in or after the turn the queued one was asked for (the first of
    the two, interrupted) comes back first."""
    if return_to_caller(turn, outcome):
        return
    last = turn.state.last_task
    if outcome != DONE and last is not None:
        # the booking again, once its cancellation was not done
        drop_after(turn, last.id)
    queued, stack = turn.state.queued, turn.state.task_stack
    if turn.task is None and queued:
        waiting = queued[0]
        if waiting.after is not None and not (
            last is not None and last.id == waiting.after and outcome == DONE
        ):  # what it was to follow never got done (it was put aside, then dropped)
            drop_after(turn, waiting.after)
            next_task(turn, outcome)
            return
        if not (stack and stack[-1].started_turn >= waiting.started_turn):
            if outcome == DONE:
                take_up(turn, waiting)
            else:
                turn.rec.emit("offer_resume_set", task_id=waiting.id)
                turn.say(turn.r.say("offer_queued", flow=turn.title(waiting.flow)))
                turn.mark(Mark.ASKED)
            return
    offer_resume(turn)


def offer_resume(turn: TurnBase) -> None:
    if turn.task is None and turn.state.task_stack:
        top = turn.state.task_stack[-1]
        if start_pattern(turn, "pattern_resume_offer", flow=turn.title(top.flow)):
            return
        offer_resume_now(turn)


def offer_resume_now(turn: TurnBase) -> None:
    """The built-in offer: "Shall we get back to …?", answered by yes or no."""
    if turn.task is None and turn.state.task_stack:
        top = turn.state.task_stack[-1]
        turn.rec.emit("offer_resume_set", task_id=top.id)
        turn.say(turn.r.say("offer_resume", flow=turn.title(top.flow)))
        turn.mark(Mark.ASKED)


def resume(turn: TurnBase, flow: str | None) -> None:
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


def cancel(turn: TurnBase, flow: str | None = None) -> None:
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
        end_pattern(turn, task, "cancelled")
        return
    spec = turn.flow_of(task).spec
    turn.fire("cancel")
    # a task another one called ends with its caller, which says the cancellation: the
    # user asked for the transfer, not for the identity check inside it
    if not any(t.id == task.caller for t in turn.state.task_stack):
        # a refused undoing ("no" to "Cancel V-104?") undoes nothing: said so, not "cancelled"
        said = "undo_dropped" if spec.destructive else "cancelled"
        own = turn.fill(spec.cancelled, task)
        turn.say(own or turn.r.say(said, flow=spec.description))
        if own or not spec.destructive:  # told it ended: "and for Friday?" builds on it
            turn.tell(ended=task.id)
    end_task(turn, "cancelled")
    next_task(turn, "cancelled")


def restart(turn: TurnBase) -> None:
    """The running task ends (cancelled) and its flow starts again with its defaults."""
    task = turn.task
    if task is None:
        cancel(turn)  # nothing to start over: answered as a cancel with nothing running
        return
    turn.fire("cancel")
    end_task(turn, "cancelled")
    turn.say(turn.r.say("restarted", flow=turn.title(task.flow)))
    begin(turn, task.flow, {})


def cancel_everything(turn: TurnBase) -> None:
    """The active task, the tasks on hold and the queued ones all end; nothing is
    offered after ("cancel everything" leaves nothing to come back to)."""
    held = [*turn.state.task_stack, *turn.state.queued]
    task = turn.task
    if not held:  # the running task is all there is: its own words say it best
        cancel(turn)
        return
    ending = ([task] if task is not None else []) + held
    titles = [
        named_flow(turn, t.flow, t.filled(), [o for o in ending if o is not t]) for t in ending
    ]
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


def decline_resume(turn: TurnBase) -> None:
    waiting = next((q for q in turn.state.queued if q.id == turn.state.offer_resume), None)
    if waiting is not None:  # "no" to "do you still want the hotel?"
        turn.rec.emit("offer_resume_set", task_id=None)
        drop_queued(turn, waiting)
        drop_after(turn, waiting.id)
        next_task(turn, "cancelled")
        return
    held = turn.state.offered_held()
    turn.rec.emit("offer_resume_set", task_id=None)
    flow = turn.title(held.flow) if held is not None else ""
    turn.say(turn.r.say("resume_declined", flow=flow))
    turn.mark(Mark.ASKED)


def resume_offered(turn: TurnBase) -> None:
    waiting = next((q for q in turn.state.queued if q.id == turn.state.offer_resume), None)
    if waiting is not None:
        take_up(turn, waiting)
        return
    held = turn.state.offered_held()
    resume(turn, held.flow if held is not None else None)


# -- a task that ends with an outcome, and its caller -------------------------------------
def finish(
    turn: TurnBase, flow: CompiledFlow, outcome: str, text: str | None, fallback: str | None = None
) -> None:
    """The task ends with ``outcome``, saying ``text`` (else the flow's own words for
    that outcome, else the built-in ones); what waited behind it comes next."""
    task = turn.task
    if task is None:
        return
    spec = flow.spec
    own = {"done": spec.done, "failed": spec.failed, "cancelled": spec.cancelled}[outcome]
    said = turn.fill(text or own, task)
    if is_pattern(task.flow):  # a repair says its own words or none
        turn.say(said)
        end_pattern(turn, task, outcome)
        return
    if not said and outcome != DONE:
        said = fallback or turn.r.say(outcome, flow=spec.description)
    elif not said and task.caller is None:  # a called task leads into its caller's words
        said = turn.r.say("done")
    turn.say(said)
    if said and said != fallback:  # told how it ended: "and in Berlin?" builds on it
        turn.tell(ended=task.id)
    end_task(turn, outcome)
    next_task(turn, outcome)


def return_to_caller(turn: TurnBase, outcome: str) -> bool:
    """A called task ended: its caller comes back off the stack and goes on from its
    ``call`` step, with the values the called flow found under names it declares
    (slots of the same name, results it lists). A called task that failed or was
    cancelled ends its caller the same way: the caller needed it."""
    last = turn.state.last_task
    if last is None or last.caller is None or turn.task is not None:
        return False
    caller = next((t for t in turn.state.task_stack if t.id == last.caller), None)
    if caller is None:
        return False
    turn.rec.emit("task_resumed", task_id=caller.id)
    if turn.state.offer_resume is not None:
        turn.rec.emit("offer_resume_set", task_id=None)
    flow = turn.flow_of(caller)
    found = {**last.filled(), **last.results}
    results = {n: found[n] for n in flow.spec.result_names if n in found}
    if results:
        turn.rec.emit("results_set", results=results)
    for name in flow.spec.slot_names:
        if name in found and caller.value(name) is None:
            turn.set_slot(name, found[name], None, 1.0)
    task = turn.task
    assert task is not None
    if outcome == DONE:
        turn.move(flow, "returned", task)
        turn.mark(Mark.TOOK_UP)
        return True
    turn.move(flow, "fail" if outcome == FAILED else "cancel", task)
    finish(turn, flow, outcome, None)
    return True
