"""Applying one turn's commands to a working state: the rules the runtime keeps.

The core is a generator so that one implementation serves the sync and the async loop: it
yields an ``ActionCall`` when a flow reaches ``executing`` and is sent back the action's
result (or the exception it raised). It does no IO and changes state only through a
``Recorder``, so a turn that fails is discarded by dropping its working copy.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from .actions import ActionCall, ActionOutcome
from .commands import (
    Affirm,
    Cancel,
    ChitChat,
    Clarify,
    ClearSlot,
    Command,
    CorrectSlot,
    Deny,
    Handoff,
    Repeat,
    Resume,
    SetBelief,
    SetSlot,
    StartTask,
)
from .compiler import CompiledFlow
from .events import Recorder
from .responses import Responses, complete
from .spec import Domain, FlowSpec, SlotSpec, display_value, fill_template
from .state import DialogueState, Task


class Coercer(Protocol):
    """Normalises a command's value for a slot; returns (value, error reason)."""

    def __call__(
        self, flow: str, slot: SlotSpec, value: Any, now: datetime
    ) -> tuple[Any, str | None]: ...


@dataclass
class TurnOutput:
    messages: list[str] = field(default_factory=list)
    lasting_changed: bool = False


TurnGen = Generator[ActionCall, ActionOutcome, TurnOutput]
StepGen = Generator[ActionCall, ActionOutcome, None]


class Turn:
    """One turn over a working state. Create, then ``yield from turn.run(commands)``."""

    def __init__(
        self,
        state: DialogueState,
        rec: Recorder,
        domain: Domain,
        flows: dict[str, CompiledFlow],
        responses: Responses,
        coerce: Coercer,
        now: datetime,
    ) -> None:
        self.state, self.rec, self.domain, self.flows = state, rec, domain, flows
        self.r = responses
        self.coerce = coerce
        self.now = now
        self.settings = domain.settings
        self.out = TurnOutput()
        #: set when this turn has already said what it needs (a question or an error)
        self._asked = False
        self._touched = False
        #: a "no" in confirming holds the task in collecting until something changes
        self._hold = False
        #: a queued task was taken up this turn and has not been advanced yet
        self._dequeued = False
        #: the clarifying question pending when the turn began: still pending at the end,
        #: it was talked past
        task = state.active_task
        self._pending = task.clarification if task is not None else None

    # -- helpers ---------------------------------------------------------------------------
    def say(self, text: str) -> None:
        if text and text not in self.out.messages:
            self.out.messages.append(text)

    @property
    def task(self) -> Task | None:
        return self.state.active_task

    def flow_of(self, task: Task) -> CompiledFlow:
        return self.flows[task.flow]

    def title(self, flow: str) -> str:
        spec = self.domain.flows.get(flow)
        return spec.description if spec is not None else flow

    def set_phase(self, task: Task, phase: str) -> None:
        if task.phase != phase:
            self.rec.emit("phase_changed", **{"from": task.phase, "to": phase})

    def fire(self, trigger: str) -> None:
        task = self.task
        if task is None:
            return
        self.set_phase(task, self.flow_of(task).fire(trigger, task))

    # -- the turn ------------------------------------------------------------------------
    def run(self, commands: list[Command]) -> TurnGen:
        for command in commands:
            yield from self.apply(command)
        self.settle_clarification()
        yield from self.advance()
        while self._dequeued:  # a queued task taken up: its values may already be enough
            self._dequeued = False
            yield from self.advance()
        self.prompt()
        return self.out

    def apply(self, c: Command) -> StepGen:
        if isinstance(c, StartTask):
            yield from self.start(c.flow, c.slots)
            if c.then and self.task is not None and self.task.flow == c.flow:
                self.queue(c.then)
        elif isinstance(c, SetSlot | CorrectSlot):
            self.set_slot(
                c.slot, c.value, c.raw_text, c.confidence, correction=isinstance(c, CorrectSlot)
            )
        elif isinstance(c, ClearSlot):
            self.clear_slot(c.slot)
        elif isinstance(c, Affirm):
            yield from self.affirm()
        elif isinstance(c, Deny):
            yield from self.deny()
        elif isinstance(c, Cancel):
            self.cancel(c.flow)
        elif isinstance(c, Resume):
            self.resume(c.flow)
        elif isinstance(c, SetBelief):
            self.set_belief(c)
        elif isinstance(c, Clarify):
            self.clarify(c)
        elif isinstance(c, Handoff):
            self.rec.emit("handoff_requested", reason=c.reason)
            self.say(self.r.say("handoff"))
            self._asked = True
        elif isinstance(c, Repeat):
            if self.state.last_bot:
                for m in self.state.last_bot:
                    self.say(m)
            else:
                self.say(self.r.say("nothing_to_repeat"))
            self._asked = True
        elif isinstance(c, ChitChat):
            self.chitchat(c.text)

    # -- tasks ---------------------------------------------------------------------------
    def start(self, flow: str, slots: dict[str, Any]) -> StepGen:
        if flow not in self.flows:
            self.say(self.r.say("unknown_flow"))
            return
        task = self.task
        # ``confidence`` is about the choice of flow; values inside StartTask are certain
        if task is not None and task.flow == flow:
            for name, value in slots.items():
                self.set_slot(name, value, None, 1.0)
            return
        if task is not None and task.clarification is not None:
            # the user moved on: the question is moot, the task waits where it was before it
            self.rec.emit("clarification_set", clarification=None)
            self.fire("advance")
        if task is not None and task.phase == "executing":
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
            said = {n: s.value for n, s in waiting.slots.items() if s.value is not None}
            slots = {**said, **slots}
        self.begin(flow, slots)

    def begin(self, flow: str, slots: dict[str, Any]) -> None:
        """A new active task of ``flow`` with ``slots`` (none may be active)."""
        if self.state.offer_resume is not None:
            self.rec.emit("offer_resume_set", task_id=None)
        self.rec.emit(
            "task_started",
            task_id=f"t{self.state.task_counter + 1}",
            flow=flow,
            slots=[s.name for s in self.flows[flow].spec.slots],
        )
        self._touched = True
        for spec in self.flows[flow].spec.slots:
            if spec.default is not None and spec.name not in slots:
                self.set_slot(spec.name, spec.default, None, 1.0)
        for name, value in slots.items():
            self.set_slot(name, value, None, 1.0)

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
            if item.flow not in self.flows or any(q.flow == item.flow for q in self.state.queued):
                continue
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
            self.say(self.r.say("queued", flow=self.title(item.flow)))

    def next_task(self, outcome: str) -> None:
        """What follows a task that ended: a task queued after it goes next (taken up when
        the task was done; offered when it failed or was cancelled, since the reason may
        hold for both), else the offer to resume the newest task on hold. A task on hold
        that was started in or after the turn the queued one was asked for (the first of
        the two, interrupted) comes back first."""
        queued, stack = self.state.queued, self.state.task_stack
        if self.task is None and queued:
            waiting = queued[0]
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
        self.say(self.r.say("next_queued", flow=self.title(waiting.flow)))
        values = {n: s.value for n, s in waiting.slots.items() if s.value is not None}
        self.begin(waiting.flow, values)
        self._dequeued = True
        self._hold = False
        self._asked = False

    def drop_queued(self, waiting: Task) -> None:
        if self.state.offer_resume == waiting.id:
            self.rec.emit("offer_resume_set", task_id=None)
        self.rec.emit("task_dequeued", task_id=waiting.id, dropped=True)
        self.say(self.r.say("queued_dropped", flow=self.title(waiting.flow)))
        self._touched = True

    def offer_resume(self) -> None:
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
        spec = self.flow_of(task).spec
        self.fire("cancel")
        self.say(self.fill(spec.cancelled, task) or self.r.say("cancelled", flow=spec.description))
        self.end_task("cancelled")
        self.next_task("cancelled")

    def decline_resume(self) -> None:
        waiting = next((q for q in self.state.queued if q.id == self.state.offer_resume), None)
        if waiting is not None:  # "no" to "do you still want the hotel?"
            self.rec.emit("offer_resume_set", task_id=None)
            self.drop_queued(waiting)
            self.next_task("cancelled")
            return
        held = next((t for t in self.state.task_stack if t.id == self.state.offer_resume), None)
        self.rec.emit("offer_resume_set", task_id=None)
        flow = self.title(held.flow) if held is not None else ""
        self.say(self.r.say("resume_declined", flow=flow))
        self._asked = True

    # -- slots ---------------------------------------------------------------------------
    def set_slot(
        self,
        name: str,
        value: Any,
        raw_text: str | None,
        confidence: float,
        correction: bool = False,
        confirmed: bool = False,
    ) -> None:
        task = self.task
        if task is None:
            return
        flow = self.flow_of(task)
        spec = flow.spec.slot(name)
        if spec is None:
            return
        value, reason = self.coerce(flow.name, spec, value, self.now)
        if reason is not None:
            self.say(self.r.say("invalid", reason=reason))
            self.rec.emit("asked_changed", slot=name)
            self.ask(task, flow.spec, name, retry=True)
            return
        if confidence < self.threshold(flow.spec):
            self.rec.emit(
                "clarification_set",
                clarification={
                    "slot": name,
                    "value": value,
                    "raw_text": raw_text,
                    "confidence": confidence,
                },
            )
            self._touched = True
            return
        c = task.clarification
        if c is not None and (c.slot == name or name in c.options):
            self.rec.emit("clarification_set", clarification=None)
        old = task.slots[name].value if name in task.slots else None
        if old == value and task.slots[name].raw_text == raw_text:
            return
        kind = "slot_corrected" if correction or old is not None else "slot_set"
        self.rec.emit(
            kind,
            slot=name,
            value=value,
            raw_text=raw_text,
            confidence=confidence,
            confirmed=confirmed,
            **({"previous": old} if old is not None else {}),
        )
        if task.denials:
            self.rec.emit("denials_set", count=0)
        self._hold = False
        if spec.entity:
            self.push_entity(spec.entity, value, name)
        self._touched = True

    def clear_slot(self, name: str) -> None:
        task = self.task
        if task is None or name not in task.slots:
            return
        self.rec.emit("slot_cleared", slot=name)
        self._touched = True

    def push_entity(self, type_: str, value: Any, source: str) -> None:
        if value is None:
            return
        self.rec.emit(
            "entity_pushed",
            type=type_,
            value=value,
            source=source,
            limit=self.settings.entity_stack_size,
        )

    def threshold(self, spec: FlowSpec) -> float:
        t = spec.confidence_threshold
        return self.settings.confidence_threshold if t is None else t

    # -- yes / no ------------------------------------------------------------------------
    def affirm(self) -> StepGen:
        task = self.task
        if self.state.offer_resume is not None and task is None:
            self.resume_offered()
            return
        if task is None:
            self.chitchat()
            return
        if task.phase == "clarifying" and task.clarification is not None:
            c = task.clarification
            if self.which_slot(task):
                return  # "yes" does not say which one: asked again, then dropped
            self.rec.emit("clarification_set", clarification=None)
            self.set_slot(c.slot, c.value, c.raw_text, 1.0)
            return
        if task.phase == "confirming":
            filled = [n for n, s in task.slots.items() if s.value is not None]
            self.rec.emit("slots_confirmed", slots=filled)
            self.fire("affirm")
            yield from self.advance()
            return
        self.say(self.r.say("ok"))

    def resume_offered(self) -> None:
        waiting = next((q for q in self.state.queued if q.id == self.state.offer_resume), None)
        if waiting is not None:
            self.take_up(waiting)
            return
        held = next((t for t in self.state.task_stack if t.id == self.state.offer_resume), None)
        self.resume(held.flow if held is not None else None)

    def deny(self) -> StepGen:
        task = self.task
        if self.state.offer_resume is not None and task is None:
            self.decline_resume()
            return
        if task is None:
            self.chitchat()
            return
        if task.phase == "clarifying" and task.clarification is not None:
            slot = task.clarification.slot
            self.rec.emit("clarification_set", clarification=None)
            if self.which_slot(task):  # change neither: back to where the task was
                self._touched = True
                return
            self.fire("advance")
            self.rec.emit("asked_changed", slot=slot)
            spec = self.flow_of(task).spec
            self.ask(task, spec, slot, retry=True)
            return
        if task.phase == "confirming" or (task.phase == "collecting" and task.denials > 0):
            if task.denials >= 1:
                self.cancel()
                return
            self.rec.emit("denials_set", count=task.denials + 1)
            self.fire("deny")
            self.say(self.r.say("ask_change"))
            self._asked = True
            self._hold = True
            return
        self.say(self.r.say("ok"))
        if False:  # pragma: no cover
            yield ActionCall("", "", {}, "")

    # -- other talk ----------------------------------------------------------------------
    def set_belief(self, c: SetBelief) -> None:
        old = self.state.beliefs.get(c.key)
        if old is not None and old.value == c.value:
            return
        if old is not None and old.invariant and not c.explicit_change:
            self.say(
                self.r.say(
                    "invariant_kept",
                    key=self.r.label(c.key),
                    old=display_value(old.value),
                    value=display_value(c.value),
                )
            )
            return
        self.rec.emit(
            "belief_changed" if old is not None else "belief_set",
            key=c.key,
            value=c.value,
            source=c.source,
            invariant=c.invariant or (old is not None and old.invariant),
            lasting=c.lasting,
            time=self.now.isoformat(),
            **({"previous": old.value} if old is not None else {}),
        )
        if c.lasting:
            self.out.lasting_changed = True
        if self.task is None:
            self.say(self.r.belief_noted(c.key, c.value))

    def clarify(self, c: Clarify) -> None:
        task = self.task
        if task is not None and c.value is not None and (c.slot or c.options):
            # a value we hold on to until the user says which slot (or that it is right)
            self.rec.emit(
                "clarification_set",
                clarification={
                    "slot": c.slot or str(c.options[0]),
                    "value": c.value,
                    "raw_text": c.raw_text,
                    "confidence": c.confidence,
                    "options": c.options,
                },
            )
            self._touched = True
            if c.question:
                self.say(c.question)
                self._asked = True
            return
        if c.question:
            self.say(c.question)
        elif c.options:
            self.say(
                self.r.say(
                    "clarify_options", options=self.r.texts["and"].join(str(o) for o in c.options)
                )
            )
        if c.slot and task is not None:
            self.rec.emit("asked_changed", slot=c.slot)
        self._asked = True

    def chitchat(self, text: str | None = None) -> None:
        if self.task is None and self.state.offer_resume is not None:
            # the user talked past the offer to resume: drop it; the task stays on the stack
            self.rec.emit("offer_resume_set", task_id=None)
        held = self.task or (self.state.task_stack[-1] if self.state.task_stack else None)
        bye = self.r.farewell(text, self.title(held.flow) if held is not None else None)
        if bye is not None:
            # a task left open stays as it is (no question asked again) for when they return
            self.say(bye)
            self._asked = True
            return
        if self.task is None and not self.out.messages:
            # said once is enough: repeating the whole list every turn only adds noise
            self.say(self.r.chitchat(self.state.last_bot, text))

    def which_slot(self, task: Task) -> bool:
        """The pending clarification asks which slot a value was for, not whether it is right."""
        c = task.clarification
        names = self.flow_of(task).spec.slot_names
        return c is not None and bool(c.options) and all(o in names for o in c.options)

    def settle_clarification(self) -> None:
        """A clarifying question is asked again once; talked past a second time, it is
        dropped and the task goes back to where it was (confirming, or the next slot)."""
        task = self.task
        c = task.clarification if task is not None else None
        if task is None or c is None or c != self._pending or self._asked:
            return
        question = self.r.clarification(self.flow_of(task).spec, c)
        if self.r.again(question) in self.state.last_bot:
            self.rec.emit("clarification_set", clarification=None)
            self._touched = True

    # -- progress ------------------------------------------------------------------------
    def advance(self) -> StepGen:
        """Move the active task as far as its slot table allows; run its action if due."""
        task = self.task
        if task is None:
            return
        # the guards read only the slot table, so an untouched table cannot move the phase
        if (
            task.phase in ("collecting", "clarifying", "confirming")
            and self._touched
            and not self._hold
        ):
            self.fire("advance")
        task = self.task
        if task is None or task.phase != "executing":
            return
        flow = self.flow_of(task)
        spec = flow.spec
        if spec.action is None:
            self.fire("succeed")
            yield from self.finish(flow, task)
            return
        values = {n: s.value for n, s in task.slots.items()}
        outcome = yield ActionCall(spec.action, spec.name, values, task.id)
        if outcome.missing:
            self.rec.emit("action_failed", action=spec.action, error="no action registered")
            self.fire("fail")
            self.say(self.r.say("no_action", flow=spec.description))
            self.end_task("failed")
            self.next_task("failed")
            return
        if outcome.error is not None:
            self.rec.emit("action_failed", action=spec.action, error=repr(outcome.error)[:500])
            self.fire("fail")
            self.say(self.fill(spec.failed, task) or self.r.say("failed", flow=spec.description))
            self.end_task("failed")
            self.next_task("failed")
            return
        result = {k: v for k, v in (outcome.result or {}).items()}
        if result:
            self.rec.emit("results_set", results=result)
            for r in spec.results:
                if r.entity and result.get(r.name) is not None:
                    self.push_entity(r.entity, result[r.name], r.name)
        yield from self.finish(flow, self.task or task)

    def finish(self, flow: CompiledFlow, task: Task) -> StepGen:
        spec = flow.spec
        branch = flow.branch(task)
        outcome = branch.outcome if branch is not None else "done"
        if task.phase == "executing":
            self.fire("succeed" if outcome == "done" else "fail")
        task = self.task or task
        text = branch.say if branch is not None and branch.say else spec.done
        self.say(self.fill(text, task) or self.r.say("done"))
        self.end_task(outcome)
        goto = branch.goto if branch is not None and branch.goto else spec.next
        if goto:
            carry = {
                name: task.slots[name].value
                for name in self.flows[goto].spec.slot_names
                if name in task.slots and task.slots[name].value is not None
            }
            yield from self.start(goto, carry)
            yield from self.advance()
            return
        self.next_task(outcome)

    def fill(self, template: str | None, task: Task) -> str:
        if not template:
            return ""
        return complete(template, self.flow_of(task).values(task))

    def prompt(self) -> None:
        """Say what the active task needs next, unless this turn already asked something."""
        task = self.task
        if task is None or self._asked:
            return
        flow = self.flow_of(task)
        if task.phase == "clarifying" and task.clarification is not None:
            c = task.clarification
            question = self.r.clarification(flow.spec, c)
            # asked at the end of an earlier turn and not answered: once more, said so
            self.say(self.r.again(question) if c == self._pending else question)
        elif task.phase == "collecting":
            missing = flow.missing(task)
            if missing:
                if task.asked != missing[0]:
                    self.rec.emit("asked_changed", slot=missing[0])
                self.ask(task, flow.spec, missing[0], retry=False)
            elif task.denials:
                self.say(self.r.say("ask_change"))
        elif task.phase == "confirming":
            if task.asked is not None:  # the question now is the confirmation, not a slot
                self.rec.emit("asked_changed", slot=None)
            self.say(self.confirmation(flow, task))
        self._asked = True

    def ask(self, task: Task, spec: FlowSpec, name: str, retry: bool) -> None:
        slot = spec.slot(name)
        if slot is None:
            return
        text = slot.prompt
        if retry and slot.reprompts:
            text = slot.reprompts[0]
        self.say(
            fill_template(text, self.flow_of(task).values(task))
            if text
            else self.r.say("ask", slot=(slot.description or name.replace("_", " ")))
        )
        self._asked = True

    def confirmation(self, flow: CompiledFlow, task: Task) -> str:
        if flow.spec.confirm:  # an optional slot left empty still leaves a question
            return fill_template(flow.spec.confirm, flow.values(task))
        values = flow.values(task)
        summary = ", ".join(
            f"{(s.description or s.name).replace('_', ' ')}: {display_value(values[s.name])}"
            for s in flow.active_slots(task)
            if values.get(s.name) is not None
        )
        return self.r.say("confirm", summary=f"{flow.spec.description} ({summary})")
