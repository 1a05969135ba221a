"""The task half of a turn: starting a task (suspending the running one), queueing the
tasks asked for after it, noting values said for them, and starting or ending a repair
pattern's task. How a task ends and what comes next is ``task_ends.py``, which calls down
into this module and never the other way.

Interrupted tasks wait on the task stack, newest first, each offered back when the task
before it ends; tasks asked for after another in the same message wait in the queue, oldest
first, and start on their own when the one before is done (they are offered, not started,
when it failed or was cancelled: the reason may hold for both). Stack and queue together
never exceed ``settings.max_task_depth``.
"""

from __future__ import annotations

from typing import Any

from .commands import SetSlot, StartTask
from .fill import display_value
from .patterns import is_pattern
from .spec import SlotType
from .state import Task
from .turn_base import StepGen, TurnBase
from .turn_outcome import Mark

_WHEN = (SlotType.DATE, SlotType.TIME)


# -- tasks ---------------------------------------------------------------------------
def start(
    turn: TurnBase, flow: str, slots: dict[str, Any], inferred: list[str] | None = None
) -> StepGen:
    if flow not in turn.flows or is_pattern(flow):
        cannot_handle(turn)
        return
    task = turn.task
    if task is not None and is_pattern(task.flow):
        # asked for something else while a repair pattern waits ("are you sure?"): the
        # pattern is left, and what it interrupted is put on hold as usual
        end_pattern(turn, task, "cancelled")
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
    turn: TurnBase,
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


def end_task(turn: TurnBase, outcome: str) -> None:
    task = turn.task
    if task is None:
        return
    turn.rec.emit("task_ended", task_id=task.id, flow=task.flow, outcome=outcome)
    turn.mark(Mark.TOUCHED)


# -- queued tasks: asked for after another one in the same message -------------------
def queue(turn: TurnBase, tasks: list[StartTask]) -> None:
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
        turn.say(turn.r.say("queued", flow=named_flow(turn, item.flow, values, same)))


def take_up(turn: TurnBase, waiting: Task) -> None:
    """Start a queued task with the values said for it; the turn then asks what it lacks."""
    turn.rec.emit("task_dequeued", task_id=waiting.id)
    values = waiting.filled()
    last = turn.state.last_task
    if waiting.started_turn != turn.state.turn or not _answered_at_once(turn, waiting):
        named = named_flow(turn, waiting.flow, values, [last] if last is not None else [])
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


def waiting_task(turn: TurnBase, flow: str | None) -> Task | None:
    """The task of ``flow`` that waits its turn: queued, else the newest on hold."""
    state = turn.state
    tasks = (*state.queued, *reversed(state.task_stack))
    return next((q for q in tasks if q.flow == flow), None)


def note_for_queued(turn: TurnBase, commands: list[SetSlot]) -> None:
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
            turn.say(
                turn.r.say("queued_invalid", slot=turn.r.heard(spec), flow=title, reason=reason)
            )
            continue
        if waiting.value(c.slot) != value:
            turn.rec.emit(
                "held_slot_set" if waiting.id in held else "queued_slot_set",
                task_id=waiting.id,
                slot=c.slot,
                value=value,
                raw_text=c.raw_text,
            )
        shown = turn.r.say("slot_value", slot=turn.r.heard(spec), value=turn.r.show(value, spec))
        noted.setdefault(waiting.flow, []).append(shown)
        running = [turn.task] if turn.task is not None else []
        names.setdefault(waiting.flow, named_flow(turn, waiting.flow, waiting.filled(), running))
    for flow, values in noted.items():
        turn.say(
            turn.r.say(
                "queued_noted",
                flow=names[flow],
                values=turn.r.texts["list_sep"].join(values),
            )
        )
    turn.mark(Mark.TOUCHED)


def _answered_at_once(turn: TurnBase, task: Task) -> bool:
    """A queued task that asks nothing and confirms nothing (a forecast with its city):
    its answer says what it is, so it is not announced."""
    flow = turn.flows[task.flow]
    return not flow.needs_confirm and not flow.missing(task)


def named_flow(turn: TurnBase, flow: str, values: dict[str, Any], beside: list[Task]) -> str:
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


def drop_queued(turn: TurnBase, waiting: Task) -> None:
    if turn.state.offer_resume == waiting.id:
        turn.rec.emit("offer_resume_set", task_id=None)
    turn.rec.emit("task_dequeued", task_id=waiting.id, dropped=True)
    turn.say(turn.r.say("queued_dropped", flow=turn.title(waiting.flow)))
    turn.mark(Mark.TOUCHED)


def forget_offer(turn: TurnBase) -> None:
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


def drop_after(turn: TurnBase, task_id: str) -> None:
    """Drop the queued tasks that were to follow ``task_id`` once it was done."""
    for q in turn.state.queued:
        if q.after == task_id:
            turn.rec.emit("task_dequeued", task_id=q.id, dropped=True)
            turn.say(turn.r.say("after_dropped", flow=turn.title(q.flow)))


# -- repair patterns run as tasks (``turn_patterns.py`` says where they are called for) --
def pattern(turn: TurnBase, name: str, **context: Any) -> bool:
    """Start the pattern flow ``name`` as a task (run by this turn's ``advance``). False
    when it is its built-in action alone, or a pattern is already running: the caller
    then does the built-in behaviour itself."""
    flow = turn.flows.get(name)
    if flow is None or flow.builtin is not None:
        return False
    task = turn.task
    if task is not None and is_pattern(task.flow):
        return False  # a repair inside a repair: the built-in behaviour
    if task is not None:
        turn.rec.emit("task_suspended", task_id=task.id)
    begin(turn, name, {}, caller=task.id if task is not None else None)
    given = {k: v for k, v in context.items() if v is not None}
    if given:
        turn.rec.emit("results_set", results=given)
    turn.mark(Mark.ADVANCE_AGAIN)  # the turn's advance runs it, however late it started
    return True


def end_pattern(turn: TurnBase, task: Task, outcome: str) -> None:
    """A pattern task ends: it is no task the user asked for (``last.`` and recall skip
    it), and the task it interrupted comes back, its question asked again."""
    turn.rec.emit("task_ended", task_id=task.id, flow=task.flow, outcome=outcome, pattern=True)
    turn.mark(Mark.TOUCHED)
    caller = next((t for t in turn.state.task_stack if t.id == task.caller), None)
    if caller is not None:
        turn.rec.emit("task_resumed", task_id=caller.id)
        turn.mark(Mark.TOOK_UP)


def cannot_handle(turn: TurnBase) -> None:
    """A request no flow may take now (an unknown flow, a flow whose ``if:`` fails)."""
    if not pattern(turn, "pattern_cannot_handle"):
        turn.say(turn.r.say("unknown_flow"))
