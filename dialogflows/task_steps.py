"""The task half of a turn: starting a task (suspending the running one), ending it, and
what comes next: a task queued after it, or the offer to resume one on hold.

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

_WHEN = (SlotType.DATE, SlotType.TIME)


class TaskSteps(TurnBase):
    """Starting, ending, queueing, suspending and resuming tasks; see ``Turn``."""

    # -- tasks ---------------------------------------------------------------------------
    def start(self, flow: str, slots: dict[str, Any], inferred: list[str] | None = None) -> StepGen:
        if flow not in self.flows or is_pattern(flow):
            self.cannot_handle()
            return
        task = self.task
        if task is not None and is_pattern(task.flow):
            # asked for something else while a repair pattern waits ("are you sure?"): the
            # pattern is left, and what it interrupted is put on hold as usual
            self.end_pattern(task, "cancelled")
            task = self.task
        # ``confidence`` is about the choice of flow; values inside StartTask are certain
        if task is not None and task.flow == flow:
            for name, value in slots.items():
                self.set_slot(name, value, None, 1.0, inferred=name in (inferred or ()))
            return
        if task is not None and task.clarification is not None:
            # the user moved on: the question is moot, the task waits where it was before it
            self.rec.emit("clarification_set", clarification=None)
            self.fire("advance")
        if task is not None and self.flow_of(task).steps.running(task):
            # never leave a task half-executed on the stack
            yield from self.advance()
            task = self.task
        if task is not None:
            if len(self.state.task_stack) >= self.settings.max_task_depth:
                held = [self.title(t.flow) for t in self.state.task_stack] + [self.title(task.flow)]
                self.say(
                    self.r.say(
                        "too_deep",
                        count=len(self.state.task_stack),
                        flows=self.r.texts["list_sep"].join(held[:-1]),
                        flow=self.title(flow),
                    )
                )
                return
            self.rec.emit("task_suspended", task_id=task.id)
            self.say(self.r.say("suspended", flow=self.title(task.flow)))
        waiting = next((q for q in self.state.queued if q.flow == flow), None)
        if waiting is not None:  # asked for again before its turn: the queued one it is
            self.rec.emit("task_dequeued", task_id=waiting.id)
            slots = {**waiting.filled(), **slots}
        self.begin(flow, slots, inferred)

    def begin(
        self,
        flow: str,
        slots: dict[str, Any],
        inferred: list[str] | None = None,
        caller: str | None = None,
    ) -> None:
        """A new active task of ``flow`` with ``slots`` (none may be active); ``inferred``:
        the values guessed rather than said; ``caller``: the task whose ``call`` step
        started it."""
        self.forget_offer()
        steps = self.flows[flow].steps
        self.rec.emit(
            "task_started",
            task_id=f"t{self.state.task_counter + 1}",
            flow=flow,
            slots=[s.name for s in self.flows[flow].spec.slots],
            step=steps.initial,
            phase=steps.phase(steps.initial),
            **({"caller": caller} if caller is not None else {}),
        )
        self._touched = True
        for spec in self.flows[flow].spec.slots:
            if spec.default is not None and spec.name not in slots:
                self.set_slot(spec.name, spec.default, None, 1.0)
        if self.binder is not None:  # "家里有宠物": the author's default kinds
            for name, value in self.binder.defaults(flow, self.state.beliefs).items():
                if name not in slots:
                    self.set_slot(name, value, None, 1.0)
        for name, value in slots.items():
            self.set_slot(name, value, None, 1.0, inferred=name in (inferred or ()))

    def end_task(self, outcome: str) -> None:
        task = self.task
        if task is None:
            return
        self.rec.emit("task_ended", task_id=task.id, flow=task.flow, outcome=outcome)
        self._touched = True

    # -- queued tasks: asked for after another one in the same message -------------------
    def queue(self, tasks: list[StartTask]) -> None:
        """Hold tasks asked for after the one just started, each with its values (checked
        now, so the state shows them as the slots will hold them). The queue counts toward
        the depth limit together with the task stack."""
        for item in tasks:
            if item.flow not in self.flows or any(
                q.flow == item.flow and q.filled() == item.slots for q in self.state.queued
            ):
                continue  # asked for twice; a second dish is another task, the same one is not
            held = [*self.state.task_stack, *self.state.queued]
            if len(held) >= self.settings.max_task_depth:
                titles = [self.title(t.flow) for t in held]
                self.say(
                    self.r.say(
                        "too_deep",
                        count=len(held),
                        flows=self.r.texts["list_sep"].join(titles),
                        flow=self.title(item.flow),
                    )
                )
                return
            flow = self.flows[item.flow]
            values: dict[str, Any] = {}
            for name, value in item.slots.items():
                spec = flow.spec.slot(name)
                if spec is None:
                    continue
                value, reason = self.coerce(flow.name, spec, value, self.now)
                if reason is None and value is not None:
                    values[name] = value
            self.rec.emit(
                "task_queued",
                task_id=f"t{self.state.task_counter + 1}",
                flow=item.flow,
                slots=[s.name for s in flow.spec.slots],
                values=values,
            )
            if (
                self.task is not None
                and self._answered_at_once(self.task)
                and self._answered_at_once(self.state.queued[-1])
            ):
                continue  # "weather in Paris and Rome": both forecasts, no announcement
            same = [t for t in (self.task, *self.state.queued[:-1]) if t is not None]
            self.say(self.r.say("queued", flow=self._named(item.flow, values, same)))

    def next_task(self, outcome: str) -> None:
        """What follows a task that ended: a task queued after it goes next (taken up when
        the task was done; offered when it failed or was cancelled, since the reason may
        hold for both), else the offer to resume the newest task on hold. A task on hold
        that was started in or after the turn the queued one was asked for (the first of
        the two, interrupted) comes back first."""
        if self.return_to_caller(outcome):
            return
        last = self.state.last_task
        if outcome != "done" and last is not None:
            self.drop_after(last.id)  # the booking again, once its cancellation was not done
        queued, stack = self.state.queued, self.state.task_stack
        if self.task is None and queued:
            waiting = queued[0]
            if waiting.after is not None and not (
                last is not None and last.id == waiting.after and outcome == "done"
            ):  # what it was to follow never got done (it was put aside, then dropped)
                self.drop_after(waiting.after)
                self.next_task(outcome)
                return
            if not (stack and stack[-1].started_turn >= waiting.started_turn):
                if outcome == "done":
                    self.take_up(waiting)
                else:
                    self.rec.emit("offer_resume_set", task_id=waiting.id)
                    self.say(self.r.say("offer_queued", flow=self.title(waiting.flow)))
                    self._asked = True
                return
        self.offer_resume()

    def take_up(self, waiting: Task) -> None:
        """Start a queued task with the values said for it; the turn then asks what it lacks."""
        self.rec.emit("task_dequeued", task_id=waiting.id)
        values = waiting.filled()
        last = self.state.last_task
        if waiting.started_turn != self.state.turn or not self._answered_at_once(waiting):
            named = self._named(waiting.flow, values, [last] if last is not None else [])
            self.say(self.r.say("next_queued", flow=named))
        if (
            last is not None
            and last.flow == waiting.flow
            and self.flows[waiting.flow].needs_confirm
        ):
            # the second dish of "两份宫保鸡丁和一份麻婆豆腐" goes where the first went, at the
            # same time: the other values of the order just placed, shown in the confirmation.
            # A count said with the list was the first dish's own ("两份"), not the second's.
            spec = self.flows[waiting.flow].spec
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
        self.begin(waiting.flow, values)
        if any(q.after == waiting.id for q in self.state.queued):
            # the booking again follows its cancellation, now running under a new id
            assert self.task is not None
            self.rec.emit("after_moved", **{"from": waiting.id, "to": self.task.id})
        spec = self.flows[waiting.flow].spec
        if self.carry is not None:  # "a flight to Paris and a hotel": "did you mean Paris?"
            offer = self.carry.propose(
                self.state, spec, values, (), self.now, self.settings.language, queued=True
            )
            if offer is not None:
                self.set_slot(offer.slot, offer.value, None, offer.confidence)
        self._dequeued = True
        self._hold = False
        self._asked = False

    def waiting(self, flow: str | None) -> Task | None:
        """The task of ``flow`` that waits its turn: queued, else the newest on hold."""
        state = self.state
        tasks = (*state.queued, *reversed(state.task_stack))
        return next((q for q in tasks if q.flow == flow), None)

    def note_for_queued(self, commands: list[SetSlot]) -> None:
        """Values said for a queued task before its turn ("a suite, please" for the hotel
        while the flight is asked about), or for one on hold ("economy for the flight"
        while the hotel that put it on hold runs): kept on it, said back once per task, and
        the running task's question asked again. A value it cannot take is refused as
        usual."""
        noted: dict[str, list[str]] = {}
        names: dict[str, str] = {}  # "点外卖（麻婆豆腐）" while another dish is ordered
        held = {q.id for q in self.state.task_stack}
        for c in commands:
            waiting = self.waiting(c.flow)
            compiled = self.flows.get(c.flow) if c.flow is not None else None
            spec = compiled.spec.slot(c.slot) if compiled is not None else None
            if waiting is None or compiled is None or spec is None:
                continue
            value, reason = self.coerce(compiled.name, spec, c.value, self.now)
            if reason is not None:  # "it must be at most 30" would not say of what
                title = self.title(compiled.name)
                self.say(self.r.say("queued_invalid", slot=spec.heard, flow=title, reason=reason))
                continue
            if waiting.value(c.slot) != value:
                self.rec.emit(
                    "held_slot_set" if waiting.id in held else "queued_slot_set",
                    task_id=waiting.id,
                    slot=c.slot,
                    value=value,
                    raw_text=c.raw_text,
                )
            shown = self.r.say("slot_value", slot=spec.heard, value=self.r.show(value, spec))
            noted.setdefault(waiting.flow, []).append(shown)
            running = [self.task] if self.task is not None else []
            names.setdefault(waiting.flow, self._named(waiting.flow, waiting.filled(), running))
        for flow, values in noted.items():
            self.say(
                self.r.say(
                    "queued_noted",
                    flow=names[flow],
                    values=self.r.texts["list_sep"].join(values),
                )
            )
        self._touched = True

    def _answered_at_once(self, task: Task) -> bool:
        """A queued task that asks nothing and confirms nothing (a forecast with its city):
        its answer says what it is, so it is not announced."""
        flow = self.flows[task.flow]
        return not flow.needs_confirm and not flow.missing(task)

    def _named(self, flow: str, values: dict[str, Any], beside: list[Task]) -> str:
        """The flow's title, with the listed values that tell this task from another of the
        same flow ``beside`` it: "booking a flight (Rome)", "点外卖（麻婆豆腐）". The title
        alone would announce the second dish of an order as the first."""
        title = self.title(flow)
        others = [t for t in beside if t.flow == flow]
        spec = self.flows[flow].spec
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
        return self.r.say("flow_with", flow=title, values=self.r.texts["list_sep"].join(shown))

    def drop_queued(self, waiting: Task) -> None:
        if self.state.offer_resume == waiting.id:
            self.rec.emit("offer_resume_set", task_id=None)
        self.rec.emit("task_dequeued", task_id=waiting.id, dropped=True)
        self.say(self.r.say("queued_dropped", flow=self.title(waiting.flow)))
        self._touched = True

    def forget_offer(self) -> None:
        """The user went past the offer without answering it. An offer to undo and redo a
        task done (``Amend``) goes with it: those tasks were the bot's idea, and taking
        them up later, after whatever the user asked for instead, would surprise."""
        offered = self.state.offer_resume
        if offered is None:
            return
        self.rec.emit("offer_resume_set", task_id=None)
        queued = self.state.queued
        if any(q.id == offered for q in queued) and any(q.after == offered for q in queued):
            for q in queued:
                if q.id == offered or q.after == offered:
                    self.rec.emit("task_dequeued", task_id=q.id, dropped=True)

    def drop_after(self, task_id: str) -> None:
        """Drop the queued tasks that were to follow ``task_id`` once it was done."""
        for q in self.state.queued:
            if q.after == task_id:
                self.rec.emit("task_dequeued", task_id=q.id, dropped=True)
                self.say(self.r.say("after_dropped", flow=self.title(q.flow)))

    def offer_resume(self) -> None:
        if self.task is None and self.state.task_stack:
            top = self.state.task_stack[-1]
            if self.pattern("pattern_resume_offer", flow=self.title(top.flow)):
                return
            self.offer_resume_now()

    def offer_resume_now(self) -> None:
        """The built-in offer: "Shall we get back to …?", answered by yes or no."""
        if self.task is None and self.state.task_stack:
            top = self.state.task_stack[-1]
            self.rec.emit("offer_resume_set", task_id=top.id)
            self.say(self.r.say("offer_resume", flow=self.title(top.flow)))
            self._asked = True

    def resume(self, flow: str | None) -> None:
        stack = self.state.task_stack
        if self.task is not None and (flow == self.task.flow or (flow is None and not stack)):
            return  # already on it: the turn's prompt repeats where we are

        target = next(
            (t for t in reversed(stack) if flow is None or t.flow == flow),
            None,
        )
        waiting = next((q for q in self.state.queued if q.flow == flow), None)
        if target is None and waiting is not None and self.task is None:
            self.take_up(waiting)  # "let's do the hotel now" after the flight
            return
        if target is None:
            self.say(self.r.say("nothing_to_resume"))
            self._asked = True
            return
        task = self.task
        if task is not None:
            self.rec.emit("task_suspended", task_id=task.id)
            self.say(self.r.say("suspended", flow=self.title(task.flow)))
        self.rec.emit("task_resumed", task_id=target.id)
        if self.state.offer_resume is not None:
            self.rec.emit("offer_resume_set", task_id=None)
        self.say(self.r.say("resumed", flow=self.title(target.flow)))
        self._touched = True

    def cancel(self, flow: str | None = None) -> None:
        task = self.task
        if flow is not None and (task is None or task.flow != flow):
            waiting = next((q for q in self.state.queued if q.flow == flow), None)
            if waiting is not None:
                self.drop_queued(waiting)
            else:
                self.say(self.r.say("nothing_to_cancel"))
                self._asked = True
            return
        if task is None:
            if self.state.offer_resume is not None:
                self.decline_resume()
            else:
                self.say(self.r.say("nothing_to_cancel"))
                self._asked = True
            return
        if is_pattern(task.flow):  # leaving a repair pattern: back to what it interrupted
            self.fire("cancel")
            self.end_pattern(task, "cancelled")
            return
        spec = self.flow_of(task).spec
        self.fire("cancel")
        # a task another one called ends with its caller, which says the cancellation: the
        # user asked for the transfer, not for the identity check inside it
        if not any(t.id == task.caller for t in self.state.task_stack):
            self.say(
                self.fill(spec.cancelled, task) or self.r.say("cancelled", flow=spec.description)
            )
        self.end_task("cancelled")
        self.next_task("cancelled")

    def restart(self) -> None:
        """The running task ends (cancelled) and its flow starts again with its defaults."""
        task = self.task
        if task is None:
            self.cancel()  # nothing to start over: answered as a cancel with nothing running
            return
        self.fire("cancel")
        self.end_task("cancelled")
        self.say(self.r.say("restarted", flow=self.title(task.flow)))
        self.begin(task.flow, {})

    def cancel_everything(self) -> None:
        """The active task, the tasks on hold and the queued ones all end; nothing is
        offered after ("cancel everything" leaves nothing to come back to)."""
        held = [*self.state.task_stack, *self.state.queued]
        task = self.task
        if not held:  # the running task is all there is: its own words say it best
            self.cancel()
            return
        ending = ([task] if task is not None else []) + held
        titles = [
            self._named(t.flow, t.filled(), [o for o in ending if o is not t]) for t in ending
        ]
        if task is not None:
            self.fire("cancel")
            self.end_task("cancelled")
        if self.state.offer_resume is not None:
            self.rec.emit("offer_resume_set", task_id=None)
        for t in self.state.task_stack:
            self.rec.emit("task_dropped", task_id=t.id)
        for t in self.state.queued:
            self.rec.emit("task_dequeued", task_id=t.id, dropped=True)
        self.say(self.r.say("cancelled_all", flows=self.r.texts["list_sep"].join(titles)))
        self._touched = True
        self._asked = True

    def decline_resume(self) -> None:
        waiting = next((q for q in self.state.queued if q.id == self.state.offer_resume), None)
        if waiting is not None:  # "no" to "do you still want the hotel?"
            self.rec.emit("offer_resume_set", task_id=None)
            self.drop_queued(waiting)
            self.drop_after(waiting.id)
            self.next_task("cancelled")
            return
        held = next((t for t in self.state.task_stack if t.id == self.state.offer_resume), None)
        self.rec.emit("offer_resume_set", task_id=None)
        flow = self.title(held.flow) if held is not None else ""
        self.say(self.r.say("resume_declined", flow=flow))
        self._asked = True

    def resume_offered(self) -> None:
        waiting = next((q for q in self.state.queued if q.id == self.state.offer_resume), None)
        if waiting is not None:
            self.take_up(waiting)
            return
        held = next((t for t in self.state.task_stack if t.id == self.state.offer_resume), None)
        self.resume(held.flow if held is not None else None)
